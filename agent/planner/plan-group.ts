// "Did anyone come through as a pair?", "were two people standing together at 12:35?": whether
// things were there as a group -- in view together, or one close behind another (a pair who
// walk half a minute apart are together, and the tracker often loses a walker for a few seconds
// before the next is found, so stays that touch within GROUP_GAP_MS are one group). The group
// is the largest run of matching stays, those of one colour counted once (the registry may keep
// one person as two stays); each member's stay is cited.
import { clock } from '../answer/format-time.ts';
import type { Citation } from '../result.ts';
import { mergeCitations, type PlanOutcome, type PlanRun } from './plan-run.ts';
import { counted, gatherThings, matching, movedWay, subjectWords, words, type Thing } from './plan-things.ts';
import { GROUP_GAP_MS, largestGroup } from './seen-together.ts';

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
  const members = group.map((t) => `a ${words(t)} ${clock(t.first, tz)}–${clock(t.last, tz)}${t.moving ? ` moving ${movedWay(t)}` : ''}`);
  const citations: Citation[] = group.map((t) => ({ camera: t.camera, start: t.first, end: t.last + 1 }));
  return {
    answer: `${run.intent.compare && n < run.intent.compare.n ? 'At most ' : ''}${n} ${counted(subject, n)} were together (${run.zone})${run.cameraIds.length > 1 ? ` on ${group[0].camera}` : ''}: ${members.join('; ')} -- in view together or one within ${GROUP_GAP_MS / 1000} s of the other.`,
    citations: mergeCitations(citations), confidence: 2, count: n,
    events: group.map((t) => ({ camera: t.camera, ts: t.first, what: `${words(t)} in the group` })),
  };
}
