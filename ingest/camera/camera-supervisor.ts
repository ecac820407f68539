// CameraSupervisor keeps one camera connected: it runs one worker process per connection
// attempt, watches it (no frame within the connect timeout or the watchdog period -> kill),
// reconnects with jittered exponential backoff (while waiting, an RTSP camera is pinged
// cheaply, so one that comes back is reconnected at once, whatever the backoff grew to),
// records gaps, and keeps the camera's status truthful at each step.
// On a full disk it keeps the camera analysed but not recorded, holds the windows that cannot
// be written, and records again by itself once space is back. Nothing it writes may throw.
// Invariant: at most one worker (hence one pipeline) per camera at any time; the next worker
// is forked only from the previous one's exit handler.
import { fork, type ChildProcess } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { fileURLToPath } from 'node:url';
import { WorkerMessageSchema, type WorkerMessage, type WorkerStart } from './worker-messages.ts';
import { backoffDelay } from '../../core/backoff.ts';
import { GapLog } from './gap-log.ts';
import { DiskWatch } from '../../core/disk-space.ts';
import { rtspAnswers } from './rtsp-ping.ts';
import { WindowWriter } from '../windows/window-writer.ts';
import type { ResolvedCamera } from '../../core/config/index.ts';
import type { CameraState, CameraStatus, GapEvent, SegmentInfo } from '../../core/types.ts';
import type { Window } from '../../core/window.ts';
import { createLogger, type Logger } from '../../core/logger.ts';
import { rmSync, statSync } from 'node:fs';
import { redact, registerUrlSecrets } from '../../core/redact.ts';
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
/** While waiting to reconnect longer than this, ping the camera about once a second. */
const PING_EVERY_MS = 500;
/** How often a full disk is checked for space, and its state logged at most. */
const DISK_CHECK_MS = 2_000;
const DISK_LOG_MS = 60_000;

export interface CameraSupervisorEvents {
  status: [CameraStatus];
  gap: [GapEvent];
  segment: [SegmentInfo];
  window: [Window];
  /** An open window's facts so far (window.progress). */
  progress: [Omit<Window, 'closedBy'>];
  /** A worker process was started (pid) — tests use it to check the one-pipeline invariant. */
  worker: [number];
  /** The disk is full: recording stopped (retention may free space). */
  'disk-full': [];
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
  private previousError: string | null = null;
  private readonly gapLog: GapLog;
  private readonly disk: DiskWatch;
  /** Windows the workers could not write; written from here when space is back. */
  private readonly held: WindowWriter;
  private workerWriter = { pending: 0, dropped: 0 };
  private diskFull = false;
  private diskCheckedAt = 0;
  private diskLoggedAt = -Infinity;
  /** The running worker analyses without recording (disk full). */
  private recordingOff = false;
  /** The current worker is forked but not yet started (waiting for the camera to answer). */
  private standby = false;
  /** The running worker is being replaced on purpose (space is back): no backoff, no error. */
  private restarting = false;

  constructor(readonly camera: ResolvedCamera, private readonly opts: CameraSupervisorOptions) {
    super();
    registerUrlSecrets(camera.url);
    this.log = opts.log ?? createLogger({ camera: camera.id });
    this.gapLog = new GapLog(opts.dataDir);
    this.disk = new DiskWatch(opts.dataDir);
    this.held = new WindowWriter(opts.dataDir, (w) => this.emit('window', w), this.log);
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
    this.held.retry();
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
      previousError: this.previousError,
      diskFull: this.diskFull,
      // A recorder on a full disk writes nothing, even before it is replaced by an analysis-only one.
      recording: this.camera.ingest.record && !this.recordingOff && !this.diskFull && this.state === 'live',
      windowsHeld: this.held.backlog + this.workerWriter.pending,
      windowsDropped: this.held.stats().dropped + this.workerWriter.dropped,
      gapsHeld: this.gapLog.waiting,
      ...this.info,
      ...(this.segment ? { segment: this.segment } : {}),
    };
  }

  /** Starts a connection attempt, in the standby worker if one is waiting. */
  private spawn(): void {
    if (!this.child) this.fork();
    this.begin();
  }

  /**
   * Forks a worker process that waits for its start message. Reconnecting after an outage
   * forks it while the camera is still away, so that a camera that comes back does not also
   * wait for a Node process to boot.
   */
  private fork(): void {
    this.standby = true;
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
  }

  private begin(): void {
    const child = this.child!;
    this.standby = false;
    this.attemptStartedAt = Date.now();
    this.liveSince = undefined;
    this.restarting = false;
    // A full disk: analyse (windows are held) but do not record until there is room again.
    if (this.diskFull && this.disk.hasRoom()) this.diskFull = false;
    this.recordingOff = this.diskFull;
    const start: WorkerStart = {
      type: 'start',
      camera: {
        id: this.camera.id, url: this.camera.url, detect: this.camera.detect, windows: this.camera.windows,
        ingest: { ...this.camera.ingest, record: this.camera.ingest.record && !this.recordingOff },
      },
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
        // Footage is missing until a recording worker's first frame, not an analysis-only one.
        if (this.openGap && !this.recordingOff) this.closeGap(msg.ts);
        if (this.lastError) this.previousError = this.lastError;
        this.lastError = this.recordingOff ? 'disk full: recording paused until space is freed' : null;
        this.setState('live');
        break;
      case 'frames': {
        if (msg.frames > this.framesInAttempt) this.lastFrameAt = Date.now();
        this.framesInAttempt = msg.frames;
        this.droppedInAttempt = msg.dropped;
        if (msg.lastTs !== null) this.lastTs = msg.lastTs;
        this.lagMs = msg.lagMs;
        if (msg.writer) {
          this.workerWriter = msg.writer;
          if (msg.writer.diskFull) this.onDiskFull();
        }
        this.fpsSamples.push({ at: Date.now(), frames: this.framesBefore + msg.frames });
        while (this.fpsSamples.length > 0 && Date.now() - this.fpsSamples[0].at > FPS_WINDOW_MS * 2) this.fpsSamples.shift();
        this.emit('status', this.status());
        break;
      }
      case 'segment':
        this.noteSegmentSize(this.segment);
        this.segment = msg.path;
        this.emit('segment', { camera: this.camera.id, path: msg.path, start: msg.start });
        break;
      case 'segment-closed':
        break;
      case 'window':
        this.emit('window', msg.window);
        break;
      case 'held-windows':
        for (const h of msg.windows) {
          this.held.save({ window: h.window, keyframes: h.keyframes.map((k) => ({ ...k, jpeg: Buffer.from(k.jpeg, 'base64') })) });
        }
          break;
      case 'progress':
        this.emit('progress', msg.window);
        break;
      case 'error':
        this.lastError = redact(msg.message);
        this.log.warn('camera error', { error: this.lastError, reason: msg.reason });
        // A missing file or an unsupported codec will not fix itself: retry only at the slowest pace.
        if (msg.reason === 'unsupported' || (msg.reason === 'not-found' && !/^rtsp/i.test(this.camera.url))) this.fatal = true;
        if (msg.reason === 'disk-full') this.onDiskFull();
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
    if (this.stopping) return;
    this.checkDisk();
    const child = this.child;
    if (!child || this.standby) return;
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
    this.standby = false;
    this.removeEmptySegment(this.segment);
    this.noteSegmentSize(this.segment);
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
    if (this.restarting || (this.diskFull && this.recordingOff === false)) {
      // Replaced on purpose (space is back) or stopped by a full disk: go on at once, no backoff.
      if (this.diskFull && wasLive && !this.openGap) this.openGap = { start: this.lastTs ?? Date.now(), reason: 'disk full: not recording' };
      this.retryTimer = setTimeout(() => { if (!this.stopping && !this.child) this.spawn(); }, 200);
      return;
    }
    if (code !== 0 && !this.lastError) this.lastError = `camera worker exited (${signal ?? `code ${code}`})`;
    if (wasLive && !this.openGap) this.openGap = { start: this.lastTs ?? Date.now(), reason: this.lastError ?? 'stream ended' };
    this.attempt = stable ? 1 : this.attempt + 1;
    this.reconnects++;
    // A connection that had been stable (a crash, a stream that ended) is retried at once;
    // the backoff paces attempts that keep failing.
    const delay = stable ? 0 : backoffDelay(this.camera.ingest.backoff, this.attempt, this.opts.random);
    this.setState(this.attempt >= DOWN_AFTER_ATTEMPTS || this.fatal ? 'down' : 'reconnecting');
    this.log.info('reconnecting', { attempt: this.attempt, delayMs: delay, error: this.lastError });
    this.scheduleRetry(this.fatal ? Math.max(delay, this.camera.ingest.backoff.maxMs) : delay);
  }

  /**
   * Waits out the backoff, but an RTSP camera that answers a ping in the meantime is
   * reconnected at once: the backoff paces failing attempts, not a camera that is back.
   */
  private scheduleRetry(delay: number): void {
    const due = Date.now() + delay;
    const busy = () => this.stopping || (this.child !== undefined && !this.standby);
    const go = () => { if (!busy()) this.spawn(); };
    const ping = !this.fatal && /^rtsps?:/i.test(this.camera.url) && delay > PING_EVERY_MS;
    const tick = async () => {
      if (busy()) return;
      const left = due - Date.now();
      if (left <= 0) return go();
      if (ping && !this.child) this.fork();
      if (ping && (await rtspAnswers(this.camera.url, Math.min(PING_EVERY_MS, left)))) {
        this.log.info('camera answers again: reconnecting now', { backoffLeftMs: Math.max(0, due - Date.now()) });
        return go();
      }
      if (busy()) return;
      this.retryTimer = setTimeout(() => void tick(), Math.min(PING_EVERY_MS, Math.max(0, due - Date.now())));
    };
    // The next worker boots while the backoff runs, so the retry does not wait for Node too.
    if (!this.child && !this.fatal) this.fork();
    this.retryTimer = setTimeout(() => void tick(), ping ? Math.min(PING_EVERY_MS, delay) : delay);
  }

  private onDiskFull(): void {
    if (!this.diskFull) {
      this.diskFull = true;
      this.emit('disk-full');
    }
    this.logDisk('disk full: recording paused, windows kept in memory until space is freed');
  }

  /** While the disk is full: retry held writes and, once there is room, record again. */
  private checkDisk(): void {
    const now = Date.now();
    if (now - this.diskCheckedAt < DISK_CHECK_MS) return;
    this.diskCheckedAt = now;
    if (this.gapLog.waiting > 0) this.gapLog.flush();
    if (this.held.backlog > 0) this.held.retry();
    if (!this.diskFull) return;
    if (!this.disk.hasRoom()) return this.logDisk('disk full: still no room to record');
    this.diskFull = false;
    this.log.info('disk has room again: recording resumes', { windowsHeld: this.held.backlog + this.workerWriter.pending });
    if (this.child && this.recordingOff && !this.restarting) {
      this.restarting = true;
      this.child.connected && this.child.send({ type: 'stop' });
    }
  }

  private logDisk(msg: string): void {
    if (Date.now() - this.diskLoggedAt < DISK_LOG_MS) return;
    this.diskLoggedAt = Date.now();
    this.log.error(msg, {
      dataDir: this.opts.dataDir, resumeAtFreeBytes: this.disk.resumeBytes(),
      windowsHeld: this.held.backlog + this.workerWriter.pending, windowsDropped: this.held.stats().dropped + this.workerWriter.dropped,
    });
  }

  /** A segment the recorder opened but never wrote to (disk full) is no footage: remove it. */
  private removeEmptySegment(path: string | undefined): void {
    if (!path) return;
    try {
      if (statSync(path).size === 0) rmSync(path, { force: true });
    } catch { /* gone already */ }
  }

  private noteSegmentSize(path: string | undefined): void {
    if (!path) return;
    const size = statSync(path, { throwIfNoEntry: false })?.size;
    if (size) this.disk.noteSegment(size);
  }

  private closeGap(end: number): void {
    const gap = this.openGap;
    if (!gap) return;
    this.openGap = undefined;
    const event: GapEvent = { type: 'gap', camera: this.camera.id, start: gap.start, end: Math.max(end, gap.start), reason: gap.reason };
    // Kept in memory if the disk is full, written when it has room (checkDisk).
    if (!this.gapLog.append(event)) this.onDiskFull();
    this.emit('gap', event);
  }

  private setState(state: CameraState): void {
    if (state === this.state) return;
    this.state = state;
    this.since = Date.now();
    this.emit('status', this.status());
  }
}
