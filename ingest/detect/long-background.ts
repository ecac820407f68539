// The view from before: a much slower background per sample (minutes) beside the activity
// detector's own. When something that stood in the view for a while leaves (a sign taken down,
// a car driving off after being learnt), its samples go back to this one, and matching it means
// "background again", not a new thing (a ghost). Where a thing stood long enough to be learnt
// into the detector's background, its samples are held here: they keep the view from before it
// came instead of learning the thing. The per-sample updates run inside the detector's scan
// (ActivityDetector.scan), which reads and writes these arrays directly; this holds the state,
// its time constants and what is decided once per frame.
import { medianOf } from './frame-stats.ts';

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
  /** The detector's background cell sums a frame earlier (see lightStep). */
  private readonly prevCellSum: Float64Array;

  constructor(samples: number, structCells: number) {
    this.value = new Float32Array(samples * 3);
    this.hold = new Float32Array(samples);
    this.unlike = new Float32Array(samples);
    this.prevCellSum = new Float64Array(structCells);
  }

  /** Starts from the detector's first background (the first frame, or the one after a cut). */
  start(bg: Float32Array, bgCellSum: Float64Array): void {
    this.value.set(bg);
    this.hold.fill(0);
    this.unlike.fill(0);
    this.prevCellSum.set(bgCellSum);
  }

  /** Sample i is what the background now shows there (a confirmed view step, a relit sample): learnt at once, no longer held. */
  learn(i: number, bg: Float32Array): void {
    const j = i * 3;
    this.value[j] = bg[j]; this.value[j + 1] = bg[j + 1]; this.value[j + 2] = bg[j + 2];
    this.hold[i] = 0;
    this.unlike[i] = 0;
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
