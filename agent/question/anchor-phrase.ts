// A time given by another event instead of a clock: "after the yellow truck left", "before
// the white van arrived", "since the bus", "the next vehicle after the red car". The clause is
// a preposition of time followed by a phrase naming a thing that moves (a clock time is a time
// phrase, read in agent/time, and never an anchor) and, maybe, its verb. The planner finds
// when that thing came or went and asks the rest of the question over the time before or after.
import type { EventKind } from './reading-rules.ts';

export interface AnchorReading {
  /** The rest of the question is about the time after (or before) the anchor. */
  side: 'after' | 'before';
  /** The words for the thing whose coming or going is the anchor ("the yellow truck"). */
  phrase: string;
  /** Its coming (start) or its going (end). */
  edge: 'start' | 'end';
}

interface AnchorToken { norm: string; start: number; time: boolean; quoted: boolean; tags: Set<string> }
interface AnchorVerb { at: number; word: string; lemma: string }

const SIDES: Record<string, AnchorReading['side']> = { after: 'after', since: 'after', following: 'after', before: 'before', until: 'before', till: 'before', prior: 'before' };

/**
 * The anchor clause and where it stands in the question (to be read apart from the rest).
 * `names(from, to)` says whether tokens name a thing that moves; `eventOf` is the event a verb
 * names. The clause runs to a comma or the end. Without a verb of its own, "after X" is after X
 * had gone and "before X" before it came: the two readings in which X is not itself the answer.
 */
export function anchorOf(
  question: string, toks: AnchorToken[], verbs: AnchorVerb[],
  o: { names: (from: number, to: number) => boolean; eventOf: (v: AnchorVerb) => EventKind | undefined; verbLemma: (word: string) => string | undefined; aux: Set<string> },
): { anchor: AnchorReading; start: number; end: number } | undefined {
  const free = (t: AnchorToken | undefined) => !!t && !t.time && !t.quoted;
  for (let i = 1; i < toks.length - 1; i++) {
    const side = SIDES[toks[i].norm];
    // "prior to the van": the "to" belongs to the preposition.
    const from = toks[i].norm === 'prior' ? (toks[i + 1]?.norm === 'to' ? i + 2 : -1) : i + 1;
    if (!side || from < 0 || !free(toks[i]) || !free(toks[from])) continue;
    const comma = toks.findIndex((t, j) => j > i && /,\s*$/.test(question.slice(t.start, toks[j + 1]?.start ?? question.length)));
    const end = comma < 0 ? toks.length : comma + 1;
    if (!o.names(from, end)) continue;
    // A word after the thing's noun that WordNet has as a verb of coming or going ("the yellow
    // truck left", whose "left" the tagger took for the side) is this clause's verb too.
    const noun = toks.findIndex((t, j) => j >= from && j < end && t.tags.has('Noun'));
    const late = noun < 0 ? undefined : toks.map((t, j) => ({ at: j, word: t.norm, lemma: o.verbLemma(t.norm) ?? '' }))
      .find((v) => v.at > noun && v.at < end && v.lemma && o.eventOf(v) !== undefined);
    const verb = verbs.find((v) => v.at > from && v.at < end && !o.aux.has(v.word)) ?? late;
    const event = verb ? o.eventOf(verb) : undefined;
    const edge = event === 'leave' ? 'end' : event === 'appear' ? 'start' : side === 'after' ? 'end' : 'start';
    const stop = verb ? verb.at : end;
    const phrase = question.slice(toks[from].start, stop < toks.length ? toks[stop].start : question.length).replace(/[\s,:;?!.]+$/, '').trim();
    // Auxiliaries inside the clause ("before the van had left") are not part of the phrase.
    const words = phrase.split(/\s+/).filter((w) => !o.aux.has(w.toLowerCase())).join(' ');
    if (!words) continue;
    return { anchor: { side, phrase: words, edge }, start: toks[i].start, end: end < toks.length ? toks[end].start : question.length };
  }
  return undefined;
}
