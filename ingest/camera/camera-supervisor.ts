// CameraSupervisor keeps one camera connected: it runs one worker process per connection
// attempt, watches it (no frame within the connect timeout or the watchdog period -> kill),
// reconnects with jittered exponential backoff, records gaps, and keeps the camera's status.
// Invariant: at most one worker (hence one pipeline) per camera at any time; the next worker
// is forked only from the previous one's exit handler.
import { fork, type ChildProcess } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { fileURLToPath } from 'node:url';
import { WorkerMessageSchema, type WorkerMessage, type WorkerStart } from './worker-messages.ts';
import { backoffDelay } from '../../core/backoff.ts';
import { appendGap } from './gap-log.ts';
import type { ResolvedCamera } from '../../core/config/index.ts';
import type { CameraState, CameraStatus, GapEvent, SegmentInfo } from '../../core/types.ts';
import type { Window } from '../../core/window.ts';
import { createLogger, type Logger } from '../../core/logger.ts';
import { redact } from '../../core/redact.ts';
import { toIso } from '../../core/time.ts';
import { loadedPluginModules } from '../plugins/ingest-plugins.ts';

const WORKER = fileURLToPath(new URL('./camera-process.ts', import.meta.url));
const TSX = import.meta.resolve('tsx');
/** Consecutive failed attempts after which a camera is reported down (it still retries). */
const DOWN_AFTER_ATTEMPTS = 3;
/** A connection that stayed live this long resets the backoff. */
const STABLE_MS = 10_000;
const FPS_WINDOW_MS = 5_000;
const STOP_GRACE_MS = 3_000;

export interface CameraSupervisorEvents {
  status: [CameraStatus];
  gap: [GapEvent];
  segment: [SegmentInfo];
  window: [Window];
  /** An open window's facts so far (window.progress). */
  progress: [Omit<Window, 'closedBy'>];
  /** A worker process was started (pid) — tests use it to check the one-pipeline invariant. */
  worker: [number];
}

export interface CameraSupervisorOptions {
  dataDir: string;
  log?: Logger;
  random?: () => number;
}

export class CameraSupervisor extends EventEmitter<CameraSupervisorEvents> {
  private child?: ChildProcess;
  private state: CameraState = 'connecting';
  private stopping = false;
  private attempt = 0;
  private reconnects = 0;
  private codec?: WorkerStart['codec'];
  private declaredFps?: number | null;
  private attemptStartedAt = 0;
  private liveSince?: number;
  private lastFrameAt?: number;
  private lastTs: number | null = null;
  private lagMs: number | null = null;
  private framesBefore = 0;
  private framesInAttempt = 0;
  private droppedBefore = 0;
  private droppedInAttempt = 0;
  private lastError: string | null = null;
  private since = Date.now();
  private openGap?: { start: number; reason: string };
  private segment?: string;
  private info: Partial<CameraStatus> = {};
  private readonly fpsSamples: { at: number; frames: number }[] = [];
  private retryTimer?: NodeJS.Timeout;
  private watchdog?: NodeJS.Timeout;
  private readonly log: Logger;
  private exited?: Promise<void>;

  constructor(readonly camera: ResolvedCamera, private readonly opts: CameraSupervisorOptions) {
    super();
    this.log = opts.log ?? createLogger({ camera: camera.id });
  }

  start(): void {
    if (this.child || this.stopping) return;
    this.spawn();
    this.watchdog = setInterval(() => this.checkWatchdog(), 250);
  }

  /** Idempotent; resolves once the worker has exited. Records an open gap up to now. */
  async stop(): Promise<void> {
    this.stopping = true;
    clearTimeout(this.retryTimer);
    clearInterval(this.watchdog);
    const child = this.child;
    if (child && this.exited) {
      child.connected && child.send({ type: 'stop' });
      const killer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
      await this.exited;
      clearTimeout(killer);
    }
    if (this.openGap) this.closeGap(Date.now());
    if (this.state !== 'finished') this.setState('stopped');
  }

  status(): CameraStatus {
    const now = Date.now();
    const recent = this.fpsSamples.filter((s) => now - s.at <= FPS_WINDOW_MS);
    let fps = 0;
    if (recent.length >= 2) {
      const a = recent[0], b = recent[recent.length - 1];
      fps = b.at > a.at ? ((b.frames - a.frames) * 1000) / (b.at - a.at) : 0;
    }
    if (this.state !== 'live') fps = 0;
    return {
      camera: this.camera.id,
      state: this.state,
      fps: Math.round(fps * 100) / 100,
      lagMs: this.state === 'live' ? this.lagMs : null,
      framesTotal: this.framesBefore + this.framesInAttempt,
      framesDropped: this.droppedBefore + this.droppedInAttempt,
      reconnects: this.reconnects,
      lastError: this.lastError,
      lastFrameAt: this.lastTs === null ? null : toIso(this.lastTs),
      since: toIso(this.since),
      ...this.info,
      ...(this.segment ? { segment: this.segment } : {}),
    };
  }

  private spawn(): void {
    this.attemptStartedAt = Date.now();
    this.liveSince = undefined;
    const child = fork(WORKER, [], {
      execArgv: ['--import', TSX],
      env: { ...process.env, UV_THREADPOOL_SIZE: process.env.UV_THREADPOOL_SIZE ?? '8' },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    this.child = child;
    this.exited = new Promise((resolve) => child.once('exit', (code, signal) => {
      this.onExit(code, signal);
      resolve();
    }));
    child.on('message', (raw) => {
      const msg = WorkerMessageSchema.safeParse(raw);
      if (msg.success) this.onMessage(msg.data);
      else this.log.warn('ignored malformed worker message');
    });
    child.on('error', (err) => { this.lastError = redact(err.message); });
    if (child.pid) this.emit('worker', child.pid);
    const start: WorkerStart = {
      type: 'start',
      camera: { id: this.camera.id, url: this.camera.url, ingest: this.camera.ingest, detect: this.camera.detect, windows: this.camera.windows },
      dataDir: this.opts.dataDir,
      codec: this.codec,
      declaredFps: this.declaredFps,
      plugins: loadedPluginModules(),
    };
    child.send(start);
  }

  private onMessage(msg: WorkerMessage): void {
    switch (msg.type) {
      case 'connected':
        this.codec = msg.codec;
        this.declaredFps = msg.declaredFps;
        this.info = { codec: msg.codec, ...(msg.width ? { width: msg.width, height: msg.height } : {}), ...(msg.fps ? { sourceFps: msg.fps } : {}) };
        break;
      case 'first-frame':
        this.liveSince = Date.now();
        this.lastFrameAt = Date.now();
        if (this.openGap) this.closeGap(msg.ts);
        this.setState('live');
        break;
      case 'frames': {
        if (msg.frames > this.framesInAttempt) this.lastFrameAt = Date.now();
        this.framesInAttempt = msg.frames;
        this.droppedInAttempt = msg.dropped;
        if (msg.lastTs !== null) this.lastTs = msg.lastTs;
        this.lagMs = msg.lagMs;
        this.fpsSamples.push({ at: Date.now(), frames: this.framesBefore + msg.frames });
        while (this.fpsSamples.length > 0 && Date.now() - this.fpsSamples[0].at > FPS_WINDOW_MS * 2) this.fpsSamples.shift();
        this.emit('status', this.status());
        break;
      }
      case 'segment':
        this.segment = msg.path;
        this.emit('segment', { camera: this.camera.id, path: msg.path, start: msg.start });
        break;
      case 'segment-closed':
        break;
      case 'window':
        this.emit('window', msg.window);
        break;
      case 'progress':
        this.emit('progress', msg.window);
        break;
      case 'error':
        this.lastError = redact(msg.message);
        this.log.warn('camera error', { error: this.lastError, reason: msg.reason });
        // A missing file or an unsupported codec will not fix itself: retry only at the slowest pace.
        if (msg.reason === 'unsupported' || (msg.reason === 'not-found' && !/^rtsp/i.test(this.camera.url))) this.fatal = true;
        break;
      case 'eos':
        if (!/^rtsps?:|^synthetic:/i.test(this.camera.url)) this.finished = true;
        else this.lastError = 'the stream ended';
        break;
    }
  }

  private fatal = false;
  private finished = false;

  private checkWatchdog(): void {
    const child = this.child;
    if (!child || this.stopping) return;
    const now = Date.now();
    const { connectTimeoutSeconds, watchdogSeconds } = this.camera.ingest;
    if (this.liveSince === undefined && now - this.attemptStartedAt > connectTimeoutSeconds * 1000 + 2000) {
      this.lastError = `no video within ${connectTimeoutSeconds} s of connecting`;
      this.kill(child);
    } else if (this.liveSince !== undefined && this.lastFrameAt !== undefined && now - this.lastFrameAt > watchdogSeconds * 1000) {
      this.lastError = `no frames for ${watchdogSeconds} s (watchdog)`;
      this.kill(child);
    }
  }

  private kill(child: ChildProcess): void {
    this.log.warn('killing camera worker', { reason: this.lastError });
    child.kill('SIGKILL');
  }

  private onExit(code: number | null, signal: NodeJS.Signals | null): void {
    const wasLive = this.liveSince !== undefined;
    const stable = wasLive && Date.now() - (this.liveSince ?? 0) >= STABLE_MS;
    this.child = undefined;
    this.framesBefore += this.framesInAttempt;
    this.droppedBefore += this.droppedInAttempt;
    this.framesInAttempt = 0;
    this.droppedInAttempt = 0;
    this.segment = undefined;
    if (this.stopping) return;
    if (this.finished) {
      this.setState('finished');
      clearInterval(this.watchdog);
      return;
    }
    if (code !== 0 && !this.lastError) this.lastError = `camera worker exited (${signal ?? `code ${code}`})`;
    if (wasLive && !this.openGap) this.openGap = { start: this.lastTs ?? Date.now(), reason: this.lastError ?? 'stream ended' };
    this.attempt = stable ? 1 : this.attempt + 1;
    this.reconnects++;
    const delay = backoffDelay(this.camera.ingest.backoff, this.attempt, this.opts.random);
    this.setState(this.attempt >= DOWN_AFTER_ATTEMPTS || this.fatal ? 'down' : 'reconnecting');
    this.log.info('reconnecting', { attempt: this.attempt, delayMs: delay, error: this.lastError });
    this.retryTimer = setTimeout(() => {
      if (!this.stopping && !this.child) this.spawn();
    }, this.fatal ? Math.max(delay, this.camera.ingest.backoff.maxMs) : delay);
  }

  private closeGap(end: number): void {
    const gap = this.openGap;
    if (!gap) return;
    this.openGap = undefined;
    const event: GapEvent = { type: 'gap', camera: this.camera.id, start: gap.start, end: Math.max(end, gap.start), reason: gap.reason };
    appendGap(this.opts.dataDir, event);
    this.emit('gap', event);
  }

  private setState(state: CameraState): void {
    if (state === this.state) return;
    this.state = state;
    this.since = Date.now();
    this.emit('status', this.status());
  }
}
