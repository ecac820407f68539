// Clock times said in words: "half past nine", "a quarter to ten", "twenty past six", "ten
// fifteen", "nine o'clock", "half nine" (British for 9:30), and written other ways than "9:30":
// "17h30", "9h15" (European), "1730 hours" (military), "after 17.30" (dotted), "around 3" (an
// hour alone). chrono reads none of these, so the question was read as naming no time at all.
// They are rewritten as digits ("9:30") before the time readers of this folder see the
// question, and the reader (agent/question) marks the same spans as time words. A clock said in
// words gives no half of the day unless the words do ("half past nine in the evening", "ten
// fifteen pm"): it is a 12-hour clock. The European and military forms are 24-hour clocks.

const NUMBERS: Record<string, number> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
  thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19, twenty: 20, thirty: 30, forty: 40, fifty: 50,
};
const UNIT = '(?:one|two|three|four|five|six|seven|eight|nine)';
const HOUR = String.raw`(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|1[0-2]|[1-9])`;
const HOUR_WORD = String.raw`(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)`;
/** Minutes in words: "five", "fifteen", "twenty-five", "thirty", "forty five", "oh five". */
const MINUTE = String.raw`(?:(?:twenty|thirty|forty|fifty)(?:[\s-]${UNIT})?|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|(?:oh|o)\s${UNIT})`;
const MERIDIEM = String.raw`(?:\s*(?:am|pm|a\.m\.|p\.m\.))?`;
/** Before "<hour> <minutes>", a word that makes a time of it ("at ten fifteen", not "two twenty-seaters"). */
const OPENS = String.raw`(?:at|around|about|by|until|till|after|before|since|from|to|and|between|circa|approximately)`;
/** An hour of the 24-hour clock in digits. */
const HOUR24 = String.raw`(?:[01]?\d|2[0-3])`;
/** Words that make an hour alone a time ("around 3", "shortly before 6"): an approximation, or a bound said as near. */
const BARE_OPENS = String.raw`(?:around|about|approximately|circa|roughly|(?:just|right|shortly|immediately|soon|(?:a little|a bit|not long)) (?:before|after))`;
/** What may follow an hour alone for it to be a time: the end, a part of the day or a day ("around 3 in the afternoon"), not "around 3 people". */
const ENDS = String.raw`$|[?!.,;]|(?:in the|at night|this|that|yesterday|today|tonight|last|on|or so|and|then)\b`;
const BARE_ENDS = String.raw`(?=\s*(?:${ENDS}))`;
/** After a dotted clock, also the other end of a range ("from 17.30 to 18.00"), not a unit ("at 0.25 fps", "after 2.50 metres"). */
const DOTTED_ENDS = String.raw`(?=\s*(?:${ENDS}|(?:to|until|till)\b|-))`;

/** Each form and its reading: the hour, the minute, and whether it is a 24-hour clock (written "09:15" so the readers know). */
const PATTERNS: [RegExp, (m: RegExpExecArray) => [hour: number, minute: number, h24?: boolean, approximate?: boolean, second?: number] | undefined][] = [
  // "seventeen seconds after four pm", "two seconds past midday": seconds after the hour.
  [new RegExp(String.raw`\b(${MINUTE}|${UNIT}|[1-5]?\d)\s+seconds?\s+(?:past|after)\s+(${HOUR}|midnight|noon|midday)(?=\b|am|pm|a\.m|p\.m)(?![:.]\d)${MERIDIEM}`, 'gi'), (m) => {
    const second = wordsToNumber(m[1]), named = NAMED_HOURS[m[2].toLowerCase()], hour = named ?? wordsToNumber(m[2]);
    if (second === undefined || hour === undefined || second >= 60) return undefined;
    return named !== undefined ? [hour % 24, 0, true, false, second] : [hour, 0, false, false, second];
  }],
  // "half past nine", "a quarter to ten", "twenty past six", "ten minutes to eight", "quarter after five"
  // ("from ten to twelve" is a range of hours, not 11:50; "10 to 12" only with "minutes"; "20 past 11" is no range).
  // Midnight and noon are hours of the 24-hour clock here ("ten to midnight" is 23:50, "five past noon" 12:05).
  [new RegExp(String.raw`(?<!\b(?:from|between)\s+)\b(?:(a\s+)?(quarter|half)|(${MINUTE}|five)(?:\s+minutes?)?|([1-5]?\d)(?:\s+minutes?|(?=\s+past\b)))\s+(past|after|to|till)\s+(${HOUR}|midnight|noon|midday)\b(?![:.]\d)${MERIDIEM}`, 'gi'), (m) => {
    const minutes = m[2] ? (m[2].toLowerCase() === 'half' ? 30 : 15) : wordsToNumber(m[3] ?? m[4]);
    const named = NAMED_HOURS[m[6].toLowerCase()];
    const hour = named ?? wordsToNumber(m[6]), to = /^(?:to|till)$/i.test(m[5]);
    if (minutes === undefined || hour === undefined || minutes >= 60 || (m[2]?.toLowerCase() === 'half' && to)) return undefined;
    if (named !== undefined) return to ? [hour - 1, 60 - minutes, true] : [hour % 24, minutes, true];
    return to ? [hour === 1 ? 12 : hour - 1, 60 - minutes] : [hour, minutes];
  }],
  // "nine o'clock"
  [new RegExp(String.raw`\b(${HOUR})\s+o'?\s?clock\b${MERIDIEM}`, 'gi'), (m) => { const h = wordsToNumber(m[1]); return h === undefined ? undefined : [h, 0]; }],
  // "half nine": half past, as said in Britain
  [new RegExp(String.raw`\bhalf\s+(${HOUR})\b(?!\s+(?:hours?|minutes?|an?\b))${MERIDIEM}`, 'gi'), (m) => { const h = wordsToNumber(m[1]); return h === undefined ? undefined : [h, 30]; }],
  // "at ten fifteen", "around nine thirty"
  [new RegExp(String.raw`(?<=\b${OPENS}\s+)(${HOUR})\s+(${MINUTE})\b(?!\s+(?:minutes?|hours?|seconds?|people|cars?|vehicles?|times?))${MERIDIEM}`, 'gi'), (m) => {
    const h = wordsToNumber(m[1]), min = wordsToNumber(m[2]);
    return h === undefined || min === undefined || min >= 60 ? undefined : [h, min];
  }],
  // "17h30", "9h15", "at 17h": the European clock, 24-hour ("9h15" is 09:15); an hour alone only after a word of time ("for 17h" is a duration).
  [new RegExp(String.raw`\b(${HOUR24})h([0-5]\d)\b|(?<=\b${OPENS}\s+)(${HOUR24})h\b`, 'gi'), (m) => [Number(m[1] ?? m[3]), Number(m[2] ?? 0), true]],
  // "1730 hours", "0915 hrs", "2100h": the military clock.
  [new RegExp(String.raw`\b([01]\d|2[0-3])([0-5]\d)\s*(?:hours|hrs|h)\b(?!\s+(?:of|long|ago)\b)`, 'gi'), (m) => [Number(m[1]), Number(m[2]), true]],
  // "in the gap between the 0941 and 1120 buses": the two things' own times bound the stretch between them.
  [new RegExp(String.raw`(?<=\bbetween\s+)the\s+([01]\d|2[0-3])[:.]?([0-5]\d)(?=\s+and\s+(?:the\s+)?(?:[01]\d|2[0-3])[:.]?[0-5]\d\s+[a-z-]+s\b)|(?<=\bbetween\s+the\s+(?:[01]\d|2[0-3])[:.]?[0-5]\d\s+and\s+(?:the\s+)?)([01]\d|2[0-3])[:.]?([0-5]\d)(?=\s+[a-z-]+s\b)`, 'gi'), (m) => [Number(m[1] ?? m[3]), Number(m[2] ?? m[4]), true]],
  // "between 1300 and 1600 hrs", "from 0900 to 1130 hours": the word for the clock said once, after the range's second end.
  [new RegExp(String.raw`(?<=\b(?:from|between)\s+)([01]\d|2[0-3])([0-5]\d)(?=\s*(?:-|–|to|and|till|until)\s*(?:[01]\d|2[0-3])[0-5]\d\s*(?:hours|hrs|h)\b)`, 'gi'), (m) => [Number(m[1]), Number(m[2]), true]],
  // "after 17.30", "at 8.31 this morning", "10.30 pm": a dotted clock after a word of time or before am/pm, not "2.50 metres".
  [new RegExp(String.raw`(?<=\b${OPENS}\s+)(${HOUR24})\.([0-5]\d)\b(?!\.\d)${DOTTED_ENDS}|\b(1[0-2]|[1-9])\.([0-5]\d)(?=\s*(?:am|pm|a\.m\.|p\.m\.))${MERIDIEM}`, 'gi'),
    (m) => [Number(m[1] ?? m[3]), Number(m[2] ?? m[4]), /^0\d/.test(m[1] ?? '')]],
  // "ten-ish", "at 6ish", "10:30ish", "18-ish": "-ish" after a clock makes it approximate, as "around" before it does.
  [new RegExp(String.raw`\b(${HOUR}|1[3-9]|2[0-3]|0\d)(?:[:.]([0-5]\d))?\s?-?\s?ish\b${MERIDIEM}`, 'gi'), (m) => {
    const h = wordsToNumber(m[1]);
    return h === undefined ? undefined : [h, Number(m[2] ?? 0), h > 12 || /^0\d/.test(m[1]), true];
  }],
  // "from two to five", "between nine and eleven": hours alone in words at both ends of a range.
  [new RegExp(String.raw`(?<=\b(?:from|between)\s+)(${HOUR_WORD})(?=\s+(?:to|and|till|until)\s+(?:${HOUR})\b)|(?<=\b(?:from|between)\s+(?:${HOUR})\s+(?:to|and|till|until)\s+)(${HOUR_WORD})\b${MERIDIEM}`, 'gi'), (m) => {
    const h = wordsToNumber(m[1] ?? m[2]);
    return h === undefined ? undefined : [h, 0];
  }],
  // "at eleven at night", "at six in the morning": an hour in words alone after "at", with its part of the day (chrono reads digits).
  [new RegExp(String.raw`(?<=\bat\s+)(${HOUR_WORD})\b(?=\s+(?:in the (?:morning|afternoon|evening)|at night|tonight|this (?:morning|afternoon|evening)|last night)\b)`, 'gi'), (m) => { const h = wordsToNumber(m[1]); return h === undefined ? undefined : [h, 0]; }],
  // "around 3", "about three in the afternoon", "shortly before 6": an hour alone, 12-hour.
  [new RegExp(String.raw`(?<=\b${BARE_OPENS}\s+)(${HOUR})(?:\s*-?ish)?\b${MERIDIEM}${BARE_ENDS}`, 'gi'), (m) => { const h = wordsToNumber(m[1]); return h === undefined ? undefined : [h, 0]; }],
];

const APPROXIMATOR_BEFORE = /\b(?:around|about|approximately|circa|roughly)\s+$/i;

/** Hours named by a word, on the 24-hour clock (midnight as the end of the day, so "ten to" it is 23:50). */
const NAMED_HOURS: Record<string, number> = { midnight: 24, noon: 12, midday: 12 };

function wordsToNumber(said: string): number | undefined {
  const w = said.toLowerCase().replace(/^(?:oh|o)\s/, '').trim();
  if (/^\d+$/.test(w)) return Number(w);
  const parts = w.split(/[\s-]+/);
  let n = 0;
  for (const p of parts) { const v = NUMBERS[p]; if (v === undefined) return undefined; n += v; }
  return n;
}

export interface WordedClock { index: number; length: number; digits: string }

/** The clock times said in words in a question, where they stand, and each as digits ("9:30 pm"). */
export function wordedClocks(q: string): WordedClock[] {
  const out: WordedClock[] = [];
  for (const [re, read] of PATTERNS) {
    for (const m of q.matchAll(re)) {
      if (out.some((c) => m.index! < c.index + c.length && c.index < m.index! + m[0].length)) continue;
      const hm = read(m as RegExpExecArray);
      if (!hm) continue;
      const meridiem = /(a|p)\.?m\.?$/i.exec(m[0].trim())?.[1]?.toLowerCase();
      const hour = hm[2] ? String(hm[0]).padStart(2, '0') : hm[0];
      // An approximate clock reads as "around" one, unless an approximator already stands before it ("around 6-ish").
      const around = hm[3] && !APPROXIMATOR_BEFORE.test(q.slice(0, m.index)) ? 'around ' : '';
      const second = hm[4] !== undefined ? `:${String(hm[4]).padStart(2, '0')}` : '';
      out.push({ index: m.index!, length: m[0].length, digits: `${around}${hour}:${String(hm[1]).padStart(2, '0')}${second}${meridiem ? ` ${meridiem}m` : ''}` });
    }
  }
  return out.sort((a, b) => a.index - b.index);
}

/** The question with its clocks in words written as digits ("at half past nine" -> "at 9:30"). */
export function withDigitClocks(q: string): string {
  let out = '', at = 0;
  for (const c of wordedClocks(q)) { out += q.slice(at, c.index) + c.digits; at = c.index + c.length; }
  return out + q.slice(at);
}

/** Nouns of things that run to a timetable and are named by its clock ("the 17:50 bus"), maybe after one word ("the 11.20 green bus"). */
const TIMETABLED = String.raw`\s+(?:[a-z-]+\s+)?(?:bus|buses|coach|coaches|train|trains|tram|trams|double-deckers?|services?|ferry|ferries|shuttles?|minibus|deliver(?:y|ies)|collections?|flights?|boats?)\b`;
/** A vehicle named by its timetable's clock ("the 11.20 bus", "the 1530 double-decker", "the 17:50 bus"): that clock, not the question's time. */
const CLOCK_NAMED = new RegExp(String.raw`\bthe\s+(?:(1\d|2[0-3]|0?\d)[:.]([0-5]\d)|([01]\d|2[0-3])([0-5]\d))(?:\s*(am|pm))?(?=${TIMETABLED})`, 'i');
const FOLLOWED_BY_TIMETABLED = new RegExp(`^${TIMETABLED}`, 'i');

export function clockInName(phrase: string): { hour: number; minute: number } | undefined {
  const m = CLOCK_NAMED.exec(phrase);
  if (!m) return undefined;
  let hour = Number(m[1] ?? m[3]);
  if (m[5]?.toLowerCase() === 'pm' && hour < 12) hour += 12;
  return { hour, minute: Number(m[2] ?? m[4]) };
}

/** Whether a clock chrono read names a thing by its timetable ("the 17:50 bus"): the thing's, not the question's time. */
export function clockOfName(question: string, hit: { index: number; text: string }): boolean {
  return /^\d{1,2}[:.]\d{2}$/.test(hit.text.trim()) && /\bthe\s+$/i.test(question.slice(0, hit.index))
    && FOLLOWED_BY_TIMETABLED.test(question.slice(hit.index + hit.text.length));
}
