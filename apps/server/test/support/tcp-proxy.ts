import { type AddressInfo, connect, createServer, type Server, type Socket } from 'node:net';

/** Far above the app's pool (10 connections): a leak shows up as refused connections, not as a hang. */
const MAX_CONNECTIONS = 32;

/**
 * A real TCP proxy on a loopback port, forwarding every connection to one host and port (the test
 * database): `cut()` plays a database that vanished (open connections reset, new ones refused) and
 * `restore()` brings it back on the same port.
 */
export class TcpProxy {
  private server: Server | undefined;
  private listenPort = 0;
  private readonly sockets = new Set<Socket>();

  private constructor(private readonly target: { host: string; port: number }) {}

  /** A proxy to the host and port of a `postgres://` URL (not started yet). */
  static forUrl(url: string): TcpProxy {
    const { hostname, port } = new URL(url);
    return new TcpProxy({ host: hostname, port: Number(port || 5432) });
  }

  /** The port it listens on; 0 before `start()`. */
  get port(): number {
    return this.listenPort;
  }

  /** The same URL, pointed at the proxy instead. */
  rewrite(url: string): string {
    const rewritten = new URL(url);
    rewritten.hostname = '127.0.0.1';
    rewritten.port = String(this.listenPort);
    return rewritten.toString();
  }

  /** Listens on a free loopback port (kept for `restore()`). */
  async start(): Promise<number> {
    this.listenPort = await this.listen(0);
    return this.listenPort;
  }

  /** Stops listening (new connections are refused) and destroys every open connection on both sides. */
  async cut(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Listens again on the same port. */
  async restore(): Promise<void> {
    if (this.server) return;
    await this.listen(this.listenPort);
  }

  /** Stops for good; safe to call in afterAll whatever state the proxy is in. */
  close(): Promise<void> {
    return this.cut();
  }

  private listen(port: number): Promise<number> {
    const server = createServer((client) => this.forward(client));
    server.maxConnections = MAX_CONNECTIONS;
    return new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        this.server = server;
        resolve((server.address() as AddressInfo).port);
      });
    });
  }

  private forward(client: Socket): void {
    const upstream = connect(this.target.port, this.target.host);
    for (const [socket, other] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      this.sockets.add(socket);
      socket.on('error', () => other.destroy());
      socket.on('close', () => {
        this.sockets.delete(socket);
        other.destroy();
      });
    }
    client.pipe(upstream);
    upstream.pipe(client);
  }
}
