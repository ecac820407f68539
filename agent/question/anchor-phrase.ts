// A time given by another event instead of a clock: "after the yellow truck left", "before
// the white van arrived", "since the bus", "the next vehicle after the red car". The clause is
// a preposition of time followed by a phrase naming a thing that moves (a clock time is a time
// phrase, read in agent/time, and never an anchor) and, maybe, its verb. The planner finds
// when that thing came or went and asks the rest of the question over the time before or after.
// "While the blue van was parked" is the time the thing was there; "after dark", "before dawn"
// and "since the lights came on" are times given by a change of light, found on the recording;
// "while the tow zone sign was up", "after DELIVERY 42 was taken down" by a text shown (a sign,
// a notice, words in quotes or capitals): when it was first and last read.
import { LAMP_ACT_WORDS, LIGHT_OFF_PARTICLES, LIGHT_ON_PARTICLES, STOPPING_ARRIVALS, type EventKind } from './reading-rules.ts';
import { readNoun } from './noun-class.ts';
import { quotedText } from './text-phrase.ts';
import type { NounClass } from './noun-class.ts';
import { nearWordBefore } from '../time/near-words.ts';
import { amountOf } from './stay-compare.ts';

export interface AnchorReading {
  /** The rest of the question is about the time after (or before) the anchor, or while it was there. */
  side: 'after' | 'before' | 'during' | 'at';
  /** The words for the thing whose coming or going is the anchor ("the yellow truck"). */
  phrase: string;
  /** Its coming (start) or its going (end). */
  edge: 'start' | 'end';
  /** A change of light instead of a thing: it got dark or light, lamps came on or went off. */
  light?: LightTurn;
  /** The light as it was changing ("while it was getting dark"): the dusk or dawn itself, not the dark or light after it. */
  turning?: boolean;
  /** Said as near it ("right before", "just after"): the minutes on its side of it that are meant, not the rest of the range. */
  nearMinutes?: number;
  /** The length was said alone ("an hour before the lamp came on"): the moment that far from it, not the stretch up to it. */
  offset?: boolean;
  /** The lemma of the clause's own verb ("while the lorry was stopped": stop). */
  verb?: string;
  /** It came to stay ("when the car came home", "after the van pulled in"): its arrival that stood. */
  stopped?: boolean;
  /** Its coming back ("before the dog walker came back"): its later coming, not its first. */
  again?: boolean;
  /** It came home ("when the car came home"): the household's own, which lives there. */
  home?: boolean;
  /** The class of its thing read with the whole question's words ("the coach" by "the stop": a vehicle), where they choose one. */
  cls?: NounClass;
}

export type LightTurn = 'dark' | 'light' | 'on' | 'off';

interface AnchorToken { norm: string; start: number; time: boolean; quoted: boolean; tags: Set<string> }
interface AnchorVerb { at: number; word: string; lemma: string; particle?: string }

/** Words that open a relative clause on the anchor's thing ("the man who was waiting"). */
const RELATIVES = new Set(['who', 'that', 'which', "who'd", 'whod']);

/** Verbs of coming back on their own ("after the van returned"). */
const RETURNING = new Set(['return', 'reappear']);

const SIDES: Record<string, AnchorReading['side']> = {
  after: 'after', since: 'after', following: 'after', once: 'after', before: 'before', until: 'before', till: 'before', prior: 'before',
  while: 'during', whilst: 'during', during: 'during',
  // "Was the lamp still on when the red car drove off?": the moment it did (not the question's own "when", its first word).
  when: 'at',
};

/** Words before a "when" that open an indirect question ("tell me when", "wondering when", "any idea when"). */
const INDIRECT_BEFORE = new Set(['me', 'us', 'know', 'knows', 'wonder', 'wondering', 'ask', 'asking', 'idea', 'sure', 'remember', 'recall', 'check', 'see', 'say', 'tell', 'show', 'clue', 'notice', 'find', 'guess', 'exactly', 'roughly', 'about', 'approximately']);

/** Words that open a question of their own (with the auxiliaries). */
const QUESTION_OPENERS = new Set(['what', 'who', 'whom', 'whose', 'which', 'where', 'how', 'why', 'when', 'any', 'anyone', 'anybody', 'anything']);

/** Whether the words after a question's first comma open a question of their own ("..., was the lamp on?"). */
function questionAfterComma(question: string, aux: Set<string>): boolean {
  const next = /,\s*([A-Za-z']+)/.exec(question)?.[1]?.toLowerCase();
  return !!next && (aux.has(next) || QUESTION_OPENERS.has(next));
}

/** Words of the light changing as it went ("getting dark", "growing light"). */
const TURNING_WORDS = new Set(['getting', 'growing', 'going', 'turning', 'becoming', 'falling', 'breaking', 'coming']);

/** "Find out when", "work out when" (but "did anyone come out when ..." is a moment). */
const FINDING = new Set(['find', 'finding', 'found', 'work', 'working', 'figure', 'figuring']);

/** Words for the light changing that a time can be given by ("after dark", "before sunrise"). */
const LIGHT_TURNS: Record<string, LightTurn> = {
  dark: 'dark', darkness: 'dark', nightfall: 'dark', dusk: 'dark', sunset: 'dark', sundown: 'dark', twilight: 'dark',
  dawn: 'light', sunrise: 'light', sunup: 'light', daybreak: 'light', daylight: 'light', light: 'light',
};
/**
 * Lamps, which are switched: "since the lights came on", "until the floodlight went off", "before
 * the porch lamp lit up" -- any noun WordNet puts among light sources (noun-class.ts), a local
 * lamp over part of the view as much as the lights of the whole scene; the words of switching
 * are the reader's (reading-rules.ts).
 */
const isLamp = (w: string) => readNoun(w)?.cls === 'light';
const LAMP_ON = new Set([...LIGHT_ON_PARTICLES, ...LAMP_ACT_WORDS]);
const LAMP_OFF = new Set(LIGHT_OFF_PARTICLES);
/** The longest light clause ("until it had got light"), so "before the van left in the dark" is no light anchor. */
const LIGHT_CLAUSE_WORDS = 5;
/** A lamp named with its place and switched takes more words ("the yard floodlight was switched on"). */
const LAMP_CLAUSE_WORDS = 8;

/**
 * A length said before the side word: "in the ten minutes following", "within the hour after",
 * "in the half hour before", "during the first thirty minutes after" -- the stretch that long on
 * its side; "forty-five minutes after", "an hour before" without "in" or "the" -- the moment that
 * far from it ("what did the notice read forty-five minutes after the truck went through?").
 */
const LENGTH_BEFORE = /(?:\b(in|within|during|over|for|across)\s+(?:the\s+)?(?:(?:next|first|following|last|previous|preceding|subsequent)\s+)?)?(?:\b(half\s+an?|an?|[a-z0-9.]+(?:[\s-][a-z]+)?)\s+)?(?:\b(half)[\s-])?\b(seconds?|secs?|minutes?|mins?|hours?|hrs?)(?:\s+or\s+so)?\s*$/i;
const UNIT_MINUTES: [RegExp, number][] = [[/^(?:seconds?|secs?)$/i, 1 / 60], [/^(?:minutes?|mins?)$/i, 1], [/^(?:hours?|hrs?)$/i, 60]];

function lengthBefore(before: string): { minutes: number; index: number; offset: boolean } | undefined {
  const m = LENGTH_BEFORE.exec(before);
  if (!m) return undefined;
  // "the hour", "the half hour": one of it; "half an hour", "thirty minutes": the amount said.
  const unit = UNIT_MINUTES.find(([re]) => re.test(m[4]))![1] * (m[3] ? 0.5 : 1);
  const amount = m[2] ? (/^half$/i.test(m[2]) ? 0.5 : amountOf(m[2].toLowerCase())) : /\bthe\s+(?:(?:next|first|following|last|previous|preceding|subsequent)\s+)?(?:half[\s-])?\S+\s*$/i.test(m[0]) ? 1 : undefined;
  if (amount === undefined || !(amount > 0)) return undefined;
  return { minutes: amount * unit, index: m.index, offset: !m[1] && !/\bthe\b/i.test(m[0]) };
}

/** "Right before", "just after", "in the ten minutes after": the minutes meant on the anchor's side (never "while"). */
function nearOf(question: string, at: number, side: AnchorReading['side']): { nearMinutes?: number; offset?: boolean } {
  if (side === 'during' || side === 'at') return {};
  const before = question.slice(0, at), near = nearWordBefore(before);
  if (near) return { nearMinutes: near.minutes };
  const length = lengthBefore(before);
  return length ? { nearMinutes: length.minutes, ...(length.offset ? { offset: true } : {}) } : {};
}

/** Where the anchor's words start: at its near word or length, which is cut out with it. */
function nearStart(question: string, at: number, side: AnchorReading['side']): number {
  if (side === 'during' || side === 'at') return at;
  const before = question.slice(0, at);
  return nearWordBefore(before)?.index ?? lengthBefore(before)?.index ?? at;
}

/**
 * Whether a clause names a text shown and no thing that moves: a noun of text ("sign", "notice",
 * "warning"), words in quotes or a sign's own words (marked quoted by text-phrase.ts), or words
 * in capitals ("while DELIVERY 42 was up").
 */
function namesText(toks: AnchorToken[], from: number, end: number, clause: string): boolean {
  return toks.slice(from, end).some((t) => !t.time && (t.quoted || (t.tags.has('Noun') && readNoun(t.norm)?.cls === 'text'))) || quotedText(clause) !== undefined;
}

/**
 * A text anchor's words, its text in quotes, so asking when it was shown reads it whatever its
 * case: "while 'GATE 7 CLOSED' was up" and "the DELIVERY 42 sign" quote it where it stands;
 * "while the sign said 'TOW ZONE'" has it after its verb, past the phrase, and adds it.
 */
function textNamed(named: string, said: string | undefined): string {
  const bare = named.replace(/["“”]/g, '').trim();
  if (!said) return bare;
  const at = bare.toLowerCase().indexOf(said.toLowerCase());
  return at < 0 ? `${bare} "${said}"` : `${bare.slice(0, at)}"${bare.slice(at, at + said.length)}"${bare.slice(at + said.length)}`;
}

/** The change of light a clause names: a lamp with on/off is switched; otherwise a word for dark or light. */
function lightTurnOf(toks: AnchorToken[], from: number, end: number): LightTurn | undefined {
  // A time closing the clause is the question's own ("before the lights came on this morning").
  let stop = end;
  while (stop > from && toks[stop - 1].time) stop--;
  const words = toks.slice(from, stop).map((t) => t.norm);
  const lamp = words.some(isLamp) && !words.includes('dark');
  const longest = lamp && words.some((w) => LAMP_ON.has(w) || LAMP_OFF.has(w)) ? LAMP_CLAUSE_WORDS : LIGHT_CLAUSE_WORDS;
  if (!words.length || words.length > longest || toks.slice(from, stop).some((t) => t.time || t.quoted)) return undefined;
  if (lamp && words.some((w) => LAMP_ON.has(w))) return 'on';
  if (lamp && words.some((w) => LAMP_OFF.has(w))) return 'off';
  return words.map((w) => LIGHT_TURNS[w]).find(Boolean);
}

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
  for (let i = 0; i < toks.length - 1; i++) {
    let side = SIDES[toks[i].norm];
    // "After the yellow lorry went, what was the next motor through?": a clause opening the
    // question up to a comma (not "since when"). A "when" opening it is the question's own
    // ("when did the van go, roughly?") unless a question of its own follows the comma ("When
    // the van left, was the lamp on?").
    if (i === 0 && (!/,/.test(question) || (side === 'at' && !questionAfterComma(question, o.aux)))) continue;
    // "Can you tell me when the van came?", "just wondering when it left": a question asked indirectly, not a moment.
    if (side === 'at' && i > 0 && (INDIRECT_BEFORE.has(toks[i - 1].norm) || (toks[i - 1].norm === 'out' && FINDING.has(toks[i - 2]?.norm)))) continue;
    // "prior to the van": the "to" belongs to the preposition.
    const from = toks[i].norm === 'prior' ? (toks[i + 1]?.norm === 'to' ? i + 2 : -1) : i + 1;
    if (!side || from < 0 || !free(toks[i]) || !toks[from] || toks[from].time) continue;
    // "from when till when was the lamp on?": a question word after it asks; no clause of another event.
    if (/^(?:when|what|which|whenever)$/.test(toks[from].norm)) continue;
    // "from when to when was the lamp lit?": a "when" before an auxiliary asks (a subordinate clause puts its subject first).
    if (side === 'at' && o.aux.has(toks[from].norm)) continue;
    const comma = toks.findIndex((t, j) => j > i && /,\s*$/.test(question.slice(t.start, toks[j + 1]?.start ?? question.length)));
    // "after dark", "before dawn": a word of the light alone is the whole clause ("the car that parked after dark pull off").
    const lightAlone = !!LIGHT_TURNS[toks[from].norm] && !toks[from].tags.has('Determiner') && !(toks[from + 1] && !toks[from + 1].time && toks[from + 1].tags.has('Verb') && !o.aux.has(toks[from + 1].norm) && /(?:ed|fell|came|broke)$/.test(toks[from + 1].norm));
    const end = lightAlone ? from + 1 : comma < 0 ? toks.length : comma + 1;
    // From after the word before it, so a quote that opens the clause is in it.
    const clause = question.slice(toks[from - 1].start, end < toks.length ? toks[end].start : question.length).replace(/^\S+/, '');
    // A text shown ("while the tow zone sign was up", "after 'EXIT' went"): its reads, as a thing's stay or edge.
    const shown = !o.names(from, end) && namesText(toks, from, end, clause);
    if (!free(toks[from]) && !shown) continue;
    // A lamp switched is a light, whatever else its words could name ("while the security lamp
    // was on": a security is also a bond's certificate, a text).
    const switched = lightTurnOf(toks, from, end), lamp = switched === 'on' || switched === 'off';
    if (lamp || (!o.names(from, end) && !shown)) {
      // "after dark", "before the lights went off": the time is given by the light; "while the
      // floodlight was on", "while the lamps were off" by the stretches a lamp was so.
      const light = switched;
      if (!light) continue;
      const phrase = question.slice(toks[from].start, end < toks.length ? toks[end].start : question.length).replace(/[\s,:;?!.]+$/, '').trim();
      // "While it was getting dark", "as it grew light": during the change of the day's light.
      const turning = side === 'during' && (light === 'dark' || light === 'light') && toks.slice(from, end).some((t) => TURNING_WORDS.has(t.norm));
      return { anchor: { side, phrase, edge: 'start', light, ...(turning ? { turning } : {}), ...nearOf(question, toks[i].start, side) }, start: nearStart(question, toks[i].start, side), end: end < toks.length ? toks[end].start : question.length };
    }
    // A word after the thing's noun that WordNet has as a verb of coming or going ("the yellow
    // truck left", whose "left" the tagger took for the side) is this clause's verb too.
    const noun = toks.findIndex((t, j) => j >= from && j < end && t.tags.has('Noun'));
    const late = noun < 0 ? undefined : toks.map((t, j): AnchorVerb => ({ at: j, word: t.norm, lemma: o.verbLemma(t.norm) ?? '' }))
      .find((v) => v.at > noun && v.at < end && v.lemma && o.eventOf(v) !== undefined);
    // "After the man who was waiting left": a relative clause on the thing is part of its words,
    // and the clause's own verb is the last one after it (none when the relative's is the only one).
    const rel = toks.findIndex((t, j) => j > from && j < end && !t.time && !t.quoted && RELATIVES.has(t.norm) && (toks[j - 1]?.tags.has('Noun') || toks[j - 1]?.tags.has('Value')));
    const verbAt = (j: number): AnchorVerb | undefined => verbs.find((v) => v.at === j) ?? (o.verbLemma(toks[j].norm) && o.eventOf({ at: j, word: toks[j].norm, lemma: o.verbLemma(toks[j].norm)! }) !== undefined ? { at: j, word: toks[j].norm, lemma: o.verbLemma(toks[j].norm)! } : undefined);
    const after = rel < 0 ? [] : toks.map((_, j) => (j > rel && j < end && !o.aux.has(toks[j].norm) ? verbAt(j) : undefined)).filter((v): v is AnchorVerb => !!v);
    const verb = rel >= 0 ? (after.length >= 2 ? after.at(-1) : undefined) : verbs.find((v) => v.at > from && v.at < end && !o.aux.has(v.word)) ?? late;
    const event = verb ? o.eventOf(verb) : undefined;
    // A text that went or came up, or was put up, was shown: its start ("after the notice went up"),
    // as a text question reads any verb but one of leaving ("when did the notice go up?").
    const edge = event === 'leave' ? 'end' : event === 'appear' || (shown && verb) ? 'start' : side === 'after' ? 'end' : 'start';
    // The thing's words end at its verb or an auxiliary ("while the van was in the yard": the van).
    const aux = rel >= 0 ? (verb && o.aux.has(toks[verb.at - 1]?.norm ?? '') ? verb.at - 1 : -1) : toks.findIndex((t, j) => j > from && j < end && o.aux.has(t.norm));
    // "When the lorry was parked", "when the van was there": a state, not a moment -- the time it lasted.
    if (side === 'at' && (event === 'stay' || event === 'present' || (!verb && aux >= 0))) side = 'during';
    const stop = Math.min(verb ? verb.at : end, aux < 0 ? end : aux);
    const phrase = question.slice(toks[from].start, stop < toks.length ? toks[stop].start : question.length).replace(/[\s,:;?!.]+$/, '').trim();
    // Auxiliaries inside the clause ("before the van had left") are not part of the phrase.
    // (In a relative clause on the thing they are its own: "the man who was waiting".)
    const named = rel >= 0 ? phrase.replace(new RegExp(`(?:\\s+(?:${[...o.aux].join('|')}))+$`, 'i'), '') : phrase.split(/\s+/).filter((w) => !o.aux.has(w.toLowerCase())).join(' ');
    const words = shown ? textNamed(named, quotedText(clause)) : named;
    if (!words) continue;
    const stopped = edge === 'start' && !!verb && STOPPING_ARRIVALS.some(([l, p]) => l === verb.lemma && p === verb.particle);
    // "When the car came home": it lives there, the household's own.
    const home = stopped && verb!.particle === 'home';
    // "came back", "returned": its coming again.
    const again = edge === 'start' && !!verb && (verb.particle === 'back' || toks[verb.at + 1]?.norm === 'back' || RETURNING.has(verb.lemma));
    return { anchor: { side, phrase: words, edge, ...nearOf(question, toks[i].start, side), ...(verb?.lemma ? { verb: verb.lemma } : {}), ...(stopped ? { stopped } : {}), ...(home ? { home } : {}), ...(again ? { again } : {}) }, start: nearStart(question, toks[i].start, side), end: end < toks.length ? toks[end].start : question.length };
  }
  return undefined;
}
