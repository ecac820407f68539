// Light level, day/dusk/night state and lighting events. The level is the median of the
// structure-cell means, so a white van filling a few cells does not move it. A sudden
// change by lightsRatio within lightsWindowSeconds is lights-on/off; a state change without
// one is dusk/dawn. Nothing here counts as activity or as a cut: a frame that the cut
// detector sees as a new view changes the state silently.
import type { DetectConfig } from '../../core/config/detect-config.ts';
import { medianOf, type FrameStats } from './frame-stats.ts';
import { STRUCT_COLS, STRUCT_ROWS, type SampleGrid } from './sample-grid.ts';
import { changedAsLit, lightChange } from './relit.ts';

export type LightState = 'day' | 'dusk' | 'night';
export type LightEvent = 'lights-on' | 'lights-off' | 'dusk' | 'dawn';
export interface LightReport {
  level: number;
  state: LightState;
  event?: LightEvent;
  /**
   * A switch over part of the view (a lamp over a doorway) is only reported once it has
   * lasted: `at` is then the frame it happened in (earlier than this one), `region` where
   * (fractions of the frame), and `before`/`after` the mean level there.
   */
  local?: { at: number; region: { x: number; y: number; w: number; h: number }; before: number; after: number };
  /**
   * On a frame the cut detector would have cut but found relit (a lamp over much of the view;
   * not a whole-view switch, which the activity detector's gain covers, nor the first frame of
   * a local one, which may yet be a big flat truck and is only confirmed later): the samples (indices into the sample grid) that changed by
   * the gain of the lit cells they are in or beside. What was seen there before is the same
   * surface in another light, so the activity detector learns it at once instead of reporting
   * a lamp's pool as a thing for stationarySeconds.
   */
  relitSamples?: number[];
}

/** A local switch: at least this many structure cells (of 192) step by lightsRatio in one frame, and at most this share of them. */
const LOCAL_MIN_CELLS = 6;
const LOCAL_MAX_SHARE = 0.6;
/**
 * ... and stay at their new level (within this factor of the step) for this many frames and
 * this long: at a low frame rate a big flat-coloured truck holds the cells it covers for a few
 * frames (a quarter of a minute at 0.25 fps), a lamp for as long as it is on.
 */
const LOCAL_CONFIRM_FRAMES = 2;
const LOCAL_CONFIRM_MS = 20_000;
const LOCAL_HELD_SHARE = 0.8;
const LOCAL_HOLD = 0.75;

interface PendingSwitch { ts: number; event: 'lights-on' | 'lights-off'; cells: number[]; before: Float64Array; after: Float64Array; seen: number }

const RING = 256;
const RANK: Record<LightState, number> = { night: 0, dusk: 1, day: 2 };

export class LightingDetector {
  private state: LightState | undefined;
  private readonly ringTs = new Float64Array(RING);
  private readonly ringLevel = new Float64Array(RING);
  private ringLen = 0;
  private ringHead = 0;
  private readonly scratch: Float64Array;
  private readonly prevCells: Float64Array;
  private prevLuma: Uint8Array | undefined;
  private hasPrev = false;
  private pending: PendingSwitch | undefined;

  constructor(private readonly cfg: DetectConfig, cells: number) {
    this.scratch = new Float64Array(cells);
    this.prevCells = new Float64Array(cells);
  }

  reset(): void {
    this.state = undefined;
    this.ringLen = 0;
    this.hasPrev = false;
    this.pending = undefined;
  }

  /**
   * The frames so far were stand-ins (an inspector's primed plate, a median of the frames to
   * come): the next frame's step from them is no switch. Forgets the levels and cells to step
   * from and any switch pending on them; keeps the state and the luma that relit samples are
   * judged against.
   */
  restart(): void {
    this.ringLen = 0;
    this.hasPrev = false;
    this.pending = undefined;
  }

  /**
   * sameView: false on frames the cut detector saw as a different layout. With the frame's
   * pixels and sample grid, switches over part of the view are looked for too.
   */
  update(ts: number, stats: FrameStats, sameView: boolean, pixels?: { data: Uint8Array; grid: SampleGrid }, relit = false): LightReport {
    const level = medianOf(stats.cellMean, stats.cellMean.length, this.scratch) / 255;
    const sudden = sameView ? this.suddenChange(ts, level) : undefined;
    if (!sameView || sudden) this.ringLen = 0; // the old level is no reference any more
    this.push(ts, level);
    const before = this.state;
    this.state = this.nextState(level);
    const report: LightReport = { level, state: this.state };
    const local = sameView && !sudden && pixels ? this.localSwitch(ts, stats, pixels) : (this.pending = undefined);
    if (pixels && relit) {
      const samples = this.prevLuma?.length === pixels.grid.count ? lightChange(this.prevLuma, pixels).relit : [];
      if (samples.length) report.relitSamples = samples;
    }
    if (pixels) this.keepLuma(pixels);
    if (sudden) report.event = sudden;
    else if (local) { report.event = local.event; report.local = local.local; }
    else if (sameView && before && before !== this.state) report.event = RANK[this.state] < RANK[before] ? 'dusk' : 'dawn';
    this.prevCells.set(stats.cellMean);
    this.hasPrev = sameView || this.hasPrev;
    return report;
  }

  /**
   * A lamp switching over part of the view moves the median level by nothing. Cells that step
   * by lightsRatio from one frame to the next, and stay there for a few frames, are a local
   * switch; a car driving through steps cells too, but the next frames see them change again.
   */
  private localSwitch(ts: number, stats: FrameStats, pixels: { data: Uint8Array; grid: SampleGrid }): { event: LightEvent; local: NonNullable<LightReport['local']> } | undefined {
    const cur = stats.cellMean, live = stats.cellLive, r = this.cfg.lightsRatio, floor = 0.02 * 255;
    const p = this.pending;
    if (p) {
      // Most of the cells hold (something passing through the lamp's pool changes a few for a while).
      const held = p.cells.filter((c) => {
        const step = (p.after[c] + floor) / (p.before[c] + floor), now = (cur[c] + floor) / (p.before[c] + floor);
        return p.event === 'lights-on' ? now >= 1 + (step - 1) * LOCAL_HOLD : now <= 1 - (1 - step) * LOCAL_HOLD;
      }).length >= LOCAL_HELD_SHARE * p.cells.length;
      if (!held) { this.pending = undefined; return undefined; }
      if (++p.seen < LOCAL_CONFIRM_FRAMES || ts - p.ts < LOCAL_CONFIRM_MS) return undefined;
      this.pending = undefined;
      return { event: p.event, local: summariseCells(p, stats) };
    }
    if (!this.hasPrev) return undefined;
    const up: number[] = [], down: number[] = [];
    let n = 0;
    for (let c = 0; c < cur.length; c++) {
      if (!live[c]) continue;
      n++;
      const k = (cur[c] + floor) / (this.prevCells[c] + floor);
      if (k >= r) up.push(c); else if (k * r <= 1) down.push(c);
    }
    const cells = up.length >= down.length ? up : down;
    if (cells.length < LOCAL_MIN_CELLS || cells.length > LOCAL_MAX_SHARE * n || Math.min(up.length, down.length) > cells.length / 4) return undefined;
    if (!this.prevLuma || this.prevLuma.length !== pixels.grid.count || !changedAsLit(cells, this.prevLuma, pixels)) return undefined;
    this.pending = { ts, event: cells === up ? 'lights-on' : 'lights-off', cells, before: Float64Array.from(this.prevCells), after: Float64Array.from(cur), seen: 0 };
    return undefined;
  }

  /**
   * Of the samples in cells that changed since the previous frame, the share that light
   * explains (see relit.ts): near 1 when a lamp over part of the view, or the whole view's
   * lights, switched; low for a new view, whose texture differs cell by cell. The cut detector's layout comparison sees a lamp's pool as a new layout; this is
   * what tells them apart. Undefined without a previous frame or when nothing changed.
   */
  relitShare(pixels: { data: Uint8Array; grid: SampleGrid }): number | undefined {
    return this.prevLuma?.length === pixels.grid.count ? lightChange(this.prevLuma, pixels).share : undefined;
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

  private keepLuma({ data, grid }: { data: Uint8Array; grid: SampleGrid }): void {
    if (!this.prevLuma || this.prevLuma.length !== grid.count) this.prevLuma = new Uint8Array(grid.count);
    const out = this.prevLuma, offs = grid.offsets;
    for (let i = 0; i < grid.count; i++) { const o = offs[i]; out[i] = (77 * data[o] + 150 * data[o + 1] + 29 * data[o + 2]) >> 8; }
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

function summariseCells(p: PendingSwitch, stats: FrameStats): NonNullable<LightReport['local']> {
  let x0 = STRUCT_COLS, x1 = -1, y0 = STRUCT_ROWS, y1 = -1, before = 0, after = 0;
  for (const c of p.cells) {
    const x = c % STRUCT_COLS, y = Math.floor(c / STRUCT_COLS);
    x0 = Math.min(x0, x); x1 = Math.max(x1, x); y0 = Math.min(y0, y); y1 = Math.max(y1, y);
    before += p.before[c]; after += stats.cellMean[c];
  }
  const r = (v: number) => Math.round(v * 1000) / 1000;
  return {
    at: p.ts, region: { x: r(x0 / STRUCT_COLS), y: r(y0 / STRUCT_ROWS), w: r((x1 - x0 + 1) / STRUCT_COLS), h: r((y1 - y0 + 1) / STRUCT_ROWS) },
    before: r(before / p.cells.length / 255), after: r(after / p.cells.length / 255),
  };
}
