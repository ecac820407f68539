// Parts of the day: "this morning", "in the afternoon", "last night", "on Monday evening",
// and a share of one: "in the late morning", "early this evening", "mid-afternoon", "first
// thing", "in the early hours". chrono reads one as a single hour ("in the afternoon" as
// 15:00); a question about footage means the hours it spans.
import type * as Chrono from 'chrono-node';
import { at, dayOf, joined, namedDay, pastDay, type Day, type TimeRange } from './local-day.ts';

/**
 * Parts of the day in local hours; the night runs on to 06:00 the next day. The evening begins
 * at five, where it overlaps the afternoon: "five in the evening" is said as often as "five in the
 * afternoon", and through the darker half of the year it is dark by then.
 */
const PARTS: Record<string, [number, number]> = { morning: [5, 12], afternoon: [12, 18], evening: [17, 24], night: [18, 30], ...named() };

/**
 * Times of the day named by what is done then, in local hours as an office or a street keeps
 * them: a meal's usual hours, the rush hours. They are parts like the others (a qualifier or a
 * preposition before them, a share of them: "at lunchtime", "early lunchtime", "this teatime").
 * "Rush hour" on its own is the morning's; the evening's is named so.
 */
function named(): Record<string, [number, number]> {
  const spans: [string[], [number, number]][] = [
    [['lunchtime', 'lunch time', 'lunch hour', 'lunch', 'midday break'], [12, 14]],
    [['breakfast time', 'breakfast'], [7, 9]],
    [['teatime', 'tea time'], [15.5, 17.5]],
    [['dinnertime', 'dinner time', 'dinner', 'suppertime', 'supper time', 'supper'], [18, 20]],
    [['rush hour', 'morning rush hour', 'morning rush'], [7, 9.5]],
    [['evening rush hour', 'evening rush'], [16.5, 19]],
  ];
  return Object.fromEntries(spans.flatMap(([words, span]) => words.map((w) => [w, span])));
}
/**
 * Named times that are a meal, had at some moment in its usual hours: "after lunch" is after
 * the lunch itself, from the middle of those hours (a lorry at 13:10 came after lunch), not
 * from when the last lunch hour ends; "before lunch" is up to it.
 */
const MEALS = /^(?:lunch|breakfast|tea|dinner|supper|midday break)/;
/** The words of PARTS, longest first (so "lunch time" is read whole, not as "lunch"), for the pattern. */
const PART_WORDS = Object.keys(PARTS).sort((a, b) => b.length - a.length).map((w) => w.replace(/[-\s]+/g, String.raw`[-\s]+`)).join('|');
/**
 * The share of a part a modifier names, as fractions of its span: early is its first half,
 * late its second, mid its middle half. "First thing" is the early part of a morning.
 */
const MODIFIERS: Record<string, [number, number]> = { early: [0, 0.5], 'first thing': [0, 0.5], 'last thing': [0.5, 1], late: [0.5, 1], mid: [0.25, 0.75], middle: [0.25, 0.75], 'small hours': [0.5, 1] };
/**
 * Shares of a part that are not a fraction of its span, in local hours. The night's hours begin
 * with the evening's (18:00), so its second half would be the small hours only; "late at night",
 * "late last night" is as much 22:00 as 02:00: from the evening's late share on. Mid-morning is
 * about ten.
 */
const OWN_SHARES: Record<string, Record<string, [number, number]>> = {
  // "Last thing at night" is the end of the day, before bed: not the small hours.
  night: { late: [21, 30], 'last thing': [21, 24] },
  // The morning's hours begin at 05:00, before most mornings do: "mid-morning" is about ten (the
  // middle half of 05:00-12:00 would be 06:45-10:15, breakfast time).
  morning: { mid: [9, 11], middle: [9, 11] },
};
/** Named shares of a part that need no part word: "first thing" (in the morning), "the early hours" (of the night). */
const NAMED_SHARES: Record<string, [part: string, modifier: string]> = {
  'first thing': ['morning', 'first thing'], 'last thing': ['night', 'last thing'], 'early hours': ['night', 'small hours'], 'small hours': ['night', 'small hours'], 'wee hours': ['night', 'small hours'], 'wee small hours': ['night', 'small hours'],
  // "After hours", "out of hours": when places are shut, the night from late evening on.
  'after hours': ['night', 'late'], 'out of hours': ['night', 'late'],
  // "The white car late on": late in the day, as "late at night" is.
  'late on': ['night', 'late'],
};
/** Words that name the day of a part themselves, as days from today. */
const QUALIFIERS: Record<string, number> = { this: 0, to: 0, yesterday: -1, last: -1 };
const MOD = String.raw`(early|late|mid|middle|first thing|last thing)(?:-|\s+(?:of\s+the\s+)?)`;
/** "in", "around" without "the" only before a modifier: "in mid-morning", "around late afternoon". */
const BARE = String.raw`(?:in|around|by) (?=(?:early|late|mid|middle)[-\s])`;
// A part needs a qualifier ("this morning", "tonight", "last night"), a preposition ("in the
// afternoon", "at night", "overnight", "since the evening"), a weekday ("on Monday morning") or
// a modifier ("late morning", "mid-afternoon") in front of it, or said whole ("all morning", "the whole
// afternoon"), so "was the night light on?"
// names no time. A modifier may stand before the qualifier or preposition ("late last night",
// "early in the evening") or after it ("in the late morning", "this early afternoon").
const PART = new RegExp(String.raw`\b(?:${MOD})?(?:(this |to|yesterday |last )|(in the |during the |over the |throughout the |all through the |the whole |the entire |all the |all |at |during |over |over|around |${BARE}|(?<=\bsince )the |(?:after|before) (?:the )?))?`
  + String.raw`(?:(early|late|mid|middle)(?:-|\s+))?(${PART_WORDS}|(?:early|(?:wee\s+)?small|wee) hours|(?:after|out of) hours|late on(?!\s+(?:mon|tues|wednes|thurs|fri|satur|sun)day))\b`, 'gi');
const WEEKDAY_BEFORE = /\b(?:(early|late|mid)\s+(?:on\s+)?)?(?:mon|tues|wednes|thurs|fri|satur|sun)day\s+$/i;
/** "first thing" (or "last thing") on its own ("did anyone come first thing?"), not "the first thing that moved". */
const THING_ALONE = /(?<!\b(?:the|a|any|one|every|no)\s+)\b(first|last) thing\b(?!\s+(?:that|which|to|i|you|we|they|he|she|it|seen|moving|there)\b)/i;

export interface Part {
  /** Its local hours (a modified part: its share of them, "late morning" 08:30-12:00). */
  span: [number, number];
  text: string;
  index: number;
  /** The day its own words name ("yesterday evening", "tonight"); else the rest of the question says. */
  day?: Day;
  /** Said after "after" or "before" ("after lunch", "before the evening"): the rest of its day on that side of it. */
  side?: 'after' | 'before';
  /** A meal's moment (the middle of its hours), the edge of its "after" and "before". */
  moment?: number;
}

/** The share of a part's hours a modifier names. */
function share(part: string, modifier: string | undefined): [number, number] {
  const [a, b] = PARTS[part], mod = modifier?.toLowerCase().replace(/\s+/g, ' ') ?? '';
  const own = OWN_SHARES[part]?.[mod];
  if (own) return own;
  const [x, y] = MODIFIERS[mod] ?? [0, 1];
  return [a + (b - a) * x, a + (b - a) * y];
}

/**
 * "The afternoon double-decker", "the morning delivery": a part before the noun of a thing that
 * comes names when it came; not a lamp's ("the night light" is a kind of lamp), nor a part "of" a day.
 */
const ATTRIBUTIVE_AFTER = /^\s+(?!(?:lights?|lamps?|floodlights?|lighting|sky|of|and|or|to|till|until|before|after)\b)[a-z][a-z-]+\b/i;
const attributive = (q: string, x: RegExpMatchArray) => /^(?:morning|afternoon|evening|night)$/i.test(x[0]) && /\bthe\s+$/i.test(q.slice(Math.max(0, x.index! - 4), x.index)) && ATTRIBUTIVE_AFTER.test(q.slice(x.index! + x[0].length));

const partMatches = (q: string) => [...q.matchAll(PART)].filter((x) => x[1] || x[2] || x[3] || x[4] || /^(?:(?:after|out of) hours|late on)$/i.test(x[5]) || WEEKDAY_BEFORE.test(q.slice(0, x.index)) || attributive(q, x));

/** The time was said as a part of the day alone ("this evening", "tonight"), no clock: its edges are loose, unlike a clock's. */
export function saidAsPart(text: string): boolean {
  return !/\d/.test(text) && partMatches(text).length > 0;
}

/** Where the question names parts of the day ("in the late morning", "first thing"): words of time, for the question reader. */
export function dayPartSpans(q: string): [number, number][] {
  const first = THING_ALONE.exec(q);
  return [...partMatches(q), ...(first ? [first] : [])].map((m): [number, number] => [m.index!, m.index! + m[0].length]);
}

export function partOf(q: string, now: number, zone: string): Part | undefined {
  const m = partMatches(q)[0];
  if (m) {
    // "late on Friday evening": the modifier before the weekday (which stays the day's words).
    const beforeDay = WEEKDAY_BEFORE.exec(q.slice(0, m.index))?.[1];
    const word = m[5].toLowerCase().replace(/[-\s]+/g, ' ');
    const [part, named] = NAMED_SHARES[word] ?? [word, undefined];
    const day = m[2] ? dayOf(now, zone, QUALIFIERS[m[2].trim().toLowerCase()]) : undefined;
    const side = /^(after|before)\b/i.exec(m[3] ?? '')?.[1]?.toLowerCase() as Part['side'];
    const modifier = m[4] ?? m[1] ?? beforeDay ?? named, span = share(part, modifier);
    const moment = side && !modifier && MEALS.test(part) ? (span[0] + span[1]) / 2 : undefined;
    return { span, text: m[0], index: m.index!, day, ...(side ? { side } : {}), ...(moment !== undefined ? { moment } : {}) };
  }
  const first = THING_ALONE.exec(q);
  if (!first) return undefined;
  const [part, modifier] = NAMED_SHARES[`${first[1].toLowerCase()} thing`];
  return { span: share(part, modifier), text: first[0], index: first.index };
}

/** The hour a 12-hour clock means in a part of the day: 7 in the evening is 19, 1 at night 25 (01:00 the next day). */
export function hourIn(h: number, [a, b]: [number, number]): number {
  // A part inside one half of the day gives its clocks that half, even outside its hours: "between
  // 2 and 5 in the morning" is 02-05 (the morning's hours start at 5), "at 8 in the afternoon" 20:00.
  if (b <= 12) return h % 12;
  if (a >= 12 && b <= 24) return (h % 12) + 12;
  const gap = (x: number) => Math.max(a - x, x - b, 0);
  return [h % 12, (h % 12) + 12, (h % 12) + 24].reduce((best, x) => (gap(x) < gap(best) ? x : best));
}

/**
 * The hours a 12-hour clock said alone is meant in: the day's, as people keep it ("half three" is
 * 15:30, "at nine" 09:00, "at 6:30" 06:30). The night's hours are said so ("3 am", "at 3 in the
 * morning"); the caller, who knows where there is footage, may still take the other half.
 */
export const DAYTIME: [number, number] = [6, 18];

/** A clock chrono read (its words `text`) said as a 12-hour one with no half of the day: an hour 1-11, no am/pm, no leading zero ("09:30" is a 24-hour clock). */
export function saidTwelveHour(c: Chrono.ParsedComponents, text: string): boolean {
  const h = c.get('hour');
  return !c.isCertain('meridiem') && h !== null && h >= 1 && h <= 11 && !/\b0\d[:.]/.test(text);
}

/** "since" just before a part of the day or its day: "since yesterday evening", "since Monday afternoon". */
const SINCE = /\bsince\s+$/i;

/** The instant of a local hour that may have a fraction (a share of a part: 08:30 is 8.5). */
const atHour = (zone: string, d: Day, hour: number) => at(zone, d, 0, Math.round(hour * 60));

/**
 * A part of the day. Without a qualifier it is read on the day the rest of the question names.
 * It gives way to a clock, which it gives its half of the day: "at 7 in the morning" is 07:00,
 * "at 8.31 this morning" 08:31, not the morning. After "since" it runs from its start to now.
 */
/** The words of a night's part that mean the hours around its midnight, not its evening. */
const AROUND_MIDNIGHT = /\bovernight\b|\b(?:middle|mid)\b/i;

export function dayPart(q: string, now: number, zone: string, clockNamed: boolean): TimeRange | undefined {
  const part = partOf(q, now, zone);
  if (!part || clockNamed) return undefined;
  const named = part.day ? undefined : namedDay(q, now, zone, part);
  const [a, b] = part.span;
  // "Overnight", "in the middle of the night": the hours around midnight. Asked before the
  // night's midnight (at 23:00, of a night begun at 18:00), they are the night before's.
  const aroundMidnight = b > 24 && AROUND_MIDNIGHT.test(part.text);
  const d = part.day ?? pastDay(named, now, zone, (x) => atHour(zone, x, aroundMidnight ? (a + b) / 2 : a));
  const from = atHour(zone, d, a);
  const since = SINCE.exec(q.slice(0, Math.min(part.index, named?.index ?? part.index)));
  const text = joined(part, named, since ? { text: 'since', index: since.index } : undefined);
  // "After the morning" is the rest of its day, "before the evening" the day up to it (a part past
  // midnight has no rest); after and before a meal are from and up to the meal.
  if (part.side === 'after' && b < 24) return { from: atHour(zone, d, part.moment ?? b), to: atHour(zone, d, 24), text };
  if (part.side === 'before') return { from: atHour(zone, d, 0), to: atHour(zone, d, part.moment ?? a), text };
  return { from, to: since && now > from ? now : atHour(zone, d, b), text };
}
