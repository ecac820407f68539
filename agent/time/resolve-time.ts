// Resolves the time a question is about, in code, before any model call: "yesterday between
// 2 and 4 pm", "between 2 and 5 in the afternoon", "last night", "since this morning", "in the
// past 3 hours", "at 14:05", "around 6:30", "on Tuesday", ISO times, open ends such as "before
// 16:00:15" or "since Monday", two joined ("after 11:00 and before 17:00"), and the start or end
// of one ("at the end of the afternoon"), and stretches of the recording itself ("the first
// ten seconds", footage-span.ts, given the recorded extent). Natural-language
// times are read in the camera's time zone against a reference "now"; the result is a UTC
// range [from, to) plus the words it came from, so the answer can show what was understood.
// Each kind of phrase has its reader beside this file; this one tries them in turn and falls
// back to chrono's own reading.
import type * as Chrono from 'chrono-node';
import { isValidZone, localParts } from './zone.ts';
import { NUMBERED_PARTS, WEEKDAY_WORD, lengthBeforeEvent, addDays, at, dayOf, parse, type TimeRange } from './local-day.ts';
import { DAYTIME, dayPart, hourIn, partOf, saidTwelveHour } from './day-part.ts';
import { clockRange, betweenHours } from './clock-range.ts';
import { boundPair, namesBoundClock, openBound } from './open-bound.ts';
import { edgeOf } from './edge-of.ts';
import { footageSpan, type FootageExtent } from './footage-span.ts';
import { clockOfName, withDigitClocks } from './worded-clock.ts';
import { pastFirstGoing } from './first-going.ts';
import { withoutSignWords } from './sign-words.ts';
import { UserError } from '../../core/errors.ts';

export type { TimeRange } from './local-day.ts';

const HOUR = 3_600_000, MINUTE = 60_000;
/** "at 14:05" means the minute around it; "around 6:30" a quarter of an hour either side. */
const AT_HALF_WIDTH = MINUTE, AROUND_HALF_WIDTH = 15 * MINUTE;
/** Either side of a clock said to the second with "about" before it. */
const AROUND_SECOND_HALF_WIDTH = 5_000;

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

/** The same local wall time a week earlier. */
function weekBefore(ms: number, zone: string): number {
  const l = localParts(ms, zone);
  return at(zone, addDays(l, -7), l.hour, l.minute, l.second) + (ms % 1000);
}

/**
 * A time chrono reads whole: its own range, a day, or a moment ("at 14:05", "around 6:30"). A
 * clock is read on the day its words name, else today: chrono puts "midnight" on the next day.
 */
function chronoTime(q: string, hits: Chrono.ParsedResult[], now: number, zone: string): TimeRange | undefined {
  let [hit] = hits;
  if (!hit) return undefined;
  const weekday = hit.start.isCertain('weekday') && !hit.start.isCertain('day');
  // "yesterday, 2 to 4 pm" comes back as a day and, apart, the hours: read the hours from the
  // start of that day.
  const next = hits[1];
  if (next && !hit.start.isCertain('hour') && next.start.isCertain('hour') && !next.start.isCertain('day')) {
    const [onDay] = parse(next.text, at(zone, dayOf(hit.start.date().getTime(), zone), 0), zone);
    if (onDay) hit = Object.assign(onDay, { text: q.slice(hit.index, next.index + next.text.length), index: hit.index });
  } else if (hit.start.isCertain('hour') && !(['day', 'weekday', 'timezoneOffset'] as const).some((f) => hit.start.isCertain(f))) {
    // A clock alone, read from the start of today.
    hit = Object.assign(parse(hit.text, at(zone, dayOf(now, zone), 0), zone)[0] ?? hit, { text: hit.text, index: hit.index });
  }
  const k = hit.start, text = hit.text;
  if (!k.isCertain('hour')) {
    // A day ("yesterday", "on Tuesday", "2026-11-29"): the whole local day. Footage is in the
    // past: a weekday means the last one, today's once it has begun (chrono puts it at noon).
    const d = dayOf(k.date().getTime(), zone), back = weekday && at(zone, d, 0) > now ? -7 : 0;
    return { from: at(zone, addDays(d, back), 0), to: at(zone, addDays(d, back), 24), text };
  }
  // Likewise a weekday's clock still to come ("on Friday at 14:00" asked on Wednesday) is last week's.
  const past = (ms: number) => (weekday && k.date().getTime() > now ? weekBefore(ms, zone) : ms);
  const start = past(k.date().getTime());
  if (hit.end) return { from: start, to: past(hit.end.date().getTime()), text };
  // "Was nobody around at 10:17?": an approximator before "at" is an adverb of place ("around" here), not of the time.
  // "twenty-five to five or so", "ten past eleven or thereabouts": approximate, as "around" before it is.
  const around = (!/^at\b/i.test(hit.text) && /\b(?:around|about|approximately|circa|~)\s*$/i.test(q.slice(0, hit.index)))
    || /^[\s,]*(?:or so|or thereabouts|give or take|roughly|approx(?:imately)?)\b/i.test(q.slice(hit.index + hit.text.length));
  // About a clock said to the second ("about seventeen seconds after four") is a few seconds either side.
  const half = around ? (k.isCertain('second') && k.get('second') !== 0 ? AROUND_SECOND_HALF_WIDTH : AROUND_HALF_WIDTH) : k.isCertain('second') ? 1000 : AT_HALF_WIDTH;
  const said = around ? `around ${text}` : text;
  if (!saidTwelveHour(hit.start, hit.text)) return { from: start - half, to: start + half, text: said };
  // A 12-hour clock: a part of the day beside it says its half ("at 9:30 in the evening"); else
  // it is the day's hour ("half three" is 15:30), and the other half is kept for the caller, who
  // knows where there is footage.
  const part = partOf(q, now, zone);
  const l = localParts(start, zone), shift = (h: number) => at(zone, l, h, l.minute, l.second) + (start % 1000);
  if (part) { const t = shift(hourIn(l.hour, part.span)); return { from: t - half, to: t + half, text: withPart(said, hit, part) }; }
  const hour = hourIn(l.hour, DAYTIME), t = shift(hour), other = shift(hour < 12 ? hour + 12 : hour - 12);
  return { from: t - half, to: t + half, text: said, otherHalf: { from: other - half, to: other + half } };
}

/** The clock's words and the part of the day's, once each: chrono may have read the part with the clock ("at 8:31 this morning"). */
function withPart(said: string, hit: Chrono.ParsedResult, part: { text: string; index: number }): string {
  const end = hit.index + hit.text.length;
  if (part.index + part.text.length <= hit.index || part.index >= end) return `${said} ${part.text}`;
  return part.index + part.text.length > end ? `${said}${part.text.slice(end - part.index)}` : said;
}

/** Resolves the first time expression in a question; undefined when it names no time. */
export function resolveTime(said: string, opts: { now: number; timezone?: string; footage?: FootageExtent }): TimeRange | undefined {
  const zone = opts.timezone ?? 'UTC';
  // "at half past nine", "at ten fifteen": clocks said in words, as digits (worded-clock.ts); a sign's words are none (sign-words.ts).
  const question = withDigitClocks(withoutSignWords(said.replace(NUMBERED_PARTS, '?')));
  if (!isValidZone(zone)) throw new UserError(`unknown time zone "${zone}" (use an IANA name such as Europe/Berlin)`);
  // "the first ten seconds", "the last hour of the recording": counted from what was recorded, not from now.
  const recorded = footageSpan(question, opts.footage);
  if (recorded) return recorded;
  const past = pastPeriod(question, opts.now);
  if (past) return past;
  // "at the end of the afternoon": the last minute of the time read after it.
  const edge = edgeOf(question, opts.now, zone, (words) => resolveTime(words, opts));
  if (edge) return edge;
  // A lowercase "sun", "sat", "wed" is the word, not a weekday ("when did the sun come up?").
  // "Later in the day" is the day asked about, not one day on (chrono's "in a day").
  const hits = parse(question, opts.now, zone).filter((h) => !WEEKDAY_WORD.test(h.text) && !lengthBeforeEvent(question, h) && !clockOfName(question, h) && !/^in the day$/i.test(h.text));
  const clockNamed = !!clockRange(question) || hits.some((h) => h.start.isCertain('hour')) || namesBoundClock(question, opts.now, zone);
  const now = opts.now;
  // A clock range and two joined bounds come first: a part of the day beside them only gives
  // their hours its half of the day and its day ("this afternoon between 2 and 4").
  const read = betweenHours(question, now, zone) ?? boundPair(question, now, zone)
    ?? dayPart(question, now, zone, clockNamed) ?? openBound(question, now, zone) ?? chronoTime(question, hits, now, zone);
  // "Did the car come back after it left in the morning?": the morning is its going's, not its return's.
  return read && pastFirstGoing(question, read, now, zone);
}
