// Live ingest over real RTSP (GstRtspServer on loopback, a synthetic camera with a burned-in
// clock): frame times match the clock in the pixels, recordings play and cover the time
// ingested, and a server that dies mid-stream is survived with one pipeline at a time and
// the gap on record.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startRtspTestServer, type RtspTestServer } from '../testbed/rtsp-test-server/index.ts';
import { openCameraPipeline } from '../ingest/camera/open-camera-pipeline.ts';
import { CameraSupervisor } from '../ingest/camera/camera-supervisor.ts';
import { readGaps } from '../ingest/camera/gap-log.ts';
import { listSegments } from '../ingest/recorder/segment-paths.ts';
import { decodeClockStrip } from '../testbed/synthetic/index.ts';
import { IngestSchema } from '../core/config/index.ts';
import type { CameraStatus, GapEvent } from '../core/types.ts';
import { ffprobe, decodesCleanly } from './helpers/ffprobe.ts';
import { testCamera } from './helpers/camera.ts';
import { until } from './helpers/until.ts';

let server: RtspTestServer;
let dir: string;
const SCENE = 'synthetic:street?width=640&height=360&fps=15';

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'vigil-live-'));
  server = await startRtspTestServer({ feeds: [{ path: '/street', kind: 'synthetic', scene: SCENE }] });
});
afterAll(async () => {
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});


describe('live RTSP ingest', () => {
  it('delivers frames whose timestamps match the burned-in clock, and records playable segments', async () => {
    const dataDir = join(dir, 'clock');
    const frames: { ts: number; clock?: number }[] = [];
    const opened = await openCameraPipeline({
      camera: 'street', url: server.url('/street'), dataDir,
      ingest: IngestSchema.parse({ segmentSeconds: 2, analysisFps: 4 }),
      onFrame: (f) => { frames.push({ ts: f.ts, clock: decodeClockStrip(f.data, f.width, f.height, { format: 'RGB', stride: f.stride }) }); },
    });
    const running = opened.pipeline.run();
    await until('8 s of frames', () => frames.length >= 32, 20_000);
    await opened.pipeline.stop({ drainMs: 3000 });
    await running;

    for (let i = 1; i < frames.length; i++) expect(frames[i].ts).toBeGreaterThan(frames[i - 1].ts);
    const decoded = frames.filter((f) => f.clock !== undefined);
    expect(decoded.length).toBeGreaterThan(frames.length * 0.9);
    const errors = decoded.map((f) => Math.abs(f.ts - f.clock!));
    expect(Math.max(...errors)).toBeLessThan(1000);

    const segments = listSegments(dataDir, 'street');
    expect(segments.length).toBeGreaterThanOrEqual(3);
    // The first segment starts within a second of the first frame; together they cover the run.
    expect(Math.abs(segments[0].start - frames[0].ts)).toBeLessThan(1000);
    let covered = 0;
    for (const s of segments) {
      const p = ffprobe(s.path);
      expect(p.codec).toBe('h264');
      expect([p.width, p.height]).toEqual([640, 360]);
      covered += p.duration;
    }
    const ingested = (frames.at(-1)!.ts - frames[0].ts) / 1000;
    expect(covered).toBeGreaterThan(ingested - 1);
    expect(covered).toBeLessThan(ingested + 3);
    expect(decodesCleanly(segments[1].path)).toBe(true);
  }, 60_000);

  it('reconnects after the RTSP server dies, records the gap, and never runs two pipelines', async () => {
    const dataDir = join(dir, 'reconnect');
    const sup = new CameraSupervisor(
      testCamera('street', server.url('/street'), { ingest: { segmentSeconds: 2, backoff: { initialMs: 300, maxMs: 1500 }, watchdogSeconds: 3, connectTimeoutSeconds: 4 } }),
      { dataDir },
    );
    const workers: number[] = [];
    const overlapping: number[] = [];
    const gaps: GapEvent[] = [];
    const states: CameraStatus['state'][] = [];
    sup.on('worker', (pid) => {
      const prev = workers.at(-1);
      if (prev !== undefined) {
        try { process.kill(prev, 0); overlapping.push(prev); } catch { /* exited: good */ }
      }
      workers.push(pid);
    });
    sup.on('gap', (g) => gaps.push(g));
    sup.on('status', (s) => { if (states.at(-1) !== s.state) states.push(s.state); });
    sup.start();
    try {
      await until('live', () => sup.status().state === 'live', 20_000);
      await new Promise((r) => setTimeout(r, 2000));
      const killedAt = Date.now();
      await server.kill();
      await until('reconnecting', () => sup.status().state !== 'live', 15_000);
      await new Promise((r) => setTimeout(r, 2500));
      await server.restart();
      await until('live again', () => sup.status().state === 'live' && gaps.length === 1, 30_000);
      const status = sup.status();
      expect(status.reconnects).toBeGreaterThanOrEqual(1);
      expect(status.lastError).toBeTruthy();
      expect(overlapping).toEqual([]);
      expect(workers.length).toBeGreaterThanOrEqual(2);
      expect(states).toContain('reconnecting');
      const [gap] = gaps;
      expect(gap.camera).toBe('street');
      expect(gap.start).toBeLessThanOrEqual(killedAt + 1000);
      expect(gap.end - gap.start).toBeGreaterThan(2000);
      expect(readGaps(dataDir, 'street')).toEqual([gap]);
    } finally {
      await sup.stop();
    }
    expect(sup.status().state).toBe('stopped');
    for (const pid of workers) expect(() => process.kill(pid, 0)).toThrow();
  }, 90_000);

  it('keeps all but the last few seconds of the open segment when the camera process is killed', async () => {
    const dataDir = join(dir, 'crash');
    const sup = new CameraSupervisor(
      testCamera('street', server.url('/street'), { ingest: { segmentSeconds: 60, backoff: { initialMs: 60_000, maxMs: 60_000 } } }),
      { dataDir },
    );
    const workers: number[] = [];
    sup.on('worker', (pid) => workers.push(pid));
    sup.start();
    try {
      await until('live', () => sup.status().state === 'live', 20_000);
      await new Promise((r) => setTimeout(r, 8000));
      const killedAt = Date.now();
      process.kill(workers[0], 'SIGKILL'); // a crash: no chance to flush anything
      await until('noticed', () => sup.status().state !== 'live', 10_000);
      const [segment] = listSegments(dataDir, 'street');
      const kept = segment.start + ffprobe(segment.path).duration * 1000;
      // MPEG-TS needs no trailer; what is lost is what the muxer held (about one GOP, 2 s here).
      expect(killedAt - kept).toBeLessThan(4000);
      expect(decodesCleanly(segment.path)).toBe(true);
    } finally {
      await sup.stop();
    }
  }, 60_000);
});

