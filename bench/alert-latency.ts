// Alert latency on live cameras: N synthetic cameras over the RTSP test server, `vigil run`
// with one rule ("is there a red object in the driveway?") on all of them and a webhook to a
// local receiver. Each camera's scene loops every 40 s with a red box driving into the
// driveway at 12 s. Per alert.new: delivery time minus (a) the alert's own start (the frame
// time vigil gave the first evidence) and (b) the scripted start, with each feed's time zero
// somewhere between asking the RTSP test server to start and it being ready (both bounds).
// Also samples, while vigil runs, the CPU it and the feeds use, each camera's analysis lag
// (status.json) and the load average: on a small machine many cameras saturate it, and the
// latency then says more about the machine than about vigil.
//   npx tsx bench/alert-latency.ts [--counts 1,4,16] [--seconds 100] [--runs 3]
// BENCH_KEEP=1 keeps the data dir of each run (alerts.db, windows) and prints where, to look into a miss.
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { spawn, type ChildProcess } from 'node:child_process';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startRtspTestServer, type RtspTestServer } from '../testbed/rtsp-test-server/index.ts';
import { loadConfig } from '../core/config/index.ts';
import { openAlerts, AlertEventSchema } from '../alerts/index.ts';
import { describeMachine } from './lib/machine.ts';
import { fmtSummary, markdownTable, summarize } from './lib/stats.ts';
import { treeUsage } from './lib/process-tree.ts';
import { readStatusFile } from '../ingest/index.ts';
import { errorMessage } from '../core/errors.ts';

const SELF = fileURLToPath(import.meta.url);
const BIN = fileURLToPath(new URL('../bin/vigil.mjs', import.meta.url));
const LOOP = 40, EVENT = 12;
/** One event must stay one alert: the box's gaps in the zone are < 10 s, events are 25 s apart. */
const END_AFTER = 10, COOLDOWN = 15;
const FEEDS_PER_SERVER = 2;
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

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The detector reports nothing for its first seconds on a stream (ActivityDetector's warm-up). */
const WARMUP_MS = 3000;

/** A camera's first and last analysed frame, from the windows it wrote (undefined: it never got a frame). */
function framesSeen(dataDir: string, camera: string): { first: number; last: number } | undefined {
  const dir = join(dataDir, 'windows', camera);
  if (!existsSync(dir)) return undefined;
  const ws = readdirSync(dir).sort().flatMap((f) => readFileSync(join(dir, f), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as { start: number; end: number }));
  return ws.length ? { first: Math.min(...ws.map((w) => w.start)), last: Math.max(...ws.map((w) => w.end)) } : undefined;
}

interface RunResult {
  own: number[]; scripted: number[]; scriptedLow: number[]; startSpread: number; missed: number;
  /** Seconds from vigil's start to each camera's first analysed frame. */
  connect: number[];
  /** Events that fired more than one alert.new (a split event). */
  split: number;
  /** Cores used while vigil ran: vigil's process tree, and the feed renderers + RTSP server. */
  vigilCores: number; feedCores: number;
  /** Analysis lag of every camera as status.json reported it (ms), after the first loop. */
  lags: number[];
  framesDropped: number;
  /** 1-min load average sampled while vigil ran. */
  loads: number[];
}

/** Samples CPU, load and camera lag every 2 s while vigil runs; stops when it exits. */
async function sample(vigil: ChildProcess, dataDir: string, settleMs: number): Promise<Pick<RunResult, 'vigilCores' | 'feedCores' | 'lags' | 'framesDropped' | 'loads'>> {
  const exited = new Promise<void>((r) => (vigil.exitCode !== null ? r() : vigil.once('exit', () => r())));
  let done = false;
  void exited.then(() => { done = true; });
  const t0 = Date.now(), self0 = process.cpuUsage();
  const all0 = treeUsage(process.pid).cpuSeconds, vigil0 = treeUsage(vigil.pid!).cpuSeconds;
  let lastAll = all0, lastVigil = vigil0, lastAt = t0, dropped = 0;
  const lags: number[] = [], loads: number[] = [];
  while (!done) {
    await Promise.race([sleep(2000), exited]);
    if (done) break;
    const v = treeUsage(vigil.pid!).cpuSeconds, all = treeUsage(process.pid).cpuSeconds;
    // CPU time only grows: a sample taken while workers exit (not reaped yet) reads low.
    if (v > lastVigil) { lastVigil = v; lastAll = Math.max(lastAll, all); lastAt = Date.now(); }
    loads.push(loadavg()[0]);
    let s;
    try { s = readStatusFile(dataDir); } catch { s = undefined; }
    if (s && Date.now() - t0 > settleMs) {
      for (const c of s.cameras) if (c.lagMs !== null) lags.push(c.lagMs);
      dropped = s.cameras.reduce((a, c) => a + c.framesDropped, 0);
    }
  }
  const wall = (lastAt - t0) / 1000 || 1;
  const selfSeconds = (() => { const u = process.cpuUsage(self0); return (u.user + u.system) / 1e6; })();
  const vigilSeconds = lastVigil - vigil0;
  return { vigilCores: vigilSeconds / wall, feedCores: Math.max(0, lastAll - all0 - vigilSeconds - selfSeconds) / wall, lags, framesDropped: dropped, loads };
}

/** A feed that misses its start timeout on a saturated machine gets two more tries. */
async function startWithRetry(feeds: Parameters<typeof startRtspTestServer>[0]['feeds']): Promise<RtspTestServer> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startRtspTestServer({ feeds, readyTimeoutMs: 60_000 });
    } catch (err) {
      if (attempt >= 3) throw err;
      process.stderr.write(`feeds ${feeds.map((f) => f.path).join(',')} did not start (${errorMessage(err).split('\n')[0]}); trying again\n`);
      await sleep(5000);
    }
  }
}

async function run(cameras: number, seconds: number): Promise<RunResult> {
  const dir = mkdtempSync(join(tmpdir(), 'vigil-bench-alerts-'));
  const dataDir = join(dir, 'data');
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
  // Feeds start two at a time (one RTSP test server each; a failed start is tried again): 16 feed processes loading at once
  // on a small, busy machine miss the testbed's start timeout. Each feed started rendering (its
  // time zero) between its group's t0 and t1.
  const servers: RtspTestServer[] = [], t0s: number[] = [], t1s: number[] = [];
  try {
    for (let g = 0; g < feeds.length; g += FEEDS_PER_SERVER) {
      const t0 = Date.now();
      const group = feeds.slice(g, g + FEEDS_PER_SERVER);
      servers.push(await startWithRetry(group));
      const t1 = Date.now();
      process.stderr.write(`${cameras} cameras: feeds ${g}-${g + group.length - 1} started in ${s1(t1 - t0)} s\n`);
      for (const _ of group) { t0s.push(t0); t1s.push(t1); }
    }
  } catch (err) {
    await Promise.all(servers.map((x) => x.stop()));
    hook.close();
    throw err;
  }
  const url = (i: number) => servers[Math.floor(i / FEEDS_PER_SERVER)].url(feeds[i].path);
  const config = join(dir, 'vigil.yaml');
  writeFileSync(config, [`storage: { dataDir: "${dataDir}" }`, 'models: { builtin: { ocr: false, objects: false } }', 'alerts: { webhook: { secretEnv: BENCH_SECRET } }', 'cameras:',
    ...feeds.map((_, i) => `  - { id: cam${i}, url: "${url(i)}", ingest: { connectTimeoutSeconds: 30 } }`)].join('\n'));
  const alerts = openAlerts({ config: loadConfig({ file: config }), env: { BENCH_SECRET: SECRET } });
  alerts.service.addRule({ id: 'red', template: 'is there a {thing} in the {zone}?', values: { thing: 'red object', zone: 'driveway' }, cameras: feeds.map((_, i) => `cam${i}`),
    zone: { points: [[0.5, 0], [1, 0], [1, 1], [0.5, 1]] }, endAfterSeconds: END_AFTER, cooldownSeconds: COOLDOWN, deliveries: [{ type: 'webhook', url: `http://127.0.0.1:${(hook.address() as AddressInfo).port}/` }] });
  await alerts.close();
  const vigilStart = Date.now();
  const vigil = spawn(process.execPath, [BIN, '--config', config, '--log-level', 'warn', 'run', '--status-every', '0', '--for', String(seconds)], { env: { ...process.env, BENCH_SECRET: SECRET }, stdio: 'ignore' });
  const usage = await sample(vigil, dataDir, LOOP * 1000);
  await Promise.all(servers.map((x) => x.stop()));
  hook.close();
  const seen = feeds.map((_, i) => framesSeen(dataDir, `cam${i}`));
  if (process.env.BENCH_KEEP) process.stderr.write(`kept ${dir}\n`); else rmSync(dir, { recursive: true, force: true });
  // Evidence of loop k starts at t0 + k * LOOP + EVENT or later (feed start and detection add to
  // it). An event counts when its camera was watching: it starts after the camera's first
  // analysed frame plus the detector's warm-up (on a loaded machine 16 workers take tens of
  // seconds to connect; an event before that cannot fire) and at least 10 s before its last.
  const camIndex = (camera: string) => Number(camera.slice(3));
  const scriptedAt = (c: number, k: number) => t0s[c] + (k * LOOP + EVENT) * 1000;
  const counts = (c: number, k: number) => !!seen[c] && scriptedAt(c, k) >= seen[c]!.first + WARMUP_MS && scriptedAt(c, k) + 10_000 <= seen[c]!.last;
  const all = got.map((g) => ({ ...g, t0: t0s[camIndex(g.camera)], t1: t1s[camIndex(g.camera)] }))
    .map((g) => ({ ...g, k: Math.floor(((g.start - g.t0) / 1000 - EVENT) / LOOP) })).filter((g) => counts(camIndex(g.camera), g.k));
  const byEvent = new Map<string, typeof all>();
  for (const g of all) byEvent.set(`${g.camera}#${g.k}`, [...(byEvent.get(`${g.camera}#${g.k}`) ?? []), g]);
  // The first alert of each event is its latency; a second one for the same event is a split.
  const counted = [...byEvent.values()].map((gs) => gs.sort((a, b) => a.start - b.start)[0]);
  for (const g of all) process.stderr.write(`${cameras} cameras: ${g.camera} event ${g.k}: ${((g.at - g.start) / 1000).toFixed(1)} s after its first evidence, ${((g.at - (g.t0 + (g.k * LOOP + EVENT) * 1000)) / 1000).toFixed(1)} s after the scripted start${counted.includes(g) ? '' : ' (second alert of the event)'}\n`);
  const own = counted.map((g) => g.at - g.start);
  const scripted = counted.map((g) => g.at - (g.t0 + (g.k * LOOP + EVENT) * 1000));
  const scriptedLow = counted.map((g) => g.at - (g.t1 + (g.k * LOOP + EVENT) * 1000));
  // Events counted that fired nothing.
  let missed = 0;
  for (let c = 0; c < cameras; c++) {
    for (let k = 0; scriptedAt(c, k) < vigilStart + seconds * 1000; k++) {
      if (!counts(c, k) || byEvent.has(`cam${c}#${k}`)) continue;
      missed++;
      process.stderr.write(`${cameras} cameras: cam${c} event ${k} (scripted ${s1(scriptedAt(c, k) - seen[c]!.first)} s after its first frame) fired nothing\n`);
    }
  }
  const connect = seen.flatMap((x) => (x ? [(x.first - vigilStart) / 1000] : []));
  return { own, scripted, scriptedLow, startSpread: Math.max(...t1s.map((t, i) => t - t0s[i])), missed, connect, split: all.length - counted.length, ...usage };
}

const s1 = (ms: number) => (ms / 1000).toFixed(1);
/** "p50 / p95" of one run's samples, in seconds. */
const p5095 = (xs: number[]) => (xs.length ? `${s1(pct(xs, 50))} / ${s1(pct(xs, 95))}` : 'n/a');
/** Median (min–max) over runs of one per-run figure, in seconds. */
const overRuns = (rs: RunResult[], f: (r: RunResult) => number[], p: number) => {
  const xs = rs.map(f).filter((x) => x.length).map((x) => pct(x, p) / 1000);
  return xs.length ? fmtSummary(summarize(xs)) : 'n/a';
};

export async function main(opts: { counts?: number[]; seconds?: number; runs?: number } = {}): Promise<string> {
  const counts = opts.counts ?? [1, 4], seconds = opts.seconds ?? 100, runs = opts.runs ?? 1;
  const machine = describeMachine();
  const rows: string[][] = [], perRun: string[][] = [];
  for (const n of counts) {
    const rs: RunResult[] = [];
    for (let i = 0; i < runs; i++) {
      const r = await run(n, seconds);
      rs.push(r);
      perRun.push([String(n), String(i + 1), String(r.own.length), p5095(r.own), `${p5095(r.scriptedLow)} – ${p5095(r.scripted)} (${s1(r.startSpread)} s)`, String(r.missed), String(r.split),
        `${r.vigilCores.toFixed(2)} + ${r.feedCores.toFixed(2)}`, r.lags.length ? `${s1(pct(r.lags, 95))} / ${s1(Math.max(...r.lags))}` : 'n/a', String(r.framesDropped),
        r.loads.length ? `${fmtSummary(summarize(r.loads))}` : 'n/a', r.connect.length ? `${s1(pct(r.connect.map((x) => x * 1000), 50))} / ${s1(Math.max(...r.connect) * 1000)}` : 'n/a']);
    }
    const all = (f: (r: RunResult) => number[]) => rs.flatMap(f);
    rows.push([String(n), String(runs), String(all((r) => r.own).length),
      `${overRuns(rs, (r) => r.own, 50)} / ${overRuns(rs, (r) => r.own, 95)}`,
      `${overRuns(rs, (r) => r.scripted, 50)} / ${overRuns(rs, (r) => r.scripted, 95)}`,
      String(rs.reduce((a, r) => a + r.missed, 0)), String(rs.reduce((a, r) => a + r.split, 0)),
      fmtSummary(summarize(rs.map((r) => r.vigilCores)), 2), all((r) => r.lags).length ? `${s1(pct(all((r) => r.lags), 95))} / ${s1(Math.max(...all((r) => r.lags)))}` : 'n/a']);
  }
  return [
    `### Alert latency on live cameras (\`npx tsx bench/alert-latency.ts --counts ${counts.join(',')} --seconds ${seconds} --runs ${runs}\`)`,
    '', `Machine: ${machine} (at the start; the load during each run is in the second table)`, '',
    `Synthetic 320x180 10 fps cameras over the RTSP test server, \`vigil run\` (builtin captions without OCR/objects, the alerts worker, webhook delivery to a local receiver), one rule on every camera (endAfter ${END_AFTER} s, cooldown ${COOLDOWN} s); a red box is in each camera's driveway from ${EVENT} s to ${EVENT + 15} s of every ${LOOP} s loop. Latency from event to webhook arrival over every event's first alert.new, counting the events each camera watched: starting at least ${WARMUP_MS / 1000} s (the detector's warm-up) after its first analysed frame and at least 10 s before its last; missed: such events that fired nothing; p50 / p95 of each run, then median (min–max) over ${runs} run(s). "From the scripted start" is the upper bound (feed time zero taken as the moment the RTSP test server was asked to start). Split: events that fired a second alert.new. Feeds start ${FEEDS_PER_SERVER} to an RTSP test server, one server after another.`,
    '', markdownTable(['cameras', 'runs', 'alerts', 'from the first evidence frame: p50 / p95 (s)', 'from the scripted start (upper bound): p50 / p95 (s)', 'events missed', 'split', 'vigil CPU (cores)', 'analysis lag p95 / max (s)'], rows), '',
    'Per run (CPU: vigil\'s process tree + the feed renderers and RTSP server; load: 1-min load average sampled every 2 s, median (min–max)):', '',
    markdownTable(['cameras', 'run', 'alerts', 'first evidence p50 / p95 (s)', 'scripted start p50 / p95: lower – upper (feed start spread)', 'missed', 'split', 'CPU cores', 'lag p95 / max (s)', 'frames dropped', 'load', 'camera connect after vigil start, median / max (s)'], perRun), '',
  ].join('\n');
}

if (process.argv[1] && SELF === process.argv[1]) {
  const { values: a } = parseArgs({ options: { counts: { type: 'string', default: '1,4' }, seconds: { type: 'string', default: '100' }, runs: { type: 'string', default: '1' } } });
  process.stdout.write(await main({ counts: a.counts.split(',').map(Number), seconds: Number(a.seconds), runs: Number(a.runs) }) + '\n');
}
