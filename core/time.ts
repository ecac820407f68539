// Time contract: UTC epoch milliseconds inside; ISO 8601 with offset at every boundary.
import { UserError } from './errors.ts';

export type EpochMs = number;

const ISO_WITH_ZONE = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2}))?$/;

/** Parses an ISO 8601 time that names its offset (or a bare date, taken as UTC midnight). */
export function parseIso(text: string, what = 'time'): EpochMs {
  const t = text.trim();
  if (!ISO_WITH_ZONE.test(t)) {
    throw new UserError(`${what} "${text}" is not an ISO 8601 time with an offset (e.g. 2026-11-30T09:00:00Z or 2026-11-30T10:00:00+01:00)`);
  }
  const ms = Date.parse(t.length === 10 ? `${t}T00:00:00Z` : t);
  if (Number.isNaN(ms)) throw new UserError(`${what} "${text}" is not a valid date`);
  return ms;
}

export function toIso(ms: EpochMs): string {
  return new Date(ms).toISOString();
}

/** UTC calendar date, YYYY-MM-DD, used for partitioning recordings and indexes. */
export function utcDate(ms: EpochMs): string {
  return toIso(ms).slice(0, 10);
}

/** A file-name-safe UTC stamp with milliseconds: 20261130T091500.123Z */
export function fileStamp(ms: EpochMs): string {
  return toIso(ms).replace(/[-:]/g, '');
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
