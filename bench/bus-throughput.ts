// Benchmark: bus throughput (windows/s published and consumed) and end-to-end lag (publish
// called → handler entered), in-process MemoryBus vs RedisBus on a local redis-server
// (issue 5). One command, median (min–max) over the runs, markdown table:
//   npx tsx bench/bus-throughput.ts [--runs 3] [--windows 5000] [--rate 500] [--seconds 3]
// Messages are realistic: window.closed (3 keyframes, 20-point motion path, 48 regions, a
// track) and window.captioned (the same window plus caption, tags and a 384-d embedding), so
// JSON and zod validation on both ends are part of the cost, as in the pipeline.
// Flat-out: 4 producers publish as fast as publish() resolves; one subscription at
// concurrency 8 with a no-op handler; lag there is mostly queueing. Paced: one producer at a
// fixed rate well below capacity, which is the lag a window sees in normal operation.
// Producer, consumer and (for Redis) the server share this machine; nothing crosses a network.
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { MemoryBus, RedisBus, type Bus, type Topic, type TopicMessage } from '../core/bus/index.ts';
import type { Window } from '../core/window.ts';
import type { CaptionedWindow } from '../core/caption.ts';
import { startRedisServer } from '../tests/helpers/redis-server.ts';
import { summarize, fmtSummary, fmt, markdownTable } from './lib/stats.ts';
import { describeMachine } from './lib/machine.ts';
import { registerPlugins } from '../bin/register-plugins.ts';

const SELF = fileURLToPath(import.meta.url);
const T0 = 1_700_000_000_000;

export interface BusBenchOptions { runs?: number; windows?: number; rate?: number; seconds?: number }
interface RunResult { perSec: number; p50: number; p95: number }

function benchWindow(n: number): Window {
  const start = T0 + n * 10_000, camera = `cam${n % 4}`;
  return {
    id: `${camera}:${start}`, camera, start, end: start + 12_000, kind: 'activity',
    activity: { peak: 0.42, mean: 0.13, activeFrames: 18, frames: 24 },
    regions: Array.from({ length: 48 }, (_, i) => ((i * 37) % 100) / 100),
    grid: { cols: 8, rows: 6 },
    motion: {
      path: Array.from({ length: 20 }, (_, i) => ({ ts: start + i * 500, x: 0.1 + i * 0.04, y: 0.55 })),
      direction: 'left-to-right', colours: ['red', 'grey'],
      tracks: [{ start, end: start + 9000, colour: 'red', direction: 'left-to-right', entering: true, leaving: true, from: { x: 0.02, y: 0.6 }, to: { x: 0.97, y: 0.55 }, size: 0.08, frames: 18 }],
    },
    lighting: { state: 'day', level: 0.64, events: [] }, cut: false,
    keyframes: ['first', 'peak', 'last'].map((reason, i) => ({ ts: start + i * 4000, path: `/data/keyframes/${camera}/2023-11-14/${start + i * 4000}.jpg`, reason: reason as 'first' })),
    closedBy: 'activity-end',
  };
}

function benchCaptioned(n: number): CaptionedWindow {
  return {
    window: benchWindow(n),
    caption: 'A red car drives from left to right along the street in daylight; a person in a grey coat walks on the far pavement.',
    tags: {
      objects: [{ label: 'car', count: 1, colours: ['red'], actions: ['driving'] }, { label: 'person', count: 1, colours: ['grey'], actions: ['walking'] }],
      colors: ['red', 'grey'], text: ['KX19 ABC'],
      motion: { amount: 'some', direction: 'left-to-right', where: ['lower half'], entering: true, leaving: true },
      light: { state: 'day', events: [] }, events: ['a red car passes'],
    },
    provider: 'builtin', model: 'builtin-1', promptVersion: 'v3',
    embedding: Array.from({ length: 384 }, (_, i) => Math.round(Math.sin(n + i) * 1e6) / 1e6),
    embedder: 'builtin/lexical-384', captionedAt: T0,
  };
}

const MESSAGES: { topic: Topic; make: (n: number) => unknown }[] = [
  { topic: 'window.closed', make: (n) => ({ window: benchWindow(n) }) },
  { topic: 'window.captioned', make: (n) => ({ captioned: benchCaptioned(n) }) },
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** One run: `count` messages, flat-out (rate undefined) or paced at `rate`/s. */
async function runOnce(bus: Bus, topic: Topic, make: (n: number) => unknown, count: number, rate?: number): Promise<RunResult> {
  const sentAt = new Float64Array(count);
  const lags: number[] = [];
  const key = topic === 'window.closed' ? (m: any) => m.window.start : (m: any) => m.captioned.window.start;
  await bus.subscribe(topic, 'bench', async (m) => { lags.push(performance.now() - sentAt[(key(m) - T0) / 10_000]); }, { concurrency: 8 }).ready();
  const messages = Array.from({ length: count }, (_, n) => make(n) as TopicMessage<Topic>);
  const publish = (n: number) => { sentAt[n] = performance.now(); return bus.publish(topic, messages[n] as never); };
  const t0 = performance.now();
  if (rate === undefined) {
    let next = 0;
    await Promise.all(Array.from({ length: 4 }, async () => { while (next < count) await publish(next++); }));
  } else {
    for (let n = 0; n < count; n++) {
      const due = t0 + (n * 1000) / rate;
      if (due > performance.now()) await new Promise((r) => setTimeout(r, due - performance.now()));
      await publish(n);
    }
  }
  while (lags.length < count) await new Promise((r) => setTimeout(r, 1));
  const seconds = (performance.now() - t0) / 1000;
  lags.sort((a, b) => a - b);
  return { perSec: count / seconds, p50: percentile(lags, 50), p95: percentile(lags, 95) };
}

export async function main(opts: BusBenchOptions = {}): Promise<string> {
  await registerPlugins();
  const { runs = 3, windows = 5000, rate = 500, seconds = 3 } = opts;
  const server = await startRedisServer();
  const backends: { name: string; connect: (run: number) => Promise<Bus> }[] = [
    { name: 'in-process (MemoryBus)', connect: async () => new MemoryBus({ capacity: 1000 }) },
    { name: 'Redis Streams (RedisBus, local redis-server 7.0)', connect: async (run) => { await server.flush(); return RedisBus.connect({ url: server.url, keyPrefix: `bench${run}:` }); } },
  ];
  const rows: string[][] = [];
  try {
    for (const b of backends) {
      for (const { topic, make } of MESSAGES) {
        const flat: RunResult[] = [], paced: RunResult[] = [];
        for (let run = 0; run < runs; run++) {
          for (const [out, r] of [[flat, undefined], [paced, rate]] as const) {
            const bus = await b.connect(run);
            out.push(await runOnce(bus, topic, make, r === undefined ? windows : rate * seconds, r));
            await bus.close();
          }
        }
        const bytes = Buffer.byteLength(JSON.stringify(make(0)));
        const s = (xs: RunResult[], f: (r: RunResult) => number) => summarize(xs.map(f));
        rows.push([b.name, `${topic} (${fmt(bytes / 1024, 1)} KiB)`, fmtSummary(s(flat, (r) => r.perSec), 0),
          `${fmtSummary(s(flat, (r) => r.p50))} / ${fmtSummary(s(flat, (r) => r.p95))}`,
          `${fmtSummary(s(paced, (r) => r.p50), 2)} / ${fmtSummary(s(paced, (r) => r.p95), 2)}`]);
        process.stderr.write(`  ${b.name} ${topic} done\n`);
      }
    }
  } finally {
    await server.stop();
  }
  const header = ['backend', 'topic (message JSON)', 'windows/s flat-out', 'lag p50 / p95 flat-out (ms)', `lag p50 / p95 at ${rate}/s (ms)`];
  return [
    `### Bus throughput and lag (\`npx tsx bench/bus-throughput.ts --runs ${runs} --windows ${windows} --rate ${rate} --seconds ${seconds}\`)`,
    '', `Machine: ${describeMachine()}`, '',
    `Flat-out: ${windows} messages from 4 concurrent producers into one subscription at concurrency 8 (no-op handler). Paced: ${rate * seconds} messages at ${rate}/s. Median (min–max) over ${runs} runs.`,
    '', markdownTable(header, rows), '',
  ].join('\n');
}

if (process.argv[1] && SELF === process.argv[1]) {
  const { values: a } = parseArgs({ options: { runs: { type: 'string', default: '3' }, windows: { type: 'string', default: '5000' }, rate: { type: 'string', default: '500' }, seconds: { type: 'string', default: '3' } } });
  process.stdout.write(await main({ runs: Number(a.runs), windows: Number(a.windows), rate: Number(a.rate), seconds: Number(a.seconds) }) + '\n');
}
