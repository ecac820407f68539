// Test footage for benchmarks, rendered once into bench/.cache/ (gitignored) and reused.
// Default: the synthetic street scene (looks like CCTV: static background, moving objects,
// burned-in clock); "ball" is GStreamer's videotestsrc, for when the synthetic camera is absent.
import { existsSync, mkdirSync, renameSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runTimed } from './timed-process.ts';

export const CACHE_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '.cache');

export type MediaSource = 'synthetic' | 'ball';
export interface MediaSpec { width: number; height: number; fps: number; seconds: number; source: MediaSource }

export function mediaName(s: MediaSpec): string {
  return `${s.source}-${s.height}p${s.fps}-${s.seconds}s.ts`;
}

/** Returns the cached file for spec, rendering it first when missing. */
export async function ensureMedia(spec: MediaSpec, log: (line: string) => void = console.error): Promise<string> {
  const out = join(CACHE_DIR, mediaName(spec));
  if (existsSync(out)) return out;
  mkdirSync(CACHE_DIR, { recursive: true });
  const partial = `${out}.partial.ts`;
  const t0 = Date.now();
  log(`rendering ${mediaName(spec)} (once; cached in bench/.cache/) ...`);
  if (spec.source === 'synthetic') await renderSynthetic(spec, partial);
  else await renderBall(spec, partial);
  renameSync(partial, out);
  // renderToFile writes the ground truth beside its output; keep it beside the final name.
  if (existsSync(`${partial}.timeline.json`)) renameSync(`${partial}.timeline.json`, `${out}.timeline.json`);
  log(`  done in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  return out;
}

async function renderSynthetic(s: MediaSpec, out: string): Promise<void> {
  // Imported lazily so that the "ball" source works without the synthetic camera.
  const { renderToFile, parseSyntheticUrl } = await import('../../testbed/synthetic/index.ts');
  const url = `synthetic:street?width=${s.width}&height=${s.height}&fps=${s.fps}&duration=${s.seconds}`;
  await renderToFile(parseSyntheticUrl(url), { out, startMs: Date.parse('2026-01-01T00:00:00Z') });
}

async function renderBall(s: MediaSpec, out: string): Promise<void> {
  await runTimed('gst-launch-1.0', ['-q',
    'videotestsrc', 'pattern=ball', `num-buffers=${s.seconds * s.fps}`, '!',
    `video/x-raw,width=${s.width},height=${s.height},framerate=${s.fps}/1`, '!',
    'x264enc', 'speed-preset=veryfast', `key-int-max=${s.fps * 2}`, '!', 'h264parse', '!',
    'mpegtsmux', '!', 'filesink', `location=${out}`]);
}
