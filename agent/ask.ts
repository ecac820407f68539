// Answering one question: resolve its time range and cameras in code (explicit --from/--to/
// --camera win over the words), refuse a range with no footage instead of guessing, then run
// the LLM tool loop when a chat model is configured -- falling back to the offline planner
// if the model server fails -- or the offline planner. Steps stream through onStep.
import { UserError, VigilError, errorMessage } from '../core/errors.ts';
import { listSegments } from '../ingest/index.ts';
import type { ChatModel } from '../models/index.ts';
import type { AgentContext } from './context.ts';
import type { AgentScope } from './scope.ts';
import type { AgentResult, Step } from './result.ts';
import { resolveCameras } from './cameras/resolve-cameras.ts';
import { resolveTime } from './time/resolve-time.ts';
import { FOOTAGE_SPAN, type FootageExtent } from './time/footage-span.ts';
import { runOfflinePlanner } from './planner/offline-planner.ts';
import { runLlmAgent } from './loop/llm-agent.ts';
import { browseTool } from './tools/browse-tool.ts';
import { searchTool } from './tools/search-tool.ts';
import { rewindTool } from './tools/rewind-tool.ts';
import { finishTool } from './tools/finish-tool.ts';
import { span, dateTime } from './answer/format-time.ts';

const DAY = 86_400_000;
export const MAX_QUESTION_CHARS = 1000;
export const AGENT_TOOLS = [browseTool, searchTool, rewindTool, finishTool];

export interface AskOptions {
  question: string;
  /** Explicit camera ids (override the words). */
  cameras?: string[];
  /** Explicit range, epoch ms (override the words). */
  from?: number;
  to?: number;
  /** Reference time for relative expressions (default: the clock). */
  now?: number;
  /** When set, the LLM tool loop answers; otherwise the offline planner. */
  chat?: ChatModel;
  maxSteps?: number;
  /** Estimated tokens of history the LLM loop keeps. */
  tokenBudget?: number;
  onStep?: (s: Step) => void;
}

/**
 * What the cameras recorded, first frame to last (the recordings' segments, and the index's
 * windows past the last segment's start): "the first ten seconds" are counted from it.
 */
async function footageExtent(ctx: AgentContext, cameras: string[]): Promise<FootageExtent | undefined> {
  let from = Infinity, to = -Infinity;
  for (const id of cameras) {
    const segs = listSegments(ctx.dataDir, id);
    const since = segs.at(-1)?.start;
    const first = segs.length ? [] : await ctx.index.list({ cameras: [id], limit: 1 });
    const tail = await ctx.index.list({ cameras: [id], ...(since !== undefined ? { from: since } : {}) });
    from = Math.min(from, segs[0]?.start ?? Infinity, first[0]?.window.start ?? Infinity, tail[0]?.window.start ?? Infinity);
    to = Math.max(to, since ?? -Infinity, ...tail.map((w) => w.window.end));
  }
  return from < to ? { from, to } : undefined;
}

/** A question in the present about what is still there: "is the bag still there?", "are the lights still on?". */
const STILL_NOW = /^\s*(?:is|are|has|have)\b[^?]*\bstill\b/i;

/** Resolves what the question is about; throws UserError for a question that cannot be asked. */
export async function resolveScope(ctx: AgentContext, o: AskOptions): Promise<AgentScope> {
  const question = o.question.replace(/\s+/g, ' ').trim();
  if (!question) throw new UserError('the question is empty');
  if (question.length > MAX_QUESTION_CHARS) throw new UserError(`the question is ${question.length} characters long; keep it under ${MAX_QUESTION_CHARS}`);
  if (!ctx.cameras.length) throw new UserError('there are no cameras: add one to the config or ingest footage first');
  const now = o.now ?? Date.now();
  const { cameras } = resolveCameras(question, ctx.cameras, o.cameras);
  const zone = cameras[0].timezone;
  if (o.from !== undefined || o.to !== undefined) {
    const from = o.from ?? (o.to! - DAY), to = o.to ?? now;
    if (!(from < to)) throw new UserError('--from must be before --to');
    return { question, from, to, timeText: `--from/--to`, cameras, now };
  }
  // Only a question that counts from the recording's start or end needs to know where those are.
  const footage = FOOTAGE_SPAN.test(question) ? await footageExtent(ctx, cameras.map((c) => c.id)) : undefined;
  const said = resolveTime(question, { now, timezone: zone, ...(footage ? { footage } : {}) });
  // "Is the van still there?" names no time: it asks about now.
  const still = !said && STILL_NOW.test(question) ? resolveTime('now', { now, timezone: zone }) : undefined;
  const t = still ? { ...still, text: 'now (asked whether it is still there)' } : said;
  if (t) {
    const scope = { question, from: t.from, to: t.to, timeText: t.text, cameras, now, ...(t.moment ? { moment: t.moment } : {}) };
    // "At half past nine" of an evening's footage: a 12-hour clock is the half of the day there is footage of.
    const half = t.otherHalf && t.otherHalf.from > t.from ? 'the later one' : 'the earlier one';
    const other = t.otherHalf && t.otherHalf.from <= now ? { ...scope, ...t.otherHalf, timeText: `${t.text} (${half}: only it has footage)` } : undefined;
    return other && !(await hasFootage(ctx, scope)) && (await hasFootage(ctx, other)) ? other : scope;
  }
  return { question, from: now - DAY, to: now, timeText: 'the last 24 hours (the question names no time)', cameras, now };
}

/** Footage exists when a recording starts inside the range or an indexed window overlaps it (windows tile recorded time). */
async function hasFootage(ctx: AgentContext, scope: AgentScope): Promise<boolean> {
  for (const c of scope.cameras) {
    if (listSegments(ctx.dataDir, c.id, scope.from, scope.to).some((s) => s.start >= scope.from && s.start < scope.to)) return true;
  }
  return (await ctx.index.list({ cameras: scope.cameras.map((c) => c.id), from: scope.from, to: scope.to, limit: 1 })).length > 0;
}

async function coverageText(ctx: AgentContext, scope: AgentScope): Promise<string> {
  const parts: string[] = [];
  for (const c of scope.cameras) {
    const segs = listSegments(ctx.dataDir, c.id);
    const wins = await ctx.index.list({ cameras: [c.id], limit: 1 });
    const first = Math.min(segs[0]?.start ?? Infinity, wins[0]?.window.start ?? Infinity);
    const lastSeg = segs.at(-1)?.start;
    if (!Number.isFinite(first)) { parts.push(`${c.id} has no footage at all`); continue; }
    const days = await ctx.index.partitions();
    const lastDay = days.at(-1);
    const tail = lastDay ? await ctx.index.list({ cameras: [c.id], from: Date.parse(`${lastDay}T00:00:00Z`), to: Date.parse(`${lastDay}T00:00:00Z`) + DAY }) : [];
    const last = Math.max(lastSeg ?? -Infinity, tail.at(-1)?.window.end ?? -Infinity);
    parts.push(`${c.id} has footage from ${dateTime(first, c.timezone)} to ${dateTime(last, c.timezone)}`);
  }
  return parts.join('; ');
}

function outsideResult(scope: AgentScope, coverage: string): AgentResult {
  const zone = scope.cameras[0].timezone;
  return {
    question: scope.question,
    answer: `There is no footage of ${scope.cameras.map((c) => c.id).join(', ')} for ${span(scope.from, scope.to, zone)} (read from "${scope.timeText}"), so I cannot answer that. ${coverage}.`,
    from: scope.from, to: scope.to, timeText: scope.timeText, cameras: scope.cameras.map((c) => c.id),
    citations: [], confidence: 1, mode: 'offline', steps: [], events: [],
  };
}

export async function ask(ctx: AgentContext, o: AskOptions): Promise<AgentResult> {
  const scope = await resolveScope(ctx, o);
  if (!(await hasFootage(ctx, scope))) return outsideResult(scope, await coverageText(ctx, scope));
  if (!o.chat) return runOfflinePlanner({ ctx, scope, onStep: o.onStep });
  try {
    return await runLlmAgent({ chat: o.chat, tools: AGENT_TOOLS, ctx, scope, maxSteps: o.maxSteps, tokenBudget: o.tokenBudget, onStep: o.onStep });
  } catch (err) {
    if (err instanceof UserError || ctx.signal?.aborted || !(err instanceof VigilError)) throw err;
    ctx.log.warn('chat model failed; answering with the offline planner', { error: errorMessage(err) });
    const r = await runOfflinePlanner({ ctx, scope, onStep: o.onStep });
    return { ...r, answer: `${r.answer} (The chat model failed — ${errorMessage(err)} — so the offline planner answered.)` };
  }
}
