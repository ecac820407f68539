// The models stage: provider-neutral interfaces, the call policy every model call goes
// through, model errors, caption prompt/validation, the provider registry, and the providers.
// Importing it registers the built-in provider families; builtin and onnx register from
// their own folders' index.ts (imported here once they exist).
import { registerOpenAIProviders } from './openai/index.ts';

export * from './types.ts';
export * from './model-errors.ts';
export { CallPolicy, retryDelayMs, DEFAULT_BACKOFF, type CallPolicyOptions, type CallContext, type RetryBackoff } from './call-policy.ts';
export { CaptionAnswerSchema, parseCaptionAnswer, extractJson, type CaptionParse } from './caption-output.ts';
export { CAPTION_PROMPT_VERSION, buildCaptionPrompt, buildRepairPrompt, fence } from './caption-prompt.ts';
export * from './provider-registry.ts';
export * from './openai/index.ts';

registerOpenAIProviders();
