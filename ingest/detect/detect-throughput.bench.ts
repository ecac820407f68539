// Detector throughput on real decoded frames: a synthetic street scene rendered to H.264,
// decoded to 320 px RGB by gst-launch (compression artefacts included), then analysed
// several times over on one core. Goal: >= 5,000 frames/s so detection never shows next
// to decoding. Run: npx tsx ingest/detect/detect-throughput.bench.ts [runs] [frames]
import { cpus, loadavg } from 'node:os';
import { parseSyntheticUrl } from '../synthetic/index.ts';
import { decodeAll, renderFootage } from './decoded-footage.ts';
import { FrameAnalyzer } from './index.ts';

const runs = Number(process.argv[2] ?? 7), want = Number(process.argv[3] ?? 2000);
const fps = 5, duration = Math.ceil(want / fps);
const footage = await renderFootage(parseSyntheticUrl(`synthetic:street?width=640&height=360&fps=${fps}&duration=${duration}`));
const frames = (await decodeAll(footage.file, { width: 320, height: 180, fps })).slice(0, want);

/** Frames per second by wall clock, and by this process's CPU time (fairer on a busy machine). */
function once(): { wall: number; cpu: number } {
  const analyzer = new FrameAnalyzer();
  const t0 = process.hrtime.bigint(), c0 = process.cpuUsage();
  for (const f of frames) analyzer.analyze(f);
  const ms = Number(process.hrtime.bigint() - t0) / 1e6, cpu = process.cpuUsage(c0);
  return { wall: (frames.length * 1000) / ms, cpu: (frames.length * 1e6) / (cpu.user + cpu.system) };
}

function summary(label: string, values: number[]): string {
  const v = [...values].sort((a, b) => a - b), median = v[v.length >> 1];
  return `  ${label}: median ${median.toFixed(0)} frames/s (${(1000 / median).toFixed(3)} ms/frame), min ${v[0].toFixed(0)}, max ${v.at(-1)!.toFixed(0)}`;
}

once(); // warm the JIT
const results = Array.from({ length: runs }, once);
console.log(`detector throughput, ${frames.length} decoded 320x180 frames (street, 640x360 H.264 source), ${runs} runs, goal >= 5000 frames/s`);
console.log(summary('wall clock', results.map((r) => r.wall)));
console.log(summary('CPU time  ', results.map((r) => r.cpu)));
console.log(`  ${cpus()[0]?.model ?? 'cpu'}; load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
