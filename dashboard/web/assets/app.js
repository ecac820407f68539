// The dashboard's shell and router: pages are client routes (/cameras, /timeline, /ask,
// /alerts, /login) that the server answers with this same shell. Every page but login needs
// a session: without one the browser goes to /login?next=<page>. A page module exports
// render(view, ctx) and may return a cleanup function, called when the page is left.
import { api, toLogin } from './api.js';
import { startLive, stopLive, onLive } from './live.js';
import { toast } from './dom.js';

const PAGES = {
  '/login': () => import('./page-login.js'),
  '/cameras': () => import('./page-cameras.js'),
  '/timeline': () => import('./page-timeline.js'),
  '/ask': () => import('./page-ask.js'),
  '/alerts': () => import('./page-alerts.js'),
};

let cleanup, session;

export function navigate(path, { replace = false } = {}) {
  if (replace) history.replaceState(null, '', path);
  else history.pushState(null, '', path);
  void route();
}

async function currentSession() {
  try {
    return await api('/api/session', { redirect: false });
  } catch {
    return undefined;
  }
}

async function route() {
  let path = location.pathname;
  if (path === '/' || !PAGES[path]) { history.replaceState(null, '', '/cameras'); path = '/cameras'; }
  cleanup?.();
  cleanup = undefined;
  const view = document.getElementById('view');
  const header = document.getElementById('top');
  if (path !== '/login') {
    session ??= await currentSession();
    if (!session) { toLogin(); return; }
    header.hidden = false;
    document.getElementById('who').textContent = session.role;
    startLive();
  } else {
    header.hidden = true;
    session = undefined;
    stopLive();
  }
  for (const a of header.querySelectorAll('nav a')) {
    if (a.getAttribute('href') === path) a.setAttribute('aria-current', 'page');
    else a.removeAttribute('aria-current');
  }
  const page = await PAGES[path]();
  view.replaceChildren();
  document.title = `vigil · ${path.slice(1)}`;
  cleanup = await page.render(view, { role: session?.role, navigate, params: new URLSearchParams(location.search) });
}

function wireShell() {
  document.addEventListener('click', (e) => {
    const a = e.target.closest?.('a[href^="/"]');
    if (!a || a.target || e.ctrlKey || e.metaKey || e.shiftKey || a.hasAttribute('download')) return;
    const url = new URL(a.href);
    if (!PAGES[url.pathname]) return;
    e.preventDefault();
    navigate(url.pathname + url.search);
  });
  window.addEventListener('popstate', () => void route());
  document.getElementById('logout').addEventListener('click', async () => {
    await api('/api/logout', { method: 'POST', redirect: false }).catch(() => {});
    session = undefined;
    navigate('/login', { replace: true });
  });
  const count = document.getElementById('alert-count');
  onLive(['alert.new'], (e) => {
    toast(`Alert on ${e.alert.camera}: ${e.alert.question}`, 'alert');
    if (location.pathname === '/alerts') return; // the feed shows it already
    count.hidden = false;
    count.textContent = String(Number(count.textContent || 0) + 1);
  });
}

wireShell();
void route();
