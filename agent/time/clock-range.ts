// Two clock times as a range: "between 2 and 4 pm", "from 06:10 to 06:20", "between 16:00:13
// and 16:00:15", "between 2 and 5 in the afternoon", on the day the question names (the last
// such weekday) or today.
import { addDays, at, dayOf, joined, namedDay, pastDay, type TimeRange } from './local-day.ts';
import { DAYTIME, hourIn, partOf } from './day-part.ts';

const CLOCK = String.raw`\d{1,2}(?:[:.]\d{2})?(?::\d{2})?(?:\s*(?:am|pm|a\.m\.|p\.m\.))?|noon|midday|midnight`;
/** Clocks said as words. Midnight ending a range is the end of its day: the range runs past it. */
const NAMED: Record<string, number> = { noon: 12, midday: 12, midnight: 0 };
/** A part of the day said after a range's first clock, which is that clock's own ("between 10 in the morning and 1 in the afternoon"). */
const OWN_PART = String.raw`in the (?:morning|afternoon|evening)|at night`;
export const BETWEEN = new RegExp(String.raw`\b(?:between|from)\s+(${CLOCK})(?:\s+(${OWN_PART}))?\s+(?:and|to|until|till|-)\s+(${CLOCK})`, 'i');
/** After a number said alone, these make it a clock: the clause ends, or words of time follow ("after 3", "after 3 today"; not "after 3 cars"). */
export const CLOCK_FOLLOWS = /^(?:\s*$|\s*[?.!,;:)]|\s+(?:today|yesterday|tonight|this|last|on|in|at|and|or|but|then|o'?clock|sharp|did|was|were|is|are|has|had|have|when|while)\b)/i;
/** Two clocks joined with no "between" or "from" ("after lunch, say 1 to 6?"): a range only where a clock may stand alone (CLOCK_FOLLOWS), not "2 to 3 cars". */
const BARE_RANGE = new RegExp(String.raw`(?<![\d:.])\b(${CLOCK})\s+(?:to|until|till|-)\s+(${CLOCK})(?![\d:.])`, 'gi');

/** A clock range as said: its words, where they are, its two clocks, and the part of the day said with the first alone. */
export interface SaidRange { text: string; index: number; a: string; b: string; firstPart?: string }

/** A clock range as said: with "between" or "from", or bare where clocks stand alone. */
export function clockRange(q: string): SaidRange | undefined {
  const m = BETWEEN.exec(q);
  if (m) return { text: m[0], index: m.index, a: m[1], b: m[3], ...(m[2] ? { firstPart: m[2] } : {}) };
  for (const b of q.matchAll(BARE_RANGE)) if (CLOCK_FOLLOWS.test(q.slice(b.index! + b[0].length))) return { text: b[0], index: b.index!, a: b[1], b: b[2] };
  return undefined;
}

/**
 * A clock as said. `twelve`: an hour 1-12 with no am/pm and no leading zero, whose half of
 * the day the rest of the question settles ("06:10" is read as a 24-hour clock).
 */
export interface Clock { hour: number; minute: number; second: number; meridiem?: 'am' | 'pm'; twelve: boolean }

export function readClock(said: string): Clock | undefined {
  const named = NAMED[said.toLowerCase()];
  if (named !== undefined) return { hour: named, minute: 0, second: 0, twelve: false };
  const [, h, minute = '0', second = '0', ap] = /^(\d{1,2})(?:[:.](\d{2}))?(?::(\d{2}))?\s*([ap])?/i.exec(said) ?? [];
  if (h === undefined) return undefined;
  const meridiem = ap ? (/p/i.test(ap) ? 'pm' : 'am') : undefined;
  const hour = meridiem ? hour24(Number(h), meridiem) : Number(h);
  if (hour > 24 || Number(minute) > 59 || Number(second) > 59) return undefined;
  return { hour, minute: Number(minute), second: Number(second), meridiem, twelve: !meridiem && /^(?:[1-9]|1[0-2])$/.test(h) };
}

const hour24 = (h: number, meridiem: 'am' | 'pm') => (h % 12) + (meridiem === 'pm' ? 12 : 0);

/**
 * The 24-hour hours of a range's two ends. A part of the day settles a 12-hour clock
 * ("between 2 and 5 in the afternoon" is 14-17, "from 7 to 9 in the evening" 19-21); else
 * the am/pm of one end applies to the other ("between 2 and 4 pm"); else an end that would
 * come before the start is the afternoon's ("between 10 and 2", "from noon to 3").
 */
export function settle(a: Clock, b: Clock, span?: [number, number]): [number, number] {
  const hour = (c: Clock, other: Clock) =>
    !c.twelve ? c.hour : span ? hourIn(c.hour, span) : other.meridiem ? hour24(c.hour, other.meridiem) : c.hour;
  const x = hour(a, b), y = hour(b, a);
  // An end said before its start is in the next half of the day: "between 10 and 2" is 10-14, and
  // "between 9 and 12 in the morning" ends at noon (the morning's 12 read alone is midnight).
  return [x, b.twelve && !a.meridiem && y < x && y + 12 > x ? y + 12 : y];
}

/** A part of the day beside the range gives its hours their half of the day and, if it names one, the day. */
export function betweenHours(q: string, now: number, zone: string): TimeRange | undefined {
  const m = clockRange(q);
  const a = m && readClock(m.a), b = m && readClock(m.b);
  if (!a || !b) return undefined;
  const range = { text: m.text, index: m.index };
  // Each clock with a part of the day of its own ("between 10 in the morning and 1 in the
  // afternoon"): the first its own, the second the one said after it, else the first's.
  const own = m.firstPart ? partOf(m.firstPart, now, zone)?.span : undefined;
  const rest = m.index + m.text.length;
  const later = own ? partOf(q.slice(rest), now, zone) : undefined;
  const after = later && { ...later, index: later.index + rest };
  const part = own ? after : partOf(q, now, zone);
  const named = part?.day ? undefined : namedDay(q, now, zone, range, part);
  const daytime = !part && !own && bothTwelve(a, b);
  const [x, y] = own ? [hourIn(a.hour, own), after ? hourIn(b.hour, after.span) : settle(a, b, own)[1]] : daytime ? inDaytime(a, b) : settle(a, b, part?.span);
  // A weekday is the last one (pastDay); with no day named, today's hours even if still to come.
  const base = part?.day ?? (named ? pastDay(named, now, zone, (d) => at(zone, d, x, a.minute, a.second)) : dayOf(now, zone));
  // Hours past midnight of a night no day was named for ("in the small hours, between 1 and 2")
  // are the last such night's, not tonight's still to come.
  const day = !part?.day && !named && x >= 24 && at(zone, base, x, a.minute, a.second) > now ? addDays(base, -1) : base;
  const span = (h0: number, h1: number) => {
    const from = at(zone, day, h0, a.minute, a.second), to = at(zone, day, h1, b.minute, b.second);
    // "between 22:00 and 02:00" runs past midnight, in local hours across a change of clocks.
    return { from, to: to > from ? to : at(zone, day, h1 + 24, b.minute, b.second) };
  };
  const other = daytime ? (x >= 12 ? span(x - 12, y - 12) : span(x + 12, y + 12)) : undefined;
  return { ...span(x, y), text: joined(range, part, named), ...(other ? { otherHalf: other } : {}) };
}

/** Both ends said as 12-hour clocks with no am/pm: "between 2 and 4", "from 8 to 11". */
function bothTwelve(a: Clock, b: Clock): boolean {
  return a.twelve && b.twelve && !a.meridiem && !b.meridiem;
}

/**
 * A range of two bare 12-hour clocks is in the day's hours as a clock said alone is (DAYTIME:
 * "between 2 and 4" is 14-16, "between 8 and 11" 08-11, "between 5 and 7" 17-19), its end in its
 * start's half of the day, or the next half when it would come before the start ("between 10 and
 * 2" is 10-14). The caller keeps the other half for when only it has footage.
 */
export function inDaytime(a: Clock, b: Clock): [number, number] {
  const x = hourIn(a.hour, DAYTIME), y = (b.hour % 12) + (x >= 12 ? 12 : 0);
  // Within one hour ("between 10:15 and 10:45") the end is after the start by its minutes.
  const later = y * 3600 + b.minute * 60 + b.second > x * 3600 + a.minute * 60 + a.second;
  return [x, later ? y : y + 12];
}
