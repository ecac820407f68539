// UTC-day partitioning shared by both backends: a window lives in the partition of the day its
// start falls in, so a window that crosses midnight is stored once, under its start day. Range
// queries therefore also read the day before `from`: windows are at most one day long
// (MAX_WINDOW_MS, enforced on upsert), so nothing that overlaps [from, to) can start earlier.

export const DAY_MS = 86_400_000;
/** Longest window either backend accepts; bounds how far back a range query must look. */
export const MAX_WINDOW_MS = DAY_MS;

/** YYYY-MM-DD of the UTC day holding `ms`. */
export function utcDay(ms: number): string {
  return new Date(Math.floor(ms / DAY_MS) * DAY_MS).toISOString().slice(0, 10);
}

/** Epoch ms of 00:00 UTC of a YYYY-MM-DD day. */
export function dayStartMs(day: string): number {
  return Date.parse(`${day}T00:00:00Z`);
}

/**
 * The days whose partitions can hold a window overlapping [from, to), oldest first, restricted
 * to `existing` (sorted or not). Open ends select every existing day on that side.
 */
export function daysForRange(existing: Iterable<string>, from?: number, to?: number): string[] {
  const lo = from === undefined ? undefined : utcDay(from - MAX_WINDOW_MS);
  // `to` is exclusive: a window starting exactly at `to` does not overlap.
  const hi = to === undefined ? undefined : utcDay(to - 1);
  return [...existing]
    .filter((d) => (lo === undefined || d >= lo) && (hi === undefined || d <= hi))
    .sort();
}
