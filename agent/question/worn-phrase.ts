// Whether a noun is described by what it wears: "the cleaner in blue", "the guard in a yellow
// jacket", "the man wearing a cap", "the woman dressed in black", "the courier with the red
// helmet". Only a person wears clothes, so such a noun is read in its person sense when it has
// one, whatever sense WordNet counts commonest ("cleaner" is first a cleansing agent, "guard" a
// device, "coach" a bus). So does a relative "who" after it ("the cleaner who left"). What
// counts as clothing is WordNet's: a kind of clothing (clothing, sense 1).
import { COLOUR_WORDS } from '../../ingest/index.ts';
import { hypernymClosure, nounLemmas, nounSenses, senseOffset } from './wordnet.ts';
import { COLOUR_MODIFIERS, OFF_SCALE_COLOURS, WEAR_VERBS } from './reading-rules.ts';
import type { Token } from './read-question.ts';

const COLOURS = new Set<string>(COLOUR_WORDS);
const isColour = (w: string) => COLOURS.has(w) || !!OFF_SCALE_COLOURS[w] || COLOUR_MODIFIERS.includes(w);
/** Senses of a garment's noun looked at: a rarer one is not what a question means. */
const GARMENT_SENSES = 3;

let clothing: number | undefined | null = null;

/** Whether WordNet has a commoner sense of the word as a kind of clothing ("jacket", "overalls", "cap"). */
export function isGarment(word: string, senses = GARMENT_SENSES): boolean {
  if (clothing === null) clothing = senseOffset('clothing', 1);
  const at = clothing;
  if (at === undefined) return false;
  return nounLemmas(word).some((l) => nounSenses(l).slice(0, senses).some((s) => hypernymClosure(s.synset).some((h) => h.offset === at)));
}

/**
 * Whether the words after the noun at toks[i] say what it wears or that it is someone: "in"
 * with a colour and no determiner ("in blue", "in dark red") or a garment ("in a yellow
 * jacket", "in overalls"); a verb of clothes ("wearing a cap", "dressed in black"); "with" a
 * garment ("with the red helmet"); or "who". Undefined when they do not; else the indices of
 * the words of what it wears, which describe it and are no subject of their own.
 */
export function wornBy(toks: Token[], i: number): number[] | undefined {
  const next = toks[i + 1];
  if (!next || next.time || next.quoted) return undefined;
  if (next.norm === 'who' || next.norm === 'whom') return [];
  const wearing = WEAR_VERBS.includes(next.lemma) || WEAR_VERBS.some((v) => next.norm.startsWith(v));
  if (!wearing && next.norm !== 'in' && next.norm !== 'with') return undefined;
  const from = wearing && toks[i + 2]?.norm === 'in' ? i + 3 : i + 2;
  const phrase: number[] = [];
  for (let k = from; k < toks.length && !toks[k].time && !toks[k].quoted; k++) {
    const t = toks[k];
    if (k === from && t.tags.has('Determiner')) continue;
    if (!(t.tags.has('Noun') || t.tags.has('Adjective') || t.tags.has('Adverb') || isColour(t.norm))) break;
    phrase.push(k);
  }
  const garments = phrase.filter((k) => toks[k].tags.has('Noun') && isGarment(toks[k].norm));
  if (wearing) return garments;
  const determiner = toks[from]?.tags.has('Determiner');
  if (next.norm === 'in' && !determiner && phrase.length && phrase.every((k) => isColour(toks[k].norm))) return [];
  return garments.length ? garments : undefined;
}
