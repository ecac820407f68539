// LexicalEmbedder: the offline text embedder. Hashes word unigrams, word bigrams and
// character 3-grams into a fixed-size vector (feature hashing), after lowercasing, a crude
// plural stemmer and a small surveillance synonym map, then L2-normalises it.
//
// What it is NOT: a semantic model. It knows nothing beyond the synonym table below, so
// "someone loitering" and "a person waiting around" only meet through "someone ~ person";
// paraphrases, negation ("no van") and word order beyond bigrams are invisible to it. It is
// deterministic, needs no weights and takes microseconds, which is what the embedded default
// needs for lexical recall in hybrid search; a real embedding model (OpenAI-compatible
// server or local ONNX) replaces it when semantic search matters.
import type { Embedder } from '../types.ts';
import { observedCall } from '../call-policy.ts';

export interface LexicalEmbedderOptions {
  /** Vector length; must match the index. Default 384 (the size of common small text models). */
  dimension?: number;
}

/** Canonical term → words that mean the same thing on a camera. Each word also emits its canonical term. */
const SYNONYMS: Record<string, string[]> = {
  vehicle: ['car', 'truck', 'van', 'bus', 'lorry', 'suv', 'pickup', 'minivan', 'automobile', 'motorcycle', 'motorbike', 'scooter', 'taxi', 'jeep'],
  person: ['man', 'men', 'woman', 'women', 'people', 'pedestrian', 'someone', 'somebody', 'guy', 'child', 'children', 'kid', 'human', 'individual', 'figure', 'intruder', 'visitor', 'worker', 'walker'],
  bicycle: ['bike', 'cyclist', 'bicyclist'],
  delivery: ['courier', 'parcel', 'package', 'deliver', 'delivered', 'postman', 'mail'],
  night: ['dark', 'darkness', 'nighttime', 'overnight'],
  day: ['daylight', 'daytime', 'bright', 'sunny'],
  light: ['lights', 'lamp', 'illuminated', 'floodlight'],
  enter: ['entering', 'enters', 'entered', 'arrive', 'arriving', 'arrives', 'arrived', 'come', 'coming'],
  leave: ['leaving', 'leaves', 'left', 'exit', 'exiting', 'exits', 'depart', 'departing', 'departed', 'go', 'going'],
  walk: ['walking', 'walks', 'walked', 'stroll', 'strolling'],
  door: ['doorway', 'entrance', 'gate'],
  grey: ['gray'],
  dog: ['puppy', 'hound'],
};

const CANONICAL = new Map<string, string>();
for (const [canon, words] of Object.entries(SYNONYMS)) for (const w of words) CANONICAL.set(w, canon);

/** Words too common to carry meaning in a caption or a question. */
const STOP = new Set(['a', 'an', 'the', 'of', 'in', 'on', 'at', 'to', 'and', 'or', 'is', 'are', 'was', 'were', 'be', 'it', 'its', 'with', 'by', 'for', 'from', 'this', 'that', 'there', 'any', 'did', 'does', 'do']);

// Weights: whole words dominate; bigrams reward phrase order; 3-grams catch typos and
// morphology the stemmer misses; synonyms count a little less than the literal word.
const W_WORD = 1, W_CANON = 0.8, W_BIGRAM = 0.6, W_TRIGRAM = 0.25;

/** Crude stemmer: plural and the most common verb endings, so "vans" ~ "van", "parked" ~ "park". */
export function stem(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 3 && word.endsWith('es') && /(ss|sh|ch|x)es$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss') && !word.endsWith('us')) return word.slice(0, -1);
  return word;
}

/** Lowercased, stemmed word tokens without stop words. */
export function tokenize(text: string): string[] {
  const words = text.toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '').match(/[a-z0-9]+/g) ?? [];
  return words.filter((w) => !STOP.has(w)).map((w) => (CANONICAL.has(w) ? w : stem(w)));
}

/** FNV-1a 32-bit: stable across runs and platforms, unlike any built-in hash. */
function fnv1a(s: string, seed = 0x811c9dc5): number {
  let h = seed;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export class LexicalEmbedder implements Embedder {
  readonly provider = 'builtin';
  readonly model = 'lexical-hash-v1';
  readonly dimension: number;

  constructor(options: LexicalEmbedderOptions = {}) {
    const d = options.dimension ?? 384;
    if (!Number.isInteger(d) || d < 16) throw new RangeError(`LexicalEmbedder dimension must be an integer >= 16, got ${d}`);
    this.dimension = d;
  }

  embedText(texts: string[], signal?: AbortSignal): Promise<Float32Array[]> {
    return observedCall({ role: 'embedder', provider: this.provider, model: this.model, operation: 'embed-text' }, async () => {
      signal?.throwIfAborted();
      return texts.map((t) => this.embedOne(t));
    }, signal);
  }

  /** Synchronous form for callers that embed in a hot loop (the index, tests). */
  embedOne(text: string): Float32Array {
    const v = new Float32Array(this.dimension);
    const tokens = tokenize(text);
    // Signed hashing (a second hash picks the sign) keeps collisions from only ever adding up.
    const add = (feature: string, weight: number) => {
      const h = fnv1a(feature);
      v[h % this.dimension] += (fnv1a(feature, 0x9747b28c) & 1 ? 1 : -1) * weight;
    };
    for (const t of tokens) {
      add(`w:${t}`, W_WORD);
      const canon = CANONICAL.get(t);
      if (canon) add(`w:${canon}`, W_CANON);
      const padded = `^${t}$`;
      for (let i = 0; i + 3 <= padded.length; i++) add(`c:${padded.slice(i, i + 3)}`, W_TRIGRAM);
    }
    for (let i = 0; i + 1 < tokens.length; i++) {
      add(`b:${tokens[i]} ${tokens[i + 1]}`, W_BIGRAM);
      const a = CANONICAL.get(tokens[i]) ?? tokens[i], b = CANONICAL.get(tokens[i + 1]) ?? tokens[i + 1];
      if (a !== tokens[i] || b !== tokens[i + 1]) add(`b:${a} ${b}`, W_BIGRAM * W_CANON);
    }
    let norm = 0;
    for (let i = 0; i < v.length; i++) norm += v[i] * v[i];
    // An empty or all-stop-word text stays the zero vector: "no signal" rather than a fake direction.
    if (norm > 0) {
      const inv = 1 / Math.sqrt(norm);
      for (let i = 0; i < v.length; i++) v[i] *= inv;
    }
    return v;
  }
}

/** Cosine similarity of two L2-normalised vectors (their dot product). */
export function cosine(a: Float32Array, b: Float32Array): number {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += a[i] * b[i];
  return s;
}
