// Times in a camera's IANA time zone (the day on the timeline is the camera's local day):
// epoch ms inside, ISO 8601 to the API, local clock text for people. Uses only Intl.
const formatters = new Map();

function partsFormatter(tz) {
  if (!formatters.has(tz)) {
    formatters.set(tz, new Intl.DateTimeFormat('en-US', {
      timeZone: tz, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit',
    }));
  }
  return formatters.get(tz);
}

/** {year, month, day, hour, minute, second} of the instant `ms` in `tz`. */
export function zoned(ms, tz) {
  const out = {};
  for (const p of partsFormatter(tz).formatToParts(new Date(ms))) if (p.type !== 'literal') out[p.type] = Number(p.value);
  return out;
}

/** How far `tz` is ahead of UTC at the instant `ms`. */
export function offsetMs(ms, tz) {
  const z = zoned(ms, tz);
  return Date.UTC(z.year, z.month - 1, z.day, z.hour, z.minute, z.second) - Math.floor(ms / 1000) * 1000;
}

/** The instant of local time y-m-d h:m in tz (the earlier one when a DST change repeats it). */
export function fromLocal(y, m, d, hour, minute, tz) {
  const guess = Date.UTC(y, m - 1, d, hour, minute);
  const first = guess - offsetMs(guess, tz);
  return guess - offsetMs(first, tz);
}

/** [start, end) of the local day 'YYYY-MM-DD' in tz (23 or 25 hours on DST days). */
export function dayRange(date, tz) {
  const [y, m, d] = date.split('-').map(Number);
  const next = new Date(Date.UTC(y, m - 1, d + 1));
  return [fromLocal(y, m, d, 0, 0, tz), fromLocal(next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate(), 0, 0, tz)];
}

const pad = (n) => String(n).padStart(2, '0');

export function localDate(ms, tz) {
  const z = zoned(ms, tz);
  return `${z.year}-${pad(z.month)}-${pad(z.day)}`;
}

export function clock(ms, tz, seconds = true) {
  const z = zoned(ms, tz);
  return seconds ? `${pad(z.hour)}:${pad(z.minute)}:${pad(z.second)}` : `${pad(z.hour)}:${pad(z.minute)}`;
}

export function dateTime(ms, tz) {
  return `${localDate(ms, tz)} ${clock(ms, tz)}`;
}

/** "2 min", "1 h 5 min", "40 s". */
export function duration(ms) {
  const s = Math.round(ms / 1000);
  if (s < 60) return `${s} s`;
  const m = Math.round(s / 60);
  return m < 60 ? `${m} min` : `${Math.floor(m / 60)} h${m % 60 ? ` ${m % 60} min` : ''}`;
}

export const iso = (ms) => new Date(ms).toISOString();

/** The value of an <input type="datetime-local"> (local to tz) as epoch ms, or undefined. */
export function fromDatetimeLocal(value, tz) {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(value ?? '');
  return m ? fromLocal(+m[1], +m[2], +m[3], +m[4], +m[5], tz) : undefined;
}

export function toDatetimeLocal(ms, tz) {
  return `${localDate(ms, tz)}T${clock(ms, tz, false)}`;
}

export const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
