// A standing thing that came when a text was first read on its camera, and stood at least until
// it was last read, is the sign (board, notice) that showed it: the keeper knows a sign put up
// only as "a standing white object", and the OCR knows its words but not where it stood. Asked
// how long a bag stood, what was left behind or whether a vehicle was there, a sign is no answer.
import type { BrowseRollup } from '../tools/browse-tool.ts';
import type { Thing } from './plan-things.ts';

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

/** Marks each standing thing that showed a text (`shows`). */
export function markSigns(things: Thing[], rollups: BrowseRollup[]): void {
  for (const t of things) {
    const text = textShownBy(t, rollups);
    if (text !== undefined) t.shows = text;
  }
}

/** A sign answers a question about text, or one that names no kind of thing; not one about a bag, a person or a car. */
export function signAnswers(intent: { subjectClass?: string | null }): boolean {
  return !intent.subjectClass || intent.subjectClass === 'text';
}
