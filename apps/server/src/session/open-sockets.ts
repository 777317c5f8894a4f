import { Logger } from '@nestjs/common';
import type { SubscriptionSocket } from 'src/common/graphql/graphql-context';

/**
 * graphql-ws's Unauthorized: the connection's credentials no longer hold. Its clients do not retry it; the app's
 * client connects again, with the token it holds now, when it next subscribes.
 */
export const CREDENTIALS_ENDED = {
  code: 4401,
  reason: 'Unauthorized: the session or access token has ended',
};

/** Checks a socket's credentials again: false when they no longer hold (it then throws for other failures). */
export type StillValid = () => Promise<boolean>;

// setTimeout's longest delay (about 24.8 days); a later expiry (an access token's) is waited for in steps.
const LONGEST_TIMER_MS = 2 ** 31 - 1;

// WebSocket.OPEN: a socket past it is closing or closed, and will not say so again.
const OPEN = 1;

/**
 * The graphql-ws connections that subscriptions run on, by the writer their credentials stand for. A
 * subscription's credentials are checked when it starts; when a writer's sessions or tokens change (logout,
 * a revoked token, a new password, a deleted account) their open connections are checked again, and those
 * whose credentials ended are closed, so that nothing more streams to them. A connection is also closed when
 * its credentials expire, as a request with them would be refused from then on.
 */
export class OpenSockets {
  private readonly logger = new Logger(OpenSockets.name);
  private readonly byUser = new Map<string, Map<SubscriptionSocket, StillValid>>();

  /**
   * Keeps `socket` until it closes, and closes it when its credentials expire (`expiresAt`); a connection's
   * credentials are fixed, so its first check is kept.
   */
  add(userId: string, socket: SubscriptionSocket, stillValid: StillValid, expiresAt: Date): void {
    // Closed while its credentials were being checked: its 'close' has been heard already, by no one here.
    if (socket.readyState > OPEN) return;
    let sockets = this.byUser.get(userId);
    if (sockets?.has(socket)) return;
    if (!sockets) {
      sockets = new Map();
      this.byUser.set(userId, sockets);
    }
    sockets.set(socket, stillValid);
    const held = sockets;
    const closed = new AbortController();
    // Listening first: credentials expired already close the socket at once, and that close must be heard.
    socket.once('close', () => {
      closed.abort();
      held.delete(socket);
      if (held.size === 0 && this.byUser.get(userId) === held) this.byUser.delete(userId);
    });
    closeOnExpiry(socket, expiresAt.getTime(), closed.signal);
  }

  /** Checks again the sockets of `userId`, or of everyone, and closes those whose credentials ended. */
  recheck(userId?: string): void {
    const groups = userId === undefined ? [...this.byUser.values()] : [this.byUser.get(userId)];
    for (const sockets of groups) {
      for (const [socket, stillValid] of sockets ?? []) {
        stillValid().then(
          (valid) => valid || socket.close(CREDENTIALS_ENDED.code, CREDENTIALS_ENDED.reason),
          // A failure to check (the database unreachable) is not an ended session: the next change checks again.
          (error: unknown) =>
            this.logger.warn(`Could not check a subscription's credentials: ${String(error)}`),
        );
      }
    }
  }

  /** How many sockets are held, for tests. */
  get size(): number {
    let count = 0;
    for (const sockets of this.byUser.values()) count += sockets.size;
    return count;
  }
}

/** Closes `socket` as Unauthorized at `expiresAt` (ms since the epoch), unless `closed` is aborted first. */
function closeOnExpiry(socket: SubscriptionSocket, expiresAt: number, closed: AbortSignal): void {
  let timer: NodeJS.Timeout | undefined;
  const wait = () => {
    const left = expiresAt - Date.now();
    if (left <= 0) {
      socket.close(CREDENTIALS_ENDED.code, CREDENTIALS_ENDED.reason);
      return;
    }
    // Does not keep the process alive: a shutdown closes the sockets anyway.
    timer = setTimeout(wait, Math.min(left, LONGEST_TIMER_MS)).unref();
  };
  closed.addEventListener('abort', () => clearTimeout(timer), { once: true });
  wait();
}
