// Wall-clock arithmetic in an IANA time zone with Intl alone: the offset of a zone at an
// instant, and the instant of a local date and time (DST gaps resolve forward).
const formats = new Map<string, Intl.DateTimeFormat>();

function format(zone: string): Intl.DateTimeFormat {
  let f = formats.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });
    formats.set(zone, f);
  }
  return f;
}

export interface LocalTime { year: number; month: number; day: number; hour: number; minute: number; second: number; weekday: number }

/** The local calendar fields of an instant in a zone (month 1-12, weekday 0 = Sunday). */
export function localParts(ms: number, zone: string): LocalTime {
  const p = Object.fromEntries(format(zone).formatToParts(new Date(ms)).map((x) => [x.type, x.value]));
  const year = Number(p.year), month = Number(p.month), day = Number(p.day);
  return { year, month, day, hour: Number(p.hour), minute: Number(p.minute), second: Number(p.second), weekday: new Date(Date.UTC(year, month - 1, day)).getUTCDay() };
}

/** Minutes east of UTC of a zone at an instant. */
export function offsetMinutes(ms: number, zone: string): number {
  const l = localParts(ms, zone);
  return Math.round((Date.UTC(l.year, l.month - 1, l.day, l.hour, l.minute, l.second) - Math.floor(ms / 1000) * 1000) / 60000);
}

/** The instant of a local wall-clock time in a zone (fields may overflow: day 0, hour 24...). */
export function zonedTime(zone: string, year: number, month: number, day: number, hour = 0, minute = 0, second = 0): number {
  const naive = Date.UTC(year, month - 1, day, hour, minute, second);
  let t = naive - offsetMinutes(naive, zone) * 60000;
  t = naive - offsetMinutes(t, zone) * 60000; // second pass settles DST transitions
  return t;
}

export function isValidZone(zone: string): boolean {
  try {
    format(zone);
    return true;
  } catch {
    return false;
  }
}
