// The agent's tool contract: one file per tool, zod parameters (their JSON schema is what the
// model sees), a zod output schema the runner checks (so plans and the LLM loop get typed
// results, and a tool that breaks its promise is caught here rather than deep in a plan), a
// timeout, and errors returned to the caller as text instead of thrown, so a model can correct
// its call and the offline planner can say what went wrong. Footage-derived text in a tool's
// result is fenced as data (BEGIN DATA / END DATA, JSON on one line).
import { z } from 'zod';
import type { ToolSpec } from '../../models/index.ts';
import { fence } from '../../models/index.ts';
import { errorMessage, TimeoutError } from '../../core/errors.ts';
import { formatIssues } from '../../core/zod-issues.ts';
import type { Citation } from '../result.ts';
import type { AgentContext } from '../context.ts';

export interface ToolOutput<T = unknown> {
  /** One line for people (the streamed step) and the model's first look. */
  summary: string;
  /** Structured result for the model and the planner; footage text inside is data. */
  data: T;
  /** Camera/time evidence the result rests on. */
  citations?: Citation[];
}

export interface AgentTool<S extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> {
  readonly name: string;
  readonly description: string;
  readonly params: S;
  /** The shape of `data` in every successful result; checked by callTool. */
  readonly output: O;
  readonly timeoutMs: number;
  run(args: z.infer<S>, ctx: AgentContext, signal: AbortSignal): Promise<ToolOutput<z.infer<O>>>;
}

/** The typed data a tool returns. */
export type ToolData<T extends AgentTool> = z.infer<T['output']>;

export interface ToolCallResult<T = unknown> {
  ok: boolean;
  tool: string;
  /** Arguments as given (parsed JSON when they were JSON). */
  args: Record<string, unknown>;
  summary: string;
  /** What goes back to the model: the data fenced, or the error and how to fix the call. */
  content: string;
  output?: ToolOutput<T>;
  ms: number;
}

/** The JSON schema the model sees for a tool. */
export function toolSpec(tool: AgentTool): ToolSpec {
  const schema = z.toJSONSchema(tool.params, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
  delete schema.$schema;
  return { name: tool.name, description: tool.description, parameters: schema };
}

function parseArgs(raw: unknown): { args: Record<string, unknown> } | { error: string } {
  if (typeof raw !== 'string') return { args: (raw ?? {}) as Record<string, unknown> };
  if (!raw.trim()) return { args: {} };
  try {
    const v = JSON.parse(raw);
    if (v && typeof v === 'object' && !Array.isArray(v)) return { args: v };
    return { error: 'the arguments must be a JSON object' };
  } catch (err) {
    return { error: `the arguments are not valid JSON (${errorMessage(err)})` };
  }
}

/**
 * Validates and runs one call. Never throws: bad arguments, a timeout or a failing tool come
 * back as `ok: false` with a message the model can act on.
 */
export async function callTool<T extends AgentTool>(tool: T, rawArgs: unknown, ctx: AgentContext): Promise<ToolCallResult<ToolData<T>>> {
  ctx.signal?.throwIfAborted(); // the whole question was cancelled
  const t0 = performance.now();
  const parsed = parseArgs(rawArgs);
  const args = 'args' in parsed ? parsed.args : { raw: String(rawArgs) };
  const fail = (message: string): ToolCallResult<ToolData<T>> => ({
    ok: false, tool: tool.name, args, summary: `error: ${message}`, ms: Math.round(performance.now() - t0),
    content: `ERROR from ${tool.name}: ${message}`,
  });
  if ('error' in parsed) return fail(parsed.error);
  const valid = tool.params.safeParse(parsed.args);
  if (!valid.success) return fail(`invalid arguments: ${formatIssues(valid.error, '(arguments)')}. Fix them and call again.`);

  const controller = new AbortController();
  const onAbort = () => controller.abort(ctx.signal?.reason);
  ctx.signal?.addEventListener('abort', onAbort, { once: true });
  let timer: NodeJS.Timeout | undefined;
  try {
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        const err = new TimeoutError(`${tool.name} took longer than ${tool.timeoutMs} ms`);
        reject(err); // first, so the race reports the timeout rather than the tool's reaction to the abort
        controller.abort(err);
      }, tool.timeoutMs);
    });
    const output = await Promise.race([tool.run(valid.data, ctx, controller.signal), timeout]);
    const checked = tool.output.safeParse(output.data);
    if (!checked.success) {
      // A tool bug, not the caller's: say so rather than hand a plan data it cannot trust.
      return fail(`${tool.name} returned malformed data (${formatIssues(checked.error, '(data)')}); this is a vigil bug, not a problem with the call`);
    }
    const typed: ToolOutput<ToolData<T>> = { ...output, data: checked.data as ToolData<T> };
    return {
      ok: true, tool: tool.name, args, summary: output.summary, output: typed,
      content: `${output.summary}\n${fence(output.data)}`,
      ms: Math.round(performance.now() - t0),
    };
  } catch (err) {
    if (ctx.signal?.aborted) throw err; // the whole question was cancelled
    return fail(errorMessage(err));
  } finally {
    clearTimeout(timer);
    ctx.signal?.removeEventListener('abort', onAbort);
  }
}

/** ISO 8601 time with an offset, as the tools take them; parsed to epoch ms. */
export const IsoTime = z.string()
  .describe('ISO 8601 time with offset, e.g. 2026-11-30T14:05:00Z')
  .refine((s) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/.test(s) && !Number.isNaN(Date.parse(s)),
    'must be an ISO 8601 time with an offset, e.g. 2026-11-30T14:05:00Z')
  .transform((s) => Date.parse(s));
