// "Did the car come back after it left in the morning?": the time said inside the clause of its
// first going bounds that going, not the coming back, which may be any time after it that day.
import { at, dayOf, type TimeRange } from './local-day.ts';

/**
 * A clause of the subject's first going: after its pronoun ("after it left", "since they drove
 * off", "once he'd gone"), or a relative clause naming it by it ("the person in green who went by
 * before 7am", "the van that came through at 9").
 */
const FIRST_GOING = /\b(?:(?:after|since|once)\s+(?:it|they|he|she)(?:'d|\s+had)?|(?:who|that|which))\s+(?:left|went|drove|pulled|headed|set|walked|gone|moved|came|passed|cycled|ran|jogged|crossed)\b[^,?]*/i;
/** Words of coming back: what the question asks after that going. */
const COMING_BACK = /\b(?:back|again|return(?:s|ed)?|reappear(?:s|ed)?)\b/i;

/**
 * The range to ask over when the time named lies in such a clause of a question about coming
 * back: from that time's start to the end of its day (or now, if sooner); else the range as read.
 */
export function pastFirstGoing(question: string, t: TimeRange, now: number, zone: string): TimeRange {
  const clause = FIRST_GOING.exec(question);
  const outside = question.slice(0, clause?.index ?? 0) + question.slice((clause?.index ?? 0) + (clause?.[0].length ?? 0));
  if (!clause || COMING_BACK.test(clause[0]) || !COMING_BACK.test(outside) || !clause[0].toLowerCase().includes(t.text.toLowerCase())) return t;
  const end = Math.min(at(zone, dayOf(t.from, zone), 24), Math.max(now, t.to));
  return end > t.to ? { ...t, to: end, text: `${t.text} (when it went; its coming back any time after that day)` } : t;
}
