// Activity in a fixed view: each sample is compared with a background model (RGB per
// sample) after compensating the global gain, so dawn, dusk and lights switching do not
// look like motion. A sample is foreground when its difference exceeds both an absolute
// floor and a multiple of its own running noise level (sensor noise and compression
// artefacts differ a lot between flat walls and textured edges). The floor is a contrast, so
// it shrinks with the light falling on that part of the view (light-map.ts): at night a blue
// shirt on asphalt differs by a fifth of what it does by day. The background follows
// background samples quickly and foreground samples slowly, so a parked car is absorbed
// over minutes while a passing one never is. Samples that are foreground much of the time
// (a burned-in clock, a flag) are ignored, and a grid cell only counts when enough of it is
// foreground, which removes isolated speckle.
import { dominantColours } from './colour-names.ts';
import { DIFFERENCE_TIERS, neutralLevels, sampleColour, thingColours, tierOf } from './thing-colours.ts';
import { splitSideBySide, type SampleLattice } from './side-by-side.ts';
import { splitCarried } from './carried-thing.ts';
import { LightMap } from './light-map.ts';
import { CellLight, CLIPPED, LONG_HOLD_SECONDS, LONG_STRIDE, LongBackground } from './long-background.ts';
import { RATIO_OFFSET } from './relit.ts';
import { findBlobs, type Blob } from './blobs.ts';
import { SceneChangeTally } from './scene-changes.ts';
import type { DetectConfig } from '../../core/config/detect-config.ts';
import { luma, medianOf, type FrameStats } from './frame-stats.ts';
import type { SampleGrid } from './sample-grid.ts';

type Box = Blob['bbox'];

export interface ActivityResult {
  activity: number;
  active: boolean;
  regions: number[];
  bbox?: { x: number; y: number; w: number; h: number };
  centroid?: { x: number; y: number };
  colours?: string[];
  /** Separate moving things (connected active cells), largest first; only when active. */
  blobs?: Blob[];
  /** Where foreground that stood still was learnt into the background this frame (see scene-changes.ts); absent when none. */
  settled?: Blob[];
  /** Where samples learnt so went back to the view from before (what stood there left); absent when none. */
  cleared?: Blob[];
}

/**
 * The floor shrinks with the light no further than this share of it: below, a dusk drift
 * between two frames 2 s apart (the gain fits dark and bright samples differently) left
 * textured samples of an empty yard over the floor, while walkers at a fifth of the light on
 * night asphalt still differ by 29 or more (the floor is 18 there).
 */
const FLOOR_MIN_LIGHT = 0.4;
/** Sample columns and rows what remains of a thing that left must span (remains): fewer is an edge. */
const REMAINS_MIN_SPAN = 3;
/** Noise level (L1 over RGB) assumed before a sample has been measured. */
const NOISE_INIT = 12;
const COLOURS = 10;

/**
 * The flicker rate is an average over at least this many frames' worth (1/20): at low frame
 * rates one switch would otherwise weigh as much as a second of flicker at 2 fps.
 */
const MAX_FLICKER_STEP = 0.05;
/** Warm-up at the start of a stream (see init). */
const STREAM_START_SECONDS = 3;
/**
 * A background value seen for only t seconds (the first frame after a start or a cut, which may
 * hold a car that then drives on) gives way to a new still value after max(GHOST_MIN_SECONDS,
 * GHOST_EVIDENCE_RATIO × t), not after the full stationarySeconds: a view that has been stable
 * twice as long as the old one was ever seen is the better evidence of what the background is.
 * Only a value seen for under GHOST_FAST_FRACTION × stationarySeconds heals so fast: one seen
 * longer is the scene, and a thing that stops on it is parked (a truck that drove in 14 s after
 * the camera connected, its uniform body "still" on each sample from the moment it covered it,
 * was otherwise learnt as the scene in 28 s, the road's long background with it, and when it
 * drove off the road it uncovered stayed a "black thing" for stationarySeconds).
 */
const GHOST_MIN_SECONDS = 2;
const GHOST_EVIDENCE_RATIO = 2;
const GHOST_FAST_FRACTION = 0.25;
/**
 * A view step (see judgeStep) is samples turning foreground at once: STEP_MIN_FRACTION of the
 * view's samples, in at least STEP_SPREAD of the cells of an 8x6 grid, and no more than STEP_MAX_DENSITY
 * of the samples of the cells they are in; a cell more than STEP_THING_DENSITY covered is a thing,
 */
const STEP_MIN_FRACTION = 0.02;
/** The grid the spread is judged on (the activity grid may be finer: the inspector's is 16x12). */
const STEP_COLS = 8, STEP_ROWS = 6;
const STEP_SPREAD = 0.5;
const STEP_MAX_DENSITY = 0.2;
const STEP_THING_DENSITY = 0.5;
/** ... and no more than STEP_MAX_THING of its samples in such cells. */
const STEP_MAX_THING = 0.2;
/** ... turning at least STEP_SUDDEN times as many samples foreground as were before; and on the next frame at least STEP_HELD of them still as they were. */
const STEP_SUDDEN = 2;
const STEP_HELD = 0.5;
/**
 * After a light switched (lights on or off, or a lamp's pool), the long background is re-based on
 * the detector's own once that one has followed the light: through the gain within a few frames,
 * or, where the gain did not follow (a pool switched off by day), by learning the pool as a still
 * change after stationarySeconds. So: stationarySeconds and this many backgroundSeconds after.
 */
const REBASE_AFTER_BACKGROUNDS = 2;
/** A frame's gain against the background this far from 1 (log) is a light switching, not a drift (see scan). */
const LIGHT_JUMP = Math.log(1.15);
/** While warming up, no sample's noise level grows past this multiple of the view's mean. */
const WARM_NOISE_SPREAD = 3;


export class ActivityDetector {
  private readonly n: number;
  private readonly bg: Float32Array;
  /** The view from before (minutes): going back to it is "background again", not a new thing (a ghost). */
  private readonly long: LongBackground;
  /** Scratch for relighting held samples after a switch (learnRelit, rebaseLong). */
  private readonly cellLight: CellLight;
  private readonly noise: Float32Array;
  private readonly volatile: Float32Array;
  private readonly wasFg: Uint8Array;
  /** Previous frame's value per sample, and how long (s) each sample has been foreground but unchanged. */
  private readonly prev: Uint8Array;
  private readonly still: Float32Array;
  /** When each sample last turned foreground (ms): one that was foreground when a light switched was a thing, not the view (see rebaseLong). */
  private readonly fgFrom: Float64Array;
  /**
   * Seconds each sample's background value has been seen as background (reset when a new value
   * is learnt; counted only up to where it stops mattering): a first frame's value has no
   * history, so a ghost of what it held heals fast (see GHOST_*).
   */
  private readonly bgAge: Float32Array;
  private readonly bgCellSum: Float64Array;
  /** How much the light on the view changed over the last frame, which the long background follows at once. */
  private lightStep = 1;
  private readonly gainScratch: Float64Array;
  private readonly cells: number;
  private readonly fg: Float64Array;
  private readonly box: Float64Array; // per cell: minX, maxX, minY, maxY, sumX, sumY
  /** Per cell, per tier of difference from the background (thing-colours.ts): foreground samples by colour name. */
  private readonly colours: Uint32Array;
  /** This frame's foreground samples with their tiered colour keys, for telling apart things one blob holds (side-by-side.ts). */
  private readonly lattice: SampleLattice;
  private sceneLuma = 128;
  /** How much light falls on each part of the view, against the most it has had in the last day. */
  private readonly light = new LightMap();
  /** Per cell of the coarse grid, samples that turned foreground this frame; those samples (the held ones after a step, see judgeStep). */
  private readonly stepCells: Float64Array;
  /** Each sample's cell of the coarse grid a view step is judged on, and live samples per cell. */
  private readonly stepCell: Uint8Array;
  private readonly stepCount: Float64Array;
  private readonly stepIdx: Uint32Array;
  private candidates = 0;
  /** Foreground samples this frame and the one before (a step is sudden, see judgeStep). */
  private foreground = 0;
  private prevForeground = 0;
  private heldCount = 0;
  /** View steps learnt since the start, for tests and logs. */
  viewSteps = 0;
  /** Mean noise level over the view, last frame (caps what warm-up may learn per sample). */
  private meanNoise = NOISE_INIT;
  private readonly colourSum = new Uint32Array(COLOURS);
  private readonly settled: SceneChangeTally;
  private readonly cleared: SceneChangeTally;
  private started = false;
  private warmUntil = 0;
  private startedAt = 0;
  private everStarted = false;
  private lastTs = 0;
  private dt = 0;
  private frameNo = 0;
  /** When the long background is to be re-based after a light switched at switchedAt (see rebaseLong). */
  private rebaseLongAt: number | undefined;
  private switchedAt: number | undefined;

  constructor(private readonly cfg: DetectConfig, private readonly grid: SampleGrid) {
    this.n = grid.count;
    this.bg = new Float32Array(this.n * 3);
    this.long = new LongBackground(this.n, grid.structCount.length);
    this.cellLight = new CellLight(grid.structCount.length);
    this.noise = new Float32Array(this.n);
    this.volatile = new Float32Array(this.n);
    this.wasFg = new Uint8Array(this.n);
    this.prev = new Uint8Array(this.n * 3);
    this.still = new Float32Array(this.n);
    this.fgFrom = new Float64Array(this.n);
    this.bgAge = new Float32Array(this.n);
    this.bgCellSum = new Float64Array(grid.structCount.length);
    this.gainScratch = new Float64Array(grid.structCount.length);
    this.cells = cfg.gridCols * cfg.gridRows;
    this.fg = new Float64Array(this.cells);
    this.box = new Float64Array(this.cells * 6);
    this.colours = new Uint32Array(this.cells * DIFFERENCE_TIERS * COLOURS);
    this.lattice = {
      cols: grid.cols, rows: grid.rows, first: grid.first, step: grid.step, width: grid.width, height: grid.height,
      totalSamples: grid.liveTotal, cell: grid.actCell, key: new Uint16Array(this.n), colours: COLOURS,
    };
    this.stepCells = new Float64Array(STEP_COLS * STEP_ROWS);
    this.stepCell = new Uint8Array(this.n);
    this.stepCount = new Float64Array(STEP_COLS * STEP_ROWS);
    for (let i = 0; i < this.n; i++) {
      this.stepCell[i] = Math.floor((grid.ys[i] * STEP_ROWS) / grid.height) * STEP_COLS + Math.floor((grid.xs[i] * STEP_COLS) / grid.width);
      if (grid.live[i]) this.stepCount[this.stepCell[i]]++;
    }
    this.stepIdx = new Uint32Array(this.n);
    this.settled = new SceneChangeTally(cfg.gridCols, cfg.gridRows);
    this.cleared = new SceneChangeTally(cfg.gridCols, cfg.gridRows);
  }

  /** Forget the background (after a cut): the next frame starts a new model. */
  reset(): void {
    this.started = false;
    this.rebaseLongAt = this.switchedAt = undefined;
    // Another view: how bright the old one was says nothing of the light on this one.
    this.light.reset();
  }

  /**
   * relitSamples: samples a light just switched over (LightReport.relitSamples), learnt at once.
   * switchedAt: a switch was reported on this frame (lights on or off, a lamp's pool), and when
   * it happened (a lamp's is reported frames later, LightReport.local.at).
   */
  update(ts: number, data: Uint8Array, stats: FrameStats, relitSamples?: number[], switchedAt?: number): ActivityResult {
    if (!this.started) {
      this.init(ts, data);
      return { activity: 0, active: false, regions: new Array<number>(this.cells).fill(0) };
    }
    const dt = Math.min(10_000, Math.max(0, ts - this.lastTs)) / 1000;
    this.lastTs = ts;
    const rate = (seconds: number) => 1 - Math.exp(-dt / seconds);
    const warm = ts < this.warmUntil;
    const gain = this.estimateGain(stats);
    this.lightStep = this.long.lightStep(this.bgCellSum, this.grid.structCount, this.gainScratch);
    this.sceneLuma = medianOf(stats.cellMean, stats.cellMean.length, this.gainScratch);
    this.light.update(ts, this.bgCellSum, this.grid.structCount, gain);
    // While warming up, average quickly: the first frame after a cut is often the encoder's
    // blurriest, and the noise estimate needs a few frames before it means anything.
    const bgRate = warm ? Math.max(0.3, rate(this.cfg.backgroundSeconds)) : rate(this.cfg.backgroundSeconds);
    const noiseRate = warm ? Math.max(0.3, rate(this.cfg.noiseSeconds)) : rate(this.cfg.noiseSeconds);
    this.dt = dt;
    if (this.heldCount > 0) this.confirmStep(data, gain);
    if (relitSamples?.length) this.learnRelit(relitSamples, data, gain);
    this.scan(data, gain, warm, bgRate, rate(this.cfg.absorbSeconds), noiseRate, Math.min(rate(this.cfg.flickerSeconds), MAX_FLICKER_STEP));
    if (switchedAt !== undefined) {
      this.switchedAt ??= Math.min(ts, switchedAt);
      this.rebaseLongAt = ts + (this.cfg.stationarySeconds + REBASE_AFTER_BACKGROUNDS * this.cfg.backgroundSeconds) * 1000;
    } else if (this.rebaseLongAt !== undefined && ts >= this.rebaseLongAt) this.rebaseLong(ts);
    // A view step this frame: nothing in it is told apart from the step (see judgeStep).
    return this.summarise(warm || this.judgeStep());
  }

  private init(ts: number, data: Uint8Array): void {
    const { offsets, structCell } = this.grid, bg = this.bg;
    this.bgCellSum.fill(0);
    for (let i = 0; i < this.n; i++) {
      const o = offsets[i], j = i * 3;
      bg[j] = data[o]; bg[j + 1] = data[o + 1]; bg[j + 2] = data[o + 2];
      this.prev[j] = data[o]; this.prev[j + 1] = data[o + 1]; this.prev[j + 2] = data[o + 2];
      if (this.grid.live[i]) this.bgCellSum[structCell[i]] += 77 * data[o] + 150 * data[o + 1] + 29 * data[o + 2];
    }
    this.long.start(bg, this.bgCellSum);
    this.lightStep = 1;
    this.noise.fill(NOISE_INIT);
    this.meanNoise = NOISE_INIT;
    this.still.fill(0);
    this.bgAge.fill(0);
    this.heldCount = 0;
    this.foreground = this.prevForeground = 0;
    // The flicker map survives cuts: overlays stay where they are when the view changes.
    this.wasFg.fill(0);
    this.started = true;
    this.lastTs = ts;
    // The first seconds of a stream are the encoder's roughest (the first keyframe, rate
    // control settling): the very first start waits longer than a restart after a cut.
    const warmup = this.everStarted ? this.cfg.warmupSeconds : Math.max(this.cfg.warmupSeconds, STREAM_START_SECONDS);
    this.everStarted = true;
    this.warmUntil = ts + warmup * 1000;
    this.startedAt = ts;
  }

  /**
   * A view step: the camera's picture changes everywhere at once and then holds still (a
   * white-balance or exposure step, the encoder's new quality at a keyframe, a recording
   * spliced from another of the same view). Left to the background model, the whole view is one
   * still "thing" for stationarySeconds that swallows everything moving through it. Samples
   * that turned foreground on this frame thinly all over the view (judgeStep, after the scan
   * that found them) make the frame say nothing (what moved in it is not told from the step);
   * on the next frame, those that have not changed are the scene as it now looks and are learnt
   * at once (confirmStep, before the scan), and the rest (rain flickers) are judged as usual.
   * Something moving changes from frame to frame and covers its own cells densely; a parked
   * car or a sign is one place, not the whole view.
   */
  private judgeStep(): boolean {
    const { stepCells, stepIdx, stepCell, stepCount: count } = this, n = this.candidates;
    // Sudden: a crowd walking all over the view turns new samples foreground every frame, but
    // no more than it had already; a step turns far more than were foreground before it.
    if (n < STEP_MIN_FRACTION * this.grid.liveTotal || n < STEP_SUDDEN * this.prevForeground) return false;
    // All over the view and thin everywhere: a thing that fills the view (a coach passing close)
    // covers its cells densely, and a view step leaves most samples of every cell as they were.
    let cells = 0, liveCells = 0, covered = 0;
    for (let c = 0; c < count.length; c++) {
      if (count[c] === 0) continue;
      liveCells++;
      if (stepCells[c] > 0) { cells++; covered += count[c]; }
    }
    if (cells < STEP_SPREAD * liveCells || n > STEP_MAX_DENSITY * covered) return false;
    // A dense cell is a thing moving in at the same moment: it is judged as usual. When most
    // of what changed is in such cells, a thing came in (and rain speckled the rest).
    const dense = (i: number) => stepCells[stepCell[i]] > STEP_THING_DENSITY * count[stepCell[i]];
    let d = 0;
    for (let m = 0; m < n; m++) if (dense(stepIdx[m])) d++;
    if (d > STEP_MAX_THING * n) return false;
    let h = 0;
    for (let m = 0; m < n; m++) if (!dense(stepIdx[m])) stepIdx[h++] = stepIdx[m];
    this.heldCount = h;
    return true;
  }

  /** The frame after a step: what held still since (its value then is in prev) is the new view. */
  private confirmStep(data: Uint8Array, gain: number): void {
    const { offsets } = this.grid;
    const { bg, noise, prev, stepIdx } = this;
    const k = this.cfg.noiseMultiplier, floor = this.cfg.minDifference, light = this.light.light, invGain = gain > 0 ? 1 / gain : 1;
    // Held still and still unlike the background: the new view. Unless most of them moved on
    // (things, not a step): then nothing is learnt.
    let h = 0;
    for (let m = 0; m < this.heldCount; m++) {
      const i = stepIdx[m], o = offsets[i], j = i * 3, r = data[o], g = data[o + 1], b = data[o + 2];
      const fl = floor * Math.max(FLOOR_MIN_LIGHT, light[this.grid.structCell[i]]), thr = k * noise[i] > fl ? k * noise[i] : fl;
      if (Math.abs(r - prev[j]) + Math.abs(g - prev[j + 1]) + Math.abs(b - prev[j + 2]) > thr) continue;
      if (Math.abs(r - bg[j] * gain) + Math.abs(g - bg[j + 1] * gain) + Math.abs(b - bg[j + 2] * gain) <= thr) continue;
      stepIdx[h++] = i;
    }
    const held = this.heldCount;
    this.heldCount = 0;
    if (h < STEP_HELD * held) return;
    for (let m = 0; m < h; m++) {
      const i = stepIdx[m], o = offsets[i], j = i * 3, r = data[o], g = data[o + 1], b = data[o + 2];
      bg[j] = r * invGain; bg[j + 1] = g * invGain; bg[j + 2] = b * invGain;
    }
    // A step is most often a lamp over much of the view (the house's garage light at 0.25 fps
    // took a frame to settle): where a thing was learnt standing, the ground it hides is relit.
    this.learnView(stepIdx.subarray(0, h), true);
    this.viewSteps++;
  }

  /**
   * A light switched over these samples (a lamp's pool): each changed by the gain of the lit
   * surface around it, so it is the same surface, and what it shows now is the background.
   * Learnt like a confirmed view step, short and long background alike -- except where a thing
   * learnt standing holds the view from before it came (a parked car, people waiting under the
   * lamp): the light falls on the ground behind it as on the ground around it, so that ground is
   * relit by the factor its cell's unheld samples took, not replaced by the thing (a cell with
   * no unheld ground relit, its pool clipped white, waits for the rebase). A thing's own factor
   * is no measure of the ground's: the waiting woman's dark coat halved, the clipped pool behind
   * her fell to under a half. Learnt, the three who waited under the bus stop's lamp
   * when it went off at dawn became "the view from before", and when they got on the bus the
   * empty shelter stood as two people for hours.
   */
  private learnRelit(samples: number[], data: Uint8Array, gain: number): void {
    const { offsets } = this.grid, { bg } = this, invGain = gain > 0 ? 1 / gain : 1;
    for (const i of samples) {
      const o = offsets[i], j = i * 3;
      bg[j] = data[o] * invGain; bg[j + 1] = data[o + 1] * invGain; bg[j + 2] = data[o + 2] * invGain;
    }
    this.learnView(samples, false);
    this.relightDark(data, invGain);
  }

  /**
   * Held samples the switch fell on that were too dark (or too bright) to be judged relit
   * themselves, in cells whose ground was just relit: relit by their cell's factor where their own
   * change went that way more than not (a sample beside the lamp's pool did not change). The legs
   * of the woman waiting under the lamp: 17 to 7, a ratio the noise decides, and held on the lit
   * ground they hid, they stood as a thing once she walked off.
   */
  private relightDark(data: Uint8Array, invGain: number): void {
    const { offsets, structCell, live } = this.grid, { bg } = this, long = this.long, { hold, relit } = long, cells = this.cellLight;
    for (let i = 0; i < this.n; i++) {
      if (!live[i] || hold[i] <= 0 || relit[i]) continue;
      const f = cells.factor(structCell[i]);
      if (f === undefined) continue;
      const o = offsets[i], j = i * 3;
      const own = Math.log((luma(data[o], data[o + 1], data[o + 2]) * invGain + RATIO_OFFSET) / (luma(bg[j], bg[j + 1], bg[j + 2]) + RATIO_OFFSET));
      if (Math.abs(own - Math.log(f)) < Math.abs(own) && cells.apply(long, i, structCell[i])) relit[i] = 1;
    }
  }

  /**
   * What the background now shows at these samples is the view (a light switched, a confirmed
   * step): learnt into the long background too. Where a thing learnt standing is held, what it
   * hides is the ground around it in the new light: relit by the factor its cell's unheld
   * samples took, flagged so a rebase does not relight it again. Where the cell has no unheld
   * samples to judge by, `orLearn` learns it as before (a step: it may be a new view), else it
   * is left held for the rebase (a switch, which is rebased once it settled).
   */
  private learnView(samples: ArrayLike<number>, orLearn: boolean): void {
    const { bg } = this, long = this.long, { structCell } = this.grid, cells = this.cellLight, held: number[] = [];
    cells.reset();
    for (let m = 0; m < samples.length; m++) {
      const i = samples[m], j = i * 3;
      if (long.hold[i] > 0) held.push(i);
      else {
        cells.add(structCell[i], long.value, j, bg, j);
        long.learn(i, bg);
      }
      this.still[i] = 0; this.wasFg[i] = 0;
    }
    for (const i of held) {
      if (cells.apply(long, i, structCell[i])) long.relit[i] = 1;
      else if (orLearn) long.learn(i, bg);
    }
    for (const c of cells.judged()) long.cellRelit[c] = (long.cellRelit[c] || 1) * cells.factor(c)!;
  }

  /**
   * The long background follows the light by one step for the whole view (LongBackground.lightStep),
   * right when the light changes everywhere alike. A lamp whose pool is most of what is lit at
   * night moves the view's gain and that step by far less than its own: the pool's long background
   * stayed the unlit pavement for minutes, a dark walker through the pool matched it ("back to the
   * view from before") and was learnt into the background at every step she took, and the trail
   * stood as a row of specks until the lamp went off. Once the detector's background has followed
   * the switch, what is background now is the view from before in the new light: all of it but
   * the foreground and what a thing learnt standing there before the switch holds (a parked car
   * keeps the ground from before it). What the switch itself got held (a pool that the gain did
   * not follow, learnt as a still change; one that went back to the background unlike the long
   * one) is the pool, not a thing: held, the lamp-lit pool stood as "the view from before" for
   * hours after the lamp went off by day, and the ground a person uncovered there never matched it.
   */
  private rebaseLong(ts: number): void {
    const switchedAt = this.switchedAt ?? ts, since = (ts - switchedAt) / 1000 + LONG_STRIDE * this.dt;
    this.rebaseLongAt = this.switchedAt = undefined;
    const { wasFg, bg, fgFrom } = this, long = this.long, { hold, relit, value } = long, { live, structCell } = this.grid;
    const cells = this.cellLight, held: number[] = [], view: number[] = [];
    cells.reset();
    for (let i = 0; i < this.n; i++) {
      if (!live[i]) continue;
      // Held since before the switch, or foreground since before it and held once it stood
      // still again (the switch restarted its stillness: a woman who had just stopped under the
      // lamp when it went off): a thing, whose long background is the ground it hides.
      if (hold[i] > 0 && (hold[i] < LONG_HOLD_SECONDS - since || fgFrom[i] < switchedAt)) { if (!relit[i]) held.push(i); continue; }
      if (wasFg[i]) continue;
      cells.add(structCell[i], value, i * 3, bg, i * 3);
      view.push(i);
    }
    // What the pool hid clipped white and shows now unlike the rest of its cell's ground that was
    // clipped white is a thing that stood there unseen (the head of the woman waiting under the
    // lamp, as white as the pool around it until it went off): held on that ground, not learnt.
    for (const i of view) {
      const j = i * 3;
      if (luma(value[j], value[j + 1], value[j + 2]) >= CLIPPED && cells.hidWhite(structCell[i], bg, j)) {
        cells.apply(long, i, structCell[i]);
        if (hold[i] <= 0) hold[i] = LONG_HOLD_SECONDS;
      } else long.learn(i, bg);
    }
    // Held since before the switch (a thing stood there): the ground it hides took the light its
    // cell's ground took (see learnRelit); a cell with no ground of its own to judge by is left.
    // A cell whose ground was relit as the light switched took that factor; by now it is learnt.
    for (const i of held) {
      const c = structCell[i], j = i * 3, f = long.cellRelit[c];
      if (f && luma(value[j], value[j + 1], value[j + 2]) < CLIPPED) long.relight(i, f);
      else cells.apply(long, i, c);
    }
    relit.fill(0);
    long.cellRelit.fill(0);
  }

  /**
   * The ground learnt in this box (fractions of the frame) was uncovered by a thing that stood
   * there since before the view (the window builder's keeper knows; the pixels alone do not):
   * its long background is that thing, held as "the view from before" for LONG_HOLD_SECONDS like
   * anything learnt standing. What is background there now is the view from before.
   */
  uncovered(box: { x: number; y: number; w: number; h: number }): void {
    const { xs, ys, live, width, height } = this.grid, { wasFg } = this;
    const x0 = box.x * width, x1 = (box.x + box.w) * width, y0 = box.y * height, y1 = (box.y + box.h) * height;
    for (let i = 0; i < this.n; i++) if (live[i] && !wasFg[i] && xs[i] >= x0 && xs[i] <= x1 && ys[i] >= y0 && ys[i] <= y1) this.long.learn(i, this.bg);
  }

  /**
   * What still stands in this box (fractions of the frame) that was learnt standing and is not
   * the view from before: samples held since a thing stood there (not gone back to the view, not
   * foreground now), outside the `except` boxes (other things kept standing). A courier who stood
   * at the door with a parcel walks off, and the parcel is what remains of them there. Pieces
   * narrower or lower than `minSpan` samples are no answer (the outline of what left).
   */
  remains(box: Box, except: Box[] = [], minSpan = REMAINS_MIN_SPAN): Blob | undefined {
    const { xs, ys, live, width: W, height: H, structCell } = this.grid, { wasFg, bg, noise } = this, { hold } = this.long;
    const k = this.cfg.noiseMultiplier, floor = this.cfg.minDifference, light = this.light.light;
    const inside = (b: Box, x: number, y: number) => x >= b.x * W && x <= (b.x + b.w) * W && y >= b.y * H && y <= (b.y + b.h) * H;
    const { whiteAt, blackAt } = neutralLevels(this.sceneLuma), counts = new Uint32Array(COLOURS);
    let x0 = Infinity, x1 = -Infinity, y0 = Infinity, y1 = -Infinity, sx = 0, sy = 0, n = 0;
    for (let i = 0; i < this.n; i++) {
      const x = xs[i], y = ys[i];
      if (!live[i] || wasFg[i] || hold[i] <= 0 || !inside(box, x, y) || except.some((b) => inside(b, x, y))) continue;
      // Back to the view from before, only too faint against what stood there to be foreground
      // (a grey figure that stood on a dim pavement at night): the ground, not a thing left.
      const j = i * 3, thr = Math.max(k * noise[i], floor * Math.max(FLOOR_MIN_LIGHT, light[structCell[i]]));
      if (this.long.isViewFromBefore(i, bg[j], bg[j + 1], bg[j + 2], 1, thr)) continue;
      x0 = Math.min(x0, x); x1 = Math.max(x1, x); y0 = Math.min(y0, y); y1 = Math.max(y1, y);
      sx += x; sy += y; n++;
      counts[sampleColour(bg[j], bg[j + 1], bg[j + 2], this.light.relight[structCell[i]], whiteAt, blackAt)]++;
    }
    // A sliver a sample or two across is the edge of what left (its outline learnt into the
    // ground around it), not a thing it put down.
    const step = this.grid.step;
    if (n === 0 || (x1 - x0) / step + 1 < minSpan || (y1 - y0) / step + 1 < minSpan) return undefined;
    return {
      bbox: { x: x0 / W, y: y0 / H, w: (x1 - x0 + 1) / W, h: (y1 - y0 + 1) / H },
      centroid: { x: sx / n / W, y: sy / n / H },
      size: n / this.grid.liveTotal,
      colours: dominantColours(counts, 0.2, true),
    };
  }

  /** Global gain of this frame against the background: median of per-cell luma ratios. */
  private estimateGain(stats: FrameStats): number {
    const cc = this.grid.structCount, s = this.gainScratch;
    let k = 0;
    for (let c = 0; c < cc.length; c++) {
      const bgMean = cc[c] > 0 ? this.bgCellSum[c] / (256 * cc[c]) : 0;
      if (bgMean > 12) s[k++] = stats.cellMean[c] / bgMean; // dark cells give noisy ratios
    }
    return k < 8 ? 1 : medianOf(s, k, s);
  }

  private scan(data: Uint8Array, gain: number, warm: boolean, bgRate: number, absorbRate: number, noiseRate: number, volRate: number): void {
    const { offsets, structCell, actCell, live, xs, ys } = this.grid;
    const { bg, noise, volatile, wasFg, fg, box, colours, bgCellSum, lightStep, prev, still, dt, bgAge, stepCells, stepIdx, stepCell, fgFrom } = this;
    const { value: longBg, hold: longHold, unlike: unlikeLong, estimated } = this.long;
    const frameTs = this.lastTs;
    // The long background moves slowly: each frame updates one sample in LONG_STRIDE.
    const longRate = LongBackground.rate(dt);
    const longPhase = this.frameNo++ % LONG_STRIDE;
    const age = (this.lastTs - this.startedAt) / 1000, young = this.cfg.healStartGhosts && age < this.cfg.stationarySeconds;
    // Strided like the slow updates after it: each sample is fed every LONG_STRIDE frames.
    const youngRate = dt > 0 ? (dt * LONG_STRIDE) / (age + dt * LONG_STRIDE) : 0;
    const ageCap = this.cfg.stationarySeconds * GHOST_FAST_FRACTION;
    const invGain = gain > 0 ? 1 / gain : 1;
    const stationary = this.cfg.stationarySeconds, heal = this.cfg.healStartGhosts;
    const k = this.cfg.noiseMultiplier, floor = this.cfg.minDifference, volMax = this.cfg.flickerRate;
    const gainMoved = Math.abs(gain - 1) > 0.02;
    // The light over the view jumped on this frame (a switch): the view's gain is not the light
    // on every part of it (a lamp's pool fell by more), so a held thing that matches the ground
    // it hides scaled by the view's gain is no proof it left (the woman under the garage light,
    // her grey coat as dark as the lit drive times the view's fall); the rebase relights it.
    const lightJumped = Math.abs(Math.log(gain > 0 ? gain : 1)) > LIGHT_JUMP;
    fg.fill(0); colours.fill(0); bgCellSum.fill(0); stepCells.fill(0);
    this.settled.reset(); this.cleared.reset();
    let nCand = 0, nFg = 0;
    // Colours are named as the thing would look in the light the view has had (see light-map.ts),
    // and a grey against the scene's levels as they looked then.
    const { light, relight } = this.light, view = this.light.view;
    const { whiteAt, blackAt } = neutralLevels(view < 1 ? Math.min(this.light.litView, this.sceneLuma / view) : this.sceneLuma);
    const noiseCap = WARM_NOISE_SPREAD * this.meanNoise;
    const sampleKey = this.lattice.key;
    let noiseSum = 0;
    for (let c = 0; c < this.cells; c++) { const b = c * 6; box[b] = 1e9; box[b + 1] = -1; box[b + 2] = 1e9; box[b + 3] = -1; box[b + 4] = 0; box[b + 5] = 0; }
    for (let i = 0; i < this.n; i++) {
      // Masked samples (burned-in clocks) are not modelled at all; the cell sums used for the
      // gain count unmasked samples only, like the frame's own cell means.
      if (live[i] === 0) continue;
      const o = offsets[i], j = i * 3, r = data[o], g = data[o + 1], b = data[o + 2];
      let er = bg[j] * gain, eg = bg[j + 1] * gain, eb = bg[j + 2] * gain;
      let d = Math.abs(r - er) + Math.abs(g - eg) + Math.abs(b - eb);
      if (gainMoved) {
        // Overlays (clock text) keep their brightness when the lights change: if the pixel
        // matches the unscaled background better, it did not follow the gain.
        const d0 = Math.abs(r - bg[j]) + Math.abs(g - bg[j + 1]) + Math.abs(b - bg[j + 2]);
        if (d0 < d) { d = d0; er = bg[j]; eg = bg[j + 1]; eb = bg[j + 2]; }
      }
      const sc = structCell[i], fl = floor * Math.max(FLOOR_MIN_LIGHT, light[sc]), nz = noise[i], thr = k * nz > fl ? k * nz : fl;
      let isFg = !warm && d > thr;
      longBg[j] *= lightStep; longBg[j + 1] *= lightStep; longBg[j + 2] *= lightStep;
      const absorbing = unlikeLong[i] > 0;
      const held = longHold[i] > 0;
      const longD = isFg || wasFg[i] || absorbing || held ? Math.abs(r - longBg[j] * gain) + Math.abs(g - longBg[j + 1] * gain) + Math.abs(b - longBg[j + 2] * gain) : 0;
      // A ghost: the pixel is back to what the view showed for minutes before (not while the
      // long background is younger than stationarySeconds: that proves nothing, unless the
      // first frames were an empty plate).
      // Held through a light switch, the view from before is an estimate: the same surface under
      // a light a little off it is that view (LongBackground.isViewFromBefore).
      const back = longD <= thr || (held && estimated[i] === 1 && this.long.isViewFromBefore(i, r, g, b, gain, thr));
      // Or held, and now nearer the view from before than what was learnt standing here, though
      // too faint against it to be foreground (a figure in grey-black at night, nearly the
      // pavement's colour, who walked off): the thing has gone. Held on, the spot she left
      // still differed from the lagging background by a little more than the floor, and stood
      // as a thing left behind.
      const faded = !isFg && held && !young && !warm && back && 2 * longD < d;
      if ((isFg && !young && back && !(held && lightJumped)) || faded) {
        // Held since a thing that stood here was learnt: that thing has gone.
        if (held && !warm && volatile[i] < volMax) this.cleared.add(actCell[i], xs[i], ys[i], sampleColour(r, g, b, relight[sc], whiteAt, blackAt));
        isFg = false; er = r; eg = g; eb = b; d = nz; longHold[i] = 0; unlikeLong[i] = 0; estimated[i] = 0;
      } else if (!isFg && (wasFg[i] || absorbing) && !young && !warm && longD > thr && longHold[i] <= 0) {
        // Foreground last frame, background now, and unlike the view from before: a thing that
        // stands here learnt without standing still for stationarySeconds (absorbed slowly, or the
        // blend at its edge, near enough to a background the thing's approach had tinted), or a
        // passing thing's trailing edge for a frame. Not learnt into the long background while it
        // lasts, and held like a settled thing once it lasted stationarySeconds: the long
        // background learnt the edges of the depot's van over its two hours, and when it drove
        // off the road they uncovered settled as two 'grey people' standing there all day.
        unlikeLong[i] = absorbing ? unlikeLong[i] + dt : 1e-3;
        if (unlikeLong[i] >= stationary) { longHold[i] = LONG_HOLD_SECONDS; unlikeLong[i] = 0; }
      } else if (absorbing) unlikeLong[i] = 0;
      if (young && (warm || !isFg) && i % LONG_STRIDE === longPhase) {
        // For its first stationarySeconds the long background is the plain mean of what each
        // sample showed as background (anything, while warming up): a car in view when the
        // camera connected then weighs a few frames in a minute's worth, not the first frame's
        // all (or a warm-up average's much) for the next ten minutes, which would hide the next
        // car of that colour there and let it into the short background as a "ghost".
        longBg[j] += youngRate * (r * invGain - longBg[j]);
        longBg[j + 1] += youngRate * (g * invGain - longBg[j + 1]);
        longBg[j + 2] += youngRate * (b * invGain - longBg[j + 2]);
      } else if (!young && !isFg && i % LONG_STRIDE === longPhase) {
        if (longHold[i] > 0) longHold[i] -= dt * LONG_STRIDE;
        else if (unlikeLong[i] === 0) {
          longBg[j] += longRate * (r * invGain - longBg[j]);
          longBg[j + 1] += longRate * (g * invGain - longBg[j + 1]);
          longBg[j + 2] += longRate * (b * invGain - longBg[j + 2]);
        }
      }
      // Foreground that has not changed for stationarySeconds (a parked car, a sign put up) is
      // a new part of the scene, not activity: it is learnt into the background at once.
      // Only foreground needs the previous value: a pixel that was background last frame starts
      // with a stale one, which reads as "moved" and so begins its still time at zero anyway.
      if (isFg) {
        const moved = still[i] === 0 || Math.abs(r - prev[j]) + Math.abs(g - prev[j + 1]) + Math.abs(b - prev[j + 2]) > thr;
        still[i] = moved ? dt * 1e-3 : still[i] + dt;
        prev[j] = r; prev[j + 1] = g; prev[j + 2] = b;
        const age = bgAge[i] * GHOST_EVIDENCE_RATIO, needed = !heal || bgAge[i] >= ageCap ? stationary : age > GHOST_MIN_SECONDS ? age : GHOST_MIN_SECONDS;
        if (still[i] >= needed) {
          // The old value was barely seen: it was a thing in the first frame, not background. The
          // long background, still mostly that first frame, is replaced as well, or a ghost check
          // would later hide anything of the same colour passing the same spot.
          if (needed < stationary) { longBg[j] = r * invGain; longBg[j + 1] = g * invGain; longBg[j + 2] = b * invGain; }
          else {
            // Already held (a thing stood here and something else settles on it, or the light
            // switched on it): the view from before is still what the first thing hid, held
            // since then (a rebase after a switch tells it by that, see rebaseLong).
            if (longHold[i] <= 0) longHold[i] = LONG_HOLD_SECONDS;
            if (volatile[i] < volMax) this.settled.add(actCell[i], xs[i], ys[i], sampleColour(r, g, b, relight[sc], whiteAt, blackAt), sampleColour(er, eg, eb, relight[sc], whiteAt, blackAt));
          }
          isFg = false; er = r; eg = g; eb = b; d = nz; bgAge[i] = still[i]; still[i] = 0;
        }
      } else {
        if (still[i] !== 0) still[i] = 0;
        if (!warm && bgAge[i] < ageCap) bgAge[i] += dt;
      }
      // Flicker is how often a sample switches between foreground and background: high for
      // clock digits, rain and leaves, low for a passing car (twice) or a parked one (never).
      // Judged on the history before this frame: turning foreground once is not flicker.
      const now = isFg ? 1 : 0, vol = volatile[i];
      // Turned foreground this frame: a sample of a possible view step (see judgeStep).
      if (now > wasFg[i]) {
        fgFrom[i] = frameTs;
        if (!warm && vol < volMax) { stepCells[stepCell[i]]++; stepIdx[nCand++] = i; }
      }
      nFg += now;
      if (now !== wasFg[i]) { volatile[i] = vol + volRate * (1 - vol); wasFg[i] = now; }
      else if (vol > 1e-6) volatile[i] = vol - volRate * vol;
      if (isFg && vol < volMax) {
        const c = actCell[i], bb = c * 6, x = xs[i], y = ys[i];
        fg[c]++;
        if (x < box[bb]) box[bb] = x;
        if (x > box[bb + 1]) box[bb + 1] = x;
        if (y < box[bb + 2]) box[bb + 2] = y;
        if (y > box[bb + 3]) box[bb + 3] = y;
        box[bb + 4] += x; box[bb + 5] += y;
        const key = tierOf(d, thr) * COLOURS + sampleColour(r, g, b, relight[sc], whiteAt, blackAt);
        colours[c * DIFFERENCE_TIERS * COLOURS + key]++;
        sampleKey[i] = key + 1;
      } else if (sampleKey[i] !== 0) sampleKey[i] = 0;
      const a = isFg ? absorbRate : bgRate;
      const nr = (bg[j] = er + a * (r - er)), ng = (bg[j + 1] = eg + a * (g - eg)), nb = (bg[j + 2] = eb + a * (b - eb));
      if (!isFg) {
        let nn = nz + noiseRate * (d - nz);
        // While warming up a sample's noise may not grow past WARM_NOISE_SPREAD × the view's mean:
        // a car driving through the first seconds is local, rain and compression are everywhere.
        // Learnt as noise, the car would hide the next one on that spot for a minute.
        if (warm && nn > noiseCap) nn = noiseCap > nz ? noiseCap : nz;
        noise[i] = nn;
      }
      if (warm) noiseSum += noise[i];
      bgCellSum[sc] += 77 * nr + 150 * ng + 29 * nb;
    }
    if (warm) this.meanNoise = this.grid.liveTotal > 0 ? noiseSum / this.grid.liveTotal : NOISE_INIT;
    this.candidates = nCand;
    this.prevForeground = this.foreground;
    this.foreground = nFg;
  }

  /** This frame's settled and cleared blobs, each only when there were some. */
  private changes(): Pick<ActivityResult, 'settled' | 'cleared'> {
    const W = this.grid.width, H = this.grid.height, n = this.grid.liveTotal;
    const settled = this.settled.blobs(W, H, n), cleared = this.cleared.blobs(W, H, n);
    return { ...(settled.length ? { settled } : {}), ...(cleared.length ? { cleared } : {}) };
  }

  private summarise(warm: boolean): ActivityResult {
    const { fg, box, colours, colourSum } = this, count = this.grid.actCount, cfg = this.cfg;
    const regions = new Array<number>(this.cells);
    let fgTotal = 0, x0 = 1e9, x1 = -1, y0 = 1e9, y1 = -1, sx = 0, sy = 0;
    colourSum.fill(0);
    for (let c = 0; c < this.cells; c++) {
      const f = count[c] > 0 ? fg[c] / count[c] : 0;
      regions[c] = f;
      if (f < cfg.cellThreshold || fg[c] === 0) continue;
      const b = c * 6;
      fgTotal += fg[c];
      x0 = Math.min(x0, box[b]); x1 = Math.max(x1, box[b + 1]); y0 = Math.min(y0, box[b + 2]); y1 = Math.max(y1, box[b + 3]);
      sx += box[b + 4]; sy += box[b + 5];
      for (let k = 0; k < DIFFERENCE_TIERS * COLOURS; k++) colourSum[k % COLOURS] += colours[c * DIFFERENCE_TIERS * COLOURS + k];
    }
    const activity = this.grid.liveTotal > 0 ? fgTotal / this.grid.liveTotal : 0;
    const active = !warm && fgTotal > 0 && activity >= cfg.activityThreshold;
    const changes = this.changes();
    if (!active) return { activity, active, regions, ...changes };
    const W = this.grid.width, H = this.grid.height, half = cfg.sampleStep / 2;
    return {
      activity, active, regions, ...changes,
      bbox: { x: Math.max(0, (x0 - half) / W), y: Math.max(0, (y0 - half) / H), w: Math.min(W, x1 - x0 + 2 * half) / W, h: Math.min(H, y1 - y0 + 2 * half) / H },
      centroid: { x: sx / fgTotal / W, y: sy / fgTotal / H },
      colours: dominantColours(colourSum),
      blobs: findBlobs({
        cols: cfg.gridCols, rows: cfg.gridRows, box, fg, width: W, height: H, totalSamples: this.grid.liveTotal,
        active: (c) => count[c] > 0 && fg[c] > 0 && fg[c] / count[c] >= cfg.cellThreshold,
        colours: (cells) => thingColours(colours, cells, COLOURS),
        split: (blob, cells) => {
          const people = splitSideBySide(blob, cells, this.lattice);
          return people.length > 1 ? people : splitCarried(blob, cells, this.lattice);
        },
      }),
    };
  }
}
