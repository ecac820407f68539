// Resolves the time a question is about, in code, before any model call: "yesterday between
// 2 and 4 pm", "last night", "this morning", "in the past 3 hours", "at 14:05", "around 6:30",
// "on Tuesday", ISO times, "between 06:10 and 06:20". Natural-language times are read in the
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

function dayOf(ms: number, zone: string, shift = 0): Day {
  const l = localParts(ms, zone);
  const d = new Date(Date.UTC(l.year, l.month - 1, l.day + shift));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

const at = (zone: string, d: Day, hour: number, minute = 0, second = 0) => zonedTime(zone, d.year, d.month, d.day, hour, minute, second);

/** Phrases chrono reads differently from how people mean them on CCTV, handled first. */
function namedPeriod(q: string, now: number, zone: string): TimeRange | undefined {
  const past = /\b(?:in the |during the |over the )?(?:past|last) (?:(\d+|an?|one|two|three|few) ?)?(minutes?|mins?|hours?|hrs?|days?)\b/i.exec(q);
  if (past) {
    // "the past hour" counts one.
    const count = past[1]?.toLowerCase() ?? 'one';
    const n = ({ a: 1, an: 1, one: 1, two: 2, three: 3, few: 3 } as Record<string, number>)[count] ?? Number(count);
    const unit = /^m/i.test(past[2]) ? MINUTE : /^h/i.test(past[2]) ? HOUR : 24 * HOUR;
    return { from: now - n * unit, to: now, text: past[0] };
  }
  const today = dayOf(now, zone), yesterday = dayOf(now, zone, -1);
  const rules: [RegExp, () => [number, number]][] = [
    [/\blast night\b/i, () => [at(zone, yesterday, 18), at(zone, today, 6)]],
    [/\btonight\b/i, () => [at(zone, today, 18), at(zone, dayOf(now, zone, 1), 6)]],
    [/\bthis morning\b/i, () => [at(zone, today, 5), at(zone, today, 12)]],
    [/\bthis afternoon\b/i, () => [at(zone, today, 12), at(zone, today, 18)]],
    [/\bthis evening\b/i, () => [at(zone, today, 18), at(zone, today, 24)]],
    [/\byesterday morning\b/i, () => [at(zone, yesterday, 5), at(zone, yesterday, 12)]],
    [/\byesterday afternoon\b/i, () => [at(zone, yesterday, 12), at(zone, yesterday, 18)]],
    [/\byesterday evening\b/i, () => [at(zone, yesterday, 18), at(zone, yesterday, 24)]],
  ];
  for (const [re, range] of rules) {
    const m = re.exec(q);
    if (m) {
      const [from, to] = range();
      return { from, to: Math.min(to, Math.max(from + 1, to)), text: m[0] };
    }
  }
  return undefined;
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
  const dayHit = chrono.parse(rest, { instant: new Date(now), timezone: offsetMinutes(now, zone) }, { forwardDate: false })
    .find((h) => !h.start.isCertain('hour'));
  const day = dayOf(dayHit ? dayHit.start.date().getTime() : now, zone);
  const from = at(zone, day, a, Number(m1 ?? 0), Number(s1 ?? 0));
  let to = at(zone, day, b, Number(m2 ?? 0), Number(s2 ?? 0));
  if (to <= from) to += 24 * HOUR; // "between 22:00 and 02:00" runs past midnight
  return { from, to, text: dayHit ? `${dayHit.text} ${m[0]}` : m[0] };
}

/** Resolves the first time expression in a question; undefined when it names no time. */
export function resolveTime(question: string, opts: { now: number; timezone?: string }): TimeRange | undefined {
  const zone = opts.timezone ?? 'UTC';
  if (!isValidZone(zone)) throw new UserError(`unknown time zone "${zone}" (use an IANA name such as Europe/Berlin)`);
  const named = namedPeriod(question, opts.now, zone);
  if (named) return named;
  const between = betweenHours(question, opts.now, zone);
  if (between) return between;
  const ref = { instant: new Date(opts.now), timezone: offsetMinutes(opts.now, zone) };
  // A lowercase "sun", "sat", "wed" is the word, not a weekday ("when did the sun come up?").
  const hits = chrono.parse(question, ref, { forwardDate: false }).filter((h) => !/^(?:sun|sat|wed|mon|tue|thu|fri)$/.test(h.text));
  let hit = hits[0];
  if (!hit) return undefined;
  // "yesterday between 2 and 4 pm" comes back as a day and, apart, the hours: read the hours
  // on that day.
  const next = hits[1];
  if (next && !hit.start.isCertain('hour') && next.start.isCertain('hour') && !next.start.isCertain('day')) {
    const day = dayOf(hit.start.date().getTime(), zone);
    const noon = at(zone, day, 12);
    const [onDay] = chrono.parse(next.text, { instant: new Date(noon), timezone: offsetMinutes(noon, zone) }, { forwardDate: false });
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
