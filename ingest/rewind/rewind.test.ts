// Rewind on real recordings (a synthetic street rendered, encoded, ingested and recorded
// through the real pipeline): frames lie in the range, carry the time burned into them, show
// the scripted object where the script puts it, and missing footage is reported.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderToFile, parseSyntheticUrl, objectAt, colourRgb, type SceneScript } from '../../testbed/synthetic/index.ts';
import { replayFile } from '../replay/file-replay.ts';
import { IngestSchema } from '../../core/config/index.ts';
import { decodeJpeg } from '../../models/onnx/index.ts';
import { decodeClockStrip } from '../../testbed/synthetic/index.ts';
import { rewind } from './rewind.ts';

const START = Date.parse('2026-11-28T10:00:00Z');
let dir: string;
let script: SceneScript;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'vigil-rewind-'));
  script = parseSyntheticUrl('synthetic:street?width=640&height=360&fps=10&duration=120');
  const file = join(dir, 'street.ts');
  await renderToFile(script, { out: file, startMs: START });
  await replayFile({ camera: 'street', file, startMs: START, dataDir: dir, ingest: IngestSchema.parse({ segmentSeconds: 30, analysisFps: 1 }) });
}, 120_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('rewind', () => {
  it('returns frames in the range, at the asked rate, carrying their own time', async () => {
    const from = START + 25_000, to = START + 35_000;
    const r = await rewind({ dataDir: dir, camera: 'street', from, to, fps: 4, width: 320 });
    expect(r.missing).toEqual([]);
    expect(r.frames.length).toBeGreaterThanOrEqual(38);
    expect(r.frames.length).toBeLessThanOrEqual(41);
    for (const f of r.frames) {
      expect(f.ts).toBeGreaterThanOrEqual(from);
      expect(f.ts).toBeLessThan(to);
      const img = decodeJpeg(f.jpeg);
      expect(img.width).toBe(320);
      const clock = decodeClockStrip(Buffer.from(img.data), img.width, img.height, { format: 'RGB' });
      if (clock !== undefined) expect(Math.abs(clock - f.ts)).toBeLessThanOrEqual(150);
    }
    // Across a segment boundary (30 s) without a hole.
    expect(new Set(r.frames.map((f) => f.segment)).size).toBe(2);
  });

  it('shows the scripted object where and when the script puts it', async () => {
    const car = script.objects.find((o) => o.id === 'car')!;
    const t = car.path[0].t + 4; // mid-crossing
    const r = await rewind({ dataDir: dir, camera: 'street', from: START + t * 1000, to: START + t * 1000 + 500, fps: 2, width: 640 });
    const frame = r.frames[0];
    const at = objectAt(car, (frame.ts - START) / 1000)!;
    const img = decodeJpeg(frame.jpeg);
    const x = Math.round(at.cx * img.width), y = Math.round(at.cy * img.height), o = (y * img.width + x) * 3;
    const [er, eg, eb] = colourRgb(car.colour);
    const [r0, g0, b0] = [img.data[o], img.data[o + 1], img.data[o + 2]];
    expect(Math.abs(r0 - er) + Math.abs(g0 - eg) + Math.abs(b0 - eb), `pixel ${r0},${g0},${b0} vs ${car.colour}`).toBeLessThan(90);
    // And a moment before it appears, the same spot is road.
    const before = await rewind({ dataDir: dir, camera: 'street', from: START + (car.path[0].t - 3) * 1000, to: START + (car.path[0].t - 2.5) * 1000, fps: 2, width: 640 });
    const b = decodeJpeg(before.frames[0].jpeg);
    expect(Math.abs(b.data[o] - er) + Math.abs(b.data[o + 1] - eg) + Math.abs(b.data[o + 2] - eb)).toBeGreaterThan(120);
  });

  it('says when footage is missing, and rejects a bad range', async () => {
    const r = await rewind({ dataDir: dir, camera: 'street', from: START - 60_000, to: START + 2000, fps: 1 });
    expect(r.missing).toEqual([{ from: START - 60_000, to: START }]);
    const none = await rewind({ dataDir: dir, camera: 'nobody', from: START, to: START + 10_000 });
    expect(none.frames).toEqual([]);
    expect(none.missing).toEqual([{ from: START, to: START + 10_000 }]);
    await expect(rewind({ dataDir: dir, camera: 'street', from: START + 10, to: START })).rejects.toThrow(/range is empty/);
  });
});
