// A question whose time is another event: "did anyone come in after the yellow truck left?",
// "was anyone here before the white van arrived?", "what was the next vehicle after the red
// car?". The anchor is asked about first, as "when did <it> appear / leave?" through the same
// plan as any such question (read, matched, pinned on the recording); the rest of the question
// is then answered by its own plan over the time after (or before) that moment, inside the
// range asked. Both plans' tool calls are steps of this answer, and both are cited.
import { clock } from '../answer/format-time.ts';
import { parseIntent } from '../question/intent.ts';
import { mergeCitations, type PlanOutcome, type PlanRun } from './plan-run.ts';
import { planObjects } from './plan-objects.ts';

export async function planAnchored(run: PlanRun, answer: (run: PlanRun) => Promise<PlanOutcome>): Promise<PlanOutcome> {
  const anchor = run.intent.anchor!;
  const went = anchor.edge === 'end';
  const found = await planObjects(run.sub(parseIntent(`When did ${anchor.phrase} ${went ? 'leave' : 'appear'}?`)));
  const at = found.events[0];
  const what = `${anchor.phrase} ${went ? 'left' : 'came'}`;
  if (!at) {
    return {
      answer: `I could not find when ${what} in the range, so I cannot say what happened ${anchor.side} it. ${found.answer}`,
      citations: found.citations, confidence: found.confidence, events: [], ...(run.intent.kind === 'count' ? { count: 0 } : {}),
    };
  }
  const tz = run.zoneOf(at.camera);
  const from = anchor.side === 'after' ? Math.max(run.scope.from, at.ts) : run.scope.from;
  const to = anchor.side === 'after' ? run.scope.to : Math.min(run.scope.to, at.ts);
  const when = `${anchor.side} ${what} (${clock(at.ts, tz)} ${tz})`;
  if (to <= from) {
    return {
      answer: `${cap(what)} at ${clock(at.ts, tz)} ${tz}, at the ${anchor.side === 'after' ? 'end' : 'start'} of the range asked about, so there is no time ${anchor.side} it to look at. ${found.answer}`,
      citations: found.citations, confidence: found.confidence, events: [], ...(run.intent.kind === 'count' ? { count: 0 } : {}),
    };
  }
  const { anchor: _, ...rest } = run.intent;
  const main = run.sub(rest, { ...run.scope, from, to, timeText: when, ...(anchor.side === 'after' ? { after: at.ts } : {}) });
  const out = await answer(main);
  run.intent = { ...main.intent, anchor };
  return {
    ...out,
    answer: `${out.answer.replace(/^((?:Yes|No)\.\s*)?/, (m) => `${m}${cap(when)}: `)} (${found.answer})`,
    citations: mergeCitations([...found.citations, ...out.citations]),
    confidence: Math.min(found.confidence, out.confidence) as PlanOutcome['confidence'],
  };
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
