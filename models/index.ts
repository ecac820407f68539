// The models stage: provider-neutral interfaces, the call policy every model call goes
// through, model errors, caption prompt/validation, the provider registry, and the providers.
// Importing it registers nothing: the app calls registerModelProviders() where it is put together.
import { registerOpenAIProviders } from './openai/index.ts';
import { registerBuiltinProviders } from './builtin/register.ts';
import { registerOnnxProviders } from './onnx/register.ts';

export * from './types.ts';
export * from './model-errors.ts';
export { CallPolicy, DEFAULT_BACKOFF, observeModelCalls, type CallPolicyOptions, type CallContext, type ModelCallEvent, type ModelCallObserver, type ModelRole } from './call-policy.ts';
export { CaptionAnswerSchema, parseCaptionAnswer, extractJson, type CaptionParse } from './caption-output.ts';
export { CAPTION_PROMPT_VERSION, buildCaptionPrompt, buildRepairPrompt, fence } from './caption-prompt.ts';
export * from './provider-registry.ts';
export * from './openai/index.ts';

/** Registers every provider family: openai, builtin (the offline default) and onnx. Safe to call twice. */
export function registerModelProviders(): void {
  registerOpenAIProviders();
  registerBuiltinProviders();
  registerOnnxProviders();
}
export { BuiltinCaptioner, type BuiltinCaptionerOptions } from './builtin/builtin-captioner.ts';
export { LexicalEmbedder } from './builtin/lexical-embedder.ts';
export { isTimestampOverlay } from './builtin/builtin-captioner.ts';
export { tokenize } from './builtin/lexical-embedder.ts';
export { OcrAnalyzer, type OcrResult } from './builtin/ocr/index.ts';
export { ObjectDetector, detectInTiles, nameRegion, REGION_MIN_SCORE, THING_LABELS, intersectionOverUnion, type RegionDetector, type NamedRegion, type ThingClass } from './builtin/objects/index.ts';
export { type PixelBox, type RgbImage, decodeJpeg, resizeImage } from './onnx/index.ts';
