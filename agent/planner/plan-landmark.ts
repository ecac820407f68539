// Where a landmark the question places its subject by lies in the frame: "which car was parked
// under the light?", "was anyone in the lit area?". The words name no part of the frame; the
// footage says where. A local light (a lamp over part of the view) is in the index as its
// switches (lighting events: when); where it lit is measured on the recording around a switch
// (the analyzer's local switch: the cells that stepped with it, agent/inspect/light-levels.ts).
// The question's place then has that area as its box, and every plan keeps what was there as it
// keeps what was at the top left (frame-place.ts): a car parked in the lamp's pool, not the van
// parked at the other side.
import { browseTool } from '../tools/browse-tool.ts';
import { rewindTool } from '../tools/rewind-tool.ts';
import { clock } from '../answer/format-time.ts';
import type { Place } from '../question/frame-place.ts';
import { lightEventsOf, type LightEvent } from './plan-light.ts';
import { LOOK_MS } from './plan-light-state.ts';
import { iso, lookFor, type PlanOutcome, type PlanRun } from './plan-run.ts';

/**
 * Recording looked at either side of a switch. The same on both sides: the analysis compares
 * the frames with their median (the clean plate), and a local switch is only told from a big
 * flat-coloured thing once it has held for 20 s (ingest's lighting detector); with much more
 * of the look on one side the plate takes that side's light and the step is not confirmed.
 */
const LOOK_SIDE_MS = 30_000;
/** Switches looked at on the recording, nearest to the range first. */
const MAX_LOOKS = 4;

export interface Landmark {
  /** Where it is, once found (fractions of the frame). */
  box?: NonNullable<Place['box']>;
  /** What was found, in words, for the answer. */
  note: string;
}

/** The part of the frame a local light lit, from its switches near the range; the note says where that was found, or why not. */
export async function locateLight(run: PlanRun): Promise<Landmark> {
  const { scope } = run;
  const wide = await run.call(browseTool, { from: iso(scope.from - LOOK_MS), to: iso(scope.to + LOOK_MS), cameras: run.cameraIds });
  const mid = (scope.from + Math.min(scope.to, scope.now)) / 2;
  const switches = lightEventsOf(wide.data).filter((e) => e.event === 'lights-on' || e.event === 'lights-off')
    .sort((a, b) => Math.abs(a.ts - mid) - Math.abs(b.ts - mid));
  if (!switches.length) return { note: `no light was seen switching within ${LOOK_MS / 3_600_000} h of the range, so where it lit is not known` };
  let whole: LightEvent | undefined;
  for (const e of switches.slice(0, MAX_LOOKS)) {
    const r = await run.call(rewindTool, {
      camera: e.camera, ranges: [{ from: iso(e.ts - LOOK_SIDE_MS), to: iso(e.ts + LOOK_SIDE_MS) }],
      question: e.event === 'lights-off' ? 'Where did the light go off?' : 'Where did the light come on?',
      look: lookFor(e.event === 'lights-off' ? 'dark' : 'light', { edge: 'start', query: e.event }), maxFrames: 50,
    });
    // The look's first frame may step from the plate too: the switch is the one nearest the index's moment.
    const change = (r.data?.inspection?.lightChanges ?? []).filter((c) => c.sudden && c.region && c.kind === e.event)
      .sort((a, b) => Math.abs(a.ts - e.ts) - Math.abs(b.ts - e.ts))[0];
    if (change?.region) {
      const tz = run.zoneOf(e.camera);
      return { box: change.region, note: `Where the light lit was measured on the recording where it switched ${e.event === 'lights-off' ? 'off' : 'on'} at ${clock(change.ts, tz)}` };
    }
    whole ??= e;
  }
  return { note: `the light${whole ? ` that switched ${whole.event === 'lights-off' ? 'off' : 'on'} at ${clock(whole.ts, run.zoneOf(whole.camera))}` : ''} lit the whole view, so no part of it is under the light` };
}

/**
 * Finds the landmark the question's place names and gives the place its box; the plan then runs
 * as for any part of the frame. Not found, the plan runs unplaced and the answer says so.
 */
export async function planAtLandmark(run: PlanRun, plan: (run: PlanRun) => Promise<PlanOutcome>): Promise<PlanOutcome> {
  const place = run.intent.place!;
  const found = await locateLight(run);
  if (found.box) {
    run.intent = { ...run.intent, place: { ...place, box: found.box } };
    const out = await plan(run);
    return { ...out, answer: `${out.answer} (${found.note}.)` };
  }
  run.intent = { ...run.intent, place: { words: place.words } };
  const out = await plan(run);
  return { ...out, answer: `${out.answer} (Not narrowed to ${place.words}: ${found.note}.)`, confidence: Math.min(out.confidence, 2) as PlanOutcome['confidence'] };
}
