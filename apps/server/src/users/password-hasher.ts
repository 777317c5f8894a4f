import { availableParallelism } from 'node:os';
import { Injectable } from '@nestjs/common';
import * as argon2 from 'argon2';
import pLimit from 'p-limit';

// OWASP's argon2id baseline: 19 MiB of memory, 2 iterations, 1 lane.
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * Each hash holds a libuv worker thread and 19 MiB for tens of milliseconds. A burst of logins would take every
 * worker thread (4 by default) and the CPU from everything else, file reads and other requests included: at most
 * one hash per core but one runs at once (one on a 2-core machine), the rest wait their turn, so a core is
 * always left to the event loop. (With one per core, 5 logins a second cut the history list's throughput by
 * more than half on 2 cores.)
 */
const hashSlots = pLimit(Math.max(1, availableParallelism() - 1));

@Injectable()
export class PasswordHasher {
  // Verified against when a username is unknown, so that both cases take the same time.
  private readonly decoy = hashSlots(() => argon2.hash('decoy-password-for-timing', OPTIONS));

  hash(password: string): Promise<string> {
    return hashSlots(() => argon2.hash(password, OPTIONS));
  }

  async verify(hash: string | undefined, password: string): Promise<boolean> {
    const target = hash ?? (await this.decoy);
    const matches = await hashSlots(() => argon2.verify(target, password)).catch(() => false);
    return hash !== undefined && matches;
  }
}
