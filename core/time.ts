// Time contract: UTC epoch milliseconds inside; ISO 8601 with offset at every boundary.
import { UserError } from './errors.ts';

export type EpochMs = number;

const ISO_WITH_ZONE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-](\d{2}):?(\d{2})))?$/;

/** The latest time vigil can store: file names and day partitions use four-digit years. */
export const MAX_TIME: EpochMs = Date.parse('9999-12-31T23:59:59.999Z');
const MIN_TIME: EpochMs = Date.parse('0000-01-01T00:00:00Z');

/**
 * Parses an ISO 8601 time that names its offset (or a bare date, taken as UTC midnight).
 * Strict: every field must exist on the calendar (2026-02-30 and 25:00 are errors, never
 * rolled over into the next month or day as Date.parse does).
 */
export function parseIso(text: string, what = 'time'): EpochMs {
  const t = text.trim();
  const m = ISO_WITH_ZONE.exec(t);
  if (!m) {
    throw new UserError(`${what} "${text}" is not an ISO 8601 time with an offset (e.g. 2026-11-30T09:00:00Z or 2026-11-30T10:00:00+01:00)`);
  }
  const [year, month, day, hour = 0, minute = 0, second = 0, , offH = 0, offM = 0] = m.slice(1).map((v) => (v === undefined || v === 'Z' ? undefined : Number(v)));
  const daysInMonth = month! >= 1 && month! <= 12 ? new Date(Date.UTC(year!, month!, 0)).getUTCDate() : 0;
  const bad = month! < 1 || month! > 12 ? 'month' : day! < 1 || day! > daysInMonth ? 'day' : hour > 23 ? 'hour'
    : minute > 59 ? 'minute' : second > 59 ? 'second' : offH > 23 || offM > 59 ? 'offset' : undefined;
  if (bad) throw new UserError(`${what} "${text}" is not a valid date: no such ${bad}${bad === 'day' && daysInMonth ? ` (${t.slice(0, 7)} has ${daysInMonth} days)` : ''}`);
  const ms = Date.parse(t.length === 10 ? `${t}T00:00:00Z` : t.replace(' ', 'T'));
  if (Number.isNaN(ms)) throw new UserError(`${what} "${text}" is not a valid date`);
  if (ms > MAX_TIME) throw new UserError(`${what} "${text}" is after ${toIso(MAX_TIME)}, the latest time vigil can store`);
  return ms;
}

export function toIso(ms: EpochMs): string {
  return new Date(ms).toISOString();
}

/** UTC calendar date, YYYY-MM-DD, used for partitioning recordings and indexes. */
export function utcDate(ms: EpochMs): string {
  return storableIso(ms).slice(0, 10);
}

/** An ISO time with a four-digit year, or an error: beyond 9999 a stored file would never be found again. */
function storableIso(ms: EpochMs): string {
  if (!(ms >= MIN_TIME && ms <= MAX_TIME)) {
    throw new UserError(`time ${Number.isFinite(ms) ? toIso(ms) : String(ms)} is outside 0000-01-01 .. 9999-12-31, the times vigil can store`);
  }
  return toIso(ms);
}

/** A file-name-safe UTC stamp with milliseconds: 20261130T091500.123Z */
export function fileStamp(ms: EpochMs): string {
  return storableIso(ms).replace(/[-:]/g, '');
}

const FILE_STAMP = /(\d{8}T\d{6}(?:\.\d{3})?Z)/;

/** Inverse of fileStamp; finds the stamp anywhere in a file name. */
export function parseFileStamp(name: string): EpochMs | undefined {
  const m = FILE_STAMP.exec(name);
  if (!m) return undefined;
  const s = m[1];
  const iso = `${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6, 8)}T${s.slice(9, 11)}:${s.slice(11, 13)}:${s.slice(13)}`;
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? undefined : ms;
}

export function formatDuration(ms: number): string {
  if (!Number.isFinite(ms)) return '?';
  const s = Math.max(0, Math.round(ms / 1000));
  const h = Math.floor(s / 3600), m = Math.floor((s % 3600) / 60), sec = s % 60;
  return h ? `${h}h${String(m).padStart(2, '0')}m${String(sec).padStart(2, '0')}s` : m ? `${m}m${String(sec).padStart(2, '0')}s` : `${sec}s`;
}
