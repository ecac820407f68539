// How much light falls on each part of the view now, against the most it has had in the last
// day: 1 in full light, less at dusk and at night, never below MIN_LIGHT (where noise and
// compression decide). Light falling on a surface scales it and everything in front of it
// alike, so two things follow from it: a thing's contrast with the background shrinks with the
// light (the foreground's absolute floor is scaled by it), and a thing is named as it would
// look in the light (its colour is scaled back by the inverse, see sampleColour).
//
// Per structure cell, the background's luma now over the brightest that cell's background has
// been in the last day. The view's light is the median of those ratios, not the ratio of
// medians: a lamp over a quarter of the view at night lifts the median luma but leaves most
// cells as dark as they are. A cell may be lit above the view (a lamp's pool) but is taken no
// darker than the view: a cell that got darker alone is more likely a light thing that stood
// there (a van parked all afternoon) having left than a shadow, and scaling colours there by
// the inverse would make a dark car grey.
import { medianOf } from './frame-stats.ts';
import { STRUCT_COLS, STRUCT_ROWS } from './sample-grid.ts';

/** Under less than this share of the light the view has had, noise and compression decide: colours are scaled back by at most its inverse. */
export const MIN_LIGHT = 0.25;
/** The brightest a cell has been is remembered in hourly maxima over a day: the lights of last evening tell how dark the night is. */
const BUCKET_MS = 3_600_000;
const BUCKETS = 24;
/** A cell darker than this (luma 0..255) at its brightest gives no ratio to speak of (a black wall). */
const DARK_CELL = 12;
/**
 * The brightest is a maximum over an hour of slightly noisy means, so full light reads a few
 * per cent under it: ratios are taken over this, and anything above counts as full light (by
 * day the floor must not move with the noise of the estimate).
 */
const FULL_LIGHT = 0.95;
/** Fewer cells with a ratio than this and the view is taken as fully lit (too little to judge). */
const MIN_CELLS = 8;

export class LightMap {
  private readonly cells = STRUCT_COLS * STRUCT_ROWS;
  /** Per bucket, per cell: the brightest background luma seen in that hour. */
  private readonly hourly = new Float32Array(BUCKETS * this.cells);
  /** Per cell: the brightest over the buckets other than the current one. */
  private readonly older = new Float32Array(this.cells);
  private bucket = -1;
  private readonly ratios = new Float64Array(this.cells);
  private readonly lit = new Float64Array(this.cells);
  private readonly own = new Float64Array(this.cells);
  /** Per structure cell, the light on it now (MIN_LIGHT..1); the view's light where it has no ratio of its own. */
  readonly light = new Float32Array(this.cells).fill(1);
  /** Per structure cell, its inverse: how much a colour seen there is scaled back (1..1 / MIN_LIGHT). */
  readonly relight = new Float32Array(this.cells).fill(1);
  /** The view's light: the median of the cells' ratios (MIN_LIGHT..1). */
  view = 1;
  /** The median over cells of the brightest each has been: the view's luma as it looked lit. */
  litView = 0;

  /** Forget what the view looked like (after a cut: how lit another view was says nothing of this one). */
  reset(): void {
    this.hourly.fill(0);
    this.older.fill(0);
    this.bucket = -1;
    this.light.fill(1);
    this.relight.fill(1);
    this.view = 1;
    this.litView = 0;
  }

  /**
   * Takes this frame's background: `bgCellSum` per structure cell (sums of 256 × luma over
   * `count` samples, as the activity detector keeps them) times the frame's `gain` against it.
   */
  update(ts: number, bgCellSum: Float64Array, count: Float64Array, gain: number): void {
    const { cells, hourly, older, ratios, lit, own } = this;
    const bucket = Math.floor(ts / BUCKET_MS);
    if (bucket !== this.bucket) this.roll(bucket);
    const base = slot(bucket) * cells;
    let k = 0;
    for (let c = 0; c < cells; c++) {
      if (count[c] === 0) { ratios[c] = -1; continue; }
      const now = (bgCellSum[c] / (256 * count[c])) * gain;
      if (now > hourly[base + c]) hourly[base + c] = now;
      const most = Math.max(older[c], hourly[base + c]);
      lit[k] = most;
      ratios[c] = most >= DARK_CELL ? now / (most * FULL_LIGHT) : -1;
      k++;
    }
    this.litView = medianOf(lit, k, lit);
    let m = 0;
    for (let c = 0; c < cells; c++) if (ratios[c] >= 0) own[m++] = ratios[c];
    const view = m < MIN_CELLS ? 1 : Math.min(1, Math.max(MIN_LIGHT, medianOf(own, m, own)));
    this.view = view;
    for (let c = 0; c < cells; c++) {
      const l = ratios[c] < 0 ? view : Math.min(1, Math.max(view, ratios[c]));
      this.light[c] = l;
      this.relight[c] = 1 / l;
    }
  }

  /** A new hour: the buckets of the hours since the last frame start empty, and the day before the current hour is summed up once. */
  private roll(bucket: number): void {
    const { cells, hourly, older } = this;
    // Time going back (a replay started over) or a day or more without frames: all of it is stale.
    const passed = this.bucket < 0 || bucket < this.bucket ? BUCKETS : Math.min(BUCKETS, bucket - this.bucket);
    for (let s = 0; s < passed; s++) { const b = slot(bucket - s); hourly.fill(0, b * cells, (b + 1) * cells); }
    this.bucket = bucket;
    older.fill(0);
    for (let b = 0; b < BUCKETS; b++) {
      if (b === slot(bucket)) continue;
      for (let c = 0; c < cells; c++) if (hourly[b * cells + c] > older[c]) older[c] = hourly[b * cells + c];
    }
  }
}

const slot = (bucket: number) => ((bucket % BUCKETS) + BUCKETS) % BUCKETS;
