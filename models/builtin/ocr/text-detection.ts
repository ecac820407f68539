// DB text detection (PaddleOCR v4 det model): the model paints a per-pixel "text here"
// probability; text boxes are the connected regions of that map above a threshold, scored by
// their mean probability and grown back out (DB shrinks text regions during training, so the
// raw regions sit inside the glyphs — "unclip" restores them).
import { resizeImage, writeChw, type PixelBox, type RgbImage } from '../../onnx/rgb-image.ts';

export interface DetectionOptions {
  /** Longest side the frame is scaled to (PaddleOCR's det_limit_side_len). */
  maxSide: number;
  /** Probability above which a pixel counts as text. */
  pixelThreshold: number;
  /** Minimum mean probability of a region to keep it as a box. */
  boxThreshold: number;
  /** How far boxes grow back out (DB's unclip ratio). */
  unclipRatio: number;
}

export const DEFAULT_DETECTION: DetectionOptions = { maxSide: 960, pixelThreshold: 0.3, boxThreshold: 0.6, unclipRatio: 1.6 };

export interface DetectorInput {
  tensor: Float32Array;
  dims: [1, 3, number, number];
  /** Source pixels per map pixel, per axis. */
  scaleX: number;
  scaleY: number;
}

// PaddleOCR normalises with ImageNet statistics on BGR input (it reads frames with OpenCV).
const DET_LAYOUT = { mean: [0.485, 0.456, 0.406], std: [0.229, 0.224, 0.225], order: 'bgr' } as const;

/** Scales to a multiple of 32 on both sides (the network downsamples 32x) and normalises. */
export function detectorInput(img: RgbImage, maxSide: number): DetectorInput {
  const ratio = Math.min(1, maxSide / Math.max(img.width, img.height));
  const w = Math.max(32, Math.round((img.width * ratio) / 32) * 32);
  const h = Math.max(32, Math.round((img.height * ratio) / 32) * 32);
  const resized = resizeImage(img, w, h);
  const tensor = new Float32Array(3 * w * h);
  writeChw(resized, DET_LAYOUT, tensor);
  return { tensor, dims: [1, 3, h, w], scaleX: img.width / w, scaleY: img.height / h };
}

interface Region { x0: number; y0: number; x1: number; y1: number; sum: number; n: number }

/** 8-connected regions of prob > threshold, with their extent and probability sum. */
export function textRegions(prob: Float32Array, width: number, height: number, threshold: number): Region[] {
  const seen = new Uint8Array(width * height), stack = new Int32Array(width * height);
  const regions: Region[] = [];
  for (let start = 0; start < prob.length; start++) {
    if (seen[start] || prob[start] <= threshold) continue;
    const r: Region = { x0: width, y0: height, x1: 0, y1: 0, sum: 0, n: 0 };
    let top = 0;
    stack[top++] = start;
    seen[start] = 1;
    while (top > 0) {
      const i = stack[--top], x = i % width, y = (i / width) | 0;
      r.sum += prob[i]; r.n++;
      if (x < r.x0) r.x0 = x; if (x > r.x1) r.x1 = x;
      if (y < r.y0) r.y0 = y; if (y > r.y1) r.y1 = y;
      for (let dy = -1; dy <= 1; dy++) {
        const ny = y + dy;
        if (ny < 0 || ny >= height) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx, j = ny * width + nx;
          if (nx < 0 || nx >= width || seen[j] || prob[j] <= threshold) continue;
          seen[j] = 1;
          stack[top++] = j;
        }
      }
    }
    regions.push(r);
  }
  return regions;
}

/** Boxes in source pixels from the probability map, reading order (top to bottom, left to right). */
export function textBoxes(prob: Float32Array, input: DetectorInput, imgW: number, imgH: number, opts: DetectionOptions): (PixelBox & { score: number })[] {
  const [, , h, w] = input.dims;
  const boxes: (PixelBox & { score: number })[] = [];
  for (const r of textRegions(prob, w, h, opts.pixelThreshold)) {
    const bw = r.x1 - r.x0 + 1, bh = r.y1 - r.y0 + 1, score = r.sum / r.n;
    if (Math.min(bw, bh) < 3 || score < opts.boxThreshold) continue;
    // DB's unclip offset for a polygon: area * ratio / perimeter.
    const d = (bw * bh * opts.unclipRatio) / (2 * (bw + bh));
    boxes.push({
      x0: Math.max(0, (r.x0 - d) * input.scaleX), y0: Math.max(0, (r.y0 - d) * input.scaleY),
      x1: Math.min(imgW, (r.x1 + 1 + d) * input.scaleX), y1: Math.min(imgH, (r.y1 + 1 + d) * input.scaleY),
      score,
    });
  }
  // Rows first: boxes whose centres are within half a box height are on one line.
  return boxes.sort((a, b) => {
    const dy = (a.y0 + a.y1) / 2 - (b.y0 + b.y1) / 2;
    return Math.abs(dy) > Math.min(a.y1 - a.y0, b.y1 - b.y0) / 2 ? dy : a.x0 - b.x0;
  });
}
