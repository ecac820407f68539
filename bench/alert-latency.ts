// Alert latency on live cameras: N synthetic cameras over the RTSP test server, `vigil run`
// with one rule ("is there a red object in the driveway?") on all of them and a webhook to a
// local receiver. Each camera's scene loops every 40 s with a red box driving into the
// driveway at 12 s. Per alert.new: delivery time minus (a) the alert's own start (the frame
// time vigil gave the first evidence) and (b) the scripted start, with each feed's time zero
// somewhere between asking the RTSP test server to start and it being ready (both bounds).
//   npx tsx bench/alert-latency.ts [--counts 1,4,16] [--seconds 100]
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startRtspTestServer } from '../testbed/rtsp-test-server/index.ts';
import { loadConfig } from '../core/config/index.ts';
import { openAlerts, AlertEventSchema } from '../alerts/index.ts';
import { describeMachine } from './lib/machine.ts';
import { markdownTable } from './lib/stats.ts';

const SELF = fileURLToPath(import.meta.url);
const BIN = fileURLToPath(new URL('../bin/vigil.mjs', import.meta.url));
const LOOP = 40, EVENT = 12;
const SECRET = 'bench-secret';

function scene(seed: number) {
  const path = [{ t: EVENT, x: 1.12, y: 0.62 }];
  for (let t = EVENT + 2, i = 0; t <= EVENT + 13; t += 3, i++) path.push({ t, x: i % 2 ? 0.62 : 0.85, y: 0.62 });
  path.push({ t: EVENT + 15, x: 1.12, y: 0.62 });
  return { name: 'alert-latency', width: 320, height: 180, fps: 10, durationSeconds: LOOP, seed, background: 'yard', noiseSigma: 1.5, objects: [{ id: 'red', colour: 'red', width: 0.14, height: 0.26, path }] };
}

function pct(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
}

async function run(cameras: number, seconds: number): Promise<{ own: number[]; scripted: number[]; scriptedLow: number[]; startSpread: number; missed: number }> {
  const dir = mkdtempSync(join(tmpdir(), 'vigil-bench-alerts-'));
  const got: { at: number; start: number; camera: string }[] = [];
  const hook = createServer((req, res) => {
    let body = '';
    req.on('data', (d) => (body += d)).on('end', () => {
      const e = AlertEventSchema.parse(JSON.parse(body));
      if (e.type === 'new') got.push({ at: Date.now(), start: e.after.start, camera: e.after.camera });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((r) => hook.listen(0, '127.0.0.1', () => r()));
  const feeds = Array.from({ length: cameras }, (_, i) => {
    const file = join(dir, `scene${i}.json`);
    writeFileSync(file, JSON.stringify(scene(i + 1)));
    return { path: `/cam${i}`, kind: 'synthetic' as const, scene: `synthetic:${file}` };
  });
  const t0 = Date.now();
  const rtsp = await startRtspTestServer({ feeds });
  // Each feed started rendering (its time zero) between t0 and t1.
  const t1 = Date.now();
  const config = join(dir, 'vigil.yaml');
  writeFileSync(config, [`storage: { dataDir: "${join(dir, 'data')}" }`, 'models: { builtin: { ocr: false, objects: false } }', 'alerts: { webhook: { secretEnv: BENCH_SECRET } }', 'cameras:',
    ...feeds.map((f, i) => `  - { id: cam${i}, url: "${rtsp.url(f.path)}", ingest: { connectTimeoutSeconds: 30 } }`)].join('\n'));
  const alerts = openAlerts({ config: loadConfig({ file: config }), env: { BENCH_SECRET: SECRET } });
  alerts.service.addRule({ id: 'red', template: 'is there a {thing} in the {zone}?', values: { thing: 'red object', zone: 'driveway' }, cameras: feeds.map((_, i) => `cam${i}`),
    zone: { points: [[0.5, 0], [1, 0], [1, 1], [0.5, 1]] }, endAfterSeconds: 10, cooldownSeconds: 15, deliveries: [{ type: 'webhook', url: `http://127.0.0.1:${(hook.address() as AddressInfo).port}/` }] });
  await alerts.close();
  const vigil = spawn(process.execPath, [BIN, '--config', config, '--log-level', 'warn', 'run', '--status-every', '0', '--for', String(seconds)], { env: { ...process.env, BENCH_SECRET: SECRET }, stdio: 'ignore' });
  await new Promise((r) => vigil.once('exit', r));
  await rtsp.stop();
  hook.close();
  rmSync(dir, { recursive: true, force: true });
  // The first loop's event falls in vigil's start-up (process, camera connect, detector warm-up): left out.
  // Evidence of loop k starts at t0 + k * LOOP + EVENT or later (feed start and detection add to it).
  const counted = got.map((g) => ({ ...g, k: Math.floor(((g.start - t0) / 1000 - EVENT) / LOOP) })).filter((g) => g.k >= 1);
  for (const g of counted) process.stderr.write(`${cameras} cameras: ${g.camera} event ${g.k}: ${((g.at - g.start) / 1000).toFixed(1)} s after its first evidence, ${((g.at - (t0 + (g.k * LOOP + EVENT) * 1000)) / 1000).toFixed(1)} s after the scripted start\n`);
  const own = counted.map((g) => g.at - g.start);
  const scripted = counted.map((g) => g.at - (t0 + (g.k * LOOP + EVENT) * 1000));
  const scriptedLow = counted.map((g) => g.at - (t1 + (g.k * LOOP + EVENT) * 1000));
  // Events that were on screen while vigil was surely running (from the 2nd loop on) and fired nothing.
  const expected = cameras * Math.max(0, Math.floor((seconds - EVENT - 15) / LOOP));
  return { own, scripted, scriptedLow, startSpread: t1 - t0, missed: Math.max(0, expected - counted.length) };
}

export async function main(opts: { counts?: number[]; seconds?: number } = {}): Promise<string> {
  const counts = opts.counts ?? [1, 4], seconds = opts.seconds ?? 100;
  const rows: string[][] = [];
  for (const n of counts) {
    const r = await run(n, seconds);
    const f = (xs: number[]) => (xs.length ? `${(pct(xs, 50) / 1000).toFixed(1)} / ${(pct(xs, 95) / 1000).toFixed(1)}` : 'n/a');
    rows.push([String(n), String(r.own.length), f(r.own), `${f(r.scriptedLow)} – ${f(r.scripted)} (feeds started within ${(r.startSpread / 1000).toFixed(1)} s)`, String(r.missed)]);
  }
  return [
    `### Alert latency on live cameras (\`npx tsx bench/alert-latency.ts --counts ${counts.join(',')} --seconds ${seconds}\`)`,
    '', `Machine: ${describeMachine()}`, '',
    `Synthetic 320x180 10 fps cameras over the RTSP test server, \`vigil run\` (builtin captions without OCR/objects, the alerts worker, webhook delivery to a local receiver), one rule on every camera; a red box enters each camera's driveway every ${LOOP} s. Latency from event to webhook arrival, p50 / p95 in seconds, over every alert.new of one ${seconds} s run except those of the first loop (which falls in vigil's start-up).`,
    '', markdownTable(['cameras', 'alerts', 'from the first evidence frame (s)', 'from the scripted start: lower – upper bound (s)', 'events missed'], rows), '',
  ].join('\n');
}

if (process.argv[1] && SELF === process.argv[1]) {
  const { values: a } = parseArgs({ options: { counts: { type: 'string', default: '1,4' }, seconds: { type: 'string', default: '100' } } });
  process.stdout.write(await main({ counts: a.counts.split(',').map(Number), seconds: Number(a.seconds) }) + '\n');
}
