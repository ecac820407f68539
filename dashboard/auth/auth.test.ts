import { describe, it, expect } from 'vitest';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TokenStore, authPath, tokenDigest } from './token-store.ts';
import { SessionStore, sessionsPath } from './session-store.ts';
import { LoginLimiter } from './login-limiter.ts';
import { authenticate } from './authenticate.ts';

describe('auth', () => {
  it('generates tokens once, stores only hashes (0600), and grants roles', () => {
    const dir = mkdtempSync(join(tmpdir(), 'vigil-auth-'));
    try {
      const first = new TokenStore({ dataDir: dir });
      const admin = first.generated.find((g) => g.role === 'admin')!.token;
      const viewer = first.generated.find((g) => g.role === 'viewer')!.token;
      expect(readFileSync(authPath(dir), 'utf8')).not.toContain(admin);
      expect(statSync(authPath(dir)).mode & 0o777).toBe(0o600);
      const again = new TokenStore({ dataDir: dir });
      expect(again.generated).toEqual([]);
      expect(again.roleOf(admin)).toBe('admin');
      expect(again.roleOf(viewer)).toBe('viewer');
      expect(again.roleOf(admin + 'x')).toBeUndefined();
      const configured = new TokenStore({ dataDir: dir, configuredAdmin: 'a-configured-admin-token' });
      expect(configured.roleOf('a-configured-admin-token')).toBe('admin');
      expect(configured.roleOf(admin)).toBeUndefined(); // the configured token replaces the stored admin one
      const reset = new TokenStore({ dataDir: dir, reset: true });
      expect(reset.roleOf(viewer)).toBeUndefined();
      const sessions = new SessionStore();
      const sid = sessions.create('viewer');
      expect(authenticate({ tokens: again, sessions }, { cookie: `a=1; vigil_session=${sid}` })).toBe('viewer');
      expect(authenticate({ tokens: again, sessions }, { authorization: `Bearer ${admin}` })).toBe('admin');
      expect(authenticate({ tokens: again, sessions }, { authorization: 'Basic abc' })).toBeUndefined();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('expires sessions and limits failed logins in a sliding window', () => {
    let now = 0;
    const sessions = new SessionStore({ ttlMs: 1000, now: () => now });
    const sid = sessions.create('admin');
    now = 999;
    expect(sessions.roleOf(sid)).toBe('admin');
    now = 1000;
    expect(sessions.roleOf(sid)).toBeUndefined();
    const limiter = new LoginLimiter(3, 60_000, () => now);
    for (let i = 0; i < 3; i++) { expect(limiter.retryAfter('a')).toBe(0); limiter.fail('a'); }
    expect(limiter.retryAfter('a')).toBe(60);
    expect(limiter.retryAfter('b')).toBe(0);
    now += 60_001;
    expect(limiter.retryAfter('a')).toBe(0);
  });

  it('keeps sessions across a restart in a 0600 file of hashes, until they expire or their token is replaced', () => {
    const dir = mkdtempSync(join(tmpdir(), 'vigil-sessions-'));
    try {
      let now = 1_000;
      const tokens = new TokenStore({ dataDir: dir });
      const viewer = tokens.generated.find((g) => g.role === 'viewer')!.token;
      const admin = tokens.generated.find((g) => g.role === 'admin')!.token;
      const open = (t: TokenStore, reset = false) => new SessionStore({ path: sessionsPath(dir), ttlMs: 10_000, now: () => now, reset, grantValid: (g) => t.grants(g) });
      const first = open(tokens);
      const v = first.create('viewer', tokenDigest(viewer));
      const a = first.create('admin', tokenDigest(admin));
      const gone = first.create('viewer', tokenDigest(viewer));
      first.delete(gone);
      const file = readFileSync(sessionsPath(dir), 'utf8');
      for (const id of [v, a]) expect(file).not.toContain(id);
      expect(statSync(sessionsPath(dir)).mode & 0o777).toBe(0o600);
      // A restart: the same tokens, the sessions are still there; the logged-out one is not.
      const restarted = open(new TokenStore({ dataDir: dir }));
      expect(restarted.roleOf(v)).toBe('viewer');
      expect(restarted.roleOf(a)).toBe('admin');
      expect(restarted.roleOf(gone)).toBeUndefined();
      // Another configured admin token: sessions of the old admin token end, the viewer's stay.
      const otherAdmin = open(new TokenStore({ dataDir: dir, configuredAdmin: 'a-new-configured-admin-token' }));
      expect(otherAdmin.roleOf(a)).toBeUndefined();
      expect(otherAdmin.roleOf(v)).toBe('viewer');
      now += 10_000;
      expect(open(new TokenStore({ dataDir: dir })).roleOf(v)).toBeUndefined(); // expired, also after a restart
      now -= 10_000;
      // New tokens (--new-tokens) end every session.
      const fresh = new TokenStore({ dataDir: dir, reset: true });
      expect(open(fresh, true).roleOf(v)).toBeUndefined();
      expect(open(fresh).roleOf(v)).toBeUndefined();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
