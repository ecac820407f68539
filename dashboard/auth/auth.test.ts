import { describe, it, expect } from 'vitest';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TokenStore, authPath } from './token-store.ts';
import { SessionStore } from './session-store.ts';
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
    const sessions = new SessionStore(1000, () => now);
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
});
