// How big a thing is wherever it stands in the frame. On a camera looking down at the ground,
// things further away stand higher in the frame and look smaller, roughly with the square of
// the height of their lowest point: size over (bottom edge)^2 is about the same for one kind
// near the camera and far from it. Used to judge a thing's class by its size at ingest
// (ingest/windows/track-builder.ts), to keep one sighting of an entity as its size
// (indexer/entities), and to judge a kind by size against others (agent/question/kind-size.ts).

export interface FrameBox { x: number; y: number; w: number; h: number }

/** Size (fraction of the frame) over the square of the box's bottom edge (clamped to 0.15-1). */
export function depthScaled(size: number, box: FrameBox): number {
  const bottom = Math.max(0.15, Math.min(1, box.y + box.h));
  return size / (bottom * bottom);
}
