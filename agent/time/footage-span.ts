// A stretch counted from the start or the end of what was recorded: "in the first ten seconds",
// "during the first hour of the recording", "the last 5 minutes of the clip", "the final two
// minutes", "the opening half hour". These have no meaning against the clock: they run from
// the first frame the cameras asked about recorded (or back from the last one). "The last N
// minutes" with nothing after it is the time up to now (resolve-time.ts's past period);
// with "of the recording" (clip, footage, video) it is the recording's.
import type { TimeRange } from './local-day.ts';

const UNIT_MS: Record<string, number> = { s: 1000, m: 60_000, h: 3_600_000 };
const NUMBER_WORDS: Record<string, number> = {
  a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
  fifteen: 15, twenty: 20, thirty: 30, forty: 40, 'forty-five': 45, fifty: 50, sixty: 60, ninety: 90, few: 3, 'couple of': 2, half: 0.5,
};
const NUMBER = `\\d+(?:\\.\\d+)?|${Object.keys(NUMBER_WORDS).sort((a, b) => b.length - a.length).join('|')}`;
const RECORDING = '(?:recording|clip|video|footage|film|tape)';

/**
 * The phrase: which end ("first", "opening" from the start; "last", "final", "closing" back from
 * the end), how many (none: one), the unit, and maybe "of the recording". "half an hour" and
 * "half hour" are thirty minutes.
 */
export const FOOTAGE_SPAN = new RegExp(
  `\\b(?:(?:in|during|over|within|for|across) )?the (first|opening|last|final|closing) (?:(${NUMBER}) )?(?:(half) (?:an? )?)?(seconds?|secs?|minutes?|mins?|hours?|hrs?|half[ -]hour)\\b(?: of (?:the |this |that )?(${RECORDING}))?`,
  'i',
);

export interface FootageExtent { from: number; to: number }

/**
 * The stretch the phrase names inside the recorded extent; undefined without the phrase, or a
 * "last N" that names no recording (that one is up to now), or with no footage known.
 */
export function footageSpan(q: string, extent: FootageExtent | undefined): TimeRange | undefined {
  const m = FOOTAGE_SPAN.exec(q);
  if (!m || !extent) return undefined;
  const [text, end, count, half, unit, recording] = m;
  const fromEnd = /^(?:last|final|closing)$/i.test(end);
  // "the last 30 minutes" alone is the time up to now; "the closing minutes" and "the last 30 minutes of the clip" are the recording's.
  if (/^last$/i.test(end) && !recording) return undefined;
  const n = count === undefined ? 1 : /^\d/.test(count) ? Number(count) : NUMBER_WORDS[count.toLowerCase()];
  const halfHour = /^half[ -]hour$/i.test(unit);
  const ms = (halfHour ? 1_800_000 : UNIT_MS[unit[0].toLowerCase()]) * n * (half ? 0.5 : 1);
  if (!(ms > 0)) return undefined;
  const range = fromEnd ? { from: Math.max(extent.from, extent.to - ms), to: extent.to } : { from: extent.from, to: Math.min(extent.to, extent.from + ms) };
  return { ...range, text: text.trim() };
}
