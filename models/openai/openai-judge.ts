// A vision call with the caller's own system prompt: one chat completion with text parts and
// keyframes, each labelled with its time, answered as text (JSON mode when the settings ask
// for it). The alerts stage's yes/no verifier uses it with its versioned prompt; the call goes
// through the same CallPolicy (timeout, bounded concurrency, jittered retries, usage) as
// every other call of the captioner's model.
import type OpenAI from 'openai';
import type { ChatCompletionContentPart } from 'openai/resources/chat/completions';
import type { CallPolicy } from '../call-policy.ts';
import type { Usage } from '../types.ts';
import { ModelOutputError } from '../model-errors.ts';
import { openAIEndpoint, PROVIDER, type OpenAIProviderOptions, type OpenAISettings } from './openai-endpoint.ts';
import { completionText } from './chat-response.ts';
import { pickEvenly } from './openai-captioner.ts';

export interface JudgeRequest {
  system: string;
  /** Text before the frames. */
  text: string;
  frames: { ts: number; jpeg: Buffer }[];
  maxTokens?: number;
  signal?: AbortSignal;
}

export class OpenAIJudge {
  readonly provider = PROVIDER;
  readonly model: string;
  private readonly client: OpenAI;
  private readonly policy: CallPolicy;
  private readonly settings: OpenAISettings;

  constructor(opts: OpenAIProviderOptions) {
    const { client, policy, settings } = openAIEndpoint(opts, (s) => s.captionModel);
    this.model = settings.captionModel;
    this.client = client;
    this.policy = policy;
    this.settings = settings;
  }

  get usage(): Usage { return this.policy.usage; }

  async judge(req: JudgeRequest): Promise<string> {
    const picked = pickEvenly(req.frames, this.settings.maxImages);
    const content: ChatCompletionContentPart[] = [{ type: 'text', text: req.text }];
    for (const f of picked) {
      content.push({ type: 'text', text: `Frame at ${new Date(f.ts).toISOString()}` });
      content.push({ type: 'image_url', image_url: { url: `data:image/jpeg;base64,${f.jpeg.toString('base64')}`, detail: this.settings.imageDetail } });
    }
    const text = await this.policy.run('judge', async (ctx) => {
      ctx.count({ images: picked.length });
      const res = await this.client.chat.completions.create({
        model: this.model, temperature: 0, max_tokens: req.maxTokens ?? 300,
        ...(this.settings.jsonMode ? { response_format: { type: 'json_object' as const } } : {}),
        messages: [{ role: 'system', content: req.system }, { role: 'user', content }],
      }, { signal: ctx.signal });
      const r = completionText(res);
      ctx.count({ tokensIn: r.tokensIn, tokensOut: r.tokensOut });
      return r.text;
    }, req.signal);
    if (!text?.trim()) throw new ModelOutputError({ provider: this.provider, model: this.model, operation: 'judge' }, 'the vision model returned an empty answer', text ?? undefined);
    return text.trim();
  }
}
