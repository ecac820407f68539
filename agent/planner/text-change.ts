// "When did the petrol price change?", "when did the sign change?": a text that gave way to
// another -- the index stops reading one and starts reading the other (a few hours at most apart:
// it reads text only while something moves).
// Reads of one text vary (an OCR slip: "LEHDED 139.9", "UNLEADED 139.9"), so reads are one text
// when they carry the same numbers, or, with none, when one reads as the other; a change is a
// text first read close after another was last read, which it followed. The new text's first
// frame, pinned on the recording, is when it changed.
import { textMatches } from '../tools/rewind-answer.ts';
import { numbersOf } from '../../core/sign-numbers.ts';

export interface TextRead { text: string; camera: string; first: number; last: number; lastEnd: number; firstEnd: number }

/**
 * How long after a text was last read another may begin and still have replaced it: the index
 * reads text in the windows where something moves, which on a quiet afternoon are an hour apart.
 */
export const CHANGE_GAP_MS = 3 * 3_600_000;

/** Letters and digits a read needs to be a text of its own. */
const MIN_CHARS = 6;

/** Reads of one text: the same numbers, or, with none, one reads as the other. */
function sameText(a: TextRead, b: TextRead): boolean {
  if (a.camera !== b.camera) return false;
  const na = numbersOf(a.text), nb = numbersOf(b.text);
  if (na || nb) return na === nb;
  return textMatches(a.text, b.text) || textMatches(b.text, a.text);
}

/** The reads merged into texts: each spans its reads, named by its commonest read (the longest of those as common). */
export function textsOf(reads: TextRead[]): TextRead[] {
  const out: TextRead[] = [];
  const said = new Map<TextRead, Map<string, number>>();
  // A fragment ("EADED") is part of a read, not a text of its own.
  for (const r of [...reads].filter((x) => x.text.replace(/[^A-Za-z0-9]/g, '').length >= MIN_CHARS).sort((a, b) => a.first - b.first)) {
    const same = out.find((t) => sameText(t, r));
    if (!same) { const t = { ...r }; out.push(t); said.set(t, new Map([[r.text, 1]])); continue; }
    const counts = said.get(same)!;
    counts.set(r.text, (counts.get(r.text) ?? 0) + 1);
    if (r.first < same.first) { same.first = r.first; same.firstEnd = r.firstEnd; }
    if (r.last > same.last) { same.last = r.last; same.lastEnd = r.lastEnd; }
  }
  for (const t of out) t.text = [...said.get(t)!].sort((a, b) => b[1] - a[1] || b[0].length - a[0].length)[0][0];
  return out;
}

/** Each text that replaced another: first read within CHANGE_GAP_MS after the other's last read, which began before it. Oldest first. */
export function textChanges(reads: TextRead[]): { from: TextRead; to: TextRead }[] {
  const texts = textsOf(reads);
  const out: { from: TextRead; to: TextRead }[] = [];
  for (const to of texts) {
    const from = texts.filter((a) => a !== to && a.camera === to.camera && a.first < to.first && a.last <= to.first && to.first - a.lastEnd <= CHANGE_GAP_MS)
      .sort((a, b) => b.last - a.last)[0];
    if (from) out.push({ from, to });
  }
  return out.sort((a, b) => a.to.first - b.to.first);
}
