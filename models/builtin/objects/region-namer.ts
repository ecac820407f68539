// Names one tracked thing by running the COCO detector on its region of a frame, not on the
// whole frame: a car that fills a tenth of a 640 px frame is 60 px wide after the detector's
// stretch to 512x512 and comes back as a "cell phone" seen from above, while its own region
// cut out (with some context) and scaled up is a car. Only the classes a surveillance camera
// is asked about count (people, vehicles, animals, things carried or left): a detector label
// outside them on a tracked region is a misreading, and the thing stays unnamed (its size
// then decides, see ingest/windows/track-builder.ts classBySize).
import { cropImage, decodeJpeg, type RgbImage } from '../../onnx/rgb-image.ts';
import type { CocoLabel } from './coco-labels.ts';
import type { DetectedObject } from './object-detector.ts';

export type ThingClass = 'person' | 'vehicle' | 'animal' | 'object';

/** COCO labels a tracked thing may have, with the class each stands for. */
export const THING_LABELS: Partial<Record<CocoLabel, ThingClass>> = {
  person: 'person',
  bicycle: 'vehicle', car: 'vehicle', motorcycle: 'vehicle', bus: 'vehicle', train: 'vehicle', truck: 'vehicle', boat: 'vehicle',
  bird: 'animal', cat: 'animal', dog: 'animal', horse: 'animal', sheep: 'animal', cow: 'animal',
  backpack: 'object', umbrella: 'object', handbag: 'object', suitcase: 'object',
};

/** Whether a detector label is one a tracked thing may have (something that moves or is carried), not the scene's furniture. */
export function isThingLabel(label: string): boolean {
  return (THING_LABELS as Record<string, ThingClass | undefined>)[label] !== undefined;
}

export interface RegionDetector {
  run(frame: Uint8Array | RgbImage, signal?: AbortSignal): Promise<DetectedObject[]>;
}

export interface NamedRegion {
  label: CocoLabel;
  objectClass: ThingClass;
  score: number;
}

/** Box in fractions of the frame. */
export interface FractionBox { x: number; y: number; w: number; h: number }

/** Context kept around the region (fraction of its size on each side), and the smallest crop side in pixels. */
const MARGIN = 0.35;
const MIN_SIDE = 64;
/** A detection names the region when it covers at least this much of the region's box. */
const MIN_COVER = 0.3;

/**
 * The detector's best surveillance label for the thing in box (fractions of the frame), or
 * undefined when it sees none there. frame is a JPEG or an RGB image at any size.
 */
/** The detector's own threshold should be at or under this for nameRegion's default. */
export const REGION_MIN_SCORE = 0.2;

export async function nameRegion(detector: RegionDetector, frame: Uint8Array | RgbImage, box: FractionBox, opts: { minScore?: number; signal?: AbortSignal } = {}): Promise<NamedRegion | undefined> {
  const img = frame instanceof Uint8Array ? decodeJpeg(frame) : frame;
  const crop = cropBox(img, box);
  if (!crop) return undefined;
  const found = await detector.run(cropImage(img, crop), opts.signal);
  // The region's own box inside the crop: the detection must cover it, not a neighbour in the margin.
  const own = { x0: box.x * img.width - crop.x0, y0: box.y * img.height - crop.y0, x1: (box.x + box.w) * img.width - crop.x0, y1: (box.y + box.h) * img.height - crop.y0 };
  // Lower than for a whole frame: something is known to be there, and only the labels of
  // things that move or are left are taken (a blurred car in the rain scores 0.2-0.3).
  const min = opts.minScore ?? REGION_MIN_SCORE;
  const best = found
    .filter((d) => d.score >= min && THING_LABELS[d.label] !== undefined && cover(own, d.box) >= MIN_COVER)
    .sort((a, b) => b.score * cover(own, b.box) - a.score * cover(own, a.box))[0];
  return best ? { label: best.label, objectClass: THING_LABELS[best.label]!, score: best.score } : undefined;
}

function cropBox(img: RgbImage, b: FractionBox): { x0: number; y0: number; x1: number; y1: number } | undefined {
  const w = b.w * img.width, h = b.h * img.height;
  if (!(w >= 2 && h >= 2)) return undefined;
  const side = Math.max(MIN_SIDE, w * (1 + 2 * MARGIN), h * (1 + 2 * MARGIN));
  const cx = (b.x + b.w / 2) * img.width, cy = (b.y + b.h / 2) * img.height;
  // A square crop: the detector stretches its input to a square, and a stretched car is no car.
  const x0 = Math.max(0, Math.round(cx - side / 2)), y0 = Math.max(0, Math.round(cy - side / 2));
  const x1 = Math.min(img.width, Math.round(cx + side / 2)), y1 = Math.min(img.height, Math.round(cy + side / 2));
  return x1 - x0 >= 8 && y1 - y0 >= 8 ? { x0, y0, x1, y1 } : undefined;
}

/** Fraction of box a covered by box b. */
function cover(a: { x0: number; y0: number; x1: number; y1: number }, b: { x0: number; y0: number; x1: number; y1: number }): number {
  const w = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0), h = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
  return w <= 0 || h <= 0 ? 0 : (w * h) / Math.max(1, (a.x1 - a.x0) * (a.y1 - a.y0));
}
