// Runs the production FrameAnalyzer (cuts, lighting, activity with blobs and colours; it finds
// and masks the synthetic camera's clock itself) over one run of frames. Before the first
// frame it is shown the run's clean plate for a few seconds, so its background is the empty
// view and its warm-up is over when the real frames start: something already there in the
// first frame is foreground in that frame, not learnt as background.
import { FrameAnalyzer, type DetectConfigInput, type FrameAnalysis } from '../../ingest/index.ts';
import type { Frame } from '../../core/types.ts';
import { cleanPlate } from './clean-plate.ts';
import type { AnalysisImage } from './frame-decoder.ts';
import type { FrameRun } from './frame-runs.ts';

/**
 * The plate is the background by construction, so nothing that differs from it is absorbed:
 * a sign shown or a car parked for two minutes stays foreground for as long as it is there
 * (live detection learns them after 30 s because it has no plate).
 */
export const INSPECT_DETECT: DetectConfigInput = { stationarySeconds: 86_400, absorbSeconds: 86_400, healStartGhosts: false, gridCols: 16, gridRows: 12 };

/** Plate frames shown before the run, 1 s apart: longer than the analyzer's stream warm-up (3 s). */
const PRIME_FRAMES = 5;

export interface RunAnalysis {
  /** One per frame of the run. */
  analyses: FrameAnalysis[];
  /** The empty view the frames were compared with. */
  plate: AnalysisImage;
}

export function analyseRun(images: AnalysisImage[], ts: number[], run: FrameRun, signal?: AbortSignal): RunAnalysis {
  const analyzer = new FrameAnalyzer(INSPECT_DETECT);
  const plate = cleanPlate(images.slice(run.start, run.end));
  const t0 = ts[run.start];
  for (let k = PRIME_FRAMES; k >= 1; k--) analyzer.analyze(asFrame(plate, t0 - k * 1000));
  // The plate is a median of the run: where the light switched inside it, it is neither light, so no switch is timed from it.
  analyzer.primed();
  const analyses: FrameAnalysis[] = [];
  for (let i = run.start; i < run.end; i++) {
    signal?.throwIfAborted();
    analyses.push(analyzer.analyze(asFrame(images[i], ts[i])));
  }
  return { analyses, plate };
}

function asFrame(img: AnalysisImage, ts: number): Frame {
  return { camera: 'inspect', ts, runningTimeNs: 0, width: img.width, height: img.height, stride: img.stride, format: 'RGB', data: img.data };
}
