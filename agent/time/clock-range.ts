// Two clock times as a range: "between 2 and 4 pm", "from 06:10 to 06:20", "between 16:00:13
// and 16:00:15", on the day the question names (default today).
import { at, dayOf, parse, type TimeRange } from './local-day.ts';

const HOUR = 3_600_000;
const CLOCK = String.raw`(\d{1,2})(?:[:.](\d{2}))?(?::(\d{2}))?\s*(am|pm|a\.m\.|p\.m\.)?`;
export const BETWEEN = new RegExp(String.raw`\b(?:between|from)\s+${CLOCK}\s+(?:and|to|until|till|-)\s+${CLOCK}`, 'i');

function hour24(h: number, meridiem: string | undefined): number {
  if (!meridiem) return h;
  const pm = meridiem.toLowerCase().startsWith('p');
  return (h % 12) + (pm ? 12 : 0);
}

export function betweenHours(q: string, now: number, zone: string): TimeRange | undefined {
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
