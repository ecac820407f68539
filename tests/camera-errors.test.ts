// Unhappy paths a person meets when onboarding a camera: wrong URL, wrong credentials, a
// stream without video, a corrupt file. Each gives a clear message and exit code through the
// real CLI, and the password never appears in what vigil prints.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync, existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startRtspTestServer, type RtspTestServer } from '../testbed/rtsp-test-server/index.ts';
import { renderToFile, parseSyntheticUrl } from '../testbed/synthetic/index.ts';
import { runVigil } from './helpers/cli.ts';

const PASSWORD = 'S3cr3t-pw!';
let server: RtspTestServer;
let dir: string;
let clip: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'vigil-errors-'));
  clip = join(dir, 'clip.mp4');
  await renderToFile(parseSyntheticUrl('synthetic:street?width=320&height=180&fps=10&duration=20'), { out: clip, startMs: Date.parse('2026-11-30T00:00:00Z') });
  server = await startRtspTestServer({
    auth: { user: 'viewer', password: PASSWORD },
    feeds: [{ path: '/cam', kind: 'file', file: clip }, { path: '/audio', kind: 'audio' }],
  });
}, 60_000);
afterAll(async () => {
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const probe = (url: string, ...extra: string[]) => runVigil(['--data-dir', join(dir, 'data'), 'camera', 'probe', url, '--timeout', '6', ...extra], { timeoutMs: 30_000 });

describe('vigil camera probe', () => {
  it('describes a working camera and writes a snapshot JPEG', async () => {
    const snap = join(dir, 'snap.jpg');
    const r = await probe(server.url('/cam', { user: 'viewer', password: PASSWORD }), '--snapshot', snap, '--json');
    expect(r.code, r.stderr).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out).toMatchObject({ codec: 'h264', width: 320, height: 180, fps: 10 });
    expect(readFileSync(snap).subarray(0, 2).toString('hex')).toBe('ffd8');
    expect(r.stdout + r.stderr).not.toContain(PASSWORD);
  });

  it('says when the credentials are refused, without printing them', async () => {
    const r = await probe(server.url('/cam', { user: 'viewer', password: 'wrong-' + PASSWORD }));
    expect(r.code).toBe(3);
    expect(r.stderr).toMatch(/refused the credentials/);
    expect(r.stderr).not.toContain(PASSWORD);
    const none = await probe(server.url('/cam'));
    expect(none.code).toBe(3);
    expect(none.stderr).toMatch(/refused the credentials/);
  });

  it('says when nothing answers at the address', async () => {
    const r = await probe(`rtsp://viewer:${PASSWORD}@127.0.0.1:9/cam`);
    expect(r.code).toBe(3);
    expect(r.stderr).toMatch(/unreachable/);
    expect(r.stderr).not.toContain(PASSWORD);
  });

  it('says when the path does not exist on the server', async () => {
    const r = await probe(server.url('/nope', { user: 'viewer', password: PASSWORD }));
    expect(r.code).toBe(3);
    expect(r.stderr).toMatch(/not found/);
  });

  it('says when the stream carries no video', async () => {
    const r = await probe(server.url('/audio', { user: 'viewer', password: PASSWORD }));
    expect(r.code).toBe(3);
    expect(r.stderr).toMatch(/no video|not a video/);
  });

  it('says when a file is corrupt or not video, and writes no snapshot', async () => {
    const corrupt = join(dir, 'corrupt.mp4');
    // Fixed bytes, not random ones: random bytes now and then hold an H.263 start code that
    // typefind takes for video (an unsupported codec, a different message).
    writeFileSync(corrupt, Buffer.from(Array.from({ length: 200_000 }, (_, i) => (i * 2654435761 >>> 13) & 0xff)));
    const snap = join(dir, 'bad.jpg');
    const r = await probe(corrupt, '--snapshot', snap);
    expect(r.code).toBe(3);
    expect(r.stderr).toMatch(/could not be decoded|not a video/);
    expect(existsSync(snap)).toBe(false);
    const text = join(dir, 'notes.txt');
    writeFileSync(text, 'hello\n'.repeat(1000));
    const t = await probe(text);
    expect(t.code).toBe(3);
    expect(t.stderr).toMatch(/not a video/);
  });

  it('rejects a URL it cannot use', async () => {
    const r = await probe('http://example.com/stream');
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/unsupported camera URL scheme/);
  });
});
