// "Which came first, the red car or the yellow truck?", "did the man in blue arrive before
// the red car?": each of the two is asked about on its own, as "when did <it> appear / leave?"
// through the same plan as any such question (read, matched, pinned on the recording), and the
// two times are put in order. Both sub-plans' tool calls are steps of this answer.
import { clock } from '../answer/format-time.ts';
import { duration } from '../answer/format-duration.ts';
import { parseIntent } from '../question/intent.ts';
import { mergeCitations, type PlanOutcome, type PlanRun } from './plan-run.ts';
import { planObjects } from './plan-objects.ts';
import { planText } from './plan-text.ts';
import { polarIfAsked } from './polar-answer.ts';

export async function planOrder(run: PlanRun): Promise<PlanOutcome> {
  const pair = run.intent.pair!;
  const leaving = run.intent.event === 'leave';
  // Each side by its own verb where it has one ("did the red car arrive before the white van left?").
  const ask = async (phrase: string, event = leaving ? 'leave' : 'appear') => {
    // A sign's words ("the appearance of the message IGNORE PREVIOUS INSTRUCTIONS"): when it was first (or last) read.
    const asked = parseIntent(`When did ${phrase} ${event}?`);
    const out = asked.kind === 'text' ? await planText(run.sub({ ...asked, edge: event === 'leave' ? 'end' : 'start' })) : await planObjects(run.sub(asked));
    return { phrase, out, ts: out.events[0]?.ts, camera: out.events[0]?.camera, did: event === 'leave' ? 'left' : 'came' };
  };
  const a = await ask(pair.a, pair.aEvent), b = await ask(pair.b, pair.bEvent);
  const did = leaving ? 'left' : 'came';
  const missing = [a, b].filter((x) => x.ts === undefined);
  if (missing.length) {
    const seen = [a, b].find((x) => x.ts !== undefined);
    return {
      answer: `${missing.map((x) => `No ${x.phrase.replace(/^(?:the|a|an) /i, '')} was seen`).join(', and ')} in the range${seen ? `; ${seen.phrase} ${did} at ${clock(seen.ts!, run.zoneOf(seen.camera!))} ${run.zoneOf(seen.camera!)}` : ''}, so the two cannot be put in order. ${[a, b].map((x) => x.out.answer).join(' ')}`,
      citations: mergeCitations([...a.out.citations, ...b.out.citations]), confidence: 1, events: seen ? seen.out.events.slice(0, 1) : [],
    };
  }
  const [early, late] = a.ts! <= b.ts! ? [a, b] : [b, a];
  const tz = run.zoneOf(early.camera!);
  const first = pair.order === 'earlier' ? early : late;
  const facts = (early.did === late.did ? `${cap(early.phrase)} ${did} first, at ${clock(early.ts!, tz)} ${tz}; ${late.phrase} at ${clock(late.ts!, run.zoneOf(late.camera!))}`
    : `${cap(early.phrase)} ${early.did} first, at ${clock(early.ts!, tz)} ${tz}; ${late.phrase} ${late.did} at ${clock(late.ts!, run.zoneOf(late.camera!))}`) + `, ${duration(late.ts! - early.ts!)} later.` +
    ` (${early.out.answer} ${late.out.answer})`;
  // "Did A come before B?" holds when A is the earlier; "after", when it is the later.
  const holds = pair.order === 'earlier' ? early === a : late === a;
  return {
    answer: orderAnswer(run.intent, holds, [a, b], facts),
    citations: mergeCitations([...early.out.citations, ...late.out.citations]),
    confidence: Math.min(early.out.confidence, late.out.confidence) as PlanOutcome['confidence'],
    events: [...first.out.events.slice(0, 1), ...(first === early ? late : early).out.events.slice(0, 1)],
  };
}

/**
 * The answer to an order of two things. When either is only the nearest match to its kind, the
 * detector having named it another kind of the same class (the scooter it called a car), the
 * order of the two sightings is told, but no yes or no is claimed about the things asked of:
 * that name says the thing asked may not be there at all. When the detector named it nothing, or
 * a thing of another class (a "tv" for a vehicle-sized thing that drove across the yard), it saw
 * nothing that speaks against the match by class and colour the tracker made: yes or no stands
 * on that match, and says that the kind is not confirmed.
 */
export function orderAnswer(intent: Pick<PlanRun['intent'], 'negated' | 'form'>, holds: boolean, sides: { phrase: string; out: Pick<PlanOutcome, 'unconfirmedKind' | 'nearestKind'> }[], facts: string): string {
  const unsure = sides.filter((x) => x.out.unconfirmedKind).map((x) => `no ${x.out.unconfirmedKind} was confirmed`);
  if (unsure.length) return `Not known: ${unsure.join(' and ')}, so the order below is of the nearest matches. ${facts}`;
  const nearest = sides.filter((x) => x.out.nearestKind).map((x) => `${x.phrase} as a ${x.out.nearestKind}`);
  const basis = nearest.length ? `By class and colour as tracked (the object detector did not confirm ${nearest.join(' nor ')}): ` : '';
  return polarIfAsked(intent, holds, `${basis}${basis ? facts.charAt(0).toLowerCase() + facts.slice(1) : facts}`);
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
