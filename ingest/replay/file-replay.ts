// File replay: treats a recorded file as a camera's footage beginning at a given wall-clock
// time and runs it through the same CameraPipeline as live cameras (record + analysis), as
// fast as the machine allows or at N x realtime. This is also how recorded days are backfilled.
import { existsSync, rmSync } from 'node:fs';
import { CameraPipeline } from '../pipeline/camera-pipeline.ts';
import { elementaryStream } from '../source/source-launch.ts';
import { parseSource } from '../source/camera-source.ts';
import { probeSource, type ProbeResult } from '../probe/probe-source.ts';
import type { IngestConfig, WindowsConfig } from '../../core/config/index.ts';
import type { DetectConfig } from '../detect/index.ts';
import type { Window } from '../../core/window.ts';
import { CameraWindower } from '../windows/camera-windower.ts';
import type { Frame, SegmentInfo } from '../../core/types.ts';
import type { Logger } from '../../core/logger.ts';
import { UserError } from '../../core/errors.ts';
import { MAX_TIME, toIso } from '../../core/time.ts';
import { mistimedByTsdemux, remuxToMp4 } from './sparse-ts.ts';

/** A file that decodes to less than it declares by more than this is reported as cut short. */
const SHORT_TOLERANCE_S = 1;

export interface ReplayProgress {
  /** Seconds of media processed. */
  position: number;
  /** Seconds of media in the file, when known. */
  duration?: number;
  /** Windows closed so far. */
  windows: number;
  /** Media seconds per wall second so far. */
  speed: number;
  etaSeconds?: number;
  frames: number;
}

export interface ReplayOptions {
  camera: string;
  file: string;
  startMs: number;
  /** 'max' (default) or a multiple of realtime. */
  speed?: 'max' | number;
  ingest: IngestConfig;
  /** Detect and cut the footage into windows (as live cameras do); omit for frames only. */
  windows?: { detect: DetectConfig; windows: WindowsConfig; onWindow?: (w: Window) => void };
  dataDir: string;
  onFrame?: (frame: Frame) => void | Promise<void>;
  onProgress?: (p: ReplayProgress) => void;
  progressIntervalMs?: number;
  log?: Logger;
  /** Stops the replay where it is (Ctrl-C): what was recorded and windowed so far is kept. */
  signal?: AbortSignal;
}

export interface ReplayResult {
  camera: string;
  probe: ProbeResult;
  frames: number;
  windows: number;
  firstFrame?: number;
  lastFrame?: number;
  segments: SegmentInfo[];
  wallMs: number;
  speed: number;
  /** Set when the file declares a longer duration than could be decoded (cut short, damaged). */
  truncated?: { declaredSeconds: number; decodedSeconds: number };
}

export function parseSpeed(text: string | undefined): 'max' | number {
  if (text === undefined || text === 'max') return 'max';
  const n = Number(text);
  if (!Number.isFinite(n) || n <= 0) throw new UserError(`--speed must be "max" or a positive number, not "${text}"`);
  return n;
}

export async function replayFile(o: ReplayOptions): Promise<ReplayResult> {
  const source = parseSource(o.file);
  if (source.kind !== 'file') throw new UserError(`${o.file} is not a local file`);
  // GStreamer's MPEG-TS demuxer lays out frames more than 0.5 s apart at 0.5 s (sparse-ts.ts).
  if (!existsSync(source.path) || !mistimedByTsdemux(source.path)) return replaySource(o, source);
  o.log?.info('MPEG-TS with frames more than 0.5 s apart is remuxed to MP4 first: GStreamer\'s demuxer would mistime it', { file: o.file });
  const remuxed = await remuxToMp4(source.path);
  try {
    const mp4 = parseSource(remuxed.file);
    return await replaySource(o, mp4);
  } finally {
    rmSync(remuxed.dir, { recursive: true, force: true });
  }
}

async function replaySource(o: ReplayOptions, source: ReturnType<typeof parseSource>): Promise<ReplayResult> {
  if (source.kind !== 'file') throw new UserError(`${o.file} is not a local file`);
  const probe = await probeSource(source);
  const speed = o.speed ?? 'max';
  const segments: SegmentInfo[] = [];
  let firstFrame: number | undefined, lastFrame: number | undefined, position = 0, windows = 0;
  const w = o.windows;
  const windower = w && new CameraWindower({
    camera: o.camera, dataDir: o.dataDir, detect: w.detect, windows: w.windows, log: o.log,
    onWindow: (win) => { windows++; w.onWindow?.(win); },
  });
  const t0 = Date.now();
  let declared: number | undefined, tooLate: string | undefined;
  let frameS = 0;
  const pipeline: CameraPipeline = new CameraPipeline({
    camera: o.camera,
    elementary: elementaryStream(source, probe.codec, { latencyMs: 0, timeoutSeconds: 10 }),
    codec: probe.codec,
    declaredFps: probe.declaredFps,
    ingest: o.ingest,
    dataDir: o.dataDir,
    clock: { mode: 'replay', startMs: o.startMs },
    keyframes: w && w.windows.keyframeWidth > 0 ? { width: w.windows.keyframeWidth, quality: w.windows.jpegQuality } : undefined,
    log: o.log,
    onFrame: async (frame) => {
      if (firstFrame === undefined) {
        declared = pipeline.durationSeconds();
        const end = o.startMs + (declared ?? 0) * 1000;
        if (end > MAX_TIME) tooLate = `the footage would run until ${Number.isFinite(end) && end < 8.64e15 ? toIso(end) : 'after 9999'}`;
      }
      if (frame.ts > MAX_TIME) tooLate = `frame at ${toIso(frame.ts)}`;
      if (tooLate) return void pipeline.stop();
      if (lastFrame !== undefined) frameS = (frame.ts - lastFrame) / 1000;
      firstFrame ??= frame.ts;
      lastFrame = frame.ts;
      position = frame.runningTimeNs / 1e9;
      if (speed !== 'max') {
        const ahead = (position / speed) * 1000 - (Date.now() - t0);
        if (ahead > 1) await new Promise((r) => setTimeout(r, ahead));
      }
      windower?.onFrame(frame);
      await o.onFrame?.(frame);
    },
  });
  pipeline.on('segment-closed', (s) => segments.push(s));
  const report = () => {
    const elapsed = (Date.now() - t0) / 1000;
    const duration = pipeline.durationSeconds();
    const rate = elapsed > 0 ? position / elapsed : 0;
    o.onProgress?.({
      position, duration, speed: rate, frames: pipeline.counters.frames, windows,
      etaSeconds: duration && rate > 0 ? Math.max(0, (duration - position) / rate) : undefined,
    });
  };
  const timer = o.onProgress ? setInterval(report, o.progressIntervalMs ?? 1000) : undefined;
  const onAbort = () => pipeline.stop();
  o.signal?.addEventListener('abort', onAbort, { once: true });
  try {
    if (!o.signal?.aborted) await pipeline.run();
    windower?.flush();
  } finally {
    o.signal?.removeEventListener('abort', onAbort);
    if (timer) clearInterval(timer);
    pipeline.stop();
  }
  if (tooLate) throw new UserError(`--start ${toIso(o.startMs)} is too late for ${o.file}: ${tooLate}, past ${toIso(MAX_TIME)}, the latest time vigil can store`);
  report();
  const wallMs = Date.now() - t0;
  const decodedSeconds = position + frameS;
  const truncated = declared !== undefined && declared - decodedSeconds > Math.max(SHORT_TOLERANCE_S, declared * 0.02)
    ? { declaredSeconds: declared, decodedSeconds } : undefined;
  if (truncated) {
    o.log?.warn('the file ends early: it declares more footage than could be decoded (cut short or damaged); only the part before is ingested', {
      file: o.file, declaredSeconds: Math.round(declared! * 10) / 10, decodedSeconds: Math.round(decodedSeconds * 10) / 10,
    });
  }
  return {
    camera: o.camera, probe, frames: pipeline.counters.frames, windows, firstFrame, lastFrame, segments, wallMs,
    speed: wallMs > 0 ? position / (wallMs / 1000) : 0, ...(truncated ? { truncated } : {}),
  };
}
