// Live side of `vigil serve` (the real assembly, in this process, HTTP over loopback):
// - live HLS: a synthetic live camera (320x180, 10 fps) recorded in 2 s segments; its EVENT
//   playlist is fetched every 250 ms and each fetch records how far behind now the newest
//   listed (closed) segment ends, and how long the playlist took to answer;
// - /metrics scrape time with the in-process bus and with Redis Streams (the bus backlog is
//   read with XINFO GROUPS per topic on every scrape);
// - the cost of the call policy's observer hook per model call (no-op calls, with and
//   without a metrics observer).
//   npx tsx bench/serve-live.ts               (about 2 minutes)
//   npx tsx bench/serve-live.ts --seconds 60
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { parseConfig } from '../core/config/index.ts';
import { configureLogging } from '../core/logger.ts';
import { startVigilServer, ApiMetrics, type VigilServer } from '../dashboard/index.ts';
import { CallPolicy, observeModelCalls } from '../models/index.ts';
import { registerPlugins } from '../bin/register-plugins.ts';
import { startRedisServer } from '../tests/helpers/redis-server.ts';
import { describeMachine } from './lib/machine.ts';
import { fmtSummary, markdownTable, summarize } from './lib/stats.ts';

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function start(dataDir: string, extra: Record<string, unknown>): Promise<{ server: VigilServer; token: string }> {
  const config = parseConfig({ storage: { dataDir }, models: { builtin: { ocr: false, objects: false } }, ...extra });
  const server = await startVigilServer({ config, host: '127.0.0.1', port: 0 });
  return { server, token: server.generatedTokens.find((t) => t.role === 'admin')!.token };
}

async function liveHls(dir: string, seconds: number): Promise<{ behind: number[]; fetchMs: number[]; segments: number }> {
  const { server, token } = await start(join(dir, 'live'), {
    ingest: { segmentSeconds: 2, analysisFps: 2 }, windows: { keyframeWidth: 0 },
    cameras: [{ id: 'live', url: 'synthetic:street?width=320&height=180&fps=10' }],
  });
  const from = new Date(Date.now() - 1000).toISOString();
  const behind: number[] = [], fetchMs: number[] = [];
  let segments = 0;
  try {
    await sleep(6000); // the first segments close
    const end = Date.now() + seconds * 1000;
    while (Date.now() < end) {
      const t0 = performance.now();
      const text = await (await fetch(`${server.url}/api/cameras/live/recordings.m3u8?from=${from}`, { headers: { authorization: `Bearer ${token}` } })).text();
      fetchMs.push(performance.now() - t0);
      const dates = [...text.matchAll(/#EXT-X-PROGRAM-DATE-TIME:(\S+)/g)].map((m) => Date.parse(m[1]));
      const durs = [...text.matchAll(/#EXTINF:([\d.]+),/g)].map((m) => Number(m[1]) * 1000);
      if (dates.length) behind.push(Date.now() - (dates.at(-1)! + durs.at(-1)!));
      segments = dates.length;
      await sleep(250);
    }
  } finally {
    await server.stop();
  }
  return { behind, fetchMs, segments };
}

async function scrapes(dir: string, name: string, extra: Record<string, unknown>, n = 100): Promise<number[]> {
  const { server, token } = await start(join(dir, name), extra);
  const out: number[] = [];
  try {
    for (let i = 0; i < 10; i++) await (await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${token}` } })).text(); // warm-up
    for (let i = 0; i < n; i++) {
      const t0 = performance.now();
      await (await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${token}` } })).text();
      out.push(performance.now() - t0);
    }
  } finally {
    await server.stop();
  }
  return out;
}

async function observerCost(calls = 200_000): Promise<{ without: number; withMetrics: number }> {
  const policy = new CallPolicy({ provider: 'bench', model: 'm', role: 'chat', timeoutMs: 10_000, concurrency: 64, maxQueue: 1000, maxRetries: 0 });
  const time = async () => {
    const t0 = performance.now();
    for (let i = 0; i < calls; i++) await policy.run('chat', async () => i);
    return ((performance.now() - t0) * 1000) / calls; // µs per call
  };
  await time(); // warm up
  const without = await time();
  const metrics = new ApiMetrics();
  const off = observeModelCalls((e) => metrics.observeModelCall(e));
  const withMetrics = await time();
  off();
  return { without, withMetrics };
}

export async function main(o: { seconds?: number } = {}): Promise<string> {
  registerPlugins();
  configureLogging({ level: 'error' });
  const dir = mkdtempSync(join(tmpdir(), 'vigil-bench-serve-live-'));
  const redis = await startRedisServer();
  try {
    const live = await liveHls(dir, o.seconds ?? 40);
    const memory = await scrapes(dir, 'memory', {});
    const onRedis = await scrapes(dir, 'redis', { backends: { bus: 'redis', redisUrl: redis.url, redis: { keyPrefix: 'bench-live:' } } });
    const cost = await observerCost();
    const row = (label: string, xs: number[], d = 1) => [label, fmtSummary(summarize([pct(xs, 0.5)]), d).split(' ')[0], pct(xs, 0.95).toFixed(d), String(xs.length)];
    return [
      '### Live HLS, /metrics, model-call observer — `npx tsx bench/serve-live.ts`', '',
      `${new Date().toISOString().slice(0, 10)}, ${describeMachine()}.`, '',
      markdownTable(['measure', 'p50', 'p95', 'samples'], [
        row('live playlist: now − end of newest listed segment, ms (2 s segments)', live.behind, 0),
        row('live playlist response, ms', live.fetchMs),
        row('GET /metrics, in-process bus, ms', memory),
        row('GET /metrics, Redis Streams bus (XINFO GROUPS per topic), ms', onRedis),
      ]), '',
      `Live playlist had ${live.segments} segments at the end. Call policy, no-op call: ${cost.without.toFixed(2)} µs without an observer, ${cost.withMetrics.toFixed(2)} µs with the /metrics observer (histogram + counter).`, '',
    ].join('\n');
  } finally {
    await redis.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({ options: { seconds: { type: 'string' } } });
  process.stdout.write(await main({ seconds: values.seconds ? Number(values.seconds) : undefined }) + '\n');
  process.exit(0);
}
