// A standing thing that came when a text was first read on its camera, and stood at least until
// it was last read, is the sign (board, notice) that showed it: the keeper knows a sign put up
// only as "a standing white object", and the OCR knows its words but not where it stood. Asked
// how long a bag stood, what was left behind or whether a vehicle was there, a sign is no answer.
// The texts a range's rollups hold are those read in its hours: a sign put up before the range
// (the depot's LOADING BAY 3 board, up at 13:45, asked about from 14:00) had its text read
// before them, so the hours of the arrivals they miss are browsed as well, from an hour before
// each (a sign up since before the arrival was read then, and is not what arrived).
import { browseTool, type BrowseRollup } from '../tools/browse-tool.ts';
import type { Thing } from './plan-things.ts';
import { iso, type PlanRun } from './plan-run.ts';
import { editDistance } from '../../core/edit-distance.ts';

/**
 * How far apart the thing's arrival and the text's first read may be: a stand is known three
 * frame steps after it began (12 s at 0.25 fps) and a text is read on the window's keyframes.
 */
const SAME_ARRIVAL_MS = 60_000;

/**
 * How long before an arrival the texts are looked at: idle windows have no keyframes, so a sign
 * up all morning is read again first in an hour's rollup when something arrives in it (the shop
 * front's OPEN sign, read "first" at 09:20 in the 09:00 hour, made the lorry that came then a sign).
 * Half a day: the forecourt's price board was last read at 17:42 and next as a car stopped in
 * front of it at 19:35, and an hour's look back made the car the sign.
 */
export const READ_BEFORE_MS = 12 * 60 * 60_000;

/** The text the standing thing showed, if it came and stood with one; undefined otherwise. */
export function textShownBy(t: Thing, rollups: BrowseRollup[]): string | undefined {
  if (!t.standing?.length) return undefined;
  // Each text's first and last read over all the rollups given, not one hour's.
  const reads = new Map<string, { first: number; last: number }>();
  for (const r of rollups) {
    if (r.camera !== t.camera) continue;
    for (const x of r.text) {
      const seen = reads.get(x.text);
      reads.set(x.text, seen ? { first: Math.min(seen.first, x.first), last: Math.max(seen.last, x.last) } : { first: x.first, last: x.last });
    }
  }
  for (const [text, x] of reads) {
    // A misreading of a sign read before ("LEHDE0 142.9" of UNLEADED 142.9, while a car stood in
    // front of it) is that sign: its reads are the sign's, and what stood in front of it no sign.
    const sign = [...reads].filter(([other]) => variants(text, other)).map(([, r]) => r);
    const first = Math.min(...sign.map((r) => r.first)), last = Math.max(...sign.map((r) => r.last));
    if (Math.abs(first - t.first) <= SAME_ARRIVAL_MS && t.last >= last - SAME_ARRIVAL_MS) return text;
  }
  return undefined;
}

/**
 * Two reads of one sign: they share a number of three or more characters ("142.9"), or differ
 * in at most a fifth of their letters. A shared word is not enough: two signs up at once share
 * words ("FOR SALE" and "GARAGE SALE SAT 9AM" on one house front were taken for one sign, up since
 * the first, so the garage sale notice was no sign and answered where the parcel was asked).
 */
export function variants(a: string, b: string): boolean {
  if (a === b) return true;
  // The numbers in it, wherever they stand ("LEHDED142.9", read with no space, shows 142.9 too).
  const words = (s: string) => new Set(s.match(/\d[\d.:,]*\d/g)?.filter((w) => w.length >= 3) ?? []);
  const wa = words(a);
  if ([...words(b)].some((w) => wa.has(w))) return true;
  return editDistance(a.toUpperCase(), b.toUpperCase()) <= Math.floor(Math.max(a.length, b.length) / 5);
}

/**
 * What to browse besides the range for the texts read when standing things arrived: the span of
 * the arrivals no rollup given covers (a thing that stood in the range but came before it), on
 * their cameras; undefined when every arrival is covered.
 */
export function arrivalsMissed(things: Thing[], rollups: BrowseRollup[]): { from: number; to: number; cameras: string[] } | undefined {
  // Both ends of [an hour before it, just after it] in the rollups given (hours in a row).
  const has = (t: Thing, ms: number) => rollups.some((r) => r.camera === t.camera && r.start <= ms && r.end >= ms);
  const covered = (t: Thing) => has(t, t.first - READ_BEFORE_MS) && has(t, t.first + SAME_ARRIVAL_MS);
  const missed = things.filter((t) => t.standing?.length && !covered(t));
  if (!missed.length) return undefined;
  const firsts = missed.map((t) => t.first);
  return { from: Math.min(...firsts) - READ_BEFORE_MS, to: Math.max(...firsts) + SAME_ARRIVAL_MS, cameras: [...new Set(missed.map((t) => t.camera))] };
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
