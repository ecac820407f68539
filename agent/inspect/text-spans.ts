// Pins the frames a text is visible in without reading every frame: its box in the frame it
// was read in is compared with the same box in every other frame by normalised correlation of
// luma (so the lights going off does not hide a sign). Clear matches and clear misses decide
// alone; a frame in between (a sign half covered, a sign replaced by a similar one) is settled
// by reading it, as far as the budget for such reads goes. A gap of a frame or two between
// matches (something passing in front) does not split what is shown.
import type { AnalysisImage } from './frame-decoder.ts';
import type { FrameRun } from './frame-runs.ts';

/** Fractions of the frame. */
export interface Box { x: number; y: number; w: number; h: number }
/** Frame indices, inclusive. */
export interface Span { first: number; last: number }

/** The same sign correlates at 0.95-1 with itself (noise, JPEG, the lights off); another text on the same plate ~0.75. */
const SAME = 0.9;
const DIFFERENT = 0.4;
/** Without a read to settle it, an in-between frame counts as showing the text from here up. */
const UNSETTLED = 0.85;
/** Frames without the text that still do not split a span (an occlusion). */
const BRIDGE = 2;

/** confirm(i): does frame i show the text (a read), or undefined when no more reads may be spent. */
export async function pinTextSpans(
  images: AnalysisImage[], runs: FrameRun[], ref: number, box: Box,
  confirm: (i: number) => Promise<boolean | undefined>,
): Promise<Span[]> {
  const rect = pixelRect(images[ref], box);
  const patches = images.map((img) => patch(img, rect));
  const score = patches.map((p, i) => (i === ref ? 1 : correlation(patches[ref], p)));
  const shown: (boolean | undefined)[] = score.map((c) => (c >= SAME ? true : c <= DIFFERENT ? false : undefined));
  // In-between frames nearest the text first; a frame settled by a read settles every other
  // in-between frame that looks just like it (the same replacement sign, the same occluder).
  const unsure = score.map((_, i) => i).filter((i) => shown[i] === undefined).sort((a, b) => Math.abs(a - ref) - Math.abs(b - ref));
  for (const i of unsure) {
    if (shown[i] !== undefined) continue;
    const read = await confirm(i);
    shown[i] = read ?? score[i] >= UNSETTLED;
    if (read === undefined) continue;
    for (const j of unsure) if (shown[j] === undefined && correlation(patches[i], patches[j]) >= SAME) shown[j] = read;
  }
  const spans: Span[] = [];
  for (const r of runs) {
    let open: Span | undefined;
    for (let i = r.start; i < r.end; i++) {
      if (!shown[i]) continue;
      if (open && i - open.last - 1 <= BRIDGE) open.last = i;
      else { if (open) spans.push(open); open = { first: i, last: i }; }
    }
    if (open) spans.push(open);
  }
  return spans;
}

interface Rect { x0: number; y0: number; x1: number; y1: number }

function pixelRect(img: AnalysisImage, b: Box): Rect {
  const x0 = Math.max(0, Math.floor(b.x * img.width)), y0 = Math.max(0, Math.floor(b.y * img.height));
  const x1 = Math.min(img.width, Math.max(x0 + 4, Math.ceil((b.x + b.w) * img.width)));
  const y1 = Math.min(img.height, Math.max(y0 + 4, Math.ceil((b.y + b.h) * img.height)));
  return { x0, y0, x1, y1 };
}

function patch(img: AnalysisImage, r: Rect): Float32Array {
  const w = r.x1 - r.x0, out = new Float32Array(w * (r.y1 - r.y0));
  let k = 0;
  for (let y = r.y0; y < r.y1; y++) {
    for (let x = r.x0, o = y * img.stride + r.x0 * 3; x < r.x1; x++, o += 3) out[k++] = 0.299 * img.data[o] + 0.587 * img.data[o + 1] + 0.114 * img.data[o + 2];
  }
  return out;
}

/** Zero-mean normalised cross-correlation, -1..1 (0 when either patch is flat). */
export function correlation(a: Float32Array, b: Float32Array): number {
  const n = a.length;
  let ma = 0, mb = 0;
  for (let i = 0; i < n; i++) { ma += a[i]; mb += b[i]; }
  ma /= n; mb /= n;
  let ab = 0, aa = 0, bb = 0;
  for (let i = 0; i < n; i++) {
    const x = a[i] - ma, y = b[i] - mb;
    ab += x * y; aa += x * x; bb += y * y;
  }
  // A flat patch (a black night frame) has no structure to match.
  return aa < n || bb < n ? 0 : ab / Math.sqrt(aa * bb);
}
