// Which way a thing travelled across the frame: the one direction vocabulary shared by motion
// tracks, the inspector's sightings, questions ("heading left") and the synthetic camera's
// ground truth. 'none' is a thing that stood still (or did not travel far enough to tell).
import { z } from 'zod';

export const DIRECTIONS = ['left-to-right', 'right-to-left', 'top-to-bottom', 'bottom-to-top', 'none'] as const;
export const DirectionSchema = z.enum(DIRECTIONS);
export type Direction = z.infer<typeof DirectionSchema>;
/** A direction of travel, as a question can ask for one. */
export type TravelDirection = Exclude<Direction, 'none'>;
