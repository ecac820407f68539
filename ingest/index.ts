// The ingest stage: one supervised GStreamer pipeline per camera that records MPEG-TS segments
// and feeds the scene detector, rolling windows with keyframes, file replay, probing of camera
// URLs, and rewind of the recordings. Other stages and the CLI use it only through this file.
export { IngestSupervisor, readStatusFile } from './camera/ingest-supervisor.ts';
export { FrameAnalyzer, COLOUR_WORDS, classifyColour, type Blob, type FrameAnalysis, type DetectConfigInput } from './detect/index.ts';
export { launch, quote, type AppSink, type AppSrc, type GstPipeline, type SampleTiming } from './gst/binding.ts';
export { probeSource } from './probe/probe-source.ts';
export { listSegments } from './recorder/segment-paths.ts';
export { replayFile, parseSpeed, type ReplayProgress } from './replay/file-replay.ts';
export { rewind, type RewindFrame } from './rewind/index.ts';
export { parseSource } from './source/camera-source.ts';
export { TrackBuilder } from './windows/track-builder.ts';
export { readWindows, listCameras, lastRejectedLines } from './windows/window-store.ts';
export {
  registerSourcePlugin, registerOverlayFinder, findOverlays, loadIngestPlugin, loadedPluginModules, sourcePluginFor,
  type SourcePlugin, type PluginSource, type OverlayFinder,
} from './plugins/ingest-plugins.ts';
