// Opens the live pipeline for a configured camera URL: probes RTSP and file sources for their
// codec (unless already known), or asks the source plugin that owns the URL's scheme.
import { CameraPipeline } from '../pipeline/camera-pipeline.ts';
import { parseSource } from '../source/camera-source.ts';
import { elementaryStream, type VideoCodec } from '../source/source-launch.ts';
import { probeSource } from '../probe/probe-source.ts';
import { sourcePluginFor } from '../plugins/ingest-plugins.ts';
import type { IngestConfig } from '../../core/config/index.ts';
import type { Frame } from '../../core/types.ts';
import type { Logger } from '../../core/logger.ts';

export interface OpenCameraOptions {
  camera: string;
  url: string;
  ingest: IngestConfig;
  dataDir: string;
  codec?: VideoCodec;
  /** Declared frame rate from an earlier probe (with codec, lets a reconnect skip probing). */
  declaredFps?: number | null;
  /** Full-quality JPEG per analysis frame, for window keyframes. */
  keyframes?: { width: number; quality: number };
  onFrame?: (frame: Frame) => void | Promise<void>;
  log?: Logger;
}

export interface OpenedCamera {
  pipeline: CameraPipeline;
  info: { codec: VideoCodec; width: number; height: number; fps: number | null; declaredFps: number | null };
  close(): void;
}

export async function openCameraPipeline(o: OpenCameraOptions): Promise<OpenedCamera> {
  const source = parseSource(o.url);
  const rtsp = { latencyMs: o.ingest.rtspLatencyMs, timeoutSeconds: o.ingest.connectTimeoutSeconds };
  const common = { camera: o.camera, ingest: o.ingest, dataDir: o.dataDir, onFrame: o.onFrame, log: o.log, keyframes: o.keyframes };
  if (source.kind === 'plugin') {
    const opened = sourcePluginFor(source.url)!.open(source.url);
    const pipeline = new CameraPipeline({
      ...common,
      elementary: opened.elementary,
      codec: opened.codec,
      declaredFps: opened.fps,
      clock: { mode: 'live' },
      onPlaying: opened.onPlaying,
    });
    return { pipeline, info: { codec: opened.codec, width: opened.width, height: opened.height, fps: opened.fps, declaredFps: opened.fps }, close: () => opened.close() };
  }
  const probe = o.codec ? undefined : await probeSource(source, { timeoutMs: o.ingest.connectTimeoutSeconds * 1000, rtsp });
  const codec = o.codec ?? probe!.codec;
  const pipeline = new CameraPipeline({
    ...common,
    elementary: elementaryStream(source, codec, rtsp),
    codec,
    declaredFps: probe ? probe.declaredFps : o.declaredFps ?? null,
    clock: { mode: 'live' },
    // A file configured as a camera plays once at realtime pace.
    realtime: source.kind === 'file',
  });
  return {
    pipeline,
    info: { codec, width: probe?.width ?? 0, height: probe?.height ?? 0, fps: probe?.fps ?? null, declaredFps: probe ? probe.declaredFps : o.declaredFps ?? null },
    close: () => {},
  };
}
