// Probes a camera source: codec, resolution and frame rate, and optionally one snapshot
// JPEG. Uses the same GStreamer elements ingest uses, so a probe that passes means ingest
// will connect. Every failure becomes a SourceError saying what went wrong.
import { writeFileSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { launch, type AppSink, type Caps, type GstPipeline, type SampleTiming } from '../gst/binding.ts';
import { codecFromCaps, elementaryStream, rtspSourceElement, type RtspOptions, type VideoCodec } from '../source/source-launch.ts';
import type { CameraSource } from '../source/camera-source.ts';
import { describeSource } from '../source/camera-source.ts';
import { classifyBusError } from '../source/source-errors.ts';
import { SourceError, type VigilError } from '../../core/errors.ts';
import { quote } from '../gst/binding.ts';
import { decoderFor } from '../pipeline/pipeline-description.ts';

export interface ProbeResult {
  source: string;
  codec: VideoCodec;
  width: number;
  height: number;
  /** Frames per second from the stream headers, or measured from timestamps; null if unknown. */
  fps: number | null;
  /** The frame rate the stream's caps declare (null when they say 0/1 or nothing). */
  declaredFps: number | null;
  snapshot?: string;
}

export interface ProbeOptions {
  timeoutMs?: number;
  rtsp?: Partial<RtspOptions>;
  /** Write one JPEG here. */
  snapshotPath?: string;
}

interface Sample { buf: Buffer; caps: Caps; timing?: SampleTiming }

/** Plays `description` and collects up to `count` samples from appsink `sinkName`. */
function collect(description: string, sinkName: string, count: number, timeoutMs: number, where: string): Promise<Sample[]> {
  return new Promise((resolve, reject) => {
    let pipeline: GstPipeline;
    try {
      pipeline = launch(description);
    } catch (err) {
      return reject(err);
    }
    const samples: Sample[] = [];
    let done = false;
    const finish = (err?: VigilError) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      pipeline.stop();
      pipeline.dispose();
      if (err && samples.length === 0) reject(err);
      else resolve(samples);
    };
    const timer = setTimeout(() => finish(new SourceError(`${where}: no video arrived within ${Math.round(timeoutMs / 1000)} s (timeout)`, 'timeout')), timeoutMs);
    pipeline.pollBus((msg) => {
      if (msg.type === 'error') {
        const raw = `${msg.message ?? ''} ${msg.debug ?? ''}`;
        if (/not-linked/.test(raw) && /rtspsrc|GstRTSPSrc|src/.test(raw)) {
          finish(new SourceError(`${where}: the stream carries no video track`, 'not-video'));
        } else finish(classifyBusError(msg, where));
      }
    });
    pipeline.play();
    const sink = pipeline.findChild(sinkName) as AppSink;
    const next = () => sink.pull((buf, caps, timing) => {
      if (done) return;
      // End of stream: the pull runs dry after the last frame (the bus's EOS can come first).
      if (!buf) return finish(samples.length ? undefined : new SourceError(`${where}: the stream ended before any video arrived`, 'not-video'));
      samples.push({ buf, caps, timing });
      if (samples.length >= count) finish();
      else next();
    });
    next();
  });
}

function parseFps(value: unknown): number | null {
  const m = /^(\d+)\/(\d+)$/.exec(String(value ?? ''));
  if (!m || Number(m[1]) === 0 || Number(m[2]) === 0) return null;
  return Number(m[1]) / Number(m[2]);
}

function measuredFps(samples: Sample[]): number | null {
  const pts = samples.map((s) => s.timing?.pts ?? -1).filter((p) => p >= 0).sort((a, b) => a - b);
  if (pts.length < 3) return null;
  const span = (pts[pts.length - 1] - pts[0]) / 1e9;
  return span > 0 ? Math.round(((pts.length - 1) / span) * 100) / 100 : null;
}

export async function probeSource(source: CameraSource, opts: ProbeOptions = {}): Promise<ProbeResult> {
  if (source.kind === 'plugin') throw new SourceError(`${source.scheme}: sources need no probe: a plugin renders them inside vigil`, 'unsupported');
  const timeoutMs = opts.timeoutMs ?? 15_000;
  const rtsp: RtspOptions = { latencyMs: 200, timeoutSeconds: Math.max(1, timeoutMs / 1000), ...opts.rtsp };
  const where = describeSource(source);
  const head = source.kind === 'rtsp'
    ? `${rtspSourceElement(source.url, rtsp)} ! application/x-rtp,media=video ! parsebin`
    : `filesrc location=${quote(source.path)} ! parsebin`;
  const samples = await collect(`${head} ! appsink name=es sync=false`, 'es', 12, timeoutMs, where);
  const caps = samples[0].caps;
  const codec = codecFromCaps(caps.name);
  if (!codec) {
    if (!String(caps.name).startsWith('video/')) throw new SourceError(`${where}: not a video stream (it carries ${caps.name})`, 'not-video');
    throw new SourceError(`${where}: video codec ${caps.name} is not supported (vigil records H.264 and H.265)`, 'unsupported');
  }
  const result: ProbeResult = {
    source: where,
    codec,
    width: Number(caps.width),
    height: Number(caps.height),
    fps: parseFps(caps.framerate) ?? measuredFps(samples),
    declaredFps: parseFps(caps.framerate),
  };
  if (opts.snapshotPath) {
    const desc = `${elementaryStream(source, codec, rtsp)} ! ${decoderFor(codec)} ! videoconvert ! jpegenc quality=90 ! appsink name=jpg sync=false`;
    const [jpeg] = await collect(desc, 'jpg', 1, timeoutMs, where);
    mkdirSync(dirname(opts.snapshotPath), { recursive: true });
    writeFileSync(opts.snapshotPath, jpeg.buf);
    result.snapshot = opts.snapshotPath;
  }
  return result;
}
