// The empty view of a run of frames: the per-pixel median over frames spread across the run.
// Offline we have every frame up front, so the background need not be learnt from the first
// frame (which would take a car parked there at the start for background and report a
// "ghost" where it drove off). Anything in the same place for under half the run -- a car
// passing, a van that leaves, a sign shown for a while -- is absent from the plate, so it is
// foreground from its first frame, including the run's first frame. Frames are brought to the
// first frame's brightness before the median, so lights switched off for part of the run do
// not shift which frame each pixel's median comes from (and leave a patchwork of the sign).
import { findOverlays } from '../../ingest/index.ts';
import type { Region } from '../../core/config/index.ts';
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
  keepOverlays(first, data);
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
 * A burned-in overlay (an on-screen clock) changes every frame, so its median is a blur that no
 * overlay finder recognises, and the analyzer (which finds and masks overlays in the first
 * frames it sees, the plate among them) would never mask it. The plate keeps the first frame's
 * pixels where an overlay was found in it.
 */
function keepOverlays(first: AnalysisImage, plate: Buffer): void {
  const regions = findOverlays(first);
  for (const r of regions ?? []) copyRegion(first, plate, r);
}

function copyRegion(img: AnalysisImage, plate: Buffer, r: Region): void {
  const x0 = Math.floor(r.x * img.width), x1 = Math.min(img.width, Math.ceil((r.x + r.w) * img.width));
  const y0 = Math.floor(r.y * img.height), y1 = Math.min(img.height, Math.ceil((r.y + r.h) * img.height));
  for (let y = y0; y < y1; y++) img.data.copy(plate, y * img.stride + x0 * 3, y * img.stride + x0 * 3, y * img.stride + x1 * 3);
}
