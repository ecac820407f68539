// The cheap first stage: decides from tags and geometry alone whether a window is worth
// asking the verifier about (a VLM call costs seconds; this costs microseconds). It only
// rejects on evidence: nothing moved in the zone, none of the wanted colours moved, quoted
// text not read, or (captioned windows, when an embedder is given) the window's caption is
// unrelated to the question.
import { motionInZone, trackInZone } from './zone-facts.ts';
import type { Observation } from './observation.ts';
import type { Wanted } from './question.ts';
import type { Rule } from '../rules/index.ts';

export interface PrefilterResult {
  pass: boolean;
  reason: string;
}

export interface PrefilterOptions {
  /** Cosine similarity of the question's and the window's embeddings, when both exist. */
  similarity?: number;
  minSimilarity: number;
}

export function prefilter(o: Observation, rule: Rule, wanted: Wanted, opts: PrefilterOptions): PrefilterResult {
  const w = o.window;
  const textOnly = wanted.texts.length > 0 && !wanted.labels.length && !wanted.colours.length;
  if (wanted.texts.length && o.stage === 'captioned' && !(o.tags?.text.length)) return { pass: false, reason: 'no text was read' };
  if (textOnly) return o.stage === 'captioned' ? { pass: true, reason: 'text read' } : { pass: false, reason: 'text needs the captioned window (OCR)' };
  if (w.kind === 'idle' || w.activity.activeFrames === 0) return { pass: false, reason: 'no activity' };
  const tracks = w.motion.tracks ?? [];
  const inZone = tracks.filter((t) => trackInZone(t, w.motion.path, rule.zone) > 0);
  if (!inZone.length && !motionInZone(w, rule.zone)) return { pass: false, reason: 'nothing moved in the zone' };
  if (wanted.colours.length) {
    const seen = new Set([...w.motion.colours, ...inZone.map((t) => t.colour ?? ''), ...(o.tags?.colors ?? []), ...(o.tags?.objects ?? []).flatMap((x) => x.colours)]);
    if (seen.size && !wanted.colours.some((c) => seen.has(c))) return { pass: false, reason: `no ${wanted.colours.join('/')} movement` };
  }
  if (opts.similarity !== undefined && opts.similarity < opts.minSimilarity) {
    return { pass: false, reason: `caption unrelated to the question (similarity ${opts.similarity.toFixed(2)})` };
  }
  return { pass: true, reason: 'motion in the zone' };
}

export function cosine(a: ArrayLike<number>, b: ArrayLike<number>): number {
  let dot = 0, na = 0, nb = 0;
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) { dot += a[i] * b[i]; na += a[i] * a[i]; nb += b[i] * b[i]; }
  return na && nb ? dot / Math.sqrt(na * nb) : 0;
}
