// A camera added to a running `vigil serve` (in-process, loopback API) that fills the disk
// (a real 16 MB tmpfs as the data dir) gets what `vigil run` gives its cameras: retention
// sweeps at once, deleting the oldest recordings, instead of at its next scheduled sweep ten
// minutes later, and the camera records again.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { mkdirSync, writeFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseConfig } from '../core/config/index.ts';
import { createLogger } from '../core/logger.ts';
import { listSegments, segmentPath } from '../ingest/index.ts';
import { startVigilServer, type VigilServer } from '../dashboard/index.ts';
import { mountTmpfs, type Tmpfs } from './helpers/tmpfs.ts';
import { until } from './helpers/until.ts';

let fs: Tmpfs, dataDir: string, server: VigilServer, token: string;
const lines: string[] = [];

beforeAll(async () => {
  fs = mountTmpfs(16);
  dataDir = join(fs.dir, 'data');
  mkdirSync(dataDir);
  const config = parseConfig({
    storage: { dataDir, diskBudgetGb: 1, retentionDays: 30 },
    ingest: { segmentSeconds: 2 },
    windows: { keyframeWidth: 0 },
    models: { builtin: { ocr: false, objects: false } },
  });
  server = await startVigilServer({ config, host: '127.0.0.1', port: 0, log: createLogger({ stage: 'serve' }, { format: 'json', write: (l) => lines.push(l) }) });
  token = server.generatedTokens.find((t) => t.role === 'admin')!.token;
}, 60_000);

afterAll(async () => {
  await server?.stop();
  fs?.unmount();
});

describe('a camera added at run time onto a full disk', () => {
  it('makes retention free space at once, and the camera records again', async () => {
    // Yesterday's recordings of another camera take the disk (the start-up sweep has run already).
    const day = Date.now() - 86_400_000;
    let n = 0;
    while (fs.free() > 1_600_000) {
      const path = segmentPath(dataDir, 'old', day + n++ * 60_000);
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, Buffer.alloc(1024 * 1024));
    }
    fs.fill(150_000);
    const before = listSegments(dataDir, 'old').length;
    expect(before).toBeGreaterThanOrEqual(8);
    const add = await fetch(`${server.url}/api/cameras`, {
      method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ id: 'yard', url: 'synthetic:street?width=320&height=180&fps=10' }),
    });
    expect(add.status, await add.text()).toBe(201);
    await until('retention asked to free space', () => lines.some((l) => l.includes('disk full: asking retention to free space') && l.includes('"camera":"yard"')), 30_000, 200);
    // Well before the next scheduled sweep (10 min): the oldest go first, only what is needed.
    await until('old recordings deleted', () => listSegments(dataDir, 'old').length < before, 20_000, 200);
    const left = listSegments(dataDir, 'old');
    expect(left.length).toBeGreaterThan(0);
    expect(left[0].start).toBeGreaterThan(day);
    const freedAt = Date.now();
    await until('recording again', () => listSegments(dataDir, 'yard').some((s) => s.start > freedAt && statSync(s.path).size > 0), 30_000, 200).catch(async (e) => {
      const st = await (await fetch(`${server.url}/api/cameras/yard/status`, { headers: { authorization: `Bearer ${token}` } })).text();
      throw new Error(`${(e as Error).message}; free ${fs.free()}; status ${st}; ${lines.filter((l) => /disk|retention|room/i.test(l)).map((l) => l.slice(0, 300)).join('\n')}`);
    });
    const status = await (await fetch(`${server.url}/api/cameras/yard/status`, { headers: { authorization: `Bearer ${token}` } })).json();
    expect(status.state).toBe('live');
  }, 120_000);
});
