// Browser sessions: a login with a token sets an HttpOnly, SameSite=Strict cookie holding a
// random session id; the id maps to the token's role until it expires. With a `path`, sessions
// survive a restart of `vigil serve`: the file (0600) holds only SHA-256 hashes of the ids,
// so reading it gives no session away, with each one's role, expiry and the hash of the token
// it came from; a session whose token is no longer valid (new tokens, another configured admin
// token) is dropped when next seen.
import { createHash, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { z } from 'zod';
import type { Role } from './token-store.ts';

export const SESSION_COOKIE = 'vigil_session';
const SESSION_ID = /^[A-Za-z0-9_-]{43}$/;
const HEX64 = /^[0-9a-f]{64}$/;

const SessionFileSchema = z.strictObject({
  version: z.literal(1),
  sessions: z.array(z.strictObject({ sha256: z.string().regex(HEX64), role: z.enum(['admin', 'viewer']), expires: z.number(), grant: z.string().regex(HEX64).optional() })),
});
type Session = { role: Role; expires: number; grant?: string };

export function sessionsPath(dataDir: string): string {
  return join(dataDir, 'sessions.json');
}

export interface SessionStoreOptions {
  /** Session lifetime (default 12 h). */
  ttlMs?: number;
  now?: () => number;
  /** Where sessions persist (DATA/sessions.json); in memory only without one. */
  path?: string;
  /** Start with no sessions (new tokens were made: the old tokens' sessions end too). */
  reset?: boolean;
  /** Whether the token a session came from (its SHA-256, hex) still grants a role. */
  grantValid?: (grant: string) => boolean;
}

const digest = (id: string) => createHash('sha256').update(id, 'utf8').digest('hex');

export class SessionStore {
  /** By the SHA-256 of the session id. */
  private readonly sessions = new Map<string, Session>();
  private readonly ttlMs: number;
  private readonly now: () => number;

  constructor(private readonly o: SessionStoreOptions = {}) {
    this.ttlMs = o.ttlMs ?? 12 * 3600_000;
    this.now = o.now ?? Date.now;
    if (o.path && !o.reset) this.load(o.path);
    if (o.path && o.reset) this.save();
  }

  /** A new session for `role`; `grant` is the SHA-256 (hex) of the token that logged in. */
  create(role: Role, grant?: string): string {
    this.prune();
    const id = randomBytes(32).toString('base64url');
    this.sessions.set(digest(id), { role, expires: this.now() + this.ttlMs, ...(grant ? { grant } : {}) });
    this.save();
    return id;
  }

  roleOf(id: string | undefined): Role | undefined {
    if (!id || !SESSION_ID.test(id)) return undefined;
    const key = digest(id);
    const s = this.sessions.get(key);
    if (!s) return undefined;
    if (s.expires <= this.now() || (s.grant && this.o.grantValid && !this.o.grantValid(s.grant))) {
      this.sessions.delete(key);
      this.save();
      return undefined;
    }
    return s.role;
  }

  delete(id: string | undefined): void {
    if (id && this.sessions.delete(digest(id))) this.save();
  }

  get ttlSeconds(): number {
    return Math.floor(this.ttlMs / 1000);
  }

  private prune(): void {
    const t = this.now();
    for (const [id, s] of this.sessions) if (s.expires <= t) this.sessions.delete(id);
  }

  /** An unreadable or invalid file costs the sessions (everyone logs in again), never the start. */
  private load(path: string): void {
    if (!existsSync(path)) return;
    let parsed: ReturnType<typeof SessionFileSchema.safeParse>;
    try {
      parsed = SessionFileSchema.safeParse(JSON.parse(readFileSync(path, 'utf8')));
    } catch {
      return;
    }
    if (!parsed.success) return;
    const t = this.now();
    for (const s of parsed.data.sessions) {
      if (s.expires > t) this.sessions.set(s.sha256, { role: s.role, expires: s.expires, ...(s.grant ? { grant: s.grant } : {}) });
    }
  }

  private save(): void {
    const path = this.o.path;
    if (!path) return;
    const file = { version: 1, sessions: [...this.sessions].map(([sha256, s]) => ({ sha256, ...s })) };
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(`${path}.tmp`, JSON.stringify(file) + '\n', { mode: 0o600 });
    chmodSync(`${path}.tmp`, 0o600);
    renameSync(`${path}.tmp`, path);
  }
}
