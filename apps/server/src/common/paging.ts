/** A page of a list as every API answers it: its items, how many the list holds, whether another page follows. */
export interface Page<T> {
  items: T[];
  total: number;
  hasMore: boolean;
}

/** The page of `total` items that starts at `offset`: another page follows while items remain after it. */
export function toPage<T>(items: T[], total: number, offset: number): Page<T> {
  return { items, total, hasMore: offset + items.length < total };
}
