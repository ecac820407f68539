// How a stay compares: with a length ("for more than five minutes", "over a minute", "under
// half an hour") or with another thing's stay ("longer than the black car"). The comparison
// words and units are data here; compromise reads the number words ("ten", "twenty-five").
// A number of seconds is not a count: "more than ten seconds" asks about a stay, not about
// more than ten things.
import type Nlp from 'compromise';
import { lazyModule } from '../../core/lazy-module.ts';

const nlp = lazyModule<typeof Nlp>('compromise');

export type CompareOp = '>' | '>=' | '<' | '<=';

export interface StayCompare {
  op: CompareOp;
  /** A length, in seconds ... */
  seconds?: number;
  /** ... or the words for the other thing whose stay it is compared with. */
  than?: string;
}

/** Words before a length or "than", and how they compare. */
const STAY_OPS: [string, CompareOp][] = [
  ['more than', '>'], ['longer than', '>'], ['over', '>'], ['upwards of', '>'], ['in excess of', '>'], ['above', '>'],
  ['at least', '>='], ['no less than', '>='], ['no shorter than', '>='],
  ['less than', '<'], ['shorter than', '<'], ['under', '<'], ['fewer than', '<'], ['below', '<'],
  ['at most', '<='], ['no more than', '<='], ['no longer than', '<='], ['up to', '<='],
];
const UNITS: [RegExp, number][] = [[/^(?:seconds?|secs?)$/, 1], [/^(?:minutes?|mins?)$/, 60], [/^(?:hours?|hrs?)$/, 3600]];
/** Words that compare one stay with another's: "longer than", "less time than", "as long as" (at least). */
const THAN_OPS: [RegExp, CompareOp][] = [
  [/\b(?:longer(?:\s+(?:time|period|stretch|spell|while)(?:\s+of\s+time)?)?|more\s+time)\s+than\s*$/, '>'], [/\b(?:(?:shorter|briefer)(?:\s+(?:time|period|stretch|spell|while)(?:\s+of\s+time)?)?|less\s+time)\s+than\s*$/, '<'], [/\bas long as\s*$/, '>='],
];

const words = STAY_OPS.map(([w]) => w.replace(/ /g, '\\s+')).join('|');
const LENGTH = new RegExp(String.raw`\b(${words})\s+(half\s+an?|an?|[a-z0-9.\-]+(?:\s+[a-z\-]+)?)\s+([a-z]+)\b`, 'g');

/** The length a stay is compared with: "for more than five minutes" -> { op: '>', seconds: 300 }. */
export function stayLengthOf(lower: string): StayCompare | undefined {
  for (const m of lower.matchAll(LENGTH)) {
    const unit = UNITS.find(([re]) => re.test(m[3]))?.[1];
    if (!unit) continue;
    const n = amountOf(m[2]);
    if (n === undefined) continue;
    const op = STAY_OPS.find(([w]) => w === m[1].replace(/\s+/g, ' '))![1];
    return { op, seconds: n * unit };
  }
  return undefined;
}

/** "a", "an", "half an", "ten", "90", "twenty-five": the amount before a unit. */
export function amountOf(text: string): number | undefined {
  const t = text.trim();
  if (/^an?$/.test(t)) return 1;
  if (/^half\s+an?$/.test(t)) return 0.5;
  if (/^\d+(?:\.\d+)?$/.test(t)) return Number(t);
  const n = (nlp(t).numbers().get() as unknown[])[0];
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : undefined;
}

/** Where "than <thing>" starts in a question that compares two stays, and how: the words before "than". */
export function thanOpOf(before: string): CompareOp | undefined {
  return THAN_OPS.find(([re]) => re.test(before))?.[1];
}
