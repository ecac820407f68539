// What stands in view where motion sees nothing: a car parked since before the camera's view
// was learnt, a bag left before the footage began, are the background to motion from the first
// frame; the object detector, run on frames spread across the range, finds them at the same
// place in each. Used by presence ("is a car parked there?") and by stays ("did any vehicle
// stay more than ten minutes?").
import { rewindTool } from '../tools/rewind-tool.ts';
import { clock } from '../answer/format-time.ts';
import { nameAgrees } from '../question/subject.ts';
import { iso, lookFor, type PlanRun } from './plan-run.ts';
import { mostlyAt, placeFit, placeWords, regionOf } from '../question/frame-place.ts';
import { THING_LABELS, intersectionOverUnion } from '../../models/index.ts';

/** The class (person, vehicle, ...) the detector's label stands for, if it is one a camera is asked about. */
export const classOfLabel = (label: string): string | undefined => (THING_LABELS as Record<string, string | undefined>)[label];

const MAX_LISTED = 8;

export interface StandingDetection { camera: string; label: string; box: Box; frames: number[] }

/** Frames looked at for what stands in view (the detector counts STAND_COUNTED of them, spread over the range). */
const STAND_LOOK_FRAMES = 12;
const STAND_LOOK_MS = 6 * 3_600_000;
/** A detection is the same standing thing in two frames when their boxes overlap this much (IoU). */
const SAME_PLACE = 0.5;

/**
 * What the object detector finds at the same place in every frame it counted across the range
 * (at least two): a car parked since before the camera connected, a bag left before the footage
 * began. Motion cannot see these (they are the background from the first frame), the detector
 * can. Colour is not judged here: a question that asks for one is not answered from this.
 */
export async function standingDetections(run: PlanRun, subject: string, indexed: { start: number; end: number }[]): Promise<StandingDetection[]> {
  const { scope, intent } = run;
  if (intent.colours.length) return [];
  // The stretch of the range the index has footage of (a range a day long is mostly not
  // recorded where nothing happened), at most the last STAND_LOOK_MS of it.
  const inRange = indexed.filter((c) => c.start < scope.to && c.end > scope.from);
  const region = regionOf(intent.place);
  if (!inRange.length) return [];
  const end = Math.min(scope.to, scope.now, Math.max(...inRange.map((c) => c.end)));
  const from = Math.max(scope.from, Math.min(...inRange.map((c) => c.start)), end - STAND_LOOK_MS);
  const found: StandingDetection[] = [];
  for (const camera of run.cameraIds) {
    const r = await run.call(rewindTool, {
      camera, ranges: [{ from: iso(from), to: iso(Math.max(end, from + 1000)) }], question: `Is a ${subject} standing there?`,
      look: lookFor('presence', { event: 'stay', labels: intent.labels, objectClass: intent.objectClass, query: subject }), maxFrames: STAND_LOOK_FRAMES,
    });
    const counted = r.data?.inspection?.headcount ?? [];
    if (counted.length < 2) continue;
    const [first, ...rest] = counted;
    for (const d of first.things ?? []) {
      const cls = classOfLabel(d.label);
      if (!detectionAnswers(intent, d.label, cls)) continue;
      if (region && !placeFit(centreOf(d.box), region).there) continue;
      const stays = rest.every((c) => (c.things ?? []).some((e) => classOfLabel(e.label) === cls && iou(e.box, d.box) >= SAME_PLACE));
      if (stays) found.push({ camera, label: d.label, box: d.box, frames: counted.map((c) => c.ts) });
    }
  }
  return found;
}

/** Whether a detection answers the subject asked: its class, its name when the noun is specific ("bus"), a thing carried or left for a noun of no class ("bag"). */
function detectionAnswers(intent: PlanRun['intent'], label: string, cls: string | undefined): boolean {
  if (intent.objectClass) return cls === intent.objectClass && nameAgrees(intent, label);
  const nouns = intent.labels.filter((l) => !['anything', 'something', 'thing', 'things'].includes(l));
  return nouns.length ? cls === 'object' : true;
}

type Box = { x: number; y: number; w: number; h: number };

const corners = (b: Box) => ({ x0: b.x, y0: b.y, x1: b.x + b.w, y1: b.y + b.h });
const iou = (a: Box, b: Box) => intersectionOverUnion(corners(a), corners(b));

/** The box's centre as a one-moment path, for the place filter's thirds. */
const centreOf = (b: Box) => [{ t: 0, x: b.x + b.w / 2, y: b.y + b.h / 2 }];

/** "a car at the top left of the view, at the same place in each of the 3 frames looked at (...)"; several joined by '; '. */
export function standingWords(run: PlanRun, found: StandingDetection[]): string {
  const seen = found.slice(0, MAX_LISTED).map((f) => {
    const tz = run.zoneOf(f.camera), on = run.cameraIds.length > 1 ? ` on ${f.camera}` : '';
    return `a ${f.label}${on} ${placeWords(mostlyAt(centreOf(f.box))!)}, at the same place in each of the ${f.frames.length} frames looked at (${f.frames.map((t) => clock(t, tz)).join(', ')})`;
  });
  return seen.join('; ');
}
