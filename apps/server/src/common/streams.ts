import type { Readable } from 'node:stream';
import { CommonErrorCode } from './errors/common.errors';
import { DomainError } from './errors/domain-error';
import { MESSAGES } from './messages';

/**
 * Reads `stream` whole into memory, up to `maxBytes`: past it the stream is destroyed (the rest is not read)
 * and `tooLarge()` is thrown.
 */
export async function readUpTo(stream: Readable, maxBytes: number, tooLarge: () => Error): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) {
      stream.destroy();
      throw tooLarge();
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, size);
}

/** The HTTP status an upload transport (graphql-upload, busboy) put on its error, when it put one. */
export function transportStatus(error: unknown): number | undefined {
  const { status, statusCode } = (error ?? {}) as { status?: unknown; statusCode?: unknown };
  const value = statusCode ?? status;
  return typeof value === 'number' ? value : undefined;
}

/**
 * What a failed read of an upload answers: a refusal already decided (a DomainError) as it is; the transport's
 * own size backstop (graphql-upload's and busboy's limits fail the stream with a 413) as `tooLarge()`;
 * anything else as an interrupted upload.
 */
export function uploadReadFailure(error: unknown, tooLarge: () => DomainError): DomainError {
  if (error instanceof DomainError) return error;
  if (transportStatus(error) === 413) return tooLarge();
  return new DomainError(CommonErrorCode.MalformedRequest, MESSAGES.uploadInterrupted);
}
