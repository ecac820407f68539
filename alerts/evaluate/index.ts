// Evaluation: observations of windows (open, closed, captioned), the prefilter, verifiers.
export { Evaluator, type RuleResult, type Outcome, type EvaluatorStats, type EvaluatorOptions, type TextEmbedder } from './evaluator.ts';
export { fromProgress, fromClosed, fromCaptioned, stageKey, type Observation, type Stage } from './observation.ts';
export { BuiltinVerifier, verifyFacts } from './builtin-verifier.ts';
export { VlmVerifier, type VisionJudge } from './vlm-verifier.ts';
export { VERIFY_PROMPT_VERSION, VERIFY_SYSTEM_PROMPT, buildVerifyText } from './verify-prompt.ts';
export { prefilter, cosine } from './prefilter.ts';
export { wantedOf, type Wanted } from './question.ts';
export type { Verdict, Verifier } from './verdict.ts';
