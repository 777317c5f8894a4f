// Shared by the tools' scripts that start servers (tools/e2e, tools/bench).
import { createServer } from 'node:net';

/** A TCP port free on 127.0.0.1 right now: the system picks it, the probe lets it go. */
export function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}
