// Real headless Chromium for the dashboard tests: playwright-core driving Debian's
// /usr/bin/chromium (never a browser download). Collects console errors and page errors so a
// test can assert there were none, logs in through the login page, and saves screenshots at
// laptop and phone widths under tests/.screenshots/ (git-ignored).
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const SCREENSHOTS = fileURLToPath(new URL('../.screenshots/', import.meta.url));
export const WIDTHS = { laptop: { width: 1366, height: 820 }, phone: { width: 390, height: 844 } } as const;

export interface ConsoleProblem { type: string; text: string; url: string }

export interface BrowserSession {
  browser: Browser;
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught page errors so far, apart from `allowed` ones. */
  problems(allowed?: RegExp[]): ConsoleProblem[];
  close(): Promise<void>;
}

export async function openBrowser(baseURL: string, o: { width?: keyof typeof WIDTHS } = {}): Promise<BrowserSession> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--autoplay-policy=no-user-gesture-required'] });
  const context = await browser.newContext({ baseURL, viewport: WIDTHS[o.width ?? 'laptop'] });
  const page = await context.newPage();
  const seen: ConsoleProblem[] = [];
  const watch = (p: Page) => {
    p.on('console', (m) => { if (m.type() === 'error') seen.push({ type: 'console', text: m.text(), url: m.location().url }); });
    p.on('pageerror', (e) => seen.push({ type: 'pageerror', text: String(e.stack ?? e), url: p.url() }));
  };
  watch(page);
  context.on('page', watch);
  return {
    browser, context, page,
    problems: (allowed = []) => seen.filter((p) => !allowed.some((r) => r.test(`${p.text} ${p.url}`))),
    close: async () => { await context.close().catch(() => {}); await browser.close(); },
  };
}

export async function login(page: Page, token: string, next = '/cameras'): Promise<void> {
  await page.goto(`/login?next=${encodeURIComponent(next)}`);
  await page.fill('#token', token);
  await page.press('#token', 'Enter');
  await page.waitForURL((u) => u.pathname === next, { timeout: 10_000 });
}

/** Saves the page at laptop and phone widths as <name>-laptop.png and <name>-phone.png. */
export async function screenshots(page: Page, name: string): Promise<string[]> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const before = page.viewportSize();
  const out: string[] = [];
  for (const [label, size] of Object.entries(WIDTHS)) {
    await page.setViewportSize(size);
    await page.waitForTimeout(250);
    const path = `${SCREENSHOTS}${name}-${label}.png`;
    await page.screenshot({ path, fullPage: true });
    out.push(path);
  }
  if (before) await page.setViewportSize(before);
  return out;
}
