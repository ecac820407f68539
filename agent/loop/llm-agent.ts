// The query agent in LLM mode: Deep Video Discovery's observe-reason-act loop over vigil's
// tools, driven by any ChatModel with tool calling.
//
// Each turn: fit the history into the token budget, ask the model (tool choice 'auto'; on
// the last allowed turn the model is forced to call finish), then run its tool calls in
// order. Every call becomes a Step, streamed to onStep as it happens:
// - an unknown tool, bad arguments or a failing tool → the error goes back to the model as
//   the tool message, and the loop goes on (callTool never throws for tool faults);
// - a call identical to an earlier one (same name, same canonical JSON arguments) is refused
//   with a message saying the model already has that result (DVD's search/inspect traps);
// - finish with valid arguments ends the loop with its answer, citations and confidence.
// A reply without tool calls is the final answer, cited with the evidence gathered so far.
// When the turns run out without a valid finish, the result says so, with that evidence.
// Model failures (timeouts, 5xx after retries, garbage) propagate as model errors: the
// caller falls back to the offline planner.
import type { ChatMessage, ChatModel } from '../../models/index.ts';
import type { AgentContext } from '../context.ts';
import type { AgentResult, Citation, Confidence, Step } from '../result.ts';
import { callTool, toolSpec, type AgentTool, type ToolCallResult } from '../tools/tool.ts';
import { FinishParams } from '../tools/finish-tool.ts';
import { openingMessages, type AgentScope } from './llm-prompt.ts';
import { fitHistory } from './history-budget.ts';

export type { AgentScope } from './llm-prompt.ts';
export { PROMPT_VERSION } from './llm-prompt.ts';

export interface LlmAgentOptions {
  chat: ChatModel;
  /** The tools the model may call; must include finishTool. */
  tools: AgentTool[];
  ctx: AgentContext;
  scope: AgentScope;
  /** Model turns at most; the last one forces finish (default 12). */
  maxSteps?: number;
  /** Estimated tokens (chars / 4) the history may take before old tool results are trimmed (default 24000). */
  tokenBudget?: number;
  /** Called with each tool call as soon as it is done. */
  onStep?: (s: Step) => void;
}

export const DEFAULT_MAX_STEPS = 12;
export const DEFAULT_TOKEN_BUDGET = 24_000;

type ToolCall = NonNullable<ChatMessage['toolCalls']>[number];

/** State of one question: the conversation, the trajectory and the evidence so far. */
interface Run {
  o: LlmAgentOptions;
  tools: Map<string, AgentTool>;
  messages: ChatMessage[];
  steps: Step[];
  evidence: Map<string, Citation>;
  /** Canonical keys of the calls made so far, for the trap check. */
  seen: Set<string>;
  /** toolCallId → summary of its result, for trimming. */
  summaries: Map<string, string>;
}

export async function runLlmAgent(o: LlmAgentOptions): Promise<AgentResult> {
  const maxSteps = Math.max(1, o.maxSteps ?? DEFAULT_MAX_STEPS);
  const budget = o.tokenBudget ?? DEFAULT_TOKEN_BUDGET;
  const tools = new Map(o.tools.map((t) => [t.name, t]));
  if (!tools.has('finish')) throw new Error('runLlmAgent: the tools must include finish');
  const specs = o.tools.map(toolSpec);
  const run: Run = {
    o, tools, steps: [], evidence: new Map(), seen: new Set(), summaries: new Map(),
    messages: openingMessages(o.scope, [...tools.keys()]),
  };

  for (let turn = 0; turn < maxSteps; turn++) {
    o.ctx.signal?.throwIfAborted();
    fitHistory(run.messages, budget, run.summaries);
    const last = turn === maxSteps - 1;
    const { message } = await o.chat.chat({
      messages: run.messages, tools: specs, toolChoice: last ? { name: 'finish' } : 'auto', signal: o.ctx.signal,
    });
    if (!message.toolCalls?.length) {
      const answer = message.content?.trim();
      if (answer) return result(run, answer, gathered(run), gathered(run).length ? 2 : 1);
      // An empty reply is no answer: ask once more instead of returning nothing.
      run.messages.push({ role: 'user', content: 'Your reply was empty. Call a tool, or call finish with your answer.' });
      continue;
    }
    run.messages.push(message);
    for (const call of message.toolCalls) {
      const done = await executeCall(run, call);
      if (done) return done;
    }
  }
  const evidence = gathered(run);
  return result(run,
    `The agent could not finish within ${maxSteps} steps.${evidence.length ? ` It gathered ${evidence.length} piece(s) of evidence, cited below, but gave no answer from them.` : ' It found no evidence.'}`,
    evidence, 1);
}

/** Runs one tool call, records its step and tool message; returns the result when it was a valid finish. */
async function executeCall(run: Run, call: ToolCall): Promise<AgentResult | undefined> {
  const tool = run.tools.get(call.name);
  const key = callKey(call);
  const repeated = run.seen.has(key);
  run.seen.add(key);
  let r: ToolCallResult;
  if (!tool) {
    const names = [...run.tools.keys()].join(', ');
    r = refusal(call, `there is no tool named "${call.name}"`, `ERROR: there is no tool named "${call.name}". The tools are: ${names}.`);
  } else if (repeated) {
    r = refusal(call, 'repeated an identical earlier call',
      `REFUSED: you already called ${call.name} with exactly these arguments and have its result above. Do not repeat it: try something different (other words, times or cameras) or call finish.`);
  } else {
    r = await callTool(tool, call.arguments, run.o.ctx);
  }
  record(run, call, r);
  if (r.ok && r.tool === 'finish') {
    const args = FinishParams.parse(r.args); // already validated by callTool
    return result(run, args.answer, r.output?.citations ?? [], args.confidence);
  }
  if (r.ok) for (const c of r.output?.citations ?? []) run.evidence.set(citationKey(c), c);
  return undefined;
}

function refusal(call: ToolCall, summary: string, content: string): ToolCallResult {
  return { ok: false, tool: call.name, args: argsOf(call.arguments), summary: `error: ${summary}`, content, ms: 0 };
}

function record(run: Run, call: ToolCall, r: ToolCallResult): void {
  const step: Step = { tool: r.tool, args: r.args, summary: r.summary, ms: r.ms, ok: r.ok };
  run.steps.push(step);
  run.o.onStep?.(step);
  run.messages.push({ role: 'tool', toolCallId: call.id, content: r.content });
  run.summaries.set(call.id, r.summary);
}

function result(run: Run, answer: string, citations: Citation[], confidence: Confidence): AgentResult {
  const { scope } = run.o;
  return {
    question: scope.question, answer, from: scope.from, to: scope.to, timeText: scope.timeText,
    cameras: scope.cameras.map((c) => c.id), citations, confidence, mode: 'llm', steps: run.steps, events: [],
  };
}

function gathered(run: Run): Citation[] {
  return [...run.evidence.values()];
}

function citationKey(c: Citation): string {
  return `${c.camera}|${c.start}|${c.end}|${c.keyframe ?? ''}`;
}

function argsOf(raw: string): Record<string, unknown> {
  try {
    const v = JSON.parse(raw);
    return v && typeof v === 'object' && !Array.isArray(v) ? v : { raw };
  } catch {
    return { raw };
  }
}

/** Name plus arguments as JSON with sorted keys, so key order and spacing do not hide a repeat. */
export function callKey(call: Pick<ToolCall, 'name' | 'arguments'>): string {
  let args: unknown;
  try { args = JSON.parse(call.arguments || '{}'); } catch { return `${call.name}\u0000raw:${call.arguments.trim()}`; }
  return `${call.name}\u0000${canonicalJson(args)}`;
}

function canonicalJson(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonicalJson).join(',')}]`;
  if (v && typeof v === 'object') {
    const entries = Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, x]) => `${JSON.stringify(k)}:${canonicalJson(x)}`).join(',')}}`;
  }
  return JSON.stringify(v) ?? 'null';
}
