// The dashboard in real Chromium against a real `vigil serve` with the local RTSP test server
// (Basic auth): every page sends a browser without a session to the login page; the wizard
// shows the probe's error for a wrong URL or password and stores nothing; with the right ones
// it shows codec, resolution, fps and a snapshot, saves, and the camera shows as live with a
// picture within 20 s; it plays live (a growing HLS playlist, a few seconds behind); then
// edit, disable and remove from the grid. No console errors.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startRtspTestServer, type RtspTestServer } from '../testbed/rtsp-test-server/index.ts';
import { startServe, type ServeProcess } from './helpers/serve-process.ts';
import { openBrowser, login, screenshots, type BrowserSession } from './helpers/browser.ts';

const USER = 'viewer';
const PASSWORD = 'Rtsp-pw-9Kd3-secret';
// HTTP errors the browser logs for answers the page shows: the 401s that send a browser to
// the login page and the probe's 422s for the wrong password and URL.
const EXPECTED = [/status of 401 .*\/api\/(session|login)$/, /status of 422 .*\/api\/probe$/];
let dir: string, rtsp: RtspTestServer, serve: ServeProcess, b: BrowserSession;

const api = async (path: string, init: RequestInit = {}) => {
  const r = await fetch(serve.url + path, { ...init, headers: { authorization: `Bearer ${serve.tokens.admin}`, 'content-type': 'application/json', ...init.headers } });
  return { status: r.status, json: await r.json().catch(() => undefined) };
};

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'vigil-dash-onboard-'));
  writeFileSync(join(dir, 'vigil.yaml'), ['ingest:', '  segmentSeconds: 2', '  analysisFps: 2', 'models:', '  builtin:', '    ocr: false', '    objects: false'].join('\n') + '\n');
  rtsp = await startRtspTestServer({ auth: { user: USER, password: PASSWORD }, feeds: [{ path: '/yard', kind: 'synthetic', scene: 'synthetic:street?width=640&height=360&fps=10' }] });
  serve = await startServe(['--config', join(dir, 'vigil.yaml'), '--data-dir', join(dir, 'data')]);
  b = await openBrowser(serve.url);
}, 90_000);

afterAll(async () => {
  await b?.close();
  await serve?.stop();
  await rtsp?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('dashboard: login and onboarding', () => {
  it('sends every page to the login page without a session, and back after logging in', async () => {
    for (const path of ['/', '/cameras', '/timeline?camera=x', '/ask', '/alerts']) {
      await b.page.goto(path);
      await b.page.waitForURL(/\/login\?next=/, { timeout: 10_000 });
      expect(new URL(b.page.url()).searchParams.get('next')).toBe(path === '/' ? '/cameras' : path);
      await b.page.locator('#token').waitFor({ timeout: 10_000 });
    }
    await b.page.fill('#token', 'vigil_admin_not-a-real-token');
    await b.page.press('#token', 'Enter');
    await b.page.locator('.login .error', { hasText: 'not valid' }).waitFor();
    await screenshots(b.page, 'login');
    await login(b.page, serve.tokens.admin, '/cameras');
    await b.page.locator('.empty', { hasText: 'No cameras yet' }).waitFor();
    // The only errors allowed are the 401s that sent us to the login page.
    expect(b.problems([/status of 401/])).toEqual([]);
  }, 60_000);

  it('shows the probe error for a wrong password or URL and stores nothing', async () => {
    const { page } = b;
    await page.click('#add-camera');
    await page.fill('input[name=url]', rtsp.url('/yard'));
    await page.fill('input[name=username]', USER);
    await page.fill('input[name=password]', 'wrong-password');
    await page.click('dialog button[type=submit]');
    const error = page.locator('#probe-error');
    await error.filter({ hasText: /credentials|password|auth/i }).waitFor({ timeout: 20_000 });
    await page.fill('input[name=url]', `rtsp://127.0.0.1:${rtsp.port}/no-such-path`);
    await page.fill('input[name=password]', PASSWORD);
    await page.click('dialog button[type=submit]');
    await error.filter({ hasText: /not found|no such|404|unreachable|stream/i }).waitFor({ timeout: 20_000 });
    const text = await error.textContent();
    expect(text).toMatch(/^The probe failed: /);
    expect(text).not.toContain(PASSWORD);
    await screenshots(page, 'wizard-error');
    expect((await api('/api/cameras')).json.cameras).toEqual([]);
    await page.keyboard.press('Escape');
  }, 60_000);

  it('onboards a camera through the wizard: probe, snapshot, save, live with a picture within 20 s', async () => {
    const { page } = b;
    await page.click('#add-camera');
    await page.fill('input[name=url]', rtsp.url('/yard'));
    await page.fill('input[name=username]', USER);
    await page.fill('input[name=password]', PASSWORD);
    const t0 = Date.now();
    await page.click('dialog button[type=submit]');
    await page.locator('#probe-info').waitFor({ timeout: 20_000 });
    expect(await page.textContent('#probe-info')).toMatch(/^H264 · 640×360 · (9\.\d|10) fps$/);
    const probeShot = page.locator('dialog figure.probe img');
    await expect(probeShot.evaluate((i: HTMLImageElement) => i.decode().then(() => i.naturalWidth))).resolves.toBe(640);
    await page.fill('input[name=name]', 'Back yard');
    expect(await page.inputValue('input[name=id]')).toBe('back-yard');
    await page.fill('input[name=timezone]', 'Europe/Berlin');
    await page.fill('input[name=location]', 'yard, garden');
    await screenshots(page, 'wizard-probe');
    const probed = Date.now() - t0;
    const saved = Date.now();
    await page.click('dialog button[type=submit]');
    await page.locator('#wizard-state', { hasText: 'live' }).waitFor({ timeout: 20_000 });
    await page.locator('#wizard-picture:not([hidden])').waitFor({ timeout: 20_000 });
    expect(await page.locator('#wizard-picture').evaluate((i: HTMLImageElement) => i.decode().then(() => i.naturalWidth))).toBe(640);
    const live = Date.now() - saved;
    console.log(`wizard: probe ${probed} ms, save to live with a picture ${live} ms`);
    await screenshots(page, 'wizard-live');
    await page.click('dialog button:has-text("Done")');
    const card = page.locator('article.camera[data-camera=back-yard]');
    await card.locator('.badge', { hasText: 'live' }).waitFor({ timeout: 20_000 });
    await page.waitForFunction(() => (document.querySelector('article.camera[data-camera=back-yard] img.snapshot') as HTMLImageElement | null)?.naturalWidth === 640, undefined, { timeout: 10_000 });
    // From Save to a live camera with a picture, as the user watches it in the wizard.
    expect(live).toBeLessThan(20_000);
    const cam = (await api('/api/cameras/back-yard')).json;
    expect(cam).toMatchObject({ name: 'Back yard', timezone: 'Europe/Berlin', location: 'yard, garden', hasPassword: true, enabled: true });
    await screenshots(page, 'cameras');
  }, 60_000);

  it('watches the camera live: a playlist without an end, playing a few seconds behind now', async () => {
    const { page } = b;
    const playlists: string[] = [];
    const onRequest = (r: { url(): string }) => { if (r.url().includes('recordings.m3u8')) playlists.push(r.url()); };
    page.on('request', onRequest);
    try {
      const card = page.locator('article.camera[data-camera=back-yard]');
      await card.locator('button:has-text("Watch live")').click();
      const video = page.locator('#player-video');
      await page.waitForFunction(() => { const v = document.querySelector<HTMLVideoElement>('#player-video'); return v && !v.paused && v.readyState >= 3; }, undefined, { timeout: 30_000 });
      const first = await video.evaluate((v: HTMLVideoElement) => v.currentTime);
      await page.waitForFunction((t0) => document.querySelector<HTMLVideoElement>('#player-video')!.currentTime > t0 + 1, first, { timeout: 15_000 });
      const behind = Date.now() - Number(await page.locator('dialog').getAttribute('data-wallclock'));
      console.log(`live player: ${behind} ms behind now, ${playlists.length} playlist loads`);
      // 2 s segments: the newest listed one closed a moment ago; hls.js holds back about three target durations.
      expect(behind).toBeGreaterThan(0);
      expect(behind).toBeLessThan(20_000);
      // hls.js reloads the live playlist as it grows; none of the loads names an end.
      await page.waitForFunction((n) => (window as any).performance.getEntriesByType('resource').filter((e: { name: string }) => e.name.includes('recordings.m3u8')).length > n, 1, { timeout: 15_000 });
      expect(playlists.length).toBeGreaterThanOrEqual(2);
      expect(playlists.every((u) => new URL(u).searchParams.get('to') === null)).toBe(true);
      await screenshots(page, 'player-live');
      await page.keyboard.press('Escape');
    } finally {
      page.off('request', onRequest);
    }
  }, 60_000);

  it('edits, disables and removes the camera from the grid', async () => {
    const { page } = b;
    const card = page.locator('article.camera[data-camera=back-yard]');
    await card.locator('button:has-text("Edit")').click();
    await page.fill('dialog input[name=name]', 'Garden');
    await page.click('dialog button[type=submit]');
    await card.locator('h2', { hasText: 'Garden' }).waitFor();
    await card.locator('button:has-text("Disable")').click();
    await card.locator('.badge', { hasText: 'disabled' }).waitFor({ timeout: 15_000 });
    expect((await api('/api/cameras/back-yard')).json.enabled).toBe(false);
    await card.locator('button:has-text("Remove")').click();
    await page.click('dialog button:has-text("Remove")');
    await card.waitFor({ state: 'detached', timeout: 15_000 });
    expect((await api('/api/cameras')).json.cameras).toEqual([]);
    expect(b.problems(EXPECTED)).toEqual([]);
    expect(serve.output()).not.toContain(PASSWORD);
  }, 60_000);
});
