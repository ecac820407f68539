// Schedules in the camera's time zone: days of the week and daily time ranges that may cross
// midnight (22:00-06:00 armed on Friday covers Saturday 03:00). A schedule only changes state
// on minute boundaries, so checking the start of a span and each minute inside it is exact.
import { WEEKDAYS, type Schedule, type Weekday } from './rule-schema.ts';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', { timeZone, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    formatters.set(timeZone, f);
  }
  return f;
}

/** Whether `timeZone` is an IANA zone Intl knows. */
export function isTimeZone(timeZone: string): boolean {
  try {
    formatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** Local weekday and minute of the day of `ms` in `timeZone`. */
export function localTime(ms: number, timeZone: string): { day: Weekday; minute: number } {
  let day: Weekday = 'mon', hour = 0, minute = 0;
  for (const p of formatter(timeZone).formatToParts(ms)) {
    if (p.type === 'weekday') day = p.value.slice(0, 3).toLowerCase() as Weekday;
    else if (p.type === 'hour') hour = Number(p.value);
    else if (p.type === 'minute') minute = Number(p.value);
  }
  return { day, minute: hour * 60 + minute };
}

export function minuteOf(hhmm: string): number {
  return Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
}

function previous(day: Weekday): Weekday {
  return WEEKDAYS[(WEEKDAYS.indexOf(day) + 6) % 7];
}

/** Whether the schedule is armed at `ms`. */
export function inSchedule(s: Schedule, timeZone: string, ms: number): boolean {
  const { day, minute } = localTime(ms, timeZone);
  return s.times.some((r) => {
    const from = minuteOf(r.from), to = minuteOf(r.to);
    if (from < to) return s.days.includes(day) && minute >= from && minute < to;
    // Crosses midnight: the evening part belongs to today, the morning part to yesterday's range.
    return (s.days.includes(day) && minute >= from) || (s.days.includes(previous(day)) && minute < to);
  });
}

/** Whether the schedule is armed at any instant of [from, to). */
export function scheduleOverlaps(s: Schedule, timeZone: string, from: number, to: number): boolean {
  if (inSchedule(s, timeZone, from)) return true;
  for (let t = Math.floor(from / 60_000) * 60_000 + 60_000; t < to; t += 60_000) {
    if (inSchedule(s, timeZone, t)) return true;
  }
  return false;
}

/** Problems a person should fix: empty ranges, duplicates. */
export function scheduleIssues(s: Schedule): string[] {
  const issues: string[] = [];
  for (const [i, r] of s.times.entries()) {
    if (r.from === r.to) issues.push(`schedule.times.${i}: from and to are both ${r.from} (an empty range; use 00:00-24:00 for all day)`);
    if (r.from === '24:00') issues.push(`schedule.times.${i}.from: 24:00 is only allowed as an end`);
  }
  if (new Set(s.days).size !== s.days.length) issues.push('schedule.days: a day is listed twice');
  return issues;
}
