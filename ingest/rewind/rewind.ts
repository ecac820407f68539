// Rewind: decodes frames from the recordings for a time range at a chosen rate and size, so
// the agent (and a person) can look at the footage again in more detail than indexing used.
// Recordings are the source of truth: a segment's file name carries its start time, so a
// frame's wall-clock time is that start plus its running time in the segment. Ranges with no
// recording are reported as missing rather than silently returning fewer frames.
import { launch, quote, type AppSink, type GstPipeline, type SampleTiming } from '../gst/binding.ts';
import { listSegments, type RecordedSegment } from '../recorder/segment-paths.ts';
import { rateLimiter } from '../pipeline/pipeline-description.ts';
import { classifyBusError } from '../source/source-errors.ts';
import { needsPesTiming, readTsVideoPts } from '../recorder/ts-timestamps.ts';
import { SystemError, UserError } from '../../core/errors.ts';

/** A decode that yields no frame for this long is stopped with an error instead of hanging the caller. */
const STALL_MS = 30_000;

export interface RewindOptions {
  dataDir: string;
  camera: string;
  from: number;
  to: number;
  /** Frames per second to decode (default 2). */
  fps?: number;
  /** Width of the JPEGs (height keeps the aspect ratio; default 640). */
  width?: number;
  /** At most this many frames, spread evenly over the range (default 50). */
  maxFrames?: number;
  quality?: number;
  /** Cancels the decode (a tool timeout, Ctrl-C): the pipeline stops and rewind rejects with the reason. */
  signal?: AbortSignal;
}

export interface RewindFrame {
  ts: number;
  jpeg: Buffer;
  segment: string;
}

export interface RewindResult {
  frames: RewindFrame[];
  /** Parts of [from, to) no recording covers (never recorded, or deleted by retention). */
  missing: { from: number; to: number }[];
}

/** A segment runs until the next one starts, unless that is far off (a gap in recording). */
const MAX_SEGMENT_MS = 3_600_000;

export async function rewind(o: RewindOptions): Promise<RewindResult> {
  const fps = o.fps ?? 2, width = o.width ?? 640, maxFrames = o.maxFrames ?? 50;
  if (!(o.to > o.from)) throw new UserError('rewind: the range is empty (from must be before to)');
  if (!(fps > 0 && fps <= 30)) throw new UserError('rewind: fps must be between 0 and 30');
  if (!(width >= 32 && width <= 3840) || width % 2) throw new UserError('rewind: width must be an even number from 32 to 3840');
  const segments = listSegments(o.dataDir, o.camera, o.from, o.to);
  const frames: RewindFrame[] = [];
  const covered: { from: number; to: number }[] = [];
  for (const [i, seg] of segments.entries()) {
    o.signal?.throwIfAborted();
    const next = segments[i + 1]?.start;
    const got = await decodeSegment(seg, o.from, o.to, fps, width, o.quality ?? 90, o.signal);
    frames.push(...got.frames);
    const end = next !== undefined && next - seg.start <= MAX_SEGMENT_MS ? next : got.endMs;
    covered.push({ from: Math.max(o.from, seg.start), to: Math.min(o.to, end) });
  }
  frames.sort((a, b) => a.ts - b.ts);
  return { frames: spread(frames, maxFrames), missing: holes(o.from, o.to, covered) };
}

async function decodeSegment(seg: RecordedSegment, from: number, to: number, fps: number, width: number, quality: number, signal?: AbortSignal): Promise<{ frames: RewindFrame[]; endMs: number }> {
  // Below 1 fps GStreamer's tsdemux mistimes the frames: take their times from the PES
  // headers, decode every frame (there are few) and keep one per 1/fps in code.
  const pts = /\.ts$/i.test(seg.path) ? readTsVideoPts(seg.path) : [];
  const pesTimed = needsPesTiming(pts);
  const description = `filesrc location=${quote(seg.path)} ! decodebin ! ${pesTimed ? '' : `${rateLimiter(fps, null)} ! `}` +
    `videoscale ! video/x-raw,width=${width},pixel-aspect-ratio=1/1 ! ` +
    `jpegenc quality=${quality} ! appsink name=jpg sync=false max-buffers=8 drop=false`;
  const pipeline = launch(description);
  const frames: RewindFrame[] = [];
  let endMs = seg.start;
  let index = 0, kept = -Infinity;
  await new Promise<void>((resolve, reject) => {
    let done = false;
    let stall: NodeJS.Timeout | undefined;
    const watch = () => {
      clearTimeout(stall);
      stall = setTimeout(() => finish(new SystemError(`rewind: decoding ${seg.path} stalled (no frame for ${STALL_MS / 1000} s)`)), STALL_MS);
    };
    const onAbort = () => finish(signal!.reason instanceof Error ? signal!.reason : new Error('rewind cancelled'));
    const finish = (err?: Error) => {
      if (done) return;
      done = true;
      clearTimeout(stall);
      signal?.removeEventListener('abort', onAbort);
      pipeline.stop();
      err ? reject(err) : resolve();
    };
    if (signal?.aborted) return onAbort();
    signal?.addEventListener('abort', onAbort, { once: true });
    watch();
    pipeline.pollBus((msg) => {
      if (msg.type === 'eos') finish();
      else if (msg.type === 'error') finish(classifyBusError(msg, `recording ${seg.path}`));
    });
    pipeline.play();
    const sink = pipeline.findChild('jpg') as AppSink;
    const next = () => sink.pull((buf, _caps, timing?: SampleTiming) => {
      if (!buf || done) return finish();
      watch();
      let ts: number;
      if (pesTimed) {
        if (index >= pts.length) return finish();
        ts = seg.start + Math.round(pts[index++] - pts[0]);
        // The last frame lasts as long as the one before it did.
        const gap = pts[index] !== undefined ? pts[index] - pts[index - 1] : index >= 2 ? pts[index - 1] - pts[index - 2] : 1000 / fps;
        endMs = Math.max(endMs, ts + gap);
      } else {
        const rt = timing && timing.runningTime >= 0 ? timing.runningTime : timing?.pts ?? -1;
        ts = seg.start + Math.round(rt / 1e6);
        endMs = Math.max(endMs, ts + 1000 / fps);
      }
      if (ts >= to) return finish(); // past the range: no need to decode the rest
      if (ts >= from && (!pesTimed || ts - kept >= 1000 / fps - 1)) {
        frames.push({ ts, jpeg: buf, segment: seg.path });
        kept = ts;
      }
      next();
    });
    next();
  }).finally(() => stopQuietly(pipeline));
  return { frames, endMs };
}

function stopQuietly(p: GstPipeline): void {
  try { p.stop(); } catch { /* already stopped */ }
  p.dispose();
}

function spread<T>(items: T[], max: number): T[] {
  if (items.length <= max) return items;
  const step = items.length / max;
  return Array.from({ length: max }, (_, i) => items[Math.floor(i * step)]);
}

function holes(from: number, to: number, covered: { from: number; to: number }[]): { from: number; to: number }[] {
  const out: { from: number; to: number }[] = [];
  let at = from;
  for (const c of [...covered].sort((a, b) => a.from - b.from)) {
    if (c.from - at > 1000) out.push({ from: at, to: c.from }); // under a second is frame spacing, not a hole
    at = Math.max(at, c.to);
  }
  if (to - at > 1000) out.push({ from: at, to });
  return out;
}
