/** A caller's spending in one window, after a charge. */
export interface CostCount {
  /** Spent in the window, this charge included when accepted. */
  used: number;
  /** False when the charge would have gone past the limit: then nothing was counted. */
  accepted: boolean;
}

/**
 * Counts what each caller spends per fixed window. A charge past `limit` is refused and not counted, so a
 * smaller operation may still fit; a charge of 0 only reads.
 */
export interface CostCounter {
  count(caller: string, cost: number, limit: number, window: number): Promise<CostCount>;
}

export const COST_COUNTER = Symbol('COST_COUNTER');
