// The synthetic camera: deterministic, scripted CCTV-like scenes with a burned-in clock and
// a ground-truth timeline, rendered to frames, to files, or live over RTP.
export {
  SceneScriptSchema, parseSceneScript, colourRgb, COLOUR_NAMES, BACKGROUND_NAMES,
  type SceneScript, type SceneScriptInput, type SceneObject, type SceneText, type Colour, type BackgroundName,
} from './scene-script.ts';
export { SceneRenderer, formatClockText } from './renderer.ts';
export { i420FrameSize, rgbToYuv } from './yuv.ts';
export { decodeClockStrip, type DecodeClockOptions } from './clock-strip.ts';
export { groundTruth, type GroundTruth, type TimelineEvent, type ObjectTruth } from './ground-truth.ts';
export { objectAt, lightLevelAt, backgroundAt, directionOf, type Direction } from './scene-state.ts';
export { BUILTIN_SCENES } from './builtin-scenes.ts';
export { parseSyntheticUrl, isSyntheticUrl, SYNTHETIC_OPTIONS } from './synthetic-url.ts';
export { renderToFile, type RenderToFileOptions, type RenderProgress, type RenderResult } from './render-to-file.ts';
export { startLiveFeed, type LiveFeed, type LiveFeedOptions, type LiveFeedStats } from './live-feed.ts';
export { startLiveFeedProcess, type LiveFeedProcess } from './live-feed-process.ts';
