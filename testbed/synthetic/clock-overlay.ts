// The synthetic camera's burned-in clock as an overlay finder: when a frame carries the clock
// strip, the strip and the clock text under its left end are regions the detectors ignore
// (its low bits flicker and its high bits flip and stay, which any background model would
// take for small objects). Real cameras burn in clocks too; they set `detect.masks`.
import type { OverlayFinder } from '../../ingest/index.ts';
import { decodeClockStrip } from './clock-strip.ts';

export const findSyntheticClock: OverlayFinder = (frame) => {
  if (decodeClockStrip(frame.data, frame.width, frame.height, { format: 'RGB', stride: frame.stride }) === undefined) return undefined;
  // The encoder's ringing around the strip's flipping bits fills the whole first macroblock
  // row (16 px of the source, more after scaling): cover at least 24 analysis pixels.
  const h = frame.height;
  return [{ x: 0, y: 0, w: 1, h: Math.max(0.045, 24 / h) }, { x: 0, y: 0, w: 0.45, h: Math.max(0.105, 30 / h) }];
};
