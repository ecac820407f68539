// Benchmark: file replay speed (x realtime) of `vigil ingest` against a bare gst-launch-1.0
// decode of the same file at the same analysis rate (320 px wide RGB at 2 fps), for 720p15
// and 1080p15 H.264. Goal (issue 2): vigil >= 0.9 of the bare decoder. vigil's ingest runs
// the whole replay path (record, analysis, detection, windows, keyframe JPEG branch), without
// captioning and indexing (--no-caption: those are measured by their own benches).
//   npx tsx bench/ingest-replay.ts [--runs 5] [--sizes 720,1080] [--source synthetic|ball] [--seconds 60]
// Prints a markdown table: median and min–max over the runs. Two views of each side:
//  - end to end: process wall clock, spawn to exit (includes Node/tsx start-up and the probe
//    for vigil, plugin loading for gst-launch); on a 60 s file at ~60x this start-up is a
//    large share of the ~1 s run.
//  - pipeline: vigil's own wallSeconds from --json (pipeline start to EOS), and the bare
//    decode's wall clock minus the wall clock of a trivial gst-launch (its start-up).
//  - record off (`ingest: {record: false}`) and keyframes off (`windows: {keyframeWidth: 0}`):
//    vigil's pipeline speed without that branch, to show what each costs.
import { parseArgs } from 'node:util';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir, loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureMedia, type MediaSource } from './lib/test-media.ts';
import { runTimed } from './lib/timed-process.ts';
import { summarize, fmtSummary, fmt, markdownTable } from './lib/stats.ts';
import { describeMachine } from './lib/machine.ts';
import { registerPlugins } from '../bin/register-plugins.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const VIGIL = join(ROOT, 'bin', 'vigil.mjs');

export interface ReplayOptions { runs?: number; sizes?: string; source?: MediaSource; seconds?: number }

const FPS = 15;
const WIDTHS: Record<string, number> = { '720': 1280, '1080': 1920 };

/** Start-up cost of gst-launch-1.0 itself (registry, plugin loading), subtracted for "pipeline". */
function bareStartup() {
  return runTimed('gst-launch-1.0', ['-q', 'fakesrc', 'num-buffers=1', '!', 'fakesink']);
}

function bareDecode(file: string) {
  return runTimed('gst-launch-1.0', ['-q', 'filesrc', `location=${file}`, '!', 'tsdemux', '!', 'h264parse', '!',
    'avdec_h264', '!', 'videorate', '!', 'videoscale', '!', 'videoconvert', '!',
    'video/x-raw,format=RGB,width=320,framerate=2/1', '!', 'fakesink']);
}

interface VigilRun { processSeconds: number; pipelineSpeed: number; frames: number; windows: number }

/** A vigil ingest that never exits (seen at EOS on 2026-11-30) is killed after this and retried. */
const HANG_MS = 120_000;
const MAX_ATTEMPTS = 3;
let hangs = 0;

async function vigilIngestOnce(file: string, seconds: number, configPath: string | undefined): Promise<VigilRun> {
  const dataDir = mkdtempSync(join(tmpdir(), 'vigil-bench-'));
  try {
    const global = ['--data-dir', dataDir, '--log-level', 'warn', ...(configPath ? ['--config', configPath] : [])];
    const r = await runTimed(process.execPath, [VIGIL, ...global, 'ingest', file, '--camera', 'bench',
      '--start', '2026-01-01T00:00:00Z', '--json', '--no-progress', '--no-caption'], { timeoutMs: HANG_MS });
    const json = JSON.parse(r.stdout.slice(r.stdout.indexOf('{'))) as { speed: number; frames: number; wallSeconds: number; windows: number };
    return { processSeconds: r.wallSeconds, pipelineSpeed: seconds / json.wallSeconds, frames: json.frames, windows: json.windows };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Runs vigil ingest, retrying one that hung (killed after HANG_MS); hangs are counted and reported. */
async function vigilIngest(file: string, seconds: number, configPath: string | undefined): Promise<VigilRun> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await vigilIngestOnce(file, seconds, configPath);
    } catch (err) {
      if (!/exited with SIGKILL/.test(String(err)) || attempt >= MAX_ATTEMPTS) throw err;
      hangs++;
      process.stderr.write(`  vigil ingest ${file}${configPath ? ` --config ${configPath}` : ''} did not exit within ${HANG_MS / 1000} s; killed, retrying\n`);
    }
  }
}

interface Variants { noRecord: string; noKeyframes: string }

async function benchSize(height: string, o: Required<ReplayOptions>, cfg: Variants) {
  const width = WIDTHS[height], seconds = o.seconds;
  if (!width) throw new Error(`--sizes: unknown size ${height}; use 720 and/or 1080`);
  const file = await ensureMedia({ width, height: Number(height), fps: FPS, seconds, source: o.source });
  // One untimed warm-up of each, so page cache and the tsx compile cache are equal for all runs.
  await bareDecode(file);
  await vigilIngest(file, seconds, undefined);
  const cols: Record<string, number[]> = { bare: [], barePipe: [], vigil: [], vigilPipe: [], noRecPipe: [], noKfPipe: [] };
  let frames = 0, windows = 0;
  for (let i = 0; i < o.runs; i++) {
    // Interleaved so that drift in machine load hits all variants alike.
    const startup = (await bareStartup()).wallSeconds;
    const bareWall = (await bareDecode(file)).wallSeconds;
    cols.bare.push(seconds / bareWall);
    cols.barePipe.push(seconds / Math.max(1e-3, bareWall - startup));
    const v = await vigilIngest(file, seconds, undefined);
    cols.vigil.push(seconds / v.processSeconds);
    cols.vigilPipe.push(v.pipelineSpeed);
    frames = v.frames;
    windows = v.windows;
    cols.noRecPipe.push((await vigilIngest(file, seconds, cfg.noRecord)).pipelineSpeed);
    cols.noKfPipe.push((await vigilIngest(file, seconds, cfg.noKeyframes)).pipelineSpeed);
    process.stderr.write(`  ${height}p run ${i + 1}/${o.runs}: bare ${fmt(cols.bare[i])}x (pipeline ${fmt(cols.barePipe[i])}x), `
      + `vigil ${fmt(cols.vigil[i])}x (pipeline ${fmt(cols.vigilPipe[i])}x), record off ${fmt(cols.noRecPipe[i])}x, keyframes off ${fmt(cols.noKfPipe[i])}x\n`);
  }
  const ratio = (a: number[], b: number[]) => fmtSummary(summarize(a.map((x, i) => x / b[i])), 2);
  const sum = (a: number[]) => fmtSummary(summarize(a));
  return [`${height}p${FPS}`, `${frames} / ${windows}`, sum(cols.bare), sum(cols.vigil), ratio(cols.vigil, cols.bare),
    sum(cols.barePipe), sum(cols.vigilPipe), ratio(cols.vigilPipe, cols.barePipe),
    sum(cols.noRecPipe), ratio(cols.noRecPipe, cols.barePipe), sum(cols.noKfPipe), ratio(cols.noKfPipe, cols.barePipe)];
}

export async function main(opts: ReplayOptions = {}): Promise<string> {
  await registerPlugins();
  const o: Required<ReplayOptions> = { runs: Math.max(3, opts.runs ?? 5), sizes: opts.sizes ?? '720,1080', source: opts.source ?? 'synthetic', seconds: opts.seconds ?? 60 };
  const machine = describeMachine();
  const tmp = mkdtempSync(join(tmpdir(), 'vigil-bench-cfg-'));
  const cfg: Variants = { noRecord: join(tmp, 'no-record.yaml'), noKeyframes: join(tmp, 'no-keyframes.yaml') };
  writeFileSync(cfg.noRecord, 'ingest:\n  record: false\n');
  writeFileSync(cfg.noKeyframes, 'windows:\n  keyframeWidth: 0\n');
  try {
    const rows = [];
    for (const h of o.sizes.split(',')) rows.push(await benchSize(h.trim().replace(/p$/, ''), o, cfg));
    const table = markdownTable(
      ['file', 'analysis frames / windows', 'bare, end to end (x rt)', 'vigil, end to end (x rt)', 'ratio end to end',
        'bare, pipeline (x rt)', 'vigil, pipeline (x rt)', 'ratio pipeline', 'vigil record off, pipeline (x rt)', 'ratio record off',
        'vigil keyframes off, pipeline (x rt)', 'ratio keyframes off'],
      rows);
    return [
      `### File replay x-realtime (${o.seconds} s ${o.source} H.264 files, analysis 320 px RGB at 2 fps)`,
      '', `machine: ${machine}`, `runs: ${o.runs}, median (min–max); load average after: ${loadavg().map((l) => l.toFixed(2)).join(' ')}`, '', table, '',
      `vigil ingests that hung (no exit within ${HANG_MS / 1000} s; killed and rerun, not in the table): ${hangs}`, ''].join('\n');
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { values: a } = parseArgs({
    options: {
      runs: { type: 'string', default: '5' },
      sizes: { type: 'string', default: '720,1080' },
      source: { type: 'string', default: 'synthetic' },
      seconds: { type: 'string', default: '60' },
    },
  });
  process.stdout.write(await main({ runs: Number(a.runs), sizes: a.sizes, source: a.source as MediaSource, seconds: Number(a.seconds) }) + '\n');
}
