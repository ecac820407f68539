// Onboarding a camera through the API of a real `vigil serve` process, with the camera served
// by the local RTSP test server (Basic auth): bad credentials are refused with the probe's
// message, the right ones are probed and stored, the camera goes live (live events on the
// WebSocket), windows are captioned and indexed, a question about it is answered with
// citations, the recordings play as HLS and as an MP4 clip (ffprobe, Range), the password
// appears in no response, log line or file but the credentials store, the camera survives a
// restart, and removing it stops its worker.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import WebSocket from 'ws';
import { chromium } from 'playwright-core';
import { startRtspTestServer, type RtspTestServer } from '../testbed/rtsp-test-server/index.ts';
import { startServe, childrenOf, type ServeProcess } from './helpers/serve-process.ts';
import { until } from './helpers/until.ts';

const USER = 'viewer';
const PASSWORD = 'Rtsp-pw-7Hq2-secret';
let dir: string, dataDir: string, rtsp: RtspTestServer, serve: ServeProcess | undefined;
let admin: string;
const seen: string[] = [];
const events: { type: string; [k: string]: unknown }[] = [];
let ws: WebSocket | undefined;

async function api(path: string, o: { method?: string; body?: unknown; headers?: Record<string, string> } = {}): Promise<{ status: number; json: any; buf: Buffer; headers: Headers }> {
  const r = await fetch(serve!.url + path, {
    method: o.method ?? 'GET',
    headers: { authorization: `Bearer ${admin}`, ...(o.body ? { 'content-type': 'application/json' } : {}), ...o.headers },
    body: o.body ? JSON.stringify(o.body) : undefined,
  });
  const buf = Buffer.from(await r.arrayBuffer());
  const text = buf.toString('utf8');
  seen.push(text, JSON.stringify([...r.headers]));
  let json: any;
  try { json = JSON.parse(text); } catch { json = undefined; }
  return { status: r.status, json, buf, headers: r.headers };
}

function filesUnder(d: string): string[] {
  return readdirSync(d).flatMap((f) => { const p = join(d, f); return statSync(p).isDirectory() ? filesUnder(p) : [p]; });
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'vigil-serve-onboard-'));
  dataDir = join(dir, 'data');
  writeFileSync(join(dir, 'vigil.yaml'), [
    'ingest:', '  segmentSeconds: 2', '  analysisFps: 2',
    'windows:', '  maxIdleSeconds: 10', '  keyframeWidth: 320',
    // The COCO detector and OCR do not help on the synthetic rectangles; keep the run light.
    'models:', '  builtin:', '    ocr: false', '    objects: false',
  ].join('\n') + '\n');
  rtsp = await startRtspTestServer({ auth: { user: USER, password: PASSWORD }, feeds: [{ path: '/street', kind: 'synthetic', scene: 'synthetic:street?width=640&height=360&fps=10' }] });
  serve = await startServe(['--config', join(dir, 'vigil.yaml'), '--data-dir', dataDir]);
  admin = serve.tokens.admin;
}, 90_000);

afterAll(async () => {
  ws?.close();
  await serve?.stop();
  await rtsp?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('onboarding a camera through vigil serve', () => {
  it('refuses bad credentials with the probe message, then probes, stores and runs the camera', async () => {
    expect(admin).toMatch(/^vigil_admin_/);
    ws = new WebSocket(serve!.url.replace('http', 'ws') + '/api/events', { headers: { authorization: `Bearer ${admin}` } });
    ws.on('message', (d) => events.push(JSON.parse(String(d))));
    await new Promise((r) => ws!.once('open', r));
    const url = `rtsp://127.0.0.1:${rtsp.port}/street`;
    const bad = await api('/api/cameras', { method: 'POST', body: { id: 'street', url, username: USER, password: 'wrong-password' } });
    expect(bad.status).toBe(422);
    expect(bad.json.error.code).toBe('source_auth');
    expect((await api('/api/cameras/street')).status).toBe(404);
    const add = await api('/api/cameras', { method: 'POST', body: { id: 'street', name: 'Street', location: 'front street', url, username: USER, password: PASSWORD } });
    expect(add.status, JSON.stringify(add.json)).toBe(201);
    expect(add.json.probe).toMatchObject({ codec: 'h264', width: 640, height: 360 });
    expect(add.json.camera).toMatchObject({ id: 'street', hasPassword: true, origin: 'store' });
    await until('camera live', () => events.some((e) => e.type === 'camera.state' && e.camera === 'street' && e.state === 'live'), 30_000);
    const st = await api('/api/cameras/street/status');
    expect(st.json.state).toBe('live');
  }, 60_000);

  it('captions and indexes its windows, and answers a question about it with citations', async () => {
    let windows: any[] = [];
    await until('an indexed activity window', () => events.some((e) => e.type === 'window.indexed' && e.kind === 'activity'), 90_000, 500);
    windows = (await api('/api/windows?camera=street')).json.windows;
    expect(windows.length).toBeGreaterThanOrEqual(1);
    expect(windows[0].caption.length).toBeGreaterThan(5);
    const kf = windows.flatMap((w) => w.keyframes).find((k: { url: string | null }) => k.url);
    expect((await api(kf.url)).buf.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    const r = await fetch(`${serve!.url}/api/ask`, {
      method: 'POST', headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify({ question: 'did anything move on the street camera in the past 10 minutes?' }),
    });
    const text = await r.text();
    seen.push(text);
    const sse = text.split('\n\n').filter(Boolean).map((b) => ({ event: /^event: (.*)$/m.exec(b)?.[1], data: JSON.parse(/^data: (.*)$/m.exec(b)?.[1] ?? 'null') }));
    expect(sse.filter((e) => e.event === 'step').length).toBeGreaterThanOrEqual(1);
    const answer = sse.at(-1)!;
    expect(answer.event, text.slice(0, 500)).toBe('answer');
    expect(answer.data.cameras).toEqual(['street']);
    expect(answer.data.citations.length).toBeGreaterThanOrEqual(1);
    expect(answer.data.citations[0].camera).toBe('street');
  }, 150_000);

  it('plays the recordings as HLS and as an MP4 clip covering the range, with Range requests', async () => {
    const segs = () => filesUnder(join(dataDir, 'recordings', 'street')).filter((f) => f.endsWith('.ts')).sort();
    await until('12 s of recordings', () => segs().length >= 7, 60_000, 500);
    const first = Date.parse(/(\d{8}T\d{6}\.\d{3}Z)/.exec(segs()[0])![1].replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})/, '$1-$2-$3T$4:$5:$6'));
    const from = first + 2500, to = first + 8500;
    const q = `from=${new Date(from).toISOString()}&to=${new Date(to).toISOString()}`;
    const pl = await api(`/api/cameras/street/recordings.m3u8?${q}`);
    expect(pl.status).toBe(200);
    const text = pl.buf.toString('utf8');
    const dates = [...text.matchAll(/#EXT-X-PROGRAM-DATE-TIME:(\S+)/g)].map((m) => Date.parse(m[1]));
    const durs = [...text.matchAll(/#EXTINF:([\d.]+),/g)].map((m) => Number(m[1]) * 1000);
    expect(text).toMatch(/#EXT-X-ENDLIST/);
    // The playlist covers [from, to), starting and ending within one segment of it.
    expect(dates[0]).toBeLessThanOrEqual(from);
    expect(dates[0]).toBeGreaterThan(from - 4000);
    expect(dates.at(-1)! + durs.at(-1)!).toBeGreaterThanOrEqual(to);
    expect(dates.at(-1)!).toBeLessThan(to);
    const probe = JSON.parse(execFileSync('ffprobe', ['-v', 'error', '-headers', `Authorization: Bearer ${admin}\r\n`, '-show_entries', 'stream=codec_name,width:format=duration', '-of', 'json',
      `${serve!.url}/api/cameras/street/recordings.m3u8?${q}`], { encoding: 'utf8' }));
    expect(probe.streams[0].codec_name).toBe('h264');
    expect(Number(probe.format.duration)).toBeGreaterThan((to - from) / 1000 - 0.5);

    const clip = await api(`/api/cameras/street/clip.mp4?${q}`);
    expect(clip.status).toBe(200);
    expect(clip.headers.get('accept-ranges')).toBe('bytes');
    const file = join(dir, 'clip.mp4');
    writeFileSync(file, clip.buf);
    const p = JSON.parse(execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'stream=codec_name,width,height:format=duration,format_name', '-of', 'json', file], { encoding: 'utf8' }));
    expect(p.streams[0]).toMatchObject({ codec_name: 'h264', width: 640, height: 360 });
    const d = Number(p.format.duration);
    // No re-encode: the clip starts at the keyframe at or before `from` (segments split on keyframes, <= 2 s apart here).
    expect(d).toBeGreaterThan((to - from) / 1000 - 0.5);
    expect(d).toBeLessThan((to - from) / 1000 + 3);
    // faststart: the index (moov) comes before the media (mdat).
    expect(clip.buf.indexOf('moov')).toBeLessThan(clip.buf.indexOf('mdat'));
    const part = await api(`/api/cameras/street/clip.mp4?${q}`, { headers: { range: 'bytes=100-1099' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-1099/${clip.buf.length}`);
    expect(part.buf.equals(clip.buf.subarray(100, 1100))).toBe(true);
    expect((await api(`/api/cameras/street/clip.mp4?${q}`, { headers: { range: `bytes=${clip.buf.length}-` } })).status).toBe(416);
    const snap = await api(`/api/cameras/street/snapshot?at=${new Date(from + 1000).toISOString()}`);
    expect(snap.buf.subarray(0, 2), snap.buf.toString('utf8', 0, 300)).toEqual(Buffer.from([0xff, 0xd8]));
  }, 120_000);

  it('plays the HLS playlist in real Chromium with hls.js, mapped to wall-clock time', async () => {
    const segs = filesUnder(join(dataDir, 'recordings', 'street')).filter((f) => f.endsWith('.ts')).sort();
    const first = Date.parse(/(\d{8}T\d{6}\.\d{3}Z)/.exec(segs[0])![1].replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})/, '$1-$2-$3T$4:$5:$6'));
    const from = first + 2500, to = first + 8500;
    const hlsJs = readFileSync(createRequire(import.meta.url).resolve('hls.js/dist/hls.min.js'), 'utf8');
    const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--autoplay-policy=no-user-gesture-required'] });
    try {
      const context = await browser.newContext();
      const login = await context.request.post(`${serve!.url}/api/login`, { data: { token: admin } });
      expect(login.status()).toBe(200); // the session cookie is now in the browser context
      const page = await context.newPage();
      // A page of the server's origin (as the web UI will be), so hls.js fetches with the cookie.
      await page.route(`${serve!.url}/hls-test`, (r) => r.fulfill({ contentType: 'text/html', body: '<video id="v" muted></video>' }));
      await page.goto(`${serve!.url}/hls-test`);
      await page.addScriptTag({ content: hlsJs });
      const src = `/api/cameras/street/recordings.m3u8?from=${new Date(from).toISOString()}&to=${new Date(to).toISOString()}`;
      const r = await page.evaluate((src) => new Promise<{ t: number; date: number | null; error?: string }>((resolve) => {
        const v = document.getElementById('v') as HTMLVideoElement;
        const Hls = (window as any).Hls;
        const hls = new Hls();
        hls.on(Hls.Events.ERROR, (_e: unknown, d: { fatal: boolean; details: string }) => { if (d.fatal) resolve({ t: v.currentTime, date: null, error: d.details }); });
        hls.loadSource(src);
        hls.attachMedia(v);
        hls.on(Hls.Events.MANIFEST_PARSED, () => void v.play());
        const check = setInterval(() => {
          if (v.currentTime > 2) { clearInterval(check); resolve({ t: v.currentTime, date: hls.playingDate ? hls.playingDate.getTime() : null }); }
        }, 100);
        setTimeout(() => resolve({ t: v.currentTime, date: null, error: 'timeout' }), 20_000);
      }), src);
      expect(r.error).toBeUndefined();
      expect(r.t).toBeGreaterThan(2);
      // EXT-X-PROGRAM-DATE-TIME: the player knows which wall-clock moment it shows.
      expect(r.date).not.toBeNull();
      expect(Math.abs(r.date! - (first + 2000 + r.t * 1000))).toBeLessThan(3000);
    } finally {
      await browser.close();
    }
  }, 60_000);

  it('keeps the password out of every response, log line and file but the 0600 credentials store', async () => {
    const creds = join(dataDir, 'credentials.json');
    expect(statSync(creds).mode & 0o777).toBe(0o600);
    expect(readFileSync(creds, 'utf8')).toContain(PASSWORD);
    for (const f of filesUnder(dataDir).filter((x) => x !== creds && !x.endsWith('.ts') && !x.endsWith('.jpg') && !x.endsWith('.mp4'))) {
      expect(readFileSync(f).includes(PASSWORD), f).toBe(false);
    }
    expect(seen.some((s) => s.includes(PASSWORD))).toBe(false);
    expect(serve!.output()).not.toContain(PASSWORD);
    expect(JSON.stringify(events)).not.toContain(PASSWORD);
  });

  it('still has the camera after a restart, and removing it stops its worker', async () => {
    expect(await serve!.stop()).toBe(0);
    serve = await startServe(['--config', join(dir, 'vigil.yaml'), '--data-dir', dataDir]);
    expect(serve.tokens).toEqual({}); // printed once, at the first start only
    const cams = (await api('/api/cameras')).json.cameras;
    expect(cams.map((c: { id: string }) => c.id)).toEqual(['street']);
    let state = '';
    const t0 = Date.now();
    while (state !== 'live' && Date.now() - t0 < 30_000) {
      state = (await api('/api/cameras/street/status')).json?.state ?? '';
      await new Promise((r) => setTimeout(r, 300));
    }
    expect(state).toBe('live');
    expect(await childrenOf(serve.child.pid!, /camera-process/)).toHaveLength(1);
    expect((await api('/api/cameras/street', { method: 'DELETE' })).json).toEqual({ removed: 'street' });
    expect(await childrenOf(serve.child.pid!, /camera-process/)).toEqual([]);
    expect((await api('/api/cameras')).json.cameras).toEqual([]);
    expect(readFileSync(join(dataDir, 'credentials.json'), 'utf8')).not.toContain(PASSWORD);
    expect(serve.output()).not.toContain(PASSWORD);
    // Its recordings stay until retention deletes them.
    expect((await api('/api/cameras/street/snapshot')).status).toBe(200);
  }, 120_000);
});
