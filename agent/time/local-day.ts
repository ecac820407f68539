// Local days in the camera's time zone and the day a question names: the pieces every time
// reader in this folder shares. chrono-node reads the words; the arithmetic is wall time in
// the zone (zone.ts), so a day is midnight to midnight there, across changes of clocks.
import type * as Chrono from 'chrono-node';
import { localParts, offsetMinutes, zonedTime } from './zone.ts';
import { lazyModule } from '../../core/lazy-module.ts';

const chrono = lazyModule<typeof Chrono>('chrono-node');

export interface TimeRange {
  from: number;
  to: number;
  /** The words the range was read from. */
  text: string;
  /**
   * A 12-hour clock said without its half of the day ("at 9:30", "at half past nine"): the same
   * range twelve hours on, for the caller to take when only that half has footage.
   */
  otherHalf?: { from: number; to: number };
  /**
   * Said as a deadline ("by 7pm"): the range runs up to it, for whether a thing had happened by
   * then; a question about a state then ("were the lights off by 22:30?") is about this moment.
   */
  moment?: { from: number; to: number };
}

export type Day = { year: number; month: number; day: number };

export function addDays(d: Day, n: number): Day {
  const x = new Date(Date.UTC(d.year, d.month - 1, d.day + n));
  return { year: x.getUTCFullYear(), month: x.getUTCMonth() + 1, day: x.getUTCDate() };
}

export const dayOf = (ms: number, zone: string, shift = 0): Day => addDays(localParts(ms, zone), shift);

/** The instant of a local wall time on a day; hours may run past 24 into the next day. */
export const at = (zone: string, d: Day, hour: number, minute = 0, second = 0) => zonedTime(zone, d.year, d.month, d.day, hour, minute, second);

/** "for a couple of hours", "in ten minutes": a length of time, which chrono reads as a moment from now; footage is in the past. */
const LENGTH_OF_TIME = /^(?:for|in)\s+(?:(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|a few|a couple(?: of)?|several|\d+(?:\.\d+)?)\s+)?(?:more\s+)?(?:hours?|hrs?|minutes?|mins?|seconds?|secs?)$/i;

/** Numbered parts of one question ("... lit: (1) in the morning; (2) in the evening."): it asks them all, so their times together are no one time. */
export const NUMBERED_PARTS = /\s*[:;,-]?\s*\(?(?:1|a|i)[).]\s+[^?]*?;?\s*\(?(?:2|b|ii)[).]\s+[^?]*?\s*[.?]*\s*$/;
/** A lowercase "sun", "sat", "wed" read by chrono is the word ("the van sat parked", "the sun came up"), not a weekday. */
export const WEEKDAY_WORD = /^(?:sun|sat|wed|mon|tue|thu|fri)$/;
/** What chrono reads of a length before an event ("ten minutes after" of "ten minutes after the van left"): a time from now to it, but the event is the time (question/anchor-phrase.ts). */
export const LENGTH_FROM_EVENT = /^(?:[a-z0-9-]+\s+){0,3}?(?:seconds?|secs?|minutes?|mins?|hours?|hrs?)\s+(?:after|before|from|following|prior)$/i;
/** A length chrono read ahead of an event's words ("within ten minutes" of "within ten minutes of the red car leaving", "within the hour" before "before the lamp came on"). */
export function lengthBeforeEvent(question: string, hit: { index: number; text: string }): boolean {
  if (LENGTH_FROM_EVENT.test(hit.text)) return true;
  return /\b(?:seconds?|secs?|minutes?|mins?|hours?|hrs?)$/i.test(hit.text) && /^\s+(?:of|after|before|following|prior\s+to|preceding)\s+(?!\d|noon|midnight|midday)/i.test(question.slice(hit.index + hit.text.length));
}

export const parse = (text: string, now: number, zone: string) =>
  chrono.parse(text, { instant: new Date(now), timezone: offsetMinutes(now, zone) }, { forwardDate: false }).filter((h) => !LENGTH_OF_TIME.test(h.text));

/** Words of the question and where they stand. */
export type Piece = { text: string; index: number };
export type NamedDay = { day: Day; text: string; index: number; weekday: boolean };
export const fieldsOf = (c: Chrono.ParsedComponents): Day => ({ year: c.get('year')!, month: c.get('month')!, day: c.get('day')! });

/**
 * The day the rest of a question names ("yesterday", "on Tuesday", "2026-11-29"), if any: the
 * question less the pieces already read, each cut to a space; the index is the question's.
 */
export function namedDay(q: string, now: number, zone: string, ...read: (Piece | undefined)[]): NamedDay | undefined {
  let rest = '', next = 0;
  const marks: [number, number][] = [[0, 0]]; // where the rest and the question line up again after each cut
  for (const p of read.filter((x): x is Piece => !!x).sort((x, y) => x.index - y.index)) {
    rest += q.slice(next, p.index) + ' ';
    next = p.index + p.text.length;
    marks.push([rest.length, next]);
  }
  rest += q.slice(next);
  // A lowercase "sat" is the verb, and a length before an event's words ("within the hour before ...") names no day.
  const h = parse(rest, now, zone).find((x) => (x.start.isCertain('day') || x.start.isCertain('weekday')) && !WEEKDAY_WORD.test(x.text) && !lengthBeforeEvent(rest, x));
  if (!h) return undefined;
  const [r, i] = marks.filter(([r]) => r <= h.index).at(-1)!;
  return { day: fieldsOf(h.start), text: h.text, index: i + h.index - r, weekday: !h.start.isCertain('day') };
}

/**
 * Footage is in the past, so a range that has not begun at `now` means an earlier one: the
 * previous day when the question names no day ("the evening", asked at 09:00), last week's
 * for a weekday. A day named outright ("yesterday", a date) is taken as said.
 */
export function pastDay(named: NamedDay | undefined, now: number, zone: string, start: (d: Day) => number): Day {
  const d = named?.day ?? dayOf(now, zone);
  const back = named ? (named.weekday ? 7 : 0) : 1;
  return back && start(d) > now ? addDays(d, -back) : d;
}

/** The words of parts of a question in the order they were asked. */
export const joined = (...pieces: (Piece | undefined)[]) =>
  pieces.filter((p): p is Piece => !!p?.text).sort((a, b) => a.index - b.index).map((p) => p.text).join(' ');
