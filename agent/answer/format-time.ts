// Times in answers: the camera's local wall clock with its zone, to the second, so a person
// can go to the frame ("2026-11-27 07:15:04 UTC", "16:36:04 Europe/Berlin" within one day).
import { localParts } from '../time/zone.ts';

const pad = (n: number) => String(n).padStart(2, '0');

export function clock(ms: number, zone = 'UTC'): string {
  const l = localParts(ms, zone);
  return `${pad(l.hour)}:${pad(l.minute)}:${pad(l.second)}`;
}

export function dateTime(ms: number, zone = 'UTC'): string {
  const l = localParts(ms, zone);
  return `${l.year}-${pad(l.month)}-${pad(l.day)} ${clock(ms, zone)} ${zone}`;
}

/** "07:15:04" when the range is within one local day, else with the date; the zone once at the end of a sentence is the caller's job. */
export function when(ms: number, zone: string, withDate: boolean): string {
  return withDate ? dateTime(ms, zone).replace(` ${zone}`, '') : clock(ms, zone);
}

export function span(from: number, to: number, zone: string): string {
  const sameDay = localParts(from, zone).day === localParts(to - 1, zone).day;
  // A range ending at local midnight ends at 24:00 of its day, not 00:00.
  const end = localParts(to, zone).day !== localParts(to - 1, zone).day && clock(to, zone) === '00:00:00' ? '24:00:00' : clock(to, zone);
  return sameDay ? `${dateTime(from, zone).slice(0, 10)} ${clock(from, zone)}–${end} ${zone}` : `${dateTime(from, zone)} – ${dateTime(to, zone)}`;
}
