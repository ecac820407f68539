// "Did the car come back after it left in the morning?": the time said inside the clause of its
// first going bounds that going, not the coming back, which may be any time after it that day.
import { at, dayOf, type TimeRange } from './local-day.ts';

/** A clause after the subject's pronoun of it having gone: "after it left", "since they drove off", "once he'd gone". */
const FIRST_GOING = /\b(?:after|since|once)\s+(?:it|they|he|she)(?:'d|\s+had)?\s+(?:left|went|drove|pulled|headed|set|walked|gone|moved)\b[^,?]*/i;
/** Words of coming back: what the question asks after that going. */
const COMING_BACK = /\b(?:back|again|return(?:s|ed)?|reappear(?:s|ed)?)\b/i;

/**
 * The range to ask over when the time named lies in such a clause of a question about coming
 * back: from that time's start to the end of its day (or now, if sooner); else the range as read.
 */
export function pastFirstGoing(question: string, t: TimeRange, now: number, zone: string): TimeRange {
  const clause = FIRST_GOING.exec(question);
  if (!clause || !COMING_BACK.test(question.slice(0, clause.index)) || !clause[0].toLowerCase().includes(t.text.toLowerCase())) return t;
  const end = Math.min(at(zone, dayOf(t.from, zone), 24), Math.max(now, t.to));
  return end > t.to ? { ...t, to: end, text: `${t.text} (when it went; its coming back any time after that day)` } : t;
}
