// Seconds of footage lost per fault, measured on the recordings themselves: a live synthetic
// camera (burned-in wall clock) served by the real RTSP test server, recorded by `vigil run`,
// then one fault: kill -9 of vigil run (restarted at once, as systemd would), kill -9 of the
// camera worker, the camera's server gone for 20 s, the data disk (a tmpfs) full for 60 s.
// Lost = the missing stretches rewind reports around the fault; for the outage and the full
// disk, where nothing can be recorded while the fault lasts, it is counted from the moment
// the camera (or the space) was back. Median and spread over --runs runs.
//   npx tsx bench/fault-loss.ts [--runs 3] [--only kill-main,kill-worker,outage,disk-full] [--outage 20] [--disk 60]
import { parseArgs } from 'node:util';
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync, readFileSync, mkdirSync, openSync, writeSync, closeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startRtspTestServer, type RtspTestServer } from '../testbed/rtsp-test-server/index.ts';
import { rewind } from '../ingest/rewind/index.ts';
import { summarize, fmtSummary, markdownTable } from './lib/stats.ts';
import { describeMachine } from './lib/machine.ts';
import { childrenOf } from '../tests/helpers/processes.ts';

const BIN = fileURLToPath(new URL('../bin/vigil.mjs', import.meta.url));
const SCENE = 'synthetic:street?width=640&height=360&fps=10';
type Fault = 'kill-main' | 'kill-worker' | 'outage' | 'disk-full';
interface Sample { lost: number; detail: string }

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function startVigil(config: string, dataDir: string): ChildProcess {
  const child = spawn(process.execPath, [BIN, '--config', config, '--data-dir', dataDir, '--log-format', 'json', 'run', '--status-every', '0'], { stdio: ['ignore', 'ignore', 'pipe'] });
  child.stderr!.resume();
  return child;
}

/** Until the status written by this vigil run (not a killed one's) says live and recording. */
async function waitLive(dataDir: string, pid: number, timeoutMs = 60_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    try {
      const s = JSON.parse(readFileSync(join(dataDir, 'status.json'), 'utf8')) as { pid: number; cameras: { state: string; recording?: boolean }[] };
      if (s.pid === pid && s.cameras[0]?.state === 'live' && s.cameras[0].recording === true) return;
    } catch { /* not written yet */ }
    await sleep(200);
  }
  throw new Error('camera did not go live');
}

async function stopVigil(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
}


/** Missing seconds of [from, to) after `since` (the fault's end for outages), with reasons. */
async function lostAfter(dataDir: string, from: number, to: number, since = from): Promise<Sample> {
  const r = await rewind({ dataDir, camera: 'cam', from, to, fps: 0.1, width: 64, maxFrames: 1 });
  let lost = 0;
  for (const m of r.missing) lost += Math.max(0, m.to - Math.max(m.from, since));
  return { lost: lost / 1000, detail: r.missing.map((m) => `${m.reason} ${((m.to - m.from) / 1000).toFixed(1)} s`).join(', ') || 'none' };
}

function fill(dir: string): string {
  const path = join(dir, 'filler');
  const fd = openSync(path, 'w');
  const chunk = Buffer.alloc(256 * 1024, 1);
  try {
    for (;;) writeSync(fd, chunk);
  } catch { /* ENOSPC: full */ } finally {
    closeSync(fd);
  }
  return path;
}

async function once(fault: Fault, server: RtspTestServer, o: { outageS: number; diskS: number }): Promise<Sample> {
  const work = mkdtempSync(join(tmpdir(), `vigil-fault-${fault}-`));
  const dataDir = join(work, 'data');
  if (fault === 'disk-full') {
    mkdirSync(dataDir);
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=64m', 'tmpfs', dataDir]);
  }
  const config = join(work, 'vigil.yaml');
  writeFileSync(config, `cameras:\n  - { id: cam, url: "${server.url('/cam')}" }\n`);
  let vigil = startVigil(config, dataDir);
  try {
    await waitLive(dataDir, vigil.pid!);
    await sleep(10_000);
    const t0 = Date.now();
    let back = t0;
    if (fault === 'kill-main') {
      vigil.kill('SIGKILL');
      await new Promise((r) => vigil.once('exit', r));
      vigil = startVigil(config, dataDir);
    } else if (fault === 'kill-worker') {
      for (const pid of childrenOf(vigil.pid!)) process.kill(pid, 'SIGKILL');
    } else if (fault === 'outage') {
      await server.kill();
      await sleep(o.outageS * 1000);
      await server.restart();
      back = Date.now();
    } else {
      const filler = fill(dataDir);
      await sleep(o.diskS * 1000);
      rmSync(filler);
      back = Date.now();
    }
    await sleep(1000); // let the status file catch up with the fault
    await waitLive(dataDir, vigil.pid!, 90_000);
    await sleep(12_000);
    const end = Date.now() - 3000;
    if (process.env.FAULT_LOSS_KEEP) process.stderr.write(`t0 ${new Date(t0).toISOString()} back ${new Date(back).toISOString()} end ${new Date(end).toISOString()}\n`);
    await stopVigil(vigil);
    return await lostAfter(dataDir, t0 - 8000, end, back);
  } finally {
    await stopVigil(vigil);
    if (fault === 'disk-full') try { execFileSync('umount', ['-l', dataDir]); } catch { /* not mounted */ }
    if (process.env.FAULT_LOSS_KEEP) process.stderr.write(`kept ${work}\n`);
    else rmSync(work, { recursive: true, force: true });
  }
}

export async function main(opts: { runs?: number; only?: Fault[]; outageS?: number; diskS?: number } = {}): Promise<string> {
  const runs = opts.runs ?? 3, outageS = opts.outageS ?? 20, diskS = opts.diskS ?? 60;
  const faults = opts.only ?? ['kill-main', 'kill-worker', 'outage', 'disk-full'];
  const server = await startRtspTestServer({ feeds: [{ path: '/cam', kind: 'synthetic', scene: SCENE }] });
  const samples = new Map<Fault, Sample[]>(faults.map((f) => [f, []]));
  try {
    // Faults take turns run by run, so load on the shared machine spreads over all of them.
    for (let i = 0; i < runs; i++) {
      for (const f of faults) {
        const s = await once(f, server, { outageS, diskS });
        samples.get(f)!.push(s);
        process.stderr.write(`fault-loss ${f} run ${i + 1}: lost ${s.lost.toFixed(1)} s (${s.detail})\n`);
      }
    }
  } finally {
    await server.stop();
  }
  const label: Record<Fault, string> = {
    'kill-main': 'kill -9 of vigil run, restarted at once',
    'kill-worker': 'kill -9 of the camera worker',
    outage: `camera server gone ${outageS} s (lost after its return)`,
    'disk-full': `data disk full ${diskS} s (lost after space is freed)`,
  };
  const rows = faults.map((f) => [label[f], fmtSummary(summarize(samples.get(f)!.map((s) => s.lost))), samples.get(f)!.map((s) => s.detail).join('; ')]);
  return `### Footage lost per fault (bench/fault-loss.ts, ${runs} runs)\n\n${describeMachine()}\n\n` +
    markdownTable(['fault', 'seconds lost, median (min–max)', 'missing stretches per run'], rows) + '\n';
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { runs: { type: 'string' }, only: { type: 'string' }, outage: { type: 'string' }, disk: { type: 'string' } } });
  process.stdout.write(await main({
    runs: values.runs ? Number(values.runs) : undefined,
    only: values.only ? (values.only.split(',') as Fault[]) : undefined,
    outageS: values.outage ? Number(values.outage) : undefined,
    diskS: values.disk ? Number(values.disk) : undefined,
  }));
}
