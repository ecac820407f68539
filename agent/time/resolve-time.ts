// Resolves the time a question is about, in code, before any model call: "yesterday between
// 2 and 4 pm", "last night", "this morning", "in the afternoon", "in the past 3 hours", "at
// 14:05", "around 6:30", "on Tuesday", ISO times, "between 06:10 and 06:20", open ends such as
// "before 16:00:15", "after 3 pm", "since Monday". Natural-language times are read in the
// camera's time zone against a reference "now"; the result is a UTC range [from, to) plus the
// words it came from, so the answer can show what was understood.
import type * as Chrono from 'chrono-node';
import { localParts, offsetMinutes, zonedTime, isValidZone } from './zone.ts';
import { UserError } from '../../core/errors.ts';
import { lazyModule } from '../../core/lazy-module.ts';

const chrono = lazyModule<typeof Chrono>('chrono-node');

export interface TimeRange {
  from: number;
  to: number;
  /** The words the range was read from. */
  text: string;
}

const HOUR = 3_600_000, MINUTE = 60_000;
/** "at 14:05" means the minute around it; "around 6:30" a quarter of an hour either side. */
const AT_HALF_WIDTH = MINUTE, AROUND_HALF_WIDTH = 15 * MINUTE;

type Day = { year: number; month: number; day: number };

function addDays(d: Day, n: number): Day {
  const x = new Date(Date.UTC(d.year, d.month - 1, d.day + n));
  return { year: x.getUTCFullYear(), month: x.getUTCMonth() + 1, day: x.getUTCDate() };
}

const dayOf = (ms: number, zone: string, shift = 0): Day => addDays(localParts(ms, zone), shift);

const at = (zone: string, d: Day, hour: number, minute = 0, second = 0) => zonedTime(zone, d.year, d.month, d.day, hour, minute, second);

const parse = (text: string, now: number, zone: string) => chrono.parse(text, { instant: new Date(now), timezone: offsetMinutes(now, zone) }, { forwardDate: false });

/** "in the past 3 hours", "during the last day": up to now. */
function pastPeriod(q: string, now: number): TimeRange | undefined {
  const past = /\b(?:in the |during the |over the )?(?:past|last) (?:(\d+|an?|one|two|three|few) ?)?(minutes?|mins?|hours?|hrs?|days?)\b/i.exec(q);
  if (!past) return undefined;
  // "the past hour" counts one.
  const count = past[1]?.toLowerCase() ?? 'one';
  const n = ({ a: 1, an: 1, one: 1, two: 2, three: 3, few: 3 } as Record<string, number>)[count] ?? Number(count);
  const unit = /^m/i.test(past[2]) ? MINUTE : /^h/i.test(past[2]) ? HOUR : 24 * HOUR;
  return { from: now - n * unit, to: now, text: past[0] };
}

type NamedDay = { day: Day; text: string; index: number; weekday: boolean };
const fieldsOf = (c: Chrono.ParsedComponents): Day => ({ year: c.get('year')!, month: c.get('month')!, day: c.get('day')! });

/** The day the rest of a question names ("yesterday", "on Tuesday", "2026-11-29"), if any. */
function namedDay(rest: string, now: number, zone: string): NamedDay | undefined {
  const h = parse(rest, now, zone).find((x) => x.start.isCertain('day') || x.start.isCertain('weekday'));
  return h && { day: fieldsOf(h.start), text: h.text, index: h.index, weekday: !h.start.isCertain('day') };
}

/**
 * Footage is in the past, so a range that has not begun at `now` means an earlier one: the
 * previous day when the question names no day ("the evening", asked at 09:00), last week's
 * for a weekday. A day named outright ("yesterday", a date) is taken as said.
 */
function pastDay(named: NamedDay | undefined, now: number, zone: string, start: (d: Day) => number): Day {
  const d = named?.day ?? dayOf(now, zone);
  const back = named ? (named.weekday ? 7 : 0) : 1;
  return back && start(d) > now ? addDays(d, -back) : d;
}

/** The words of two parts of a question in the order they were asked. */
const joined = (a: { text: string; index: number }, b?: { text: string; index: number }) => !b ? a.text : b.index < a.index ? `${b.text} ${a.text}` : `${a.text} ${b.text}`;

/** Parts of the day in local hours; the night runs on to 06:00 the next day. */
const PARTS: Record<string, [number, number]> = { morning: [5, 12], afternoon: [12, 18], evening: [18, 24], night: [18, 30] };
/** Words that name the day of a part themselves, as days from today. */
const QUALIFIERS: Record<string, number> = { this: 0, to: 0, yesterday: -1, last: -1 };
// A part needs a qualifier ("this morning", "tonight", "last night"), a preposition ("in the
// afternoon", "at night", "overnight") or a weekday ("on Monday morning") in front of it, so
// "was the night light on?" names no time.
const PART = /\b(?:(this |to|yesterday |last )|(?:in the |during the |over the |at |over)|(?<=\b(?:mon|tues|wednes|thurs|fri|satur|sun)day ))(morning|afternoon|evening|night)\b/i;

/**
 * A part of the day, which chrono reads as one hour ("in the afternoon" as 14:00). Without a
 * qualifier it is read on the day the rest of the question names, and gives way to a clock:
 * "at 7 in the morning" is 07:00, not the morning.
 */
function dayPart(q: string, now: number, zone: string, clockNamed: boolean): TimeRange | undefined {
  const m = PART.exec(q);
  if (!m) return undefined;
  const [a, b] = PARTS[m[2].toLowerCase()];
  if (m[1]) {
    const d = dayOf(now, zone, QUALIFIERS[m[1].trim().toLowerCase()]);
    return { from: at(zone, d, a), to: at(zone, d, b), text: m[0] };
  }
  if (clockNamed) return undefined;
  const named = namedDay(q.slice(0, m.index) + ' ' + q.slice(m.index + m[0].length), now, zone);
  const d = pastDay(named, now, zone, (x) => at(zone, x, a));
  return { from: at(zone, d, a), to: at(zone, d, b), text: joined({ text: m[0], index: m.index }, named) };
}

const CLOCK = String.raw`(\d{1,2})(?:[:.](\d{2}))?(?::(\d{2}))?\s*(am|pm|a\.m\.|p\.m\.)?`;
const BETWEEN = new RegExp(String.raw`\b(?:between|from)\s+${CLOCK}\s+(?:and|to|until|till|-)\s+${CLOCK}`, 'i');

function hour24(h: number, meridiem: string | undefined): number {
  if (!meridiem) return h;
  const pm = meridiem.toLowerCase().startsWith('p');
  return (h % 12) + (pm ? 12 : 0);
}

/** "between 2 and 4 pm", "from 06:10 to 06:20", on the day the question names (default today). */
function betweenHours(q: string, now: number, zone: string): TimeRange | undefined {
  const m = BETWEEN.exec(q);
  if (!m) return undefined;
  // Seconds too: "between 16:00:13 and 16:00:15" on a short real clip.
  const [, h1, m1, s1, ap1, h2, m2, s2, ap2] = m;
  // "between 2 and 4 pm": the meridiem of the end applies to the start too.
  const a = hour24(Number(h1), ap1 ?? ap2), b = hour24(Number(h2), ap2 ?? ap1);
  if (a > 24 || b > 24 || [m1, m2, s1, s2].some((x) => Number(x ?? 0) > 59)) return undefined;
  const rest = q.slice(0, m.index) + ' ' + q.slice(m.index + m[0].length);
  const dayHit = parse(rest, now, zone).find((h) => !h.start.isCertain('hour'));
  const day = dayOf(dayHit ? dayHit.start.date().getTime() : now, zone);
  const from = at(zone, day, a, Number(m1 ?? 0), Number(s1 ?? 0));
  let to = at(zone, day, b, Number(m2 ?? 0), Number(s2 ?? 0));
  if (to <= from) to += 24 * HOUR; // "between 22:00 and 02:00" runs past midnight
  return { from, to, text: dayHit ? `${dayHit.text} ${m[0]}` : m[0] };
}

// An open end: "before 08:00", "until 16:00:15", "after 15:00", "since Monday", "from 15:00 on".
// chrono reads the clock alone ("before 08:00" as the minute at 08:00), so the word is read here.
const BOUND = /\b(before|earlier than|until|till|til|up to|up until|after|later than|since|from)\s+/gi;
const UPPER = /^(?:before|earlier|until|till|til|up)/i;

/**
 * An upper bound runs from the start of its day; a lower bound to the end of its day, or to
 * now while that day is still going; "since" to now. The day is the one the clock's own words
 * name ("8 am yesterday"), else the one the rest of the question names, else today.
 */
function openBound(q: string, now: number, zone: string): TimeRange | undefined {
  for (const m of q.matchAll(BOUND)) {
    const word = m[1].toLowerCase(), tail = q.slice(m.index + m[0].length);
    const h = parse(tail, now, zone)[0];
    const c = h?.start, ownDay = c && (c.isCertain('day') || c.isCertain('weekday'));
    if (!c || h.index !== 0 || !(c.isCertain('hour') || (word === 'since' && ownDay))) continue;
    // "from 15:00" alone begins a range or names a place; "from 15:00 on(wards)" is a bound.
    const on = /^\s+on(?:wards?)?\b/i.exec(tail.slice(h.text.length))?.[0] ?? '';
    if (word === 'from' && !on) continue;
    const end = m.index + m[0].length + h.text.length + on.length, upper = UPPER.test(word);
    const phrase = { text: q.slice(m.index, end), index: m.index };
    // An ISO time with its own offset is an instant; other clocks are wall time in the camera's zone.
    const instant = c.isCertain('timezoneOffset') ? c.date().getTime() : undefined;
    const named = ownDay ? { day: instant === undefined ? fieldsOf(c) : dayOf(instant, zone), text: '', index: 0, weekday: !c.isCertain('day') }
      : namedDay(q.slice(0, m.index) + ' ' + q.slice(end), now, zone);
    // A day alone ("since yesterday") starts at its midnight, whatever clock chrono implies.
    const clock = c.isCertain('hour') ? [c.get('hour')!, c.get('minute') ?? 0, c.get('second') ?? 0] : [0, 0, 0];
    if (upper && !clock.some(Boolean)) clock[0] = 24; // "until midnight" is the end of the day, not its start
    const time = (d: Day) => instant ?? at(zone, d, clock[0], clock[1], clock[2]);
    const d = pastDay(named, now, zone, upper ? (x) => at(zone, x, 0) : time);
    const t = time(d), dayEnd = at(zone, d, 24), text = ownDay ? phrase.text : joined(phrase, named);
    if (upper) return { from: at(zone, d, 0), to: t, text };
    return { from: t, to: now > t && (word === 'since' || now < dayEnd) ? now : dayEnd, text };
  }
  return undefined;
}

/** Resolves the first time expression in a question; undefined when it names no time. */
export function resolveTime(question: string, opts: { now: number; timezone?: string }): TimeRange | undefined {
  const zone = opts.timezone ?? 'UTC';
  if (!isValidZone(zone)) throw new UserError(`unknown time zone "${zone}" (use an IANA name such as Europe/Berlin)`);
  const past = pastPeriod(question, opts.now);
  if (past) return past;
  // A lowercase "sun", "sat", "wed" is the word, not a weekday ("when did the sun come up?").
  const hits = parse(question, opts.now, zone).filter((h) => !/^(?:sun|sat|wed|mon|tue|thu|fri)$/.test(h.text));
  const clockNamed = BETWEEN.test(question) || hits.some((h) => h.start.isCertain('hour'));
  const ranged = dayPart(question, opts.now, zone, clockNamed) ?? betweenHours(question, opts.now, zone) ?? openBound(question, opts.now, zone);
  if (ranged) return ranged;
  let hit = hits[0];
  if (!hit) return undefined;
  // "yesterday between 2 and 4 pm" comes back as a day and, apart, the hours: read the hours
  // on that day.
  const next = hits[1];
  if (next && !hit.start.isCertain('hour') && next.start.isCertain('hour') && !next.start.isCertain('day')) {
    const day = dayOf(hit.start.date().getTime(), zone);
    const noon = at(zone, day, 12);
    const [onDay] = parse(next.text, noon, zone);
    if (onDay) {
      const text = question.slice(hit.index, next.index + next.text.length);
      hit = Object.assign(onDay, { text, index: hit.index });
    }
  }
  const start = hit.start.date().getTime();
  const text = hit.text;
  if (hit.end) return { from: start, to: hit.end.date().getTime(), text };
  const k = hit.start;
  if (!k.isCertain('hour')) {
    // A day ("yesterday", "on Tuesday", "2026-11-29"): the whole local day.
    // Footage is in the past: a named weekday means the last one, not the next.
    const weekday = /\b(mon|tue|wed|thu|fri|sat|sun)[a-z]*\b/i.test(text);
    const d = dayOf(start, zone, weekday && start > opts.now ? -7 : 0);
    return { from: at(zone, d, 0), to: at(zone, d, 24), text };
  }
  const around = /\b(?:around|about|approximately|circa|~)\s*$/i.test(question.slice(0, hit.index));
  const half = around ? AROUND_HALF_WIDTH : k.isCertain('second') ? 1000 : AT_HALF_WIDTH;
  return { from: start - half, to: start + half, text: around ? `around ${text}` : text };
}
