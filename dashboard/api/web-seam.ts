// The web UI seam: when dashboard/web/dist (or server.webDir) holds a built UI, its files are
// served at / (unauthenticated shell; every API call it makes needs the session). Until then
// / is a small page with the login form and links to the API.
import type { Hono } from 'hono';
import { readFileSync } from 'node:fs';
import { extname } from 'node:path';
import { existingInside } from '../playback/safe-path.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json',
  '.svg': 'image/svg+xml', '.png': 'image/png', '.ico': 'image/x-icon', '.woff2': 'font/woff2', '.map': 'application/json',
};

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

export function serveWeb(app: Hono, webDir: string | undefined): void {
  app.get('/login', (c) => c.html(LOGIN_PAGE));
  if (!webDir) {
    app.get('/', (c) => c.html(LOGIN_PAGE));
    return;
  }
  const index = () => readFileSync(`${webDir}/index.html`, 'utf8');
  app.get('/', (c) => c.html(index()));
  app.get('/assets/:name', (c) => {
    const path = existingInside(`${webDir}/assets`, c.req.param('name'));
    if (!path) return c.json({ error: { code: 'not_found', message: 'no such asset' } }, 404);
    return c.body(readFileSync(path), 200, { 'Content-Type': TYPES[extname(path)] ?? 'application/octet-stream' });
  });
}
