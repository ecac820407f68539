// The empty view of a run of frames: the per-pixel median over frames spread across the run.
// Offline we have every frame up front, so the background need not be learnt from the first
// frame (which would take a car parked there at the start for background and report a
// "ghost" where it drove off). Anything in the same place for under half the run -- a car
// passing, a van that leaves, a sign shown for a while -- is absent from the plate, so it is
// foreground from its first frame, including the run's first frame. Frames are brought to the
// first frame's brightness before the median, so lights switched off for part of the run do
// not shift which frame each pixel's median comes from (and leave a patchwork of the sign).
import { decodeClockStrip, STRIP_HEIGHT_FRACTION } from '../../ingest/synthetic/clock-strip.ts';
import type { AnalysisImage } from './frame-decoder.ts';

/** The median is taken over at most this many frames, spread over the run. */
const PLATE_FRAMES = 15;

export function cleanPlate(images: AnalysisImage[]): AnalysisImage {
  const first = images[0];
  const n = Math.min(PLATE_FRAMES, images.length);
  const picked = Array.from({ length: n }, (_, k) => images[Math.round((k * (images.length - 1)) / Math.max(1, n - 1))]);
  const ref = meanLevel(first), gains = picked.map((img) => ref / Math.max(1, meanLevel(img)));
  const planes = picked.map((img) => img.data);
  const data = Buffer.alloc(first.data.length);
  const vals = new Float32Array(n), mid = n >> 1, rowBytes = first.width * 3;
  for (let y = 0; y < first.height; y++) {
    const end = y * first.stride + rowBytes;
    for (let o = y * first.stride; o < end; o++) {
      for (let k = 0; k < n; k++) {
        // Insertion sort: n is small, and most pixels barely change so the values come nearly sorted.
        const v = planes[k][o] * gains[k];
        let j = k;
        while (j > 0 && vals[j - 1] > v) { vals[j] = vals[j - 1]; j--; }
        vals[j] = v;
      }
      data[o] = Math.min(255, Math.round(vals[mid]));
    }
  }
  keepClockStrip(first, data);
  return { ...first, data };
}

/** Mean of R+G+B over a sparse sample of pixels. */
function meanLevel(img: AnalysisImage): number {
  let sum = 0, n = 0;
  for (let y = 1; y < img.height; y += 4) {
    for (let x = 1, o = y * img.stride + 3; x < img.width; x += 4, o += 12) { sum += img.data[o] + img.data[o + 1] + img.data[o + 2]; n++; }
  }
  return n ? sum / n : 0;
}

/**
 * The synthetic camera's machine-readable clock strip flips bits every frame, so its median
 * decodes to nothing, and the analyzer (which finds and masks the clock by decoding the strip
 * in the first frames it sees) would never mask it. The plate keeps the first frame's strip.
 */
function keepClockStrip(first: AnalysisImage, plate: Buffer): void {
  if (decodeClockStrip(first.data, first.width, first.height, { format: 'RGB', stride: first.stride }) === undefined) return;
  const rows = Math.min(first.height, Math.ceil(first.height * STRIP_HEIGHT_FRACTION) + 1);
  first.data.copy(plate, 0, 0, rows * first.stride);
}
