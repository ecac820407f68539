// The models stage: provider-neutral interfaces, the call policy every model call goes
// through, model errors, caption prompt/validation, the provider registry, and the providers.
// Importing it registers every provider family: openai, builtin (offline default), onnx.
import { registerOpenAIProviders } from './openai/index.ts';
import { registerBuiltinProviders } from './builtin/register.ts';
import { registerOnnxProviders } from './onnx/register.ts';

export * from './types.ts';
export * from './model-errors.ts';
export { CallPolicy, retryDelayMs, DEFAULT_BACKOFF, type CallPolicyOptions, type CallContext, type RetryBackoff } from './call-policy.ts';
export { CaptionAnswerSchema, parseCaptionAnswer, extractJson, type CaptionParse } from './caption-output.ts';
export { CAPTION_PROMPT_VERSION, buildCaptionPrompt, buildRepairPrompt, fence } from './caption-prompt.ts';
export * from './provider-registry.ts';
export * from './openai/index.ts';

registerOpenAIProviders();
registerBuiltinProviders();
registerOnnxProviders();
export { BuiltinCaptioner, type BuiltinCaptionerOptions } from './builtin/builtin-captioner.ts';
export { LexicalEmbedder } from './builtin/lexical-embedder.ts';
