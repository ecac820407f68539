// How a stay compares: "was the red car in the yard for more than five minutes?", "did anybody
// stay over a minute?", "did the man in blue stay longer than the black car?". One thing's stay
// is measured as "how long" measures it (pinned at both ends on the recording); "anybody",
// "any vehicle", "who" compare every matching thing's stay in view, standing ones too (a parked
// car stays); another thing's stay is asked about on its own through the same plan.
import { clock } from '../answer/format-time.ts';
import { duration } from '../answer/format-duration.ts';
import { parseIntent } from '../question/intent.ts';
import { at, dayOf } from '../time/local-day.ts';
import { mergeCitations, type PlanOutcome, type PlanRun } from './plan-run.ts';
import { planDuration } from './plan-duration.ts';
import { gatherThings, matching, subjectWords, whereWords, words, type Thing } from './plan-things.ts';
import { COMPARE, polarIfAsked } from './polar-answer.ts';
import { standingDetections, standingWords } from './standing-detections.ts';

type Stay = NonNullable<PlanRun['intent']['stay']>;

const OP_WORDS: Record<Stay['op'], string> = { '>': 'more than', '>=': 'at least', '<': 'less than', '<=': 'at most' };

export async function planStayCompare(run: PlanRun): Promise<PlanOutcome> {
  const stay = run.intent.stay!;
  return stay.than !== undefined ? againstOther(run, stay) : aboutOne(run.intent, run.scope.question) ? oneAgainstLength(run, stay) : anyAgainstLength(run, stay);
}

const ANY = /^(?:any|anyone|anybody|anything|someone|somebody|something|a|an|some)$/;

/** "the red car", "the man in blue": one thing; "anybody", "any vehicle", "a car", "who", "cars": any of them. */
function aboutOne(intent: PlanRun['intent'], question: string): boolean {
  if (intent.many || intent.form === 'who' || intent.form === 'what' || intent.labels.some((l) => ANY.test(l))) return false;
  // The determiner of the subject's noun: the word before it, past its adjectives ("any white van").
  const ws = question.toLowerCase().split(/[^a-z]+/);
  const at = ws.findIndex((w) => intent.labels.includes(w));
  const before = at < 0 ? [] : ws.slice(Math.max(0, at - 3), at);
  return !before.some((w) => ANY.test(w));
}

/** The stay of the thing the run's question names, measured as "how long" measures it. */
async function stayOf(run: PlanRun): Promise<{ ms?: number; out: PlanOutcome }> {
  const { stay: _, ...rest } = run.intent;
  const out = await planDuration(run.sub({ ...rest, kind: 'duration', form: 'how-long' }));
  const [came, went] = out.events;
  return { ms: came && went ? went.ts - came.ts : undefined, out };
}

async function oneAgainstLength(run: PlanRun, stay: Stay): Promise<PlanOutcome> {
  const { ms, out } = await stayOf(run);
  if (ms === undefined) return out;
  const holds = COMPARE[stay.op](ms / 1000, stay.seconds!);
  return { ...out, answer: polarIfAsked(run.intent, holds, `It stayed ${duration(ms)}, ${holds ? '' : 'not '}${OP_WORDS[stay.op]} ${duration(stay.seconds! * 1000)}. ${out.answer}`) };
}

async function anyAgainstLength(run: PlanRun, stay: Stay): Promise<PlanOutcome> {
  const { all, searchCitations } = await gatherThings(run);
  // A parked car stays as much as one that drove through: standing things are stays too.
  const matches = matching(run, all, { withStill: true });
  const { subject } = subjectWords(run);
  const stayed = (t: Thing) => COMPARE[stay.op]((t.last - t.first) / 1000, stay.seconds!);
  const did = matches.filter(stayed);
  const limit = `${OP_WORDS[stay.op]} ${duration(stay.seconds! * 1000)}`;
  if (!did.length && (stay.op === '>' || stay.op === '>=')) {
    // What stood since before the view was learnt is no thing to motion; the detector finds it
    // at the same place across the range: it stayed at least from the first frame to the last.
    const standing = (await standingDetections(run, subject, [...all.map((t) => ({ start: t.first, end: t.last })), ...searchCitations]))
      .filter((f) => COMPARE[stay.op]((f.frames.at(-1)! - f.frames[0]) / 1000, stay.seconds!));
    if (standing.length) {
      return {
        answer: polarIfAsked(run.intent, true, `The object detector finds ${standingWords(run, standing)}: it stood at least ${duration(standing[0].frames.at(-1)! - standing[0].frames[0])}, ${limit}. (Motion tracked nothing standing: it was there before the view was learnt.)`),
        citations: mergeCitations(standing.map((f) => ({ camera: f.camera, start: f.frames[0], end: f.frames.at(-1)! + 1000 }))), confidence: 2,
        events: standing.map((f) => ({ camera: f.camera, ts: f.frames[0], what: `${f.label} standing` })),
      };
    }
  }
  const line = (t: Thing) => `${clock(t.first, run.zoneOf(t.camera))}–${clock(t.last, run.zoneOf(t.camera))} a ${words(t)} (${duration(t.last - t.first)}${t.standing?.length ? ', standing' : ''})${run.scope.cameras.length > 1 ? ` on ${t.camera}` : ''}`;
  const facts = !matches.length
    ? `No ${subject} was seen${whereWords(run)} in the range (${all.length} other thing(s) tracked).`
    : did.length
      ? `${did.length} of ${matches.length} matching stayed ${limit} in view (${run.zone}): ${did.slice(0, 8).map(line).join('; ')}${did.length > 8 ? '; …' : ''}. (Stays from the index: first to last sighting.)`
      : `None of ${matches.length} matching stayed ${limit}; the longest was ${line([...matches].sort((a, b) => (b.last - b.first) - (a.last - a.first))[0])}.`;
  return {
    answer: polarIfAsked(run.intent, did.length > 0, facts),
    citations: mergeCitations((did.length ? did : matches).slice(0, 8).map((t) => ({ camera: t.camera, start: t.first, end: t.last + 1 }))),
    confidence: 2,
    events: did.slice(0, 8).flatMap((t) => [{ camera: t.camera, ts: t.first, what: `${words(t)} appeared` }]),
  };
}

async function againstOther(run: PlanRun, stay: Stay): Promise<PlanOutcome> {
  const mine = await stayOf(run);
  const other = parseIntent(`How long was ${stay.than} in view?`);
  let theirs = await stayOf(run.sub(other));
  // "The red car in the evening stopped longer than the white van did": the time said is the first
  // thing's; the other, not found in it, is looked for over the whole of that day.
  if (theirs.ms === undefined) {
    const day = dayOf(run.scope.from, run.zone);
    const whole = { ...run.scope, from: at(run.zone, day, 0), to: Math.min(run.scope.now, at(run.zone, day, 24)) };
    if (whole.from < run.scope.from || whole.to > run.scope.to) theirs = await stayOf(run.sub(other, whole));
  }
  const both = `${mine.out.answer} ${theirs.out.answer}`;
  const citations = mergeCitations([...mine.out.citations, ...theirs.out.citations]);
  if (mine.ms === undefined || theirs.ms === undefined) {
    return { answer: `The two stays cannot be compared: ${mine.ms === undefined ? 'the first' : stay.than} was not measured. ${both}`, citations, confidence: 1, events: [] };
  }
  const holds = COMPARE[stay.op](mine.ms, theirs.ms);
  const rel = mine.ms === theirs.ms ? 'as long as' : mine.ms > theirs.ms ? 'longer than' : 'shorter than';
  return {
    answer: polarIfAsked(run.intent, holds, `It stayed ${duration(mine.ms)}, ${rel} ${stay.than} (${duration(theirs.ms)}). ${both}`),
    citations, confidence: Math.min(mine.out.confidence, theirs.out.confidence) as PlanOutcome['confidence'],
    events: [...mine.out.events, ...theirs.out.events],
  };
}
