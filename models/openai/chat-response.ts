// Validates a chat completion at the boundary: a compatible server (or a proxy in front of
// it) can answer 200 with something that is not a completion. That is the server's fault,
// not the model's: it throws SyntaxError, which classifyOpenAIError turns into a retryable
// ModelUnavailableError, instead of a TypeError deep inside a provider.
import { z } from 'zod';
import { issueLines } from '../../core/zod-issues.ts';

const ToolCallSchema = z.object({
  id: z.string(),
  type: z.string().optional(),
  function: z.object({ name: z.string(), arguments: z.string().default('') }),
});

export const ChatCompletionResponseSchema = z.object({
  choices: z.array(z.object({
    message: z.object({
      content: z.string().nullish(),
      tool_calls: z.array(ToolCallSchema).nullish(),
    }),
    finish_reason: z.string().nullish(),
  })).min(1),
  usage: z.object({ prompt_tokens: z.number().optional(), completion_tokens: z.number().optional() }).nullish(),
});

export type ChatCompletionResponse = z.infer<typeof ChatCompletionResponseSchema>;

export function parseCompletion(raw: unknown): ChatCompletionResponse {
  const result = ChatCompletionResponseSchema.safeParse(raw);
  if (!result.success) {
    throw new SyntaxError(`not a chat completion (${issueLines(result.error, 'body')[0]})`);
  }
  return result.data;
}

/** The first choice's text and the token counts. */
export function completionText(raw: unknown): { text: string | null; tokensIn: number; tokensOut: number; finishReason?: string } {
  const res = parseCompletion(raw);
  return {
    text: res.choices[0].message.content ?? null,
    tokensIn: res.usage?.prompt_tokens ?? 0,
    tokensOut: res.usage?.completion_tokens ?? 0,
    finishReason: res.choices[0].finish_reason ?? undefined,
  };
}
