// Which way a thing travelled across the frame: the one direction vocabulary shared by motion
// tracks, the inspector's sightings, questions ("heading left") and the synthetic camera's
// ground truth. 'none' is a thing that stood still (or did not travel far enough to tell).
import { z } from 'zod';

export const DIRECTIONS = ['left-to-right', 'right-to-left', 'top-to-bottom', 'bottom-to-top', 'none'] as const;
export const DirectionSchema = z.enum(DIRECTIONS);
export type Direction = z.infer<typeof DirectionSchema>;
/** A direction of travel, as a question can ask for one. */
export type TravelDirection = Exclude<Direction, 'none'>;

/** Travel (fraction of the frame) under which a thing is not said to have gone any way. */
export const MIN_TRAVEL = 0.15;

/** The direction of a displacement (fractions of the frame): along its larger axis, when that is at least MIN_TRAVEL. */
export function travelDirection(dx: number, dy: number): Direction {
  if (Math.abs(dx) >= Math.abs(dy) && Math.abs(dx) >= MIN_TRAVEL) return dx > 0 ? 'left-to-right' : 'right-to-left';
  if (Math.abs(dy) >= MIN_TRAVEL) return dy > 0 ? 'top-to-bottom' : 'bottom-to-top';
  return 'none';
}
