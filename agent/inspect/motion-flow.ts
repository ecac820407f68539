// Which way the movement in the frames went, as a whole: block matching between neighbouring
// frames of a run, one vector per block that moved, counted by the way it points. A crowd
// that the blob tracker sees as a few merged blobs (40 people walking both ways through a
// hall, seen from above) still moves block by block, so the shares say how much of the
// movement went each way where three tracks cannot. A block counts only where it differs
// from the previous frame, has texture to match, and matches clearly better displaced than in
// place; the clock a synthetic camera burns in changes in place and never matches displaced.
import type { Direction } from '../../core/direction.ts';
import type { AnalysisImage } from './frame-decoder.ts';
import type { FrameRun } from './frame-runs.ts';
import type { Flow } from './inspector.ts';

type Way = Exclude<Direction, 'none'>;

/** Block side, px of the ~320 px analysis frame. */
const BLOCK = 8;
/** A block moved when its mean absolute change from the previous frame is above this (luma 0..255). */
const CHANGED = 10;
/** ... and it has this much texture (luma std) to match on. */
const TEXTURE = 8;
/** The best displaced match must cut the in-place difference to this share: else it did not move as a piece. */
const CLEAR = 0.55;
/** Fastest movement followed, in frame widths per second (a walker crosses a frame in 3 s or more), and the search radius limits. */
const MAX_SPEED = 0.35;
const MIN_RADIUS = 4, MAX_RADIUS = 24;
/** Pairs of frames further apart than this are not compared (a hole, or too slow a rate to follow people). */
const MAX_STEP_MS = 1500;

export function flowOf(images: AnalysisImage[], runs: FrameRun[], ts: number[]): Flow {
  const ways: Record<Way, number> = { 'left-to-right': 0, 'right-to-left': 0, 'top-to-bottom': 0, 'bottom-to-top': 0 };
  const seen: Partial<Record<Way, { first: number; last: number }>> = {};
  let pairs = 0, vectors = 0;
  for (const run of runs) {
    let prev: Uint8Array | undefined;
    for (let i = run.start; i < run.end; i++) {
      const img = images[i], cur = luma(img);
      const step = i > run.start ? ts[i] - ts[i - 1] : Infinity;
      if (prev && step <= MAX_STEP_MS) {
        pairs++;
        const radius = Math.round(Math.min(MAX_RADIUS, Math.max(MIN_RADIUS, (MAX_SPEED * img.width * step) / 1000)));
        for (const [dx, dy] of blockVectors(prev, cur, img.width, img.height, radius)) {
          const way: Way = Math.abs(dx) > Math.abs(dy) ? (dx > 0 ? 'left-to-right' : 'right-to-left') : dy > 0 ? 'top-to-bottom' : 'bottom-to-top';
          ways[way]++;
          vectors++;
          const s = seen[way];
          seen[way] = s ? { first: s.first, last: ts[i] } : { first: ts[i - 1], last: ts[i] };
        }
      }
      prev = cur;
    }
  }
  return { pairs, vectors, ways, spans: seen };
}

function luma(img: AnalysisImage): Uint8Array {
  const out = new Uint8Array(img.width * img.height), d = img.data;
  for (let y = 0; y < img.height; y++) {
    for (let x = 0, o = y * img.stride; x < img.width; x++, o += 3) out[y * img.width + x] = (77 * d[o] + 150 * d[o + 1] + 29 * d[o + 2]) >> 8;
  }
  return out;
}

/**
 * Displacements (px) of the blocks of `a` that moved as a piece into `b`: searched on frames
 * halved in size (a quarter of the pixels, half the radius each way), then refined by a pixel
 * at full size, so a car crossing the frame in a few seconds is followed at no great cost.
 */
function blockVectors(a: Uint8Array, b: Uint8Array, w: number, h: number, r: number): [number, number][] {
  const out: [number, number][] = [];
  const n = BLOCK * BLOCK, half = BLOCK / 2, r2 = Math.ceil(r / 2);
  const a2 = halve(a, w, h), b2 = halve(b, w, h), w2 = w >> 1;
  for (let y0 = r + 2; y0 + BLOCK + r + 2 <= h; y0 += BLOCK) {
    for (let x0 = r + 2; x0 + BLOCK + r + 2 <= w; x0 += BLOCK) {
      const still = sad(a, b, w, BLOCK, x0, y0, 0, 0, Infinity);
      if (still < CHANGED * n || texture(a, w, x0, y0) < TEXTURE) continue;
      let best2 = Infinity, cx = 0, cy = 0;
      for (let dy = -r2; dy <= r2; dy++) {
        for (let dx = -r2; dx <= r2; dx++) {
          const s2 = sad(a2, b2, w2, half, x0 >> 1, y0 >> 1, dx, dy, best2);
          if (s2 < best2) { best2 = s2; cx = 2 * dx; cy = 2 * dy; }
        }
      }
      let best = still, bx = 0, by = 0;
      for (let dy = cy - 1; dy <= cy + 1; dy++) {
        for (let dx = cx - 1; dx <= cx + 1; dx++) {
          if ((dx === 0 && dy === 0) || Math.abs(dx) > r + 2 || Math.abs(dy) > r + 2) continue;
          const s1 = sad(a, b, w, BLOCK, x0, y0, dx, dy, best);
          if (s1 < best) { best = s1; bx = dx; by = dy; }
        }
      }
      if (best <= CLEAR * still && Math.max(Math.abs(bx), Math.abs(by)) >= 1) out.push([bx, by]);
    }
  }
  return out;
}

/** The frame at half size, each pixel the mean of four. */
function halve(a: Uint8Array, w: number, h: number): Uint8Array {
  const w2 = w >> 1, h2 = h >> 1, out = new Uint8Array(w2 * h2);
  for (let y = 0; y < h2; y++) {
    for (let x = 0; x < w2; x++) {
      const o = 2 * y * w + 2 * x;
      out[y * w2 + x] = (a[o] + a[o + 1] + a[o + w] + a[o + w + 1] + 2) >> 2;
    }
  }
  return out;
}

/** Sum of absolute differences of a's block (side k) at (x0, y0) and b's at (x0+dx, y0+dy); stops once past `cap`. */
function sad(a: Uint8Array, b: Uint8Array, w: number, k: number, x0: number, y0: number, dx: number, dy: number, cap: number): number {
  let s = 0;
  for (let y = 0; y < k; y++) {
    const ra = (y0 + y) * w + x0, rb = (y0 + y + dy) * w + x0 + dx;
    for (let x = 0; x < k; x++) s += Math.abs(a[ra + x] - b[rb + x]);
    if (s >= cap) return s;
  }
  return s;
}

function texture(a: Uint8Array, w: number, x0: number, y0: number): number {
  let s = 0, ss = 0;
  for (let y = 0; y < BLOCK; y++) for (let x = 0; x < BLOCK; x++) { const v = a[(y0 + y) * w + x0 + x]; s += v; ss += v * v; }
  const n = BLOCK * BLOCK, m = s / n;
  return Math.sqrt(Math.max(0, ss / n - m * m));
}
