// The things the index tracked in view at one moment, for a count at a moment ("how many
// people were in the lobby at 12:40?"): the object detector counts what it recognises on the
// frame, which on synthetic footage (or an unusual camera) may be nothing, while two people who
// walked in and stood are two tracked things, kept standing by ingest after motion learnt them.
// Each camera's count is the larger of the two sources (planHeadcount).
import { gatherThings, matching, type Thing } from './plan-things.ts';
import type { PlanRun } from './plan-run.ts';

/** Matching things in view at `at` per camera: standing through it, or tracked across it. */
export async function trackedAt(run: PlanRun, at: number): Promise<Map<string, Thing[]>> {
  const { all } = await gatherThings(run);
  const byCamera = new Map<string, Thing[]>();
  for (const t of matching(run, all, { anywhere: true, withStill: true }).filter((x) => inViewAt(x, at))) {
    byCamera.set(t.camera, [...(byCamera.get(t.camera) ?? []), t]);
  }
  return byCamera;
}

/** A thing with stands was there at `at` when one of them covers it or it was seen moving then; one without, within its sighting. */
function inViewAt(t: Thing, at: number): boolean {
  if (at < t.first || at > t.last) return false;
  if (!t.standing?.length || !t.moving) return true;
  // Stood, then moved on and stood again (one entity): between stands it was crossing, in view.
  return t.standing.some((s) => s.from <= at && at <= s.to) || (t.path ?? []).some((p, i, ps) => i > 0 && ps[i - 1].t <= at && at <= p.t);
}
