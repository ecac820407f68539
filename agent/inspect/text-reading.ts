// Text shown in the frames, and the first and last frame each text is visible in, for the
// price of a few OCR reads (0.2-1 s each). OCR runs on a handful of frames chosen
// where the view changed (a sign put up shows as a still blob; one taken down ends one), the
// first and last frame of each run, then frames spread evenly until the budget is spent. Each
// text read is then looked for in every frame by comparing its box against the frame it was
// read in (normalised correlation of luma: unaffected by the lights going off); a frame that
// is neither clearly the same nor clearly different is settled by one more OCR read, and the
// frames just before and after each text are read once for a text that took its place. The
// camera's burned-in date and time is never reported as text.
import { editDistance } from '../../core/edit-distance.ts';
import { numbersDiffer } from '../../core/sign-numbers.ts';
import { isTimestampOverlay } from '../../models/index.ts';
import type { OcrResult } from '../../models/index.ts';
import { decodeJpeg, type PixelBox, type RgbImage } from '../../models/index.ts';
import type { AnalysisImage } from './frame-decoder.ts';
import type { FrameRun } from './frame-runs.ts';
import type { InspectFrame, TextSeen } from './inspector.ts';
import { pinTextSpans, type Box, type Span } from './text-spans.ts';

/** What reads text in a frame; OcrAnalyzer is one. */
export interface TextReader {
  run(frame: Uint8Array | RgbImage, signal?: AbortSignal): Promise<OcrResult[]>;
}

export interface TextReadingOptions {
  /** OCR reads to find texts (each ~0.3-1 s). */
  maxReads: number;
  /** Further reads: frames where a text's box only half matches, and the frames around each text. */
  maxConfirmations: number;
  minConfidence: number;
}

interface Found {
  text: string;
  confidence: number;
  frame: number;
  box: Box;
  /** Part of a line that reads as a date or time: the camera's burned-in clock. */
  clock: boolean;
}

export interface TextSearch {
  frames: InspectFrame[];
  images: AnalysisImage[];
  runs: FrameRun[];
  /** Frames where something appeared or went, most telling first (see pickFrames). */
  changes: number[];
}

export async function readTexts(s: TextSearch, reader: TextReader, o: TextReadingOptions, signal?: AbortSignal): Promise<TextSeen[]> {
  const read = new Map<number, Found[]>();
  let confirmations = o.maxConfirmations;
  const readFrame = async (i: number): Promise<Found[]> => {
    let got = read.get(i);
    if (!got) {
      signal?.throwIfAborted();
      const img = decodeJpeg(s.frames[i].jpeg);
      got = readsOf(await reader.run(img, signal), i, img, o.minConfidence);
      read.set(i, got);
    }
    return got;
  };
  /** A further read, while the budget for them lasts. */
  const readMore = async (i: number): Promise<Found[] | undefined> => {
    if (!read.has(i) && confirmations-- <= 0) return undefined;
    return readFrame(i);
  };
  for (const i of pickFrames(s.runs, s.changes, s.frames.length, o.maxReads)) await readFrame(i);
  const found = textsRead([...read.values()].flat());
  const pinned: { f: Found; spans: Span[] }[] = [];
  const pin = async (f: Found) => {
    const spans = await pinTextSpans(s.images, s.runs, f.frame, f.box, async (i) => (await readMore(i))?.some((r) => !r.clock && sameText(r, f)));
    pinned.push({ f, spans });
  };
  for (const f of found) await pin(f);
  // Where a text starts or ends, another may take its place (a board that changes): read there.
  for (const i of spanEdges(pinned.flatMap((p) => p.spans), s.runs)) {
    const more = await readMore(i);
    if (!more) break;
    for (const f of textsRead([...read.values()].flat())) if (!found.some((k) => sameText(k, f))) { found.push(f); await pin(f); }
  }
  await splitChanged(pinned, readMore);
  return pinned.flatMap(({ f, spans }) => spans.map((sp): TextSeen => {
    const run = s.runs.find((r) => sp.first >= r.start && sp.first < r.end)!;
    return {
      text: f.text, confidence: round(f.confidence), first: s.frames[sp.first].ts, last: s.frames[sp.last].ts,
      presentAtStart: sp.first === run.start, presentAtEnd: sp.last === run.end - 1,
      box: { x: round(f.box.x), y: round(f.box.y), w: round(f.box.w), h: round(f.box.h) },
    };
  })).sort((a, b) => a.first - b.first || a.box.y - b.box.y);
}

/**
 * Two texts read in one place whose numbers differ are one board that changed ("UNLEADED 139.9",
 * then "UNLEADED 142.9"): its look hardly changes, so each text's span, pinned by how alike the place looks,
 * covers the other's. Neither is shown while the other is: between the frames each was read in,
 * reads halve the stretch while the budget for them lasts, and each span is cut at the change.
 */
async function splitChanged(pinned: { f: Found; spans: Span[] }[], readMore: (i: number) => Promise<Found[] | undefined>): Promise<void> {
  for (const a of pinned) {
    for (const b of pinned) {
      // Only a change of its digits: reads of one sign vary in their letters ("SALE 20OFF", "SALE20 0FF").
      if (a === b || a.f.frame >= b.f.frame || iou(a.f.box, b.f.box) < 0.3 || !numbersDiffer(a.f.text, b.f.text)) continue;
      const overlap = a.spans.some((x) => b.spans.some((y) => x.first <= y.last && y.first <= x.last));
      if (!overlap) continue;
      let lo = a.f.frame, hi = b.f.frame;
      while (hi - lo > 1) {
        const mid = (lo + hi) >> 1, reads = await readMore(mid);
        if (!reads) break;
        if (reads.some((r) => !r.clock && sameText(r, b.f))) hi = mid;
        else if (reads.some((r) => !r.clock && sameText(r, a.f))) lo = mid;
        else break;
      }
      // Unsettled in between, each keeps the half nearer its own read.
      const cut = hi - lo > 1 ? (lo + hi) >> 1 : lo;
      a.spans = a.spans.filter((x) => x.first <= cut).map((x) => ({ ...x, last: Math.min(x.last, cut) }));
      b.spans = b.spans.filter((y) => y.last > cut).map((y) => ({ ...y, first: Math.max(y.first, cut + 1) }));
    }
  }
}

/**
 * The texts among all reads so far, each with its best read. The clock is in every frame but
 * OCR may split it differently in each ("2026-", "30", "09:00:"): wherever one frame's read
 * shows it, no frame's read there is text.
 */
function textsRead(reads: Found[]): Found[] {
  const clock = reads.filter((f) => f.clock), found: Found[] = [];
  for (const f of reads) if (!f.clock && !clock.some((c) => covers(c.box, f.box))) merge(found, f);
  return found;
}

/** The frames just before and just after each span, inside its run. */
function spanEdges(spans: Span[], runs: FrameRun[]): number[] {
  const out = new Set<number>();
  for (const sp of spans) {
    const run = runs.find((r) => sp.first >= r.start && sp.first < r.end)!;
    if (sp.first > run.start) out.add(sp.first - 1);
    if (sp.last < run.end - 1) out.add(sp.last + 1);
  }
  return [...out];
}

/** Frames to read: where things changed, each run's ends, then evenly spread, up to max. */
export function pickFrames(runs: FrameRun[], changes: number[], n: number, max: number): number[] {
  const picked = new Set<number>();
  const add = (i: number) => { if (picked.size < max && i >= 0 && i < n) picked.add(i); };
  for (const r of runs) add(r.start);
  for (const i of changes) add(i);
  for (const r of runs) add(r.end - 1);
  // Fill the widest stretches between frames already picked.
  while (picked.size < Math.min(max, n)) {
    const sorted = [...picked].sort((a, b) => a - b);
    let best = -1, widest = 0;
    const edges = [-1, ...sorted, n];
    for (let k = 1; k < edges.length; k++) {
      const gap = edges[k] - edges[k - 1];
      if (gap > widest) { widest = gap; best = k; }
    }
    if (widest < 2) break;
    add(Math.floor((edges[best - 1] + edges[best]) / 2));
  }
  return [...picked];
}

/** A frame's reads that are text (confident, two characters or more), with the clock's marked. */
function readsOf(results: OcrResult[], frame: number, img: RgbImage, minConfidence: number): Found[] {
  const reads = results.map((r) => ({ ...r, text: r.text.trim() }));
  const clock = new Set<number>();
  for (const line of textLines(reads.map((r) => r.box))) {
    const joined = line.map((k) => reads[k].text).join(' ');
    if (isTimestampOverlay(joined) || line.some((k) => isTimestampOverlay(reads[k].text))) line.forEach((k) => clock.add(k));
  }
  return reads.flatMap((r, k): Found[] => {
    if (!clock.has(k) && (r.text.length < 2 || r.confidence < minConfidence)) return [];
    const box = { x: r.box.x0 / img.width, y: r.box.y0 / img.height, w: (r.box.x1 - r.box.x0) / img.width, h: (r.box.y1 - r.box.y0) / img.height };
    return [{ text: r.text, confidence: r.confidence, frame, box, clock: clock.has(k) }];
  });
}

/** Reads on one line (overlapping vertically, close horizontally), as index groups. */
function textLines(boxes: PixelBox[]): number[][] {
  const group = boxes.map((_, k) => k);
  const root = (k: number): number => (group[k] === k ? k : (group[k] = root(group[k])));
  for (let a = 0; a < boxes.length; a++) {
    for (let b = a + 1; b < boxes.length; b++) {
      const p = boxes[a], q = boxes[b], h = Math.min(p.y1 - p.y0, q.y1 - q.y0), hMax = Math.max(p.y1 - p.y0, q.y1 - q.y0);
      const vertical = Math.min(p.y1, q.y1) - Math.max(p.y0, q.y0), gap = Math.max(p.x0, q.x0) - Math.min(p.x1, q.x1);
      if (vertical >= 0.5 * h && gap <= 3 * hMax) group[root(a)] = root(b);
    }
  }
  const lines = new Map<number, number[]>();
  boxes.forEach((_, k) => lines.set(root(k), [...(lines.get(root(k)) ?? []), k]));
  return [...lines.values()].map((l) => l.sort((a, b) => boxes[a].x0 - boxes[b].x0));
}

/** Most of b lies inside a. */
function covers(a: Box, b: Box): boolean {
  const w = Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x), h = Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y);
  return w > 0 && h > 0 && w * h >= 0.5 * b.w * b.h;
}

/** The same text read again (in another frame, or split differently) keeps its best read. */
function merge(found: Found[], f: Found): void {
  const same = found.find((k) => sameText(k, f));
  if (!same) found.push(f);
  else if (f.confidence > same.confidence) Object.assign(same, f);
}

function sameText(a: Found, b: Found): boolean {
  if (iou(a.box, b.box) < 0.3) return false;
  const x = a.text.toUpperCase(), y = b.text.toUpperCase();
  // A board whose numbers changed is another text in the same place (a new price), not an OCR slip.
  if (numbersDiffer(x, y)) return false;
  return editDistance(x, y) <= Math.max(1, Math.floor(0.2 * Math.max(x.length, y.length)));
}

function iou(a: Box, b: Box): number {
  const w = Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x), h = Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y);
  if (w <= 0 || h <= 0) return 0;
  const inter = w * h;
  return inter / (a.w * a.h + b.w * b.h - inter);
}


const round = (v: number) => Math.round(v * 1000) / 1000;
