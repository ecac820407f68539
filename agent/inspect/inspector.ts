// Looking again at rewound frames with the builtin analyzers (no model server): what moved
// and when (per colour, with direction and whether it came in or went out at the edge), the
// light level frame by frame and where it switched, whether anything moved at all, and -- when
// asked, since OCR costs about a second a frame -- the text shown and the first and last frame
// it is visible in. Times are the frames' own timestamps (the recordings' wall clock), so an
// answer can be pinned to the frame. The shapes are zod schemas because an inspection is part
// of the rewind tool's output, which the tool runner checks.
import { z } from 'zod';
import { DirectionSchema, type Direction } from '../../core/direction.ts';

export type { Direction };

export interface InspectFrame {
  ts: number;
  jpeg: Buffer;
}

const Point = z.strictObject({ x: z.number(), y: z.number() });

/**
 * One thing followed across the frames. Something that stood still (a sign put up, a car
 * parked) is a sighting too, with direction 'none' and `from` about equal to `to`. Frames with
 * a hole between them (another range, missing footage) are looked at as separate runs: nothing
 * is followed across the hole, and "first"/"last frame examined" below mean those of its run.
 */
export const SightingSchema = z.strictObject({
  colour: z.string().nullable(),
  first: z.number().describe('Timestamp of the first frame it is visible in'),
  last: z.number().describe('Timestamp of the last frame it is visible in'),
  direction: DirectionSchema,
  entering: z.boolean().describe('First seen at the edge of the frame (came in)'),
  leaving: z.boolean().describe('Last seen at the edge of the frame (went out)'),
  presentAtStart: z.boolean().describe('Already visible in the first frame examined: `first` is then a bound, not an event'),
  presentAtEnd: z.boolean().describe('Still visible in the last frame examined: `last` is then a bound, not an event'),
  size: z.number().describe('Peak size as a fraction of the frame'),
  frames: z.number().int().describe('Frames it is visible in'),
  from: Point.describe('Centre (fractions of the frame) in its first frame'),
  to: Point.describe('Centre (fractions of the frame) in its last frame'),
  box: z.strictObject({ x: z.number(), y: z.number(), w: z.number(), h: z.number() }).optional().describe('Its box (fractions of the frame) when it was largest'),
  boxAt: z.number().optional().describe('Timestamp of the frame it had that box in'),
  label: z.string().optional().describe('What the object detector named it on its own region of a frame (car, person, bus, dog, ...), when it could'),
  objectClass: z.enum(['person', 'vehicle', 'animal', 'object']).optional().describe('From the label; without one, judged from its size and shape against where in the frame it stands'),
});
export type Sighting = z.infer<typeof SightingSchema>;

export const TextSeenSchema = z.strictObject({
  text: z.string(),
  confidence: z.number(),
  first: z.number().describe('Timestamp of the first frame the text is visible in'),
  last: z.number().describe('Timestamp of the last frame the text is visible in'),
  presentAtStart: z.boolean(),
  presentAtEnd: z.boolean(),
  box: z.strictObject({ x: z.number(), y: z.number(), w: z.number(), h: z.number() }).describe('Where it is, fractions of the frame'),
});
export type TextSeen = z.infer<typeof TextSeenSchema>;

export const LightChangeSchema = z.strictObject({
  ts: z.number().describe('Timestamp of the first frame after the change'),
  since: z.number().optional().describe('Timestamp of the last frame before it (still at the old level): it happened between `since` and `ts`'),
  before: z.number().describe('Mean level (0..1) before'),
  after: z.number().describe('Mean level (0..1) after'),
  kind: z.enum(['lights-on', 'lights-off', 'brighter', 'darker']),
  sudden: z.boolean().describe('A step between two frames (a switch) or a drift over many (dusk, dawn); a change across a hole in the footage is never sudden'),
  region: z.strictObject({ x: z.number(), y: z.number(), w: z.number(), h: z.number() }).optional()
    .describe('A switch over part of the view (a lamp\'s pool): the part that changed, fractions of the frame; absent for the whole view'),
});
export type LightChange = z.infer<typeof LightChangeSchema>;

export const HeadcountSchema = z.strictObject({
  ts: z.number().describe('Timestamp of the frame counted'),
  labels: z.record(z.string(), z.number().int()).describe('Things the object detector found in the whole frame, by its label (person, car, ...): what stands still is counted too'),
  things: z.array(z.strictObject({
    label: z.string(),
    score: z.number(),
    box: z.strictObject({ x: z.number(), y: z.number(), w: z.number(), h: z.number() }).describe('Fractions of the frame'),
  })).optional().describe('Each of them with where it is in the frame'),
}).describe('What is in view in one frame, counted by the object detector');
export type Headcount = z.infer<typeof HeadcountSchema>;

const WaySpan = z.strictObject({ first: z.number(), last: z.number() }).optional();

export const FlowSchema = z.strictObject({
  pairs: z.number().int().describe('Pairs of neighbouring frames compared'),
  vectors: z.number().int().describe('Blocks that moved as a piece from one frame to the next, over all pairs'),
  ways: z.strictObject({ 'left-to-right': z.number().int(), 'right-to-left': z.number().int(), 'top-to-bottom': z.number().int(), 'bottom-to-top': z.number().int() })
    .describe('Those blocks by the way they moved: how much of the movement went each way (a crowd the tracks cannot separate included)'),
  spans: z.strictObject({ 'left-to-right': WaySpan, 'right-to-left': WaySpan, 'top-to-bottom': WaySpan, 'bottom-to-top': WaySpan })
    .describe('The first and last frame movement each way was seen in'),
}).describe('Which way the movement went, block by block between neighbouring frames');
export type Flow = z.infer<typeof FlowSchema>;

export const InspectionSchema = z.strictObject({
  frames: z.number().int().describe('Frames examined'),
  from: z.number().describe('Timestamp of the first frame examined'),
  to: z.number().describe('Timestamp of the last frame examined'),
  sightings: z.array(SightingSchema),
  motion: z.strictObject({
    movingFrames: z.number().int().describe('Frames with something moving, of `frames` (a thing standing still counts where it arrives and where it goes)'),
    peak: z.number().describe('Highest foreground fraction of any frame (0..1)'),
    first: z.number().optional(),
    last: z.number().optional(),
  }),
  light: z.array(z.strictObject({ ts: z.number(), level: z.number() })).describe('Mean light level per frame (0..1, brightness-invariant to the clock overlay)'),
  lightChanges: z.array(LightChangeSchema),
  texts: z.array(TextSeenSchema).optional().describe('Only when text was asked for'),
  headcount: z.array(HeadcountSchema).optional().describe('Only when a count of what is in view was asked for'),
  flow: FlowSchema.optional().describe('Only when the way things moved was asked for'),
});
export type Inspection = z.infer<typeof InspectionSchema>;

export interface InspectOptions {
  /** Read text (OCR) as well; costs about a second per frame read. */
  text?: boolean;
  /** Name the largest moving sightings with the object detector (default true; 0.2-1 s each). */
  name?: boolean;
  /** Count what is in view in a few frames with the object detector on the whole frame (crowds, parked cars: what tracks cannot separate). */
  headcount?: boolean;
  /** Measure which way the movement went block by block (a crowd: what tracks cannot separate); ~20-60 ms a frame. */
  flow?: boolean;
  signal?: AbortSignal;
}

export interface FrameInspector {
  /** Frames in time order (as rewind returns them). */
  inspect(frames: InspectFrame[], opts?: InspectOptions): Promise<Inspection>;
}
