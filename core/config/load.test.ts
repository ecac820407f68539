// Config loading: strict schema errors carry the path of the bad field, cross-field checks,
// environment overrides, and secrets from the config reaching redact().
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig, parseConfig, resolveCamera } from './index.ts';
import { ConfigError } from '../errors.ts';
import { redact } from '../redact.ts';

let dir: string;
beforeAll(() => { dir = mkdtempSync(join(tmpdir(), 'vigil-config-')); });
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

function configError(fn: () => unknown): ConfigError {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return err as ConfigError;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig errors', () => {
  it('rejects an unknown key with its path', () => {
    const path = file('unknown.yaml', 'cameras:\n  - id: dock\n    url: synthetic:street\n    colour: red\n');
    const err = configError(() => loadConfig({ file: path, env: {} }));
    expect(err.issues).toHaveLength(1);
    expect(err.issues[0]).toMatch(/^cameras\.0: .*colour/);
    expect(err.exitCode).toBe(2);
  });

  it('rejects an unknown top-level section', () => {
    const err = configError(() => parseConfig({ camera: [] }));
    expect(err.issues[0]).toMatch(/^\(top level\): .*camera/);
  });

  it('rejects a bad value with its path', () => {
    const path = file('bad.yaml', 'ingest:\n  analysisFps: 0\n  backoff:\n    jitter: 2\n');
    const err = configError(() => loadConfig({ file: path, env: {} }));
    expect(err.issues.some((i) => i.startsWith('ingest.analysisFps:'))).toBe(true);
    expect(err.issues.some((i) => i.startsWith('ingest.backoff.jitter:'))).toBe(true);
    expect(err.message).toContain('ingest.analysisFps');
  });

  it('rejects a bad camera id and names the camera index', () => {
    const err = configError(() => parseConfig({ cameras: [{ id: 'Front Door', url: 'synthetic:street' }] }));
    expect(err.issues[0]).toMatch(/^cameras\.0\.id: .*lowercase/);
  });

  it('rejects duplicate camera ids', () => {
    const err = configError(() => parseConfig({ cameras: [{ id: 'dock', url: 'a.mp4' }, { id: 'dock', url: 'b.mp4' }] }));
    expect(err.issues[0]).toBe('cameras.1.id: duplicate camera id "dock"');
  });

  it('rejects credentials on a non-RTSP camera and password together with passwordEnv', () => {
    expect(configError(() => parseConfig({ cameras: [{ id: 'a', url: 'a.mp4', username: 'u' }] })).issues[0])
      .toMatch(/^cameras\.0: .*rtsp/);
    expect(configError(() => parseConfig({ cameras: [{ id: 'a', url: 'rtsp://h/x', password: 'p1234', passwordEnv: 'P' }] })).issues[0])
      .toMatch(/not both/);
  });

  it('reports a missing file and invalid YAML clearly', () => {
    expect(configError(() => loadConfig({ file: join(dir, 'nope.yaml'), env: {} })).message).toMatch(/does not exist/);
    const path = file('broken.yaml', 'cameras: [\n');
    expect(configError(() => loadConfig({ file: path, env: {} })).message).toMatch(/not valid YAML/);
  });

  it('fails when passwordEnv names an unset variable', () => {
    const config = parseConfig({ cameras: [{ id: 'dock', url: 'rtsp://cam.local/s', username: 'viewer', passwordEnv: 'VIGIL_TEST_DOCK_PW' }] });
    const err = configError(() => resolveCamera(config, config.cameras[0], {}));
    expect(err.message).toContain('VIGIL_TEST_DOCK_PW');
    expect(err.message).toContain('dock');
  });
});

describe('loadConfig sources and overrides', () => {
  it('reads VIGIL_CONFIG and VIGIL_DATA_DIR from the given environment', () => {
    const path = file('env.json', JSON.stringify({ cameras: [{ id: 'street', url: 'synthetic:street' }] }));
    const config = loadConfig({ env: { VIGIL_CONFIG: path, VIGIL_DATA_DIR: join(dir, 'data') } });
    expect(config.cameras[0].id).toBe('street');
    expect(config.storage.dataDir).toBe(join(dir, 'data'));
  });

  it('lets --data-dir win over VIGIL_DATA_DIR and resolves it to an absolute path', () => {
    const config = loadConfig({ dataDir: 'rel-data', env: { VIGIL_DATA_DIR: '/elsewhere' } });
    expect(config.storage.dataDir).toBe(join(process.cwd(), 'rel-data'));
  });

  // Guards a zod 4 trap: .partial() of fields with .default() still fills the defaults, which
  // would silently replace the top-level ingest section for every camera.
  it('merges per-camera ingest overrides onto the top-level ingest section', () => {
    const config = parseConfig({ ingest: { analysisFps: 4 }, cameras: [{ id: 'a', url: 'a.mp4', ingest: { analysisWidth: 640 } }] });
    const cam = resolveCamera(config, config.cameras[0], {});
    expect(cam.ingest.analysisFps).toBe(4);
    expect(cam.ingest.analysisWidth).toBe(640);
    expect(cam.ingest.segmentSeconds).toBe(60);
  });
});

describe('secrets from config are redacted', () => {
  it('registers a config password so redact() masks it anywhere', () => {
    const path = file('secret.yaml', 'cameras:\n  - id: dock\n    url: rtsp://cam.local/s\n    username: viewer\n    password: "pw-from-config-81"\n');
    const config = loadConfig({ file: path, env: {} });
    const cam = resolveCamera(config, config.cameras[0], {});
    expect(cam.url).toBe('rtsp://viewer:pw-from-config-81@cam.local/s');
    expect(redact('auth failed with pw-from-config-81')).toBe('auth failed with ***');
    expect(redact(cam.url)).not.toContain('pw-from-config-81');
  });

  it('registers a passwordEnv value, including its URL-encoded form', () => {
    const config = parseConfig({ cameras: [{ id: 'dock', url: 'rtsp://cam.local/s', username: 'viewer', passwordEnv: 'DOCK_PW' }] });
    const cam = resolveCamera(config, config.cameras[0], { DOCK_PW: 'p@ss word/77' });
    expect(cam.url).toContain(encodeURIComponent('p@ss word/77'));
    const line = `GStreamer error: could not open ${cam.url}; last try used p@ss word/77`;
    const out = redact(line);
    expect(out).not.toContain('p@ss word/77');
    expect(out).not.toContain(encodeURIComponent('p@ss word/77'));
  });
});
