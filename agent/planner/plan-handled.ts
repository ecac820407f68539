// "Who left the bag behind?", "who forgot their bag?", "who picked up the bag?": who left a
// thing there or took it away. The thing is one that stood (the entity registry's standing
// spans: a bag put down and learnt into the view); who left it is who was at its spot when it
// came to stand -- a bag is part of its carrier's blob until the carrier walks on, so the bag is
// learnt where the carrier just was -- and who took it who was there when it went (relation.ts:
// handover). Of those, the subject asked about (a person), closest first.
import { clock } from '../answer/format-time.ts';
import { mostlyAt, placeWords } from '../question/frame-place.ts';
import { mergeCitations, type PlanOutcome, type PlanRun } from './plan-run.ts';
import { gatherThings, words, type Thing } from './plan-things.ts';
import { handover, type Related } from './relation.ts';
import { polarAnswer } from './polar-answer.ts';

const MAX_LISTED = 4;

/** Asked yes or no ("did somebody forget a bag?"): yes when someone asked about was at it, first. */
export async function planHandled(run: PlanRun): Promise<PlanOutcome> {
  const out = await whoHandled(run);
  return run.intent.form === 'yes-no' ? { ...out, answer: polarAnswer(run.intent, out.events.length > 0, out.answer) } : out;
}

async function whoHandled(run: PlanRun): Promise<PlanOutcome> {
  const relation = run.intent.relation!;
  const edge = relation.edge ?? 'start';
  const { matches, related } = await gatherThings(run);
  const target = related?.target;
  if (!target) {
    return { answer: `No ${relation.phrase.replace(/^(?:the|a|an)\s+/i, '')} was seen standing in the range, so who ${relation.words.replace(/^that\s+/, '')} cannot be told.`, citations: [], confidence: 1, events: [] };
  }
  const tz = run.zoneOf(target.camera), at = handover(target, edge);
  const spot = mostlyAt(target.path);
  const stood = `The ${words(target)} (${relation.phrase.replace(/^(?:the|a|an)\s+/i, '')})${spot ? ` ${placeWords(spot)}` : ''} stood there from ${clock(target.standing?.[0]?.from ?? target.first, tz)} to ${clock(target.standing?.at(-1)?.to ?? target.last, tz)}`;
  const moment = edge === 'start' ? 'when it was put down' : 'when it went';
  const cites = [{ camera: target.camera, start: at.at - 1000, end: at.at + 1000 }];
  if (!matches.length) {
    const others = (related?.near ?? []).slice(0, MAX_LISTED).map((n) => `${article(words(n.thing))} ${words(n.thing)} at ${clock(n.at, tz)}`);
    return {
      answer: `${stood}; no one matching was seen at it ${moment}${others.length ? ` (at it then: ${others.join('; ')})` : ''}.`,
      citations: cites, confidence: 1, events: [],
    };
  }
  const who = matches[0], did = relation.words.replace(/^that\s+/, '');
  const then = edge === 'start' ? 'as it was put down (a thing put down is learnt into the view a little after), and went on without it' : 'as it went';
  const others = matches.slice(1, MAX_LISTED).map((t) => line(run, t, related!));
  return {
    answer: `${capital(line(run, who, related!))} ${did}: at its spot ${then}. ${stood}.${others.length ? ` Also near it then: ${others.join('; ')}.` : ''}`,
    citations: mergeCitations([...matches.slice(0, MAX_LISTED).map((t) => ({ camera: t.camera, start: t.first, end: t.last + 1 })), ...cites]),
    confidence: matches.length === 1 ? 3 : 2,
    events: [{ camera: who.camera, ts: nearAt(who, related!) ?? at.at, what: `${words(who)} ${did}` }],
  };
}

const nearAt = (t: Thing, related: Related) => related.near.find((n) => n.thing === t)?.at;

function line(run: PlanRun, t: Thing, related: Related): string {
  const tz = run.zoneOf(t.camera), n = related.near.find((x) => x.thing === t);
  const way = t.direction !== 'none' ? `, ${t.direction.replace(/-/g, ' ')}` : '';
  return `${article(words(t))} ${words(t)} (in view ${clock(t.first, tz)}–${clock(t.last, tz)}${way}${n ? `; at the spot at ${clock(n.at, tz)}` : ''})`;
}

const article = (w: string) => (/^[aeiou]/i.test(w) ? 'an' : 'a');
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
