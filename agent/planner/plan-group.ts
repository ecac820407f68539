// "Did anyone come through as a pair?", "were two people standing together at 12:35?": whether
// things were there as a group -- in view together, or one close behind another (a pair who
// walk half a minute apart are together, and the tracker often loses a walker for a few seconds
// before the next is found, so stays that touch within GROUP_GAP_MS are one group). The group
// is the largest run of matching stays, those of one colour counted once (the registry may keep
// one person as two stays); each member's stay is cited.
import { clock } from '../answer/format-time.ts';
import type { Citation } from '../result.ts';
import { mergeCitations, type PlanOutcome, type PlanRun } from './plan-run.ts';
import { counted, gatherThings, matching, subjectWords, words, type Thing } from './plan-things.ts';

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

export async function planGroup(run: PlanRun): Promise<PlanOutcome> {
  const { all } = await gatherThings(run);
  const { scope } = run;
  const { subject } = subjectWords(run);
  const things: Thing[] = matching(run, all, { withStill: true }).filter((t) => t.first < scope.to && t.last >= scope.from);
  const group = largestGroup(things);
  const n = new Set(group.map((t, i) => t.colour ?? `#${i}`)).size;
  if (n < 2) {
    const seen = things.slice(0, 8).map((t) => `${words(t)} ${clock(t.first, run.zoneOf(t.camera))}–${clock(t.last, run.zoneOf(t.camera))}`);
    return {
      answer: `No two ${counted(subject, 2)} were together (${run.zone}): none was in view with another or within ${GROUP_GAP_MS / 1000} s of one.${seen.length ? ` Seen alone: ${seen.join('; ')}${things.length > 8 ? '; …' : ''}.` : ''}`,
      citations: mergeCitations(things.slice(0, 4).map((t) => ({ camera: t.camera, start: t.first, end: t.last + 1 }))), confidence: 2, count: n, events: [],
    };
  }
  const tz = run.zoneOf(group[0].camera);
  const members = group.map((t) => `a ${words(t)} ${clock(t.first, tz)}–${clock(t.last, tz)}${t.moving ? ` moving ${t.direction.replace(/-/g, ' ')}` : ''}`);
  const citations: Citation[] = group.map((t) => ({ camera: t.camera, start: t.first, end: t.last + 1 }));
  return {
    answer: `${run.intent.compare && n < run.intent.compare.n ? 'At most ' : ''}${n} ${counted(subject, n)} were together (${run.zone})${run.cameraIds.length > 1 ? ` on ${group[0].camera}` : ''}: ${members.join('; ')} -- in view together or one within ${GROUP_GAP_MS / 1000} s of the other.`,
    citations: mergeCitations(citations), confidence: 2, count: n,
    events: group.map((t) => ({ camera: t.camera, ts: t.first, what: `${words(t)} in the group` })),
  };
}
