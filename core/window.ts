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
  box: z.strictObject({ x: z.number(), y: z.number(), w: z.number(), h: z.number() }).optional().describe('Its box (fractions of the frame) when it was largest'),
  boxAt: z.number().optional().describe('When it had that box, epoch ms'),
  label: z.string().optional().describe('What the object detector named it on a keyframe (car, person, ...), when it could'),
  objectClass: z.enum(['person', 'vehicle', 'animal', 'object']).optional().describe('person, vehicle, animal or object: from the label, else judged from its size and shape where it was in the frame'),
  stillFrom: z.number().optional().describe('It moved, then stood still from this time (epoch ms) to its end: it stopped in view'),
}).describe('One moving thing followed through the window');

export const StationaryThingSchema = z.strictObject({
  since: z.number().describe('When it stopped in view, epoch ms'),
  until: z.number().optional().describe('When it moved off again, epoch ms; absent while it stands'),
  colour: z.string().nullable(),
  at: z.strictObject({ x: z.number(), y: z.number() }).describe('Its centre, fractions of the frame'),
  box: z.strictObject({ x: z.number(), y: z.number(), w: z.number(), h: z.number() }).describe('Its box, fractions of the frame'),
  size: z.number().describe('Size as a fraction of the frame'),
  objectClass: z.enum(['person', 'vehicle', 'animal', 'object']).describe('person, vehicle, animal or object, judged from size and place (or the detector, when it named it)'),
  label: z.string().optional().describe('What the object detector named it, when it could'),
  before: z.literal(true).optional().describe('It stood there before the view began (since is the start of the view: at least that long) and was only known when it left: nothing was seen arriving'),
  resumed: z.literal(true).optional().describe('It was let go too soon (nothing of it seemed left where it stood) and known again only when it left from there: since is when it was first kept, and it stood until it left'),
  leftTowards: DirectionSchema.optional().describe('The way it went when it left, where its departure track reads none (the ground it uncovered holds that track\'s centre)'),
}).describe('Something that arrived and stays in view (a parked vehicle, a left bag)');
export type StationaryThing = z.infer<typeof StationaryThingSchema>;
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
  stationary: z.array(StationaryThingSchema).optional().describe('Things that arrived earlier (or in this window) and stand in view during it: a parked car, a left bag'),
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
