// Entry point of a camera worker process: one process runs one pipeline attempt for one
// camera and exits when it ends. The supervisor starts the next attempt only after this
// process has exited, which is what guarantees one pipeline per camera; a hung native call
// or a GStreamer crash costs only this process.
import { ParentMessageSchema, type HeldWindow, type WorkerMessage, type WorkerStart } from './worker-messages.ts';
import { isDiskFull } from '../windows/window-writer.ts';
import { openCameraPipeline } from './open-camera-pipeline.ts';
import { IngestSchema, WindowsSchema, DetectConfigSchema } from '../../core/config/index.ts';
import { CameraWindower } from '../windows/camera-windower.ts';
import { SourceError, errorMessage } from '../../core/errors.ts';
import { redact, registerUrlSecrets } from '../../core/redact.ts';
import { createLogger } from '../../core/logger.ts';
import { loadIngestPlugin } from '../plugins/ingest-plugins.ts';
import { listSegments } from '../recorder/segment-paths.ts';

const REPORT_INTERVAL_MS = 1000;
/** On stop, let the recorder write out what it holds; the supervisor kills after 3 s. */
const STOP_DRAIN_MS = 2000;
/** How often the worker checks that its supervisor is still there. */
const PARENT_CHECK_MS = 1000;
/**
 * Orphaned (vigil run was killed): keep recording at most this long, so that a vigil run
 * restarted at once (systemd's Restart=always) takes the camera over without a hole in the
 * footage; a newer segment of this camera on disk means it has, and this one stops then.
 */
const ORPHAN_RECORD_MS = 2500;
/** Then drain this long, then die for sure (a pending native pull can hold process.exit). */
const ORPHAN_DRAIN_MS = 1000;
/** How often an orphan looks for its successor's segment. */
const TAKEOVER_POLL_MS = 100;

function send(msg: WorkerMessage): void {
  if (process.connected) process.send?.(msg);
}

let failed = false;
/** Reports the error to the supervisor (which logs it) and exits; the next attempt is its call. */
function fail(err: unknown): void {
  if (failed) return;
  failed = true;
  const reason = err instanceof SourceError ? err.reason : isDiskFull(err) ? 'disk-full' : 'other';
  send({ type: 'error', message: redact(errorMessage(err)), reason });
  handOver?.();
  setTimeout(() => process.exit(1), 50);
}

/** Gives the windows that could not be written to the supervisor, which keeps trying. */
let handOver: (() => void) | undefined;

function heldWindows(windower: CameraWindower): HeldWindow[] {
  return windower.takePending().map((c) => ({
    window: c.window,
    keyframes: c.keyframes.map((k) => ({ ts: k.ts, ...(k.reason ? { reason: k.reason } : {}), jpeg: k.jpeg.toString('base64') })),
  }));
}

/**
 * A worker must not outlive its supervisor for long (kill -9 of `vigil run` would leave it
 * recording for nobody): it exits within 4 s. The IPC channel closing says so at once; the
 * parent pid changing is the backstop. The recorder keeps going until a restarted vigil run
 * records this camera (or ORPHAN_RECORD_MS), gets a moment to write out, then the process
 * dies for sure.
 */
function watchParent(onOrphaned: () => Promise<void>): void {
  const parent = process.ppid;
  let orphaned = false;
  const orphan = () => {
    if (orphaned) return;
    orphaned = true;
    const limit = ORPHAN_RECORD_MS + ORPHAN_DRAIN_MS;
    setTimeout(() => process.kill(process.pid, 'SIGKILL'), limit + 500).unref();
    void Promise.race([onOrphaned(), new Promise((r) => setTimeout(r, limit))]).finally(() => process.kill(process.pid, 'SIGKILL'));
  };
  process.on('disconnect', orphan);
  setInterval(() => { if (!process.connected || process.ppid !== parent) orphan(); }, PARENT_CHECK_MS).unref();
}

async function run(start: WorkerStart): Promise<void> {
  // This process logs for itself: it must know the camera's password to mask it.
  registerUrlSecrets(start.camera.url);
  for (const module of start.plugins) await loadIngestPlugin(module);
  const ingest = IngestSchema.parse(start.camera.ingest);
  const windows = WindowsSchema.parse(start.camera.windows);
  const log = createLogger({ camera: start.camera.id, pid: process.pid });
  const windower = new CameraWindower({
    camera: start.camera.id, dataDir: start.dataDir, windows, log,
    detect: DetectConfigSchema.parse(start.camera.detect),
    onWindow: (window) => send({ type: 'window', window }),
    onProgress: (window) => send({ type: 'progress', window }),
  });
  let first = true;
  const opened = await openCameraPipeline({
    camera: start.camera.id,
    url: start.camera.url,
    ingest,
    dataDir: start.dataDir,
    codec: start.codec,
    declaredFps: start.declaredFps,
    keyframes: windows.keyframeWidth > 0 ? { width: windows.keyframeWidth, quality: windows.jpegQuality } : undefined,
    log,
    onFrame: (frame) => {
      windower.onFrame(frame);
      if (first) {
        first = false;
        send({ type: 'first-frame', ts: frame.ts });
      }
    },
  });
  const { pipeline, info } = opened;
  handOver = () => {
    const windows = heldWindows(windower);
    if (windows.length) send({ type: 'held-windows', windows });
  };
  stopPipeline = () => pipeline.stop({ drainMs: ORPHAN_DRAIN_MS });
  send({ type: 'connected', ...info });
  if (ingest.record) recording = { dataDir: start.dataDir, camera: start.camera.id };
  pipeline.on('segment', (s) => {
    if (recording) recording.segment = { path: s.path, start: s.start };
    send({ type: 'segment', path: s.path, start: s.start });
  });
  pipeline.on('segment-closed', (s) => send({ type: 'segment-closed', path: s.path, start: s.start, end: s.end }));
  const report = () => {
    const c = pipeline.counters;
    // Windows held for a full disk are retried here, about once a second.
    if (windower.writerStats().pending > 0) windower.retryWrites();
    send({ type: 'frames', frames: c.frames, dropped: c.dropped, lastTs: c.lastTs, lagMs: c.lagMs, writer: windower.writerStats() });
  };
  const timer = setInterval(report, REPORT_INTERVAL_MS);
  process.on('message', (raw) => {
    const msg = ParentMessageSchema.safeParse(raw);
    if (msg.success && msg.data.type === 'stop') {
      opened.close();
      void pipeline.stop({ drainMs: STOP_DRAIN_MS }).then(() => {
        windower.flush();
        report();
        handOver?.();
        setTimeout(() => process.exit(0), 20);
      });
    }
  });
  try {
    const ended = await pipeline.run();
    windower.flush();
    report();
    handOver?.();
    if (ended === 'eos') send({ type: 'eos' });
    clearInterval(timer);
    opened.close();
    setTimeout(() => process.exit(0), 20);
  } catch (err) {
    windower.flush('gap');
    report();
    fail(err);
  }
}

/** Resolves when a segment of this camera newer than ours is on disk (a successor records it), or after `ms`. */
function takenOver(ms: number): Promise<void> {
  const mine = recording;
  if (!mine) return Promise.resolve();
  return new Promise((resolve) => {
    const end = Date.now() + ms;
    const look = () => {
      const current = recording?.segment;
      const newest = listSegments(mine.dataDir, mine.camera, current?.start ?? -Infinity).at(-1);
      if (Date.now() >= end || (newest && current && newest.start > current.start && newest.path !== current.path)) resolve();
      else setTimeout(look, TAKEOVER_POLL_MS);
    };
    look();
  });
}

let stopPipeline: (() => Promise<void>) | undefined;
/** What this worker records, once it does: an orphan keeps it going until its successor takes over. */
let recording: { dataDir: string; camera: string; segment?: { path: string; start: number } } | undefined;
watchParent(async () => {
  await takenOver(ORPHAN_RECORD_MS);
  await stopPipeline?.();
});
process.once('message', (raw) => {
  const msg = ParentMessageSchema.safeParse(raw);
  // A standby worker (forked ahead of a reconnect) may be stopped before it ever started.
  if (msg.success && msg.data.type === 'stop') process.exit(0);
  if (!msg.success || msg.data.type !== 'start') {
    send({ type: 'error', message: 'worker expected a start message', reason: 'other' });
    process.exit(2);
  }
  run(msg.data).catch(fail);
});
