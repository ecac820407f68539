// Entry point of a camera worker process: one process runs one pipeline attempt for one
// camera and exits when it ends. The supervisor starts the next attempt only after this
// process has exited, which is what guarantees one pipeline per camera; a hung native call
// or a GStreamer crash costs only this process.
import { ParentMessageSchema, type WorkerMessage, type WorkerStart } from './worker-messages.ts';
import { openCameraPipeline } from './open-camera-pipeline.ts';
import { IngestSchema, WindowsSchema, DetectConfigSchema } from '../../core/config/index.ts';
import { CameraWindower } from '../windows/camera-windower.ts';
import { SourceError, errorMessage } from '../../core/errors.ts';
import { redact } from '../../core/redact.ts';
import { createLogger } from '../../core/logger.ts';
import { loadIngestPlugin } from '../plugins/ingest-plugins.ts';

const REPORT_INTERVAL_MS = 1000;
/** On stop, let the recorder write out what it holds; the supervisor kills after 3 s. */
const STOP_DRAIN_MS = 2000;

function send(msg: WorkerMessage): void {
  if (process.connected) process.send?.(msg);
}

let failed = false;
/** Reports the error to the supervisor (which logs it) and exits; the next attempt is its call. */
function fail(err: unknown): void {
  if (failed) return;
  failed = true;
  const reason = err instanceof SourceError ? err.reason : 'other';
  send({ type: 'error', message: redact(errorMessage(err)), reason });
  setTimeout(() => process.exit(1), 50);
}

async function run(start: WorkerStart): Promise<void> {
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
  send({ type: 'connected', ...info });
  pipeline.on('segment', (s) => send({ type: 'segment', path: s.path, start: s.start }));
  pipeline.on('segment-closed', (s) => send({ type: 'segment-closed', path: s.path, start: s.start, end: s.end }));
  const report = () => {
    const c = pipeline.counters;
    send({ type: 'frames', frames: c.frames, dropped: c.dropped, lastTs: c.lastTs, lagMs: c.lagMs });
  };
  const timer = setInterval(report, REPORT_INTERVAL_MS);
  process.on('message', (raw) => {
    const msg = ParentMessageSchema.safeParse(raw);
    if (msg.success && msg.data.type === 'stop') {
      opened.close();
      void pipeline.stop({ drainMs: STOP_DRAIN_MS }).then(() => {
        windower.flush();
        report();
        setTimeout(() => process.exit(0), 20);
      });
    }
  });
  try {
    const ended = await pipeline.run();
    windower.flush();
    report();
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

process.on('disconnect', () => process.exit(0));
process.once('message', (raw) => {
  const msg = ParentMessageSchema.safeParse(raw);
  if (!msg.success || msg.data.type !== 'start') {
    send({ type: 'error', message: 'worker expected a start message', reason: 'other' });
    process.exit(2);
  }
  run(msg.data).catch(fail);
});
