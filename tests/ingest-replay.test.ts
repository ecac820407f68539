// End to end: `vigil ingest` of a 10-minute synthetic file. Recordings and analysis frames
// must cover exactly the 10 minutes starting at --start, and every frame's timestamp must
// match the clock burned into its pixels.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderToFile, parseSyntheticUrl, decodeClockStrip } from '../testbed/synthetic/index.ts';
import { replayFile } from '../ingest/replay/file-replay.ts';
import { listSegments } from '../ingest/recorder/segment-paths.ts';
import { IngestSchema } from '../core/config/index.ts';
import { runVigil } from './helpers/cli.ts';
import { ffprobe, decodesCleanly } from './helpers/ffprobe.ts';

const START = '2026-11-29T06:00:00.000Z';
const START_MS = Date.parse(START);
let dir: string;
let file: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'vigil-replay-'));
  file = join(dir, 'ten-minutes.ts');
  await renderToFile(parseSyntheticUrl('synthetic:street?width=320&height=180&fps=5&duration=600'), { out: file, startMs: START_MS });
}, 180_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('vigil ingest FILE', () => {
  it('records and analyses exactly the 10 minutes from --start', async () => {
    const dataDir = join(dir, 'data');
    const r = await runVigil(['--data-dir', dataDir, 'ingest', file, '--camera', 'yard', '--start', START, '--json']);
    expect(r.stderr).toMatch(/x realtime/);
    expect(r.code, r.stderr).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out.from).toBe(START);
    // 2 fps analysis of 5 fps footage: frames keep their source times, the last within the final half second.
    expect(Date.parse(out.to) - START_MS).toBeGreaterThanOrEqual(599_500);
    expect(Date.parse(out.to) - START_MS).toBeLessThan(600_000);
    expect(Math.abs(out.frames - 1200)).toBeLessThanOrEqual(1);

    const segments = listSegments(dataDir, 'yard');
    expect(segments.length).toBe(10);
    expect(segments[0].start).toBe(START_MS);
    let covered = 0;
    for (const [i, seg] of segments.entries()) {
      const p = ffprobe(seg.path);
      expect(p.codec).toBe('h264');
      expect([p.width, p.height]).toEqual([320, 180]);
      if (i > 0) expect(seg.start - segments[i - 1].start).toBe(60_000);
      covered += p.duration;
    }
    expect(covered).toBeGreaterThan(599);
    expect(covered).toBeLessThan(601);
    expect(segments.at(-1)!.start + ffprobe(segments.at(-1)!.path).duration * 1000).toBeCloseTo(START_MS + 600_000, -3);
    expect(decodesCleanly(segments[3].path)).toBe(true);
  }, 180_000);

  it('stamps every frame with the time burned into it', async () => {
    const stamps: { ts: number; clock: number | undefined }[] = [];
    const result = await replayFile({
      camera: 'clock', file, startMs: START_MS, dataDir: join(dir, 'data2'),
      ingest: IngestSchema.parse({ record: false, analysisFps: 1 }),
      onFrame: (f) => { stamps.push({ ts: f.ts, clock: decodeClockStrip(f.data, f.width, f.height, { format: 'RGB', stride: f.stride }) }); },
    });
    expect(result.frames).toBe(600);
    for (let i = 1; i < stamps.length; i++) expect(stamps[i].ts).toBeGreaterThan(stamps[i - 1].ts);
    const decoded = stamps.filter((s) => s.clock !== undefined);
    expect(decoded.length).toBeGreaterThan(stamps.length * 0.95);
    for (const s of decoded) expect(Math.abs(s.clock! - s.ts)).toBeLessThanOrEqual(250);
  }, 120_000);

  it('rejects bad input with clear errors and exit codes', async () => {
    const bad = await runVigil(['--data-dir', join(dir, 'd3'), 'ingest', join(dir, 'missing.mp4'), '--camera', 'x', '--start', START]);
    expect(bad.code).toBe(3);
    expect(bad.stderr).toMatch(/does not exist/);
    const badStart = await runVigil(['--data-dir', join(dir, 'd3'), 'ingest', file, '--camera', 'x', '--start', 'yesterday']);
    expect(badStart.code).toBe(2);
    expect(badStart.stderr).toMatch(/ISO 8601/);
    const badSpeed = await runVigil(['--data-dir', join(dir, 'd3'), 'ingest', file, '--camera', 'x', '--start', START, '--speed', 'fast']);
    expect(badSpeed.code).toBe(2);
    expect(badSpeed.stderr).toMatch(/--speed/);
  }, 60_000);
});
