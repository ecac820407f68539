// The frames the agent rewinds are not one even stream: several ranges, each spread to a few
// dozen frames. A run is a stretch of frames close enough together to follow things from one
// to the next; a hole much longer than the usual spacing (another range, missing footage)
// starts a new run, with its own background and its own tracks, and nothing is said to have
// happened in the hole.

/** Frames [start, end) of the inspected list. */
export interface FrameRun {
  start: number;
  end: number;
  /** Median spacing of its frames, ms (1000 for a single frame). */
  stepMs: number;
}

/** A hole starts a new run when longer than this many usual steps, and this many ms. */
const GAP_STEPS = 4;
const GAP_MIN_MS = 5000;

export function splitRuns(ts: number[]): FrameRun[] {
  if (ts.length === 0) return [];
  const step = median(ts.slice(1).map((t, i) => t - ts[i]).filter((d) => d > 0)) ?? 1000;
  const gap = Math.max(GAP_STEPS * step, GAP_MIN_MS);
  const runs: FrameRun[] = [];
  let start = 0;
  for (let i = 1; i <= ts.length; i++) {
    if (i < ts.length && ts[i] - ts[i - 1] <= gap) continue;
    const own = median(ts.slice(start + 1, i).map((t, k) => t - ts[start + k]).filter((d) => d > 0)) ?? 1000;
    runs.push({ start, end: i, stepMs: own });
    start = i;
  }
  return runs;
}

export function median(xs: number[]): number | undefined {
  if (xs.length === 0) return undefined;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}
