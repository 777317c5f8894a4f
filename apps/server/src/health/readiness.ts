import { Injectable } from '@nestjs/common';

/** Resolves when the dependency answers; rejects (or times out) when it does not. */
export type ReadinessProbe = () => Promise<unknown>;

export type DependencyState = 'up' | 'down';

// A dependency that hangs must not hang the balancer's probe with it.
const PROBE_TIMEOUT_MS = 2_000;

/**
 * What this instance needs to serve requests. The database is always there; Redis, the bucket and the job
 * queue add their probes when they are configured, so the health controller knows none of them.
 */
@Injectable()
export class Readiness {
  private readonly probes = new Map<string, ReadinessProbe>();
  private draining = false;

  add(name: string, probe: ReadinessProbe): void {
    this.probes.set(name, probe);
  }

  /** From SIGTERM on the instance reports not ready, so a balancer sends new requests elsewhere. */
  startDraining(): void {
    this.draining = true;
  }

  get isDraining(): boolean {
    return this.draining;
  }

  async check(): Promise<Record<string, DependencyState>> {
    const names = [...this.probes.keys()];
    const states = await Promise.all(names.map((name) => probeWithTimeout(this.probes.get(name)!)));
    return Object.fromEntries(names.map((name, i) => [name, states[i]]));
  }
}

async function probeWithTimeout(probe: ReadinessProbe): Promise<DependencyState> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), PROBE_TIMEOUT_MS);
  });
  try {
    await Promise.race([probe(), timeout]);
    return 'up';
  } catch {
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}
