// Captions a window with a vision-language model on any OpenAI-compatible server: the
// window's keyframes go as base64 data-URL images in ONE chat completion with the versioned
// prompt. The answer is validated; invalid output gets one text-only repair request, then one
// fresh retry, then ModelOutputError (the caption worker marks the window failed and retries
// later; bad output is never indexed).
import type OpenAI from 'openai';
import type { ChatCompletionContentPart, ChatCompletionCreateParamsNonStreaming, ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { Caption, CaptionInput, Captioner, Usage } from '../types.ts';
import { buildCaptionPrompt, buildRepairPrompt, CAPTION_PROMPT_VERSION, CAPTION_SYSTEM_PROMPT } from '../caption-prompt.ts';
import { parseCaptionAnswer } from '../caption-output.ts';
import { ModelOutputError } from '../model-errors.ts';
import type { CallPolicy } from '../call-policy.ts';
import { openAIEndpoint, PROVIDER, type OpenAIProviderOptions, type OpenAISettings } from './openai-endpoint.ts';
import { completionText } from './chat-response.ts';

export class OpenAICaptioner implements Captioner {
  readonly provider = PROVIDER;
  readonly model: string;
  readonly promptVersion = CAPTION_PROMPT_VERSION;
  private readonly client: OpenAI;
  private readonly policy: CallPolicy;
  private readonly settings: OpenAISettings;

  constructor(opts: OpenAIProviderOptions) {
    const { client, policy, settings } = openAIEndpoint(opts, 'captioner', (s) => s.captionModel);
    this.model = settings.captionModel;
    this.client = client;
    this.policy = policy;
    this.settings = settings;
  }

  get usage(): Usage { return this.policy.usage; }

  async caption(input: CaptionInput): Promise<Caption> {
    const keyframes = pickEvenly(input.keyframes, this.settings.maxImages);
    const messages = this.captionMessages(input, keyframes);
    const first = await this.complete('caption', messages, keyframes.length, input.signal);
    let parsed = parseCaptionAnswer(first);
    if (parsed.ok) return this.result(parsed);

    // Repair is text only: the model fixes the shape of its own answer without re-reading the images.
    const repair: ChatCompletionMessageParam[] = [
      { role: 'system', content: CAPTION_SYSTEM_PROMPT },
      { role: 'user', content: buildRepairPrompt(first ?? '', parsed.errors) },
    ];
    const repaired = await this.complete('caption-repair', repair, 0, input.signal);
    parsed = parseCaptionAnswer(repaired);
    if (parsed.ok) return this.result(parsed);

    const retried = await this.complete('caption-retry', messages, keyframes.length, input.signal);
    parsed = parseCaptionAnswer(retried);
    if (parsed.ok) return this.result(parsed);
    throw new ModelOutputError(
      { provider: this.provider, model: this.model, operation: 'caption' },
      `window ${input.window.id}: answer failed validation after a repair and a retry: ${parsed.errors.slice(0, 5).join('; ')}`,
      retried ?? undefined,
    );
  }

  private result(parsed: { caption: string; tags: Caption['tags'] }): Caption {
    return { ...parsed, provider: this.provider, model: this.model, promptVersion: this.promptVersion };
  }

  private captionMessages(input: CaptionInput, keyframes: CaptionInput['keyframes']): ChatCompletionMessageParam[] {
    const prompt = buildCaptionPrompt(input, keyframes);
    const content: ChatCompletionContentPart[] = [{ type: 'text', text: prompt.intro }];
    keyframes.forEach((k, i) => {
      content.push({ type: 'text', text: prompt.imageLabels[i] });
      content.push({ type: 'image_url', image_url: { url: `data:image/jpeg;base64,${k.jpeg.toString('base64')}`, detail: this.settings.imageDetail } });
    });
    return [{ role: 'system', content: prompt.system }, { role: 'user', content }];
  }

  /** One chat completion under the call policy; returns the answer text (null when the model gave none). */
  private complete(operation: string, messages: ChatCompletionMessageParam[], images: number, signal?: AbortSignal): Promise<string | null> {
    const body: ChatCompletionCreateParamsNonStreaming = {
      model: this.model,
      messages,
      temperature: 0,
      max_tokens: this.settings.captionMaxTokens,
      ...(this.settings.jsonMode ? { response_format: { type: 'json_object' as const } } : {}),
    };
    return this.policy.run(operation, async (ctx) => {
      ctx.count({ images });
      const res = await this.client.chat.completions.create(body, { signal: ctx.signal });
      const { text, tokensIn, tokensOut } = completionText(res);
      ctx.count({ tokensIn, tokensOut });
      return text;
    }, signal);
  }
}

/** At most `max` items, spread evenly and always keeping the first and the last. */
export function pickEvenly<T>(items: T[], max: number): T[] {
  if (items.length <= max) return items;
  if (max === 1) return [items[Math.floor(items.length / 2)]];
  return Array.from({ length: max }, (_, i) => items[Math.round((i * (items.length - 1)) / (max - 1))]);
}
