// Who is asking: the role granted by a bearer token or a session cookie, read from request
// headers. One function for HTTP routes, SSE and the WebSocket upgrade, so none of them can
// authenticate differently.
import type { SessionStore } from './session-store.ts';
import { SESSION_COOKIE } from './session-store.ts';
import type { Role, TokenStore } from './token-store.ts';

export interface Authenticator {
  tokens: TokenStore;
  sessions: SessionStore;
}

export function cookieValue(cookieHeader: string | undefined | null, name: string): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/** The role of the request, or undefined when it carries no valid credentials. */
export function authenticate(auth: Authenticator, headers: { authorization?: string | null; cookie?: string | null }): Role | undefined {
  const bearer = /^Bearer\s+(\S{1,512})$/i.exec(headers.authorization ?? '');
  if (bearer) return auth.tokens.roleOf(bearer[1]);
  return auth.sessions.roleOf(cookieValue(headers.cookie, SESSION_COOKIE));
}

export function allows(role: Role | undefined, needed: Role): boolean {
  return role === 'admin' || (role === 'viewer' && needed === 'viewer');
}
