// Synthetic scene footage for benchmarks: a synthetic: URL rendered once (per URL, start and
// container) into bench/.cache/ with its ground truth, and reused by later runs.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { CACHE_DIR } from './test-media.ts';
import type { GroundTruth } from '../../testbed/synthetic/index.ts';

export interface SceneMedia { file: string; truth: GroundTruth; renderSeconds: number }

/** Renders url starting at startMs (the burned-in clock) unless cached; .mp4 or .ts by ext. */
export async function ensureScene(url: string, startMs: number, ext: 'ts' | 'mp4', log: (line: string) => void = console.error): Promise<SceneMedia> {
  const { renderToFile, parseSyntheticUrl, groundTruth } = await import('../../testbed/synthetic/index.ts');
  const script = parseSyntheticUrl(url);
  const key = createHash('sha1').update(JSON.stringify({ url, startMs, v: 1 })).digest('hex').slice(0, 12);
  const file = join(CACHE_DIR, `${script.name}-${key}.${ext}`);
  const truth = groundTruth(script, startMs);
  if (existsSync(file)) return { file, truth, renderSeconds: 0 };
  mkdirSync(CACHE_DIR, { recursive: true });
  const partial = `${file}.partial.${ext}`, t0 = Date.now();
  log(`rendering ${url} (once; cached in bench/.cache/) ...`);
  await renderToFile(script, { out: partial, startMs });
  renameSync(partial, file);
  renameSync(`${partial}.timeline.json`, `${file}.timeline.json`); // renderToFile's ground truth, kept for reference
  const renderSeconds = (Date.now() - t0) / 1000;
  log(`  done in ${renderSeconds.toFixed(1)} s`);
  return { file, truth, renderSeconds };
}
