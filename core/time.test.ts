// parseIso is strict (a date that does not exist is an error, never rolled over) and stored
// times keep four-digit years (a file named for year 10000 would never be read back).
import { describe, it, expect } from 'vitest';
import { parseIso, utcDate, fileStamp, parseFileStamp, MAX_TIME } from './time.ts';

describe('parseIso', () => {
  it('accepts real times with offsets and bare dates', () => {
    expect(parseIso('2026-02-28T06:00:00Z')).toBe(Date.parse('2026-02-28T06:00:00Z'));
    expect(parseIso('2028-02-29')).toBe(Date.parse('2028-02-29T00:00:00Z'));
    expect(parseIso('2026-11-30T10:00:00+01:00')).toBe(Date.parse('2026-11-30T09:00:00Z'));
    expect(parseIso('2026-11-30 10:00:00.250Z')).toBe(Date.parse('2026-11-30T10:00:00.250Z'));
    expect(parseIso('9999-12-31T23:59:59Z')).toBe(Date.parse('9999-12-31T23:59:59Z'));
  });

  it('rejects calendar fields that do not exist instead of rolling them over', () => {
    expect(() => parseIso('2026-02-30T06:00:00Z', '--start')).toThrow(/--start "2026-02-30T06:00:00Z" is not a valid date: no such day \(2026-02 has 28 days\)/);
    expect(() => parseIso('2027-02-29')).toThrow(/no such day/);
    expect(() => parseIso('2026-13-01T00:00:00Z')).toThrow(/no such month/);
    expect(() => parseIso('2026-04-31T00:00:00Z')).toThrow(/no such day/);
    expect(() => parseIso('2026-01-01T24:00:00Z')).toThrow(/no such hour/);
    expect(() => parseIso('2026-01-01T10:60:00Z')).toThrow(/no such minute/);
    expect(() => parseIso('2026-01-01T10:00:61Z')).toThrow(/no such second/);
    expect(() => parseIso('2026-01-01T10:00:00+25:00')).toThrow(/no such offset/);
    expect(() => parseIso('2026-01-01T10:00:00')).toThrow(/with an offset/);
  });
});

describe('stored times', () => {
  it('round-trip through file stamps up to the end of year 9999 and refuse beyond', () => {
    expect(parseFileStamp(fileStamp(MAX_TIME))).toBe(MAX_TIME);
    expect(utcDate(MAX_TIME)).toBe('9999-12-31');
    expect(() => utcDate(MAX_TIME + 1)).toThrow(/outside 0000-01-01 .. 9999-12-31/);
    expect(() => fileStamp(MAX_TIME + 1)).toThrow(/outside/);
  });
});
