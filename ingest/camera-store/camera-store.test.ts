import { describe, it, expect, beforeEach, afterEach } from 'vitest';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseConfig } from '../../core/config/index.ts';
import { CameraStore, camerasPath, credentialsPath } from './camera-store.ts';

let dir: string;
beforeEach(() => { dir = mkdtempSync(join(tmpdir(), 'vigil-camstore-')); });
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const config = (cameras: object[] = []) => parseConfig({ cameras, storage: { dataDir: dir } });

describe('CameraStore', () => {
  it('keeps passwords apart in a 0600 file, out of the URL, and applies them only when resolving', () => {
    const store = new CameraStore(dir, config());
    const e = store.add({ id: 'dock', url: 'rtsp://viewer:pa%3Ass@10.0.0.5/ch1', timezone: 'Europe/Berlin' });
    expect(e).toMatchObject({ origin: 'store', hasPassword: true, camera: { url: 'rtsp://10.0.0.5/ch1', username: 'viewer' } });
    expect(readFileSync(camerasPath(dir), 'utf8')).not.toContain('pa:ss');
    expect(statSync(credentialsPath(dir)).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(credentialsPath(dir), 'utf8')).passwords.dock).toBe('pa:ss');
    expect(store.resolveEnabled()[0].url).toBe('rtsp://viewer:pa%3Ass@10.0.0.5/ch1');
    expect(JSON.stringify(store.list())).not.toContain('pa:ss');
  });

  it('updates only the fields given, forgets a password on null, and removes', () => {
    const store = new CameraStore(dir, config());
    store.add({ id: 'gate', url: 'rtsp://10.0.0.6/x', username: 'u', password: 'secret1', timezone: 'Asia/Tokyo', enabled: false });
    const u = store.update('gate', { name: 'Gate' });
    expect(u.camera).toMatchObject({ name: 'Gate', timezone: 'Asia/Tokyo', enabled: false, username: 'u' });
    expect(u.hasPassword).toBe(true);
    expect(store.update('gate', { password: null }).hasPassword).toBe(false);
    store.remove('gate');
    expect(store.list()).toEqual([]);
    expect(() => store.remove('gate')).toThrow(/does not exist/);
  });

  it('lists config-file cameras too; the config file wins on a clash, and its cameras are read-only', () => {
    const store = new CameraStore(dir, config([{ id: 'street', url: 'synthetic:street' }]));
    expect(() => store.add({ id: 'street', url: 'synthetic:yard' })).toThrow(/already exists/);
    expect(() => store.update('street', { enabled: false })).toThrow(/config file/);
    expect(() => store.remove('street')).toThrow(/config file/);
    // A stored camera whose id the config file took later is shadowed and not run.
    writeFileSync(camerasPath(dir), JSON.stringify({ version: 1, cameras: [{ id: 'street', url: 'synthetic:yard', timezone: 'UTC', enabled: true }] }));
    expect(store.list().map((e) => [e.camera.id, e.origin, e.shadowed])).toEqual([['street', 'config', false], ['street', 'store', true]]);
    expect(store.resolveEnabled().map((c) => c.url)).toEqual(['synthetic:street']);
  });

  it('rejects bad input and a corrupt store with clear errors, changing nothing', () => {
    const store = new CameraStore(dir, config());
    expect(() => store.add({ id: '../x', url: 'synthetic:street' })).toThrow();
    expect(() => store.add({ id: 'f', url: '/tmp/x.mp4', username: 'u' })).toThrow(/only to rtsp/);
    writeFileSync(camerasPath(dir), '{not json');
    expect(() => store.list()).toThrow(/not valid JSON/);
  });
});
