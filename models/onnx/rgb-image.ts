// RgbImage: the one pixel format the local analyzers and embedders take (packed 8-bit RGB),
// with the conversions they need: JPEG decode (pure JS, jpeg-js: no native build, no
// download), I420 frames from the pipeline or the synthetic camera, crop, bilinear resize,
// and packing into normalised float tensors for ONNX / TF.js.
import jpeg from 'jpeg-js';
import { UserError } from '../../core/errors.ts';

export interface RgbImage {
  width: number;
  height: number;
  /** width * height * 3 bytes, row-major RGB. */
  data: Uint8Array;
}

/** Pixel rectangle; x0/y0 inclusive, x1/y1 exclusive. */
export interface PixelBox { x0: number; y0: number; x1: number; y1: number }

export function decodeJpeg(buf: Uint8Array): RgbImage {
  try {
    // maxMemoryUsageInMB guards against a hostile JPEG header claiming a huge frame.
    const img = jpeg.decode(buf, { formatAsRGBA: false, useTArray: true, maxMemoryUsageInMB: 512 });
    return { width: img.width, height: img.height, data: img.data };
  } catch (err) {
    throw new UserError(`not a decodable JPEG (${buf.length} bytes): ${(err as Error).message}`, { cause: err });
  }
}

/** Encodes to JPEG (tests and benchmarks write frames; analyzers never need it). */
export function encodeJpeg(img: RgbImage, quality = 90): Buffer {
  const rgba = Buffer.alloc(img.width * img.height * 4);
  for (let i = 0, j = 0; i < img.data.length; i += 3, j += 4) {
    rgba[j] = img.data[i]; rgba[j + 1] = img.data[i + 1]; rgba[j + 2] = img.data[i + 2]; rgba[j + 3] = 255;
  }
  return jpeg.encode({ width: img.width, height: img.height, data: rgba }, quality).data;
}

/** BT.601 limited-range I420 → RGB (the inverse of ingest/synthetic/yuv.ts). */
export function i420ToRgb(frame: Uint8Array, width: number, height: number): RgbImage {
  const need = width * height * 3 / 2;
  if (frame.length < need) throw new UserError(`I420 frame ${width}x${height} needs ${need} bytes, got ${frame.length}`);
  const out = new Uint8Array(width * height * 3);
  const clamp = new Uint8ClampedArray(1);
  const uOff = width * height, vOff = uOff + (width / 2) * (height / 2), cw = width >> 1;
  const put = (i: number, v: number) => { clamp[0] = v; out[i] = clamp[0]; };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const c = (y >> 1) * cw + (x >> 1);
      const Y = 1.164 * (frame[y * width + x] - 16), U = frame[uOff + c] - 128, V = frame[vOff + c] - 128;
      const i = (y * width + x) * 3;
      put(i, Y + 1.596 * V);
      put(i + 1, Y - 0.392 * U - 0.813 * V);
      put(i + 2, Y + 2.017 * U);
    }
  }
  return { width, height, data: out };
}

export function cropImage(img: RgbImage, box: PixelBox): RgbImage {
  const x0 = Math.max(0, Math.floor(box.x0)), y0 = Math.max(0, Math.floor(box.y0));
  const x1 = Math.min(img.width, Math.ceil(box.x1)), y1 = Math.min(img.height, Math.ceil(box.y1));
  const w = Math.max(1, x1 - x0), h = Math.max(1, y1 - y0);
  const out = new Uint8Array(w * h * 3);
  for (let y = 0; y < h; y++) {
    const src = ((y0 + y) * img.width + x0) * 3;
    out.set(img.data.subarray(src, src + w * 3), y * w * 3);
  }
  return { width: w, height: h, data: out };
}

/** Bilinear resize (pixel centres aligned, as cv2.INTER_LINEAR does). */
export function resizeImage(img: RgbImage, width: number, height: number): RgbImage {
  const out = new Uint8Array(width * height * 3);
  const sx = img.width / width, sy = img.height / height, W = img.width, src = img.data;
  for (let y = 0; y < height; y++) {
    const fy = Math.min(Math.max((y + 0.5) * sy - 0.5, 0), img.height - 1);
    const y0 = Math.floor(fy), y1 = Math.min(y0 + 1, img.height - 1), wy = fy - y0;
    for (let x = 0; x < width; x++) {
      const fx = Math.min(Math.max((x + 0.5) * sx - 0.5, 0), W - 1);
      const x0 = Math.floor(fx), x1 = Math.min(x0 + 1, W - 1), wx = fx - x0;
      const a = (y0 * W + x0) * 3, b = (y0 * W + x1) * 3, c = (y1 * W + x0) * 3, d = (y1 * W + x1) * 3;
      const o = (y * width + x) * 3;
      for (let k = 0; k < 3; k++) {
        const top = src[a + k] + (src[b + k] - src[a + k]) * wx, bot = src[c + k] + (src[d + k] - src[c + k]) * wx;
        out[o + k] = Math.round(top + (bot - top) * wy);
      }
    }
  }
  return { width, height, data: out };
}

export interface TensorLayout {
  /** Per-channel mean and std applied to value/255, in the output channel order. */
  mean: readonly [number, number, number];
  std: readonly [number, number, number];
  /** Channel order the model was trained on (PaddleOCR reads with cv2: BGR). */
  order?: 'rgb' | 'bgr';
}

/** Writes one image as planar CHW float32 ((v/255 - mean) / std) into `out` at `offset`. */
export function writeChw(img: RgbImage, layout: TensorLayout, out: Float32Array, offset = 0): void {
  const plane = img.width * img.height, bgr = layout.order === 'bgr';
  for (let c = 0; c < 3; c++) {
    const srcC = bgr ? 2 - c : c, m = layout.mean[c], s = 1 / (255 * layout.std[c]), base = offset + c * plane;
    for (let i = 0; i < plane; i++) out[base + i] = (img.data[i * 3 + srcC] - 255 * m) * s;
  }
}
