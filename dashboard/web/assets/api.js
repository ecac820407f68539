// Talking to the vigil API: JSON in and out with the session cookie, the one error shape
// ({error: {code, message}}) turned into ApiError, and a request without a session sends the
// browser to the login page (then back to where it was).
export class ApiError extends Error {
  constructor(status, code, message) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

export function toLogin() {
  const next = location.pathname + location.search;
  if (location.pathname !== '/login') location.replace(`/login?next=${encodeURIComponent(next)}`);
}

export async function errorOf(r) {
  let body;
  try { body = await r.json(); } catch { body = undefined; }
  const e = body?.error;
  return new ApiError(r.status, e?.code ?? 'http_' + r.status, e?.message ?? `${r.status} ${r.statusText}`);
}

export async function api(path, { method = 'GET', body, signal, redirect = true } = {}) {
  const r = await fetch(path, {
    method, signal, credentials: 'same-origin',
    headers: body === undefined ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (r.status === 401 && redirect) toLogin();
  if (!r.ok) throw await errorOf(r);
  return r.status === 204 ? undefined : r.json();
}

/** Query string from an object, skipping empty values. */
export function qs(o) {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(o)) if (v !== undefined && v !== null && v !== '') p.set(k, String(v));
  return p.toString();
}

/** The URL of a keyframe JPEG: the API's url, or one built from a DATA/keyframes/<camera>/<day>/<name> path. */
export function keyframeSrc(k) {
  if (k.url) return k.url;
  if (typeof k.path === 'string' && k.path.startsWith('/api/')) return k.path;
  const parts = String(k.path ?? '').split('/').slice(-4);
  if (parts.length === 4 && parts[0] === 'keyframes') return `/api/keyframes/${parts.slice(1).map(encodeURIComponent).join('/')}`;
  return null;
}
