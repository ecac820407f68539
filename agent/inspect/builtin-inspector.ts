// BuiltinInspector: the offline "look again" of the query agent, with the production
// analyzers and no model server. The rewound JPEGs are decoded small (~320 px), split into
// runs at holes, and each run goes through the ingest FrameAnalyzer against its clean plate
// (run-analysis.ts); the blobs become sightings through the windowing stage's TrackBuilder
// (with things that stood in view most of the time turned round from their ghosts), the
// light levels become switches and drifts, and -- only when asked -- block matching says which
// way the movement went as a whole, and OCR on a few chosen frames finds the text, whose
// first and last frames are then pinned by comparing its box.
// Cost measured on 2 shared cores: 2.5-4 ms a frame without text (50 frames of 640x360 in
// 120-190 ms); text adds at most maxTextReads + maxTextConfirmations OCR reads (0.1-0.5 s
// each here, about a second on a slow CPU).
import { OcrAnalyzer, ObjectDetector, detectInTiles, REGION_MIN_SCORE, THING_LABELS, type RegionDetector } from '../../models/index.ts';
import { nameSightings } from './sighting-names.ts';
import { decodeForAnalysis, jpegSize } from './frame-decoder.ts';
import { leadIn } from './lead-in.ts';
import { resolveGhosts } from './ghosts.ts';
import { splitRuns, type FrameRun } from './frame-runs.ts';
import type { FrameInspector, Headcount, InspectFrame, InspectOptions, Inspection, Sighting } from './inspector.ts';
import { lightChanges } from './light-levels.ts';
import { isStill, motionOf, sightingsOf } from './motion-sightings.ts';
import { flowOf } from './motion-flow.ts';
import { analyseRun } from './run-analysis.ts';
import { readTexts, type TextReader } from './text-reading.ts';

export interface BuiltinInspectorOptions {
  /** Reads text when asked (default: one OcrAnalyzer, loaded on the first request for text). */
  ocr?: TextReader;
  /** OCR reads spent finding texts, per inspection (default 6). */
  maxTextReads?: number;
  /** Further OCR reads, per inspection, settling where a text starts or ends and looking for a text that took its place (default 4). */
  maxTextConfirmations?: number;
  /** Texts read below this confidence are dropped (default 0.6, as the builtin captioner). */
  minTextConfidence?: number;
  /**
   * Names sightings by running a COCO detector on their own regions (default: one
   * ObjectDetector, loaded on first use); false keeps to the class from size and place.
   */
  objects?: RegionDetector | false;
  /** Sightings named per inspection (default 3; 0.2-1 s each on a shared CPU). */
  maxNamed?: number;
  /** Frames counted whole for a headcount, spread over the frames (default 3). */
  maxCounted?: number;
}

export class BuiltinInspector implements FrameInspector {
  private ocr?: TextReader;
  private objects?: RegionDetector;

  constructor(private readonly opts: BuiltinInspectorOptions = {}) {}

  async inspect(input: InspectFrame[], opts: InspectOptions = {}): Promise<Inspection> {
    const signal = opts.signal;
    signal?.throwIfAborted();
    const frames = [...input].sort((a, b) => a.ts - b.ts);
    if (frames.length === 0) {
      return { frames: 0, from: 0, to: 0, sightings: [], motion: { movingFrames: 0, peak: 0 }, light: [], lightChanges: [], ...(opts.text ? { texts: [] } : {}) };
    }
    const ts = frames.map((f) => f.ts);
    const images = await decodeForAnalysis(frames, signal);
    const runs = splitRuns(ts);
    const looked = runs.map((r) => analyseRun(images, ts, r, signal));
    const analyses = looked.map((l) => l.analyses);
    // A thing's first and last frames looked at again pixel by pixel where it was (lead-in.ts): a sliver at the edge the sample grid missed.
    const found = runs.flatMap((r, k) => leadIn(resolveGhosts(sightingsOf(r, analyses[k], ts), r, analyses[k], images, looked[k].plate, ts), r, analyses[k], images, looked[k].plate, ts))
      .sort((a, b) => a.first - b.first);
    const detector = opts.name === false ? undefined : this.detector();
    const sightings = detector ? await nameSightings(found, frames, detector, { maxRegions: this.opts.maxNamed, signal }) : found;
    const all = analyses.flat();
    const result: Inspection = {
      frames: frames.length, from: ts[0], to: ts.at(-1)!, sightings, motion: motionOf(analyses),
      light: all.map((a) => ({ ts: a.ts, level: Math.round(a.light.level * 1000) / 1000 })),
      lightChanges: lightChanges(analyses),
    };
    if (opts.flow) result.flow = flowOf(images, runs, ts);
    if (opts.headcount) {
      const d = this.detector();
      if (d) result.headcount = await countInView(frames, d, this.opts.maxCounted ?? 3, signal);
    }
    if (opts.text) {
      const changes = changeFrames(sightings, runs, ts);
      result.texts = await readTexts({ frames, images, runs, changes }, this.reader(), {
        maxReads: this.opts.maxTextReads ?? 6, maxConfirmations: this.opts.maxTextConfirmations ?? 4, minConfidence: this.opts.minTextConfidence ?? 0.6,
      }, signal);
    }
    return result;
  }

  private detector(): RegionDetector | undefined {
    if (this.opts.objects === false) return undefined;
    this.objects ??= this.opts.objects ?? new ObjectDetector({ minScore: REGION_MIN_SCORE });
    return this.objects;
  }

  private reader(): TextReader {
    this.ocr ??= this.opts.ocr ?? new OcrAnalyzer({ minConfidence: this.opts.minTextConfidence ?? 0.6 });
    return this.ocr;
  }
}

/**
 * Frames where a text may have appeared, for OCR: where something still appeared (a sign put
 * up) and the frame after it went (a sign taken down reveals what it covered), then the
 * middle of each moving thing's time (lettering on a van).
 */
function changeFrames(sightings: Sighting[], runs: FrameRun[], ts: number[]): number[] {
  const index = new Map(ts.map((t, i) => [t, i] as const));
  const endOf = (i: number) => runs.find((r) => i >= r.start && i < r.end)!.end;
  const still = sightings.filter(isStill);
  const out: number[] = [];
  for (const s of still) if (!s.presentAtStart) out.push(index.get(s.first)!);
  for (const s of still) {
    const after = index.get(s.last)! + 1;
    if (after < endOf(after - 1)) out.push(after);
  }
  for (const s of sightings.filter((x) => !still.includes(x))) {
    const a = index.get(s.first)!, b = index.get(s.last)!;
    out.push(Math.round((a + b) / 2));
  }
  return out;
}

/**
 * What is in view, counted by the detector on whole frames (a few, spread evenly): a crowd
 * that motion sees as one blob, or things standing still, are each a detection; a crowd of
 * small things is looked at again in tiles, at twice the scale. Only labels a
 * surveillance camera is asked about count (a person's shadow read as skis does not).
 */
async function countInView(frames: InspectFrame[], detector: RegionDetector, max: number, signal?: AbortSignal): Promise<Headcount[]> {
  const n = Math.min(max, frames.length);
  const picked = [...new Set(Array.from({ length: n }, (_, i) => Math.round(((i + 0.5) * frames.length) / n - 0.5)))].map((i) => frames[i]);
  const out: Headcount[] = [];
  for (const f of picked) {
    signal?.throwIfAborted();
    const labels: Record<string, number> = {}, things: NonNullable<Headcount['things']> = [];
    const size = jpegSize(f.jpeg);
    // A crowd of small things (a hall from a high camera) is counted again in tiles (models' tiled-detect.ts).
    for (const d of (await detectInTiles(detector, f.jpeg, signal)).found) {
      if (THING_LABELS[d.label] === undefined) continue;
      labels[d.label] = (labels[d.label] ?? 0) + 1;
      if (size) things.push({ label: d.label, score: round(d.score), box: { x: round(d.box.x0 / size.width), y: round(d.box.y0 / size.height), w: round((d.box.x1 - d.box.x0) / size.width), h: round((d.box.y1 - d.box.y0) / size.height) } });
    }
    out.push({ ts: f.ts, labels, ...(size ? { things } : {}) });
  }
  return out;
}

const round = (v: number) => Math.round(v * 1000) / 1000;
