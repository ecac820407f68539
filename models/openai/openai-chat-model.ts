// The agent's LLM on any OpenAI-compatible server: chat completions with function calling.
// Converts vigil's provider-neutral messages and tool specs to the wire format and back;
// tool-call arguments are returned as the raw JSON string for the agent to validate against
// each tool's own zod schema.
import type OpenAI from 'openai';
import type { ChatCompletionCreateParamsNonStreaming, ChatCompletionMessageParam, ChatCompletionTool, ChatCompletionToolChoiceOption } from 'openai/resources/chat/completions';
import type { ChatMessage, ChatModel, ToolSpec, Usage } from '../types.ts';
import type { CallPolicy } from '../call-policy.ts';
import { openAIEndpoint, PROVIDER, type OpenAIProviderOptions } from './openai-endpoint.ts';
import { parseCompletion } from './chat-response.ts';

type ChatRequest = Parameters<ChatModel['chat']>[0];

export class OpenAIChatModel implements ChatModel {
  readonly provider = PROVIDER;
  readonly model: string;
  private readonly client: OpenAI;
  private readonly policy: CallPolicy;

  constructor(opts: OpenAIProviderOptions) {
    const { client, policy, settings } = openAIEndpoint(opts, 'chat', (s) => s.chatModel);
    this.client = client;
    this.policy = policy;
    this.model = settings.chatModel;
  }

  get usage(): Usage { return this.policy.usage; }

  chat(req: ChatRequest): Promise<{ message: ChatMessage }> {
    const body: ChatCompletionCreateParamsNonStreaming = {
      model: this.model,
      messages: req.messages.map(toWireMessage),
      ...(req.tools?.length ? { tools: req.tools.map(toWireTool), tool_choice: toWireChoice(req.toolChoice) } : {}),
    };
    return this.policy.run('chat', async (ctx) => {
      const res = parseCompletion(await this.client.chat.completions.create(body, { signal: ctx.signal }));
      ctx.count({ tokensIn: res.usage?.prompt_tokens ?? 0, tokensOut: res.usage?.completion_tokens ?? 0 });
      const m = res.choices[0].message;
      const toolCalls = (m.tool_calls ?? []).map((t) => ({ id: t.id, name: t.function.name, arguments: t.function.arguments }));
      const message: ChatMessage = { role: 'assistant', content: m.content ?? null, ...(toolCalls.length ? { toolCalls } : {}) };
      return { message };
    }, req.signal);
  }
}

export function toWireMessage(m: ChatMessage): ChatCompletionMessageParam {
  switch (m.role) {
    case 'system': return { role: 'system', content: m.content ?? '' };
    case 'user': return { role: 'user', content: m.content ?? '' };
    case 'tool': return { role: 'tool', content: m.content ?? '', tool_call_id: m.toolCallId ?? '' };
    case 'assistant': return {
      role: 'assistant',
      content: m.content,
      ...(m.toolCalls?.length ? {
        tool_calls: m.toolCalls.map((t) => ({ id: t.id, type: 'function' as const, function: { name: t.name, arguments: t.arguments } })),
      } : {}),
    };
  }
}

function toWireTool(t: ToolSpec): ChatCompletionTool {
  return { type: 'function', function: { name: t.name, description: t.description, parameters: t.parameters } };
}

function toWireChoice(choice: ChatRequest['toolChoice']): ChatCompletionToolChoiceOption {
  if (!choice) return 'auto';
  if (typeof choice === 'string') return choice;
  return { type: 'function', function: { name: choice.name } };
}
