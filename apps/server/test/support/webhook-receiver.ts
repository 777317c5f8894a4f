import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One POST the receiver got. */
export interface ReceivedDelivery {
  headers: IncomingHttpHeaders;
  body: string;
  json: { id: string; event: string; timestamp: string; data: Record<string, unknown> };
}

/** How the receiver answers a request: a status, or never (the sender's timeout ends it). */
export type ReceiverAnswer = number | 'hang';

/**
 * A webhook receiver on loopback for the tests: it keeps every delivery and answers each with the next of
 * `answers` (200 once they run out).
 */
export interface WebhookReceiver {
  url: string;
  received: ReceivedDelivery[];
  answers: ReceiverAnswer[];
  close(): Promise<void>;
}

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received: ReceivedDelivery[] = [];
  const answers: ReceiverAnswer[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      received.push({ headers: request.headers, body, json: JSON.parse(body) as ReceivedDelivery['json'] });
      const answer = answers.shift() ?? 200;
      if (answer === 'hang') return;
      response.writeHead(answer, { 'content-type': 'text/plain' }).end('x'.repeat(100_000));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    answers,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
