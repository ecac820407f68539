// finish(answer, citations, confidence): the agent's last call. It carries the answer and
// the camera/time evidence for each claim; the loop turns it into the result.
import { z } from 'zod';
import { IsoTime, type AgentTool } from './tool.ts';

export const FinishParams = z.strictObject({
  answer: z.string().min(1).max(4000).describe('The answer in plain words, with times'),
  citations: z.array(z.strictObject({
    camera: z.string().min(1),
    from: IsoTime,
    to: IsoTime,
  }).refine((c) => c.to > c.from, 'to must be after from')).max(50).default([])
    .describe('Camera and time range of the footage behind each claim'),
  confidence: z.union([z.literal(1), z.literal(2), z.literal(3)])
    .describe('1 = not found or a guess, 2 = from captions, 3 = confirmed by looking at the footage'),
});
export type FinishArgs = z.infer<typeof FinishParams>;

export const FinishOutput = z.strictObject({ accepted: z.literal(true) });

export const finishTool: AgentTool<typeof FinishParams, typeof FinishOutput> = {
  name: 'finish',
  description: 'Give the final answer with a citation (camera, from, to) for every claim and a confidence from 1 to 3. Call it once, last.',
  params: FinishParams,
  output: FinishOutput,
  timeoutMs: 1000,
  async run(args, ctx) {
    const known = new Set(ctx.cameras.map((c) => c.id));
    const unknown = args.citations.filter((c) => !known.has(c.camera)).map((c) => c.camera);
    if (unknown.length) throw new Error(`unknown camera(s) in citations: ${[...new Set(unknown)].join(', ')}; cameras are ${[...known].join(', ')}`);
    return {
      summary: `answer (confidence ${args.confidence}, ${args.citations.length} citation(s))`,
      data: { accepted: true },
      citations: args.citations.map((c) => ({ camera: c.camera, start: c.from, end: c.to })),
    };
  },
};
