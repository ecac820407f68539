// Logging in and out: POST a token (JSON or a form) and get a session cookie (HttpOnly,
// SameSite=Strict) for the browser; failed attempts are rate-limited per client address.
import { z } from 'zod';
import { getCookie } from 'hono/cookie';
import type { Context } from 'hono';
import { SESSION_COOKIE } from '../../auth/session-store.ts';
import { tokenDigest } from '../../auth/token-store.ts';
import { HttpUserError, tooMany } from '../http-errors.ts';
import { parseInput, route, type RouteSpec } from '../route.ts';
import type { ApiServices } from '../services.ts';

const LoginSchema = z.strictObject({ token: z.string().min(1).max(512) });

export function clientAddress(c: Context): string {
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? 'local';
}

async function loginBody(c: Context): Promise<z.infer<typeof LoginSchema>> {
  const type = c.req.header('content-type') ?? '';
  if (type.startsWith('application/x-www-form-urlencoded')) {
    const form = new URLSearchParams(await c.req.text());
    return parseInput(LoginSchema, { token: form.get('token') ?? '' }, 'body');
  }
  let raw: unknown;
  try {
    raw = JSON.parse(await c.req.text());
  } catch {
    throw new HttpUserError(400, 'invalid_json', 'the body is not valid JSON');
  }
  return parseInput(LoginSchema, raw, 'body');
}

export function authRoutes(s: ApiServices): RouteSpec[] {
  return [
    route({
      method: 'post', path: '/api/login', tag: 'auth', role: 'public', summary: 'Log in with a token (JSON {token} or a form); sets the session cookie. Rate-limited per address',
      response: z.object({ role: z.enum(['admin', 'viewer']) }), statuses: { 429: 'Too many failed attempts' },
      handler: async (c) => {
        const client = clientAddress(c);
        const wait = s.limiter.retryAfter(client);
        if (wait > 0) throw tooMany(`too many failed logins; try again in ${wait} s`, wait);
        const { token } = await loginBody(c);
        const role = s.auth.tokens.roleOf(token);
        if (!role) {
          s.limiter.fail(client);
          throw new HttpUserError(401, 'unauthorized', 'that token is not valid');
        }
        const id = s.auth.sessions.create(role, tokenDigest(token));
        c.header('Set-Cookie', `${SESSION_COOKIE}=${id}; HttpOnly; SameSite=Strict; Path=/; Max-Age=${s.auth.sessions.ttlSeconds}`);
        if ((c.req.header('content-type') ?? '').startsWith('application/x-www-form-urlencoded')) return c.redirect('/', 303);
        return { role };
      },
    }),
    route({
      method: 'post', path: '/api/logout', tag: 'auth', role: 'viewer', summary: 'End the session',
      response: z.object({ ok: z.boolean() }),
      handler: (c) => {
        s.auth.sessions.delete(getCookie(c, SESSION_COOKIE));
        c.header('Set-Cookie', `${SESSION_COOKIE}=; HttpOnly; SameSite=Strict; Path=/; Max-Age=0`);
        return { ok: true };
      },
    }),
    route({
      method: 'get', path: '/api/session', tag: 'auth', role: 'viewer', summary: 'Who the request is authenticated as',
      response: z.object({ role: z.enum(['admin', 'viewer']) }),
      handler: (_c, { role }) => ({ role: role! }),
    }),
  ];
}
