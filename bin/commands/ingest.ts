// vigil ingest FILE: replay a recorded file as a camera's footage from --start.
import { Command } from 'commander';
import { configFrom } from './context.ts';
import { replayFile, parseSpeed } from '../../ingest/index.ts';
import { cameraSettings } from '../../core/config/index.ts';
import { parseIso, toIso, formatDuration } from '../../core/time.ts';
import { UserError } from '../../core/errors.ts';
import { createLogger, type Logger } from '../../core/logger.ts';
import { Supervisor, defineWorker, sleep } from '../../core/worker/index.ts';
import { progressWriter, replayProgressLine, indexProgressLine } from './progress.ts';
import { createBus } from '../../core/bus/index.ts';
import { openIndexing, type Indexing } from '../../indexer/index.ts';

/** How long captioning/indexing may make no progress at all before ingest stops waiting. */
const STALL_MS = 300_000;

/** Waits until every published window is indexed or has failed for good (works on either bus). */
async function untilIndexed(indexing: Indexing, published: number, o: { progress?: () => void; log: Logger; signal: AbortSignal }): Promise<void> {
  const settled = () => { const s = indexing.stats(); return s.indexed + s.captions.failed >= published && s.captions.inFlight === 0; };
  // Never wait silently for ever: give up when nothing has moved for a long while.
  let last = '', lastChange = Date.now();
  while (!settled() && !o.signal.aborted) {
    o.progress?.();
    const now = JSON.stringify(indexing.stats());
    if (now !== last) { last = now; lastChange = Date.now(); }
    if (Date.now() - lastChange > STALL_MS) {
      o.log.error('indexing made no progress; giving up waiting', { stalledSeconds: STALL_MS / 1000, ...indexing.stats(), windows: published });
      break;
    }
    await sleep(250, o.signal);
  }
  o.progress?.();
}

export function register(program: Command): void {
  program.command('ingest')
    .description('Replay a recorded video file as camera ID\'s footage beginning at --start: records it into\nsegments, cuts it into windows, captions and indexes them, as fast as the machine allows\n(or --speed N x realtime), and exits when every window is indexed. Also backfills recorded days.')
    .argument('<file>', 'video file (H.264/H.265 in MP4, MPEG-TS, MKV, ...)')
    .requiredOption('--camera <id>', 'camera id the footage belongs to')
    .requiredOption('--start <iso>', 'wall-clock time of the first frame, ISO 8601 with offset (e.g. 2026-11-30T08:00:00Z)')
    .option('--speed <max|N>', 'max (default) or a multiple of realtime', 'max')
    .option('--json', 'print the result as JSON')
    .option('--no-progress', 'do not print progress')
    .option('--no-caption', 'record and cut into windows only (no captions, no index)')
    .addHelpText('after', '\nExample:\n  vigil ingest dock.mp4 --camera dock --start 2026-11-29T06:00:00Z')
    .action(async (file: string, o: { camera: string; start: string; speed: string; json?: boolean; progress: boolean; caption: boolean }, cmd: Command) => {
      const config = configFrom(cmd);
      if (!/^[a-z0-9][a-z0-9_-]{0,63}$/.test(o.camera)) throw new UserError(`--camera "${o.camera}" must be lowercase letters, digits, "-" or "_"`);
      const { ingest, detect, windows } = cameraSettings(config, o.camera);
      const startMs = parseIso(o.start, '--start');
      const progress = progressWriter();
      const log = createLogger({ camera: o.camera });
      // Ctrl-C cancels: the replay stops where it is (what was recorded and windowed is kept),
      // captions in flight are cancelled, and everything started is stopped.
      const cancel = new AbortController();
      const onSignal = () => {
        if (cancel.signal.aborted) return void process.exit(130);
        progress.done();
        process.stderr.write('vigil: interrupted: stopping (Ctrl-C again to quit at once)\n');
        cancel.abort(new Error('interrupted'));
      };
      process.on('SIGINT', onSignal);
      process.on('SIGTERM', onSignal);
      const supervisor = new Supervisor({ log });
      let published = 0;
      let result: Awaited<ReturnType<typeof replayFile>>;
      let indexing: Indexing | undefined;
      try {
        const bus = await createBus(config, { log, onError: (err) => log.error('bus consumer failed', { error: err }) });
        supervisor.add(defineWorker({ name: 'bus', stop: () => bus.close() }));
        // Captioning and indexing run beside the replay; a model server that is down delays,
        // never loses, windows (they are retried, then recorded as failed).
        if (o.caption) indexing = supervisor.add(await openIndexing({ config, bus, log, retry: { initialMs: 1000, maxMs: 20_000, maxAttempts: 4 }, drainMs: 0 }), { after: ['bus'] });
        await supervisor.start();
        result = await replayFile({
          camera: o.camera, file, startMs, speed: parseSpeed(o.speed), ingest, dataDir: config.storage.dataDir,
          windows: { detect, windows, onWindow: (w) => { if (indexing) { published++; void bus.publish('window.closed', { window: w }); } } },
          log, signal: cancel.signal,
          onProgress: o.progress ? (p) => progress.update(replayProgressLine(o.camera, p, indexing?.stats())) : undefined,
        });
        if (indexing && !cancel.signal.aborted) await untilIndexed(indexing, published, { progress: o.progress ? () => progress.update(indexProgressLine(o.camera, indexing!.stats(), published)) : undefined, log, signal: cancel.signal });
      } finally {
        await supervisor.stop({ force: cancel.signal.aborted });
        process.off('SIGINT', onSignal);
        process.off('SIGTERM', onSignal);
      }
      progress.done();
      if (cancel.signal.aborted) {
        process.stderr.write(`vigil: ingest of ${file} interrupted after ${result.frames} analysis frames and ${result.windows} windows (kept)\n`);
        process.exitCode = 130;
        return;
      }
      const summary = {
        camera: result.camera,
        file,
        codec: result.probe.codec,
        resolution: `${result.probe.width}x${result.probe.height}`,
        from: result.firstFrame !== undefined ? toIso(result.firstFrame) : null,
        to: result.lastFrame !== undefined ? toIso(result.lastFrame) : null,
        frames: result.frames,
        windows: result.windows,
        captioned: indexing?.stats().captions.captioned ?? 0,
        captionFailed: indexing?.stats().captions.failed ?? 0,
        indexed: indexing?.stats().indexed ?? 0,
        segments: result.segments.map((s) => ({ path: s.path, start: toIso(s.start), end: s.end !== undefined ? toIso(s.end) : null })),
        wallSeconds: result.wallMs / 1000,
        speed: Math.round(result.speed * 10) / 10,
      };
      if (o.json) process.stdout.write(JSON.stringify(summary, null, 2) + '\n');
      else {
        process.stdout.write(`ingested ${file} as camera ${summary.camera}: ${summary.from} .. ${summary.to}\n`);
        process.stdout.write(`  ${summary.frames} analysis frames, ${summary.windows} windows (${summary.captioned} captioned, ${summary.indexed} indexed${summary.captionFailed ? `, ${summary.captionFailed} failed` : ''}), ${summary.segments.length} recorded segments, ${formatDuration(result.wallMs)} (${summary.speed}x realtime)\n`);
      }
    });
}
