// The dashboard's timeline and ask pages in real Chromium over an ingested synthetic day:
// two scripted clips (hard cuts, a lights-off and a person at 10:00 UTC; a street with
// vehicles at 10:05) recorded, captioned and indexed by `vigil ingest`, then served by a real
// `vigil serve`. The strips mark the scripted cuts and the light change at their times
// (within the strip's resolution and the detector's), show the gaps with no recording, and
// cover each object's appearance with activity; clicking the strip plays from that moment.
// A question streams its steps before the answer; a citation opens the player, which plays
// (currentTime advances, frames decoded) at the cited time. Screenshots at both widths.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { renderToFile, parseSyntheticUrl, groundTruth, type GroundTruth } from '../testbed/synthetic/index.ts';
import { runVigil } from './helpers/cli.ts';
import { startServe, type ServeProcess } from './helpers/serve-process.ts';
import { openBrowser, login, screenshots, type BrowserSession } from './helpers/browser.ts';

const DAY = '2026-11-28';
const CLIPS = [
  { url: 'synthetic:cuts?width=640&height=360&fps=10&duration=120', start: Date.parse(`${DAY}T10:00:00Z`) },
  { url: 'synthetic:street?width=640&height=360&fps=10&duration=120', start: Date.parse(`${DAY}T10:05:00Z`) },
];
const DOCS = fileURLToPath(new URL('../docs/images/', import.meta.url));
// The README's two pictures are refreshed from this run only when asked (they are committed).
const UPDATE_DOCS = process.env.VIGIL_UPDATE_DOCS_IMAGES === '1';
let dir: string, serve: ServeProcess, b: BrowserSession;
const truths: GroundTruth[] = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'vigil-dash-day-'));
  if (UPDATE_DOCS) mkdirSync(DOCS, { recursive: true });
  const cfg = join(dir, 'vigil.yaml');
  writeFileSync(cfg, [
    'cameras:', '  - id: yard', '    name: Yard', '    url: "synthetic:street"', '    enabled: false', '    timezone: UTC',
    'models:', '  builtin:', '    ocr: false', '    objects: false',
  ].join('\n') + '\n');
  const base = ['--config', cfg, '--data-dir', join(dir, 'data')];
  for (const [i, c] of CLIPS.entries()) {
    const script = parseSyntheticUrl(c.url);
    truths.push(groundTruth(script, c.start));
    const file = join(dir, `clip${i}.ts`);
    await renderToFile(script, { out: file, startMs: c.start });
    const r = await runVigil([...base, 'ingest', file, '--camera', 'yard', '--start', new Date(c.start).toISOString(), '--json', '--no-progress'], { timeoutMs: 170_000 });
    expect(r.code, r.stderr).toBe(0);
  }
  serve = await startServe(base);
  b = await openBrowser(serve.url);
  await login(b.page, serve.tokens.viewer, '/cameras');
}, 300_000);

afterAll(async () => {
  await b?.close();
  await serve?.stop();
  rmSync(dir, { recursive: true, force: true });
});

interface Drawn { kind: string; start: number; end: number; at: number; x0: number; x1: number }

/** What a strip drew: each band and mark with its times and where it is on screen, as times. */
async function drawn(page: Page, strip: string): Promise<{ from: number; to: number; msPerPx: number; items: Drawn[] }> {
  return page.evaluate((sel) => {
    const el = document.querySelector(sel) as HTMLElement;
    const track = el.querySelector('.track')!.getBoundingClientRect();
    const from = Number(el.dataset.from), to = Number(el.dataset.to);
    const t = (x: number) => from + ((x - track.left) / track.width) * (to - from);
    const items = [...el.querySelectorAll<HTMLElement>('.band, .mark')].filter((e) => e.dataset.kind).map((e) => {
      const r = e.getBoundingClientRect();
      return { kind: e.dataset.kind!, start: Number(e.dataset.start), end: Number(e.dataset.end), at: Number(e.dataset.at), x0: t(r.left), x1: t(r.right) };
    });
    return { from, to, msPerPx: (to - from) / track.width, items };
  }, strip);
}

describe('dashboard: timeline of an ingested day', () => {
  it('marks the scripted cuts and light change at their times, shows the gaps, covers every appearance', async () => {
    const { page } = b;
    await page.goto(`/timeline?camera=yard&date=${DAY}`);
    await page.locator('#strip-day .band').first().waitFor();
    await page.selectOption('#tl-zoom', String(15 * 60_000));
    const z = await drawn(page, '#strip-zoom');
    expect(z.from).toBe(Date.parse(`${DAY}T10:00:00Z`));
    expect(z.to).toBe(Date.parse(`${DAY}T10:15:00Z`));
    const px = z.msPerPx;
    const near = (x: number, t: number, tol: number) => Math.abs(x - t) <= tol + 2 * px;
    const cuts = z.items.filter((i) => i.kind === 'cut');
    const trueCuts = truths[0].events.filter((e) => e.kind === 'cut').map((e) => e.atMs);
    expect(trueCuts.length).toBe(4);
    // Where each mark is drawn on screen (not only its data) must be the scripted time.
    for (const t of trueCuts) expect(cuts.some((c) => near((c.x0 + c.x1) / 2, t, 600)), `cut at ${new Date(t).toISOString()}: ${JSON.stringify(cuts.map((c) => new Date(c.at).toISOString()))}`).toBe(true);
    expect(cuts.length).toBe(trueCuts.length);
    const lights = z.items.filter((i) => i.kind === 'light');
    for (const e of truths.flatMap((g) => g.events).filter((e) => e.kind === 'lighting.change')) {
      expect(lights.some((l) => near((l.x0 + l.x1) / 2, e.atMs, 2500)), `light change at ${e.at}`).toBe(true);
    }
    // No recording between the clips and after the second one.
    const gaps = z.items.filter((i) => i.kind === 'gap');
    const between = gaps.find((g) => near(g.x0, CLIPS[0].start + 120_000, 2000) && near(g.x1, CLIPS[1].start, 2000));
    expect(between, JSON.stringify(gaps.map((g) => [new Date(g.x0).toISOString(), new Date(g.x1).toISOString()]))).toBeDefined();
    expect(gaps.some((g) => near(g.x0, CLIPS[1].start + 120_000, 2000) && near(g.x1, z.to, 0))).toBe(true);
    // Nothing is drawn as recorded where there is no recording, and no gap inside a clip.
    for (const g of gaps) for (const c of CLIPS) expect(g.x1 <= c.start + 2 * px + 1500 || g.x0 >= c.start + 120_000 - 2 * px - 1500).toBe(true);
    // Every object appearance lies in an activity (or after-cut) band on screen.
    const busy = z.items.filter((i) => i.kind === 'activity' || i.kind === 'scene');
    for (const o of truths.flatMap((g) => g.objects)) {
      const t = o.visibleFromMs ?? o.appearMs;
      expect(busy.some((a) => a.x0 - 2 * px <= t + 2000 && a.x1 + 2 * px > t), o.id).toBe(true);
    }
    // The day strip: no recording before 10:00.
    const day = await drawn(page, '#strip-day');
    const dayGaps = day.items.filter((g) => g.kind === 'gap');
    expect(dayGaps.some((g) => Math.abs(g.x0 - day.from) <= 2 * day.msPerPx && Math.abs(g.x1 - CLIPS[0].start) <= 2000 + 2 * day.msPerPx), JSON.stringify(dayGaps.map((g) => [new Date(g.x0).toISOString(), new Date(g.x1).toISOString()]))).toBe(true);
    // The windows of the range are listed with captions and thumbnails.
    const items = page.locator('#tl-windows button.window');
    expect(await items.count()).toBeGreaterThanOrEqual(4);
    expect((await items.first().locator('.caption').textContent())!.length).toBeGreaterThan(5);
    await page.waitForFunction(() => [...document.querySelectorAll<HTMLImageElement>('#tl-windows img.thumb')].slice(0, 3).every((i) => i.complete && i.naturalWidth > 0));
    const [laptop] = await screenshots(page, 'timeline');
    if (UPDATE_DOCS) copyFileSync(laptop, join(DOCS, 'timeline.png'));
    expect(b.problems()).toEqual([]);
  }, 60_000);

  it('plays the recording from the moment clicked on the strip', async () => {
    const { page } = b;
    const at = Date.parse(`${DAY}T10:06:00Z`);
    const box = (await page.locator('#strip-zoom .track').boundingBox())!;
    const z = await drawn(page, '#strip-zoom');
    await page.mouse.click(box.x + ((at - z.from) / (z.to - z.from)) * box.width, box.y + box.height / 2);
    await expectPlaying(page, at - 2 * z.msPerPx - 2500, at + 2 * z.msPerPx + 5000);
    await page.keyboard.press('Escape');
    await page.locator('dialog').waitFor({ state: 'detached' });
    // By keyboard: the strip takes focus, arrows move the cursor (1 % of the range), Enter plays.
    await page.focus('#strip-zoom');
    await page.keyboard.press('Home');
    for (let i = 0; i < 40; i++) await page.keyboard.press('ArrowLeft');
    for (let i = 0; i < 7; i++) await page.keyboard.press('ArrowRight');
    const cursor = z.from + 0.07 * (z.to - z.from);
    expect(await page.getAttribute('#strip-zoom', 'aria-valuetext')).toBe(new Date(cursor).toISOString().slice(11, 19));
    await page.keyboard.press('Enter');
    await expectPlaying(page, cursor - 2500, cursor + 5000);
    await page.keyboard.press('Escape');
    expect(b.problems()).toEqual([]);
  }, 60_000);
});

/** The player's video advances, decodes frames, and shows wall-clock times in [lo, hi]. */
async function expectPlaying(page: Page, lo: number, hi: number): Promise<void> {
  const video = page.locator('#player-video');
  await video.waitFor();
  await page.waitForFunction(() => { const v = document.querySelector<HTMLVideoElement>('#player-video'); return v && !v.paused && v.readyState >= 3; }, undefined, { timeout: 20_000 });
  const first = await video.evaluate((v: HTMLVideoElement) => v.currentTime);
  await page.waitForFunction((t0) => document.querySelector<HTMLVideoElement>('#player-video')!.currentTime > t0 + 0.5, first, { timeout: 10_000 });
  expect(await video.evaluate((v: HTMLVideoElement) => v.getVideoPlaybackQuality().totalVideoFrames)).toBeGreaterThan(0);
  const wall = Number(await page.locator('dialog').getAttribute('data-wallclock'));
  expect(wall).toBeGreaterThanOrEqual(lo);
  expect(wall).toBeLessThanOrEqual(hi);
}

describe('dashboard: asking about the day', () => {
  it('streams steps before the answer; a citation plays the recording at the cited time', async () => {
    const { page } = b;
    await page.goto('/ask');
    await page.fill('#ask-question', 'when did the lights go off?');
    await page.selectOption('#ask-camera', 'yard');
    await page.fill('#ask-from', `${DAY}T09:30`);
    await page.fill('#ask-to', `${DAY}T11:00`);
    // Record the order in which steps and the answer enter the page.
    await page.evaluate(() => {
      const order: string[] = [];
      (window as unknown as { order: string[] }).order = order;
      new MutationObserver((ms) => { for (const m of ms) for (const n of m.addedNodes) if (n instanceof HTMLElement) order.push(n.matches('li.step') ? 'step' : n.id === 'answer-text' || n.querySelector?.('#answer-text') ? 'answer' : ''); })
        .observe(document.getElementById('view')!, { childList: true, subtree: true });
    });
    await page.click('#ask-go');
    await page.locator('#answer-text').waitFor({ timeout: 60_000 });
    const order = (await page.evaluate(() => (window as unknown as { order: string[] }).order)).filter(Boolean);
    expect(order.indexOf('step')).toBeGreaterThanOrEqual(0);
    expect(order.indexOf('step')).toBeLessThan(order.indexOf('answer'));
    expect(await page.locator('#ask-steps li.step').count()).toBeGreaterThanOrEqual(1);
    const lightsOff = truths[0].events.find((e) => e.kind === 'lighting.change')!.atMs;
    expect(await page.textContent('#answer-text')).toMatch(/10:01/);
    const cite = page.locator('#citations button.citation').first();
    await cite.waitFor();
    const start = Number(await cite.getAttribute('data-start'));
    expect(Math.abs(start - lightsOff)).toBeLessThan(30_000);
    await page.waitForFunction(() => [...document.querySelectorAll<HTMLImageElement>('#citations img')].every((i) => i.complete && i.naturalWidth > 0));
    const [laptop] = await screenshots(page, 'answer');
    if (UPDATE_DOCS) copyFileSync(laptop, join(DOCS, 'answer.png'));
    await cite.click();
    await expectPlaying(page, start - 2500, start + 5000);
    await screenshots(page, 'player');
    await page.keyboard.press('Escape');
    expect(b.problems()).toEqual([]);
  }, 120_000);

  it('every page renders at phone and laptop widths without console errors', async () => {
    const { page } = b;
    for (const p of ['cameras', 'alerts']) {
      await page.goto(`/${p}`);
      await page.locator('main h1').waitFor();
      await page.waitForLoadState('networkidle');
      await screenshots(page, p);
    }
    expect(b.problems()).toEqual([]);
  }, 60_000);
});
