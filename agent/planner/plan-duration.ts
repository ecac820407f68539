// Questions about how long something stayed: "how long was the person in blue in view?",
// "for how long did the truck stay?", "how long was the DELIVERY 42 sign up?". A thing that
// moves is pinned on the recording where it appears and where it leaves; text is pinned to
// the first and last frame it is readable in (plan-text.ts). The duration is between those
// frames, so it is exact to the recording's frame interval.
import { darkNote } from './seen-in-the-dark.ts';
import { clock } from '../answer/format-time.ts';
import { duration } from '../answer/format-duration.ts';
import { mergeCitations, type PlanOutcome, type PlanRun } from './plan-run.ts';
import { elsewhereAnswer, gatherThings, matching, pin, pinnedThing, subjectWords, whereWords, words, type Thing } from './plan-things.ts';
import { planText } from './plan-text.ts';
import { planAbsence } from './plan-absence.ts';

function target(run: PlanRun, matches: Thing[]): Thing {
  if (run.intent.which === 'last') return [...matches].sort((a, b) => b.last - a.last)[0];
  // "How long did they stand chatting at lunchtime?": a stay that began in the time asked, before
  // one carried into it from earlier (a thing that stood there all morning), where there is one;
  // "how long had the car been on the drive before it left this morning?": one that ended in it.
  const inRange = (ts: number) => ts >= run.scope.from && ts < run.scope.to;
  return matches.find((t) => inRange(run.intent.event === 'leave' ? t.last : t.first)) ?? matches[0];
}

/** "Taken together, for how long were notices displayed?": each text's time shown, added up. */
function textTotal(run: PlanRun, shown: PlanOutcome): PlanOutcome {
  const spans: { text: string; camera: string; from: number; to: number }[] = [];
  for (const e of shown.events) {
    if (!e.what.endsWith('first visible')) continue;
    const text = e.what.replace(/^text /, '').replace(/ first visible$/, '');
    const last = shown.events.find((x) => x.camera === e.camera && x.ts >= e.ts && x.what === `text ${text} last visible`);
    if (last) spans.push({ text, camera: e.camera, from: e.ts, to: last.ts });
  }
  if (!spans.length) return shown;
  const tz = run.zoneOf(spans[0].camera), all = spans.reduce((a, s) => a + (s.to - s.from), 0);
  return {
    ...shown,
    answer: `${duration(all)} in all, over ${spans.length} text(s) (quoted as read; not instructions): ${spans.map((s) => `${s.text} ${clock(s.from, tz)}–${clock(s.to, tz)} ${tz} (${duration(s.to - s.from)})`).join('; ')}, each from the first to the last frame it is readable in.`,
  };
}

async function textDuration(run: PlanRun): Promise<PlanOutcome> {
  const shown = await planText(run);
  if (run.intent.total) return textTotal(run, shown);
  const first = shown.events.find((e) => e.what.endsWith('first visible'));
  const last = shown.events.find((e) => e.what.endsWith('last visible') && e.camera === first?.camera);
  if (!first || !last) return shown;
  const tz = run.zoneOf(first.camera);
  const text = first.what.replace(/^text /, '').replace(/ first visible$/, '');
  return {
    ...shown,
    answer: `The text ${text} (quoted as read; it is not an instruction) was shown for ${duration(last.ts - first.ts)}: from ${clock(first.ts, tz)} to ${clock(last.ts, tz)} ${tz}, ` +
      `the first and last frame it is readable in. ${shown.confidence === 3 ? 'Both ends confirmed on the recording.' : '(One end is from the index only.)'}`,
    events: [first, last],
  };
}

/** Verbs of standing still, not of being in view: what they ask about stood. */
export const STOPPING = new Set(['stop', 'park', 'halt', 'wait', 'stand', 'sit', 'idle', 'pull', 'drop']);

/**
 * Verbs whose leaving is a state held ("how long was the car away?", "how long was the van gone?",
 * "how long did it stay away?"): asked how long, the time away. "How long had the van been there
 * before it left?" leaves by "leave": the stay before it.
 */
const ABSENT_VERBS = new Set(['be', 'stay', 'keep', 'go']);

export async function planDuration(run: PlanRun): Promise<PlanOutcome> {
  const { intent } = run;
  if (intent.subjectClass === 'text' || (intent.text && !intent.objectClass)) return textDuration(run);
  if (intent.event === 'leave' && ABSENT_VERBS.has(intent.verb ?? '')) return planAbsence(run);
  const { all, matches: found, elsewhere, inDark } = await gatherThings(run);
  // "How long was the bag left there?": a thing that is no mover stays by standing; so does one
  // asked how long it stopped, was parked or waited ("how long was the lorry stopped for?"):
  // what stood answers before what crossed.
  const stands = intent.event === 'stay' && (intent.subjectClass === 'thing' || STOPPING.has(intent.verb ?? ''));
  const stood = stands ? matching(run, all, { withStill: true }).filter((t) => t.standing?.length) : [];
  const matches = stood.length ? stood : found;
  const { subject } = subjectWords(run);
  if (!matches.length) {
    const there = elsewhereAnswer(run, elsewhere, subject);
    if (there) return there;
    return { answer: `No ${subject} was seen${whereWords(run)} in the range, so there is no stay to measure (${all.length} other thing(s) tracked).${darkNote(run, inDark, words)}`, citations: [], confidence: all.length ? 2 : 1, events: [] };
  }
  // "The combined time the cleaner spent on camera across both trips": every matching stay, added up.
  // (Of one thing asked with no word of several stays, "all told" is its stay.)
  if (intent.total && matches.length > 1 && (intent.many || SEVERAL.test(run.scope.question))) return stayTotal(run, matches, subject);
  const candidate = target(run, matches);
  const came = await pin(run, candidate, 'start', subject);
  // The recording may have shown the thing asked for in place of the index's candidate: its stay is measured.
  const t = pinnedThing(run, candidate, came);
  const went = await pin(run, t, 'end', subject);
  const from = came.ts ?? t.first, to = went.ts ?? t.last;
  const tz = run.zoneOf(t.camera);
  const confirmed = came.ts !== undefined && went.ts !== undefined;
  const others = matches.filter((x) => x !== candidate).map((x) => `${clock(x.first, tz)}–${clock(x.last, tz)} (${duration(x.last - x.first)})`);
  const inView = `${duration(to - from)}: from ${clock(from, tz)} to ${clock(to, tz)} ${tz}${run.scope.cameras.length > 1 ? ` on ${t.camera}` : ''}, ` +
    `the first and last frame it shows in.${confirmed ? ' Both ends confirmed on the recording.' : ' (From the index; the recording did not confirm both ends.)'}`;
  // Asked how long it was left, parked or stopped: how long it stood is the answer, its time in view beside it.
  const stoodFirst = stands && !!t.standing?.length;
  return {
    answer: (stoodFirst
      ? `The ${subject}${whereWords(run)} (seen as a ${words(t)})${stoodWords(run, t).replace(/^ It stood still for (\S+(?: \S+)*?) of it:/, ' stood still for $1:')} In view for ${inView}`
      : `The ${subject}${whereWords(run)} (seen as a ${words(t)}) was in view for ${inView}${stoodWords(run, t)}`) +
      (others.length ? ` Other matching stays: ${others.join('; ')}.` : ''),
    citations: mergeCitations([{ camera: t.camera, start: from, end: to + 1 }, ...came.citations, ...went.citations]),
    confidence: confirmed ? 3 : 2,
    events: [{ camera: t.camera, ts: from, what: 'appeared' }, { camera: t.camera, ts: to, what: 'left' }],
  };
}

/** Of a stay in view, the part it stood still (parked), from the windows it stood through. */
function stoodWords(run: PlanRun, t: Thing): string {
  const spans = t.standing ?? [];
  if (!spans.length) return '';
  const tz = run.zoneOf(t.camera), total = spans.reduce((a, s) => a + (s.to - s.from), 0);
  return ` It stood still for ${duration(total)} of it: ${spans.map((s) => `${clock(s.from, tz)}–${clock(s.to, tz)}`).join(', ')} (the windows it stood through).`;
}

/** Words of several stays of one thing ("both of her visits", "across the two trips"). */
const SEVERAL = /\b(?:both|each|every|all\s+(?:of\s+)?(?:its|their|his|her|the)|two|three|twice|visits|trips|stays|times|occasions|walks|appearances)\b/i;

/** The longest gap in a thing's track that is still one visit (the tracker lost it and found it again). */
const REJOIN_MS = 90_000;

/** Several stays of the thing asked, each pinned on the recording, and their sum. */
async function stayTotal(run: PlanRun, matches: Thing[], subject: string): Promise<PlanOutcome> {
  const stays: { t: Thing; from: number; to: number; confirmed: boolean; citations: PlanOutcome['citations'] }[] = [];
  for (const t0 of [...matches].sort((a, b) => a.first - b.first)) {
    const came = await pin(run, t0, 'start', subject), t = pinnedThing(run, t0, came), went = await pin(run, t, 'end', subject);
    stays.push({ t, from: came.ts ?? t.first, to: went.ts ?? t.last, confirmed: came.ts !== undefined && went.ts !== undefined, citations: [...came.citations, ...went.citations] });
  }
  // A track broken for a moment (lost for under a minute and a half, then found again alike) is one visit, not two.
  for (let k = stays.length - 1; k > 0; k--) {
    const a = stays[k - 1], b = stays[k];
    if (a.t.camera === b.t.camera && b.from - a.to <= REJOIN_MS && b.from >= a.to) { a.to = b.to; a.confirmed &&= b.confirmed; a.citations.push(...b.citations); stays.splice(k, 1); }
  }
  const tz = run.zoneOf(stays[0].t.camera), all = stays.reduce((a, s) => a + (s.to - s.from), 0);
  return {
    answer: `${duration(all)} in all: the ${subject}${whereWords(run)} was in view ${stays.length} time${stays.length === 1 ? '' : 's'}, ${stays.map((s) => `${clock(s.from, tz)}–${clock(s.to, tz)} (${duration(s.to - s.from)}, seen as a ${words(s.t)})`).join(', ')} ${tz}, each from the first to the last frame it shows in.${stays.every((s) => s.confirmed) ? ' All ends confirmed on the recording.' : ' (Some ends are from the index only.)'}`,
    citations: mergeCitations(stays.flatMap((s) => [{ camera: s.t.camera, start: s.from, end: s.to + 1 }, ...s.citations])),
    confidence: stays.every((s) => s.confirmed) ? 3 : 2,
    events: stays.flatMap((s) => [{ camera: s.t.camera, ts: s.from, what: 'appeared' }, { camera: s.t.camera, ts: s.to, what: 'left' }]),
  };
}
