// A verifier's answer to one rule's question about one observation.
import type { Rule } from '../rules/index.ts';
import type { Observation } from './observation.ts';
import type { Wanted } from './question.ts';

export interface Verdict {
  yes: boolean;
  /** 0..1; a yes below the rule's minConfidence does not fire. */
  confidence: number;
  /** Plain words ("a red vehicle-sized thing in the driveway, moving left to right"). */
  answer: string;
  /** The stretch the evidence covers, epoch ms. */
  from: number;
  to: number;
  evidence: { window: string; ts: number; path: string }[];
  /** builtin, or provider/model@prompt-version. */
  verifier: string;
}

export interface VerifyInput {
  rule: Rule;
  question: string;
  wanted: Wanted;
  observation: Observation;
  signal?: AbortSignal;
}

export interface Verifier {
  readonly name: string;
  verify(input: VerifyInput): Promise<Verdict>;
}

/** The keyframes of the observation between from and to (all of them when none fall inside). */
export function evidenceOf(o: Observation, from: number, to: number): Verdict['evidence'] {
  const all = o.window.keyframes.map((k) => ({ window: o.window.id, ts: k.ts, path: k.path }));
  const inside = all.filter((k) => k.ts >= from - 500 && k.ts <= to + 500);
  return inside.length ? inside : all;
}
