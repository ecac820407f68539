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

function once(): { fps: number; active: number } {
  const analyzer = new FrameAnalyzer();
  let active = 0;
  const t0 = process.hrtime.bigint();
  for (const f of frames) if (analyzer.analyze(f).active) active++;
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  return { fps: (frames.length * 1000) / ms, active };
}

once(); // warm the JIT
const results = Array.from({ length: runs }, once).map((r) => r.fps).sort((a, b) => a - b);
const median = results[results.length >> 1];
console.log(`detector throughput, ${frames.length} decoded 320x180 frames (street, 640x360 H.264 source), ${runs} runs`);
console.log(`  median ${median.toFixed(0)} frames/s (${(1000 / median).toFixed(3)} ms/frame), min ${results[0].toFixed(0)}, max ${results.at(-1)!.toFixed(0)}`);
console.log(`  ${cpus()[0]?.model ?? 'cpu'}; load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
