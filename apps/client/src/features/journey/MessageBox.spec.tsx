import { act, fireEvent, render, screen } from '@testing-library/react';
import type { PersonalNoteConfig } from '@app/schema';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { UploadError } from '@/features/attachments/upload-file';
import type * as UploadModule from '@/features/attachments/upload-file';
import type { UploadedFile, UploadOptions } from '@/features/attachments/upload-file';
import { MessageBox } from '@/features/journey/MessageBox';

// The network part (XMLHttpRequest) is replaced; the e2e suite sends real files to the real server.
const uploads: {
  file: File;
  options: UploadOptions;
  resolve: (file: UploadedFile) => void;
  reject: (error: unknown) => void;
}[] = [];
vi.mock('@/features/attachments/upload-file', async (importOriginal) => {
  const actual = await importOriginal<typeof UploadModule>();
  return {
    ...actual,
    uploadFile: (file: File, options: UploadOptions) =>
      new Promise<UploadedFile>((resolve, reject) => {
        uploads.push({ file, options, resolve, reject });
        options.signal?.addEventListener('abort', () =>
          reject(new actual.UploadError('cancelled', 'cancelled')),
        );
      }),
  };
});

const RECIPE: UploadedFile = {
  __typename: 'File',
  id: 'f1',
  fileName: 'granita-recipe-card.txt',
  fileType: 'text/plain',
  fileUrl: '/files/f1',
};

function renderBox(personalNote: PersonalNoteConfig | null = null) {
  const props = {
    onSend: vi.fn().mockResolvedValue({ ok: true }),
    onAddNote: vi.fn().mockResolvedValue({ ok: true }),
    onError: vi.fn(),
    onUnauthenticated: vi.fn(),
    onDiscardUpload: vi.fn(),
  };
  render(
    <MessageBox
      conversationId="c1"
      continueText="THINK W FLEXI"
      personalNote={personalNote}
      busy={false}
      {...props}
    />,
  );
  return props;
}

function pick(name: string, type: string) {
  fireEvent.change(screen.getByTestId('attach-file-input'), {
    target: { files: [new File(['Lemons, sugar, water.'], name, { type })] },
  });
}

/** Runs a step and lets React apply what it caused (promise callbacks included). */
async function settle(step: () => void): Promise<void> {
  await act(async () => {
    step();
    await Promise.resolve();
  });
}

beforeEach(() => {
  uploads.length = 0;
});

describe('MessageBox file attachment', () => {
  it('should show the upload progress, then send the attached file with the message', async () => {
    const { onSend } = renderBox();
    pick('granita-recipe-card.txt', 'text/plain');

    await settle(() => uploads[0]?.options.onProgress?.(40));
    expect(screen.getByRole('progressbar', { name: 'Uploading granita-recipe-card.txt' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    expect(screen.getByRole('button', { name: 'THINK W FLEXI' })).toBeDisabled();

    await settle(() => uploads[0]?.resolve(RECIPE));
    expect(screen.getByRole('group', { name: 'granita-recipe-card.txt' })).toHaveTextContent('granita-reci…');
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'The recipe card' } });
    await settle(() => fireEvent.click(screen.getByRole('button', { name: 'THINK W FLEXI' })));

    expect(onSend).toHaveBeenCalledWith('The recipe card', 'f1');
    expect(screen.queryByRole('group', { name: 'granita-recipe-card.txt' })).not.toBeInTheDocument();
  });

  it('should send a file alone, with no words', async () => {
    const { onSend } = renderBox();
    pick('granita-recipe-card.txt', 'text/plain');
    await settle(() => uploads[0]?.resolve(RECIPE));

    await settle(() => fireEvent.click(screen.getByRole('button', { name: 'THINK W FLEXI' })));

    expect(onSend).toHaveBeenCalledWith('', 'f1');
    expect(screen.queryByText('Please enter a message.')).not.toBeInTheDocument();
  });

  it('should still ask for a message when there is neither words nor a file', async () => {
    const { onSend } = renderBox();

    await settle(() => fireEvent.click(screen.getByRole('button', { name: 'THINK W FLEXI' })));

    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getByText('Please enter a message.')).toBeInTheDocument();
  });

  it('should discard an uploaded file taken out before sending, and keep one that was sent', async () => {
    const { onDiscardUpload } = renderBox();
    pick('granita-recipe-card.txt', 'text/plain');
    await settle(() => uploads[0]?.resolve(RECIPE));

    await settle(() =>
      fireEvent.click(screen.getByRole('button', { name: 'Remove granita-recipe-card.txt' })),
    );
    expect(onDiscardUpload).toHaveBeenCalledWith('f1');

    pick('granita-recipe-card.txt', 'text/plain');
    await settle(() => uploads[1]?.resolve({ ...RECIPE, id: 'f2' }));
    await settle(() => fireEvent.click(screen.getByRole('button', { name: 'THINK W FLEXI' })));
    expect(onDiscardUpload).toHaveBeenCalledTimes(1);
  });

  it('should stop the upload and drop the chip when it is cancelled, without an error', async () => {
    const { onError, onSend } = renderBox();
    pick('holiday.png', 'image/png');

    await settle(() => fireEvent.click(screen.getByRole('button', { name: 'Cancel upload of holiday.png' })));

    expect(screen.queryByRole('group', { name: 'holiday.png' })).not.toBeInTheDocument();
    expect(onError).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'No file after all' } });
    await settle(() => fireEvent.click(screen.getByRole('button', { name: 'THINK W FLEXI' })));
    expect(onSend).toHaveBeenCalledWith('No file after all', null);
  });

  it.each([
    [
      'the server refuses the file',
      new UploadError('rejected', 'File is too large (maximum 10 MB)'),
      'File upload failed: File is too large (maximum 10 MB)',
    ],
    ['the network fails', new UploadError('network', 'Network error'), 'Error uploading file.'],
  ])('should report the spec text and keep the message when %s', async (_case, error, text) => {
    const { onError } = renderBox();
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'Keep me' } });
    pick('scan.pdf', 'application/pdf');

    await settle(() => uploads[0]?.reject(error));

    expect(onError).toHaveBeenCalledWith(text);
    expect(screen.getByLabelText('Message')).toHaveValue('Keep me');
    expect(screen.queryByRole('group', { name: 'scan.pdf' })).not.toBeInTheDocument();
  });

  it('should end the session when the server no longer accepts it during an upload', async () => {
    const { onUnauthenticated, onError } = renderBox();
    pick('scan.pdf', 'application/pdf');

    await settle(() => uploads[0]?.reject(new UploadError('unauthenticated', 'Not logged in')));

    expect(onUnauthenticated).toHaveBeenCalledTimes(1);
    expect(onError).not.toHaveBeenCalled();
  });

  it('should refuse a file type the server does not take without uploading it', () => {
    const { onError } = renderBox();

    pick('setup.exe', 'application/x-msdownload');

    expect(uploads).toHaveLength(0);
    expect(onError).toHaveBeenCalledWith(
      'File upload failed: Only PNG, JPEG, PDF and plain text files can be attached.',
    );
  });
});

describe('MessageBox note mode', () => {
  it('should go back to the message with Cancel, keeping what was typed and the attached file', async () => {
    const { onAddNote } = renderBox({
      enabled: true,
      placeholder: 'Add your personal note',
      buttonText: '+ NOTE TO SELF',
      buttonColor: '#6AB0F3',
    });
    pick('granita-recipe-card.txt', 'text/plain');
    await settle(() => uploads[0]?.resolve(RECIPE));

    fireEvent.click(screen.getByRole('button', { name: '+ NOTE TO SELF' }));
    fireEvent.change(screen.getByLabelText('Note to self'), { target: { value: 'Buy lemons' } });
    expect(
      screen.getByText(
        'A note to self gets no reply and carries no file: your file waits for your next message.',
      ),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(onAddNote).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Message')).toHaveValue('Buy lemons');
    expect(screen.getByRole('group', { name: 'granita-recipe-card.txt' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  });
});
