// Low-rate MPEG-TS through `vigil ingest`: GStreamer's tsdemux lays out frames more than 0.5 s
// apart at 0.5 s, so a 1 fps file once played at twice its speed (every time after the start
// early, by half the time since it). Such files are remuxed to MP4 first: the ingest covers the
// file's own duration, the lights switched off at 40 s are reported at 40 s, and the
// recording's frames are 1 s apart. A 4 fps file is left to GStreamer, which times it right.
import { describe, expect, it } from 'vitest';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseSceneScript, renderToFile } from '../../testbed/synthetic/index.ts';
import { runVigil } from '../../tests/helpers/cli.ts';
import { readWindows } from '../windows/window-store.ts';
import { readTsVideo } from '../recorder/ts-reader.ts';
import { mistimedByTsdemux, tsFrameStepMs } from './sparse-ts.ts';

const START = Date.parse('2026-11-27T22:00:00Z');

async function render(dir: string, fps: number, ext: 'ts' | 'mp4'): Promise<string> {
  const out = join(dir, `scene-${fps}.${ext}`);
  await renderToFile(parseSceneScript({ name: 'sparse', width: 160, height: 90, fps, durationSeconds: 60, background: 'yard', lighting: [{ t: 40, level: 0.02 }] }), { out, startMs: START });
  return out;
}

describe('MPEG-TS below 2 fps', () => {
  it('is told from files GStreamer times right', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'vigil-sparse-'));
    try {
      expect(tsFrameStepMs(await render(dir, 1, 'ts'))).toBe(1000);
      expect(mistimedByTsdemux(await render(dir, 1, 'ts'))).toBe(true);
      expect(mistimedByTsdemux(await render(dir, 4, 'ts'))).toBe(false);
      expect(tsFrameStepMs(await render(dir, 1, 'mp4'))).toBeUndefined();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('is ingested at its own times: 1 fps over 60 s, the switch at 40 s, recordings 1 s apart', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'vigil-sparse-'));
    try {
      const file = await render(dir, 1, 'ts'), dataDir = join(dir, 'data');
      const r = await runVigil(['--data-dir', dataDir, 'ingest', file, '--camera', 'yard', '--start', new Date(START).toISOString(), '--json', '--no-progress'], { timeoutMs: 120_000 });
      expect(r.code, r.stderr).toBe(0);
      const out = JSON.parse(r.stdout.slice(r.stdout.indexOf('{'))) as { frames: number; from: string; to: string };
      expect(out.frames).toBe(60);
      expect(Date.parse(out.to) - Date.parse(out.from)).toBe(59_000);
      const lights = readWindows(dataDir, 'yard').flatMap((w) => w.lighting.events).filter((l) => l.event === 'lights-off');
      expect(lights.map((l) => (l.ts - START) / 1000)).toEqual([40]);
      const segDir = join(dataDir, 'recordings', 'yard');
      const segs = readdirSync(segDir, { recursive: true }).map(String).filter((f) => f.endsWith('.ts')).sort();
      const pts = readTsVideo(join(segDir, segs[0])).units.map((u) => u.pts);
      expect(pts[1] - pts[0]).toBe(1000);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
