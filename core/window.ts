// The window: the unit that gets captioned, indexed, searched and alerted on (DESIGN.md).
// Validated with zod wherever it crosses a boundary (bus, disk, IPC).
import { z } from 'zod';
import { DirectionSchema } from './direction.ts';

export const WindowKindSchema = z.enum(['activity', 'idle', 'scene']);
export type WindowKind = z.infer<typeof WindowKindSchema>;

export const KeyframeSchema = z.strictObject({
  ts: z.number().describe('Wall-clock time of the frame, epoch ms'),
  path: z.string().describe('JPEG file'),
  reason: z.enum(['first', 'peak', 'last', 'cut']).optional().describe('Why this frame was chosen'),
});
export type Keyframe = z.infer<typeof KeyframeSchema>;

export const LightingEventSchema = z.strictObject({
  ts: z.number(),
  event: z.enum(['lights-on', 'lights-off', 'dusk', 'dawn']),
});

export const TrackSchema = z.strictObject({
  start: z.number(),
  end: z.number(),
  colour: z.string().nullable().describe('Most frequent colour name of the moving pixels'),
  direction: DirectionSchema,
  entering: z.boolean().describe('First seen at the edge of the frame'),
  leaving: z.boolean().describe('Last seen at the edge of the frame'),
  from: z.strictObject({ x: z.number(), y: z.number() }),
  to: z.strictObject({ x: z.number(), y: z.number() }),
  size: z.number().describe('Peak size as a fraction of the frame'),
  frames: z.number().int(),
}).describe('One moving thing followed through the window');
export type Track = z.infer<typeof TrackSchema>;

export const WindowSchema = z.strictObject({
  id: z.string().describe('`${camera}:${startMs}`'),
  camera: z.string(),
  start: z.number().describe('Epoch ms, inclusive'),
  end: z.number().describe('Epoch ms, exclusive'),
  kind: WindowKindSchema,
  activity: z.strictObject({
    peak: z.number().describe('Highest per-frame activity (0..1)'),
    mean: z.number().describe('Mean per-frame activity (0..1)'),
    activeFrames: z.number().int(),
    frames: z.number().int(),
  }),
  regions: z.array(z.number()).describe('Per-cell peak foreground fraction, row-major'),
  grid: z.strictObject({ cols: z.number().int(), rows: z.number().int() }),
  motion: z.strictObject({
    path: z.array(z.strictObject({ ts: z.number(), x: z.number(), y: z.number() })).describe('Foreground centroid over time (fractions of the frame), subsampled'),
    direction: DirectionSchema,
    colours: z.array(z.string()).describe('Dominant colour names of moving pixels, most frequent first'),
    tracks: z.array(TrackSchema).optional().describe('Separate moving things and what each did'),
  }),
  lighting: z.strictObject({
    state: z.enum(['day', 'dusk', 'night']),
    level: z.number(),
    events: z.array(LightingEventSchema),
  }),
  cut: z.boolean().describe('The window begins at a view change'),
  keyframes: z.array(KeyframeSchema),
  closedBy: z.enum(['activity-end', 'max-length', 'cut', 'gap', 'end-of-stream', 'activity-start', 'scene-end']),
});
export type Window = z.infer<typeof WindowSchema>;

export function windowId(camera: string, startMs: number): string {
  return `${camera}:${startMs}`;
}

/** Overlap semantics of every time filter: start < to && end > from. */
export function overlaps(w: { start: number; end: number }, from: number, to: number): boolean {
  return w.start < to && w.end > from;
}
