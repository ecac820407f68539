// The web UI seam: when dashboard/web (or server.webDir) holds the UI, its shell is served at
// / and at each page path (the client routes; every API call it makes needs the session), its
// files under /assets/, and hls.js from node_modules at /assets/hls.mjs (nothing is fetched
// from elsewhere). Without a UI, / and /login are a small page with the login form.
import type { Hono } from 'hono';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { extname } from 'node:path';
import { existingInside } from '../playback/safe-path.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.mjs': 'text/javascript', '.css': 'text/css', '.json': 'application/json',
  '.svg': 'image/svg+xml', '.png': 'image/png', '.ico': 'image/x-icon', '.woff2': 'font/woff2', '.map': 'application/json',
};

/** Paths the client routes itself (dashboard/web/assets/router.js): each gets the shell. */
export const UI_PAGES = ['/', '/login', '/cameras', '/timeline', '/ask', '/alerts'];

// Footage text (captions, OCR) is shown in the page: nothing but our own scripts may run, and
// the page may talk only to this server. hls.js feeds MSE from blob: URLs.
const CSP = "default-src 'self'; img-src 'self' data: blob:; media-src 'self' blob:; worker-src 'self' blob:; connect-src 'self'; style-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'";

const LOGIN_PAGE = `<!doctype html><html><head><meta charset="utf-8"><title>vigil</title></head>
<body style="font-family:sans-serif;max-width:32em;margin:4em auto">
<h1>vigil</h1>
<form method="post" action="/api/login">
<label>Token <input name="token" type="password" autocomplete="current-password" required></label>
<button type="submit">Log in</button>
</form>
<p>The admin and viewer tokens are printed once when <code>vigil serve</code> first starts.
API: <a href="/api/openapi.json">/api/openapi.json</a> (after logging in).</p>
</body></html>`;

const HLS_FILE = createRequire(import.meta.url).resolve('hls.js/dist/hls.light.min.mjs');

export function serveWeb(app: Hono, webDir: string | undefined): void {
  if (!webDir) {
    app.get('/login', (c) => c.html(LOGIN_PAGE));
    app.get('/', (c) => c.html(LOGIN_PAGE));
    return;
  }
  const shell = () => readFileSync(`${webDir}/index.html`, 'utf8');
  for (const page of UI_PAGES) app.get(page, (c) => c.html(shell(), 200, { 'Content-Security-Policy': CSP, 'Cache-Control': 'no-cache' }));
  app.get('/assets/hls.mjs', (c) => c.body(readFileSync(HLS_FILE), 200, { 'Content-Type': 'text/javascript', 'Cache-Control': 'max-age=3600' }));
  app.get('/assets/:name', (c) => {
    const path = existingInside(`${webDir}/assets`, c.req.param('name'));
    if (!path) return c.json({ error: { code: 'not_found', message: 'no such asset' } }, 404);
    return c.body(readFileSync(path), 200, { 'Content-Type': TYPES[extname(path)] ?? 'application/octet-stream', 'Cache-Control': 'no-cache' });
  });
}
