// An open end: "before 08:00", "until 16:00:15", "after 15:00", "since Monday", "from 15:00 on".
// chrono reads the clock alone ("before 08:00" as the minute at 08:00), so the word is read here.
import { at, dayOf, fieldsOf, joined, namedDay, parse, pastDay, type Day, type TimeRange } from './local-day.ts';

const BOUND = /\b(before|earlier than|until|till|til|up to|up until|after|later than|since|from)\s+/gi;
const UPPER = /^(?:before|earlier|until|till|til|up)/i;

/**
 * An upper bound runs from the start of its day; a lower bound to the end of its day, or to
 * now while that day is still going; "since" to now. The day is the one the clock's own words
 * name ("8 am yesterday"), else the one the rest of the question names, else today.
 */
export function openBound(q: string, now: number, zone: string): TimeRange | undefined {
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
      : namedDay(q, now, zone, phrase);
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
