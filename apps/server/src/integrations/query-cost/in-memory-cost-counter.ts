import type { CostCount, CostCounter } from './cost-counter';

// Far more callers than one instance meets in a minute; past it the oldest caller's count is dropped (that
// caller starts the minute afresh), so a flood of addresses cannot grow the map without bound.
const MAX_CALLERS = 50_000;

/** One instance's counts, for the current window only (REDIS_URL unset, or Redis unreachable). */
export class InMemoryCostCounter implements CostCounter {
  private window = Number.NaN;
  private readonly used = new Map<string, number>();

  constructor(private readonly maxCallers = MAX_CALLERS) {}

  count(caller: string, cost: number, limit: number, window: number): Promise<CostCount> {
    return Promise.resolve(this.countNow(caller, cost, limit, window));
  }

  private countNow(caller: string, cost: number, limit: number, window: number): CostCount {
    if (window !== this.window) {
      this.used.clear();
      this.window = window;
    }
    const before = this.used.get(caller) ?? 0;
    if (cost === 0) return { used: before, accepted: true };
    if (before + cost > limit) return { used: before, accepted: false };
    if (before === 0 && this.used.size >= this.maxCallers) {
      this.used.delete(this.used.keys().next().value as string);
    }
    this.used.set(caller, before + cost);
    return { used: before + cost, accepted: true };
  }
}
