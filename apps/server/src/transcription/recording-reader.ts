import type { Readable } from 'node:stream';
import { DomainError } from 'src/common/errors/domain-error';
import { MESSAGES } from 'src/common/messages';
import { readUpTo, uploadReadFailure } from 'src/common/streams';
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
  let stream: Readable | undefined;
  let bytes: Buffer;
  try {
    stream = await open();
    bytes = await readUpTo(stream, maxBytes, () => recordingTooLarge(maxBytes));
  } catch (error) {
    stream?.destroy();
    throw uploadReadFailure(error, () => recordingTooLarge(maxBytes));
  }
  if (bytes.length === 0) throw new DomainError(TranscriptionErrorCode.Empty, MESSAGES.recordingEmpty);
  return bytes;
}

const recordingTooLarge = (maxBytes: number) =>
  new DomainError(TranscriptionErrorCode.TooLarge, MESSAGES.recordingTooLarge(maxBytes));
