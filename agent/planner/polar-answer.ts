// Yes or no to the question as asked: "was anything moving?" is yes when something moved;
// "was it quiet?", "was the yard empty?" (a negated question, read in intent.ts) is yes when
// nothing did. The facts after it are the same either way.
import type { Intent } from '../question/intent.ts';
import type { PlanOutcome } from './plan-run.ts';

export function polarAnswer(intent: Pick<Intent, 'negated' | 'form'>, holds: boolean, facts: string): string {
  // "Who was at the gate?" gets the facts, not a yes or no.
  if (intent.form === 'what' || intent.form === 'who') return facts;
  const yes = intent.negated ? !holds : holds;
  return `${yes ? 'Yes' : 'No'}. ${facts}`;
}

/** Yes or no first only to a yes/no question: "when did the van return?" gets the facts alone. */
export function polarIfAsked(intent: Pick<Intent, 'negated' | 'form'>, holds: boolean, facts: string): string {
  return intent.form === 'yes-no' ? polarAnswer(intent, holds, facts) : facts;
}

/** Whether a number compares with another as a question asks ("more than three cars": '>'; "at least half an hour": '>='). */
export const COMPARE: Record<'>' | '>=' | '<' | '<=' | '=', (a: number, b: number) => boolean> = {
  '>': (a, b) => a > b, '>=': (a, b) => a >= b, '<': (a, b) => a < b, '<=': (a, b) => a <= b, '=': (a, b) => a === b,
};

/** How far outside the range asked an event may fall and still be in it: a frame at the slowest rates recorded (0.25 fps). */
const IN_RANGE_SLACK_MS = 5000;

/**
 * A yes/no question a plan answered with facts alone gets yes or no first: yes when it found what
 * was asked (or a count that compares as asked) -- in the range asked, where one is given: a van
 * seen leaving at 22:48 is no "yes" to "did any vehicle go while the sign was up (21:00-21:10)?".
 */
export function answerAsAsked(intent: Intent, out: PlanOutcome, range?: { from: number; to: number }): PlanOutcome {
  const kinds = ['appear', 'leave', 'count', 'find', 'text', ...(intent.light?.state ? [] : ['dark', 'light'])];
  if (intent.form !== 'yes-no' || /^(?:yes|no)\./i.test(out.answer) || !kinds.includes(intent.kind)) return out;
  const inRange = (ts: number) => !range || (ts >= range.from - IN_RANGE_SLACK_MS && ts <= range.to + IN_RANGE_SLACK_MS);
  const edgeKinds = ['appear', 'leave'];
  const found = edgeKinds.includes(intent.kind) ? out.events.some((e) => inRange(e.ts)) : out.events.length > 0;
  const holds = intent.compare && out.count !== undefined ? COMPARE[intent.compare.op](out.count, intent.compare.n) : found || (out.count ?? 0) > 0;
  return { ...out, answer: polarAnswer({ negated: intent.negated }, holds, out.answer) };
}
