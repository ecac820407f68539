// "What colour was the truck?", "which colour was the car that drove right to left?": the
// colour of the things that match the rest of the question (kind, direction, place, time, the
// event), as perception named it from the thing's own pixels. A kind the detector must name
// ("truck" among vehicles) is named on the recording first; when it named none so, the answer
// says that and gives the colours of every candidate instead of picking one.
import { clock } from '../answer/format-time.ts';
import { mergeCitations, type PlanOutcome, type PlanRun } from './plan-run.ts';
import { elsewhereAnswer, gatherThings, subjectWords, whereWords, words, type Thing } from './plan-things.ts';
import type { Related } from './relation.ts';
import { occurrence } from './occurrence.ts';
import { nameAgrees, specificNoun } from '../question/subject.ts';

export async function planColour(run: PlanRun): Promise<PlanOutcome> {
  const { intent } = run;
  const { all, matches, elsewhere, related } = await gatherThings(run);
  const { subject } = subjectWords(run);
  // "The person who walked to the red car": named with its clause.
  const noun = [subjectWords(run).noun, intent.relation?.words].filter(Boolean).join(' ');
  const where = whereWords(run);
  if (!matches.length) {
    const there = elsewhereAnswer(run, elsewhere, subject);
    if (there) return there;
    if (related) return unrelatedAnswer(run, related, subject);
    return { answer: `No ${subject} was seen${where} in the range, so there is no colour to tell (${all.length} other thing(s) tracked).`, citations: [], confidence: all.length ? 2 : 1, events: [] };
  }
  const span = (t: Thing) => `${clock(t.first, run.zoneOf(t.camera))}–${clock(t.last, run.zoneOf(t.camera))}${run.scope.cameras.length > 1 ? ` on ${t.camera}` : ''}`;
  // The other thing of a relative clause is cited beside it: the two in view together.
  const cite = (ts: Thing[]) => mergeCitations([...ts, ...(related?.target ? [related.target] : [])].map((t) => ({ camera: t.camera, start: t.first, end: t.last + 1 })));
  const kind = specificNoun(intent);
  if (kind && !matches.some((t) => nameAgrees(intent, t.detected ?? t.label))) {
    // Of several, the one asked for ("the final bus", "the first lorry"), in order among those that could be it.
    const picked = matches.length > 1 && intent.which ? occurrence(matches, intent.event === 'leave' ? 'end' : 'start', intent.which, false, undefined, intent.ordinal) : undefined;
    const only = matches.length === 1 ? matches[0] : picked;
    if (only?.colour) {
      const which = picked ? `${intent.which === 'last' ? 'last' : intent.which === 'first' ? 'first' : 'one'} of the ${matches.length} ${intent.objectClass ?? 'thing'}s` : `only ${intent.objectClass ?? 'thing'}`;
      return {
        answer: `The ${which} seen${where} that could be the ${kind} was ${only.colour} (${span(only)}, seen as a ${words(only)}); the object detector did not confirm it as a ${kind}.`,
        citations: cite(matches), confidence: 2, events: [{ camera: only.camera, ts: only.first, what: `${only.colour} ${noun}` }],
      };
    }
    return {
      answer: `None of what was seen${where} could be confirmed as a ${kind} (the object detector named none of them so), so its colour is not known. ` +
        `The ${matches.length} ${intent.objectClass ?? 'thing'}(s) that could be it: ${matches.slice(0, 8).map((t) => `${span(t)} a ${words(t)}`).join('; ')}${matches.length > 8 ? '; …' : ''}.`,
      citations: cite(matches), confidence: 1, events: [],
    };
  }
  // Of those that came to the other thing, the closest is the one meant.
  const one = intent.which ? [occurrence(matches, intent.event === 'leave' ? 'end' : 'start', intent.which, false, undefined, intent.ordinal)] : related ? matches.slice(0, 1) : matches;
  const coloured = one.filter((t) => t.colour);
  if (!coloured.length) {
    return { answer: `The ${subject}${where} was seen (${one.slice(0, 4).map(span).join('; ')}), but no colour could be named from its pixels.`, citations: cite(one), confidence: 1, events: [] };
  }
  const colours = [...new Set(coloured.map((t) => t.colour!))];
  const each = coloured.slice(0, 8).map((t) => `${t.colour} (${span(t)}, seen as a ${words(t)}${t.direction !== 'none' ? ` moving ${t.direction.replace(/-/g, ' ')}` : ''})`);
  const lead = coloured.length === 1
    ? `The ${noun}${where} was ${each[0]}.`
    : colours.length === 1
      ? `All ${coloured.length} ${noun} sightings${where} were ${colours[0]}: ${coloured.slice(0, 8).map(span).join('; ')}.`
      : `${coloured.length} matched${where}, of ${colours.length} colours: ${each.join('; ')}${coloured.length > 8 ? '; …' : ''}.`;
  return {
    answer: `${lead} (Colour as named from the thing's own pixels; rain, glare and dark glass can change it.)`,
    citations: cite(coloured), confidence: 2,
    events: coloured.map((t) => ({ camera: t.camera, ts: t.first, what: `${t.colour} ${noun}` })),
  };
}

/** Nothing matching the subject came beside the other thing: said so, with what did (or that the other thing was not seen). */
function unrelatedAnswer(run: PlanRun, related: Related, subject: string): PlanOutcome {
  const phrase = run.intent.relation!.phrase;
  const target = related.target;
  if (!target) return { answer: `${phrase.charAt(0).toUpperCase()}${phrase.slice(1)} was not seen in the range, so no ${subject} can be told.`, citations: [], confidence: 1, events: [] };
  const tz = run.zoneOf(target.camera);
  const span = (t: Thing) => `${clock(t.first, tz)}–${clock(t.last, tz)}`;
  const near = related.near.slice(0, 4).map((n) => `a ${words(n.thing)} ${span(n.thing)}`);
  return {
    answer: `No ${subject} was seen: ${phrase} (seen as a ${words(target)}, ${span(target)} ${tz}) was tracked, but no ${run.intent.objectClass ?? 'thing'} of the kind asked came beside it while it was there.` +
      (near.length ? ` What did come beside it: ${near.join('; ')}.` : ''),
    citations: mergeCitations([target, ...related.near.slice(0, 4).map((n) => n.thing)].map((t) => ({ camera: t.camera, start: t.first, end: t.last + 1 }))),
    confidence: 2, events: [],
  };
}
