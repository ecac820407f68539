// The ingest stage: one supervised GStreamer pipeline per camera that records MPEG-TS segments
// and feeds the scene detector, rolling windows with keyframes, file replay, probing of camera
// URLs, and rewind of the recordings. Other stages and the CLI use it only through this file.
export { IngestSupervisor, readStatusFile, checkWritable } from './camera/ingest-supervisor.ts';
export { appendEvents, readGaps, readDeletions, type DeletionEvent, type CameraEvent } from './camera/gap-log.ts';
export {
  CameraStore, CameraInputSchema, CameraPatchSchema, StoredCameraSchema, camerasPath, credentialsPath, splitUrlCredentials, registerStoredSecrets,
  type CameraInput, type CameraPatch, type CameraEntry, type CameraOrigin, type StoredCamera,
} from './camera-store/index.ts';
export { FrameAnalyzer, COLOUR_WORDS, classifyColour, type Blob, type FrameAnalysis, type DetectConfigInput } from './detect/index.ts';
export { launch, quote, type AppSink, type AppSrc, type GstPipeline, type SampleTiming } from './gst/binding.ts';
export { probeSource } from './probe/probe-source.ts';
export { listSegments, segmentPath, type RecordedSegment } from './recorder/segment-paths.ts';
export { replayFile, parseSpeed, type ReplayProgress } from './replay/file-replay.ts';
export { rewind, type RewindFrame, type RewindResult, type MissingRange, type MissingReason } from './rewind/index.ts';
export { parseSource } from './source/camera-source.ts';
export { TrackBuilder } from './windows/track-builder.ts';
export { startsAt } from './windows/stationary-things.ts';
export { readWindows, listCameras, lastRejectedLines } from './windows/window-store.ts';
export {
  registerSourcePlugin, registerOverlayFinder, findOverlays, loadIngestPlugin, loadedPluginModules, sourcePluginFor,
  type SourcePlugin, type PluginSource, type OverlayFinder,
} from './plugins/ingest-plugins.ts';
