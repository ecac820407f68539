// What the agent returns, in both modes (LLM tool loop and the offline planner): the answer in
// plain words, the time range it was about, a citation (camera and time) for every claim, a
// confidence and the trajectory of tool calls. Steps are also streamed while the agent works.
import { z } from 'zod';

export const CitationSchema = z.strictObject({
  camera: z.string(),
  start: z.number().describe('Epoch ms, inclusive'),
  end: z.number().describe('Epoch ms, exclusive'),
  keyframe: z.string().optional().describe('Path of a JPEG that shows it'),
});
export type Citation = z.infer<typeof CitationSchema>;

export const StepSchema = z.strictObject({
  tool: z.string(),
  args: z.record(z.string(), z.unknown()),
  summary: z.string().describe('One line on what the tool found (or the error it returned)'),
  ms: z.number(),
  ok: z.boolean(),
});
export type Step = z.infer<typeof StepSchema>;

export const ConfidenceSchema = z.union([z.literal(1), z.literal(2), z.literal(3)])
  .describe('1 = a guess or nothing found, 2 = from captions or partial evidence, 3 = confirmed on the footage');
export type Confidence = z.infer<typeof ConfidenceSchema>;

export const AgentResultSchema = z.strictObject({
  question: z.string(),
  answer: z.string(),
  from: z.number().describe('Start of the range the question was about, epoch ms'),
  to: z.number().describe('End of the range (exclusive)'),
  /** Words the range was read from ("yesterday between 2 and 4 pm"), or how it was chosen. */
  timeText: z.string(),
  cameras: z.array(z.string()).describe('Cameras the question was about'),
  citations: z.array(CitationSchema),
  confidence: ConfidenceSchema,
  mode: z.enum(['offline', 'llm']),
  steps: z.array(StepSchema),
  /**
   * Event times the answer is about (appeared, left, shown, switched...), machine-readable,
   * so tests, benchmarks and alerting can check them without parsing prose.
   */
  events: z.array(z.strictObject({ camera: z.string(), ts: z.number(), what: z.string() })).default([]),
  /** Counted things, when the question asked "how many". */
  count: z.number().int().optional(),
});
export type AgentResult = z.infer<typeof AgentResultSchema>;

/** The result with ISO times, as the CLI and the HTTP API print it. */
export function resultJson(r: AgentResult): Record<string, unknown> {
  const iso = (ms: number) => new Date(ms).toISOString();
  return {
    ...r,
    from: iso(r.from), to: iso(r.to),
    citations: r.citations.map((c) => ({ ...c, start: iso(c.start), end: iso(c.end) })),
    events: r.events.map((e) => ({ ...e, ts: iso(e.ts) })),
  };
}
