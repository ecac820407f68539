// Shapes of the entity registry on disk: per camera and UTC day, the observations taken from
// each window (kept so the entities can be rebuilt from any arrival order) and the entities
// merged from them. Validated on read.
import { z } from 'zod';

const PointSchema = z.strictObject({ x: z.number(), y: z.number() });
const PathPointSchema = z.strictObject({ t: z.number().describe('Epoch ms'), x: z.number(), y: z.number() });
const BoxSchema = z.strictObject({ x: z.number(), y: z.number(), w: z.number(), h: z.number() });
/** How big a thing was (fraction of the frame) and its box then: with where it stood, how big it is against other things on the camera. */
const PeakSchema = z.strictObject({ size: z.number(), box: BoxSchema });
const ObjectClassSchema = z.enum(['person', 'vehicle', 'animal', 'object']);

export const SizeClassSchema = z.enum(['small', 'medium', 'large', 'unknown']);
export type SizeClass = z.infer<typeof SizeClassSchema>;

/** One thing seen in one window: a motion track with its label, or a tagged object without one. */
export const ObservationSchema = z.strictObject({
  window: z.string(),
  index: z.number().int().describe('Position within the window, for a stable order'),
  label: z.string(),
  colour: z.string().nullable(),
  size: SizeClassSchema,
  first: z.number(),
  last: z.number(),
  direction: z.string(),
  entering: z.boolean(),
  leaving: z.boolean(),
  tracked: z.boolean().describe('From a motion track (exact times) rather than only the caption tags'),
  from: PointSchema.optional().describe('Where the track was first seen (fractions of the frame); tracked only'),
  to: PointSchema.optional().describe('Where the track was last seen; tracked only'),
  via: z.strictObject({ t: z.number(), x: z.number(), y: z.number() }).optional().describe('Where the track was (its box centre) when it was largest, and when: a point of its path between from and to'),
  objectClass: ObjectClassSchema.optional().describe('person, vehicle, animal or object, as perception judged the track (detector first, size and place else)'),
  standing: z.literal(true).optional().describe('The thing stood at `from` (arrived earlier and stays: a parked car) for first..last'),
  before: z.literal(true).optional().describe('Standing since the view began (before the recording, or a cut): its arrival was never seen'),
  since: z.number().optional().describe('Standing: when it began to stand, as the stationary keeper has it (one kept thing gives the same in every window it stands through)'),
  peak: PeakSchema.optional().describe('Its size and box when it was largest in the window (tracked only)'),
  departsFrom: PointSchema.optional().describe('Where the standing thing this track drove off stood (the window saw it go as this track began)'),
});
export type Observation = z.infer<typeof ObservationSchema>;

export const EntitySchema = z.strictObject({
  id: z.string().describe('`${camera}:${day}:${n}`, n in order of first sighting'),
  camera: z.string(),
  day: z.string().describe('UTC date of the first sighting'),
  label: z.string(),
  colour: z.string().nullable(),
  size: SizeClassSchema.describe('Most frequent size class of its sightings'),
  objectClass: ObjectClassSchema.optional().describe('Most frequent class perception gave its tracked sightings'),
  description: z.string().describe('"white van", for prompts and people'),
  first: z.number(),
  last: z.number(),
  windows: z.array(z.string()).describe('Ids of the windows it was seen in, oldest first'),
  sightings: z.number().int(),
  directions: z.array(z.string()).describe('Directions it moved in, in order, without repeats'),
  entered: z.boolean().describe('Seen coming in at the edge of the frame'),
  left: z.boolean().describe('Seen going out at the edge of the frame'),
  standing: z.array(z.strictObject({ from: z.number(), to: z.number() })).optional().describe('When it stood in view (parked, left behind), oldest first'),
  before: z.literal(true).optional().describe('It stood in view from when the view began (before the recording, or a cut): its first sighting is no arrival'),
  peak: PeakSchema.optional().describe('Its size and box at its middling sighting (the median scaled by depth): one merged blob or a cut-off edge does not make it'),
  path: z.array(PathPointSchema).optional().describe('Where it was: its centre (fractions of the frame) at moments, oldest first, straight in between; from its tracked sightings, simplified (absent in files written before it was kept)'),
});
export type Entity = z.infer<typeof EntitySchema>;
export type PathPoint = z.infer<typeof PathPointSchema>;

export const EntityDayFileSchema = z.strictObject({
  version: z.literal(1),
  camera: z.string(),
  date: z.string(),
  observations: z.array(ObservationSchema),
  entities: z.array(EntitySchema),
});
export type EntityDayFile = z.infer<typeof EntityDayFileSchema>;
