// Camera faults injected for real: the RTSP test server stopped and restarted on the same
// port while the camera's backoff has grown long (it must be live again within 5 s of the
// server's return, with a truthful status at each step), kill -9 of `vigil run` (its camera
// worker must exit within 5 s, not linger as an orphan), and a read-only data directory
// (`vigil run` must fail at once with a system error, not retry and exit 0).
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync, readFileSync, mkdirSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startRtspTestServer, type RtspTestServer } from '../testbed/rtsp-test-server/index.ts';
import { CameraSupervisor } from '../ingest/camera/camera-supervisor.ts';
import { readGaps } from '../ingest/camera/gap-log.ts';
import type { CameraStatus } from '../core/types.ts';
import { testCamera } from './helpers/camera.ts';
import { until } from './helpers/until.ts';
import { runVigil } from './helpers/cli.ts';
import { childrenOf } from './helpers/processes.ts';

const BIN = fileURLToPath(new URL('../bin/vigil.mjs', import.meta.url));
let server: RtspTestServer;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'vigil-rel-camera-'));
  server = await startRtspTestServer({ feeds: [{ path: '/cam', kind: 'synthetic', scene: 'synthetic:street?width=320&height=180&fps=10' }] });
});
afterAll(async () => {
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});


function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('camera recovery', () => {
  it('is live again within 5 s of the server coming back, however long the backoff had grown', async () => {
    // A 20 s backoff: without probing, the camera would sleep long after the server's return.
    const sup = new CameraSupervisor(
      testCamera('cam', server.url('/cam'), { ingest: { segmentSeconds: 2, backoff: { initialMs: 20_000, maxMs: 30_000, jitter: 0 }, watchdogSeconds: 3, connectTimeoutSeconds: 15 } }),
      { dataDir: join(dir, 'recovery') },
    );
    const states: { state: CameraStatus['state']; lastError: string | null; at: number }[] = [];
    sup.on('status', (s) => { if (states.at(-1)?.state !== s.state) states.push({ state: s.state, lastError: s.lastError, at: Date.now() }); });
    sup.start();
    try {
      await until('live', () => sup.status().state === 'live', 60_000);
      expect(sup.status().lastError).toBe(null);
      await new Promise((r) => setTimeout(r, 1500));
      const killedAt = Date.now();
      await server.kill();
      await until('not live', () => sup.status().state !== 'live', 8000);
      const down = sup.status();
      expect(['reconnecting', 'down']).toContain(down.state);
      expect(down.lastError).toBeTruthy();
      expect(down.fps).toBe(0);
      await new Promise((r) => setTimeout(r, 4000));
      expect(sup.status().state).not.toBe('live');
      await server.restart();
      const backAt = Date.now();
      const framesBefore = sup.status().framesTotal;
      await until('live again', () => sup.status().state === 'live', 15_000, 50);
      const liveIn = Date.now() - backAt;
      expect(liveIn, `live ${liveIn} ms after the server's return`).toBeLessThan(5000);
      // Live means frames, and the outage's error is history, not the current error.
      await until('frames again', () => sup.status().framesTotal > framesBefore, 5000);
      const after = sup.status();
      expect(after.lastError).toBe(null);
      expect(after.previousError).toBeTruthy();
      const gap = readGaps(join(dir, 'recovery'), 'cam').at(-1)!;
      expect(gap.start).toBeLessThanOrEqual(killedAt + 1000);
      expect(gap.end - backAt).toBeLessThan(5000);
      // No "live" between the kill and the return.
      expect(states.filter((s) => s.state === 'live' && s.at > killedAt && s.at < backAt)).toEqual([]);
    } finally {
      await sup.stop();
    }
  }, 90_000);
});

describe('process faults', () => {
  it('stops the camera worker within 5 s of vigil run being killed with -9', async () => {
    const config = join(dir, 'orphan.yaml');
    writeFileSync(config, `cameras:\n  - { id: cam, url: "${server.url('/cam')}" }\n`);
    const main = spawn(process.execPath, [BIN, '--config', config, '--data-dir', join(dir, 'orphan'), 'run', '--status-every', '0'], { stdio: 'ignore' });
    let workers: number[] = [];
    try {
      await until('a camera worker', () => (workers = childrenOf(main.pid!)).length > 0, 30_000, 200);
      await until('live', () => {
        try { return JSON.parse(readFileSync(join(dir, 'orphan', 'status.json'), 'utf8')).cameras[0].state === 'live'; } catch { return false; }
      }, 30_000, 200);
      main.kill('SIGKILL');
      const killedAt = Date.now();
      await until('workers gone', () => workers.every((p) => !alive(p)), 8000, 100);
      expect(Date.now() - killedAt).toBeLessThan(5000);
    } finally {
      if (main.exitCode === null) main.kill('SIGKILL');
      for (const p of workers) if (alive(p)) process.kill(p, 'SIGKILL');
    }
  }, 60_000);

  it('fails vigil run on a read-only data directory at once (exit 4)', async () => {
    const ro = join(dir, 'ro');
    mkdirSync(ro);
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=1m,ro', 'tmpfs', ro]);
    try {
      const config = join(dir, 'ro.yaml');
      writeFileSync(config, `cameras:\n  - { id: cam, url: "${server.url('/cam')}" }\n`);
      const t0 = Date.now();
      const r = await runVigil(['--config', config, '--data-dir', ro, 'run', '--status-every', '0', '--for', '20'], { timeoutMs: 30_000 });
      expect(r.code, r.stderr).toBe(4);
      expect(r.stderr).toMatch(/cannot be written|read-only/);
      expect(Date.now() - t0).toBeLessThan(15_000);
    } finally {
      execFileSync('umount', ['-l', ro]);
    }
  }, 60_000);
});
