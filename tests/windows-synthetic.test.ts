// Issue 3 acceptance, on synthetic scenes with ground truth, through `vigil ingest`:
// cuts are found (F1 >= 0.95 within ±0.5 s) and lighting changes are not cuts; every object
// appearance is covered by an activity window within 2 s; a quiet hour costs <= 6 windows;
// keyframes are full-quality JPEGs from the stream.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { mkdtempSync, rmSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderToFile, parseSyntheticUrl, groundTruth, type GroundTruth } from '../testbed/synthetic/index.ts';
import { readWindows } from '../ingest/windows/window-store.ts';
import { runVigil } from './helpers/cli.ts';
import { f1, activityCovering, tilingErrors } from './helpers/ground-truth.ts';
import type { Window } from '../core/window.ts';

const START = Date.parse('2026-11-28T10:00:00Z');
let dir: string;

async function ingestScene(url: string, camera: string, config = ''): Promise<{ windows: Window[]; truth: GroundTruth; out: { windows: number } }> {
  const script = parseSyntheticUrl(url);
  const file = join(dir, `${camera}.ts`);
  await renderToFile(script, { out: file, startMs: START });
  const cfg = join(dir, `${camera}.yaml`);
  writeFileSync(cfg, config || 'cameras: []\n');
  const dataDir = join(dir, 'data');
  const r = await runVigil(['--config', cfg, '--data-dir', dataDir, 'ingest', file, '--camera', camera, '--start', new Date(START).toISOString(), '--json', '--no-progress'], { timeoutMs: 170_000 });
  expect(r.code, r.stderr).toBe(0);
  return { windows: readWindows(dataDir, camera), truth: groundTruth(script, START), out: JSON.parse(r.stdout) };
}

beforeAll(() => { dir = mkdtempSync(join(tmpdir(), 'vigil-windows-')); });
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('windows on synthetic scenes', () => {
  it('finds the cuts and not the lighting change (F1 >= 0.95, ±0.5 s)', async () => {
    const { windows, truth } = await ingestScene('synthetic:cuts?width=640&height=360&fps=10&duration=120', 'cuts');
    const cuts = truth.events.filter((e) => e.kind === 'cut').map((e) => e.atMs);
    const detected = windows.filter((w) => w.cut).map((w) => w.start);
    const score = f1(cuts, detected, 500);
    expect(score.f1, JSON.stringify({ cuts, detected })).toBeGreaterThanOrEqual(0.95);
    const lights = truth.events.filter((e) => e.kind === 'lighting.change').map((e) => e.atMs);
    for (const t of lights) expect(detected.some((d) => Math.abs(d - t) < 1000)).toBe(false);
    expect(windows.filter((w) => w.kind === 'scene')).toHaveLength(cuts.length);
    expect(tilingErrors(windows)).toEqual([]);
  }, 180_000);

  it('covers every object appearance with an activity window within 2 s, with keyframes from the stream', async () => {
    const { windows, truth, out } = await ingestScene('synthetic:street?width=640&height=360&fps=10&duration=240', 'street');
    expect(out.windows).toBe(windows.length);
    const appearances = truth.objects.map((o) => ({ id: o.id, t: o.visibleFromMs ?? o.appearMs }));
    expect(appearances.length).toBeGreaterThanOrEqual(8);
    for (const a of appearances) expect(activityCovering(windows, a.t, 2000), a.id).toBeDefined();
    expect(tilingErrors(windows)).toEqual([]);
    const act = windows.filter((w) => w.kind === 'activity');
    for (const w of act) {
      expect(w.end - w.start).toBeLessThanOrEqual(30_000 + 1000);
      expect(w.keyframes.length).toBeGreaterThanOrEqual(2);
      for (const k of w.keyframes) {
        expect(k.ts).toBeGreaterThanOrEqual(w.start);
        expect(k.ts).toBeLessThan(w.end);
        const jpeg = readFileSync(k.path);
        expect(jpeg.subarray(0, 2).toString('hex')).toBe('ffd8');
        // 640 px wide: decoded from the stream, not the 320 px analysis frame scaled up.
        expect(jpegSize(jpeg).width).toBe(640);
      }
    }
  }, 180_000);

  it('costs at most 6 windows for a quiet hour of noise and slow lighting drift', async () => {
    const { windows } = await ingestScene('synthetic:quiet?width=320&height=180&fps=2&duration=3600', 'quiet');
    expect(windows.length, windows.map((w) => `${w.kind}@${(w.start - START) / 1000}`).join(' ')).toBeLessThanOrEqual(6);
    expect(windows.filter((w) => w.kind === 'activity')).toEqual([]);
    expect(windows[0].start).toBe(START);
    expect(windows.at(-1)!.end).toBeGreaterThanOrEqual(START + 3_599_000);
  }, 180_000);
});

/** Width and height from a baseline or progressive JPEG's SOF marker. */
function jpegSize(buf: Buffer): { width: number; height: number } {
  let i = 2;
  while (i < buf.length) {
    const marker = buf[i + 1];
    const len = buf.readUInt16BE(i + 2);
    if (marker >= 0xc0 && marker <= 0xc2) return { height: buf.readUInt16BE(i + 5), width: buf.readUInt16BE(i + 7) };
    i += 2 + len;
  }
  throw new Error('no SOF marker');
}
