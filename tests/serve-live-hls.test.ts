// Watching a camera nearly live over HLS: a real `vigil serve` (in-process, loopback) records a
// synthetic live camera in 2 s segments, and its playlist for a range that is still running is
// an EVENT playlist that grows as segments close — lines only appended, media sequence 0, a
// wall-clock time per segment, no end until the range is over — and ffprobe reads it.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseConfig } from '../core/config/index.ts';
import { startVigilServer, type VigilServer } from '../dashboard/index.ts';

let dir: string, server: VigilServer, token: string, startedAt: number;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'vigil-live-hls-'));
  const config = parseConfig({
    storage: { dataDir: join(dir, 'data') },
    ingest: { segmentSeconds: 2, analysisFps: 2 },
    windows: { keyframeWidth: 0 },
    models: { builtin: { ocr: false, objects: false } },
    cameras: [{ id: 'live', url: 'synthetic:street?width=320&height=180&fps=10' }],
  });
  startedAt = Date.now();
  server = await startVigilServer({ config, host: '127.0.0.1', port: 0 });
  token = server.generatedTokens.find((t) => t.role === 'admin')!.token;
}, 60_000);

afterAll(async () => {
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const playlist = async (q: string) => {
  const r = await fetch(`${server.url}/api/cameras/live/recordings.m3u8?${q}`, { headers: { authorization: `Bearer ${token}` } });
  return { status: r.status, text: await r.text() };
};
async function until(what: string, cond: () => Promise<boolean>, timeoutMs: number, everyMs: number): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await cond())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}
const segmentLines = (text: string) => text.split('\n').filter((l) => l.startsWith('recordings/'));

describe('live HLS', () => {
  it('grows an EVENT playlist of closed segments while the camera records, lines only appended', async () => {
    const from = new Date(startedAt - 1000).toISOString();
    await until('a closed segment', async () => segmentLines((await playlist(`from=${from}`)).text).length >= 1, 30_000, 300);
    const first = await playlist(`from=${from}`);
    expect(first.status).toBe(200);
    expect(first.text).toContain('#EXT-X-PLAYLIST-TYPE:EVENT');
    expect(first.text).toContain('#EXT-X-MEDIA-SEQUENCE:0');
    expect(first.text).not.toContain('#EXT-X-ENDLIST');
    const n = segmentLines(first.text).length;
    await until('two more segments', async () => segmentLines((await playlist(`from=${from}`)).text).length >= n + 2, 30_000, 300);
    const second = await playlist(`from=${from}`);
    expect(second.text.startsWith(first.text)).toBe(true); // RFC 8216 6.2.1: an EVENT playlist only appends
    expect(second.text).not.toContain('#EXT-X-ENDLIST');
    const segs = segmentLines(second.text);
    const dates = [...second.text.matchAll(/#EXT-X-PROGRAM-DATE-TIME:(\S+)/g)].map((m) => Date.parse(m[1]));
    expect(dates).toHaveLength(segs.length);
    expect(dates.every((d, i) => i === 0 || d > dates[i - 1])).toBe(true);
    // Closed segments only: the newest one listed ended at least a moment ago, never the one being written.
    const durs = [...second.text.matchAll(/#EXTINF:([\d.]+),/g)].map((m) => Number(m[1]) * 1000);
    expect(dates.at(-1)! + durs.at(-1)!).toBeLessThanOrEqual(Date.now());
    const target = Number(/#EXT-X-TARGETDURATION:(\d+)/.exec(second.text)![1]);
    expect(target).toBe(Number(/#EXT-X-TARGETDURATION:(\d+)/.exec(first.text)![1]));
    expect(durs.every((d) => Math.round(d / 1000) <= target)).toBe(true);
    // Asynchronously: the server runs in this process and must keep answering ffprobe.
    const probe = JSON.parse((await promisify(execFile)('ffprobe', ['-v', 'error', '-headers', `Authorization: Bearer ${token}\r\n`, '-show_entries', 'stream=codec_name,width', '-of', 'json',
      `${server.url}/api/cameras/live/recordings.m3u8?from=${from}`], { encoding: 'utf8', timeout: 30_000 })).stdout);
    expect(probe.streams[0]).toMatchObject({ codec_name: 'h264', width: 320 });
  }, 90_000);

  it('ends a range that runs into the future once it is over and its last segment closed', async () => {
    const from = Date.now(), to = from + 3000;
    const q = `from=${new Date(from).toISOString()}&to=${new Date(to).toISOString()}`;
    const early = await playlist(q);
    expect(early.status).toBe(200);
    expect(early.text).toContain('#EXT-X-PLAYLIST-TYPE:EVENT');
    expect(early.text).not.toContain('#EXT-X-ENDLIST');
    let last = '';
    await until('the end of the range', async () => (last = (await playlist(q)).text).includes('#EXT-X-ENDLIST'), 30_000, 300).catch((e) => { throw new Error(`${(e as Error).message}: ${last}`); });
    expect(Date.now()).toBeGreaterThanOrEqual(to);
    const done = (await playlist(q)).text;
    expect(done).toContain('#EXT-X-PLAYLIST-TYPE:EVENT'); // the type a live player saw does not change
    const dates = [...done.matchAll(/#EXT-X-PROGRAM-DATE-TIME:(\S+)/g)].map((m) => Date.parse(m[1]));
    const durs = [...done.matchAll(/#EXTINF:([\d.]+),/g)].map((m) => Number(m[1]) * 1000);
    expect(dates[0]).toBeLessThanOrEqual(from);
    expect(dates.at(-1)! + durs.at(-1)!).toBeGreaterThanOrEqual(to - 200);
    // A range long over is a VOD playlist, as before.
    const old = await playlist(`from=${new Date(startedAt - 3_600_000).toISOString()}&to=${new Date(startedAt - 1_800_000).toISOString()}`);
    expect(old.status).toBe(404);
  }, 60_000);
});
