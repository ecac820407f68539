// Benchmark (planned; runs once `vigil run` exists): how many concurrent 720p15 RTSP cameras
// one core sustains with analysis lag p95 < 1 s and no dropped analysis frames (goal >= 15,
// issue 2), with CPU and memory per camera.
//   npx tsx bench/live-cameras.ts [--runs 3] [--counts 1,4,8,12,15,20,24] [--seconds 60]
//
// Method:
//  1. Footage: the cached 60 s synthetic street file at 720p15 (bench/lib/test-media.ts).
//  2. Server: the loopback RTSP test server (ingest/rtsp-test-server) with N "file" feeds
//     /cam1../camN of that file, served in real time without re-encoding, pinned with
//     taskset to the cores vigil does not use, so serving does not count against vigil.
//  3. vigil: `taskset -c 0 node bin/vigil.mjs --data-dir TMP run --config TMP/cameras.yaml`
//     with N cameras rtsp://127.0.0.1:PORT/camK (all children inherit the one-core mask).
//  4. After a 10 s warm-up, sample every second for --seconds: DATA/status.json (per camera
//     state, measured fps, analysis lag, frames dropped) and /proc for the vigil process
//     tree (utime+stime delta -> CPU %, VmRSS -> memory).
//  5. N passes when every camera stayed live, its lag p95 < 1 s, dropped frames did not
//     grow, and measured fps stayed within 10 % of analysisFps. The result is the largest
//     passing N; each N is repeated --runs times and passes only if every run passes.
//  6. Output: a markdown table per N (lag p95 median (min–max), dropped, CPU % per camera,
//     RSS MB per camera, pass) and the largest passing N, for BENCHMARKS.md.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const NEEDS = [
  { path: 'bin/commands/run.ts', what: '`vigil run` (ingests every configured camera)' },
  { path: 'ingest/rtsp-test-server/index.ts', what: 'the loopback RTSP test server' },
];

export function missingPrerequisites(): string[] {
  return NEEDS.filter((n) => !existsSync(join(ROOT, n.path))).map((n) => `${n.what} (${n.path})`);
}

export async function main(): Promise<string> {
  const missing = missingPrerequisites();
  const reason = missing.length
    ? `not runnable yet: needs ${missing.join(' and ')}`
    : 'the measurement is not implemented yet (see the method in bench/live-cameras.ts)';
  return `### Live RTSP cameras per core\n\n${reason}; no results.\n`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  process.stdout.write(await main() + '\n');
}
