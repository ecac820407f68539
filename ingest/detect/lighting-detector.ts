// Light level, day/dusk/night state and lighting events. The level is the median of the
// structure-cell means, so a white van filling a few cells does not move it. A sudden
// change by lightsRatio within lightsWindowSeconds is lights-on/off; a state change without
// one is dusk/dawn. Nothing here counts as activity or as a cut: a frame that the cut
// detector sees as a new view changes the state silently.
import type { DetectConfig } from '../../core/config/detect-config.ts';
import { medianOf, type FrameStats } from './frame-stats.ts';

export type LightState = 'day' | 'dusk' | 'night';
export type LightEvent = 'lights-on' | 'lights-off' | 'dusk' | 'dawn';
export interface LightReport { level: number; state: LightState; event?: LightEvent }

const RING = 256;
const RANK: Record<LightState, number> = { night: 0, dusk: 1, day: 2 };

export class LightingDetector {
  private state: LightState | undefined;
  private readonly ringTs = new Float64Array(RING);
  private readonly ringLevel = new Float64Array(RING);
  private ringLen = 0;
  private ringHead = 0;
  private readonly scratch: Float64Array;

  constructor(private readonly cfg: DetectConfig, cells: number) {
    this.scratch = new Float64Array(cells);
  }

  reset(): void {
    this.state = undefined;
    this.ringLen = 0;
  }

  /** sameView: false on frames the cut detector saw as a different layout. */
  update(ts: number, stats: FrameStats, sameView: boolean): LightReport {
    const level = medianOf(stats.cellMean, stats.cellMean.length, this.scratch) / 255;
    const sudden = sameView ? this.suddenChange(ts, level) : undefined;
    if (!sameView || sudden) this.ringLen = 0; // the old level is no reference any more
    this.push(ts, level);
    const before = this.state;
    this.state = this.nextState(level);
    const report: LightReport = { level, state: this.state };
    if (sudden) report.event = sudden;
    else if (sameView && before && before !== this.state) report.event = RANK[this.state] < RANK[before] ? 'dusk' : 'dawn';
    return report;
  }

  private suddenChange(ts: number, level: number): LightEvent | undefined {
    // At low frame rates the previous frame is always a reference, however far back it is.
    const newest = this.ringLen > 0 ? this.ringTs[(this.ringHead - 1 + RING) % RING] : ts;
    const windowMs = Math.max(this.cfg.lightsWindowSeconds * 1000, (ts - newest) * 1.01);
    let lo = Infinity, hi = -Infinity;
    for (let k = 0; k < this.ringLen; k++) {
      const j = (this.ringHead - 1 - k + RING) % RING;
      if (ts - this.ringTs[j] > windowMs) break;
      lo = Math.min(lo, this.ringLevel[j]);
      hi = Math.max(hi, this.ringLevel[j]);
    }
    if (lo === Infinity) return undefined;
    // A floor keeps a black night frame from turning sensor noise into a huge ratio.
    const floor = 0.02, r = this.cfg.lightsRatio;
    if (level + floor > (hi + floor) * r) return 'lights-on';
    if ((level + floor) * r < lo + floor) return 'lights-off';
    return undefined;
  }

  private push(ts: number, level: number): void {
    this.ringTs[this.ringHead] = ts;
    this.ringLevel[this.ringHead] = level;
    this.ringHead = (this.ringHead + 1) % RING;
    this.ringLen = Math.min(RING, this.ringLen + 1);
  }

  private nextState(level: number): LightState {
    const { nightLevel: night, dayLevel: day, levelHysteresis: h } = this.cfg;
    const s = this.state;
    if (!s) return level < night ? 'night' : level > day ? 'day' : 'dusk';
    if (level < night - h) return 'night';
    if (level > day + h) return 'day';
    if (s === 'day' && level < day - h) return 'dusk';
    if (s === 'night' && level > night + h) return 'dusk';
    return s;
  }
}
