// Reciprocal-rank fusion (Cormack et al. 2009): score(d) = sum over signals of 1 / (k + rank).
// Used for hybrid search because BM25 scores and cosine similarities live on unrelated scales;
// ranks are comparable where raw scores are not. k = 60 is the paper's constant.

export const RRF_K = 60;

export interface FusedRank {
  id: string;
  score: number;
  /** 1-based rank in each signal that returned the id. */
  ranks: (number | undefined)[];
}

/** Fuses rankings (each an id list, best first) into one list, best first; ties break by id for determinism. */
export function reciprocalRankFusion(rankings: string[][], k = RRF_K): FusedRank[] {
  const fused = new Map<string, FusedRank>();
  rankings.forEach((ranking, signal) => {
    ranking.forEach((id, i) => {
      let f = fused.get(id);
      if (!f) fused.set(id, (f = { id, score: 0, ranks: rankings.map(() => undefined) }));
      f.score += 1 / (k + i + 1);
      f.ranks[signal] = i + 1;
    });
  });
  return [...fused.values()].sort((a, b) => b.score - a.score || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
