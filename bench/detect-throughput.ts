// Benchmark: detector (FrameAnalyzer) throughput in frames/s on real decoded 320x180 frames
// on one core (issue 3, goal >= 5,000 fps so detection never shows next to decoding).
//   npx tsx bench/detect-throughput.ts [--runs 7] [--frames 2000]
// Footage: the synthetic street scene rendered to 640x360 H.264 and decoded to 320x180 RGB by
// gst-launch (compression artefacts included). The measuring loop runs in a child process
// pinned to core 0 with `taskset -c 0` where taskset exists, so each run is one core's work.
// Reports wall-clock and CPU-time throughput (the machine is shared: CPU time is the fairer
// figure under load) with median and min–max over the runs, and the load average.
import { parseArgs } from 'node:util';
import { spawn, spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { summarize, fmtSummary, fmt, markdownTable } from './lib/stats.ts';
import { describeMachine } from './lib/machine.ts';
import { registerPlugins } from '../bin/register-plugins.ts';

const SELF = fileURLToPath(import.meta.url);
const GOAL_FPS = 5000;

export interface DetectOptions { runs?: number; frames?: number }
interface ChildResult { frames: number; wall: number[]; cpu: number[] }

/** Measures in this process: decode once, then analyse all frames `runs` times (after a warm-up). */
async function measure(runs: number, want: number): Promise<ChildResult> {
  const { parseSyntheticUrl } = await import('../testbed/synthetic/index.ts');
  const { decodeAll, renderFootage } = await import('../testbed/decoded-footage.ts');
  const { FrameAnalyzer } = await import('../ingest/detect/index.ts');
  const fps = 5, duration = Math.ceil(want / fps);
  const footage = await renderFootage(parseSyntheticUrl(`synthetic:street?width=640&height=360&fps=${fps}&duration=${duration}`));
  const frames = (await decodeAll(footage.file, { width: 320, height: 180, fps })).slice(0, want);
  const once = () => {
    const analyzer = new FrameAnalyzer();
    const t0 = process.hrtime.bigint(), c0 = process.cpuUsage();
    for (const f of frames) analyzer.analyze(f);
    const ms = Number(process.hrtime.bigint() - t0) / 1e6, cpu = process.cpuUsage(c0);
    return { wall: (frames.length * 1000) / ms, cpu: (frames.length * 1e6) / (cpu.user + cpu.system) };
  };
  once(); // JIT warm-up
  const results = Array.from({ length: runs }, once);
  return { frames: frames.length, wall: results.map((r) => r.wall), cpu: results.map((r) => r.cpu) };
}

function hasTaskset(): boolean {
  return spawnSync('taskset', ['-c', '0', 'true'], { stdio: 'ignore' }).status === 0;
}

/** Runs measure() in a child pinned to core 0 (the loop must not share cores with this process). */
function measureInChild(runs: number, frames: number, pinned: boolean): Promise<ChildResult> {
  const node = [process.execPath, '--import', 'tsx', SELF, '--child', '--runs', String(runs), '--frames', String(frames)];
  const [cmd, ...argv] = pinned ? ['taskset', '-c', '0', ...node] : node;
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, argv, { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (d: Buffer) => { out += d; });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`detect-throughput child exited with ${code}`));
      resolve(JSON.parse(out.slice(out.lastIndexOf('\n{') + 1)) as ChildResult);
    });
  });
}

export async function main(opts: DetectOptions = {}): Promise<string> {
  await registerPlugins();
  const runs = Math.max(5, opts.runs ?? 7), frames = opts.frames ?? 2000;
  const machine = describeMachine();
  const pinned = hasTaskset();
  const r = await measureInChild(runs, frames, pinned);
  const loadAfter = loadavg().map((l) => l.toFixed(2)).join(' ');
  const row = (label: string, v: number[]) => {
    const s = summarize(v);
    return [label, fmtSummary(s, 0), fmt(1000 / s.median, 3), s.median >= GOAL_FPS ? 'yes' : 'no'];
  };
  const table = markdownTable(['measure', 'frames/s, median (min–max)', 'ms per frame (median)', `goal ≥ ${GOAL_FPS} met`],
    [row('wall clock', r.wall), row('CPU time (user + system)', r.cpu)]);
  return [
    `### Detector throughput (FrameAnalyzer, ${r.frames} decoded 320x180 frames of the street scene, one core)`,
    '', `machine: ${machine}`, `pinned to core 0 with taskset: ${pinned ? 'yes' : 'no (taskset missing)'}; runs: ${runs} after one warm-up; load average after: ${loadAfter}`,
    '', table, ''].join('\n');
}

if (process.argv[1] && SELF === process.argv[1]) {
  const { values } = parseArgs({ options: { runs: { type: 'string', default: '7' }, frames: { type: 'string', default: '2000' }, child: { type: 'boolean', default: false } } });
  if (values.child) process.stdout.write('\n' + JSON.stringify(await measure(Number(values.runs), Number(values.frames))) + '\n');
  else process.stdout.write(await main({ runs: Number(values.runs), frames: Number(values.frames) }) + '\n');
}
