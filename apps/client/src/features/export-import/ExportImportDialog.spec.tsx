import { InMemoryCache } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LIMITS } from '@app/schema';
import { ExportImportDialog } from '@/features/export-import/ExportImportDialog';
import { ExportJournalDocument } from '@/features/export-import/graphql/export-import.generated';
import { ConversationHistoryDocument } from '@/features/history/graphql/history.generated';
import { controlledResponse, stubSaving } from '@/testing/download-fixtures';
import type { TopicEntry } from '@app/schema';
import { installFakeXhr, lastXhr } from '@/testing/fake-xhr';
import type { FakeXhr } from '@/testing/fake-xhr';
import { READY_APP_CONFIG, renderWithRouter } from '@/testing/render-with-router';

const FILE_NAME = 'flexi-journal-2026-11-22.zip';
const LINK = {
  __typename: 'ExportLink' as const,
  url: `/exports/journal/${FILE_NAME}?expires=1&signature=s`,
  fileName: FILE_NAME,
  expiresAt: '2026-11-22T10:10:00.000Z',
};

function exportMock(result: Partial<MockLink.MockedResponse>): MockLink.MockedResponse {
  return { request: { query: ExportJournalDocument }, ...result };
}

const EXPORTED = exportMock({ result: { data: { exportJournal: LINK } } });

/** The dialog as the home view holds it: open until its Close button is pressed. */
function OpenDialog({ onNotify }: { onNotify: (tone: string, message: string) => void }) {
  const [open, setOpen] = useState(true);
  return <ExportImportDialog open={open} onOpenChange={setOpen} onNotify={onNotify} />;
}

const topic = (key: string, displayName: string) =>
  ({
    key,
    displayName,
    enabled: true,
    promptQuestions: [{ id: 'q1', text: 'Which?', required: true }],
  }) as TopicEntry;
const TOPICS = [topic('familyMemories', 'Family Memories'), topic('travel', 'Travel Journal')];

function renderDialog({
  mocks = [] as MockLink.MockedResponse[],
  cache = new InMemoryCache(),
  topics = [] as TopicEntry[],
} = {}) {
  const onNotify = vi.fn();
  renderWithRouter([{ path: '/', element: <OpenDialog onNotify={onNotify} /> }], {
    mocks,
    cache,
    config: { ...READY_APP_CONFIG, enabledTopics: topics },
  });
  const dialog = screen.getByRole('dialog', { name: 'Export and import' });
  return {
    dialog,
    exportPart: within(dialog).getByRole('region', { name: 'Export' }),
    importPart: within(dialog).getByRole('region', { name: 'Import' }),
    onNotify,
  };
}

/** Plays a network event and lets the app's promise chains and renders that follow it run to the end. */
async function settle(event: () => void) {
  await act(async () => {
    event();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

function zip(name = 'journal.zip', size?: number) {
  const file = new File(['PK\u0003\u0004'], name, { type: name.endsWith('.zip') ? 'application/zip' : '' });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}

function pick(part: HTMLElement, file: File) {
  fireEvent.change(within(part).getByLabelText('Journal file (.zip)'), { target: { files: [file] } });
}

/** The server's answer to an export this account imported before. */
const ALREADY_IMPORTED = {
  errors: [
    {
      message: 'You imported this journal on 2026-11-20.',
      extensions: { code: 'CONFLICT', reason: 'IMPORT_ALREADY_IMPORTED' },
    },
  ],
  data: null,
};

/** Picks a file and presses Import; answers the upload request. */
function startImport(part: HTMLElement, file = zip()): FakeXhr {
  pick(part, file);
  fireEvent.click(within(part).getByRole('button', { name: 'Import' }));
  return lastXhr();
}

describe(ExportImportDialog.name, () => {
  beforeEach(() => {
    installFakeXhr();
  });

  it('should offer the download and a .zip picker, with nothing running, when idle', () => {
    const { exportPart, importPart } = renderDialog();

    expect(within(exportPart).getByRole('button', { name: 'Download my journal (.zip)' })).toBeEnabled();
    const picker = within(importPart).getByLabelText('Journal file (.zip)');
    expect(picker).toHaveAttribute('type', 'file');
    expect(picker).toHaveAttribute('accept', expect.stringContaining('.zip'));
    expect(picker).toHaveAccessibleDescription('A .zip exported from Flexi, up to 200 MB.');
    // Nothing picked yet: nothing to import.
    expect(within(importPart).getByRole('button', { name: 'Import' })).toBeDisabled();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('should show the download as a percentage of its length, keep the button disabled, and save the zip', async () => {
    const { saved } = stubSaving();
    const body = controlledResponse({ 'content-length': '10', 'content-type': 'application/zip' });
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(body.response));
    const { exportPart } = renderDialog({ mocks: [EXPORTED] });
    const button = within(exportPart).getByRole('button', { name: 'Download my journal (.zip)' });

    fireEvent.click(button);
    expect(button).toBeDisabled();
    expect(within(exportPart).getByRole('status')).toHaveTextContent('Preparing your journal…');

    await settle(() => body.push('PK\u0003\u0004x'));
    const bar = await within(exportPart).findByRole('progressbar', { name: 'Journal download' });
    await vi.waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '50'));
    expect(exportPart).toHaveTextContent('50% downloaded (5 bytes of 10 bytes)');
    expect(within(exportPart).getByRole('status')).toHaveTextContent('Downloading your journal…');
    expect(button).toBeDisabled();

    await settle(() => {
      body.push('12345');
      body.end();
    });

    await vi.waitFor(() =>
      expect(within(exportPart).getByRole('status')).toHaveTextContent(`Downloaded ${FILE_NAME}.`),
    );
    expect(button).toBeEnabled();
    expect(within(exportPart).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(saved.map((file) => file.fileName)).toEqual([FILE_NAME]);
    expect(await saved[0]?.blob.text()).toBe('PK\u0003\u0004x12345');
    expect(fetch).toHaveBeenCalledWith(LINK.url, expect.anything());
  });

  it('should show the bytes so far with a bar of unknown length when the zip is streamed without a length', async () => {
    stubSaving();
    const body = controlledResponse({ 'content-type': 'application/zip' });
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(body.response));
    const { exportPart } = renderDialog({ mocks: [EXPORTED] });

    fireEvent.click(within(exportPart).getByRole('button', { name: 'Download my journal (.zip)' }));
    await settle(() => body.push('x'.repeat(Math.round(3.2 * 1024 * 1024))));

    const bar = await within(exportPart).findByRole('progressbar', { name: 'Journal download' });
    await vi.waitFor(() => expect(exportPart).toHaveTextContent('3.2 MB downloaded'));
    expect(bar).not.toHaveAttribute('aria-valuenow');
    expect(bar).toHaveAttribute('aria-valuetext', '3.2 MB downloaded');
    await settle(() => body.end());
  });

  it("should show the server's refusal and enable the button again when the export fails", async () => {
    const { exportPart } = renderDialog({
      mocks: [exportMock({ result: { errors: [new GraphQLError('Too many exports, try again later.')] } })],
    });

    fireEvent.click(within(exportPart).getByRole('button', { name: 'Download my journal (.zip)' }));

    expect(await within(exportPart).findByRole('alert')).toHaveTextContent(
      'Export failed: Too many exports, try again later.',
    );
    expect(within(exportPart).getByRole('button', { name: 'Download my journal (.zip)' })).toBeEnabled();
  });

  it('should upload with progress, say Importing… while the server works, then say what was added and drop the cached history', async () => {
    const cache = new InMemoryCache();
    cache.writeQuery({
      query: ConversationHistoryDocument,
      variables: { limit: 20, offset: 0 },
      data: { conversations: { __typename: 'ConversationPage', total: 0, hasMore: false, items: [] } },
    });
    const { importPart, onNotify } = renderDialog({ cache });

    const request = startImport(importPart);
    expect(request.operations().operationName).toBe('ImportJournal');
    expect(within(importPart).getByRole('status')).toHaveTextContent('Uploading your journal…');

    act(() => request.progress(40, 100));
    const upload = within(importPart).getByRole('progressbar', { name: 'Journal upload' });
    expect(upload).toHaveAttribute('aria-valuenow', '40');
    expect(importPart).toHaveTextContent('40% uploaded');
    expect(within(importPart).getByRole('button', { name: 'Import' })).toBeDisabled();
    expect(within(importPart).getByLabelText('Journal file (.zip)')).toBeDisabled();

    act(() => request.sent());
    expect(within(importPart).getByRole('status')).toHaveTextContent('Importing…');
    expect(within(importPart).getByRole('progressbar', { name: 'Journal import' })).not.toHaveAttribute(
      'aria-valuenow',
    );
    // The server finishes on its own once everything is sent, so there is nothing left to cancel.
    expect(within(importPart).queryByRole('button', { name: 'Cancel upload' })).not.toBeInTheDocument();

    await settle(() =>
      request.respond({
        data: {
          importJournal: {
            __typename: 'ImportSummary',
            conversations: 2,
            entries: 7,
            files: 1,
            skippedEntries: 0,
            skippedFiles: 0,
          },
        },
      }),
    );

    expect(within(importPart).getByRole('status')).toHaveTextContent(
      'Imported 2 conversations, 7 entries and 1 file.',
    );
    expect(within(importPart).queryByRole('progressbar')).not.toBeInTheDocument();
    // The picked file is cleared, so it is not imported twice by a second press.
    expect(within(importPart).getByRole('button', { name: 'Import' })).toBeDisabled();
    expect(
      cache.readQuery({ query: ConversationHistoryDocument, variables: { limit: 20, offset: 0 } }),
    ).toBeNull();
    // Said in the dialog, which is open: no toast as well.
    expect(onNotify).not.toHaveBeenCalled();
  });

  it('should keep importing when the dialog is closed, and report the outcome as a toast', async () => {
    const { dialog, onNotify } = renderDialog();

    const request = startImport(within(dialog).getByRole('region', { name: 'Import' }));
    act(() => request.sent());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(request.aborted).toBe(false);
    await settle(() =>
      request.respond({
        data: {
          importJournal: {
            __typename: 'ImportSummary',
            conversations: 1,
            entries: 3,
            files: 0,
            skippedEntries: 0,
            skippedFiles: 0,
          },
        },
      }),
    );

    expect(onNotify).toHaveBeenCalledWith('success', 'Imported 1 conversation, 3 entries and 0 files.');
  });

  it("should show the server's message as given when it refuses the file, and keep it for another try", async () => {
    const { importPart } = renderDialog();

    const request = startImport(importPart);
    await settle(() =>
      request.respond({
        errors: [
          { message: 'This file is not a Flexi journal export.', extensions: { code: 'BAD_USER_INPUT' } },
        ],
        data: null,
      }),
    );

    expect(within(importPart).getByRole('alert')).toHaveTextContent(
      /^This file is not a Flexi journal export\.$/,
    );
    expect(within(importPart).getByRole('button', { name: 'Import' })).toBeEnabled();
  });

  it('should ask before importing an export this account imported before, and send it again only when asked', async () => {
    const { importPart } = renderDialog();
    const said =
      'You imported this journal on 2026-11-20. Import it again only if you want a second copy of everything in it.';

    const first = startImport(importPart);
    expect(first.operations().variables).toMatchObject({ again: false });
    await settle(() =>
      first.respond({
        errors: [{ message: said, extensions: { code: 'CONFLICT', reason: 'IMPORT_ALREADY_IMPORTED' } }],
        data: null,
      }),
    );

    const ask = within(importPart).getByRole('group', { name: 'Import again?' });
    expect(within(ask).getByRole('alert')).toHaveTextContent(said);
    fireEvent.click(within(ask).getByRole('button', { name: 'Import again' }));
    const again = lastXhr();
    expect(again).not.toBe(first);
    expect(again.operations().variables).toMatchObject({ again: true });
    await settle(() =>
      again.respond({
        data: {
          importJournal: { conversations: 2, entries: 7, files: 0, skippedEntries: 0, skippedFiles: 0 },
        },
      }),
    );
    expect(within(importPart).queryByRole('group', { name: 'Import again?' })).not.toBeInTheDocument();
  });

  it('should keep one copy when the writer says so, sending nothing more', async () => {
    const { importPart } = renderDialog();
    const first = startImport(importPart);
    await settle(() => first.respond(ALREADY_IMPORTED));

    fireEvent.click(within(importPart).getByRole('button', { name: 'Keep one copy' }));

    expect(within(importPart).queryByRole('group', { name: 'Import again?' })).not.toBeInTheDocument();
    expect(lastXhr()).toBe(first);
  });

  it('should refuse a file over the limit before sending anything', () => {
    const { importPart } = renderDialog();

    pick(importPart, zip('big-journal.zip', LIMITS.importMaxBytes + 1));

    expect(within(importPart).getByRole('alert')).toHaveTextContent(
      'The import file is too large (max 200 MB).',
    );
    const importButton = within(importPart).getByRole('button', { name: 'Import' });
    expect(importButton).toBeDisabled();
    fireEvent.submit(importButton.closest('form') as HTMLFormElement);
    expect(() => lastXhr()).toThrow('no XMLHttpRequest was sent');
  });

  it('should refuse a file that is not a zip before sending anything', () => {
    const { importPart } = renderDialog();

    pick(importPart, zip('notes.txt'));

    expect(within(importPart).getByRole('alert')).toHaveTextContent(
      'Please choose a .zip file exported from Flexi.',
    );
    expect(within(importPart).getByRole('button', { name: 'Import' })).toBeDisabled();
    // A good file picked next clears the complaint.
    pick(importPart, zip());
    expect(within(importPart).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(importPart).getByRole('button', { name: 'Import' })).toBeEnabled();
  });

  it("should offer only a Flexi export when no memory type is enabled to take other apps' entries", () => {
    const { importPart } = renderDialog();

    expect(within(importPart).queryByRole('group', { name: 'Where it comes from' })).not.toBeInTheDocument();
    expect(within(importPart).queryByLabelText('Memory type')).not.toBeInTheDocument();
  });

  it('should ask for a memory type only for another app, with the hint of what its zip holds', () => {
    const { importPart } = renderDialog({ topics: TOPICS });
    const sources = within(importPart).getByRole('group', { name: 'Where it comes from' });

    expect(within(sources).getByRole('radio', { name: 'Flexi export' })).toBeChecked();
    expect(within(importPart).queryByLabelText('Memory type')).not.toBeInTheDocument();

    fireEvent.click(within(sources).getByRole('radio', { name: 'Markdown' }));

    const select = within(importPart).getByLabelText('Memory type');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Family Memories', 'Travel Journal']);
    expect(within(importPart).getByLabelText('Journal file (.zip)')).toHaveAccessibleDescription(
      'A .zip of .md files, one conversation each, dated by front matter or file name, up to 200 MB.',
    );
  });

  it('should send a Day One zip with its source and memory type, and say what it left out', async () => {
    const { importPart } = renderDialog({ topics: TOPICS });
    fireEvent.click(within(importPart).getByRole('radio', { name: 'Day One' }));
    fireEvent.change(within(importPart).getByLabelText('Memory type'), { target: { value: 'travel' } });
    expect(within(importPart).getByLabelText('Journal file (.zip)')).toHaveAccessibleDescription(
      'The .zip Day One writes (Export, JSON): its journals and photos, up to 200 MB.',
    );

    const request = startImport(importPart, zip('Day One export.zip'));
    expect(request.operations().variables).toMatchObject({
      source: 'DAY_ONE',
      topic: 'travel',
      again: false,
    });
    await settle(() =>
      request.respond({
        data: {
          importJournal: {
            __typename: 'ImportSummary',
            conversations: 3,
            entries: 6,
            files: 2,
            skippedEntries: 1,
            skippedFiles: 2,
          },
        },
      }),
    );

    expect(within(importPart).getByRole('status')).toHaveTextContent(
      'Imported 3 conversations, 6 entries and 2 files. Left out 1 empty entry and 2 photos or other files the app cannot take.',
    );
  });

  it('should send the same source and memory type again when the writer imports a second copy', async () => {
    const { importPart } = renderDialog({ topics: TOPICS });
    fireEvent.click(within(importPart).getByRole('radio', { name: 'Markdown' }));
    const first = startImport(importPart, zip('notes.zip'));
    await settle(() => first.respond(ALREADY_IMPORTED));

    fireEvent.click(within(importPart).getByRole('button', { name: 'Import again' }));

    expect(lastXhr().operations().variables).toMatchObject({
      source: 'MARKDOWN',
      topic: 'familyMemories',
      again: true,
    });
  });

  it("should refuse a file that is not a zip in the chosen source's words", () => {
    const { importPart } = renderDialog({ topics: TOPICS });
    fireEvent.click(within(importPart).getByRole('radio', { name: 'Day One' }));

    pick(importPart, zip('Journal.json'));

    expect(within(importPart).getByRole('alert')).toHaveTextContent(
      'Please choose the .zip file Day One exported.',
    );
  });

  it('should stop the upload when Cancel upload is pressed', async () => {
    const { importPart } = renderDialog();

    const request = startImport(importPart);
    act(() => request.progress(10, 100));
    await settle(() => fireEvent.click(within(importPart).getByRole('button', { name: 'Cancel upload' })));

    expect(request.aborted).toBe(true);
    expect(within(importPart).getByRole('status')).toHaveTextContent('Import cancelled: nothing was added.');
    expect(within(importPart).getByRole('button', { name: 'Import' })).toBeEnabled();
  });
});
