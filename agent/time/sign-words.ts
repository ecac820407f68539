// A sign's words are no time: "the GARAGE SALE SAT 9AM sign" names a sign, not Saturday at 9,
// and "while the ROAD WORKS MONDAY sign was showing" no Monday. Quoted text and runs of words
// in capitals (two or more, one of them a word of letters that is not itself a word of time)
// are blanked, space for space, before the question's time is read.
import { quotes } from '../question/text-phrase.ts';

/** Words in capitals that a time is written with ("9 AM UTC"), which alone make no sign. */
const TIME_CAPITALS = /^(?:AM|PM|UTC|GMT|CET|CEST|BST|EST|EDT|PST|PDT|MON|TUE|WED|THU|FRI|SAT|SUN|MONDAY|TUESDAY|WEDNESDAY|THURSDAY|FRIDAY|SATURDAY|SUNDAY|NOON|MIDNIGHT)$/;
/** Two or more words in capitals or digits, side by side. */
const CAPITAL_RUN = /\b[A-Z0-9][A-Z0-9':.\-]*(?:\s+[A-Z0-9][A-Z0-9':.\-]*)+\b/g;

const blank = (s: string, from: number, to: number) => s.slice(0, from) + ' '.repeat(to - from) + s.slice(to);

/** The question with its quoted and shouted sign text blanked (same length, so indices hold). */
export function withoutSignWords(question: string): string {
  let out = question;
  for (const q of quotes(question)) out = blank(out, q.start, q.end);
  for (const m of question.matchAll(CAPITAL_RUN)) {
    const words = m[0].split(/\s+/);
    const lettered = words.some((w) => /^[A-Z]{3,}$/.test(w) && !TIME_CAPITALS.test(w));
    if (lettered) out = blank(out, m.index!, m.index! + m[0].length);
  }
  return out;
}
