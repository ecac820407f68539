// The view from before: a much slower background per sample (minutes) beside the activity
// detector's own. When something that stood in the view for a while leaves (a sign taken down,
// a car driving off after being learnt), its samples go back to this one, and matching it means
// "background again", not a new thing (a ghost). Where a thing stood long enough to be learnt
// into the detector's background, its samples are held here: they keep the view from before it
// came instead of learning the thing. The per-sample updates run inside the detector's scan
// (ActivityDetector.scan), which reads and writes these arrays directly; this holds the state,
// its time constants and what is decided once per frame.
import { luma, medianOf } from './frame-stats.ts';
import { RATIO_OFFSET } from './relit.ts';

/** Time constant of the long background. */
export const LONG_BACKGROUND_SECONDS = 600;
/** Each frame updates one sample in LONG_STRIDE, by LONG_STRIDE frames' worth: a quarter of the cost for the same time constant. */
export const LONG_STRIDE = 4;
/**
 * A sample learnt into the background because a thing stood on it (a parked car) keeps its long
 * background -- the view before the thing came -- for this long: learning the car at the slow
 * rate would leave the long background a mix (18 % car after two minutes, half after seven)
 * that no longer matches the road, so when the car drove off the road it uncovered stayed
 * "activity" for stationarySeconds and the departing car's track took the road's grey and the
 * uncovered spot's place. Past the hold the parked thing is learnt as scenery. A working day: a
 * van parked two hours (an hour's hold) drove off through a 'grey thing' where it had stood,
 * whose blob took the van's and held its track in the middle of the view.
 */
export const LONG_HOLD_SECONDS = 12 * 3600;
/** A luma this high is clipped (a lamp's pool at its brightest): its ratio to another is no light factor. */
export const CLIPPED = 245;
/** How far off an estimated light factor may be (either way) and still be the same surface (isViewFromBefore). */
const SAME_SURFACE_LIGHT = 1.35;
/** ... and how far apart the two colours' channel shares (of luma + RATIO_OFFSET, summed) may be. */
const SAME_SURFACE_HUE = 0.25;

function sameSurface(r: number, g: number, b: number, er: number, eg: number, eb: number): boolean {
  const l = luma(r, g, b) + RATIO_OFFSET, el = luma(er, eg, eb) + RATIO_OFFSET, k = l / el;
  if (k > SAME_SURFACE_LIGHT || k < 1 / SAME_SURFACE_LIGHT) return false;
  const o = RATIO_OFFSET;
  return Math.abs((r + o) / l - (er + o) / el) + Math.abs((g + o) / l - (eg + o) / el) + Math.abs((b + o) / l - (eb + o) / el) <= SAME_SURFACE_HUE;
}

/** Fewer unheld samples in a cell than this and it gives no light factor of its own (CellLight). */
const MIN_CELL_SAMPLES = 3;
/** A cell darker than this (mean luma) gives no light ratio to speak of. */
const DARK_CELL = 12;
/** Fewer cells with a ratio than this and the light is taken as unchanged. */
const MIN_CELLS = 8;

export class LongBackground {
  /** RGB per sample, in the units of the detector's background. */
  readonly value: Float32Array;
  /** Seconds left during which a sample does not learn what stands on it (see LONG_HOLD_SECONDS). */
  readonly hold: Float32Array;
  /**
   * Seconds a sample that turned background from foreground has stayed unlike its long
   * background: a thing learnt without standing still (see ActivityDetector.scan). Not learnt
   * while it lasts, held once it lasted stationarySeconds.
   */
  readonly unlike: Float32Array;
  /** Held samples relit since the last rebase (see ActivityDetector.learnRelit): a rebase does not relight them again. */
  readonly relit: Uint8Array;
  /** Held samples whose view from before was relit by an estimated factor (relight), until learnt again. */
  readonly estimated: Uint8Array;
  /**
   * Per structure cell, the light factor its relit ground took since the last rebase (0: none).
   * The ground it names is learnt then, so at the rebase it has moved by nothing: the held
   * samples there that were not relit themselves (a dark coat, whose ratio says nothing) take this.
   */
  readonly cellRelit: Float32Array;
  /** The detector's background cell sums a frame earlier (see lightStep). */
  private readonly prevCellSum: Float64Array;

  constructor(samples: number, structCells: number) {
    this.value = new Float32Array(samples * 3);
    this.hold = new Float32Array(samples);
    this.unlike = new Float32Array(samples);
    this.relit = new Uint8Array(samples);
    this.estimated = new Uint8Array(samples);
    this.cellRelit = new Float32Array(structCells);
    this.prevCellSum = new Float64Array(structCells);
  }

  /** Starts from the detector's first background (the first frame, or the one after a cut). */
  start(bg: Float32Array, bgCellSum: Float64Array): void {
    this.value.set(bg);
    this.hold.fill(0);
    this.unlike.fill(0);
    this.relit.fill(0);
    this.estimated.fill(0);
    this.cellRelit.fill(0);
    this.prevCellSum.set(bgCellSum);
  }

  /** Sample i is what the background now shows there (a confirmed view step, a relit sample): learnt at once, no longer held. */
  learn(i: number, bg: Float32Array): void {
    const j = i * 3;
    this.value[j] = bg[j]; this.value[j + 1] = bg[j + 1]; this.value[j + 2] = bg[j + 2];
    this.hold[i] = 0;
    this.unlike[i] = 0;
    this.estimated[i] = 0;
  }

  /**
   * Sample i is held (a thing stands on the view from before) and a light switched over it: the
   * ground the thing hides took factor f of light, on luma + RATIO_OFFSET as the lighting
   * detector judges a relit sample (a dark value's plain ratio is mostly noise). Still held.
   */
  relight(i: number, f: number): void {
    const v = this.value, j = i * 3;
    for (let c = j; c < j + 3; c++) v[c] = Math.max(0, (v[c] + RATIO_OFFSET) * f - RATIO_OFFSET);
    this.estimated[i] = 1;
  }

  /** Held sample i hides this colour, as estimated from the ground around it (CellLight.apply). Still held. */
  paint(i: number, r: number, g: number, b: number): void {
    const v = this.value, j = i * 3;
    v[j] = r; v[j + 1] = g; v[j + 2] = b;
    this.estimated[i] = 1;
  }

  /**
   * Whether rgb is what held sample i hides, seen again: within the detector's threshold of it,
   * or, where it was relit by an estimate (relight), the same surface under a light a little
   * off the estimate (SAME_SURFACE): a lamp's factor measured on the ground around, clipped
   * white while lit, is not the factor to the grey.
   */
  isViewFromBefore(i: number, r: number, g: number, b: number, gain: number, thr: number): boolean {
    const v = this.value, j = i * 3, er = v[j] * gain, eg = v[j + 1] * gain, eb = v[j + 2] * gain;
    if (Math.abs(r - er) + Math.abs(g - eg) + Math.abs(b - eb) <= thr) return true;
    return this.estimated[i] === 1 && sameSurface(r, g, b, er, eg, eb);
  }

  /** The rate each strided update learns at, dt seconds after the frame before. */
  static rate(dt: number): number {
    return 1 - Math.exp(-(dt * LONG_STRIDE) / LONG_BACKGROUND_SECONDS);
  }

  /**
   * How much the light on the view changed since the frame before, which the long background
   * follows at once (the detector scales every sample by it, held ones too): the median of the
   * cells' ratios of the detector's background (bgCellSum: luma × 256 summed per structure
   * cell over `count` samples) now to a frame earlier, so a thing learnt into a few cells does
   * not move it. Learning only at its slow rate, the long background lagged the light by
   * minutes, and at dusk it was brighter than the road by more than the shrunken floor all over
   * the view (nothing was "back to the view from before" while the light fell); and a held
   * sample kept the light of when its thing came, so a van parked before dusk and gone after it
   * left its whole spot a 'grey thing' standing there.
   */
  lightStep(bgCellSum: Float64Array, count: Float64Array, scratch: Float64Array): number {
    const was = this.prevCellSum;
    let k = 0;
    for (let c = 0; c < count.length; c++) {
      const dark = DARK_CELL * 256 * count[c];
      if (count[c] > 0 && bgCellSum[c] > dark && was[c] > dark) scratch[k++] = bgCellSum[c] / was[c];
    }
    was.set(bgCellSum);
    return k < MIN_CELLS ? 1 : medianOf(scratch, k, scratch);
  }
}

/**
 * The light a switch put on each structure cell, as its unheld samples' long background took it
 * (luma before and after, summed per cell, + RATIO_OFFSET each): what the ground a thing held
 * there hides took as well. A lamp's pool is local, so a cell with too few unheld samples has no
 * factor rather than the view's.
 */
export class CellLight {
  private readonly was: Float64Array;
  private readonly now: Float64Array;
  private readonly n: Float64Array;
  /** Per cell, the new colour (RGB sums) and count of unheld samples that were clipped white before. */
  private readonly white: Float64Array;
  private readonly nWhite: Float64Array;

  constructor(cells: number) {
    this.was = new Float64Array(cells);
    this.now = new Float64Array(cells);
    this.n = new Float64Array(cells);
    this.white = new Float64Array(cells * 3);
    this.nWhite = new Float64Array(cells);
  }

  reset(): void {
    this.was.fill(0); this.now.fill(0); this.n.fill(0); this.white.fill(0); this.nWhite.fill(0);
  }

  /** An unheld sample of `cell` went from `was` (its long background, RGB at wi) to `now` (at ni). */
  add(cell: number, was: ArrayLike<number>, wi: number, now: ArrayLike<number>, ni: number): void {
    const w = luma(was[wi], was[wi + 1], was[wi + 2]), v = luma(now[ni], now[ni + 1], now[ni + 2]);
    if (w >= CLIPPED) {
      // Clipped white before: no ratio, but what such ground shows now.
      this.white[cell * 3] += now[ni]; this.white[cell * 3 + 1] += now[ni + 1]; this.white[cell * 3 + 2] += now[ni + 2]; this.nWhite[cell]++;
      return;
    }
    // Clipped now, or too dark to measure: the ratio says little of the light.
    if (v >= CLIPPED || w < DARK_CELL || v < DARK_CELL) return;
    this.was[cell] += w + RATIO_OFFSET; this.now[cell] += v + RATIO_OFFSET; this.n[cell]++;
  }

  /** Whether `now` (RGB at ni), at a sample of `cell` that was clipped white, is unlike what the cell's ground clipped white shows now. */
  hidWhite(cell: number, now: ArrayLike<number>, ni: number): boolean {
    const n = this.nWhite[cell];
    if (n < MIN_CELL_SAMPLES) return false;
    const w = this.white, c = cell * 3;
    return !sameSurface(now[ni], now[ni + 1], now[ni + 2], w[c] / n, w[c + 1] / n, w[c + 2] / n);
  }

  /** The cells with a factor. */
  judged(): number[] {
    const out: number[] = [];
    for (let c = 0; c < this.n.length; c++) if (this.n[c] >= MIN_CELL_SAMPLES) out.push(c);
    return out;
  }

  factor(cell: number): number | undefined {
    return this.n[cell] >= MIN_CELL_SAMPLES ? this.now[cell] / this.was[cell] : undefined;
  }

  /**
   * Relights held sample i of `cell` as its cell's ground took the switch: by the factor, or,
   * where what it hides was clipped white (no factor reaches it), as what the cell's ground that
   * was clipped white shows now. False where the cell says neither.
   */
  apply(long: LongBackground, i: number, cell: number): boolean {
    const v = long.value, j = i * 3;
    if (luma(v[j], v[j + 1], v[j + 2]) >= CLIPPED) {
      const n = this.nWhite[cell];
      if (n < MIN_CELL_SAMPLES) return false;
      long.paint(i, this.white[cell * 3] / n, this.white[cell * 3 + 1] / n, this.white[cell * 3 + 2] / n);
      return true;
    }
    const f = this.factor(cell);
    if (f === undefined) return false;
    long.relight(i, f);
    return true;
  }
}
