// Yes or no to the question as asked: "was anything moving?" is yes when something moved;
// "was it quiet?", "was the yard empty?" (a negated question, read in intent.ts) is yes when
// nothing did. The facts after it are the same either way.
import type { Intent } from '../question/intent.ts';

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
