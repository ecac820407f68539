// CameraPipeline runs one GStreamer pipeline for one camera: it records segments (renamed
// to their wall-clock start the moment they open, so a crash leaves correctly named files)
// and delivers analysis frames stamped with wall-clock time derived from buffer running
// time. One instance = one connection attempt; reconnecting is the supervisor's job.
import { EventEmitter } from 'node:events';
import { mkdirSync, renameSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { launch, type AppSink, type GstPipeline, type BusMessage, type SampleTiming, type Caps } from '../gst/binding.ts';
import { pipelineDescription, decoderFor, FRAME_SINK, JPEG_SINK } from './pipeline-description.ts';
import type { VideoCodec } from '../source/source-launch.ts';
import { incomingDir, segmentPath } from '../recorder/segment-paths.ts';
import { classifyBusError } from '../source/source-errors.ts';
import type { IngestConfig } from '../../core/config/index.ts';
import type { Frame, SegmentInfo } from '../../core/types.ts';
import { createLogger, type Logger } from '../../core/logger.ts';

export type WallClock = { mode: 'live' } | { mode: 'replay'; startMs: number };

export interface CameraPipelineOptions {
  camera: string;
  /** Launch fragment ending in a parsed elementary stream (see source-launch.ts). */
  elementary: string;
  codec: VideoCodec;
  /** Frame rate the stream declares (probe), null when it does not. */
  declaredFps?: number | null;
  ingest: IngestConfig;
  dataDir: string;
  clock: WallClock;
  /** Deliver a full-quality JPEG with every frame (for window keyframes). */
  keyframes?: { width: number; quality: number };
  /** Play a non-live source (a file) at realtime pace, as if it were a camera. */
  realtime?: boolean;
  /** Called for every analysis frame; the next frame is pulled once it resolves (backpressure). */
  onFrame?: (frame: Frame) => void | Promise<void>;
  /** Called once the pipeline is playing, e.g. to start pushing synthetic frames. */
  onPlaying?: (pipeline: GstPipeline) => void;
  log?: Logger;
}

export interface CameraPipelineEvents {
  segment: [SegmentInfo];
  'segment-closed': [SegmentInfo];
  eos: [];
  stopped: [];
}

export interface FrameCounters {
  frames: number;
  dropped: number;
  lastTs: number | null;
  /** Wall clock minus frame time when the newest frame reached vigil, ms. */
  lagMs: number | null;
}

export class CameraPipeline extends EventEmitter<CameraPipelineEvents> {
  readonly counters: FrameCounters = { frames: 0, dropped: 0, lastTs: null, lagMs: null };
  private pipeline?: GstPipeline;
  private anchorMs?: number;
  private lastRunningNs?: number;
  private stopped = false;
  private stopping = false;
  private drained?: () => void;
  private pulling?: Promise<void>;
  private finished?: Promise<'eos' | 'stopped'>;
  private readonly log: Logger;
  private readonly runId = `${process.pid}-${Date.now().toString(36)}`;
  private current?: SegmentInfo;

  constructor(private readonly opts: CameraPipelineOptions) {
    super();
    this.log = opts.log ?? createLogger({ camera: opts.camera });
  }

  /** Starts the pipeline; resolves on end of stream or stop(), rejects on a pipeline error. */
  run(): Promise<'eos' | 'stopped'> {
    if (this.finished) return this.finished;
    this.finished = new Promise((resolve, reject) => {
      const { ingest, dataDir, camera } = this.opts;
      const incoming = incomingDir(dataDir, camera);
      if (ingest.record) mkdirSync(incoming, { recursive: true });
      const description = pipelineDescription({
        elementary: this.opts.elementary,
        decoder: decoderFor(this.opts.codec),
        declaredFps: this.opts.declaredFps,
        ingest,
        live: this.opts.clock.mode === 'live' && !this.opts.realtime,
        sync: this.opts.realtime,
        keyframes: this.opts.keyframes,
        recordPattern: ingest.record ? join(incoming, `seg-${this.runId}-%06d.ts`) : undefined,
      });
      this.log.debug('pipeline', { description });
      const pipeline = launch(description);
      this.pipeline = pipeline;
      const sink = pipeline.findChild(FRAME_SINK) as AppSink;
      const jpegs = pipeline.findChild(JPEG_SINK) as AppSink | undefined;
      pipeline.pollBus((msg) => {
        if (this.stopped) return;
        if (msg.type === 'error' && this.stopping) return this.drained?.();
        if (msg.type === 'eos' && this.drained) {
          this.drained();
        } else if (msg.type === 'eos') {
          this.closeSegment(undefined);
          // The bus can report end of stream before the pull of the last frame has come back
          // (they complete on different threads): let the pull loop run dry first, or the
          // last frame is lost under load.
          void this.pulling?.finally(() => {
            this.halt();
            this.emit('eos');
            resolve('eos');
          });
        } else if (msg.type === 'error') {
          const err = classifyBusError(msg, `camera ${camera}`);
          this.halt();
          this.drained?.();
          reject(err);
        } else if (msg.type === 'warning') {
          this.log.warn('gstreamer warning', { warning: msg.message });
        } else if (msg.type === 'element') {
          this.onElementMessage(msg);
        }
      });
      pipeline.play();
      this.opts.onPlaying?.(pipeline);
      this.pulling = this.pullLoop(sink, jpegs);
      this.once('stopped', () => resolve('stopped'));
    });
    return this.finished;
  }

  /**
   * Idempotent; the pipeline goes to NULL and pending pulls return. With drainMs, end of
   * stream is sent first so the recorder writes out what it holds (up to one GOP) before the
   * pipeline stops.
   */
  async stop(opts: { drainMs?: number } = {}): Promise<void> {
    if (this.stopped || this.stopping) return;
    this.stopping = true;
    if (opts.drainMs && this.pipeline) {
      const drained = new Promise<void>((resolve) => { this.drained = resolve; });
      this.pipeline.sendEOS();
      await Promise.race([drained, new Promise((r) => setTimeout(r, opts.drainMs))]);
    }
    if (this.stopped) return;
    this.closeSegment(this.counters.lastTs ?? undefined);
    this.halt();
    this.emit('stopped');
  }

  /** Media duration in seconds as GStreamer reports it (files), or undefined. */
  durationSeconds(): number | undefined {
    const d = this.pipeline?.queryDuration() ?? -1;
    return d > 0 ? d : undefined;
  }

  /** Wall-clock time (epoch ms) of a running time. */
  wallTime(runningNs: number): number {
    if (this.anchorMs === undefined) {
      if (this.opts.clock.mode === 'replay') this.anchorMs = this.opts.clock.startMs;
      else {
        const now = this.pipeline?.runningTime() ?? -1;
        // The pipeline clock and Date.now() are sampled together: frame time = now - age.
        this.anchorMs = Date.now() - (now >= 0 ? now / 1e6 : runningNs / 1e6);
      }
    }
    return this.anchorMs + runningNs / 1e6;
  }

  private halt(): void {
    this.stopped = true;
    const p = this.pipeline;
    this.pipeline = undefined;
    p?.stop();
    p?.dispose();
  }

  /**
   * Pulls analysis frames and, with keyframes on, merges in the JPEG of the same frame: both
   * branches leave the same videorate, so their running times match exactly; a JPEG dropped
   * on a loaded live pipeline just leaves its frame without one.
   */
  private async pullLoop(frames: AppSink, jpegs?: AppSink): Promise<void> {
    let intervalNs = 1e9 / this.opts.ingest.analysisFps;
    let held: Sample | null | undefined;
    while (!this.stopped) {
      const s = await pullSample(frames);
      if (!s || this.stopped) return;
      const frame = this.toFrame(s.buf, s.caps, s.timing);
      if (!frame) continue;
      // Footage slower than the analysis rate keeps its own rate: count drops against that.
      const rate = /^(\d+)\/(\d+)$/.exec(String(s.caps.framerate ?? ''));
      if (rate && Number(rate[1]) > 0) intervalNs = (1e9 * Number(rate[2])) / Number(rate[1]);
      if (jpegs) {
        while (held !== null && (held === undefined || runningOf(held) < frame.runningTimeNs)) held = await pullSample(jpegs);
        if (held && runningOf(held) === frame.runningTimeNs) {
          frame.jpeg = held.buf;
          held = undefined;
        }
      }
      if (this.lastRunningNs !== undefined) {
        const missing = Math.round((frame.runningTimeNs - this.lastRunningNs) / intervalNs) - 1;
        if (missing > 0) this.counters.dropped += missing;
      }
      this.lastRunningNs = frame.runningTimeNs;
      this.counters.frames++;
      this.counters.lastTs = frame.ts;
      this.counters.lagMs = Date.now() - frame.ts;
      try {
        await this.opts.onFrame?.(frame);
      } catch (err) {
        this.log.error('frame handler failed', { error: err });
      }
    }
  }

  private toFrame(buf: Buffer, caps: Caps, timing?: SampleTiming): Frame | undefined {
    const runningNs = timing && timing.runningTime >= 0 ? timing.runningTime : timing?.pts ?? -1;
    if (runningNs < 0) return undefined;
    const width = Number(caps.width), height = Number(caps.height);
    return {
      camera: this.opts.camera,
      ts: this.wallTime(runningNs),
      runningTimeNs: runningNs,
      width,
      height,
      stride: Math.ceil((width * 3) / 4) * 4,
      format: 'RGB',
      data: buf,
    };
  }

  private onElementMessage(msg: BusMessage): void {
    if (msg.name === 'splitmuxsink-fragment-opened') {
      const runningNs = Number(msg['running-time']);
      const start = this.wallTime(Number.isFinite(runningNs) ? runningNs : 0);
      const from = String(msg.location);
      const to = segmentPath(this.opts.dataDir, this.opts.camera, start);
      this.closeSegment(start);
      this.current = { camera: this.opts.camera, path: moveOpenSegment(from, to), start };
      this.emit('segment', this.current);
    } else if (msg.name === 'splitmuxsink-fragment-closed') {
      const runningNs = Number(msg['running-time']);
      this.closeSegment(Number.isFinite(runningNs) ? this.wallTime(runningNs) : undefined);
    }
  }

  private closeSegment(end: number | undefined): void {
    if (!this.current) return;
    const seg = { ...this.current, end };
    this.current = undefined;
    this.emit('segment-closed', seg);
  }
}

/**
 * Renames a segment that splitmuxsink has just opened. The muxer keeps writing through its
 * open descriptor, so the file has its final, time-stamped name from its first byte on.
 */
const RENAME_WAIT = new Int32Array(new SharedArrayBuffer(4));

function moveOpenSegment(from: string, to: string): string {
  mkdirSync(dirname(to), { recursive: true });
  let target = to;
  for (let i = 1; existsSync(target); i++) target = to.replace(/\.ts$/, `-${i}.ts`);
  for (let attempt = 0; ; attempt++) {
    try {
      renameSync(from, target);
      return target;
    } catch (err) {
      // The message can race the file's creation by a moment.
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT' || attempt >= 20) return from;
      // Sleep 5 ms without burning the CPU; staying synchronous keeps segment events in order.
      Atomics.wait(RENAME_WAIT, 0, 0, 5);
    }
  }
}

interface Sample { buf: Buffer; caps: Caps; timing?: SampleTiming }

function pullSample(sink: AppSink): Promise<Sample | null> {
  return new Promise((resolve) => sink.pull((buf, caps, timing) => resolve(buf ? { buf, caps, timing } : null)));
}

function runningOf(s: Sample): number {
  return s.timing && s.timing.runningTime >= 0 ? s.timing.runningTime : s.timing?.pts ?? -1;
}
