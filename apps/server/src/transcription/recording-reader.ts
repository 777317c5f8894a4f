import type { Readable } from 'node:stream';
import { CommonErrorCode } from 'src/common/errors/common.errors';
import { DomainError } from 'src/common/errors/domain-error';
import { MESSAGES } from 'src/common/messages';
import { TranscriptionErrorCode } from './transcription.errors';

/**
 * Reads an uploaded recording into memory, refusing it as soon as it passes `maxBytes` (the rest is not
 * read: the connection is closed after the answer). `open` opens the upload's stream; graphql-upload throws
 * there when the upload already failed, and a REST form without the part refuses there.
 */
export async function readRecording(
  open: () => Readable | Promise<Readable>,
  maxBytes: number,
): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  let stream: Readable | undefined;
  try {
    stream = await open();
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > maxBytes) throw recordingTooLarge(maxBytes);
      chunks.push(chunk);
    }
  } catch (error) {
    stream?.destroy();
    if (error instanceof DomainError) throw error;
    // The transports' own backstops (graphql-upload's and busboy's size limits) fail the stream with a 413.
    const status = (error as { status?: unknown; statusCode?: unknown } | null) ?? {};
    if (status.status === 413 || status.statusCode === 413) throw recordingTooLarge(maxBytes);
    throw new DomainError(CommonErrorCode.MalformedRequest, MESSAGES.uploadInterrupted);
  }
  if (size === 0) throw new DomainError(TranscriptionErrorCode.Empty, MESSAGES.recordingEmpty);
  return Buffer.concat(chunks, size);
}

const recordingTooLarge = (maxBytes: number) =>
  new DomainError(TranscriptionErrorCode.TooLarge, MESSAGES.recordingTooLarge(maxBytes));
