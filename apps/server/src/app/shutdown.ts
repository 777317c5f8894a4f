import { type INestApplication, Logger } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { ReplyWorker } from 'src/replies/reply-worker';
import { Readiness } from 'src/health/readiness';

/**
 * The orderly end of an instance (SIGTERM, and the tests' close): out of the balancer's rotation, replies
 * running here finished or handed back while the server still answers (their followers see it happen), then
 * Nest's close. Draining first matters: Nest's close stops Apollo before our own hooks run, and Apollo waits
 * (10 s) for in-flight requests, among them callers waiting for a reply.
 */
export async function drainAndClose(app: INestApplication): Promise<void> {
  app.get(Readiness).startDraining();
  try {
    await app.get(ReplyWorker).drain();
  } catch (error) {
    new Logger('Shutdown').error(`Drain failed: ${String(error)}`);
  }
  await app.close();
}

/**
 * While draining, every answer closes its connection: keep-alive clients reconnect to another instance, and
 * close() does not wait (Apollo: up to 10 s) for connections left open by answers sent after it began, such
 * as those of callers a drain released.
 */
export function closeConnectionsWhileDraining(app: NestFastifyApplication): void {
  const readiness = app.get(Readiness);
  app
    .getHttpAdapter()
    .getInstance()
    // Callback-style: an async hook costs a promise and a microtask turn on every request.
    .addHook('onSend', (_request, reply, payload, done) => {
      if (readiness.isDraining) void reply.header('connection', 'close');
      done(null, payload);
    });
}
