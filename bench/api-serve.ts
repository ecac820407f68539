// API benchmark of `vigil serve` (the real assembly, in this process, HTTP over loopback):
// - window listing and hybrid search p50/p95 over a week of backfilled windows (4 cameras x 7
//   days, one captioned window every 2 minutes per camera, upserted through the WindowIndex
//   API), with 1 and 50 concurrent clients;
// - time from POST /api/ask to the first streamed (SSE) step, offline planner;
// - WebSocket fan-out: one event published to 100 connected clients, time until the last
//   client has it.
//   npx tsx bench/api-serve.ts                 (about 2 minutes on 2 cores)
//   npx tsx bench/api-serve.ts --runs 5 --days 7
// Each run measures fresh; the table shows the median over runs with the min–max spread.
import { mkdtempSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import WebSocket from 'ws';
import { parseConfig } from '../core/config/index.ts';
import { configureLogging } from '../core/logger.ts';
import { openWindowIndex } from '../indexer/index.ts';
import { captionedWindow } from '../indexer/window-index/window-fixtures.ts';
import { startVigilServer, type VigilServer } from '../dashboard/index.ts';
import { registerPlugins } from '../bin/register-plugins.ts';
import { describeMachine } from './lib/machine.ts';
import { fmtSummary, markdownTable, summarize } from './lib/stats.ts';

export interface ApiBenchOptions { runs?: number; days?: number; cameras?: number; requests?: number; wsClients?: number }

const T0 = Date.parse('2026-11-23T00:00:00Z');
const COLOURS = ['red', 'white', 'black', 'blue', 'grey', 'silver', 'green', 'yellow'];
const OBJECTS = ['car', 'van', 'truck', 'person', 'cyclist', 'dog', 'bus', 'courier'];
const ACTIONS = ['parks', 'drives past', 'walks in', 'leaves', 'stops', 'waits', 'enters', 'loiters'];

async function backfill(dataDir: string, days: number, cameras: number): Promise<number> {
  const index = await openWindowIndex({ backend: 'lancedb', dataDir, dimension: 384 });
  let n = 0, seed = 1;
  const r = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
  const pick = <T>(xs: T[]) => xs[Math.floor(r() * xs.length)];
  for (let c = 0; c < cameras; c++) mkdirSync(join(dataDir, 'windows', `cam${c}`), { recursive: true });
  for (let t = T0; t < T0 + days * 86_400_000; t += 3600_000) {
    const batch = [];
    for (let c = 0; c < cameras; c++) {
      for (let m = 0; m < 60; m += 2) {
        const colour = pick(COLOURS), object = pick(OBJECTS);
        batch.push(captionedWindow({ camera: `cam${c}`, start: t + m * 60_000, end: t + m * 60_000 + 90_000, caption: `A ${colour} ${object} ${pick(ACTIONS)}.`, colours: [colour], objects: [{ label: object, colours: [colour] }] }));
      }
    }
    await index.upsert(batch);
    n += batch.length;
  }
  await index.close();
  return n;
}

/** p50/p95 in ms of `total` requests made by `clients` concurrent clients. */
async function load(url: string, token: string, paths: () => string, total: number, clients: number): Promise<{ p50: number; p95: number; rps: number }> {
  const times: number[] = [];
  let left = total;
  const t0 = performance.now();
  await Promise.all(Array.from({ length: clients }, async () => {
    while (left-- > 0) {
      const s = performance.now();
      const r = await fetch(url + paths(), { headers: { authorization: `Bearer ${token}` } });
      await r.arrayBuffer();
      if (r.status !== 200) throw new Error(`HTTP ${r.status} for ${paths.name}`);
      times.push(performance.now() - s);
    }
  }));
  const wall = (performance.now() - t0) / 1000;
  times.sort((a, b) => a - b);
  return { p50: times[Math.floor(times.length * 0.5)], p95: times[Math.floor(times.length * 0.95)], rps: times.length / wall };
}

async function firstStepMs(server: VigilServer, token: string): Promise<number> {
  const t0 = performance.now();
  const r = await fetch(`${server.url}/api/ask`, {
    method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', accept: 'text/event-stream' },
    body: JSON.stringify({ question: 'when did the white van arrive?', cameras: ['cam0'], from: new Date(T0).toISOString(), to: new Date(T0 + 86_400_000).toISOString() }),
  });
  const reader = r.body!.getReader();
  let text = '', first = 0;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    text += Buffer.from(value).toString('utf8');
    if (!first && text.includes('event: step')) first = performance.now() - t0;
  }
  if (!first) throw new Error(`no step streamed: ${text.slice(0, 300)}`);
  return first;
}

async function fanOut(server: VigilServer, token: string, clients: number, events: number): Promise<number[]> {
  const url = server.url.replace('http', 'ws') + '/api/events';
  const sockets = await Promise.all(Array.from({ length: clients }, () => new Promise<WebSocket>((resolve, reject) => {
    const ws = new WebSocket(url, { headers: { authorization: `Bearer ${token}` } });
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
  })));
  const latencies: number[] = [];
  for (let e = 0; e < events; e++) {
    let got = 0;
    const t0 = performance.now();
    const all = new Promise<void>((resolve) => {
      for (const ws of sockets) {
        const on = (d: WebSocket.RawData) => {
          if (!String(d).includes(`"bench-${e}"`)) return;
          ws.off('message', on);
          if (++got === clients) resolve();
        };
        ws.on('message', on);
      }
    });
    server.events.publish({ type: 'camera.added', camera: `bench-${e}`, at: new Date().toISOString() });
    await all;
    latencies.push(performance.now() - t0);
  }
  for (const ws of sockets) ws.close();
  return latencies;
}

export async function main(o: ApiBenchOptions = {}): Promise<string> {
  const runs = o.runs ?? 3, days = o.days ?? 7, cameras = o.cameras ?? 4, requests = o.requests ?? 200, wsClients = o.wsClients ?? 100;
  await registerPlugins();
  const dir = mkdtempSync(join(tmpdir(), 'vigil-bench-api-'));
  configureLogging({ level: 'warn' });
  try {
    const dataDir = join(dir, 'data');
    const t0 = performance.now();
    const rows = await backfill(dataDir, days, cameras);
    const fillS = (performance.now() - t0) / 1000;
    const config = parseConfig({ storage: { dataDir }, models: { builtin: { ocr: false, objects: false } } });
    const server = await startVigilServer({ config, host: '127.0.0.1', port: 0 });
    const token = server.generatedTokens.find((t) => t.role === 'viewer')!.token;
    const r = () => Math.floor(Math.random() * 1e9);
    const iso = (ms: number) => new Date(ms).toISOString();
    const listPath = () => { const from = T0 + (r() % days) * 86_400_000 + 3600_000 * (r() % 20); return `/api/windows?camera=cam${r() % cameras}&from=${iso(from)}&to=${iso(from + 4 * 3600_000)}&limit=200`; };
    const searchPath = () => `/api/search?q=${encodeURIComponent(`${COLOURS[r() % COLOURS.length]} ${OBJECTS[r() % OBJECTS.length]}`)}&camera=cam${r() % cameras}&from=${iso(T0 + (r() % days) * 86_400_000)}&to=${iso(T0 + days * 86_400_000)}&k=20`;
    const results: Record<string, number[]> = {};
    const add = (k: string, v: number) => (results[k] ??= []).push(v);
    try {
      await load(server.url, token, listPath, 20, 2); // warm-up
      await load(server.url, token, searchPath, 20, 2);
      for (let i = 0; i < runs; i++) {
        for (const [name, paths] of [['list', listPath], ['search', searchPath]] as const) {
          for (const c of [1, 50]) {
            const m = await load(server.url, token, paths, requests, c);
            add(`${name} c${c} p50`, m.p50); add(`${name} c${c} p95`, m.p95); add(`${name} c${c} rps`, m.rps);
          }
        }
        add('ask first step', await firstStepMs(server, token));
        const fan = await fanOut(server, token, wsClients, 50);
        fan.sort((a, b) => a - b);
        add('fanout p50', fan[Math.floor(fan.length / 2)]); add('fanout p95', fan[Math.floor(fan.length * 0.95)]);
      }
    } finally {
      await server.stop();
    }
    const s = (k: string, d = 1) => fmtSummary(summarize(results[k]), d);
    const table = markdownTable(['measure', '1 client', '50 clients'], [
      ['GET /api/windows (4 h of one camera, ≤200 rows) p50 ms', s('list c1 p50'), s('list c50 p50')],
      ['GET /api/windows p95 ms', s('list c1 p95'), s('list c50 p95')],
      ['GET /api/windows requests/s', s('list c1 rps', 0), s('list c50 rps', 0)],
      ['GET /api/search (hybrid, camera + time filter, k=20) p50 ms', s('search c1 p50'), s('search c50 p50')],
      ['GET /api/search p95 ms', s('search c1 p95'), s('search c50 p95')],
      ['GET /api/search requests/s', s('search c1 rps', 0), s('search c50 rps', 0)],
    ]);
    const other = markdownTable(['measure', 'median (min–max)'], [
      ['POST /api/ask → first SSE step, ms (offline planner)', s('ask first step', 0)],
      [`WebSocket event → all ${wsClients} clients have it, p50 ms`, s('fanout p50', 2)],
      [`WebSocket event → all ${wsClients} clients, p95 ms`, s('fanout p95', 2)],
    ]);
    return [
      `### API (vigil serve) — \`npx tsx bench/api-serve.ts\``, '',
      `${new Date().toISOString().slice(0, 10)}, ${describeMachine()}.`,
      `${rows} windows (${cameras} cameras × ${days} day(s), one per 2 min per camera) upserted in ${fillS.toFixed(0)} s; ${requests} requests per cell, ${runs} runs; medians over runs (min–max).`, '',
      table, '', other, '',
    ].join('\n');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({ options: { runs: { type: 'string' }, days: { type: 'string' }, requests: { type: 'string' } } });
  process.stdout.write(await main({ runs: values.runs ? Number(values.runs) : undefined, days: values.days ? Number(values.days) : undefined, requests: values.requests ? Number(values.requests) : undefined }) + '\n');
  process.exit(0);
}
