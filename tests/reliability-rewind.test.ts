// Rewind over recordings with real faults in them: a 26 s camera gap on record, a 50 s hole
// with no gap event (vigil was killed), bytes overwritten inside a segment, a segment that
// ended early when its stream dropped, an empty and a garbage segment. Every frame must carry
// the time burned into its pixels (within one frame), `missing` must match what is actually
// missing and say why, a bad segment must cost only its own stretch, and --camera must never
// lead outside the data directory.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { mkdtempSync, rmSync, statSync, openSync, writeSync, closeSync, writeFileSync, readdirSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { renderToFile, parseSyntheticUrl, decodeClockStrip } from '../testbed/synthetic/index.ts';
import { replayFile } from '../ingest/replay/file-replay.ts';
import { listSegments, segmentPath } from '../ingest/recorder/segment-paths.ts';
import { appendGap } from '../ingest/camera/gap-log.ts';
import { IngestSchema } from '../core/config/index.ts';
import { decodeJpeg } from '../models/onnx/index.ts';
import { rewind, type RewindResult } from '../ingest/rewind/index.ts';
import { runVigil } from './helpers/cli.ts';

const T = Date.parse('2026-11-28T10:00:00Z');
const s = (seconds: number) => T + seconds * 1000;
let dir: string;
let corruptSegment: { start: number; path: string };

async function record(startS: number, durationS: number, segmentSeconds: number): Promise<void> {
  const file = join(dir, `clip-${startS}.ts`);
  await renderToFile(parseSyntheticUrl(`synthetic:street?width=640&height=360&fps=10&duration=${durationS}`), { out: file, startMs: s(startS) });
  await replayFile({ camera: 'street', file, startMs: s(startS), dataDir: dir, ingest: IngestSchema.parse({ segmentSeconds, analysisFps: 1 }) });
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'vigil-rel-rewind-'));
  await record(0, 30, 10); // three 10 s segments
  appendGap(dir, { type: 'gap', camera: 'street', start: s(30), end: s(56), reason: 'the stream ended' });
  await record(56, 13.3, 60); // ended when its stream dropped...
  await record(120, 20, 60); // ... and vigil was down (killed) until 120 s, with no gap on record
  // A quarter of the second segment overwritten, a third of the way in.
  corruptSegment = listSegments(dir, 'street').find((x) => x.start === s(10))!;
  const size = statSync(corruptSegment.path).size;
  const fd = openSync(corruptSegment.path, 'r+');
  const junk = Buffer.alloc(Math.floor(size / 4));
  for (let i = 0; i < junk.length; i++) junk[i] = (i * 7919 + 13) & 0xff;
  writeSync(fd, junk, 0, junk.length, Math.floor(size / 3));
  closeSync(fd);
  // An empty segment (the recorder opened it on a full disk) and one of garbage.
  for (const [at, bytes] of [[140, Buffer.alloc(0)], [145, Buffer.alloc(50_000, 0x47)]] as const) {
    const path = segmentPath(dir, 'street', s(at));
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, bytes);
  }
}, 180_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function clockErrors(r: RewindResult): number[] {
  return r.frames.map((f) => {
    const img = decodeJpeg(f.jpeg);
    const clock = decodeClockStrip(Buffer.from(img.data), img.width, img.height, { format: 'RGB' });
    return clock === undefined ? Infinity : Math.abs(clock - f.ts);
  });
}

const near = (a: number, b: number, ms = 300) => Math.abs(a - b) <= ms;

describe('rewind over faulty recordings', () => {
  it('labels every frame with its burned-in time and reports each missing stretch with its reason', async () => {
    const r = await rewind({ dataDir: dir, camera: 'street', from: s(0), to: s(150), fps: 2, width: 320, maxFrames: 1000 });
    const errors = clockErrors(r);
    expect(Math.max(...errors), `worst label error (ms); ${errors.filter((e) => e > 100).length} frames off`).toBeLessThanOrEqual(100);
    const m = r.missing.map((x) => ({ ...x, from: (x.from - T) / 1000, to: (x.to - T) / 1000 }));
    const text = JSON.stringify(m);
    // The camera gap on record, and only it, between the first two clips.
    const gap = r.missing.find((x) => x.reason === 'gap')!;
    expect(gap, text).toBeDefined();
    expect(near(gap.from, s(30)) && near(gap.to, s(56)), text).toBe(true);
    expect(gap.detail).toBe('the stream ended');
    // The segment that ended early ends with its frames, and the hole after it is a crash.
    const crash = r.missing.find((x) => x.reason === 'crash')!;
    expect(near(crash.from, s(69.3)) && near(crash.to, s(120)), text).toBe(true);
    // The corrupt stretch costs only itself: inside its segment, and frames on both sides.
    const bad = r.missing.filter((x) => x.reason === 'unreadable');
    const inside = bad.filter((x) => x.from >= s(10) && x.to <= s(20));
    expect(inside.length, text).toBe(1);
    expect(inside[0].to - inside[0].from, text).toBeLessThan(8000);
    expect(inside[0].detail).toContain(corruptSegment.path);
    expect(r.frames.some((f) => f.ts > inside[0].to && f.ts < s(20))).toBe(true);
    expect(r.frames.some((f) => f.ts >= s(10) && f.ts < inside[0].from)).toBe(true);
    // The empty and the garbage segment: unreadable from 140 s to the end, nothing else lost.
    const tail = bad.find((x) => near(x.from, s(140)))!;
    expect(tail, text).toBeDefined();
    expect(bad.filter((x) => x !== tail && !inside.includes(x)).every((x) => x.from >= s(140)), text).toBe(true);
    expect(r.missing.map((x) => x.reason).filter((x) => x === 'never-recorded'), text).toEqual([]);
    // Frames cover the good footage at the asked rate: 0-30, 56-69.3, 120-140 s, less the hole.
    const good = 30 + 13.3 + 20 - (inside[0].to - inside[0].from) / 1000;
    expect(r.frames.length).toBeGreaterThanOrEqual(Math.floor(good * 2) - 3);
    expect(r.frames.length).toBeLessThanOrEqual(Math.ceil(good * 2) + 3);
  });

  it('does not stretch a short segment at a low rate', async () => {
    const r = await rewind({ dataDir: dir, camera: 'street', from: s(56), to: s(110), fps: 0.5, width: 320 });
    expect(r.frames.map((f) => (f.ts - T) / 1000)).toEqual([56, 58, 60, 62, 64, 66, 68]);
    expect(Math.max(...clockErrors(r))).toBeLessThanOrEqual(100);
    expect(r.missing).toHaveLength(1);
    expect(r.missing[0].reason).toBe('crash');
    expect(near(r.missing[0].from, s(69.3)) && r.missing[0].to === s(110)).toBe(true);
  });

  it('works from the CLI despite the bad segments, and keeps --camera inside the data dir', async () => {
    const out = join(dir, 'out', 'frames');
    const ok = await runVigil(['--data-dir', dir, 'rewind', '--camera', 'street', '--from', new Date(s(135)).toISOString(), '--to', new Date(s(150)).toISOString(), '--fps', '1', '--out', out, '--json']);
    expect(ok.code, ok.stderr).toBe(0);
    const json = JSON.parse(ok.stdout) as { frames: unknown[]; missing: { reason: string }[] };
    expect(json.frames.length).toBe(5);
    expect(json.missing.map((x) => x.reason)).toEqual(['unreadable']);
    for (const camera of ['../recordings/street', 'street/../../x', 'nobody']) {
      const r = await runVigil(['--data-dir', join(dir, 'sub'), 'rewind', '--camera', camera, '--from', new Date(s(0)).toISOString(), '--to', new Date(s(10)).toISOString(), '--out', join(dir, 'sub', 'out')]);
      expect(r.code, `${camera}: ${r.stderr}`).toBe(2);
      expect(r.stderr).toMatch(camera === 'nobody' ? /unknown camera "nobody"/ : /is not a camera id/);
    }
    expect(readdirSync(dir).filter((f) => f.endsWith('.jpg'))).toEqual([]);
    expect(readdirSync(join(dir, 'out')).filter((f) => f.endsWith('.jpg'))).toEqual([]);
  }, 60_000);
});
