// VLM captioner throughput: windows/s against a local OpenAI-compatible server that answers
// every request after a fixed delay (a stand-in for a GPU server's latency), at concurrency
// 1, 4 and 16. A GPU server (vLLM) batches the requests in flight, so a fixed per-request
// latency is the right model for "concurrency hides latency": throughput should grow with
// concurrency until the server's batch is full. Each window sends 3 real keyframe JPEGs.
// The server runs in a child process, so the client CPU column is vigil's own cost
// (base64 images, JSON, HTTP, validation) per window.
// Each run captions max(32, waves x concurrency) windows, so every concurrency gets several
// full waves and ramp-up does not dominate.
//   npx tsx bench/vlm-captioner.ts [--runs 3] [--waves 8] [--delay 200]
import { existsSync, readFileSync } from 'node:fs';
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadavg } from 'node:os';
import { FakeOpenAIServer, chatReply } from '../tests/helpers/fake-openai-server.ts';
import { OpenAICaptioner } from '../models/openai/index.ts';
import { testWindow, VALID_ANSWER } from '../models/openai/test-fixtures.ts';
import { describeMachine } from './lib/machine.ts';
import { fmtSummary, markdownTable, summarize } from './lib/stats.ts';
import { registerPlugins } from '../bin/register-plugins.ts';

export interface VlmBenchOptions { runs?: number; waves?: number; delayMs?: number; concurrencies?: number[] }

const SELF = fileURLToPath(import.meta.url);
const PHOTO = fileURLToPath(new URL('../../shared/fixtures/real/photo_detectron_17790319373.jpg', import.meta.url));

/** A real 1116x600 street photo when the shared fixtures are there, else 150 KB of noise (same payload size). */
function keyframeJpeg(): Buffer {
  return existsSync(PHOTO) ? readFileSync(PHOTO) : Buffer.from(Array.from({ length: 150_000 }, () => Math.floor(Math.random() * 256)));
}

async function startServerChild(delayMs: number): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', SELF, '--serve', '--delay', String(delayMs)], { stdio: ['pipe', 'pipe', 'inherit'] });
  const first = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout! }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`fake server child exited with ${code}`)));
  });
  return { url: first.trim(), child };
}

async function oneRun(baseUrl: string, concurrency: number, windows: number, jpeg: Buffer): Promise<{ wps: number; cpuMs: number }> {
  const captioner = new OpenAICaptioner({ baseUrl, captionModel: 'bench-vlm', concurrency, maxQueue: windows, timeoutMs: 30_000 });
  const w = testWindow();
  const keyframes = [0, 1, 2].map((i) => ({ ts: w.start + i * 3000, jpeg }));
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  await Promise.all(Array.from({ length: windows }, () => captioner.caption({ window: w, keyframes, previousCaption: 'A person walks in.' })));
  const seconds = (performance.now() - t0) / 1000;
  const cpu = process.cpuUsage(cpu0);
  return { wps: windows / seconds, cpuMs: (cpu.user + cpu.system) / 1000 / windows };
}

export async function main(opts: VlmBenchOptions = {}): Promise<string> {
  await registerPlugins();
  const runs = Math.max(3, opts.runs ?? 3);
  const waves = opts.waves ?? 8;
  const delayMs = opts.delayMs ?? 200;
  const concurrencies = opts.concurrencies ?? [1, 4, 16];
  const jpeg = keyframeJpeg();
  const machine = describeMachine(); // load average before the runs
  const { url, child } = await startServerChild(delayMs);
  try {
    await oneRun(url, 16, 64, jpeg); // warm-up: module load, JIT, connection pool
    const rows: string[][] = [];
    for (const c of concurrencies) {
      const windows = Math.max(32, waves * c);
      const samples = [];
      for (let r = 0; r < runs; r++) samples.push(await oneRun(url, c, windows, jpeg));
      const wps = summarize(samples.map((s) => s.wps));
      const ideal = c * (1000 / delayMs);
      rows.push([String(c), String(windows), fmtSummary(wps, 2), ideal.toFixed(1), `${((wps.median / ideal) * 100).toFixed(0)} %`, fmtSummary(summarize(samples.map((s) => s.cpuMs)), 1)]);
    }
    return [
      `### VLM captioner: windows/s vs concurrency (server answers after ${delayMs} ms; each window is one request with 3 × ${(jpeg.length / 1024).toFixed(0)} KiB JPEG keyframes)`,
      '', `machine: ${machine}`, `runs: ${runs}, median (min–max); load average after: ${loadavg().map((l) => l.toFixed(2)).join(' ')}`, '',
      markdownTable(['concurrency', 'windows per run', 'windows/s', 'ideal (concurrency / latency)', 'of ideal', 'client CPU per window (ms)'], rows), '',
    ].join('\n');
  } finally {
    child.kill('SIGTERM');
  }
}

/** Child mode: serve fixed-delay caption answers and print the base URL. */
async function serve(delayMs: number): Promise<void> {
  const server = await FakeOpenAIServer.start();
  const reply = chatReply(JSON.stringify(VALID_ANSWER));
  server.handle('chat', () => ({ ...reply, delayMs }));
  // Records would grow without bound over a benchmark; keep none.
  setInterval(() => { server.requests.length = 0; }, 1000).unref();
  process.stdout.write(`${server.baseUrl}\n`);
  process.stdin.on('end', () => void server.close().then(() => process.exit(0)));
  process.stdin.resume();
}

if (process.argv[1] && SELF === process.argv[1]) {
  const { values: a } = parseArgs({ options: { runs: { type: 'string', default: '3' }, waves: { type: 'string', default: '8' }, delay: { type: 'string', default: '200' }, serve: { type: 'boolean', default: false } } });
  if (a.serve) await serve(Number(a.delay));
  else process.stdout.write(await main({ runs: Number(a.runs), waves: Number(a.waves), delayMs: Number(a.delay) }) + '\n');
}
