// Benchmark: file replay speed (x realtime) of `vigil ingest` against a bare gst-launch-1.0
// decode of the same file at the same analysis rate (320 px wide RGB at 2 fps), for 720p15
// and 1080p15 H.264. Goal (issue 2): vigil >= 0.9 of the bare decoder.
//   npx tsx bench/ingest-replay.ts [--runs 5] [--sizes 720,1080] [--source synthetic|ball] [--seconds 60]
// Prints a markdown table: median and min–max over the runs. Two views of each side:
//  - end to end: process wall clock, spawn to exit (includes Node/tsx start-up and the probe
//    for vigil, plugin loading for gst-launch); on a 60 s file at ~60x this start-up is a
//    large share of the ~1 s run.
//  - pipeline: vigil's own wallSeconds from --json (pipeline start to EOS), and the bare
//    decode's wall clock minus the wall clock of a trivial gst-launch (its start-up).
import { parseArgs } from 'node:util';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureMedia, type MediaSource } from './lib/test-media.ts';
import { runTimed } from './lib/timed-process.ts';
import { summarize, fmtSummary, fmt, markdownTable } from './lib/stats.ts';
import { describeMachine } from './lib/machine.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const VIGIL = join(ROOT, 'bin', 'vigil.mjs');

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    sizes: { type: 'string', default: '720,1080' },
    source: { type: 'string', default: 'synthetic' },
    seconds: { type: 'string', default: '60' },
  },
});
const runs = Math.max(3, Number(args.runs));
const seconds = Number(args.seconds);
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

interface VigilRun { processSeconds: number; pipelineSpeed: number; frames: number }

async function vigilIngest(file: string, configPath: string | undefined): Promise<VigilRun> {
  const dataDir = mkdtempSync(join(tmpdir(), 'vigil-bench-'));
  try {
    const global = ['--data-dir', dataDir, '--log-level', 'warn', ...(configPath ? ['--config', configPath] : [])];
    const r = await runTimed(process.execPath, [VIGIL, ...global, 'ingest', file, '--camera', 'bench',
      '--start', '2026-01-01T00:00:00Z', '--json', '--no-progress']);
    const json = JSON.parse(r.stdout.slice(r.stdout.indexOf('{'))) as { speed: number; frames: number; wallSeconds: number };
    return { processSeconds: r.wallSeconds, pipelineSpeed: seconds / json.wallSeconds, frames: json.frames };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function benchSize(height: string, noRecordConfig: string) {
  const width = WIDTHS[height];
  if (!width) throw new Error(`--sizes: unknown size ${height}; use 720 and/or 1080`);
  const file = await ensureMedia({ width, height: Number(height), fps: FPS, seconds, source: args.source as MediaSource });
  // One untimed warm-up of each, so page cache and the tsx compile cache are equal for all runs.
  await bareDecode(file);
  await vigilIngest(file, undefined);
  const cols: Record<string, number[]> = { bare: [], barePipe: [], vigil: [], vigilPipe: [], noRecPipe: [] };
  let frames = 0;
  for (let i = 0; i < runs; i++) {
    // Interleaved so that drift in machine load hits all variants alike.
    const startup = (await bareStartup()).wallSeconds;
    const bareWall = (await bareDecode(file)).wallSeconds;
    cols.bare.push(seconds / bareWall);
    cols.barePipe.push(seconds / Math.max(1e-3, bareWall - startup));
    const v = await vigilIngest(file, undefined);
    cols.vigil.push(seconds / v.processSeconds);
    cols.vigilPipe.push(v.pipelineSpeed);
    frames = v.frames;
    cols.noRecPipe.push((await vigilIngest(file, noRecordConfig)).pipelineSpeed);
    process.stderr.write(`  ${height}p run ${i + 1}/${runs}: bare ${fmt(cols.bare[i])}x (pipeline ${fmt(cols.barePipe[i])}x), `
      + `vigil ${fmt(cols.vigil[i])}x (pipeline ${fmt(cols.vigilPipe[i])}x), record off pipeline ${fmt(cols.noRecPipe[i])}x\n`);
  }
  const ratio = (a: number[], b: number[]) => fmtSummary(summarize(a.map((x, i) => x / b[i])), 2);
  const sum = (a: number[]) => fmtSummary(summarize(a));
  return [`${height}p${FPS}`, String(frames), sum(cols.bare), sum(cols.vigil), ratio(cols.vigil, cols.bare),
    sum(cols.barePipe), sum(cols.vigilPipe), ratio(cols.vigilPipe, cols.barePipe),
    sum(cols.noRecPipe), ratio(cols.noRecPipe, cols.barePipe)];
}

export async function main(): Promise<string> {
  const tmp = mkdtempSync(join(tmpdir(), 'vigil-bench-cfg-'));
  const noRecordConfig = join(tmp, 'no-record.yaml');
  writeFileSync(noRecordConfig, 'ingest:\n  record: false\n');
  try {
    const rows = [];
    for (const h of args.sizes!.split(',')) rows.push(await benchSize(h.trim().replace(/p$/, ''), noRecordConfig));
    const table = markdownTable(
      ['file', 'analysis frames', 'bare, end to end (x rt)', 'vigil, end to end (x rt)', 'ratio end to end',
        'bare, pipeline (x rt)', 'vigil, pipeline (x rt)', 'ratio pipeline', 'vigil record off, pipeline (x rt)', 'ratio record off'],
      rows);
    return [
      `### File replay x-realtime (${seconds} s ${args.source} H.264 files, analysis 320 px RGB at 2 fps)`,
      '', `machine: ${describeMachine()}`, `runs: ${runs}, median (min–max)`, '', table, ''].join('\n');
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  process.stdout.write(await main() + '\n');
}
