// Window index benchmark: insert rate, and search latency with camera + time filters, for the
// LanceDB backend against a brute-force JS scan over the same rows (same filters, cosine
// similarity). Captions come from a small grammar (colours, objects, actions, places, OCR
// text) and are embedded with the real 384-d LexicalEmbedder, so vectors and BM25 statistics
// look like production's.
//   npx tsx bench/index-search.ts                 quick: 20k windows (a couple of minutes)
//   npx tsx bench/index-search.ts --rows 100000   the BENCHMARKS.md size; also --rows 1000000
// Each run draws fresh queries; p50/p95 are per run, the table shows the median over runs.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { LanceWindowIndex } from '../indexer/window-index/index.ts';
import { captionedWindow } from '../indexer/window-index/window-fixtures.ts';
import { LexicalEmbedder } from '../models/builtin/lexical-embedder.ts';
import { registerPlugins } from '../bin/register-plugins.ts';

export interface IndexSearchOptions { rows?: number; runs?: number; queries?: number; days?: number; cameras?: number; batch?: number }

const COLOURS = ['red', 'white', 'black', 'blue', 'grey', 'silver', 'green', 'yellow', 'orange', 'brown'];
const OBJECTS = ['car', 'van', 'truck', 'person', 'cyclist', 'motorcycle', 'dog', 'bus', 'taxi', 'courier'];
const ACTIONS = ['parks', 'drives past', 'walks in', 'leaves', 'stops', 'waits', 'turns around', 'enters', 'loiters', 'reverses'];
const PLACES = ['by the gate', 'in the driveway', 'on the pavement', 'near the door', 'at the kerb', 'across the yard', 'by the bins', 'under the street light'];
const TEXTS = ['DELIVERY', 'TAXI', 'POLICE', 'DHL', 'PIZZA', 'AMBULANCE', 'SCHOOL BUS', 'PLUMBING'];

/** Seeded PRNG (mulberry32) so every run indexes the same rows. */
function prng(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const pick = <T>(r: () => number, xs: T[]) => xs[Math.floor(r() * xs.length)];

function caption(r: () => number) {
  const colour = pick(r, COLOURS), object = pick(r, OBJECTS), action = pick(r, ACTIONS), place = pick(r, PLACES);
  const text = r() < 0.2 ? [`${pick(r, TEXTS)} ${Math.floor(r() * 100)}`] : [];
  const second = r() < 0.4 ? `, then a ${pick(r, COLOURS)} ${pick(r, OBJECTS)} ${pick(r, ACTIONS)}` : '';
  return { caption: `a ${colour} ${object} ${action} ${place}${second}`, colours: [colour], objects: [{ label: object, colours: [colour], actions: [action] }], text };
}

/** The columns brute force scans: what a plain JS implementation would keep in memory. */
interface Columns { camera: Uint16Array; start: Float64Array; end: Float64Array; vectors: Float32Array }

const T0 = Date.parse('2026-01-05T00:00:00Z');

async function load(index: LanceWindowIndex, o: Required<IndexSearchOptions>): Promise<{ cols: Columns; insertS: number }> {
  const r = prng(7), span = o.days * 86_400_000;
  const cols: Columns = { camera: new Uint16Array(o.rows), start: new Float64Array(o.rows), end: new Float64Array(o.rows), vectors: new Float32Array(o.rows * 384) };
  const embedder = new LexicalEmbedder();
  let insertS = 0;
  for (let i = 0; i < o.rows; i += o.batch) {
    const batch = [];
    for (let j = i; j < Math.min(o.rows, i + o.batch); j++) {
      // Start times spread evenly with jitter, so ids (camera:start) stay unique.
      const cam = j % o.cameras, start = T0 + Math.floor((j / o.rows) * span) + (cam * 7);
      const cw = captionedWindow({ camera: `cam${cam}`, start, end: start + 20_000 + Math.floor(r() * 100_000), ...caption(r) }, (t) => embedder.embedOne(t));
      cols.camera[j] = cam; cols.start[j] = start; cols.end[j] = cw.window.end; cols.vectors.set(cw.embedding, j * 384);
      batch.push(cw);
    }
    const t = performance.now();
    await index.upsert(batch);
    insertS += (performance.now() - t) / 1000;
    if ((i / o.batch) % 20 === 0) process.stderr.write(`  inserted ${i + batch.length}/${o.rows}\n`);
  }
  return { cols, insertS };
}

/** Live indexing upserts one window at a time: each is a merge-insert commit of its own. */
async function singleUpserts(index: LanceWindowIndex, o: Required<IndexSearchOptions>): Promise<number> {
  const r = prng(99), t0 = T0 + o.days * 86_400_000 - 3_600_000;
  const rows = Array.from({ length: 200 }, (_, i) => captionedWindow({ camera: 'live', start: t0 + i * 10_000, ...caption(r) }));
  const t = performance.now();
  for (const row of rows) await index.upsert([row]);
  return rows.length / ((performance.now() - t) / 1000);
}

/** Top-k by cosine over rows passing the filters; cam < 0 means any camera. */
function bruteForce(cols: Columns, q: Float32Array, cam: number, from: number, to: number, k: number): number[] {
  const top: { i: number; s: number }[] = [];
  for (let i = 0; i < cols.camera.length; i++) {
    if ((cam >= 0 && cols.camera[i] !== cam) || !(cols.start[i] < to && cols.end[i] > from)) continue;
    let s = 0;
    const off = i * 384;
    for (let d = 0; d < 384; d++) s += cols.vectors[off + d] * q[d];
    if (top.length < k || s > top[top.length - 1].s) {
      top.push({ i, s });
      top.sort((a, b) => b.s - a.s);
      if (top.length > k) top.pop();
    }
  }
  return top.map((t) => t.i);
}

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))];
const median = (xs: number[]) => pct(xs, 0.5);

type Kind = 'vector' | 'text' | 'hybrid' | 'brute force vector' | 'vector, no filter' | 'brute force vector, no filter';

async function runOnce(index: LanceWindowIndex, cols: Columns, o: Required<IndexSearchOptions>, seed: number) {
  const r = prng(seed), embedder = new LexicalEmbedder();
  const lat: Record<Kind, number[]> = { vector: [], text: [], hybrid: [], 'brute force vector': [], 'vector, no filter': [], 'brute force vector, no filter': [] };
  let recallHits = 0, recallTotal = 0;
  for (let q = 0; q < o.queries; q++) {
    const c = caption(r), text = `${c.colours[0]} ${c.objects[0].label}`, vec = embedder.embedOne(c.caption);
    const cam = Math.floor(r() * o.cameras), from = T0 + Math.floor(r() * (o.days * 86_400_000 - 6 * 3_600_000)), to = from + 6 * 3_600_000;
    const filter = { cameras: [`cam${cam}`], from, to, k: 10 };
    const time = async <T>(kind: Kind, fn: () => Promise<T> | T) => { const t = performance.now(); const out = await fn(); lat[kind].push(performance.now() - t); return out; };
    const hits = await time('vector', () => index.search({ ...filter, vector: Array.from(vec) }));
    await time('text', () => index.search({ ...filter, text }));
    await time('hybrid', () => index.search({ ...filter, text, vector: Array.from(vec) }));
    await time('vector, no filter', () => index.search({ vector: Array.from(vec), k: 10 }));
    const exact = await time('brute force vector', () => bruteForce(cols, vec, cam, from, to, 10));
    await time('brute force vector, no filter', () => bruteForce(cols, vec, -1, -Infinity, Infinity, 10));
    // Recall of the index's filtered vector search against the exact scan (ties make ids differ, so compare scores' ids loosely by start).
    const got = new Set(hits.map((h) => h.window.window.start));
    recallHits += exact.filter((i) => got.has(cols.start[i])).length;
    recallTotal += exact.length;
  }
  return { lat, recall: recallTotal ? recallHits / recallTotal : 1 };
}

export async function main(options: IndexSearchOptions = {}): Promise<string> {
  await registerPlugins();
  const o: Required<IndexSearchOptions> = { rows: 20_000, runs: 3, queries: 40, days: 7, cameras: 8, batch: 2_000, ...options };
  const dir = mkdtempSync(join(tmpdir(), 'vigil-bench-index-'));
  try {
    const index = await LanceWindowIndex.open({ dir, dimension: 384 });
    const { cols, insertS } = await load(index, o);
    const singleRate = await singleUpserts(index, o);
    const runs: Awaited<ReturnType<typeof runOnce>>[] = [];
    for (let run = 0; run < o.runs; run++) runs.push(await runOnce(index, cols, o, 100 + run));
    await index.close();
    const kinds = Object.keys(runs[0].lat) as Kind[];
    const rowsOut = kinds.map((k) => `| ${k} | ${median(runs.map((x) => pct(x.lat[k], 0.5))).toFixed(1)} | ${median(runs.map((x) => pct(x.lat[k], 0.95))).toFixed(1)} |`);
    return [
      `### Window index: ${o.rows.toLocaleString('en')} windows, ${o.days} days, ${o.cameras} cameras (LanceDB ${o.runs} runs x ${o.queries} queries, k = 10, filter = 1 camera + 6 h)`,
      '',
      `Insert (merge-insert in batches of ${o.batch}, including index maintenance): ${(o.rows / insertS).toFixed(0)} rows/s (${insertS.toFixed(1)} s)`,
      `Insert one window per upsert (the live path), 200 windows into the loaded index: ${singleRate.toFixed(0)} rows/s`,
      `Filtered vector recall@10 against brute force: ${(median(runs.map((x) => x.recall)) * 100).toFixed(1)} %`,
      '',
      '| query | p50 (ms) | p95 (ms) |', '| --- | --- | --- |', ...rowsOut, '',
    ].join('\n');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({ options: { rows: { type: 'string' }, runs: { type: 'string' }, queries: { type: 'string' }, days: { type: 'string' } } });
  const num = (s?: string) => (s === undefined ? undefined : Number(s));
  const opts = Object.fromEntries(Object.entries({ rows: num(values.rows), runs: num(values.runs), queries: num(values.queries), days: num(values.days) }).filter(([, v]) => v !== undefined));
  process.stdout.write(await main(opts) + '\n');
}
