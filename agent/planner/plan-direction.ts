// Questions about which way something went: "which way did the red car go?", "was the van
// heading left or right when it left?", "which way were the people walking?". One thing: the
// direction of its sighting on the recording (pinned where it appears), else the tracker's.
// A plural or generic subject ("the people"): every matching thing in the range, counted by
// direction, so "both ways" is said when it is so -- unless the recording's block flow shows
// the movement going ways the tracks did not (a crowd the tracker merged: crowd-flow.ts).
import { darkNote } from './seen-in-the-dark.ts';
import { clock } from '../answer/format-time.ts';
import { mergeCitations, type PlanOutcome, type PlanRun } from './plan-run.ts';
import { counted, elsewhereAnswer, gatherThings, pin, pinnedThing, subjectWords, whereWords, words, type Thing } from './plan-things.ts';
import { flowAnswer, measureFlow } from './crowd-flow.ts';
import { seenTogether } from './seen-together.ts';
import { positionAt } from './relation.ts';

const way = (d: string) => d.replace(/-/g, ' ');

/** The one thing a question of one asks the way of. */
export function pick(run: Pick<PlanRun, 'intent'>, matches: Thing[]): Thing {
  const { intent } = run;
  // "... when it left": the crossing that went out; "the last one", or "when it came back": the latest.
  const pool = intent.event === 'leave' ? matches.filter((t) => t.left).concat(matches.filter((t) => !t.left)) : matches;
  return intent.which === 'last' || (intent.again && !intent.which) ? [...pool].sort((a, b) => b.last - a.last)[0] : pool[0];
}

/** Whether the question is about many things ("the people", "cars") rather than one. */
function aboutMany(run: PlanRun): boolean {
  const { intent } = run;
  return !intent.which && (intent.many === true || intent.labels.length === 0);
}

/** The largest group of `moving` in view at the same time (seen-together.ts), when it went one way. */
export function walkedTogether(moving: Thing[]): Thing[] | undefined {
  const group = seenTogether(moving);
  return group && new Set(group.map((t) => t.direction)).size === 1 ? group : undefined;
}

/** The way a group seen together went, each of them named as seen. */
function groupWay(run: PlanRun, group: Thing[], subject: string): PlanOutcome {
  const tz = run.zoneOf(group[0].camera), d = group[0].direction;
  const from = Math.min(...group.map((t) => t.first)), to = Math.max(...group.map((t) => t.last));
  return {
    answer: `The ${counted(subject, group.length)} went ${way(d)}: ${group.length} seen together, ${group.map((t) => `a ${words(t)}`).join(' and ')}, in view ${clock(from, tz)}–${clock(to, tz)} ${tz}${run.scope.cameras.length > 1 ? ` on ${group[0].camera}` : ''}.`,
    citations: mergeCitations(group.map((t) => ({ camera: t.camera, start: t.first, end: t.last + 1 }))), confidence: 2,
    events: group.map((t) => ({ camera: t.camera, ts: t.first, what: `${words(t)} went ${way(d)}` })),
  };
}

function manyWays(run: PlanRun, moving: Thing[], subject: string): PlanOutcome {
  const byWay = new Map<string, Thing[]>();
  for (const t of moving) byWay.set(t.direction, [...(byWay.get(t.direction) ?? []), t]);
  const ranked = [...byWay].sort((a, b) => b[1].length - a[1].length);
  const tz = run.zone;
  const parts = ranked.map(([d, ts]) => `${ts.length} ${way(d)} (first ${clock(ts[0].first, run.zoneOf(ts[0].camera))})`);
  const lead = ranked.length === 1 ? `${moving.length === 2 ? 'Both' : `All ${moving.length}`} went ${way(ranked[0][0])}` : `${subject[0].toUpperCase()}${subject.slice(1)}s went ${ranked.length === 2 ? 'both ways' : `${ranked.length} ways`}: ${parts.join(', ')}`;
  return {
    answer: `${ranked.length === 1 ? `${lead} (${tz}): ${parts.join(', ')}` : lead}.`,
    citations: mergeCitations(moving.map((t) => ({ camera: t.camera, start: t.first, end: t.last + 1 }))), confidence: 2,
    events: moving.map((t) => ({ camera: t.camera, ts: t.first, what: `${words(t)} went ${way(t.direction)}` })),
  };
}

/** How far (a fraction of the frame) a leg must go to have a way. */
const LEG_MIN = 0.05;

/** The way a thing went after its last stand, to where it was last seen, when it stood and then went out of view. */
export function exitWay(t: Thing): string | undefined {
  const stand = t.standing?.at(-1), path = t.path;
  if (!stand || !t.left || !path?.length || t.last - stand.to <= 0) return undefined;
  const from = positionAt(path, stand.to), to = path.at(-1)!;
  if (!from) return undefined;
  const dx = to.x - from.x, dy = to.y - from.y;
  if (Math.max(Math.abs(dx), Math.abs(dy)) < LEG_MIN) return undefined;
  // Out by a side of the view: that side says the way (a van pulling off the forecourt down and
  // to the right went out at the right).
  if (to.x >= 1 - EDGE && dx > 0) return 'left-to-right';
  if (to.x <= EDGE && dx < 0) return 'right-to-left';
  if (to.y >= 1 - EDGE && dy > 0) return 'top-to-bottom';
  if (to.y <= EDGE && dy < 0) return 'bottom-to-top';
  // Else the longer of the leg's two parts, measured in pixels (a 16:9 view is wider than tall).
  return Math.abs(dx) * ASPECT >= Math.abs(dy) ? (dx > 0 ? 'left-to-right' : 'right-to-left') : (dy > 0 ? 'top-to-bottom' : 'bottom-to-top');
}
/** How near a side of the view (a fraction of it) a thing last seen there went out by it. */
const EDGE = 0.05;
/** Width over height of the view the paths are fractions of. */
const ASPECT = 16 / 9;

export async function planDirection(run: PlanRun): Promise<PlanOutcome> {
  const { all, matches, elsewhere, inDark } = await gatherThings(run);
  const { subject } = subjectWords(run);
  const moving = matches.filter((t) => t.moving && t.direction !== 'none');
  const there = matches.length ? undefined : elsewhereAnswer(run, elsewhere, subject);
  if (there) return there;
  if (!moving.length) {
    const still = matches.length ? ` ${matches.length} matching thing(s) were seen standing still.` : '';
    return { answer: `No ${subject} was seen moving${whereWords(run)} in the range, so there is no direction to give.${still}${darkNote(run, inDark, words)}`, citations: [], confidence: all.length ? 2 : 1, events: [] };
  }
  // "Which way were the kids walking?": some particular ones, seen together -- the largest group
  // of them in view at once, when it went one way -- not every child of the day.
  const together = run.intent.definite ? walkedTogether(moving) : undefined;
  if (together) return groupWay(run, together, subject);
  if (aboutMany(run)) {
    // A crowd: the tracks may have followed only the few blobs they could separate.
    const crowd = flowAnswer(run, await measureFlow(run, moving, all), moving, subject);
    if (crowd) return crowd;
    if (moving.length > 1) return manyWays(run, moving, subject);
  }
  const candidate = pick(run, moving);
  // "When the red car left, which way did it head out?": a thing that stood and then left went
  // the way of that last leg, whichever way it came in.
  const exit = run.intent.event === 'leave' ? exitWay(candidate) : undefined;
  const came = exit ? { citations: [] } as Awaited<ReturnType<typeof pin>> : await pin(run, candidate, 'start', subject);
  const t = exit ? candidate : pinnedThing(run, candidate, came);
  const seen = came.sighting && came.sighting.direction !== 'none' ? came.sighting.direction : undefined;
  const d = exit ?? seen ?? t.direction;
  const tz = run.zoneOf(t.camera);
  return {
    answer: `The ${subject}${whereWords(run)} (seen as a ${words(t)}) went ${way(d)}: in view ${clock(t.first, tz)}–${clock(t.last, tz)} ${tz}${run.scope.cameras.length > 1 ? ` on ${t.camera}` : ''}` +
      `${t.entered ? ', coming in at the edge' : ''}${t.left ? ', going out at the edge' : ''}.` +
      (exit ? ` It stood until ${clock(t.standing!.at(-1)!.to, tz)} and went that way when it left (from the tracker).` : seen ? ' Confirmed on the recording.' : ' (From the tracker; the recording did not show it again.)'),
    citations: mergeCitations([{ camera: t.camera, start: t.first, end: t.last + 1 }, ...came.citations]), confidence: seen ? 3 : 2,
    events: [{ camera: t.camera, ts: came.ts ?? t.first, what: `went ${way(d)}` }],
  };
}
