import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ImportJournalDocument } from '@/features/export-import/graphql/export-import.generated';
import { sendFileOperation, UploadError } from '@/shared/graphql-upload';
import { installFakeXhr, lastXhr } from '@/testing/fake-xhr';

const SUMMARY = { importJournal: { __typename: 'ImportSummary', conversations: 2, entries: 7, files: 1 } };

function journalZip() {
  return new File(['PK\u0003\u0004'], 'journal.zip', { type: 'application/zip' });
}

describe(sendFileOperation.name, () => {
  beforeEach(() => {
    installFakeXhr();
  });

  it('should send a GraphQL multipart request with the file mapped to its variable, the token and the preflight header', async () => {
    const file = journalZip();

    const sending = sendFileOperation(ImportJournalDocument, { file }, { token: 'opaque-token' });
    const request = lastXhr();
    request.respond({ data: SUMMARY });

    await expect(sending).resolves.toEqual(SUMMARY);
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/graphql');
    expect(request.headers['apollo-require-preflight']).toBe('true');
    expect(request.headers['authorization']).toBe('Bearer opaque-token');
    const operations = request.operations();
    expect(operations.operationName).toBe('ImportJournal');
    expect(operations.query).toContain('importJournal(file: $file, again: $again, source: $source');
    expect(operations.variables).toEqual({ file: null });
    expect(JSON.parse(request.field('map'))).toEqual({ 0: ['variables.file'] });
    expect(request.body?.get('0')).toBeInstanceOf(File);
    expect((request.body?.get('0') as File).name).toBe('journal.zip');
  });

  it('should report the share of bytes sent, then that the upload is done, before the answer', async () => {
    const onProgress = vi.fn();
    const onSent = vi.fn();

    const sending = sendFileOperation(ImportJournalDocument, { file: journalZip() }, { onProgress, onSent });
    const request = lastXhr();
    request.progress(25, 100);
    request.progress(100, 100);
    expect(onSent).not.toHaveBeenCalled();
    request.sent();
    expect(onSent).toHaveBeenCalledTimes(1);
    request.respond({ data: SUMMARY });

    await sending;
    expect(onProgress.mock.calls).toEqual([[25], [100]]);
  });

  it("should reject with the server's message when it refuses the file", async () => {
    const sending = sendFileOperation(ImportJournalDocument, { file: journalZip() });
    lastXhr().respond({
      errors: [
        { message: 'This file is not a Flexi journal export.', extensions: { code: 'BAD_USER_INPUT' } },
      ],
      data: null,
    });

    await expect(sending).rejects.toEqual(
      new UploadError('rejected', 'This file is not a Flexi journal export.'),
    );
    await expect(sending).rejects.toHaveProperty('reason', 'rejected');
  });

  it('should reject as unauthenticated when the server no longer accepts the session', async () => {
    const sending = sendFileOperation(ImportJournalDocument, { file: journalZip() });
    lastXhr().respond({ errors: [{ message: 'Unauthorized', extensions: { code: 'UNAUTHENTICATED' } }] });

    await expect(sending).rejects.toHaveProperty('reason', 'unauthenticated');
  });

  it('should reject as a network failure when the connection breaks or the answer is not JSON', async () => {
    const broken = sendFileOperation(ImportJournalDocument, { file: journalZip() });
    lastXhr().fail();
    await expect(broken).rejects.toHaveProperty('reason', 'network');

    const garbled = sendFileOperation(ImportJournalDocument, { file: journalZip() });
    const request = lastXhr();
    request.responseText = '<html>502 Bad Gateway</html>';
    request.onload?.(new ProgressEvent('load'));
    await expect(garbled).rejects.toHaveProperty('reason', 'network');
  });

  it('should abort the request and reject as cancelled when the signal fires', async () => {
    const controller = new AbortController();
    const sending = sendFileOperation(
      ImportJournalDocument,
      { file: journalZip() },
      { signal: controller.signal },
    );

    controller.abort();

    await expect(sending).rejects.toHaveProperty('reason', 'cancelled');
    expect(lastXhr().aborted).toBe(true);
  });

  it('should send nothing when the signal has already fired', async () => {
    const controller = new AbortController();
    controller.abort();

    await expect(
      sendFileOperation(ImportJournalDocument, { file: journalZip() }, { signal: controller.signal }),
    ).rejects.toHaveProperty('reason', 'cancelled');
  });
});
