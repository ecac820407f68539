// Full-text ranking for the Qdrant backend. Qdrant's payload text index filters but does not
// score, so BM25 is built from a sparse vector: the client sends each document's saturated
// term frequencies (BM25's tf part, hashed token ids) and the collection's `idf` modifier
// makes the server supply the IDF part, so the dot product with a query of 1s is BM25.
// Tokens come from the LexicalEmbedder's tokenizer (lowercase, stop words, crude stemming), the
// same normalisation the LanceDB full-text index applies, so both backends match alike.
import { tokenize } from '../../models/index.ts';

const K1 = 1.2, B = 0.75;
/** Typical searchText length in tokens; BM25 length normalisation needs an average and the client cannot know the corpus's. */
const AVG_TOKENS = 24;

export interface SparseVector { indices: number[]; values: number[] }

/** FNV-1a 32-bit token id: stable across processes, so documents and queries agree. */
function tokenId(token: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < token.length; i++) h = Math.imul(h ^ token.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

function termCounts(text: string): Map<number, number> {
  const counts = new Map<number, number>();
  for (const t of tokenize(text)) counts.set(tokenId(t), (counts.get(tokenId(t)) ?? 0) + 1);
  return counts;
}

export function documentSparse(text: string): SparseVector {
  const counts = termCounts(text);
  let len = 0;
  for (const c of counts.values()) len += c;
  const norm = K1 * (1 - B + (B * len) / AVG_TOKENS);
  const entries = [...counts].sort((a, b) => a[0] - b[0]);
  return { indices: entries.map(([i]) => i), values: entries.map(([, tf]) => (tf * (K1 + 1)) / (tf + norm)) };
}

export function querySparse(text: string): SparseVector {
  const indices = [...termCounts(text).keys()].sort((a, b) => a - b);
  return { indices, values: indices.map(() => 1) };
}
