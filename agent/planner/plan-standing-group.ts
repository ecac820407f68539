// "That bunch standing together on the left, how many of them were there?", "was there a huddle
// of people standing together?": a group that stood, not a count of the whole view. The object
// detector's detections at the same place in frames spread across the range (what stood,
// standing-detections.ts) are joined into groups of those within about a body's height of one
// another; the largest group (in the place asked, where one is) answers. Tracks cannot: a group
// standing together is one blob to motion, and a crowd walking past it is many.
import { clock } from '../answer/format-time.ts';
import { COMPARE, polarAnswer } from './polar-answer.ts';
import { mergeCitations, type PlanOutcome, type PlanRun } from './plan-run.ts';
import { counted, gatherThings, subjectWords, whereWords } from './plan-things.ts';
import { standingDetections, type StandingDetection } from './standing-detections.ts';

/** Two standing within this many of their own heights (the taller's) of each other stand together. */
const TOGETHER_HEIGHTS = 1;
/** Width over height of the frame the boxes are fractions of (a 16:9 camera), to measure across in heights. */
const ASPECT = 16 / 9;

/** A question of how many stood together, or whether a group stood together: standing, together, people or things of one kind. */
export function isStandingGroup(run: Pick<PlanRun, 'intent'>): boolean {
  const { intent } = run;
  return intent.kind === 'count' && intent.event === 'stay' && !!intent.atOnce && (intent.form === 'how-many' || (intent.form === 'yes-no' && !!intent.compare));
}

/** Groups of standing detections: each within TOGETHER_HEIGHTS of another of its group (one camera). */
export function standingGroups(found: StandingDetection[]): StandingDetection[][] {
  const near = (a: StandingDetection, b: StandingDetection) => {
    const dx = (a.box.x + a.box.w / 2 - (b.box.x + b.box.w / 2)) * ASPECT, dy = a.box.y + a.box.h / 2 - (b.box.y + b.box.h / 2);
    return a.camera === b.camera && Math.hypot(dx, dy) <= TOGETHER_HEIGHTS * Math.max(a.box.h, b.box.h);
  };
  const groups: StandingDetection[][] = [];
  const seen = new Set<StandingDetection>();
  for (const d of found) {
    if (seen.has(d)) continue;
    const group = [d];
    seen.add(d);
    for (let i = 0; i < group.length; i++) {
      for (const o of found) if (!seen.has(o) && near(group[i], o)) { seen.add(o); group.push(o); }
    }
    groups.push(group);
  }
  return groups.sort((a, b) => b.length - a.length);
}

/** The largest group that stood together, counted; undefined when the detector found fewer than two standing (the other plans answer). */
export async function planStandingGroup(asked: PlanRun): Promise<PlanOutcome | undefined> {
  // "That group standing together": a group of no kind named is of people.
  const run = asked.intent.objectClass ? asked : asked.sub({ ...asked.intent, objectClass: 'person', subjectClass: 'person', labels: ['people'] });
  const { intent } = run;
  const { all, searchCitations } = await gatherThings(run);
  const { subject } = subjectWords(run);
  const found = await standingDetections(run, subject, [...all.map((t) => ({ start: t.first, end: t.last })), ...searchCitations]);
  const group = standingGroups(found).find((g) => g.length >= 2);
  if (!group) return undefined;
  const n = group.length, camera = group[0].camera, tz = run.zoneOf(camera), frames = group[0].frames;
  // Members of "that bunch", "a huddle" are people; of "the cars parked together", cars.
  const members = (k: number) => intent.objectClass === 'person' ? (k === 1 ? 'person' : 'people') : counted(subject, k);
  const box = { x0: Math.min(...group.map((d) => d.box.x)), x1: Math.max(...group.map((d) => d.box.x + d.box.w)), y0: Math.min(...group.map((d) => d.box.y)), y1: Math.max(...group.map((d) => d.box.y + d.box.h)) };
  const where = `around ${Math.round(((box.x0 + box.x1) / 2) * 100)}% across and ${Math.round(((box.y0 + box.y1) / 2) * 100)}% down the view`;
  const facts = `${n} ${members(n)} stood together${whereWords(run)} (${where}${run.scope.cameras.length > 1 ? ` on ${camera}` : ''}), at the same place in each of the ${frames.length} frames the object detector counted, ${clock(frames[0], tz)}–${clock(frames.at(-1)!, tz)} ${tz}.`;
  const answer = intent.form === 'yes-no' && intent.compare ? polarAnswer(intent, COMPARE[intent.compare.op](n, intent.compare.n), facts) : facts;
  return {
    answer, citations: mergeCitations([{ camera, start: frames[0], end: frames.at(-1)! + 1000 }]), confidence: 2, count: n,
    events: [{ camera, ts: frames[0], what: `${n} ${members(n)} standing together` }],
  };
}
