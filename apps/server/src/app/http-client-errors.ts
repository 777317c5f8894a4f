import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { CommonErrorCode } from 'src/common/errors/common.errors';
import { MESSAGES } from 'src/common/messages';

// Node's parser errors that have a status of their own; anything else it cannot parse is a 400.
const STATUS_BY_PARSER_ERROR: Record<string, number> = {
  HPE_HEADER_OVERFLOW: 431,
  ERR_HTTP_REQUEST_TIMEOUT: 408,
};

/**
 * Answers a request Node's HTTP parser refused before any route could (a URL or headers over the size limit,
 * broken HTTP) in the API's error shape, with `Connection: close`: the connection is closed after it, and a
 * client that was not told so would send its next request into the closed socket.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed || !socket.writable) return;
  const status = STATUS_BY_PARSER_ERROR[error.code ?? ''] ?? 400;
  const body = JSON.stringify({
    message: status === 431 ? MESSAGES.headersTooLarge : MESSAGES.malformedHttp,
    code: CommonErrorCode.MalformedRequest,
  });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}
