// End-to-end lag from window close to searchable, in-process and over Redis Streams: windows
// are published on window.closed at a steady rate, captioned (builtin, measurements only, so
// this measures vigil's own pipeline rather than a model), embedded (lexical), written to a
// real LanceDB index, and timed until window.indexed arrives. Also the flat-out rate.
//   npx tsx bench/close-to-searchable.ts [--windows 300] [--rate 20] [--runs 3]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { MemoryBus, RedisBus, type Bus } from '../core/bus/index.ts';
import { windowId, type Window } from '../core/window.ts';
import { BuiltinCaptioner, LexicalEmbedder } from '../models/index.ts';
import { CaptionWorker } from '../indexer/caption-worker.ts';
import { IndexWriter } from '../indexer/index-writer.ts';
import { LanceWindowIndex } from '../indexer/window-index/index.ts';
import { startRedisServer } from '../tests/helpers/redis-server.ts';
import { describeMachine } from './lib/machine.ts';
import { fmtSummary, markdownTable, summarize } from './lib/stats.ts';
import { registerPlugins } from '../bin/register-plugins.ts';

const T0 = Date.parse('2026-11-30T00:00:00Z');

function window(i: number): Window {
  const camera = `cam${i % 4}`, start = T0 + i * 20_000;
  return {
    id: windowId(camera, start), camera, start, end: start + 15_000, kind: 'activity',
    activity: { peak: 0.04, mean: 0.02, activeFrames: 20, frames: 30 }, regions: [0.4, 0.1], grid: { cols: 2, rows: 1 },
    motion: { path: [], direction: i % 2 ? 'left-to-right' : 'right-to-left', colours: [['red', 'white', 'blue'][i % 3]], tracks: [] },
    lighting: { state: 'day', level: 0.5, events: [] }, cut: false, keyframes: [], closedBy: 'activity-end',
  };
}

async function run(bus: Bus, windows: number, rate: number): Promise<{ lags: number[]; perSec: number }> {
  const dir = mkdtempSync(join(tmpdir(), 'vigil-bench-lag-'));
  const index = await LanceWindowIndex.open({ dir, dimension: 384 });
  const captions = new CaptionWorker({ bus, dataDir: dir, captioner: new BuiltinCaptioner(), idleCaptioner: new BuiltinCaptioner(), embedder: new LexicalEmbedder(), concurrency: 4 });
  const indexer = new IndexWriter({ bus, index });
  const sent = new Map<string, number>(), lags: number[] = [];
  let done!: () => void;
  const all = new Promise<void>((r) => { done = r; });
  const sub = bus.subscribe('window.indexed', `bench-${Date.now()}`, async ({ id }) => {
    lags.push(performance.now() - (sent.get(id) ?? performance.now()));
    if (lags.length === windows) done();
  });
  await sub.ready?.();
  captions.start();
  indexer.start();
  const t0 = performance.now();
  for (let i = 0; i < windows; i++) {
    const w = window(i);
    sent.set(w.id, performance.now());
    await bus.publish('window.closed', { window: w });
    if (rate > 0) await new Promise((r) => setTimeout(r, Math.max(0, t0 + ((i + 1) * 1000) / rate - performance.now())));
  }
  await all;
  const perSec = windows / ((performance.now() - t0) / 1000);
  await captions.stop();
  await indexer.stop();
  await sub.close();
  await index.close();
  rmSync(dir, { recursive: true, force: true });
  return { lags, perSec };
}

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];

export async function main(o: { windows?: number; rate?: number; runs?: number } = {}): Promise<string> {
  await registerPlugins();
  const windows = o.windows ?? 300, rate = o.rate ?? 20, runs = o.runs ?? 3;
  const redis = await startRedisServer();
  const rows: string[][] = [];
  try {
    for (const backend of ['in-process', 'Redis Streams']) {
      const paced: { p50: number[]; p95: number[] } = { p50: [], p95: [] }, flat: number[] = [];
      for (let r = 0; r < runs; r++) {
        const make = async () => backend === 'in-process' ? new MemoryBus() : await RedisBus.connect({ url: redis.url, keyPrefix: redis.freshPrefix('lag') });
        let bus = await make();
        const a = await run(bus, windows, rate);
        await bus.close();
        paced.p50.push(pct(a.lags, 50)); paced.p95.push(pct(a.lags, 95));
        bus = await make();
        flat.push((await run(bus, windows, 0)).perSec);
        await bus.close();
      }
      rows.push([backend, fmtSummary(summarize(paced.p50), 1), fmtSummary(summarize(paced.p95), 1), fmtSummary(summarize(flat), 0)]);
    }
  } finally {
    await redis.stop();
  }
  return [
    '### Window close to searchable (issue 5)',
    '',
    `Machine: ${describeMachine()}. ${windows} windows per run at ${rate}/s (lag) and flat out (rate), builtin caption from measurements + lexical embedding + LanceDB upsert; median (min–max) over ${runs} runs.`,
    '',
    markdownTable(['bus', `lag p50 ms at ${rate}/s`, `lag p95 ms at ${rate}/s`, 'windows/s flat out'], rows),
    '',
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { windows: { type: 'string', default: '300' }, rate: { type: 'string', default: '20' }, runs: { type: 'string', default: '3' } } });
  process.stdout.write(await main({ windows: Number(values.windows), rate: Number(values.rate), runs: Number(values.runs) }));
}
