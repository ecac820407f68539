// Open ends: "before 08:00", "until 16:00:15", "after 15:00", "since Monday", "from 15:00 on",
// and two of them joined into one range: "after 11:00 and before 17:00". chrono reads the
// clock alone ("before 08:00" as the minute at 08:00), so the word is read here.
import type * as Chrono from 'chrono-node';
import { at, dayOf, fieldsOf, joined, namedDay, parse, pastDay, type Day, type NamedDay, type Piece, type TimeRange } from './local-day.ts';
import { CLOCK_FOLLOWS, readClock, settle, type Clock } from './clock-range.ts';
import { DAYTIME, hourIn, partOf, saidTwelveHour } from './day-part.ts';
import { NEAR_MINUTES, NEAR_PATTERN } from './near-words.ts';

const BOUND = new RegExp(String.raw`\b(?:(${NEAR_PATTERN})\s+)?(before|earlier than|until|till|til|up to|up until|by|after|later than|since|from)\s+`, 'gi');
const MINUTE = 60_000;
const UPPER = /^(?:before|earlier|until|till|til|up|by)$|^(?:earlier|up) /i;
/** What may stand between two bounds that make one range. */
const JOIN = /^\s*,?\s*(?:and|but)?\s*$/i;
/** A clock whose words say its half of the day, which a bare number joined to it shares. */
const SPOKEN = /\d\s*[ap]\.?m\b|\b(?:morning|afternoon|evening|night)\b/i;
/** An am/pm said with the digits. */
const MERIDIEM = /\d\s*[ap]\.?m\b/i;
/**
 * What may follow a number alone that makes it a clock ("any cars after 3?", "after 8 in the
 * evening", "since 4 today"): the end of the clause, or a word that is no thing counted. "After
 * 3 cars passed", "after 2 minutes" name things or a length, not a time.
 */

/** One open end as said: its word's sense and the time after it. */
interface Bound extends Piece {
  upper: boolean;
  since: boolean;
  clock: Clock;
  /** An ISO time with its own offset is an instant; other clocks are wall time in the camera's zone. */
  instant?: number;
  /** The day the bound's own words name ("8 am yesterday", "since Monday"). */
  ownDay?: NamedDay;
  /** A number alone ("after 8"): a clock when joined to another bound ("after 8 and before 10 am") or when it `standsAlone`. */
  bare: boolean;
  /** A number alone that ends its clause or is followed by time words ("any cars after 3?"), not by a thing counted ("after 3 cars passed"). */
  standsAlone: boolean;
  /** Said as near its time ("just before"): the minutes on its side of it. */
  near?: number;
  /** "By 7pm": up to it, and the moment itself for a state ("were the lights off by 22:30?"). */
  deadline: boolean;
}

/**
 * A 12-hour clock whose own words do not say its half of the day is in the hours of `span`: the
 * part of the day the question names ("after 7:00 yesterday evening" is 19:00), else the day's
 * ("shortly after 3" is 15:00), as a clock alone is (resolve-time.ts).
 */
function clockOf(c: Chrono.ParsedComponents, said: string, span: [number, number], now: number, zone: string): Clock {
  // A day alone ("since yesterday") starts at its midnight, whatever clock chrono implies.
  if (!c.isCertain('hour')) return { hour: 0, minute: 0, second: 0, twelve: false };
  const spoken = SPOKEN.test(said), read = c.get('hour')!;
  // A part of the day in the clock's own words ("10 last night") gives it its half where chrono did not.
  const twelve = !MERIDIEM.test(said) && !c.isCertain('meridiem') && saidTwelveHour(c, said);
  const hour = twelve ? hourIn(read, partOf(said, now, zone)?.span ?? span) : read;
  return { hour, minute: c.get('minute') ?? 0, second: c.get('second') ?? 0, meridiem: spoken ? (hour < 12 ? 'am' : 'pm') : undefined, twelve: false };
}

function readBound(q: string, m: RegExpExecArray, now: number, zone: string): Bound | undefined {
  const word = m[2].toLowerCase(), tail = q.slice(m.index + m[0].length);
  const h = parse(tail, now, zone)[0];
  const c = h?.index === 0 ? h.start : undefined;
  const own = c && (c.isCertain('day') || c.isCertain('weekday'));
  const read = c && (c.isCertain('hour') || (word === 'since' && own));
  const said = read ? h.text : /^\d{1,2}(?:[:.]\d{2})?\b/.exec(tail)?.[0];
  const clock = said && (read ? clockOf(c, said, partOf(q, now, zone)?.span ?? DAYTIME, now, zone) : readClock(said));
  if (!clock) return undefined;
  // "from 15:00" alone begins a range or names a place; "from 15:00 on(wards)" is a bound.
  const on = /^\s+on(?:wards?)?\b/i.exec(tail.slice(said.length))?.[0] ?? '';
  if (word === 'from' && !on) return undefined;
  // "By 7pm" is a deadline; "by at 10:15", "by around noon" say where the thing went by, then when.
  if (word === 'by' && /^(?:at|around|about|on|in|during)\b/i.test(tail)) return undefined;
  const instant = read && c.isCertain('timezoneOffset') ? c.date().getTime() : undefined;
  const ownDay = read && own ? { day: instant === undefined ? fieldsOf(c) : dayOf(instant, zone), text: '', index: 0, weekday: !c.isCertain('day') } : undefined;
  const text = q.slice(m.index, m.index + m[0].length + said.length + on.length);
  // A bound said near its time ("just before midnight") is a short stretch on its side of it, not the rest of the day.
  const near = m[1] ? NEAR_MINUTES[m[1].toLowerCase().replace(/\s+/g, ' ')] : undefined;
  const standsAlone = !read && CLOCK_FOLLOWS.test(tail.slice(said.length + on.length));
  return { text, index: m.index, upper: UPPER.test(word), since: word === 'since', deadline: word === 'by', clock, instant, ownDay, bare: !read, standsAlone, ...(near ? { near: near * MINUTE } : {}) };
}

const readBounds = (q: string, now: number, zone: string) =>
  [...q.matchAll(BOUND)].map((m) => readBound(q, m, now, zone)).filter((b): b is Bound => !!b);

/** The one open end a question says whose time is a clock: read by chrono, or a number standing alone. */
const clockBound = (q: string, now: number, zone: string) => readBounds(q, now, zone).find((x) => !x.bare || x.standsAlone);

/** Whether the question bounds its range by a number standing alone as a clock ("after 3"), which chrono does not read; a part of the day then only gives it its half. */
export const namesBoundClock = (q: string, now: number, zone: string): boolean => readBounds(q, now, zone).some((b) => b.standsAlone);

/**
 * An upper bound runs from the start of its day; a lower bound to the end of its day, or to
 * now while that day is still going; "since" to now. The day is the one the clock's own words
 * name ("8 am yesterday"), else the one the rest of the question names, else today.
 */
export function openBound(q: string, now: number, zone: string): TimeRange | undefined {
  const b = clockBound(q, now, zone);
  if (!b) return undefined;
  // A part of the day gives the bound's clock its half ("before 5 this afternoon"); its words, where chrono did not read them with the clock, join the bound's.
  const found = partOf(q, now, zone);
  const part = found && (found.index < b.index || found.index >= b.index + b.text.length) ? found : undefined;
  const named = b.ownDay ?? namedDay(q, now, zone, b, part);
  // A 12-hour number alone is in the hours of the part of the day said beside it, else the day's ("after 3" is 15:00).
  const hour = b.bare && b.clock.twelve ? hourIn(b.clock.hour, part?.span ?? DAYTIME) : b.clock.hour;
  const clock = [hour, b.clock.minute, b.clock.second];
  if (b.upper && !clock.some(Boolean)) clock[0] = 24; // "until midnight" is the end of the day, not its start
  const time = (d: Day) => b.instant ?? at(zone, d, clock[0], clock[1], clock[2]);
  const d = pastDay(named, now, zone, b.upper ? (x) => at(zone, x, 0) : time);
  const t = time(d), dayEnd = at(zone, d, 24), text = joined(b.ownDay ? undefined : named, b, part);
  if (b.near) return b.upper ? { from: t - b.near, to: t, text } : { from: t, to: Math.min(t + b.near, Math.max(now, t + 1)), text };
  if (b.deadline) return { from: at(zone, d, 0), to: t, text, moment: { from: t - MINUTE, to: t + MINUTE } };
  if (b.upper) return { from: at(zone, d, 0), to: t, text };
  return { from: t, to: now > t && (b.since || now < dayEnd) ? now : dayEnd, text };
}

/**
 * A lower and an upper bound joined ("after 11:00 and before 17:00", "before 17:00 and after
 * 11:00", "since 09:00 but before noon") are one range, read like a clock range: the half of
 * the day one end or a part of the day says settles a bare number ("later than 8 and earlier
 * than 10 am"). The day is as for one bound; an upper end before the lower runs past midnight.
 */
export function boundPair(q: string, now: number, zone: string): TimeRange | undefined {
  const bounds = readBounds(q, now, zone);
  const joins = (b: Bound, n?: Bound) => !!n && n.upper !== b.upper && JOIN.test(q.slice(b.index + b.text.length, n.index));
  const i = bounds.findIndex((b, k) => joins(b, bounds[k + 1]));
  if (i < 0) return undefined;
  const pair = { text: q.slice(bounds[i].index, bounds[i + 1].index + bounds[i + 1].text.length), index: bounds[i].index };
  const [lo, up] = bounds[i].upper ? [bounds[i + 1], bounds[i]] : [bounds[i], bounds[i + 1]];
  const found = partOf(q, now, zone);
  const part = found && (found.index < pair.index || found.index >= pair.index + pair.text.length) ? found : undefined;
  const [x, y] = settle(lo.clock, up.clock, found?.span);
  const time = (b: Bound, hour: number, d: Day) => b.instant ?? at(zone, d, hour, b.clock.minute, b.clock.second);
  const named = lo.ownDay ?? up.ownDay ?? (part?.day ? undefined : namedDay(q, now, zone, pair, part));
  const d = part?.day ?? pastDay(named, now, zone, (day) => time(lo, x, day));
  const from = time(lo, x, d), to = time(up, y, d);
  return { from, to: to > from ? to : time(up, y + 24, d), text: lo.ownDay || up.ownDay ? joined(pair, part) : joined(pair, part, named) };
}
