import { describe, it, expect } from 'vitest';
import { resolveTime } from './resolve-time.ts';

// Monday 30 November 2026, 15:20 in Berlin (14:20 UTC).
const NOW = Date.parse('2026-11-30T14:20:00Z');
const BERLIN = 'Europe/Berlin';
const iso = (ms: number) => new Date(ms).toISOString();
const range = (q: string, timezone = BERLIN) => {
  const r = resolveTime(q, { now: NOW, timezone });
  return r && [iso(r.from), iso(r.to)];
};

describe('resolveTime', () => {
  it('reads a day and hours in the camera time zone', () => {
    expect(range('what happened yesterday between 2 and 4 pm?')).toEqual(['2026-11-29T13:00:00.000Z', '2026-11-29T15:00:00.000Z']);
    expect(range('was anyone at the door between 06:10 and 06:20')).toEqual(['2026-11-30T05:10:00.000Z', '2026-11-30T05:20:00.000Z']);
    expect(range('did anything move between 16:00:13 and 16:00:15?', 'UTC')).toEqual(['2026-11-30T16:00:13.000Z', '2026-11-30T16:00:15.000Z']);
    expect(range('what happened yesterday?')).toEqual(['2026-11-28T23:00:00.000Z', '2026-11-29T23:00:00.000Z']);
    expect(range('who came on Tuesday')).toEqual(['2026-11-23T23:00:00.000Z', '2026-11-24T23:00:00.000Z']);
  });

  it('reads a lowercase "sun" as the word, not Sunday', () => {
    expect(range('when did the sun come up?')).toBeUndefined();
    expect(range('what happened on Sun?')).toEqual(['2026-11-28T23:00:00.000Z', '2026-11-29T23:00:00.000Z']);
  });

  it('knows the periods people mean', () => {
    expect(range('anything last night?')).toEqual(['2026-11-29T17:00:00.000Z', '2026-11-30T05:00:00.000Z']);
    expect(range('deliveries this morning')).toEqual(['2026-11-30T04:00:00.000Z', '2026-11-30T11:00:00.000Z']);
    expect(range('movement in the past 3 hours')).toEqual(['2026-11-30T11:20:00.000Z', '2026-11-30T14:20:00.000Z']);
    expect(range('was anything moving in the past hour?')).toEqual(['2026-11-30T13:20:00.000Z', '2026-11-30T14:20:00.000Z']);
    expect(range('anyone at the gate during the last day')).toEqual(['2026-11-29T14:20:00.000Z', '2026-11-30T14:20:00.000Z']);
    expect(range('in the last 30 minutes')).toEqual(['2026-11-30T13:50:00.000Z', '2026-11-30T14:20:00.000Z']);
  });

  it('makes "at" a minute and "around" a quarter of an hour', () => {
    expect(range('what was there at 14:05')).toEqual(['2026-11-30T13:04:00.000Z', '2026-11-30T13:06:00.000Z']);
    expect(range('the van around 6:30')).toEqual(['2026-11-30T05:15:00.000Z', '2026-11-30T05:45:00.000Z']);
  });

  it('takes ISO times as given, and UTC when the camera names no zone', () => {
    expect(range('from 2026-11-29T06:00:00Z to 2026-11-29T07:00:00Z')).toEqual(['2026-11-29T06:00:00.000Z', '2026-11-29T07:00:00.000Z']);
    expect(range('yesterday between 2 and 4 pm', 'UTC')).toEqual(['2026-11-29T14:00:00.000Z', '2026-11-29T16:00:00.000Z']);
  });

  it('returns nothing when no time is named, and rejects an unknown zone', () => {
    expect(resolveTime('is the white van here?', { now: NOW })).toBeUndefined();
    expect(() => resolveTime('yesterday', { now: NOW, timezone: 'Mars/Olympus' })).toThrow(/unknown time zone/);
  });
});
