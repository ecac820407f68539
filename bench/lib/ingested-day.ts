// One synthetic scene taken through the real pipeline for the agent benchmarks: rendered once
// (lib/scene-media.ts), then `vigil ingest --json --no-progress` with the default config
// (recording, windows, builtin captions, lexical embeddings, LanceDB, rollups, entities) into
// bench/.cache/ingested-<scene>-<key>/data, keyed by URL, start and camera, and reused. Not
// rebuilt when the ingest code changes (that would re-ingest on every commit): the commit it
// was built at is recorded and printed; delete the folder to rebuild.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseSyntheticUrl } from '../../testbed/synthetic/index.ts';
import { ensureScene } from './scene-media.ts';
import { CACHE_DIR } from './test-media.ts';
import { runTimed } from './timed-process.ts';
import { codeVersion, type CodeVersion } from './code-version.ts';

const VIGIL = fileURLToPath(new URL('../../bin/vigil.mjs', import.meta.url));
/** Bump when what ingest writes changes in a way the cached data dir would not reflect. */
const LAYOUT_VERSION = 1;

export interface IngestedDay {
  /** storage.dataDir of the ingested scene. */
  dataDir: string;
  camera: string;
  /** Folder the data dir lives in; derived data (backfills) may be cached beside it. */
  cacheDir: string;
  /** Seconds spent rendering and ingesting in this call (0 when reused). */
  renderSeconds: number;
  ingestSeconds: number;
  /** What `vigil ingest --json` reported (windows, segments, ...), from when it was built. */
  report: { windows?: number; captioned?: number; indexed?: number; segments?: number; wallSeconds?: number };
  /** The code that ingested it (the cache is not rebuilt when ingest changes: delete it, or bump LAYOUT_VERSION). */
  ingestedAt?: CodeVersion;
}

/** Environment without VIGIL_* variables, so a developer's config or data dir cannot leak in. */
function cleanEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('VIGIL_')));
}

/** ext: the container the scene is rendered to (MPEG-TS takes ingest's remux path below 2 fps). */
export async function ensureIngestedDay(url: string, startMs: number, camera: string, log: (line: string) => void = console.error, ext: 'mp4' | 'ts' = 'mp4'): Promise<IngestedDay> {
  const key = createHash('sha1').update(JSON.stringify({ url, startMs, camera, v: LAYOUT_VERSION, ...(ext === 'ts' ? { ext } : {}) })).digest('hex').slice(0, 12);
  const cacheDir = join(CACHE_DIR, `ingested-${parseSyntheticUrl(url).name}-${key}`);
  const dataDir = join(cacheDir, 'data'), done = join(cacheDir, 'ingest.json');
  if (existsSync(done)) {
    const { ingestedAt, ...report } = JSON.parse(readFileSync(done, 'utf8')) as IngestedDay['report'] & { ingestedAt?: CodeVersion };
    return { dataDir, camera, cacheDir, renderSeconds: 0, ingestSeconds: 0, report, ...(ingestedAt ? { ingestedAt } : {}) };
  }
  const media = await ensureScene(url, startMs, ext, log);
  // Keyframe paths stored in windows are absolute, so ingest writes in place; the marker file
  // is written last, so a killed run is rebuilt from scratch next time.
  rmSync(cacheDir, { recursive: true, force: true });
  mkdirSync(cacheDir, { recursive: true });
  log(`ingesting ${url} as camera ${camera} (once; cached in ${cacheDir}) ...`);
  const ingestedAt = codeVersion();
  const r = await runTimed(process.execPath, [VIGIL, '--data-dir', dataDir, '--log-level', 'warn', 'ingest', media.file,
    '--camera', camera, '--start', new Date(startMs).toISOString(), '--json', '--no-progress'], { env: cleanEnv(), timeoutMs: 3_600_000 });
  const full = JSON.parse(r.stdout.slice(r.stdout.indexOf('{'))) as Omit<IngestedDay['report'], 'segments'> & { segments?: unknown[] };
  const report = { windows: full.windows, captioned: full.captioned, indexed: full.indexed, segments: full.segments?.length, wallSeconds: full.wallSeconds };
  log(`  done in ${r.wallSeconds.toFixed(1)} s (${report.windows ?? '?'} windows, ${report.segments ?? '?'} segments)`);
  writeFileSync(`${done}.partial`, JSON.stringify({ ...report, ingestedAt }));
  renameSync(`${done}.partial`, done);
  return { dataDir, camera, cacheDir, renderSeconds: media.renderSeconds, ingestSeconds: r.wallSeconds, report, ingestedAt };
}
