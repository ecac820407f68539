// Parts of the day: "this morning", "in the afternoon", "last night", "on Monday evening".
// chrono reads one as a single hour ("in the afternoon" as 15:00); a question about footage
// means the hours it spans.
import { at, dayOf, joined, namedDay, pastDay, type Day, type TimeRange } from './local-day.ts';

/** Parts of the day in local hours; the night runs on to 06:00 the next day. */
const PARTS: Record<string, [number, number]> = { morning: [5, 12], afternoon: [12, 18], evening: [18, 24], night: [18, 30] };
/** Words that name the day of a part themselves, as days from today. */
const QUALIFIERS: Record<string, number> = { this: 0, to: 0, yesterday: -1, last: -1 };
// A part needs a qualifier ("this morning", "tonight", "last night"), a preposition ("in the
// afternoon", "at night", "overnight", "since the evening") or a weekday ("on Monday morning")
// in front of it, so "was the night light on?" names no time.
const PART = /\b(?:(this |to|yesterday |last )|(?:in the |during the |over the |at |over|(?<=\bsince )the )|(?<=\b(?:mon|tues|wednes|thurs|fri|satur|sun)day ))(morning|afternoon|evening|night)\b/i;

export interface Part {
  /** Its local hours. */
  span: [number, number];
  text: string;
  index: number;
  /** The day its own words name ("yesterday evening", "tonight"); else the rest of the question says. */
  day?: Day;
}

export function partOf(q: string, now: number, zone: string): Part | undefined {
  const m = PART.exec(q);
  if (!m) return undefined;
  const day = m[1] ? dayOf(now, zone, QUALIFIERS[m[1].trim().toLowerCase()]) : undefined;
  return { span: PARTS[m[2].toLowerCase()], text: m[0], index: m.index, day };
}

/** The hour a 12-hour clock means in a part of the day: 7 in the evening is 19, 1 at night 25 (01:00 the next day). */
export function hourIn(h: number, [a, b]: [number, number]): number {
  const gap = (x: number) => Math.max(a - x, x - b, 0);
  return [h % 12, (h % 12) + 12, (h % 12) + 24].reduce((best, x) => (gap(x) < gap(best) ? x : best));
}

/** "since" just before a part of the day or its day: "since yesterday evening", "since Monday afternoon". */
const SINCE = /\bsince\s+$/i;

/**
 * A part of the day. Without a qualifier it is read on the day the rest of the question names,
 * and gives way to a clock: "at 7 in the morning" is 07:00, not the morning. After "since" it
 * runs from its start to now.
 */
export function dayPart(q: string, now: number, zone: string, clockNamed: boolean): TimeRange | undefined {
  const part = partOf(q, now, zone);
  if (!part || (!part.day && clockNamed)) return undefined;
  const named = part.day ? undefined : namedDay(q, now, zone, part);
  const [a, b] = part.span;
  const d = part.day ?? pastDay(named, now, zone, (x) => at(zone, x, a));
  const from = at(zone, d, a);
  const since = SINCE.exec(q.slice(0, Math.min(part.index, named?.index ?? part.index)));
  const text = joined(part, named, since ? { text: 'since', index: since.index } : undefined);
  return { from, to: since && now > from ? now : at(zone, d, b), text };
}
