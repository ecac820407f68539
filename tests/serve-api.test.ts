// The HTTP API of `vigil serve`, driven over loopback against the real assembly (every stage
// as a Worker, LanceDB index with captioned windows, the camera store, the offline agent):
// auth on every OpenAPI route, roles, login with rate limit, windows/search/keyframes,
// traversal refused, write-only passwords, body limits, ask streamed over SSE, the
// WebSocket refusing an unauthenticated upgrade, and a fuzz of malformed requests that must
// never get a 5xx nor change anything stored.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import WebSocket from 'ws';
import { parseConfig } from '../core/config/index.ts';
import { configureLogging } from '../core/logger.ts';
import { fileStamp } from '../core/time.ts';
import { openWindowIndex } from '../indexer/index.ts';
import { captionedWindow } from '../indexer/window-index/window-fixtures.ts';
import { startVigilServer, type VigilServer, type LiveEvent } from '../dashboard/index.ts';
import { runVigil } from './helpers/cli.ts';

const T0 = Date.parse('2026-11-30T10:00:00Z');
const PASSWORD = 'pw-Zq81-never-shown';
const CANARY = 'CANARY-outside-the-data-dir';
let dir: string, dataDir: string, server: VigilServer;
let admin: string, viewer: string;
const logs: string[] = [];
const bodies: string[] = [];

async function req(path: string, o: { method?: string; token?: string; body?: unknown; raw?: string | Uint8Array; type?: string; headers?: Record<string, string> } = {}): Promise<{ status: number; text: string; headers: Headers }> {
  const headers: Record<string, string> = { ...o.headers };
  if (o.token) headers.authorization = `Bearer ${o.token}`;
  let body: string | Uint8Array | undefined;
  if (o.raw !== undefined) { body = o.raw; headers['content-type'] = o.type ?? 'application/json'; }
  else if (o.body !== undefined) { body = JSON.stringify(o.body); headers['content-type'] = 'application/json'; }
  const r = await fetch(server.url + path, { method: o.method ?? 'GET', headers, body: typeof body === 'string' || body === undefined ? body : (new Uint8Array(body).buffer as ArrayBuffer), redirect: 'manual' });
  const text = await r.text();
  bodies.push(text, JSON.stringify([...r.headers]));
  return { status: r.status, text, headers: r.headers };
}

/** Every file under the data dir (but the status file, rewritten every 2 s) with its hash. */
function snapshotOfStore(): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (d: string) => {
    for (const f of readdirSync(d)) {
      const p = join(d, f);
      if (statSync(p).isDirectory()) walk(p);
      else if (!p.endsWith('status.json')) out[relative(dataDir, p)] = createHash('sha1').update(readFileSync(p)).digest('hex');
    }
  };
  walk(dataDir);
  return out;
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'vigil-serve-api-'));
  dataDir = join(dir, 'data');
  writeFileSync(join(dir, 'canary.txt'), CANARY);
  const index = await openWindowIndex({ backend: 'lancedb', dataDir, dimension: 384 });
  await index.upsert([
    captionedWindow({ camera: 'dock', start: T0, caption: 'A white van arrives from the left.', colours: ['white'], objects: [{ label: 'van', colours: ['white'] }] }),
    captionedWindow({ camera: 'dock', start: T0 + 60_000, caption: 'A person in red walks to the door.', colours: ['red'], objects: [{ label: 'person', colours: ['red'] }] }),
    captionedWindow({ camera: 'yard', start: T0 + 120_000, caption: 'Text visible: "DELIVERY 42".', text: ['DELIVERY 42'] }),
  ]);
  await index.close();
  // The window store knows the cameras that have footage (what the agent resolves cameras from).
  for (const cam of ['dock', 'yard']) mkdirSync(join(dataDir, 'windows', cam), { recursive: true });
  const kfDir = join(dataDir, 'keyframes', 'dock', '2026-11-30');
  mkdirSync(kfDir, { recursive: true });
  writeFileSync(join(kfDir, `dock-${fileStamp(T0)}.jpg`), Buffer.from([0xff, 0xd8, 0xff, 0xd9]));
  configureLogging({ level: 'debug', format: 'json', write: (l) => logs.push(l) });
  const config = parseConfig({
    storage: { dataDir },
    cameras: [{ id: 'yard', url: 'synthetic:yard', enabled: false }],
    models: { builtin: { ocr: false, objects: false } },
  });
  server = await startVigilServer({ config, host: '127.0.0.1', port: 0, probeTimeoutMs: 3000 });
  admin = server.generatedTokens.find((t) => t.role === 'admin')!.token;
  viewer = server.generatedTokens.find((t) => t.role === 'viewer')!.token;
}, 60_000);

afterAll(async () => {
  await server?.stop();
  configureLogging({ write: (l) => process.stderr.write(l + '\n') });
  rmSync(dir, { recursive: true, force: true });
});

/** The OpenAPI paths with their parameters filled in with valid-looking values. */
async function documentedRoutes(): Promise<{ method: string; path: string; role: string }[]> {
  const doc = JSON.parse((await req('/api/openapi.json', { token: viewer })).text) as { paths: Record<string, Record<string, { 'x-vigil-role': string }>> };
  const fill: Record<string, string> = { id: 'dock', camera: 'dock', day: '2026-11-30', name: `dock-${fileStamp(T0)}.jpg` };
  return Object.entries(doc.paths).flatMap(([p, ops]) => Object.entries(ops).map(([method, op]) => ({
    method: method.toUpperCase(), role: op['x-vigil-role'],
    path: p.replace(/\{(\w+)\}/g, (_m, k: string) => (p.includes('/windows/') && k === 'id' ? `dock:${T0}` : fill[k])),
  })));
}

describe('vigil serve API', () => {
  it('answers 401 on every OpenAPI route without a token, and 403 for the viewer on admin routes', async () => {
    expect((await req('/healthz')).status).toBe(200);
    const routes = await documentedRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(20);
    for (const r of routes.filter((x) => x.role !== 'public')) {
      const res = await req(r.path, { method: r.method, ...(r.method === 'GET' ? {} : { body: {} }) });
      expect(res.status, `${r.method} ${r.path}`).toBe(401);
      expect(JSON.parse(res.text).error.code).toBe('unauthorized');
      const bad = await req(r.path, { method: r.method, token: 'vigil_admin_wrong', ...(r.method === 'GET' ? {} : { body: {} }) });
      expect(bad.status, `${r.method} ${r.path} with a wrong token`).toBe(401);
    }
    for (const r of routes.filter((x) => x.role === 'admin')) {
      const res = await req(r.path, { method: r.method, token: viewer, ...(r.method === 'GET' ? {} : { body: {} }) });
      expect(res.status, `${r.method} ${r.path} as viewer`).toBe(403);
    }
    expect(routes.filter((x) => x.role === 'public').map((x) => x.path)).toEqual(['/api/login']);
  });

  it('refuses an unauthenticated WebSocket upgrade and streams events to an authenticated one', async () => {
    const url = server.url.replace('http', 'ws') + '/api/events';
    const refused = await new Promise<number>((resolve) => {
      const ws = new WebSocket(url);
      ws.on('unexpected-response', (_q, res) => { resolve(res.statusCode ?? 0); ws.terminate(); });
      ws.on('open', () => { resolve(101); ws.close(); });
      ws.on('error', () => undefined);
    });
    expect(refused).toBe(401);
    const ws = new WebSocket(url, { headers: { authorization: `Bearer ${viewer}` } });
    const got: any[] = [];
    ws.on('message', (d) => got.push(JSON.parse(String(d))));
    await new Promise((r) => ws.once('open', r));
    server.events.publish({ type: 'camera.added', camera: 'x', at: new Date().toISOString() });
    ws.send('not json');
    ws.send(JSON.stringify({ type: 'ping', id: 'p1' }));
    for (let i = 0; i < 100 && got.length < 4; i++) await new Promise((r) => setTimeout(r, 20));
    ws.close();
    expect(got.map((m) => m.type)).toEqual(['hello', 'camera.added', 'error', 'pong']);
  });

  it('logs in with a token into a session cookie, refuses bad tokens and rate-limits guessing', async () => {
    const ok = await req('/api/login', { method: 'POST', body: { token: viewer } });
    expect(ok.status).toBe(200);
    const cookie = ok.headers.get('set-cookie')!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    const session = cookie.split(';')[0];
    expect(JSON.parse((await req('/api/session', { headers: { cookie: session } })).text).role).toBe('viewer');
    expect((await req('/api/cameras', { method: 'POST', headers: { cookie: session }, body: { id: 'x', url: 'synthetic:street' } })).status).toBe(403);
    expect((await req('/api/session', { headers: { cookie: 'vigil_session=forged' } })).status).toBe(401);
    // The login form: a form post, then a redirect to the UI with the cookie set.
    const form = await req('/api/login', { method: 'POST', raw: `token=${encodeURIComponent(admin)}`, type: 'application/x-www-form-urlencoded' });
    expect(form.status).toBe(303);
    expect(form.headers.get('location')).toBe('/');
    const adminSession = form.headers.get('set-cookie')!.split(';')[0];
    expect(JSON.parse((await req('/api/session', { headers: { cookie: adminSession } })).text).role).toBe('admin');
    // The browser's WebSocket sends the session cookie, not a bearer header.
    const ws = new WebSocket(server.url.replace('http', 'ws') + '/api/events', { headers: { cookie: adminSession } });
    const hello = await new Promise<string>((resolve, reject) => { ws.once('message', (d) => resolve(String(d))); ws.once('error', reject); });
    ws.close();
    expect(JSON.parse(hello).type).toBe('hello');
    expect((await req('/api/logout', { method: 'POST', headers: { cookie: adminSession } })).status).toBe(200);
    expect((await req('/api/session', { headers: { cookie: adminSession } })).status).toBe(401);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await req('/api/login', { method: 'POST', body: { token: `guess-${i}` } })).status);
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
    const limited = await req('/api/login', { method: 'POST', body: { token: admin } });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Tokens are stored hashed only.
    const auth = readFileSync(join(dataDir, 'auth.json'), 'utf8');
    expect(auth).not.toContain(admin);
    expect(auth).not.toContain(viewer);
    expect(statSync(join(dataDir, 'auth.json')).mode & 0o777).toBe(0o600);
  });

  it('lists windows by camera and range, searches them, and serves keyframes', async () => {
    const ids = async (q: string) => JSON.parse((await req(`/api/windows?${q}`, { token: viewer })).text).windows.map((w: { id: string }) => w.id);
    const iso = (ms: number) => new Date(ms).toISOString();
    expect(await ids(`camera=dock&from=${iso(T0 + 10_000)}&to=${iso(T0 + 600_000)}`)).toEqual([`dock:${T0}`, `dock:${T0 + 60_000}`]);
    // [from, to) overlap: the first window ends at T0 + 30 s.
    expect(await ids(`camera=dock&from=${iso(T0 + 30_000)}&to=${iso(T0 + 600_000)}`)).toEqual([`dock:${T0 + 60_000}`]);
    expect(await ids(`camera=dock,yard&limit=2`)).toHaveLength(2);
    expect(await ids(`kind=idle`)).toEqual([]);
    const hits = JSON.parse((await req('/api/search?q=DELIVERY%2042', { token: viewer })).text).hits;
    expect(hits[0].window.id).toBe(`yard:${T0 + 120_000}`);
    const red = JSON.parse((await req('/api/search?q=person%20in%20red&camera=dock', { token: viewer })).text).hits;
    expect(red[0].window.caption).toContain('red');
    expect(red.every((h: { window: { camera: string } }) => h.window.camera === 'dock')).toBe(true);
    expect((await req(`/api/windows/dock:${T0}`, { token: viewer })).status).toBe(200);
    expect((await req(`/api/windows/dock:1`, { token: viewer })).status).toBe(404);
    const kf = await req(`/api/keyframes/dock/2026-11-30/dock-${fileStamp(T0)}.jpg`, { token: viewer });
    expect(kf.status).toBe(200);
    expect(kf.headers.get('content-type')).toBe('image/jpeg');
    const bad = await req('/api/windows?from=2026-11-30T12:00:00Z&to=2026-11-30T11:00:00Z', { token: viewer });
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.text).error.code).toBe('invalid_request');
  });

  it('refuses path traversal in keyframe, snapshot and recording routes and reads nothing outside the data dir', async () => {
    const attempts = [
      '/api/keyframes/dock/2026-11-30/..%2F..%2F..%2F..%2Fcanary.txt', '/api/keyframes/..%2F..%2F../2026-11-30/x.jpg',
      '/api/keyframes/dock/..%2F..%2F../canary.txt', '/api/keyframes/dock/2026-11-30/%2e%2e%2f%2e%2e%2fcanary.txt',
      '/api/cameras/..%2F..%2Fcanary/snapshot', '/api/cameras/dock/snapshot?at=..%2F..%2Fcanary.txt',
      '/api/cameras/dock/recordings/..%2F..%2F..%2F..%2Fcanary.txt', '/api/cameras/dock/recordings/dock-20261130T100000.000Z.ts%00.txt',
      '/api/cameras/%2e%2e/recordings.m3u8?from=2026-11-30T10:00:00Z&to=2026-11-30T11:00:00Z', '/api/cameras/dock/clip.mp4?from=../../x&to=../y',
      '/api/cameras/dock/recordings/dock-20261130T100000.000Z.ts/../../../canary.txt', '/assets/..%2F..%2F..%2Fcanary.txt',
    ];
    for (const p of attempts) {
      const r = await req(p, { token: admin });
      expect(r.status, p).toBeGreaterThanOrEqual(400);
      expect(r.status, p).toBeLessThan(500);
      expect(r.text).not.toContain(CANARY);
    }
  });

  it('takes camera passwords write-only: never in a response, a log line or any file but the 0600 credentials store', async () => {
    const add = await req('/api/cameras', { method: 'POST', token: admin, body: { id: 'gate', url: `rtsp://viewer:${PASSWORD}@127.0.0.1:9/gate`, enabled: false } });
    expect(add.status, add.text).toBe(201);
    const cam = JSON.parse(add.text).camera;
    expect(cam).toMatchObject({ id: 'gate', hasPassword: true, username: 'viewer', url: 'rtsp://127.0.0.1:9/gate', origin: 'store' });
    const upd = await req('/api/cameras/gate', { method: 'PATCH', token: admin, body: { password: `${PASSWORD}-2`, name: 'Gate' } });
    expect(upd.status, upd.text).toBe(200);
    // Enabling probes it; the camera is unreachable, so the change is refused with the probe's message.
    const en = await req('/api/cameras/gate', { method: 'PATCH', token: admin, body: { enabled: true } });
    expect(en.status, en.text).toBe(422);
    expect(JSON.parse(en.text).error.code).toMatch(/^source_/);
    const all = await req('/api/cameras', { token: admin });
    expect(JSON.parse(all.text).cameras.map((c: { id: string; origin: string }) => `${c.id}:${c.origin}`)).toEqual(['yard:config', 'gate:store']);
    expect((await req('/api/cameras/yard', { method: 'DELETE', token: admin })).status).toBe(400);
    expect((await req('/api/cameras', { method: 'POST', token: admin, body: { id: 'yard', url: 'synthetic:street' } })).status).toBe(409);
    const files = Object.keys(snapshotOfStore());
    for (const f of files.filter((x) => x !== 'credentials.json')) expect(readFileSync(join(dataDir, f)).includes(PASSWORD), f).toBe(false);
    expect(readFileSync(join(dataDir, 'credentials.json'), 'utf8')).toContain(`${PASSWORD}-2`);
    expect(statSync(join(dataDir, 'credentials.json')).mode & 0o777).toBe(0o600);
    expect(bodies.some((b) => b.includes(PASSWORD))).toBe(false);
    expect(logs.some((l) => l.includes(PASSWORD))).toBe(false);
    expect((await req('/api/cameras/gate', { method: 'DELETE', token: admin })).status).toBe(200);
    expect(readFileSync(join(dataDir, 'credentials.json'), 'utf8')).not.toContain(PASSWORD);
  });

  it('streams the steps of a question over SSE, then the answer with citations', async () => {
    const r = await fetch(`${server.url}/api/ask`, {
      method: 'POST', headers: { authorization: `Bearer ${viewer}`, 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify({ question: 'when did the white van arrive?', cameras: ['dock'], from: '2026-11-30T09:59:00Z', to: '2026-11-30T10:05:00Z' }),
    });
    expect(r.headers.get('content-type')).toMatch(/text\/event-stream/);
    const text = await r.text();
    const events = text.split('\n\n').filter(Boolean).map((block) => ({
      event: /^event: (.*)$/m.exec(block)?.[1], data: JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? 'null'),
    }));
    expect(events.filter((e) => e.event === 'step').length).toBeGreaterThanOrEqual(1);
    const answer = events.at(-1)!;
    expect(answer.event).toBe('answer');
    expect(answer.data.citations.length).toBeGreaterThanOrEqual(1);
    expect(answer.data.citations[0].camera).toBe('dock');
    // Keyframes are API URLs or nothing: no file-system path leaves the server.
    expect(JSON.stringify(answer.data)).not.toContain(dataDir);
    expect(answer.data.citations.every((c: { keyframe?: string }) => c.keyframe === undefined || c.keyframe.startsWith('/api/keyframes/'))).toBe(true);
    const empty = await req('/api/ask', { method: 'POST', token: viewer, body: { question: '' } });
    expect(empty.status).toBe(400);
  });

  it('manages alert rules: add, refuse a bad rule naming each field, test over recorded windows, mute, remove', async () => {
    const rule = { id: 'red-at-door', template: 'is there a {thing} at the {zone}?', values: { thing: 'red person', zone: 'door' }, cameras: ['dock'] };
    const add = await req('/api/alerts/rules', { method: 'POST', token: admin, body: rule });
    expect(add.status, add.text).toBe(201);
    expect(JSON.parse(add.text).rule).toMatchObject({ id: 'red-at-door', cameras: ['dock'], mutedUntil: null });
    const before = snapshotOfStore();
    const bad = await req('/api/alerts/rules', { method: 'POST', token: admin, body: { id: 'bad', template: 'is there a {thing}?', values: { colour: 'red' }, cameras: ['nope'] } });
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.text).error.message).toMatch(/values\.thing|\{thing\}/);
    expect(JSON.parse(bad.text).error.message).toMatch(/unknown camera "nope"/);
    expect(snapshotOfStore()).toEqual(before);
    const list = JSON.parse((await req('/api/alerts/rules', { token: viewer })).text).rules;
    expect(list.map((r: { id: string }) => r.id)).toEqual(['red-at-door']);
    const test = await req('/api/alerts/rules/red-at-door/test', { method: 'POST', token: admin, body: { from: '2026-11-30T09:59:00Z', to: '2026-11-30T10:05:00Z' } });
    expect(test.status, test.text).toBe(200);
    expect(JSON.parse(test.text).report).toBeTruthy();
    const mute = await req('/api/alerts/rules/red-at-door/mute', { method: 'POST', token: admin, body: { until: '2030-01-01T00:00:00Z' } });
    expect(JSON.parse(mute.text).rule.mutedUntil).toBe('2030-01-01T00:00:00.000Z');
    expect(JSON.parse((await req('/api/alerts', { token: viewer })).text).alerts).toEqual([]);
    const missing = await req('/api/alerts/red-at-door:dock:1/ack', { method: 'POST', token: viewer });
    expect(missing.status).toBe(404);
    expect(JSON.parse(missing.text).error.code).toBe('not_found');
    expect((await req('/api/alerts/rules/red-at-door', { method: 'DELETE', token: viewer })).status).toBe(403);
    expect((await req('/api/alerts/rules/red-at-door', { method: 'DELETE', token: admin })).status).toBe(200);
    expect((await req('/api/alerts/rules/red-at-door', { token: viewer })).status).toBe(404);
  });

  it('limits bodies, and exposes Prometheus metrics', async () => {
    const big = await req('/api/cameras', { method: 'POST', token: admin, raw: JSON.stringify({ id: 'x', url: 'x'.repeat(200_000) }) });
    expect(big.status).toBe(413);
    expect(JSON.parse(big.text).error.code).toBe('payload_too_large');
    const m = await req('/metrics', { token: viewer });
    expect(m.text).toMatch(/vigil_http_request_seconds_bucket/);
    expect(m.text).toMatch(/vigil_agent_ask_seconds_count\{mode="offline"\} 1/);
  });

  it('survives 1,200 malformed requests across every route: no 5xx, nothing stored changes', async () => {
    const before = snapshotOfStore();
    const routes = await documentedRoutes();
    let seed = 42;
    const rnd = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    const pick = <T,>(xs: T[]): T => xs[Math.floor(rnd() * xs.length)];
    const badSegments = ['..', '%2e%2e', '..%2F..%2Fetc', '%00', 'A'.repeat(300), '%ff%fe', 'dock:abc', ':', 'dock%3A1', '😀', '%', 'a b', 'CON', '-1', '1e999'];
    const badQueries = ['from=yesterday', 'from=2026-13-45T99:00:00Z&to=x', 'from=2026-11-30T10:00:00Z&to=2026-11-30T09:00:00Z', 'limit=-5', 'limit=1e9', 'k=abc',
      'camera=../x', 'kind=nope', 'q=', `q=${'x'.repeat(600)}`, 'at=now', 'from=2026-11-30T10:00:00Z&from=2026-11-30T11:00:00Z&to=2026-11-30T12:00:00Z', 'unknown=1', '%zz=1', 'from=2026-11-30T10:00:00&to=2026-11-30T11:00:00'];
    const badBodies: { raw: string | Uint8Array; type?: string }[] = [
      { raw: new Uint8Array([0x7b, 0x22, 0x69, 0x64, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0xff, 0x22, 0x7d]) }, // invalid UTF-8 inside a string
      { raw: new Uint8Array([0xef, 0xbb, 0xbf, 0x7b, 0x7d]) }, // a BOM before {}
      { raw: '{' }, { raw: 'null' }, { raw: '[]' }, { raw: '"str"' }, { raw: '{"id":5,"url":[]}' }, { raw: '{"id":"../../x","url":"synthetic:street"}' },
      { raw: '{"question":123}' }, { raw: '{"question":""}' }, { raw: '{"token":{}}' }, { raw: '{"enabled":"yes"}' }, { raw: '{"from":"bad","to":"bad"}' },
      { raw: '\u0000\u0001' }, { raw: '{"a":'.repeat(2000) }, { raw: JSON.stringify({ id: 'x', url: 'y'.repeat(70_000) }) }, { raw: 'token=abc', type: 'application/x-www-form-urlencoded' },
      { raw: '<xml/>', type: 'text/xml' }, { raw: '{"id":"ok-id","url":"ftp://host/x"}' }, { raw: '{"id":"ok-id","url":"/no/such/file.mp4","enabled":true}' }, { raw: '{"question":"x","from":"2026-11-30T10:00:00Z","to":"2026-11-30T09:00:00Z"}' },
      { raw: '\xff\xfe{}' }, { raw: '{"__proto__":{"admin":true}}' }, { raw: '{"url":"rtsp://u:p@[::1"}' },
    ];
    const statuses = new Map<number, number>();
    for (let i = 0; i < 1200; i++) {
      const r = pick(routes);
      let path = r.path;
      if (rnd() < 0.5) {
        const parts = path.split('/');
        const at = 2 + Math.floor(rnd() * Math.max(1, parts.length - 2));
        parts[Math.min(at, parts.length - 1)] = pick(badSegments);
        path = parts.join('/');
      }
      if (rnd() < 0.6) path += `?${pick(badQueries)}`;
      const method = rnd() < 0.85 ? r.method : pick(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);
      const body = method === 'GET' || method === 'HEAD' ? undefined : pick(badBodies);
      const headers: Record<string, string> = {};
      if (rnd() < 0.15) headers.range = pick(['bytes=abc', 'bytes=999999999-', 'bytes=5-1', 'bytes=-0', 'bytes=0-1,3-4', 'items=0-1']);
      const res = await req(path, { method, token: rnd() < 0.9 ? admin : viewer, ...(body ? { raw: body.raw, type: body.type } : {}), headers });
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      expect(res.status, `${method} ${path} ${String(body?.raw ?? '').slice(0, 60)} -> ${res.text.slice(0, 200)}`).toBeLessThan(500);
      if (res.headers.get('content-type')?.includes('json') && res.status >= 400) expect(Object.keys(JSON.parse(res.text))).toEqual(['error']);
    }
    expect((await req('/healthz')).status).toBe(200);
    expect(snapshotOfStore()).toEqual(before);
    expect(statuses.size).toBeGreaterThan(3);
  }, 120_000);
  // Last: the camera it runs keeps writing windows and captions for a while after it is removed.
  it('follows `vigil camera add|remove` made by another process, without a restart', async () => {
    const seenEvents: LiveEvent[] = [];
    const off = server.events.subscribe((e) => seenEvents.push(e));
    try {
      const add = await runVigil(['--data-dir', dataDir, 'camera', 'add', 'lot', 'synthetic:quiet?width=160&height=90&fps=2']);
      expect(add.code, add.stderr).toBe(0);
      for (let i = 0; i < 100 && !seenEvents.some((e) => e.type === 'camera.added' && e.camera === 'lot'); i++) await new Promise((r) => setTimeout(r, 100));
      expect(seenEvents.some((e) => e.type === 'camera.added' && e.camera === 'lot')).toBe(true);
      expect(JSON.parse((await req('/api/cameras/lot', { token: viewer })).text).origin).toBe('store');
      const rm = await runVigil(['--data-dir', dataDir, 'camera', 'remove', 'lot']);
      expect(rm.code, rm.stderr).toBe(0);
      for (let i = 0; i < 100 && !seenEvents.some((e) => e.type === 'camera.removed' && e.camera === 'lot'); i++) await new Promise((r) => setTimeout(r, 100));
      expect(seenEvents.some((e) => e.type === 'camera.removed' && e.camera === 'lot')).toBe(true);
      expect((await req('/api/cameras/lot', { token: viewer })).status).toBe(404);
    } finally {
      off();
    }
  }, 60_000);

  it('fires an alert from a rule on a camera added at run time, and sends it on the WebSocket', async () => {
    const scene = join(dir, 'door.scene.json');
    writeFileSync(scene, JSON.stringify({ name: 'door', width: 320, height: 180, fps: 5, durationSeconds: 14, background: 'parking',
      objects: [{ id: 'p', colour: 'red', width: 0.2, height: 0.4, path: [{ t: 1, x: -0.15, y: 0.6 }, { t: 9, x: 1.15, y: 0.6 }] }] }));
    const ws = new WebSocket(server.url.replace('http', 'ws') + '/api/events', { headers: { authorization: `Bearer ${viewer}` } });
    const got: any[] = [];
    ws.on('message', (d) => got.push(JSON.parse(String(d))));
    await new Promise((r) => ws.once('open', r));
    try {
      expect((await req('/api/cameras', { method: 'POST', token: admin, body: { id: 'door', url: `synthetic:${scene}` } })).status).toBe(201);
      const rule = await req('/api/alerts/rules', { method: 'POST', token: admin, body: { id: 'red-thing', template: 'is there a {thing}?', values: { thing: 'red object' }, cameras: ['door'], endAfterSeconds: 2 } });
      expect(rule.status, rule.text).toBe(201);
      for (let i = 0; i < 450 && !got.some((e) => e.type === 'alert.new'); i++) await new Promise((r) => setTimeout(r, 100));
      const fired = got.find((e) => e.type === 'alert.new');
      expect(fired, JSON.stringify(got.map((e) => e.type))).toBeTruthy();
      expect(fired.alert).toMatchObject({ rule: 'red-thing', camera: 'door', state: 'open' });
      expect(fired.alert.start).toMatch(/Z$/);
      const listed = JSON.parse((await req('/api/alerts?rule=red-thing', { token: viewer })).text).alerts;
      expect(listed.map((a: { id: string }) => a.id)).toContain(fired.alert.id);
      const acked = await req(`/api/alerts/${encodeURIComponent(fired.alert.id)}/ack`, { method: 'POST', token: viewer });
      expect(JSON.parse(acked.text).alert.acked.by).toBe('viewer');
      expect((await req('/metrics', { token: viewer })).text).toMatch(/vigil_alerts_fired_total\{rule="red-thing"\} [1-9]/);
    } finally {
      ws.close();
      await req('/api/cameras/door', { method: 'DELETE', token: admin });
    }
  }, 90_000);
});
