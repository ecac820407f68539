// Secrets never leave vigil: a camera password with URL delimiters in it (a raw "@", ":", "/",
// "?", "#"), given in the URL, as `password:` or through `passwordEnv`, is masked in every log
// line (debug included, from the supervisor and from the camera workers), in status.json, in
// every file of the data directory, in CLI errors and in `vigil status`.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startRtspTestServer, type RtspTestServer } from '../testbed/rtsp-test-server/index.ts';
import { runVigil } from './helpers/cli.ts';

// Every distinctive part is 5+ characters: a 3-byte part turns up by chance in a few MB of
// H.264 ("9vw" did once), and a test that fails on chance is no test.
const URL_SECRET = 'Zq9mR@TAILx4';
const CONFIG_SECRET = 'Pw:b/7?x';
const ENV_SECRET = 'Qx7kP#K@9vwLm';
let server: RtspTestServer;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'vigil-rel-secrets-'));
  server = await startRtspTestServer({ auth: { user: 'admin', password: URL_SECRET }, feeds: [{ path: '/a', kind: 'synthetic', scene: 'synthetic:street?width=320&height=180&fps=10' }] });
});
afterAll(async () => {
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

function filesUnder(root: string): string[] {
  return readdirSync(root, { withFileTypes: true }).flatMap((d) => {
    const p = join(root, d.name);
    return d.isDirectory() ? filesUnder(p) : [p];
  });
}

/** Every form a secret can take in text: raw, percent-encoded, and the distinctive parts (5+ characters). */
function forms(secret: string): string[] {
  return [secret, encodeURIComponent(secret), ...secret.split(/[@:/?#]/).filter((p) => p.length >= 5)];
}

describe('secrets', () => {
  it('are masked in every log line, status file and data file of a run, and in CLI errors', async () => {
    const host = `127.0.0.1:${server.port}`;
    const config = join(dir, 'vigil.yaml');
    writeFileSync(config, [
      'ingest: { segmentSeconds: 2, connectTimeoutSeconds: 10, backoff: { initialMs: 500, maxMs: 1500 } }',
      'cameras:',
      `  - { id: raw, url: "rtsp://admin:${URL_SECRET}@${host}/a" }`,
      `  - { id: conf, url: "rtsp://${host}/a", username: admin, password: "${CONFIG_SECRET}" }`,
      `  - { id: env, url: "rtsp://${host}/a", username: admin, passwordEnv: CAM_ENV_PW }`,
    ].join('\n'));
    const dataDir = join(dir, 'data');
    const env = { CAM_ENV_PW: ENV_SECRET };
    const run = await runVigil(['--config', config, '--data-dir', dataDir, '--log-level', 'debug', '--log-format', 'json', 'run', '--for', '16', '--status-every', '4'], { env, timeoutMs: 60_000 });
    expect(run.code, run.stderr.slice(-2000)).toBe(0);
    // The run did talk to the camera: wrong passwords were refused (so errors were logged).
    expect(run.stderr).toMatch(/refused the credentials/);
    const status = await runVigil(['--config', config, '--data-dir', dataDir, 'status', '--json'], { env });
    const probe = await runVigil(['camera', 'probe', `rtsp://admin:${URL_SECRET}@${host}/nope`, '--timeout', '5'], { env });
    expect(probe.code).not.toBe(0);
    const texts: [string, string][] = [
      ['run stderr', run.stderr], ['run stdout', run.stdout], ['status', status.stdout + status.stderr], ['probe', probe.stdout + probe.stderr],
      ...filesUnder(dataDir).filter((f) => statSync(f).size < 20_000_000).map((f) => [f, readFileSync(f).toString('latin1')] as [string, string]),
    ];
    const leaks: string[] = [];
    for (const secret of [URL_SECRET, CONFIG_SECRET, ENV_SECRET]) {
      for (const form of forms(secret)) {
        for (const [where, text] of texts) if (text.includes(form)) leaks.push(`${form} in ${where}: …${text.slice(Math.max(0, text.indexOf(form) - 80), text.indexOf(form) + 40)}…`);
      }
    }
    expect(leaks).toEqual([]);
  }, 120_000);
});
