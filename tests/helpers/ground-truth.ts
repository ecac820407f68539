// Scoring helpers: compare detected windows with a synthetic scene's ground truth.
import type { Window } from '../../core/window.ts';

/** Precision/recall/F1 of detected times against true times, each matched at most once. */
export function f1(truth: number[], detected: number[], toleranceMs: number): { precision: number; recall: number; f1: number } {
  const used = new Set<number>();
  let tp = 0;
  for (const t of truth) {
    const i = detected.findIndex((d, k) => !used.has(k) && Math.abs(d - t) <= toleranceMs);
    if (i >= 0) { used.add(i); tp++; }
  }
  const precision = detected.length ? tp / detected.length : 1;
  const recall = truth.length ? tp / truth.length : 1;
  return { precision, recall, f1: precision + recall ? (2 * precision * recall) / (precision + recall) : 0 };
}

/** The activity window that covers some moment in [t, t + withinMs], if any. */
export function activityCovering(windows: Window[], t: number, withinMs: number): Window | undefined {
  return windows.find((w) => w.kind === 'activity' && w.start <= t + withinMs && w.end > t);
}

/** Windows must tile time: each starts where the previous one ended (or after a gap). */
export function tilingErrors(windows: Window[]): string[] {
  const errors: string[] = [];
  for (let i = 1; i < windows.length; i++) {
    const prev = windows[i - 1], w = windows[i];
    if (w.start < prev.end) errors.push(`${w.id} starts before ${prev.id} ends`);
    if (w.start > prev.end && prev.closedBy !== 'gap') errors.push(`hole between ${prev.id} and ${w.id}`);
  }
  return errors;
}
