// A crowd seen from afar, counted in tiles. The detector stretches a whole frame to its 512x512
// input, so on a 1280x720 view of a hall a walker 80 px tall is 57 px there and many go
// unseen (the real hall clip: 25 of about 48 people at the default score). When the whole-frame
// pass finds a crowd of small things, the frame is looked at again in overlapping tiles (each
// seen at twice the scale) and what the tiles find is merged with it: a thing found twice (in
// the frame and a tile, or in two tiles across their overlap) is one, and a piece of one (a pair
// of legs cut by a tile's edge) is no other.
import { decodeJpeg, cropImage, type RgbImage } from '../../onnx/rgb-image.ts';
import { intersectionOverUnion, nonMaxSuppression, type DetectedObject } from './object-detector.ts';
import { THING_LABELS, type RegionDetector } from './region-namer.ts';

/** Tiles per side, and the share of a tile's side it reaches into its neighbours. */
export const TILES = 2;
const OVERLAP = 0.15;
/** At least this many things of the kinds a camera is asked about make a crowd worth tiling... */
export const CROWD_MIN = 8;
/** ...when the middling one is under this share of the frame's height (small: far from the camera). */
export const SMALL_HEIGHT = 0.25;
/** Boxes of one class overlapping more than this (IoU) are one thing. */
const SAME_IOU = 0.4;
/** A box this much inside a bigger one of its class (share of its own area) is a piece of it. */
const PIECE_SHARE = 0.7;

export interface TiledDetection { found: DetectedObject[]; tiled: boolean }

/** Whether a whole-frame pass saw a crowd of small things (see CROWD_MIN, SMALL_HEIGHT). */
export function looksCrowded(found: DetectedObject[], height: number): boolean {
  const things = found.filter((d) => THING_LABELS[d.label] !== undefined).map((d) => (d.box.y1 - d.box.y0) / height).sort((a, b) => a - b);
  return things.length >= CROWD_MIN && things[Math.floor(things.length / 2)] < SMALL_HEIGHT;
}

/** Whole-frame detections, and where they show a crowd of small things, those of TILES x TILES overlapping tiles merged in. */
export async function detectInTiles(detector: RegionDetector, frame: Uint8Array | RgbImage, signal?: AbortSignal): Promise<TiledDetection> {
  const img = frame instanceof Uint8Array ? decodeJpeg(frame) : frame;
  const whole = await detector.run(img, signal);
  if (!looksCrowded(whole, img.height)) return { found: whole, tiled: false };
  const all = [...whole];
  const tw = img.width / TILES, th = img.height / TILES;
  for (let i = 0; i < TILES; i++) {
    for (let j = 0; j < TILES; j++) {
      signal?.throwIfAborted();
      const x0 = Math.max(0, Math.round((i - OVERLAP) * tw)), y0 = Math.max(0, Math.round((j - OVERLAP) * th));
      const x1 = Math.min(img.width, Math.round((i + 1 + OVERLAP) * tw)), y1 = Math.min(img.height, Math.round((j + 1 + OVERLAP) * th));
      for (const d of await detector.run(cropImage(img, { x0, y0, x1, y1 }), signal)) {
        all.push({ ...d, box: { x0: d.box.x0 + x0, y0: d.box.y0 + y0, x1: d.box.x1 + x0, y1: d.box.y1 + y0 } });
      }
    }
  }
  return { found: withoutPieces(nonMaxSuppression(all, SAME_IOU)), tiled: true };
}

/** Drops a box mostly inside a bigger one of its class: a piece of it (a body cut at a tile's edge), not another. */
export function withoutPieces(found: DetectedObject[]): DetectedObject[] {
  const area = (d: DetectedObject) => (d.box.x1 - d.box.x0) * (d.box.y1 - d.box.y0);
  const inside = (a: DetectedObject, b: DetectedObject) => {
    const w = Math.min(a.box.x1, b.box.x1) - Math.max(a.box.x0, b.box.x0), h = Math.min(a.box.y1, b.box.y1) - Math.max(a.box.y0, b.box.y0);
    return w > 0 && h > 0 ? (w * h) / area(a) : 0;
  };
  return found.filter((d) => !found.some((o) => o !== d && o.label === d.label && area(o) > area(d) && inside(d, o) >= PIECE_SHARE && intersectionOverUnion(d.box, o.box) > 0));
}
