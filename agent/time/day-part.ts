// Parts of the day: "this morning", "in the afternoon", "last night", "on Monday evening".
// chrono reads one as a single hour ("in the afternoon" as 15:00); a question about footage
// means the hours it spans.
import { at, dayOf, joined, namedDay, pastDay, type Day, type TimeRange } from './local-day.ts';

/** Parts of the day in local hours; the night runs on to 06:00 the next day. */
const PARTS: Record<string, [number, number]> = { morning: [5, 12], afternoon: [12, 18], evening: [18, 24], night: [18, 30] };
/** Words that name the day of a part themselves, as days from today. */
const QUALIFIERS: Record<string, number> = { this: 0, to: 0, yesterday: -1, last: -1 };
// A part needs a qualifier ("this morning", "tonight", "last night"), a preposition ("in the
// afternoon", "at night", "overnight") or a weekday ("on Monday morning") in front of it, so
// "was the night light on?" names no time.
const PART = /\b(?:(this |to|yesterday |last )|(?:in the |during the |over the |at |over)|(?<=\b(?:mon|tues|wednes|thurs|fri|satur|sun)day ))(morning|afternoon|evening|night)\b/i;

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

/**
 * A part of the day. Without a qualifier it is read on the day the rest of the question names,
 * and gives way to a clock: "at 7 in the morning" is 07:00, not the morning.
 */
export function dayPart(q: string, now: number, zone: string, clockNamed: boolean): TimeRange | undefined {
  const part = partOf(q, now, zone);
  if (!part) return undefined;
  const [a, b] = part.span;
  if (part.day) return { from: at(zone, part.day, a), to: at(zone, part.day, b), text: part.text };
  if (clockNamed) return undefined;
  const named = namedDay(q, now, zone, part);
  const d = pastDay(named, now, zone, (x) => at(zone, x, a));
  return { from: at(zone, d, a), to: at(zone, d, b), text: joined(part, named) };
}
