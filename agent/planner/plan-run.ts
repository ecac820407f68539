// One offline plan being carried out: tool calls go through the same contract the LLM loop
// uses (validation, timeout, errors as text), each becomes a streamed step, and the plan
// ends with what the answer needs: words, citations, confidence and the pinned events.
import { toIso } from '../../core/time.ts';
import type { AgentContext } from '../context.ts';
import type { AgentScope } from '../scope.ts';
import type { Citation, Confidence, Step } from '../result.ts';
import { callTool, type AgentTool, type ToolData } from '../tools/tool.ts';
import type { Intent, IntentKind } from '../question/intent.ts';

export interface PlanOutcome {
  answer: string;
  citations: Citation[];
  confidence: Confidence;
  /** The moments answered; `seen` is the thing an appearing or leaving was, as perception saw it. */
  events: { camera: string; ts: number; what: string; seen?: { colour: string | null; objectClass?: string } }[];
  count?: number;
  /** The thing answered about is only the nearest match to the kind asked: the detector named it another kind of its class (a car, asked for a scooter). */
  unconfirmedKind?: string;
  /** The thing answered about matched by class and colour, and the detector did not confirm it as the kind asked: it named it nothing, or a thing of another class. */
  nearestKind?: string;
}

export interface ToolResultOf<T> {
  ok: boolean;
  data?: T;
  citations: Citation[];
  error?: string;
}

export class PlanRun {
  constructor(
    readonly ctx: AgentContext,
    readonly scope: AgentScope,
    public intent: Intent,
    private readonly onStep?: (s: Step) => void,
    readonly steps: Step[] = [],
  ) {}

  /**
   * A plan inside this one ("when did the truck leave?" under "did anyone come after the truck
   * left?"): its own question and range, and its tool calls steps of this answer, streamed as
   * they happen.
   */
  sub(intent: Intent, scope: AgentScope = this.scope): PlanRun {
    return new PlanRun(this.ctx, scope, intent, this.onStep, this.steps);
  }

  get cameraIds(): string[] {
    return this.scope.cameras.map((c) => c.id);
  }

  zoneOf(camera: string): string {
    return this.scope.cameras.find((c) => c.id === camera)?.timezone ?? this.scope.cameras[0]?.timezone ?? 'UTC';
  }

  get zone(): string {
    return this.scope.cameras[0]?.timezone ?? 'UTC';
  }

  /** Calls a tool through the same contract as the LLM loop; `data` has the tool's output type. */
  async call<T extends AgentTool>(tool: T, args: Record<string, unknown>): Promise<ToolResultOf<ToolData<T>>> {
    const r = await callTool(tool, args, this.ctx);
    const step: Step = { tool: r.tool, args: r.args, summary: r.summary, ms: r.ms, ok: r.ok };
    this.steps.push(step);
    this.onStep?.(step);
    return r.ok
      ? { ok: true, data: r.output!.data, citations: r.output!.citations ?? [] }
      : { ok: false, citations: [], error: r.summary };
  }
}

export const iso = toIso;

/**
 * What a plan asks the rewind tool to look for, as a structured intent (the tool's `look`):
 * the plan has read the question already, so the tool must not read an English sentence again.
 */
export function lookFor(kind: IntentKind, o: Partial<Omit<Intent, 'kind'>> = {}): Intent {
  return { kind, colours: [], labels: [], query: '', ...o };
}

/** Merges citations of the same camera that overlap or touch, oldest first. */
export function mergeCitations(cs: Citation[]): Citation[] {
  const sorted = [...cs].sort((a, b) => a.camera.localeCompare(b.camera) || a.start - b.start);
  const out: Citation[] = [];
  for (const c of sorted) {
    const last = out.at(-1);
    if (last && last.camera === c.camera && c.start <= last.end) {
      last.end = Math.max(last.end, c.end);
      last.keyframe ??= c.keyframe;
    } else out.push({ ...c });
  }
  return out.sort((a, b) => a.start - b.start);
}
