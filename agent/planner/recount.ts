// Counting crossings again on the recording. The index's tracks were followed live, at the
// analysis rate, from a background the camera had to learn: the first seconds after it
// connected are blind, and cars close behind each other in a lane merge into one blob. When
// the footage in question is short, the recording is rewound piece by piece (cut where the
// index saw nothing moving) and each piece is followed against its own clean plate, every
// thing that came in or went out of the view counted once. The index's count stays the answer
// for long ranges (a day of traffic is not rewound for one question).
import { rewindTool } from '../tools/rewind-tool.ts';
import { seenOf } from '../tools/rewind-answer.ts';
import { matchesSubject } from '../question/subject.ts';
import { inPlace, sightingPath } from '../question/frame-place.ts';
import { clock } from '../answer/format-time.ts';
import type { Citation } from '../result.ts';
import { iso, lookFor, type PlanRun } from './plan-run.ts';
import type { Sighting, Thing } from './plan-things.ts';
import { STILL } from '../inspect/motion-sightings.ts';

/** Footage (from the first thing tracked to the last, with MARGIN_MS either side) recounted at most. */
export const RECOUNT_MAX_MS = 120_000;
const MARGIN_MS = 5000;
/** Rate the pieces are rewound at, and the longest piece (the rewind tool looks at 50 frames a call). */
const RECOUNT_FPS = 2;
const PIECE_MS = 24_000;
/** A quiet stretch this long between tracked things is where the footage is cut into pieces. */
const QUIET_MS = 1500;

export interface Recount {
  /** The crossings on the recording that match the question, oldest first. */
  crossings: (Sighting & { camera: string })[];
  /** Footage looked at, ms, and frames. */
  lookedMs: number;
  frames: number;
  citations: Citation[];
}

/**
 * The pieces of footage to rewind for a camera: from MARGIN_MS before the first thing tracked
 * to MARGIN_MS after the last (clipped to the range asked), cut in the middle of the quiet
 * stretches between tracked things, and no piece longer than PIECE_MS. Undefined when that
 * footage is longer than RECOUNT_MAX_MS.
 */
export function recountPieces(things: Pick<Thing, 'first' | 'last'>[], from: number, to: number): { from: number; to: number }[] | undefined {
  if (!things.length) return undefined;
  const start = Math.max(from, Math.min(...things.map((t) => t.first)) - MARGIN_MS);
  const end = Math.min(to, Math.max(...things.map((t) => t.last)) + MARGIN_MS);
  if (end <= start || end - start > RECOUNT_MAX_MS) return undefined;
  // Busy spans: things that overlap or come within QUIET_MS of each other.
  const spans: { from: number; to: number }[] = [];
  for (const t of [...things].sort((a, b) => a.first - b.first)) {
    const last = spans.at(-1);
    if (last && t.first - last.to < QUIET_MS) last.to = Math.max(last.to, t.last);
    else spans.push({ from: t.first, to: t.last });
  }
  const cuts = [start, ...spans.slice(1).map((s, i) => (spans[i].to + s.from) / 2), end];
  const pieces: { from: number; to: number }[] = [];
  for (let i = 1; i < cuts.length; i++) {
    const a = cuts[i - 1], b = cuts[i], n = Math.ceil((b - a) / PIECE_MS);
    for (let k = 0; k < n; k++) pieces.push({ from: a + ((b - a) * k) / n, to: a + ((b - a) * (k + 1)) / n });
  }
  return pieces;
}

/** A sighting that came into or went out of the view moving (not a fragment that appeared and vanished inside it). */
function crossed(s: Sighting): boolean {
  return s.direction !== 'none' && (s.entering || s.leaving || s.presentAtStart || s.presentAtEnd);
}

/**
 * The crossings that match the question on the recording of the cameras' short footage, or
 * undefined when some camera's footage is too long to rewind or a rewind failed.
 */
export async function recountOnRecording(run: PlanRun, all: Thing[]): Promise<Recount | undefined> {
  const out: Recount = { crossings: [], lookedMs: 0, frames: 0, citations: [] };
  for (const camera of run.cameraIds) {
    const moving = all.filter((t) => t.camera === camera && t.moving && t.first < run.scope.to && t.last >= run.scope.from);
    if (!moving.length) continue;
    const pieces = recountPieces(moving, run.scope.from, Math.min(run.scope.to, run.scope.now));
    if (!pieces) return undefined;
    const seen: Sighting[][] = [];
    for (const p of pieces) {
      const r = await run.call(rewindTool, {
        camera, ranges: [{ from: iso(p.from), to: iso(p.to) }], question: 'What crossed the view?',
        look: lookFor('find', { colours: run.intent.colours, labels: run.intent.labels, objectClass: run.intent.objectClass, direction: run.intent.direction, place: run.intent.place, query: 'crossing' }),
        fps: RECOUNT_FPS, maxFrames: Math.min(50, Math.ceil(((p.to - p.from) / 1000) * RECOUNT_FPS) + 1),
      });
      if (!r.ok || !r.data?.inspection) return undefined;
      out.frames += r.data.inspection.frames;
      out.lookedMs += p.to - p.from;
      seen.push(r.data.inspection.sightings);
      out.citations.push(...r.citations);
    }
    const matching = stitchPieces(seen).filter((s) => crossed(s) && matchesSubject(seenOf(s), run.intent));
    for (const s of inPlace(matching, run.intent.place, sightingPath)) out.crossings.push({ ...s, camera });
  }
  out.crossings.sort((a, b) => a.first - b.first);
  return out.frames ? out : undefined;
}

/** How far (fraction of the frame) a thing may have gone between the last frame of one piece and the first of the next. */
const STITCH_GAP = 0.08;

/**
 * The sightings of consecutive pieces of footage, a thing cut by a piece boundary joined up:
 * one still in view in a piece's last frame and one already in view in the next piece's first
 * frame, where the first left off and of its colour, are one thing (a walker cut at the
 * boundary came in in one piece and went out in the next: one crossing, not two).
 */
export function stitchPieces(pieces: Sighting[][]): Sighting[] {
  const out: Sighting[] = [];
  let open: Sighting[] = [];
  for (const piece of pieces) {
    const next: Sighting[] = [];
    for (const b of [...piece].sort((x, y) => x.first - y.first)) {
      const at = !b.presentAtStart ? -1 : open.findIndex((a) => a.presentAtEnd && (a.colour === b.colour || !a.colour || !b.colour)
        && Math.hypot(a.to.x - b.from.x, a.to.y - b.from.y) <= STITCH_GAP);
      if (at < 0) { next.push(b); continue; }
      const [a] = open.splice(at, 1);
      next.push(joined(a, b));
    }
    out.push(...open);
    open = next;
  }
  return [...out, ...open].sort((a, b) => a.first - b.first);
}

function joined(a: Sighting, b: Sighting): Sighting {
  const dx = b.to.x - a.from.x, dy = b.to.y - a.from.y;
  const direction = a.direction === b.direction ? a.direction
    : Math.hypot(dx, dy) < STILL ? 'none' : Math.abs(dx) >= Math.abs(dy) ? (dx > 0 ? 'left-to-right' : 'right-to-left') : (dy > 0 ? 'top-to-bottom' : 'bottom-to-top');
  const big = b.size > a.size ? b : a;
  return {
    ...big, first: a.first, last: b.last, direction, entering: a.entering, leaving: b.leaving,
    presentAtStart: a.presentAtStart, presentAtEnd: b.presentAtEnd, size: big.size, frames: a.frames + b.frames,
    from: a.from, to: b.to, colour: a.colour ?? b.colour,
  };
}

export function crossingLine(run: PlanRun, s: Sighting & { camera: string }, words: string): string {
  const tz = run.zoneOf(s.camera);
  return `${clock(s.first, tz)}–${clock(s.last, tz)} a ${words} ${s.direction.replace(/-/g, ' ')}${run.scope.cameras.length > 1 ? ` on ${s.camera}` : ''}`;
}
