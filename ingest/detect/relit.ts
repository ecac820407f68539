// Whether what changed between two frames is light falling differently on the same surfaces
// (a lamp's pool switched on or off, the lights of the whole view) or the surfaces themselves
// (a new view, a thing arriving). Light multiplies every pixel of a surface by about the same
// factor, so within a structure cell the log ratios new/old of its pixels agree; a new view or
// a thing scatters them with the texture they cover. A lamp's pool edge halves the cells it
// crosses, so a pixel there is judged by the gain of the evenly lit cell it is in or beside.
import { STRUCT_COLS, STRUCT_ROWS, type SampleGrid } from './sample-grid.ts';

/** Light falling on a surface multiplies every pixel by about the same factor; above this spread of the factors within a cell, the surface itself changed. */
export const LIT_SPREAD = 0.18;
/** A cell whose mean luma ratio moved by more than this (log: about 15 %) changed. */
const CHANGED_LOG_RATIO = Math.log(1.15);

export interface Pixels { data: Uint8Array; grid: SampleGrid }
export interface CellRatio { cell: number; mean: number; spread: number }

/** Added to luma before the ratio of two is taken: a dark value's plain ratio is mostly noise. */
export const RATIO_OFFSET = 8;

/** Per live sample, log((new + RATIO_OFFSET) / (old + RATIO_OFFSET)) of its luma; NaN where clipped (the ratio says nothing) or masked. */
function sampleRatios(prev: Uint8Array, { data, grid }: Pixels): Float32Array {
  const k = new Float32Array(grid.count).fill(NaN);
  for (let i = 0; i < grid.count; i++) {
    if (!grid.live[i]) continue;
    const o = grid.offsets[i], now = (77 * data[o] + 150 * data[o + 1] + 29 * data[o + 2]) >> 8, was = prev[i];
    if (now < 250 && was < 250) k[i] = Math.log((now + RATIO_OFFSET) / (was + RATIO_OFFSET));
  }
  return k;
}

/** Per structure cell with at least 4 usable samples (only those in `want`, when given): the mean and spread of its samples' ratios. */
function cellRatios(k: Float32Array, grid: SampleGrid, want?: Set<number>): CellRatio[] {
  const sum = new Map<number, { n: number; s: number; ss: number }>();
  for (let i = 0; i < grid.count; i++) {
    const c = grid.structCell[i];
    if (Number.isNaN(k[i]) || (want && !want.has(c))) continue;
    const e = sum.get(c) ?? { n: 0, s: 0, ss: 0 };
    e.n++; e.s += k[i]; e.ss += k[i] * k[i];
    sum.set(c, e);
  }
  const out: CellRatio[] = [];
  for (const [cell, e] of sum) {
    if (e.n < 4) continue;
    const mean = e.s / e.n;
    out.push({ cell, mean, spread: Math.sqrt(Math.max(0, e.ss / e.n - mean * mean)) });
  }
  return out;
}

/** Whether these cells changed as lit (or darkened) surfaces do, on average over them. */
export function changedAsLit(cells: number[], prev: Uint8Array, pixels: Pixels): boolean {
  const r = cellRatios(sampleRatios(prev, pixels), pixels.grid, new Set(cells));
  return r.length > 0 && r.reduce((a, c) => a + c.spread, 0) / r.length <= LIT_SPREAD;
}

export interface LightChange {
  /** Of the samples in cells that changed, the share that light explains (relit, or not changed themselves); undefined when no cell changed. */
  share: number | undefined;
  /** Samples that changed by the gain of the evenly lit cell they are in or beside. */
  relit: number[];
}

/** How much of the change from prev (luma per sample) to pixels is light (see the header). */
export function lightChange(prev: Uint8Array, pixels: Pixels): LightChange {
  const { grid } = pixels, k = sampleRatios(prev, pixels);
  const cells = cellRatios(k, grid);
  const changed = new Set(cells.filter((c) => Math.abs(c.mean) > CHANGED_LOG_RATIO || c.spread > LIT_SPREAD).map((c) => c.cell));
  const lit = new Map(cells.filter((c) => changed.has(c.cell) && c.spread <= LIT_SPREAD).map((c) => [c.cell, c.mean]));
  const relit: number[] = [];
  let inChanged = 0, explained = 0;
  for (let i = 0; i < grid.count; i++) {
    if (Number.isNaN(k[i])) continue;
    const c = grid.structCell[i], gain = lit.get(c) ?? besideLit(c, lit);
    const isRelit = gain !== undefined && Math.abs(k[i] - gain) <= LIT_SPREAD;
    if (isRelit) relit.push(i);
    if (!changed.has(c)) continue;
    inChanged++;
    if (isRelit || Math.abs(k[i]) <= CHANGED_LOG_RATIO) explained++;
  }
  return { share: inChanged ? explained / inChanged : undefined, relit };
}

/** The gain of an evenly lit cell beside cell c, if any. */
function besideLit(c: number, lit: Map<number, number>): number | undefined {
  const cx = c % STRUCT_COLS, cy = (c - cx) / STRUCT_COLS;
  for (let dy = -1; dy <= 1; dy++) {
    for (let dx = -1; dx <= 1; dx++) {
      const x = cx + dx, y = cy + dy;
      const g = x >= 0 && y >= 0 && x < STRUCT_COLS && y < STRUCT_ROWS ? lit.get(y * STRUCT_COLS + x) : undefined;
      if (g !== undefined) return g;
    }
  }
  return undefined;
}
