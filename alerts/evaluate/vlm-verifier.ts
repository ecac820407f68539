// The VLM verifier: asks the configured vision model (through the models stage) the rule's
// question about the window's keyframes, with the versioned yes/no prompt. The answer is
// validated (strict JSON shape); a malformed answer is retried once and otherwise rejected
// with a clear error, never taken as a yes.
import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { extractJson, ModelOutputError } from '../../models/index.ts';
import type { JudgeRequest } from '../../models/index.ts';
import { VERIFY_PROMPT_VERSION, VERIFY_SYSTEM_PROMPT, buildVerifyText } from './verify-prompt.ts';
import { evidenceOf, type Verdict, type Verifier, type VerifyInput } from './verdict.ts';

export interface VisionJudge {
  readonly provider: string;
  readonly model: string;
  judge(req: JudgeRequest): Promise<string>;
}

const AnswerSchema = z.object({
  answer: z.string().transform((s) => s.trim().toLowerCase()).pipe(z.enum(['yes', 'no'])),
  confidence: z.coerce.number().min(0).max(1),
  reason: z.string().max(2000).default(''),
});

export class VlmVerifier implements Verifier {
  readonly name: string;

  constructor(private readonly judge: VisionJudge) {
    this.name = `${judge.provider}/${judge.model}@${VERIFY_PROMPT_VERSION}`;
  }

  async verify({ rule, question, observation: o, signal }: VerifyInput): Promise<Verdict> {
    const keyframes = o.window.keyframes;
    const frames: { ts: number; jpeg: Buffer }[] = [];
    for (const k of keyframes) {
      const jpeg = await readFile(k.path).catch(() => undefined);
      if (jpeg) frames.push({ ts: k.ts, jpeg });
    }
    if (!frames.length) throw new ModelOutputError({ provider: this.judge.provider, model: this.judge.model, operation: 'judge' }, `window ${o.window.id} has no keyframe to show the vision model`);
    const req = { system: VERIFY_SYSTEM_PROMPT, text: buildVerifyText(rule, question, o), frames, signal };
    let raw = await this.judge.judge(req);
    let parsed = parse(raw);
    if (!parsed) {
      raw = await this.judge.judge({ ...req, text: `${req.text}\nYour previous answer was not the JSON object asked for. Answer again with only {"answer": "yes"|"no", "confidence": 0..1, "reason": "..."}.` });
      parsed = parse(raw);
    }
    if (!parsed) throw new ModelOutputError({ provider: this.judge.provider, model: this.judge.model, operation: 'judge' }, 'the vision model did not answer yes/no with a confidence', raw);
    const w = o.window;
    return {
      yes: parsed.answer === 'yes', confidence: parsed.confidence, answer: parsed.reason || parsed.answer,
      from: w.start, to: w.end, evidence: parsed.answer === 'yes' ? evidenceOf(o, w.start, w.end) : [], verifier: this.name,
    };
  }
}

function parse(raw: string): z.infer<typeof AnswerSchema> | undefined {
  const j = extractJson(raw);
  if (!j.ok) return undefined;
  const r = AnswerSchema.safeParse(j.value);
  return r.success ? r.data : undefined;
}
