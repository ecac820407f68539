// The OpenAI-compatible provider (OpenAI, vLLM, Ollama, llama.cpp, LM Studio): its classes and
// its registration under the name "openai" for all three roles.
import { registerCaptioner, registerChatModel, registerEmbedder, registerVisionModel, type ProviderContext } from '../provider-registry.ts';
import { OpenAICaptioner } from './openai-captioner.ts';
import { OpenAIEmbedder } from './openai-embedder.ts';
import { OpenAIChatModel } from './openai-chat-model.ts';
import { OpenAIVision } from './openai-vision.ts';

export { OpenAICaptioner, pickEvenly } from './openai-captioner.ts';
export { OpenAIEmbedder } from './openai-embedder.ts';
export { OpenAIChatModel } from './openai-chat-model.ts';
export { OpenAIVision, VISION_PROMPT_VERSION, type JudgeRequest } from './openai-vision.ts';
export { classifyOpenAIError, openAISettings, retryAfterMs, type OpenAIProviderOptions, type OpenAISettings } from './openai-endpoint.ts';

const options = (ctx: ProviderContext) => ({ ...ctx.models.openai, logger: ctx.logger });

let registered = false;

/** Registers "openai" for captioner, embedder, chat and vision; safe to call twice. */
export function registerOpenAIProviders(): void {
  if (registered) return;
  registered = true;
  registerCaptioner('openai', (ctx) => new OpenAICaptioner(options(ctx)));
  registerEmbedder('openai', (ctx) => new OpenAIEmbedder(options(ctx)));
  registerChatModel('openai', (ctx) => new OpenAIChatModel(options(ctx)));
  registerVisionModel('openai', (ctx) => new OpenAIVision(options(ctx)));
}
