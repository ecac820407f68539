// Turns per-signal candidate lists into the hits a search returns. With one signal the hit
// score is that signal's own (cosine similarity, or BM25); with both, reciprocal-rank fusion,
// because the two scores live on unrelated scales.
import type { CaptionedWindow } from '../../core/caption.ts';
import { reciprocalRankFusion } from './rrf.ts';
import type { SearchHit } from './window-index.ts';

export interface Candidate {
  window: CaptionedWindow;
  /** Signal-native score, higher is better. */
  score: number;
}

/** Candidates from several partitions, best first by native score, de-duplicated by id. */
export function rankCandidates(lists: Candidate[][]): Candidate[] {
  const best = new Map<string, Candidate>();
  for (const c of lists.flat()) {
    const prev = best.get(c.window.window.id);
    if (!prev || c.score > prev.score) best.set(c.window.window.id, c);
  }
  return [...best.values()].sort((a, b) => b.score - a.score || (a.window.window.start - b.window.window.start));
}

export function mergeSignals(vector: Candidate[] | undefined, text: Candidate[] | undefined, k: number): SearchHit[] {
  if (vector && !text) return vector.slice(0, k).map((c, i) => ({ window: c.window, score: c.score, vectorRank: i + 1 }));
  if (text && !vector) return text.slice(0, k).map((c, i) => ({ window: c.window, score: c.score, textRank: i + 1 }));
  const v = vector ?? [], t = text ?? [];
  const byId = new Map<string, CaptionedWindow>();
  for (const c of [...v, ...t]) byId.set(c.window.window.id, c.window);
  const fused = reciprocalRankFusion([v.map((c) => c.window.window.id), t.map((c) => c.window.window.id)]);
  return fused.slice(0, k).map((f) => ({ window: byId.get(f.id)!, score: f.score, vectorRank: f.ranks[0], textRank: f.ranks[1] }));
}
