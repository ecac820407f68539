// Builds the one launch description a camera runs: source -> parser -> tee, with a record
// branch (no re-encode, MPEG-TS segments: a crash loses only what the file sink had not yet
// written, unlike MP4 which needs its index written at the end) and an analysis branch
// (decode -> rate -> scale -> RGB appsink).
import { quote } from '../gst/binding.ts';
import type { IngestConfig } from '../../core/config/index.ts';

export interface DescriptionOptions {
  /** Fragment ending in a parsed elementary video stream. */
  elementary: string;
  /** Decoder element for that stream (see decoderFor). */
  decoder: string;
  /** Frame rate the stream's caps declare; null or 0 when they do not (see rateLimiter). */
  declaredFps?: number | null;
  ingest: IngestConfig;
  /** splitmuxsink location pattern (printf %d), or undefined to not record. */
  recordPattern?: string;
  /** Live sources drop rather than block; replays apply backpressure end to end. */
  live: boolean;
  /** Pace the pipeline by the clock (a file played as if it were a live camera). */
  sync?: boolean;
  /** Also deliver each analysis frame as a full-quality JPEG of this width (keyframes). */
  keyframes?: { width: number; quality: number };
}

export const FRAME_SINK = 'frames';
export const JPEG_SINK = 'jpegs';
export const RECORD_SINK = 'rec';

export function pipelineDescription(o: DescriptionOptions): string {
  const { ingest } = o;
  const fps = fraction(ingest.analysisFps);
  const analysisQueue = o.live
    // Keep recording even if decoding falls behind: the analysis queue leaks, the record one never does.
    ? 'queue max-size-buffers=0 max-size-bytes=0 max-size-time=3000000000 leaky=downstream'
    : 'queue';
  const appsink = (name: string) => `appsink name=${name} sync=${o.sync ? 'true' : 'false'} ` +
    `max-buffers=${ingest.maxQueuedFrames} drop=${o.live ? 'true' : 'false'}`;
  const rgb = `videoscale ! videoconvert ! video/x-raw,format=RGB,width=${ingest.analysisWidth},pixel-aspect-ratio=1/1 ! ${appsink(FRAME_SINK)}`;
  // One videorate before the split: both outputs carry the same frames with the same timestamps.
  const decoded = `${analysisQueue} ! ${o.decoder} ! ${rateLimiter(ingest.analysisFps, o.declaredFps)}`;
  // With keyframes, the full frame is scaled once, to the larger of the two widths, and the
  // analysis frame is made from that: scaling a 720p/1080p frame twice cost more than the JPEGs.
  const wide = o.keyframes ? Math.max(o.keyframes.width, ingest.analysisWidth) : 0;
  const analysis = o.keyframes
    ? `${decoded} ! videoscale ! video/x-raw,width=${wide},pixel-aspect-ratio=1/1 ! tee name=d ` +
      `d. ! queue ! ${rgb} d. ! queue ! ${o.keyframes.width === wide ? '' : `videoscale ! video/x-raw,width=${o.keyframes.width} ! `}` +
      `jpegenc quality=${o.keyframes.quality} ! ${appsink(JPEG_SINK)}`
    : `${decoded} ! ${rgb}`;
  if (!o.recordPattern) return `${o.elementary} ! ${analysis}`;
  const record = `queue max-size-buffers=0 max-size-bytes=0 max-size-time=10000000000 ! ` +
    `splitmuxsink name=${RECORD_SINK} muxer-factory=mpegtsmux location=${quote(o.recordPattern)} ` +
    `max-size-time=${ingest.segmentSeconds * 1_000_000_000} send-keyframe-requests=false`;
  return `${o.elementary} ! tee name=t t. ! ${record} t. ! ${analysis}`;
}

/**
 * Caps the frame rate at the analysis rate. When the stream declares its frame rate, videorate
 * only drops (footage slower than the analysis rate passes as it is, no frame is invented).
 * When it does not (caps say 0/1, as some cameras and remuxed MPEG-TS recordings do), the
 * drop-only mode must not be used: on GStreamer 1.22 it aborts the whole process on buffers
 * without a duration. Then the output rate is fixed, which repeats frames of slower footage.
 */
export function rateLimiter(fps: number, declaredFps: number | null | undefined): string {
  return declaredFps && declaredFps > 0
    ? `videorate drop-only=true ! video/x-raw,framerate=[0/1,${fraction(fps)}]`
    : `videorate ! video/x-raw,framerate=${fraction(fps)}`;
}

/**
 * An explicit decoder: decodebin's dynamic pads deadlock a live pipeline whose tee also
 * feeds splitmuxsink (no frame ever reaches the appsink), so the probed codec picks one.
 */
export function decoderFor(codec: 'h264' | 'h265'): string {
  return `avdec_${codec}`;
}

/** 2 -> "2/1", 0.5 -> "1/2", 2.5 -> "5/2" */
export function fraction(fps: number): string {
  for (const den of [1, 2, 3, 4, 5, 10, 100, 1000]) {
    const num = fps * den;
    if (Math.abs(num - Math.round(num)) < 1e-9) return `${Math.round(num)}/${den}`;
  }
  return `${Math.round(fps * 1000)}/1000`;
}
