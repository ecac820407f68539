// rewind(camera, ranges, question, look?, maxFrames): go back to the recordings. Decodes frames for
// the ranges at a higher rate than indexing used, answers the question about them (with the
// vision model when one is configured, else the builtin analyzers), and returns the answer
// with the timestamps of the frames used. Footage that is missing is said to be missing, with
// rewind's reason: a camera gap, vigil not running, an unreadable file, deleted by retention
// (only where retention recorded the deletion), or never recorded.
// A caller that has already read the question (the offline planner) passes `look`, the
// structured intent, so the builtin answer is shaped by it rather than by re-reading words.
import { z } from 'zod';
import { rewind, type RewindFrame, type MissingRange } from '../../ingest/index.ts';
import { toIso } from '../../core/time.ts';
import { parseIntent } from '../question/intent.ts';
import { IntentSchema } from '../question/intent-schema.ts';
import { lookAnswer } from './rewind-answer.ts';
import { IsoTime, type AgentTool } from './tool.ts';
import { InspectionSchema } from '../inspect/inspector.ts';

const MAX_RANGE_MS = 6 * 3_600_000;

export const RewindParams = z.strictObject({
  camera: z.string().min(1),
  ranges: z.array(z.strictObject({ from: IsoTime, to: IsoTime }).refine((r) => r.to > r.from, 'to must be after from')
    .refine((r) => r.to - r.from <= MAX_RANGE_MS, 'a range may be at most 6 hours; look at the moments that matter'))
    .min(1).max(8).describe('Time ranges to decode, oldest first'),
  question: z.string().trim().min(1).max(500).describe('What to look for in the frames'),
  look: IntentSchema.optional().describe('What to look for, already read (the offline planner passes it; a model need not)'),
  maxFrames: z.number().int().min(1).max(50).default(50).describe('Frames to look at, spread over the ranges'),
  fps: z.number().positive().max(30).optional().describe('Decode rate (default: the agent\'s rewind rate)'),
});

export const RewindOutput = z.strictObject({
  camera: z.string(),
  answer: z.string(),
  frames: z.array(z.string()).describe('Timestamps (ISO) of the frames looked at'),
  pinned: z.array(z.strictObject({ ts: z.number(), what: z.string(), at: z.string() })),
  found: z.boolean(),
  missing: z.array(z.strictObject({
    from: z.string(), to: z.string(),
    reason: z.enum(['gap', 'crash', 'unreadable', 'deleted', 'never-recorded']),
    detail: z.string().optional().describe('Why, in words: the gap\'s reason, the file that could not be read'),
  })),
  inspection: InspectionSchema.optional().describe('What the builtin analyzers measured (absent when a vision model answered)'),
  by: z.string(),
});
export type RewindData = z.infer<typeof RewindOutput>;

export type MissingFootage = RewindData['missing'][number];

function missingFootage(m: MissingRange): MissingFootage {
  return { from: toIso(m.from), to: toIso(m.to), reason: m.reason, ...(m.detail ? { detail: m.detail } : {}) };
}

/** Why there is no footage, in words an answer can carry ("not recorded: camera gap (the stream ended)"). */
export function missingWords(m: Pick<MissingFootage, 'reason' | 'detail'>): string {
  switch (m.reason) {
    case 'deleted': return 'deleted by retention';
    case 'gap': return `not recorded: camera gap${m.detail ? ` (${m.detail})` : ''}`;
    case 'crash': return 'not recorded: vigil was not running';
    case 'unreadable': return `recorded but unreadable${m.detail ? ` (${m.detail})` : ''}`;
    case 'never-recorded': return 'never recorded';
  }
}

export const rewindTool: AgentTool<typeof RewindParams, typeof RewindOutput> = {
  name: 'rewind',
  description: 'Go back to the recorded video of one camera for up to 8 time ranges, decode frames at a higher rate than indexing used, and answer a question about them (when something appeared or left, text shown, light, movement). Returns the answer with the timestamps of the frames used; says when footage is missing and why (camera gap, not running, unreadable, deleted by retention, never recorded).',
  params: RewindParams,
  output: RewindOutput,
  timeoutMs: 120_000,
  async run(a, ctx, signal) {
    if (!ctx.cameras.some((c) => c.id === a.camera)) throw new Error(`unknown camera "${a.camera}"; cameras are ${ctx.cameras.map((c) => c.id).join(', ')}`);
    const zone = ctx.cameras.find((c) => c.id === a.camera)!.timezone;
    const fps = a.fps ?? ctx.rewindFps;
    const total = a.ranges.reduce((s, r) => s + (r.to - r.from), 0);
    let frames: RewindFrame[] = [];
    const missing: RewindData['missing'] = [];
    for (const r of a.ranges) {
      if (signal.aborted) throw signal.reason;
      // Each range gets frames in proportion to its length; the decode rate caps them.
      const share = Math.max(1, Math.round((a.maxFrames * (r.to - r.from)) / total));
      const got = await rewind({ dataDir: ctx.dataDir, camera: a.camera, from: r.from, to: r.to, fps, width: 640, maxFrames: share, signal });
      frames.push(...got.frames);
      missing.push(...got.missing.map(missingFootage));
    }
    frames = frames.sort((x, y) => x.ts - y.ts).slice(0, a.maxFrames);
    const missingText = missing.length
      ? ` No footage ${missing.map((m) => `${m.from}–${m.to} (${missingWords(m)})`).join(', ')}.`
      : '';
    if (!frames.length) {
      return {
        summary: `no recordings of ${a.camera} for the range(s)${missingText}`,
        data: { camera: a.camera, answer: `No recorded footage of ${a.camera} for these ranges.${missingText}`, frames: [], pinned: [], found: false, missing, by: 'none' } satisfies RewindData,
      };
    }
    let data: RewindData;
    if (ctx.vision) {
      const answer = await ctx.vision.answer(a.question, frames, signal);
      data = { camera: a.camera, answer: answer + missingText, frames: frames.map((f) => toIso(f.ts)), pinned: [], found: true, missing, by: `${ctx.vision.provider}/${ctx.vision.model}` };
    } else {
      const intent = a.look ?? parseIntent(a.question);
      // Naming things costs the object detector per sighting: only when the question names a kind
      // of thing, or asks what the things were.
      const name = intent.objectClass !== undefined || intent.labels.length > 0 || intent.kind === 'list';
      const inspection = await ctx.inspector.inspect(frames, { text: intent.kind === 'text' || intent.kind === 'summary', name, headcount: (intent.kind === 'count' && intent.event === 'present') || (intent.kind === 'presence' && intent.event === 'stay'), flow: intent.kind === 'direction', signal });
      const look = lookAnswer(intent, inspection, zone);
      data = {
        camera: a.camera, answer: look.answer + missingText, frames: frames.map((f) => toIso(f.ts)),
        pinned: look.pinned.map((p) => ({ ...p, at: toIso(p.ts) })), found: look.found, missing, inspection, by: 'builtin',
      };
    }
    const first = frames[0].ts, last = frames.at(-1)!.ts;
    return {
      // The summary stays free of footage text (it travels outside the data fence).
      summary: `${frames.length} frame(s) of ${a.camera} ${toIso(first)}..${toIso(last)} looked at by ${data.by}: ` +
        (data.pinned.length ? data.pinned.map((p) => p.at).join(', ') : data.found ? 'answered' : 'not found') + (missing.length ? `; ${missing.length} range(s) without footage` : ''),
      data,
      citations: (data.pinned.length ? data.pinned.map((p) => p.ts) : [first]).map((ts) => ({ camera: a.camera, start: ts, end: ts + 1000 })),
    };
  },
};
