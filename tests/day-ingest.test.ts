// A whole synthetic day (24 h at 0.25 fps, rendered here) ingested through `vigil ingest`:
// recordings cover the day, windows tile it, every scripted vehicle and person is inside an
// activity window with its colour and direction, lights-on/off and dawn/dusk are reported,
// and quiet hours cost few windows. MP4 because GStreamer's MPEG-TS demuxer mistimes
// frames at rates this low (see README, limits).
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderToFile, parseSyntheticUrl, groundTruth } from '../ingest/synthetic/index.ts';
import { readWindows } from '../ingest/windows/window-store.ts';
import { listSegments } from '../ingest/recorder/segment-paths.ts';
import { runVigil } from './helpers/cli.ts';
import { tilingErrors } from './helpers/ground-truth.ts';

const DAY = Date.parse('2026-11-27T00:00:00Z');
const H = 3_600_000;
let dir: string;
let file: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'vigil-day-'));
  file = join(dir, 'day.mp4');
  await renderToFile(parseSyntheticUrl('synthetic:day?width=320&height=180&fps=0.25&duration=86400&noise=1'), { out: file, startMs: DAY });
}, 240_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('a 24-hour synthetic day through vigil ingest', () => {
  it('records, windows and detects the whole day', async () => {
    const dataDir = join(dir, 'data');
    const r = await runVigil(['--data-dir', dataDir, 'ingest', file, '--camera', 'yard', '--start', new Date(DAY).toISOString(), '--json', '--no-progress'], { timeoutMs: 280_000 });
    expect(r.code, r.stderr).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out.frames).toBe(21_600);
    expect(Date.parse(out.to)).toBe(DAY + 24 * H - 4000);

    const segments = listSegments(dataDir, 'yard');
    expect(segments[0].start).toBe(DAY);
    expect(segments.at(-1)!.start).toBeGreaterThan(DAY + 24 * H - 120_000);

    const windows = readWindows(dataDir, 'yard');
    expect(tilingErrors(windows)).toEqual([]);
    expect(windows[0].start).toBe(DAY);
    expect(windows.at(-1)!.end).toBeGreaterThanOrEqual(DAY + 24 * H - 4000);
    // 144 ten-minute idle windows at most, plus a few per event.
    expect(windows.length).toBeLessThan(220);
    expect(windows.filter((w) => w.cut)).toEqual([]);

    const truth = groundTruth(parseSyntheticUrl('synthetic:day?width=320&height=180&fps=0.25&duration=86400&noise=1'), DAY);
    for (const o of truth.objects) {
      const covering = windows.filter((w) => w.kind === 'activity' && w.start <= o.appearMs + 8000 && w.end > o.appearMs);
      expect(covering.length, o.id).toBeGreaterThan(0);
      const all = windows.filter((w) => w.kind === 'activity' && w.start < o.leaveMs && w.end > o.appearMs);
      expect(all.flatMap((w) => w.motion.colours), o.id).toContain(o.colour);
      expect(all.map((w) => w.motion.direction), o.id).toContain(o.direction);
    }
    // Nothing active between 00:30 and 05:00: the night costs idle windows only.
    const night = windows.filter((w) => w.start >= DAY + 0.5 * H && w.end <= DAY + 5 * H);
    expect(night.every((w) => w.kind === 'idle')).toBe(true);
    expect(night.length).toBeLessThanOrEqual(28);

    const events = windows.flatMap((w) => w.lighting.events);
    const near = (event: string, at: number, tol: number) => events.some((e) => e.event === event && Math.abs(e.ts - at) <= tol);
    expect(near('lights-on', DAY + 19 * H, 4000)).toBe(true);
    expect(near('lights-off', DAY + 23 * H, 4000)).toBe(true);
    expect(events.some((e) => e.event === 'dawn' && e.ts > DAY + 5.5 * H && e.ts < DAY + 7 * H)).toBe(true);
    expect(events.some((e) => e.event === 'dusk' && e.ts > DAY + 17.5 * H && e.ts < DAY + 19 * H)).toBe(true);
  }, 300_000);
});
