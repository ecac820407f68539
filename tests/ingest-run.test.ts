// `vigil run`, the main job, as a user runs it: several cameras at once, one healthy, one
// that accepts the connection and then never answers, one that refuses. The healthy camera
// keeps its frame rate; the others are reported with their errors; SIGTERM drains and exits 0.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startRtspTestServer, type RtspTestServer } from '../testbed/rtsp-test-server/index.ts';
import { listSegments } from '../ingest/recorder/segment-paths.ts';
import type { StatusFile } from '../ingest/camera/ingest-supervisor.ts';

let server: RtspTestServer;
let blackHole: Server;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'vigil-run-'));
  server = await startRtspTestServer({ feeds: [{ path: '/yard', kind: 'synthetic', scene: 'synthetic:street?width=640&height=360&fps=15' }] });
  // Accepts TCP connections and never says a word: a camera that hangs.
  blackHole = createServer(() => {}).listen(0, '127.0.0.1');
  await new Promise((r) => blackHole.once('listening', r));
});
afterAll(async () => {
  await server?.stop();
  blackHole?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('vigil run', () => {
  it('keeps healthy cameras live next to hanging and refusing ones, and drains on SIGTERM', async () => {
    const port = (blackHole.address() as { port: number }).port;
    const config = join(dir, 'vigil.yaml');
    writeFileSync(config, [
      'ingest:',
      '  segmentSeconds: 4',
      '  connectTimeoutSeconds: 3',
      '  backoff: { initialMs: 500, maxMs: 2000 }',
      'cameras:',
      // The healthy camera gets a generous connect timeout: a loaded CI machine can take a few
      // seconds to start a worker, and this test is about the other cameras timing out.
      `  - { id: yard, url: "${server.url('/yard')}", ingest: { connectTimeoutSeconds: 20 } }`,
      `  - { id: hang, url: "rtsp://127.0.0.1:${port}/cam", username: admin, password: "pa55-word" }`,
      '  - { id: refused, url: "rtsp://127.0.0.1:9/cam" }',
    ].join('\n'));
    const dataDir = join(dir, 'data');
    const bin = fileURLToPath(new URL('../bin/vigil.mjs', import.meta.url));
    const child = spawn(process.execPath, [bin, '--config', config, '--data-dir', dataDir, '--log-format', 'json', 'run', '--status-every', '0'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += d));
    await new Promise((r) => setTimeout(r, 14_000));
    const live = JSON.parse(readFileSync(join(dataDir, 'status.json'), 'utf8')) as StatusFile;
    child.kill('SIGTERM');
    const code = await new Promise<number | null>((r) => child.on('exit', r));
    expect(code, stderr).toBe(0);

    const byId = Object.fromEntries(live.cameras.map((c) => [c.camera, c]));
    expect(byId.yard.state).toBe('live');
    expect(byId.yard.fps).toBeGreaterThan(1.5);
    // Drops are counted from gaps between frame times, so a frame the loaded 2-core test
    // machine's synthetic encoder skipped counts too; allow a couple.
    expect(byId.yard.framesDropped).toBeLessThanOrEqual(2);
    expect(byId.yard.reconnects).toBe(0);
    expect(byId.yard.lagMs).toBeLessThan(1000);
    expect(['reconnecting', 'down', 'connecting']).toContain(byId.hang.state);
    expect(byId.hang.reconnects).toBeGreaterThanOrEqual(1);
    expect(byId.hang.lastError).toMatch(/timeout|no video within/);
    expect(byId.refused.lastError).toMatch(/unreachable/);

    const final = JSON.parse(readFileSync(join(dataDir, 'status.json'), 'utf8')) as StatusFile;
    expect(final.cameras.every((c) => c.state === 'stopped')).toBe(true);
    expect(listSegments(dataDir, 'yard').length).toBeGreaterThanOrEqual(2);
    expect(stderr + readFileSync(join(dataDir, 'status.json'), 'utf8')).not.toContain('pa55-word');
  }, 60_000);
});
