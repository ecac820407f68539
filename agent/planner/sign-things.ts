// A standing thing that came when a text was first read on its camera, and stood at least until
// it was last read, is the sign (board, notice) that showed it: the keeper knows a sign put up
// only as "a standing white object", and the OCR knows its words but not where it stood. Asked
// how long a bag stood, what was left behind or whether a vehicle was there, a sign is no answer.
// The texts a range's rollups hold are those read in its hours: a sign put up before the range
// (the depot's LOADING BAY 3 board, up at 13:45, asked about from 14:00) had its text read
// before them, so the hours of the arrivals they miss are browsed as well.
import { browseTool, type BrowseRollup } from '../tools/browse-tool.ts';
import type { Thing } from './plan-things.ts';
import { iso, type PlanRun } from './plan-run.ts';

/**
 * How far apart the thing's arrival and the text's first read may be: a stand is known three
 * frame steps after it began (12 s at 0.25 fps) and a text is read on the window's keyframes.
 */
const SAME_ARRIVAL_MS = 60_000;

/** The text the standing thing showed, if it came and stood with one; undefined otherwise. */
export function textShownBy(t: Thing, rollups: BrowseRollup[]): string | undefined {
  if (!t.standing?.length) return undefined;
  for (const r of rollups) {
    if (r.camera !== t.camera) continue;
    const read = r.text.find((x) => Math.abs(x.first - t.first) <= SAME_ARRIVAL_MS && t.last >= x.last - SAME_ARRIVAL_MS);
    if (read) return read.text;
  }
  return undefined;
}

/**
 * What to browse besides the range for the texts read when standing things arrived: the span of
 * the arrivals no rollup given covers (a thing that stood in the range but came before it), on
 * their cameras; undefined when every arrival is covered.
 */
export function arrivalsMissed(things: Thing[], rollups: BrowseRollup[]): { from: number; to: number; cameras: string[] } | undefined {
  const covered = (t: Thing) => rollups.some((r) => r.camera === t.camera && r.start <= t.first - SAME_ARRIVAL_MS && r.end >= t.first + SAME_ARRIVAL_MS);
  const missed = things.filter((t) => t.standing?.length && !covered(t));
  if (!missed.length) return undefined;
  const firsts = missed.map((t) => t.first);
  return { from: Math.min(...firsts) - SAME_ARRIVAL_MS, to: Math.max(...firsts) + SAME_ARRIVAL_MS, cameras: [...new Set(missed.map((t) => t.camera))] };
}

/** Marks each standing thing that showed a text, browsing the arrivals the range's rollups miss; every plan that gathers things does this. */
export async function markSignsOf(run: PlanRun, things: Thing[], rollups: BrowseRollup[]): Promise<void> {
  const missed = arrivalsMissed(things, rollups);
  const back = missed ? await run.call(browseTool, { from: iso(missed.from), to: iso(missed.to), cameras: missed.cameras }) : undefined;
  markSigns(things, [...rollups, ...(back?.data?.rollups ?? [])]);
}

/** Marks each standing thing that showed a text (`shows`). */
export function markSigns(things: Thing[], rollups: BrowseRollup[]): void {
  for (const t of things) {
    const text = textShownBy(t, rollups);
    if (text !== undefined) t.shows = text;
  }
}

/** Verbs of standing that a sign does: it stands there, it is there. */
const SIGN_STANDS = new Set(['stand', 'be']);

/**
 * A sign answers a question about text, or one that names no kind of thing; not one about a bag,
 * a person or a car, nor one about what was parked, left or waiting ("was anything still parked?",
 * "was anything left there?"): a sign put up stands there, but is not parked or left.
 */
export function signAnswers(intent: { subjectClass?: string | null; event?: string; verb?: string }): boolean {
  if (intent.subjectClass === 'text') return true;
  return !intent.subjectClass && (intent.event !== 'stay' || !intent.verb || SIGN_STANDS.has(intent.verb));
}
