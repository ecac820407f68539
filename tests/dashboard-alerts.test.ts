// The alert pages in real Chromium against a real `vigil serve` running the alerts stage, with
// a live camera from the RTSP test server whose looping script walks a red person to the
// door (right half of the view) every 40 s. The rule is made in the rules editor (template
// values, the zone drawn by clicking on the camera's snapshot, cooldown); the alert appears
// in the live feed within 15 s of its first evidence, with evidence thumbnails; acknowledging
// removes it from the unacknowledged list; the rule tests over the last hour and mutes.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startRtspTestServer, type RtspTestServer } from '../testbed/rtsp-test-server/index.ts';
import { startServe, type ServeProcess } from './helpers/serve-process.ts';
import { openBrowser, login, screenshots, type BrowserSession } from './helpers/browser.ts';

const SCENE = `name: door
width: 640
height: 360
fps: 10
durationSeconds: 40
background: yard
objects:
  - id: person
    colour: red
    shape: person
    width: 0.06
    height: 0.3
    path:
      - { t: 8, x: 1.05, y: 0.7 }
      - { t: 16, x: 0.7, y: 0.7 }
      - { t: 26, x: 0.75, y: 0.7 }
      - { t: 34, x: 1.05, y: 0.7 }
`;
// The 401 that sent the browser to login, and the camera's snapshot: right after the looping
// feed restarts, the server has no decodable recording for a few seconds and answers 404;
// the zone editor retries (see README, Dashboard limits).
const EXPECTED = [/status of 401 .*\/api\/session$/, /status of 404 .*\/api\/cameras\/dock\/snapshot(\?t=\d+)?$/];
let dir: string, rtsp: RtspTestServer, serve: ServeProcess, b: BrowserSession;
const api = async (path: string) => (await fetch(serve.url + path, { headers: { authorization: `Bearer ${serve.tokens.admin}` } })).json();

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'vigil-dash-alerts-'));
  writeFileSync(join(dir, 'door.scene.yaml'), SCENE);
  rtsp = await startRtspTestServer({ feeds: [{ path: '/dock', kind: 'synthetic', scene: `synthetic:${join(dir, 'door.scene.yaml')}` }] });
  writeFileSync(join(dir, 'vigil.yaml'), [
    'cameras:', '  - id: dock', '    name: Dock', `    url: ${rtsp.url('/dock')}`, '    timezone: UTC',
    'ingest:', '  segmentSeconds: 2', '  analysisFps: 2', 'models:', '  builtin:', '    ocr: false', '    objects: false',
  ].join('\n') + '\n');
  serve = await startServe(['--config', join(dir, 'vigil.yaml'), '--data-dir', join(dir, 'data')]);
  b = await openBrowser(serve.url);
  await login(b.page, serve.tokens.admin, '/alerts');
  for (let t0 = Date.now(); ; await new Promise((r) => setTimeout(r, 1000))) {
    const r = await fetch(`${serve.url}/api/cameras/dock/snapshot`, { headers: { authorization: `Bearer ${serve.tokens.admin}` } });
    if (r.status === 200) break;
    if (Date.now() - t0 > 40_000) throw new Error(`no picture of the camera after 40 s: ${await r.text()}`);
  }
}, 120_000);

afterAll(async () => {
  await b?.close();
  await serve?.stop();
  await rtsp?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('dashboard: alerts', () => {
  it('makes a rule with a zone drawn on the snapshot; the alert shows in the feed within 15 s; ack removes it', async () => {
    const { page } = b;
    await page.reload();
    await page.click('button:has-text("New rule")');
    await page.fill('dialog input[name=id]', 'door-red');
    await page.fill('dialog input[name=template]', 'is there a {thing} at the {zone}?');
    await page.fill('dialog input[name=thing]', 'red object');
    await page.fill('dialog input[name=zone]', 'door');
    const surface = page.locator('dialog .zone-surface');
    await page.waitForFunction(() => (document.querySelector('dialog .zone-surface img') as HTMLImageElement | null)?.naturalWidth === 640, undefined, { timeout: 15_000 });
    const box = (await surface.boundingBox())!;
    for (const [x, y] of [[0.5, 0.3], [0.99, 0.3], [0.99, 0.99], [0.5, 0.99]]) await page.mouse.click(box.x + x * box.width, box.y + y * box.height);
    await page.fill('dialog input[name=zoneName]', 'door');
    await page.fill('dialog input[name=cooldown]', '30');
    await screenshots(page, 'rule-editor');
    await page.click('dialog button:has-text("Save rule")');
    await page.locator('#rules li[data-rule=door-red]').waitFor();
    const rule = (await api('/api/alerts/rules/door-red')).rule;
    expect(rule.cameras).toEqual(['dock']);
    expect(rule.zone.points).toHaveLength(4);
    for (const [x] of rule.zone.points) expect(x).toBeGreaterThanOrEqual(0.49);
    const item = page.locator('#alert-feed li.alert[data-acked=no]').first();
    await item.waitFor({ timeout: 100_000 });
    const shownAt = Date.now();
    const id = await item.getAttribute('data-id');
    const alert = (await api(`/api/alerts/${encodeURIComponent(id!)}`)).alert;
    expect(alert.rule).toBe('door-red');
    console.log(`alert feed: shown ${shownAt - Date.parse(alert.start)} ms after its first evidence`);
    expect(shownAt - Date.parse(alert.start), 'from the first evidence to the feed').toBeLessThan(15_000);
    await page.waitForFunction(() => [...document.querySelectorAll<HTMLImageElement>('#alert-feed li.alert img.thumb')].some((i) => i.complete && i.naturalWidth > 0), undefined, { timeout: 10_000 });
    await screenshots(page, 'alerts-feed');
    await page.locator(`#alert-feed li.alert[data-id="${id}"] button.ack`).click();
    await page.locator(`#alert-feed li.alert[data-id="${id}"]`).waitFor({ state: 'detached' });
    expect((await api(`/api/alerts/${encodeURIComponent(id!)}`)).alert.acked).toMatchObject({ by: 'admin' });
    await page.uncheck('#unacked-only');
    await page.locator(`#alert-feed li.alert[data-id="${id}"]`, { hasText: 'acknowledged by admin' }).waitFor();
    expect(b.problems(EXPECTED)).toEqual([]);
  }, 150_000);

  it('tests the rule over the last hour and mutes it', async () => {
    const { page } = b;
    const rule = page.locator('#rules li[data-rule=door-red]');
    await rule.locator('button:has-text("Test")').click();
    await page.fill('#test-hours', '1');
    await page.click('dialog button:has-text("Run test")');
    await page.locator('#test-summary, dialog .test-out .error').first().waitFor({ timeout: 30_000 });
    // Over the windows recorded so far (the one with the event may still be open, so how many
    // alerts it finds depends on timing; the alerts stage's own tests check what it finds).
    expect(await page.textContent('dialog .test-out')).toMatch(/^[1-9]\d* windows? evaluated; \d+ alerts? would have fired \(builtin/);
    await page.keyboard.press('Escape');
    await rule.locator('button:has-text("Mute 1 h")').click();
    await rule.locator('.badge', { hasText: 'muted until' }).waitFor();
    expect(Date.parse((await api('/api/alerts/rules/door-red')).rule.mutedUntil)).toBeGreaterThan(Date.now() + 50 * 60_000);
    expect(b.problems(EXPECTED)).toEqual([]);
  }, 60_000);
});
