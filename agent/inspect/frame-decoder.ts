// Turns the rewound JPEGs into the small RGB frames the detectors are tuned on (about 320 px
// wide). GStreamer's jpegdec (libjpeg-turbo) and videoscale do it in ~2 ms a frame; jpeg-js
// takes ~20 ms for a 640 px frame, which alone would spend a second on 50 frames. jpeg-js
// remains the fallback when the GStreamer binding is missing or a frame did not come back
// (a corrupt JPEG then fails with a message that names it).
import { launch, type AppSink, type AppSrc, type SampleTiming } from '../../ingest/index.ts';
import { decodeJpeg, resizeImage } from '../../models/index.ts';
import { errorMessage, UserError } from '../../core/errors.ts';
import { toIso } from '../../core/time.ts';
import type { InspectFrame } from './inspector.ts';

/** Packed RGB, rows padded to 4 bytes (as GStreamer delivers them and FrameAnalyzer takes). */
export interface AnalysisImage {
  width: number;
  height: number;
  stride: number;
  data: Buffer;
}

/** Width the detector defaults are tuned for; frames up to 1.25x that are used as they are. */
export const ANALYSIS_WIDTH = 320;
const NS_PER_FRAME = 1_000_000_000;

/** Analysis size for a source size: ~320 px wide, even, same aspect ratio. */
export function analysisSize(width: number, height: number): { width: number; height: number } {
  if (width <= ANALYSIS_WIDTH * 1.25) return { width, height };
  const w = ANALYSIS_WIDTH, h = Math.max(2, Math.round((height * w) / width / 2) * 2);
  return { width: w, height: h };
}

/** Width and height from a JPEG's start-of-frame header, without decoding it. */
export function jpegSize(buf: Uint8Array): { width: number; height: number } | undefined {
  let at = 2;
  while (at + 9 < buf.length) {
    if (buf[at] !== 0xff) return undefined;
    const marker = buf[at + 1], len = (buf[at + 2] << 8) | buf[at + 3];
    // SOF0..SOF15 carry the size, except DHT (C4), JPG (C8) and DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: (buf[at + 5] << 8) | buf[at + 6], width: (buf[at + 7] << 8) | buf[at + 8] };
    }
    at += 2 + len;
  }
  return undefined;
}

/** gstreamer: false decodes with jpeg-js only (tests compare the two). */
export async function decodeForAnalysis(frames: InspectFrame[], signal?: AbortSignal, { gstreamer = true } = {}): Promise<AnalysisImage[]> {
  if (frames.length === 0) return [];
  const src = jpegSize(frames[0].jpeg) ?? decodeJpeg(frames[0].jpeg);
  const size = analysisSize(src.width, src.height);
  const out: (AnalysisImage | undefined)[] = gstreamer ? await decodeWithGstreamer(frames, size, signal).catch(() => []) : [];
  for (let i = 0; i < frames.length; i++) {
    signal?.throwIfAborted();
    try {
      out[i] ??= decodeWithJpegJs(frames[i].jpeg, size);
    } catch (err) {
      throw new UserError(`frame at ${toIso(frames[i].ts)}: ${errorMessage(err)}`, { cause: err });
    }
  }
  return out as AnalysisImage[];
}

function decodeWithJpegJs(jpeg: Buffer, size: { width: number; height: number }): AnalysisImage {
  let img = decodeJpeg(jpeg);
  if (img.width !== size.width || img.height !== size.height) img = resizeImage(img, size.width, size.height);
  const stride = paddedStride(size.width);
  const data = Buffer.alloc(stride * size.height);
  for (let y = 0; y < size.height; y++) data.set(img.data.subarray(y * size.width * 3, (y + 1) * size.width * 3), y * stride);
  return { ...size, stride, data };
}

/**
 * One pipeline for the whole batch. Each JPEG goes in with its index as PTS, so a frame the
 * decoder dropped (jpegdec skips a corrupt one) is noticed and left to the fallback rather
 * than shifting the others.
 */
async function decodeWithGstreamer(frames: InspectFrame[], size: { width: number; height: number }, signal?: AbortSignal): Promise<(AnalysisImage | undefined)[]> {
  const pipeline = launch('appsrc name=src format=time caps=image/jpeg,framerate=0/1 ! jpegdec ! videoconvert ! videoscale ! ' +
    `video/x-raw,format=RGB,width=${size.width},height=${size.height},pixel-aspect-ratio=1/1 ! appsink name=sink sync=false`);
  const stride = paddedStride(size.width), out: (AnalysisImage | undefined)[] = new Array(frames.length);
  try {
    pipeline.play();
    const src = pipeline.findChild('src') as AppSrc, sink = pipeline.findChild('sink') as AppSink;
    await new Promise<void>((resolve) => {
      let got = 0, done = false;
      const finish = () => {
        if (done) return;
        done = true;
        clearTimeout(timer);
        signal?.removeEventListener('abort', finish);
        pipeline.stop(); // unblocks a pending pull with null
        resolve();
      };
      // Should the flow stall (an error), give up after a generous time. The bus is not polled:
      // a poll queued just before stop() can wait forever on the flushed bus and keep the
      // process alive.
      const timer = setTimeout(finish, 2000 + 50 * frames.length);
      signal?.addEventListener('abort', finish);
      const next = () => sink.pull((buf: Buffer | null, _caps, timing?: SampleTiming) => {
        if (!buf || done) return finish();
        const i = timing && timing.pts >= 0 ? Math.round(timing.pts / NS_PER_FRAME) : -1;
        if (i >= 0 && i < frames.length && buf.length >= stride * size.height) out[i] = { ...size, stride, data: buf };
        if (++got >= frames.length) return finish();
        next();
      });
      next();
      const pts = Buffer.alloc(8);
      for (const [i, f] of frames.entries()) {
        pts.writeBigUInt64BE(BigInt(i) * BigInt(NS_PER_FRAME));
        src.push(f.jpeg, pts);
      }
      // appsrc queues the end after the buffers: the last pull returns null once all are out,
      // also when the decoder dropped a corrupt one.
      pipeline.sendEOS();
    });
  } finally {
    try { pipeline.stop(); } catch { /* already stopped */ }
    pipeline.dispose();
  }
  return out;
}

function paddedStride(width: number): number {
  return Math.ceil((width * 3) / 4) * 4;
}
