// Decodes chosen frames of one recorded segment to JPEGs. The access units come from our own
// MPEG-TS reader (ts-reader.ts) and are pushed into GStreamer with their PES times, so every
// decoded frame carries the time it was recorded at, whatever damage the file has; only the
// units needed for the wanted frames are pushed (from the keyframe before the first one).
import { launch, type AppSink, type AppSrc } from '../gst/binding.ts';
import { classifyBusError } from '../source/source-errors.ts';
import { decoderFor } from '../pipeline/pipeline-description.ts';
import type { TsVideoCodec } from '../recorder/ts-reader.ts';
import { SystemError } from '../../core/errors.ts';

/** A decode that yields no frame for this long is stopped instead of hanging the caller. */
const STALL_MS = 30_000;

export interface DecodeRequest {
  path: string;
  codec: TsVideoCodec;
  /** Decode-order units of the segment (corrupt ones are never pushed). */
  units: PushUnit[];
  /** PTS (ms, as in units) of the frames wanted. */
  wanted: Set<number>;
  width: number;
  quality: number;
  /** Stops the decode at once; the error is the signal's reason. */
  signal?: AbortSignal;
}

export interface PushUnit { pts: number; keyframe: boolean; corrupt: boolean; data: Buffer }

export interface DecodedFrame { pts: number; jpeg: Buffer }

/** The wanted frames that decoded, and the error that stopped the decode early, if one did. */
export async function decodeFrames(r: DecodeRequest): Promise<{ frames: DecodedFrame[]; error?: Error }> {
  const push = unitsToPush(r.units, r.wanted);
  if (push.length === 0) return { frames: [] };
  const base = push.reduce((m, u) => Math.min(m, u.pts), Infinity);
  const caps = r.codec === 'h265' ? 'video/x-h265,stream-format=byte-stream' : 'video/x-h264,stream-format=byte-stream';
  const pipeline = launch(`appsrc name=src format=time caps="${caps}" ! ${r.codec === 'h265' ? 'h265parse' : 'h264parse'} ! ` +
    `${decoderFor(r.codec)} ! videoconvert ! videoscale ! video/x-raw,width=${r.width},pixel-aspect-ratio=1/1 ! ` +
    `jpegenc quality=${r.quality} ! appsink name=jpg sync=false max-buffers=8 drop=false`);
  const out: DecodedFrame[] = [];
  let error: Error | undefined;
  try {
    await new Promise<void>((resolve, reject) => {
      let done = false, stall: NodeJS.Timeout | undefined;
      const onAbort = () => finish(r.signal!.reason instanceof Error ? r.signal!.reason : new Error('rewind cancelled'));
      const finish = (err?: Error) => {
        if (done) return;
        done = true;
        clearTimeout(stall);
        r.signal?.removeEventListener('abort', onAbort);
        err ? reject(err) : resolve();
      };
      if (r.signal?.aborted) return onAbort();
      r.signal?.addEventListener('abort', onAbort, { once: true });
      const watch = () => {
        clearTimeout(stall);
        stall = setTimeout(() => finish(new SystemError(`rewind: decoding ${r.path} stalled (no frame for ${STALL_MS / 1000} s)`)), STALL_MS);
      };
      // The end comes from the pull loop running dry, not from the bus: the bus can report end
      // of stream while the last frames still wait in the appsink (they complete on different
      // threads), and finishing then loses them under load.
      pipeline.pollBus((msg) => {
        if (msg.type === 'error') finish(classifyBusError(msg, `recording ${r.path}`));
      });
      pipeline.play();
      const src = pipeline.findChild('src') as AppSrc;
      const pts = Buffer.alloc(8);
      for (const u of push) {
        pts.writeBigUInt64BE(BigInt(Math.round((u.pts - base) * 1e6)));
        src.push(u.data, pts);
      }
      pipeline.sendEOS();
      watch();
      const sink = pipeline.findChild('jpg') as AppSink;
      const next = () => sink.pull((buf, _caps, timing) => {
        if (!buf || done) return finish();
        watch();
        const at = base + Math.round((timing?.pts ?? -1) / 1e3) / 1e3;
        const match = nearest(r.wanted, at);
        if (match !== undefined) out.push({ pts: match, jpeg: buf });
        next();
      });
      next();
    });
  } catch (err) {
    error = err as Error;
  } finally {
    try { pipeline.stop(); } catch { /* already stopped */ }
    pipeline.dispose();
  }
  return { frames: out, error };
}

/** From the last intact keyframe at or before the first wanted frame to the last wanted one. */
function unitsToPush(units: PushUnit[], wanted: Set<number>): PushUnit[] {
  const idx = units.map((u, i) => (wanted.has(u.pts) ? i : -1)).filter((i) => i >= 0);
  if (idx.length === 0) return [];
  let start = idx[0];
  while (start > 0 && !(units[start].keyframe && !units[start].corrupt)) start--;
  return units.slice(start, idx[idx.length - 1] + 1).filter((u) => !u.corrupt);
}

/** The wanted time a decoded frame stands for (float rounding through ns), if any. */
function nearest(wanted: Set<number>, at: number): number | undefined {
  for (const w of wanted) if (Math.abs(w - at) < 0.5) return w;
  return undefined;
}
