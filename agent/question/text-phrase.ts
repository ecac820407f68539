// The text a question asks about: quoted ("DELIVERY 42" in quotes), shouted (capitals), or
// named by a noun that modifies a sign ("the delivery notice"); and where the quotes stand, so
// the words inside them are not read as the question's own. Split from read-question.ts.
import { COLOUR_WORDS } from '../../ingest/index.ts';
import { readNoun } from './noun-class.ts';
import type { Token } from './read-question.ts';

const COLOURS = new Set<string>(COLOUR_WORDS);

/**
 * Quotes in double quotes, then in single quotes (not apostrophes: a single quote opens after a
 * space and closes before one or a stop). One list for the text asked about and for the words
 * that are not read as the question's own: a verb in a sign ('EXIT 97') is the sign's.
 */
export function quotes(question: string): { start: number; end: number; text: string }[] {
  const double = [...question.matchAll(/["“]([^"”]{1,80})["”]/g)].map((m) => ({ start: m.index!, end: m.index! + m[0].length, text: m[1].trim() }));
  const single = [...question.matchAll(/(?<=^|\s)'([^']{2,80})'(?=\s|[?.!,]|$)/g)].map((m) => ({ start: m.index!, end: m.index! + m[0].length, text: m[1].trim() }));
  return [...double, ...single.filter((q) => !double.some((d) => q.start < d.end && d.start < q.end))];
}

/** Quoted text, or shouted words (2+ capitals or digits, a word of 3+ capitals): "DELIVERY 42". */
export function quotedText(question: string): string | undefined {
  const quoted = quotes(question)[0];
  if (quoted) return quoted.text;
  for (const m of question.matchAll(/\b([A-Z][A-Z0-9]{2,}(?:[ \-][A-Z0-9]{2,})*)\b/g)) {
    const shout = m[1];
    // One capitalised word WordNet knows as something other than text is an acronym ("SUV"), not a text shown.
    const known = !/[\s\-\d]/.test(shout) && (['ISO', 'UTC', 'CCTV', 'GMT', 'CET'].includes(shout) || (readNoun(shout)?.cls ?? 'text') !== 'text');
    if (!known) return shout;
  }
  return undefined;
}

/** A noun that modifies a sign-like noun names its text: "the delivery notice" -> DELIVERY. */
export function textHint(toks: Token[]): string | undefined {
  for (let i = 1; i < toks.length; i++) {
    const t = toks[i], prev = toks[i - 1];
    if (t.time || !t.tags.has('Noun') || readNoun(t.norm)?.cls !== 'text') continue;
    if (prev.tags.has('Noun') && !prev.time && !prev.camera && !COLOURS.has(prev.norm) && !readNoun(prev.norm)?.cls?.match(/^(?:text|place|time)$/)) return prev.norm.toUpperCase();
  }
  return undefined;
}
