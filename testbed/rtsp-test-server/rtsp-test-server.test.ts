// A real RTSP server, real clients (ffprobe/ffmpeg over TCP): video of the right size, live
// clock on the wall clock, 401 on bad credentials, kill + restart on the same port, and
// nothing left running after stop().
import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeClockStrip, parseSyntheticUrl, renderToFile } from '../synthetic/index.ts';
import { startRtspTestServer, type RtspTestServer } from './index.ts';

const run = promisify(execFile);
const dir = mkdtempSync(join(tmpdir(), 'vigil-rtsp-'));
const file = join(dir, 'clip.ts');
const LIVE = 'synthetic:street?width=320&height=180&fps=10&duration=60';

async function probe(url: string): Promise<{ codec_type: string; codec_name: string; width?: number; height?: number }[]> {
  const { stdout } = await run('ffprobe', ['-v', 'error', '-rtsp_transport', 'tcp', '-timeout', '8000000', '-show_entries', 'stream=codec_type,codec_name,width,height', '-of', 'json', url], { timeout: 15_000 });
  return (JSON.parse(stdout) as { streams: [] }).streams;
}

/** Reads one decoded frame as GRAY8 and returns the time its clock strip shows. */
async function liveClock(url: string): Promise<number | undefined> {
  const { stdout } = await run('ffmpeg', ['-v', 'error', '-rtsp_transport', 'tcp', '-i', url, '-frames:v', '1', '-f', 'rawvideo', '-pix_fmt', 'gray', '-'], { encoding: 'buffer', timeout: 15_000, maxBuffer: 1 << 20 });
  return decodeClockStrip(stdout, 320, 180, { format: 'GRAY8' });
}

/** Command lines of every descendant of this process (feeds run gst-launch as grandchildren). */
function childCommands(): string[] {
  const rows = execFileSync('ps', ['-eo', 'pid=,ppid=,args='], { encoding: 'utf8' }).trim().split('\n')
    .map((l) => /^\s*(\d+)\s+(\d+)\s+(.*)$/.exec(l)!).map((m) => ({ pid: Number(m[1]), ppid: Number(m[2]), args: m[3] }));
  const mine = new Set([process.pid]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const r of rows) if (mine.has(r.ppid) && !mine.has(r.pid)) { mine.add(r.pid); grew = true; }
  }
  return rows.filter((r) => r.pid !== process.pid && mine.has(r.pid) && !r.args.startsWith('ps ')).map((r) => r.args);
}

describe('RTSP test server', () => {
  let server: RtspTestServer;
  beforeAll(async () => {
    await renderToFile(parseSyntheticUrl('synthetic:cuts?width=320&height=180&fps=10&duration=4'), { out: file, startMs: Date.now() });
    server = await startRtspTestServer({
      feeds: [{ path: '/live', kind: 'synthetic', scene: LIVE }, { path: '/file', kind: 'file', file }, { path: '/audio', kind: 'audio' }],
    });
  });
  afterAll(() => server?.stop());

  it('serves live synthetic and file feeds as H.264 and an audio-only feed', async () => {
    const [live, rec, audio] = await Promise.all([probe(server.url('/live')), probe(server.url('/file')), probe(server.url('/audio'))]);
    expect(live).toEqual([expect.objectContaining({ codec_type: 'video', codec_name: 'h264', width: 320, height: 180 })]);
    expect(rec).toEqual([expect.objectContaining({ codec_type: 'video', codec_name: 'h264', width: 320, height: 180 })]);
    expect(audio.map((s) => s.codec_type)).toEqual(['audio']);
  });

  it('shows the wall clock on the live feed', async () => {
    const clock = await liveClock(server.url('/live'));
    expect(clock).toBeDefined();
    expect(Math.abs(Date.now() - clock!)).toBeLessThan(5000);
  });

  it('comes back on the same port after kill + restart, with the live feed still on the wall clock', async () => {
    const port = server.port;
    await server.kill();
    await expect(probe(server.url('/live'))).rejects.toThrow();
    await server.restart();
    expect(server.port).toBe(port);
    const clock = await liveClock(server.url('/live'));
    expect(Math.abs(Date.now() - clock!)).toBeLessThan(5000);
  });

  it('rejects wrong or missing credentials with 401', async () => {
    const creds = { user: 'vigil', password: 's3cret' };
    const secured = await startRtspTestServer({ auth: creds, feeds: [{ path: '/file', kind: 'file', file }] });
    try {
      expect(secured.url('/file', creds)).toBe(`rtsp://vigil:s3cret@127.0.0.1:${secured.port}/file`);
      expect((await probe(secured.url('/file', creds)))[0]).toMatchObject({ codec_name: 'h264' });
      await expect(probe(secured.url('/file', { user: 'vigil', password: 'nope' }))).rejects.toThrow(/401/);
      await expect(probe(secured.url('/file'))).rejects.toThrow(/401/);
    } finally {
      await secured.stop();
    }
  });

  it('fails fast with a clear error for bad feeds', async () => {
    await expect(startRtspTestServer({ feeds: [{ path: '/x', kind: 'file', file: join(dir, 'missing.ts') }] })).rejects.toThrow(/does not exist/);
    await expect(startRtspTestServer({ feeds: [{ path: '/x', kind: 'synthetic', scene: 'synthetic:nope' }] })).rejects.toThrow(/builtin scenes are/);
    await expect(startRtspTestServer({ feeds: [{ path: 'x', kind: 'audio' }] })).rejects.toThrow(/must start with/);
  });

  it('leaves no processes behind after stop (twice is fine)', async () => {
    expect(childCommands().some((c) => c.includes('rtsp-server.py'))).toBe(true);
    expect(childCommands().some((c) => c.includes('gst-launch-1.0'))).toBe(true);
    await server.stop();
    await server.stop();
    expect(childCommands().filter((c) => /rtsp-server.py|gst-launch|live-feed-process/.test(c))).toEqual([]);
  });
});
