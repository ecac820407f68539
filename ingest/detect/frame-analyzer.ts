// FrameAnalyzer: one per camera, fed analysis frames in time order. Runs the three
// detectors over one shared sample grid: a first pass for brightness-invariant statistics
// (cuts, lighting), then the background/foreground pass (activity). A cut re-initialises
// the background; lighting changes are compensated, never reported as activity or cuts.
import type { Blob } from './blobs.ts';
import type { Frame } from '../../core/types.ts';
import { findOverlays } from '../plugins/ingest-plugins.ts';
import { ActivityDetector } from './activity-detector.ts';
import { CutDetector } from './cut-detector.ts';
import { DetectConfigSchema, type DetectConfig, type DetectConfigInput, type Region } from '../../core/config/detect-config.ts';
import { FrameStats } from './frame-stats.ts';
import { LightingDetector, type LightReport } from './lighting-detector.ts';
import { SampleGrid } from './sample-grid.ts';

export interface FrameAnalysis {
  ts: number;
  cut: boolean;
  cutScore: number;
  /** Foreground fraction of the frame (counting only cells above the cell threshold), 0..1. */
  activity: number;
  active: boolean;
  /** Foreground fraction per grid cell, row-major. */
  regions: number[];
  grid: { cols: number; rows: number };
  /** Box around the foreground, fractions of the frame (only when active). */
  bbox?: { x: number; y: number; w: number; h: number };
  centroid?: { x: number; y: number };
  colours?: string[];
  /** Separate moving things, largest first (see blobs.ts). */
  blobs?: Blob[];
  /** Where a thing that stood still was learnt into the view, and where one so learnt left it (see scene-changes.ts). */
  settled?: Blob[];
  cleared?: Blob[];
  light: LightReport;
}

/**
 * Cut structure correlation below which the view is not trusted for lighting events -- when
 * both frames carry a layout: lights switched off to black leave a frame too flat to
 * correlate, and that switch is the lighting event, not a new view.
 */
const SAME_VIEW = 0.6;
/** First frames searched for a burned-in overlay before giving up (a few may be undecodable). */
const OVERLAY_CHECKS = 5;

export class FrameAnalyzer {
  readonly config: DetectConfig;
  private grid: SampleGrid | undefined;
  private readonly stats = new FrameStats();
  private cuts: CutDetector;
  private activity: ActivityDetector | undefined;
  private lighting: LightingDetector | undefined;
  private overlayChecks = 0;

  constructor(config: DetectConfigInput | DetectConfig = {}) {
    this.config = DetectConfigSchema.parse(config);
    this.cuts = new CutDetector(this.config);
  }

  /** View steps the activity detector learnt at once (see ActivityDetector.viewStep). */
  get viewSteps(): number {
    return this.activity?.viewSteps ?? 0;
  }

  reset(): void {
    this.cuts.reset();
    this.activity?.reset();
    this.lighting?.reset();
  }

  /**
   * The frames analysed so far were a primed stand-in for the view (agent/inspect/run-analysis.ts
   * shows a clean plate first): the activity model keeps what it learnt, but no light switch is
   * timed from a step between the stand-in and the next real frame.
   */
  primed(): void {
    this.lighting?.restart();
  }

  analyze(frame: Frame): FrameAnalysis {
    const grid = this.gridFor(frame);
    const data = frame.data;
    this.stats.compute(data, grid);
    const lighting = this.lighting!;
    const cut = this.cuts.update(frame.ts, this.stats, () => lighting.relitShare({ data, grid }));
    const sameView = !cut.cut && (cut.relit || cut.structure >= SAME_VIEW || cut.layoutWeight < 1);
    const light = lighting.update(frame.ts, this.stats, sameView, { data, grid }, cut.relit);
    if (cut.cut) this.activity!.reset();
    const switched = !!light.local || light.event === 'lights-on' || light.event === 'lights-off';
    const act = this.activity!.update(frame.ts, data, this.stats, light.relitSamples, switched ? light.local?.at ?? frame.ts : undefined);
    return { ts: frame.ts, cut: cut.cut, cutScore: cut.score, ...act, grid: { cols: this.config.gridCols, rows: this.config.gridRows }, light };
  }

  /** Ground a thing that stood since before the view uncovered was learnt here (fractions of the frame): see ActivityDetector.uncovered. */
  uncovered(box: { x: number; y: number; w: number; h: number }): void {
    this.activity?.uncovered(box);
  }

  /** What still stands in this box, learnt standing and not the view from before (see ActivityDetector.remains). */
  remains(box: Blob['bbox'], except: Blob['bbox'][] = [], minSpan?: number): Blob | undefined {
    return this.activity?.remains(box, except, minSpan);
  }

  /** A new frame geometry (camera renegotiated its size) starts every model afresh. */
  private gridFor(frame: Frame): SampleGrid {
    if (this.grid?.fits(frame.width, frame.height, frame.stride)) {
      if (this.overlayChecks > 0) this.checkOverlays(frame);
      return this.grid;
    }
    if (frame.format !== 'RGB') throw new TypeError(`FrameAnalyzer needs RGB frames, got ${String(frame.format)}`);
    if (frame.data.length < frame.stride * (frame.height - 1) + frame.width * 3) {
      throw new RangeError(`frame buffer of ${frame.data.length} bytes is too small for ${frame.width}x${frame.height} (stride ${frame.stride})`);
    }
    this.overlayChecks = this.config.findOverlays ? OVERLAY_CHECKS : 0;
    this.build(frame, []);
    if (this.overlayChecks > 0) this.checkOverlays(frame);
    return this.grid!;
  }

  private build(frame: Frame, extraMasks: Region[]): void {
    this.grid = new SampleGrid(frame.width, frame.height, frame.stride, this.config, extraMasks);
    this.cuts = new CutDetector(this.config);
    this.activity = new ActivityDetector(this.config, this.grid);
    this.lighting = new LightingDetector(this.config, this.stats.cellMean.length);
  }

  /** Looks for a burned-in overlay (an on-screen clock) in the first frames and masks it once found. */
  private checkOverlays(frame: Frame): void {
    this.overlayChecks--;
    const regions = findOverlays(frame);
    if (!regions) return;
    this.overlayChecks = 0;
    this.build(frame, regions);
  }
}
