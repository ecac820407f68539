// A real camera clip taken through `vigil ingest --json --no-progress` with the default config
// into bench/.cache/ingested-clip-<name>-<key>/data, keyed by file, size, start and camera,
// and reused (like lib/ingested-day.ts for synthetic scenes; delete the folder to rebuild).
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CACHE_DIR } from './test-media.ts';
import { runTimed } from './timed-process.ts';
import { codeVersion, type CodeVersion } from './code-version.ts';

const VIGIL = fileURLToPath(new URL('../../bin/vigil.mjs', import.meta.url));

export interface IngestedClip { dataDir: string; camera: string; ingestSeconds: number; ingestedAt?: CodeVersion }

function cleanEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('VIGIL_')));
}

export async function ensureIngestedClip(file: string, startMs: number, camera: string, log: (line: string) => void = console.error): Promise<IngestedClip> {
  const abs = resolve(file);
  const key = createHash('sha1').update(JSON.stringify({ abs, size: statSync(abs).size, startMs, camera, v: 1 })).digest('hex').slice(0, 12);
  const cacheDir = join(CACHE_DIR, `ingested-clip-${basename(abs).replace(/\.[^.]+$/, '')}-${key}`);
  const dataDir = join(cacheDir, 'data'), done = join(cacheDir, 'ingest.json');
  if (existsSync(done)) {
    const { ingestedAt } = JSON.parse(readFileSync(done, 'utf8')) as { ingestedAt?: CodeVersion };
    return { dataDir, camera, ingestSeconds: 0, ...(ingestedAt ? { ingestedAt } : {}) };
  }
  rmSync(cacheDir, { recursive: true, force: true });
  mkdirSync(cacheDir, { recursive: true });
  log(`ingesting ${abs} as camera ${camera} (once; cached in ${cacheDir}) ...`);
  const ingestedAt = codeVersion();
  const r = await runTimed(process.execPath, [VIGIL, '--data-dir', dataDir, '--log-level', 'warn', 'ingest', abs,
    '--camera', camera, '--start', new Date(startMs).toISOString(), '--json', '--no-progress'], { env: cleanEnv(), timeoutMs: 600_000 });
  log(`  done in ${r.wallSeconds.toFixed(1)} s`);
  writeFileSync(`${done}.partial`, JSON.stringify({ wallSeconds: r.wallSeconds, ingestedAt }));
  renameSync(`${done}.partial`, done);
  return { dataDir, camera, ingestSeconds: r.wallSeconds, ingestedAt };
}
