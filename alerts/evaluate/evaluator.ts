// The evaluator: for one observation, every rule watching its camera goes through the
// schedule (camera's time zone), the mute, the prefilter, and the verifier. Returns one result
// per rule so the caller can remember what was evaluated and hand yes/no to the alert state.
// Counts how many rule x window evaluations reached the verifier (the calls the prefilter saved).
import type { Rule } from '../rules/index.ts';
import { bindTemplate, scheduleOverlaps } from '../rules/index.ts';
import { wantedOf, type Wanted } from './question.ts';
import { prefilter, cosine } from './prefilter.ts';
import type { Observation } from './observation.ts';
import type { Verdict, Verifier } from './verdict.ts';

export type Outcome = 'disabled' | 'muted' | 'off-schedule' | 'prefiltered' | 'verified' | 'failed';

export interface RuleResult {
  rule: Rule;
  question: string;
  outcome: Outcome;
  reason: string;
  verdict?: Verdict;
}

export interface EvaluatorStats {
  evaluations: number;
  prefiltered: number;
  verified: number;
  yes: number;
  failed: number;
  offSchedule: number;
}

export interface TextEmbedder {
  embedText(texts: string[], signal?: AbortSignal): Promise<Float32Array[]>;
}

export interface EvaluatorOptions {
  /** The second stage; a promise when it is still being made (a VLM from the models registry). */
  verifier: Verifier | Promise<Verifier>;
  /** Camera id -> IANA time zone (schedules are local to the camera). */
  timezones: (camera: string) => string;
  /** Embeds questions for the similarity prefilter on captioned windows (optional). */
  embedder?: TextEmbedder;
  minSimilarity?: number;
  now?: () => number;
}

export class Evaluator {
  readonly stats: EvaluatorStats = { evaluations: 0, prefiltered: 0, verified: 0, yes: 0, failed: 0, offSchedule: 0 };
  private readonly wanted = new Map<string, Wanted>();
  private readonly questionVectors = new Map<string, Promise<Float32Array | undefined>>();
  private readonly verifier: Promise<Verifier>;
  private verifierMade?: Verifier;

  constructor(private readonly o: EvaluatorOptions) {
    this.verifier = Promise.resolve(o.verifier).then((v) => (this.verifierMade = v));
    this.verifier.catch(() => {}); // awaited by ready() and by each verification, which report it
  }

  /** Resolves once the verifier is made; rejects with its error (e.g. a VLM asked for but not configured). */
  async ready(): Promise<Verifier> {
    return this.verifier;
  }

  /** The verifier's name once it is made (await ready() first). */
  get verifierName(): string {
    return this.verifierMade?.name ?? 'not ready';
  }

  async evaluate(obs: Observation, rules: Rule[], signal?: AbortSignal): Promise<RuleResult[]> {
    const out: RuleResult[] = [];
    for (const rule of rules) {
      if (!rule.cameras.includes(obs.window.camera)) continue;
      out.push(await this.evaluateRule(obs, rule, signal));
    }
    return out;
  }

  private async evaluateRule(obs: Observation, rule: Rule, signal?: AbortSignal): Promise<RuleResult> {
    const question = bindTemplate(rule.template, rule.values);
    const base = { rule, question };
    this.stats.evaluations++;
    if (!rule.enabled) return { ...base, outcome: 'disabled', reason: 'rule disabled' };
    if (rule.mutedUntil !== null && rule.mutedUntil > (this.o.now ?? Date.now)()) return { ...base, outcome: 'muted', reason: 'rule muted' };
    const w = obs.window;
    if (!scheduleOverlaps(rule.schedule, this.o.timezones(w.camera), w.start, Math.max(w.end, w.start + 1))) {
      this.stats.offSchedule++;
      return { ...base, outcome: 'off-schedule', reason: 'outside the schedule' };
    }
    const wanted = this.wantedOf(question);
    const similarity = await this.similarity(question, obs, signal);
    const pre = prefilter(obs, rule, wanted, { similarity, minSimilarity: this.o.minSimilarity ?? 0 });
    if (!pre.pass) {
      this.stats.prefiltered++;
      return { ...base, outcome: 'prefiltered', reason: pre.reason };
    }
    this.stats.verified++;
    try {
      const verdict = await (this.verifierMade ?? (await this.verifier)).verify({ rule, question, wanted, observation: obs, signal });
      if (verdict.yes) this.stats.yes++;
      return { ...base, outcome: 'verified', reason: verdict.answer, verdict };
    } catch (err) {
      this.stats.failed++;
      return { ...base, outcome: 'failed', reason: err instanceof Error ? err.message : String(err) };
    }
  }

  private wantedOf(question: string): Wanted {
    let w = this.wanted.get(question);
    if (!w) this.wanted.set(question, (w = wantedOf(question)));
    return w;
  }

  private async similarity(question: string, obs: Observation, signal?: AbortSignal): Promise<number | undefined> {
    const embedder = this.o.embedder;
    if (!embedder || !obs.embedding || !this.o.minSimilarity) return undefined;
    let v = this.questionVectors.get(question);
    if (!v) {
      v = embedder.embedText([question], signal).then((r) => r[0]).catch(() => undefined);
      this.questionVectors.set(question, v);
    }
    const q = await v;
    return q && q.length === obs.embedding.length ? cosine(q, obs.embedding) : undefined;
  }
}
