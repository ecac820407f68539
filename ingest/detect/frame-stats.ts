// First pass over a frame's samples: mean luma per structure cell and a chromaticity
// histogram. Both are brightness-invariant once normalised (cell means through correlation,
// chromaticity r=R/(R+G+B), g=G/(R+G+B) by construction), which is what lets the cut
// detector ignore lights switching while still seeing a new view.
import { STRUCT_COLS, STRUCT_ROWS, type SampleGrid } from './sample-grid.ts';

/** 8x8 chromaticity bins plus one for pixels too dark to have a reliable colour. */
export const HIST_BINS = 65;
const DARK_SUM = 45;
/** 7.999 / s for every possible R+G+B. */
const RECIP_8 = Float64Array.from({ length: 766 }, (_, s) => (s > 0 ? 7.999 / s : 0));

export class FrameStats {
  /** Mean luma (0..255) per structure cell. */
  readonly cellMean = new Float64Array(STRUCT_COLS * STRUCT_ROWS);
  /** 1 for cells with unmasked samples; masked cells carry the frame mean and no information. */
  readonly cellLive = new Uint8Array(STRUCT_COLS * STRUCT_ROWS);
  /** Normalised chromaticity histogram (sums to 1). */
  readonly hist = new Float64Array(HIST_BINS);
  private readonly counts = new Uint32Array(HIST_BINS);
  private readonly cellCounts = new Uint32Array(STRUCT_COLS * STRUCT_ROWS);

  compute(data: Uint8Array, grid: SampleGrid): void {
    const sums = this.cellMean, counts = this.counts, offs = grid.offsets, cells = grid.structCell, live = grid.live, n = grid.count;
    sums.fill(0);
    counts.fill(0);
    // Masked samples (a burned-in clock changes every frame) are left out of every statistic.
    // Cell means are steady on every other sample (tens per cell), at half the cost.
    const cellCounts = this.cellCounts;
    cellCounts.fill(0);
    for (let i = 0; i < n; i += 2) {
      if (live[i] === 0) continue;
      const o = offs[i], c = cells[i];
      sums[c] += (77 * data[o] + 150 * data[o + 1] + 29 * data[o + 2]) >> 8;
      cellCounts[c]++;
    }
    // A colour histogram is stable on far fewer pixels: every 4th sample, no divisions.
    let m = 0;
    for (let i = 0; i < n; i += 4) {
      if (live[i] === 0) continue;
      m++;
      const o = offs[i], r = data[o], g = data[o + 1], s = r + g + data[o + 2];
      if (s < DARK_SUM) { counts[64]++; continue; }
      const k = RECIP_8[s]; // r/s and g/s are <= 1, so the index stays inside 0..7
      counts[((r * k) | 0) * 8 + ((g * k) | 0)]++;
    }
    const cc = cellCounts;
    let total = 0, used = 0;
    for (let c = 0; c < sums.length; c++) {
      this.cellLive[c] = cc[c] > 0 ? 1 : 0;
      if (cc[c] > 0) { sums[c] /= cc[c]; total += sums[c]; used++; }
    }
    // Fully masked cells take the frame mean, so they add nothing to the layout correlation.
    const fill = used > 0 ? total / used : 0;
    for (let c = 0; c < sums.length; c++) if (cc[c] === 0) sums[c] = fill;
    for (let k = 0; k < HIST_BINS; k++) this.hist[k] = m > 0 ? counts[k] / m : 0;
  }

  /** Copies another frame's stats (keeps the previous frame without allocating). */
  copyFrom(o: FrameStats): void {
    this.cellMean.set(o.cellMean);
    this.hist.set(o.hist);
  }
}

/** Pearson correlation of two equally long vectors; 1 when both are flat. */
export function correlation(a: Float64Array, b: Float64Array): number {
  const n = a.length;
  let ma = 0, mb = 0;
  for (let i = 0; i < n; i++) { ma += a[i]; mb += b[i]; }
  ma /= n; mb /= n;
  let sab = 0, saa = 0, sbb = 0;
  for (let i = 0; i < n; i++) {
    const da = a[i] - ma, db = b[i] - mb;
    sab += da * db; saa += da * da; sbb += db * db;
  }
  // A flat frame (lens cap, black night) has no structure to compare: treat as unchanged.
  if (saa < n * 1 || sbb < n * 1) return saa < n && sbb < n ? 1 : 0;
  return sab / Math.sqrt(saa * sbb);
}

/** Half the L1 distance of two normalised histograms: 0 same, 1 disjoint. */
export function histDistance(a: Float64Array, b: Float64Array): number {
  let d = 0;
  for (let i = 0; i < a.length; i++) d += Math.abs(a[i] - b[i]);
  return d / 2;
}

/** Luma (0..255) of an RGB value, by the weights the detectors use everywhere (77, 150, 29 over 256). */
export const luma = (r: number, g: number, b: number): number => (77 * r + 150 * g + 29 * b) / 256;

/** Median of the first n values of arr, sorting scratch in place (no allocation). */
export function medianOf(arr: ArrayLike<number>, n: number, scratch: Float64Array): number {
  if (n <= 0) return 0;
  const s = scratch.subarray(0, n);
  for (let i = 0; i < n; i++) s[i] = arr[i];
  s.sort();
  return n & 1 ? s[n >> 1] : (s[(n >> 1) - 1] + s[n >> 1]) / 2;
}
