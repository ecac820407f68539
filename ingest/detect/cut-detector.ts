// Hard view changes (PTZ move, camera switched): the score of a frame against the previous
// one is (1 - correlation of the cell-mean luma layouts) + chromaticity histogram distance.
// Both terms are blind to a global gain, so lights switching or dusk is not a cut, while a
// new view changes both the layout and the colours. The threshold adapts to how much the
// score normally moves (median + k x MAD of recent scores, e.g. rain or a busy road), and
// cuts closer together than the minimum scene length are ignored.
import type { DetectConfig } from './detect-config.ts';
import { correlation, FrameStats, histDistance, medianOf } from './frame-stats.ts';

const HISTORY = 64;

export interface CutResult {
  cut: boolean;
  score: number;
  /** Structure correlation with the previous frame (1 = same layout). */
  structure: number;
}

export class CutDetector {
  private readonly prev = new FrameStats();
  private hasPrev = false;
  private readonly scores = new Float64Array(HISTORY);
  private readonly scratch = new Float64Array(HISTORY);
  private scoreCount = 0;
  private scoreNext = 0;
  private sceneStartMs = 0;
  private readonly result: CutResult = { cut: false, score: 0, structure: 1 };

  constructor(private readonly cfg: DetectConfig) {}

  reset(): void {
    this.hasPrev = false;
    this.scoreCount = 0;
    this.scoreNext = 0;
  }

  /** The returned object is reused on the next call. */
  update(ts: number, stats: FrameStats): CutResult {
    const r = this.result;
    if (!this.hasPrev) {
      this.prev.copyFrom(stats);
      this.hasPrev = true;
      this.sceneStartMs = ts;
      r.cut = false; r.score = 0; r.structure = 1;
      return r;
    }
    r.structure = correlation(this.prev.cellMean, stats.cellMean);
    r.score = Math.max(0, 1 - r.structure) + histDistance(this.prev.hist, stats.hist);
    this.prev.copyFrom(stats);
    r.cut = r.score > this.threshold() && ts - this.sceneStartMs >= this.cfg.minSceneSeconds * 1000;
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
