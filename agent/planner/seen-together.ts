// Things in view together: the largest run of stays that touch (plan-group.ts asks whether
// things came as a group), and the group a plural the question points at means ("the kids").
/** Longest gap between one stay's end and the next one's start that still keeps them together. */
export const GROUP_GAP_MS = 30_000;

/**
 * The largest group of stays on one camera: each starts before the group's last end plus the
 * gap. Distinct by colour. Of groups as large, the one whose members were most in view at the
 * same time (the time two or more of them overlap): a pair who walked side by side rather than
 * two who passed half a minute apart.
 */
export function largestGroup<T extends { camera: string; first: number; last: number; colour: string | null }>(things: T[], gapMs = GROUP_GAP_MS): T[] {
  const size = (g: T[]) => new Set(g.map((t, i) => t.colour ?? `#${i}`)).size;
  let best: T[] = [], bestTogether = -1;
  for (const camera of new Set(things.map((t) => t.camera))) {
    const sorted = things.filter((t) => t.camera === camera).sort((a, b) => a.first - b.first);
    let group: T[] = [], end = -Infinity;
    for (const t of sorted) {
      if (t.first > end + gapMs) group = [];
      group = [...group, t];
      end = Math.max(end, t.last);
      const n = size(group), most = size(best);
      if (n < most) continue;
      const together = timeTogether(group);
      if (n > most || together > bestTogether) { best = group; bestTogether = together; }
    }
  }
  return best;
}

/**
 * "The kids", "those two lads": a plural the question points at is the largest group of the
 * things that match that were in view at the same time (each with another of them), at least two;
 * undefined when no two were.
 */
export function seenTogether<T extends { camera: string; first: number; last: number; colour: string | null }>(things: T[]): T[] | undefined {
  const group = largestGroup(things, 0);
  return group.length >= 2 && group.every((t) => group.some((u) => u !== t && u.first < t.last && t.first < u.last)) ? group : undefined;
}

/** How long (ms) two or more of the stays were in view at once. */
function timeTogether(group: { first: number; last: number }[]): number {
  const edges = group.flatMap((t) => [[t.first, 1], [t.last, -1]] as const).sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  let open = 0, since = 0, total = 0;
  for (const [at, step] of edges) {
    if (open >= 2) total += at - since;
    open += step; since = at;
  }
  return total;
}
