// Hard view changes (PTZ move, camera switched): the score of a frame against the previous
// one is (1 - correlation of the cell-mean luma layouts) + chromaticity histogram distance.
// Both terms are blind to a global gain, so lights switching or dusk is not a cut, while a
// new view changes both the layout and the colours. The threshold adapts to how much the
// score normally moves (median + k x MAD of recent scores, e.g. rain or a busy road), and
// cuts closer together than the minimum scene length are ignored.
import type { DetectConfig } from '../../core/config/detect-config.ts';
import { correlation, FrameStats, medianOf, HIST_BINS } from './frame-stats.ts';

const HISTORY = 64;
/**
 * Cell-mean spread (std of luma 0..255) below which a frame's layout is too flat to compare:
 * at night or behind a lens cap the "structure" is sensor noise, and lights switching on in
 * such a view would otherwise look like a new view.
 */
const CONTRAST_FLOOR = 12;
/** Fraction of non-dark pixels below which colours are not trusted (night, lights off). */
const COLOUR_FLOOR = 0.5;

export interface CutResult {
  cut: boolean;
  score: number;
  /** Structure correlation with the previous frame (1 = same layout). */
  structure: number;
  /** Fraction of structure cells that changed beyond a global gain (a new view changes most). */
  changed: number;
  /**
   * How far both frames carry a layout to compare (0..1): below 1 one of them is too flat
   * (night, lights switched off to black), and `structure` is noise rather than a new view.
   */
  layoutWeight: number;
  /** The frame scored as a cut but its change was light falling differently on the same view (a lamp's pool, lights switching): no cut. */
  relit: boolean;
}

/** A would-be cut whose changed samples light explains, this share of them or more, is a light switching (see relit.ts): new views in the cut tests score 0.64-0.75, lamps 0.99. */
const RELIT_SHARE = 0.9;

export class CutDetector {
  private readonly prev = new FrameStats();
  private hasPrev = false;
  private readonly scores = new Float64Array(HISTORY);
  private readonly scratch = new Float64Array(HISTORY);
  private scoreCount = 0;
  private scoreNext = 0;
  private sceneStartMs = 0;
  private readonly result: CutResult = { cut: false, score: 0, structure: 1, changed: 0, layoutWeight: 1, relit: false };

  constructor(private readonly cfg: DetectConfig) {}

  reset(): void {
    this.hasPrev = false;
    this.scoreCount = 0;
    this.scoreNext = 0;
  }

  /**
   * The returned object is reused on the next call. relitShare, asked only of a frame that
   * would be a cut, says how much of its change is light (see RELIT_SHARE).
   */
  update(ts: number, stats: FrameStats, relitShare?: () => number | undefined): CutResult {
    const r = this.result;
    r.relit = false;
    if (!this.hasPrev) {
      this.prev.copyFrom(stats);
      this.hasPrev = true;
      this.sceneStartMs = ts;
      r.cut = false; r.score = 0; r.structure = 1; r.changed = 0; r.layoutWeight = 1;
      return r;
    }
    r.structure = correlation(this.prev.cellMean, stats.cellMean);
    // Each term counts only as far as both frames carry the signal it compares.
    const layoutWeight = Math.min(1, Math.min(spread(this.prev.cellMean), spread(stats.cellMean)) / CONTRAST_FLOOR);
    const colourWeight = Math.min(1, Math.min(lit(this.prev.hist), lit(stats.hist)) / COLOUR_FLOOR);
    r.layoutWeight = layoutWeight;
    r.score = layoutWeight * Math.max(0, 1 - r.structure) + colourWeight * chromaDistance(this.prev.hist, stats.hist);
    r.changed = changedFraction(this.prev.cellMean, stats.cellMean, stats.cellLive);
    this.prev.copyFrom(stats);
    // A truck filling part of the view or a sign lighting up changes the layout too, but only
    // locally: a new view changes most of the frame.
    r.cut = r.score > this.threshold() && r.changed >= this.cfg.cutMinChangedFraction &&
      ts - this.sceneStartMs >= this.cfg.minSceneSeconds * 1000;
    // A lamp lighting a third of the view changes the layout of cell means as much as a new
    // view does; but within each cell the pixels all brightened by one factor.
    if (r.cut && (relitShare?.() ?? 0) >= RELIT_SHARE) {
      r.cut = false;
      r.relit = true;
      return r; // nor does a light switching say anything about the view's normal variation
    }
    if (r.cut) {
      this.sceneStartMs = ts;
      return r; // a cut's score says nothing about the new view's normal variation
    }
    this.scores[this.scoreNext] = r.score;
    this.scoreNext = (this.scoreNext + 1) % HISTORY;
    this.scoreCount = Math.min(HISTORY, this.scoreCount + 1);
    return r;
  }

  private threshold(): number {
    const n = this.scoreCount;
    if (n < 4) return this.cfg.cutMinScore;
    const med = medianOf(this.scores, n, this.scratch);
    for (let i = 0; i < n; i++) this.scratch[i] = Math.abs(this.scores[i] - med);
    const mad = medianOf(this.scratch, n, this.scratch);
    return Math.max(this.cfg.cutMinScore, med + this.cfg.cutThresholdFactor * 1.4826 * mad);
  }
}

/** Standard deviation of the cell means. */
function spread(cells: Float64Array): number {
  let m = 0;
  for (let i = 0; i < cells.length; i++) m += cells[i];
  m /= cells.length;
  let v = 0;
  for (let i = 0; i < cells.length; i++) v += (cells[i] - m) ** 2;
  return Math.sqrt(v / cells.length);
}

/** Fraction of pixels bright enough to have a colour (the last bin holds the dark ones). */
function lit(hist: Float64Array): number {
  return 1 - hist[HIST_BINS - 1];
}

/** Half the L1 distance of the chromaticity bins, each renormalised without the dark bin. */
function chromaDistance(a: Float64Array, b: Float64Array): number {
  const la = lit(a), lb = lit(b);
  if (la <= 0 || lb <= 0) return 0;
  let d = 0;
  for (let i = 0; i < HIST_BINS - 1; i++) d += Math.abs(a[i] / la - b[i] / lb);
  return d / 2;
}

/** Cells whose mean differs from the previous frame's beyond the global gain between them. */
function changedFraction(prev: Float64Array, cur: Float64Array, live: Uint8Array): number {
  let sp = 0, sc = 0, n = 0;
  for (let i = 0; i < prev.length; i++) if (live[i]) { sp += prev[i]; sc += cur[i]; n++; }
  if (n === 0) return 0;
  const gain = sp > 0 ? sc / sp : 1;
  let changed = 0;
  for (let i = 0; i < prev.length; i++) {
    if (!live[i]) continue;
    const expected = prev[i] * gain;
    if (Math.abs(cur[i] - expected) > Math.max(10, 0.2 * expected)) changed++;
  }
  return changed / n;
}
