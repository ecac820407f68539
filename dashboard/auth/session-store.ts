// Browser sessions: a login with a token sets an HttpOnly, SameSite=Strict cookie holding a
// random session id; the id maps to the token's role until it expires. Kept in memory: a
// restart logs browsers out, which is the safe direction.
import { randomBytes } from 'node:crypto';
import type { Role } from './token-store.ts';

export const SESSION_COOKIE = 'vigil_session';
const SESSION_ID = /^[A-Za-z0-9_-]{43}$/;

export class SessionStore {
  private readonly sessions = new Map<string, { role: Role; expires: number }>();

  constructor(private readonly ttlMs = 12 * 3600_000, private readonly now: () => number = Date.now) {}

  create(role: Role): string {
    this.prune();
    const id = randomBytes(32).toString('base64url');
    this.sessions.set(id, { role, expires: this.now() + this.ttlMs });
    return id;
  }

  roleOf(id: string | undefined): Role | undefined {
    if (!id || !SESSION_ID.test(id)) return undefined;
    const s = this.sessions.get(id);
    if (!s) return undefined;
    if (s.expires <= this.now()) {
      this.sessions.delete(id);
      return undefined;
    }
    return s.role;
  }

  delete(id: string | undefined): void {
    if (id) this.sessions.delete(id);
  }

  get ttlSeconds(): number {
    return Math.floor(this.ttlMs / 1000);
  }

  private prune(): void {
    const t = this.now();
    for (const [id, s] of this.sessions) if (s.expires <= t) this.sessions.delete(id);
  }
}
