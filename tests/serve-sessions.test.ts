// Browser sessions survive a restart of `vigil serve` (real server, loopback): log in, stop,
// start again on the same data dir, and the session cookie still works; a start with new
// tokens ends it. The sessions file holds no session id.
import { describe, it, expect, afterAll } from 'vitest';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseConfig } from '../core/config/index.ts';
import { startVigilServer, sessionsPath, type VigilServer } from '../dashboard/index.ts';

const dir = mkdtempSync(join(tmpdir(), 'vigil-serve-sessions-'));
const config = parseConfig({ storage: { dataDir: join(dir, 'data') }, models: { builtin: { ocr: false, objects: false } } });
let server: VigilServer | undefined;
afterAll(async () => {
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const start = async (newTokens = false) => (server = await startVigilServer({ config, host: '127.0.0.1', port: 0, newTokens }));
const roleWith = async (cookie: string) => {
  const r = await fetch(`${server!.url}/api/session`, { headers: { cookie } });
  return r.status === 200 ? ((await r.json()) as { role: string }).role : r.status;
};

describe('sessions across restarts', () => {
  it('keeps a logged-in browser logged in after a restart, until new tokens are made', async () => {
    const first = await start();
    const viewer = first.generatedTokens.find((t) => t.role === 'viewer')!.token;
    const login = await fetch(`${first.url}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token: viewer }) });
    expect(login.status).toBe(200);
    const cookie = login.headers.get('set-cookie')!.split(';')[0];
    expect(await roleWith(cookie)).toBe('viewer');
    expect(readFileSync(sessionsPath(join(dir, 'data')), 'utf8')).not.toContain(cookie.split('=')[1]);
    await first.stop();
    await start();
    expect(await roleWith(cookie)).toBe('viewer');
    expect(await roleWith('vigil_session=' + 'A'.repeat(43))).toBe(401);
    await server!.stop();
    await start(true);
    expect(await roleWith(cookie)).toBe(401);
  }, 90_000);
});
