// The activity strip's model and the time-zone helpers the pages use (plain browser modules,
// imported here as they are): gaps come from the recorded segments, DST days are 23/25 h long.
import { describe, it, expect } from 'vitest';
// @ts-expect-error plain JS module of the web UI, no types
import { stripModel, recordedSpans, gapsIn, segmentsFromPlaylist } from './assets/strip-model.js';
// @ts-expect-error plain JS module of the web UI, no types
import { dayRange, clock, fromLocal } from './assets/time.js';
// @ts-expect-error plain JS module of the web UI, no types
import { pictureReady, segmentStart } from './assets/picture-gate.js';

const T = Date.parse('2026-11-28T10:00:00Z');
const win = (kind: string, s: number, e: number, lighting: unknown[] = []) => ({ kind, start: T + s * 1000, end: T + e * 1000, lighting: { events: lighting } });

describe('strip model', () => {
  it('joins segments that touch, and finds the gaps between recordings up to now', () => {
    const segs = [{ start: T, durationMs: 2000 }, { start: T + 2100, durationMs: 2000 }, { start: T + 10_000, durationMs: 2000 }];
    expect(recordedSpans(segs)).toEqual([{ start: T, end: T + 4100 }, { start: T + 10_000, end: T + 12_000 }]);
    expect(gapsIn(recordedSpans(segs), T - 1000, T + 20_000)).toEqual([
      { start: T - 1000, end: T }, { start: T + 4100, end: T + 10_000 }, { start: T + 12_000, end: T + 20_000 },
    ]);
    const m = stripModel({ windows: [], segments: segs, from: T, to: T + 60_000, now: T + 15_000 });
    expect(m.bands.filter((b: { kind: string }) => b.kind === 'gap').at(-1)).toMatchObject({ start: T + 12_000, end: T + 15_000 });
    expect(m.future).toEqual({ start: T + 15_000, end: T + 60_000 });
  });

  it('marks cuts at scene windows and light events, clipped to the range; alerts as bands', () => {
    const windows = [win('idle', -30, 10), win('scene', 10, 12), win('activity', 12, 40, [{ ts: T + 20_000, event: 'lights-off' }]), win('scene', 70, 80)];
    const m = stripModel({ windows, segments: [{ start: T - 60_000, durationMs: 200_000 }], alerts: [{ start: T + 15_000, end: null, updated: T + 25_000 }], from: T, to: T + 60_000, now: T + 1e6 });
    expect(m.marks.map((x: { kind: string; at: number }) => [x.kind, x.at - T])).toEqual([['cut', 10_000], ['light', 20_000]]);
    expect(m.bands.find((b: { kind: string }) => b.kind === 'idle')).toMatchObject({ start: T, end: T + 10_000 });
    expect(m.bands.find((b: { kind: string }) => b.kind === 'alert')).toMatchObject({ start: T + 15_000, end: T + 25_000 });
    expect(m.bands.some((b: { kind: string }) => b.kind === 'gap')).toBe(false);
  });

  it('reads segment times from an HLS playlist', () => {
    const text = '#EXTM3U\n#EXT-X-PROGRAM-DATE-TIME:2026-11-28T10:00:00.000Z\n#EXTINF:2.000,\nrecordings/a.ts\n#EXT-X-PROGRAM-DATE-TIME:2026-11-28T10:00:02.000Z\n#EXTINF:1.5,\nrecordings/b.ts\n#EXT-X-ENDLIST\n';
    expect(segmentsFromPlaylist(text)).toEqual([{ start: T, durationMs: 2000, name: 'recordings/a.ts' }, { start: T + 2000, durationMs: 1500, name: 'recordings/b.ts' }]);
  });
});

describe('time zones', () => {
  it('gives local days, 23 and 25 hours long on DST days', () => {
    const [a, b] = dayRange('2026-03-29', 'Europe/Berlin');
    expect(new Date(a).toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(b - a).toBe(23 * 3600_000);
    const [c, d] = dayRange('2026-10-25', 'Europe/Berlin');
    expect(d - c).toBe(25 * 3600_000);
    expect(clock(fromLocal(2026, 11, 28, 9, 30, 'America/New_York'), 'America/New_York', false)).toBe('09:30');
  });
});

describe('picture gate', () => {
  it('waits for a segment that started after the camera went live', () => {
    expect(segmentStart('cam-20261201T091524.392Z.ts')).toBe(Date.parse('2026-12-01T09:15:24.392Z'));
    const since = '2026-12-01T09:15:25.000Z';
    expect(pictureReady({ state: 'live', since, segment: 'cam-20261201T091524.392Z.ts' })).toBe(false);
    expect(pictureReady({ state: 'live', since, segment: 'cam-20261201T091526.348Z.ts' })).toBe(true);
    expect(pictureReady({ state: 'connecting', since, segment: 'cam-20261201T091526.348Z.ts' })).toBe(false);
  });
});
