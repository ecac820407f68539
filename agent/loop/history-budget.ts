// Keeps the agent's conversation within a token budget. Tokens are estimated (chars / 4):
// close enough to stay clear of a context limit without a tokenizer per model. When the
// history is over budget, the oldest tool results are replaced by a one-line stub with
// their summary. The system and user messages and every assistant message stay, and each
// tool message keeps its place and its toolCallId: OpenAI rejects a request in which a
// tool_call id has no tool message. The newest round of results (the ones the model has not
// seen yet) is never trimmed.
import type { ChatMessage } from '../../models/index.ts';

/** Per-message framing the chat format adds (role, separators). */
const MESSAGE_OVERHEAD = 4;

export function estimateTokens(messages: ChatMessage[]): number {
  let chars = 0;
  for (const m of messages) {
    chars += m.content?.length ?? 0;
    for (const t of m.toolCalls ?? []) chars += t.name.length + t.arguments.length + t.id.length;
  }
  return Math.ceil(chars / 4) + messages.length * MESSAGE_OVERHEAD;
}

export function trimmedStub(summary: string): string {
  return `earlier result trimmed: ${summary}`;
}

/**
 * Trims in place, oldest first, until the estimate is within `budget` or nothing is left to
 * trim. `summaries` maps a toolCallId to the one-line summary of its result; a result is
 * trimmed once (its entry is removed). Returns how many results were trimmed.
 */
export function fitHistory(messages: ChatMessage[], budget: number, summaries: Map<string, string>): number {
  let total = estimateTokens(messages);
  if (total <= budget) return 0;
  // Results after the last assistant turn are fresh: the model has not seen them yet.
  let fresh = messages.length;
  for (let i = messages.length - 1; i >= 0; i--) {
    if (messages[i].role === 'assistant') { fresh = i; break; }
  }
  let trimmed = 0;
  for (let i = 0; i < fresh && total > budget; i++) {
    const m = messages[i];
    const summary = m.role === 'tool' && m.toolCallId ? summaries.get(m.toolCallId) : undefined;
    if (summary === undefined) continue;
    summaries.delete(m.toolCallId!);
    const stub = trimmedStub(summary);
    if (stub.length >= (m.content?.length ?? 0)) continue;
    messages[i] = { ...m, content: stub };
    total = estimateTokens(messages);
    trimmed++;
  }
  return trimmed;
}
