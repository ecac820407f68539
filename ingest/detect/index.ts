// Scene detection for one camera's analysis frames: cuts, activity and lighting.
export { FrameAnalyzer, type FrameAnalysis } from './frame-analyzer.ts';
export { DetectConfigSchema, type DetectConfig, type DetectConfigInput } from '../../core/config/detect-config.ts';
export type { LightEvent, LightReport, LightState } from './lighting-detector.ts';
export { COLOUR_WORDS, classifyColour, type ColourWord } from './colour-names.ts';
export type { Blob } from './blobs.ts';
