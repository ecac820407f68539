// Where the question itself opens: past a time said first ("from 4pm to 10pm, how many vans
// went past?", "in the evening, from what time to what time was the garage lit up?") with its
// preposition, past words that only open the talk ("can you tell me") and an approximator
// ("roughly how many"). The form of the question and whether it asks a stretch are read there.
import { APPROXIMATORS, OPENERS, TIME_PREPOSITIONS } from './reading-rules.ts';
import type { Token } from './read-question.ts';

const APPROXIMATE = new RegExp(`^(?:${APPROXIMATORS.join('|')})[,\\s]+(?=how|when|what|which|at what)`);

/** The lower-case question from where it opens. */
export function questionOpening(lower: string, toks: Token[]): string {
  const lead = toks.findIndex((t, i) => !t.time && !(TIME_PREPOSITIONS.includes(t.norm) && !!toks[i + 1]?.time));
  return (lead > 0 ? lower.slice(toks[lead].start).replace(/^[,\s]+/, '') : lower).replace(OPENERS, '').replace(APPROXIMATE, '');
}
