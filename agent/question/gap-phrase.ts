// The length of time between two events: "how long after DELIVERY 42 went up did the red car
// first appear?", "how many minutes before the bus came was the bag left?", "how much time passed
// between the canopy lights being switched off and the person in green emerging from the kiosk?".
// Each is said again as the question of the second event's time with the first as its anchor
// ("when did the red car first appear after DELIVERY 42 went up?"); the planner answers the
// length from the anchor's moment to the event it finds (plan-anchored.ts).
import nlp from 'compromise';
import { AUXILIARIES } from './reading-rules.ts';
import { verbLemma } from './wordnet.ts';
import { possessedEventClause } from './question-shapes.ts';

/** "How long", "how much time", "how many minutes": a length asked. */
const HOW_LONG = String.raw`how\s+(?:long|much\s+time|many\s+(?:seconds|minutes|hours|mins))`;
const AFTER_FORM = new RegExp(String.raw`^${HOW_LONG}\s+(after|before)\s+(.+?)\s*\??\s*$`, 'i');
const BETWEEN_FORM = new RegExp(String.raw`^(?:${HOW_LONG}(?:\s+(?:had\s+)?(?:elapsed|passed|went\s+by|gone\s+by|was\s+there|is\s+there|was\s+it|did\s+it\s+take))?|what\s+(?:was|is)\s+the\s+(?:gap|interval|time|length\s+of\s+time|delay))\s+between\s+(.+?)\s+and\s+(.+?)\s*\??\s*$`, 'i');

/** The auxiliaries a question's second part opens with ("... did the red car first appear"). */
const OPENING_AUX = new Set(['did', 'was', 'were', 'had', 'has', 'have', 'does', 'do', 'is', 'are']);

function hasOwnVerb(words: string): boolean {
  const doc = nlp(words);
  // A participle after an auxiliary is one too ("the van was parked", which the tagger takes for an adjective).
  return (doc.match('#Verb').terms().out('array') as string[]).some((v) => !AUXILIARIES.has(v.toLowerCase()))
    || /\b(?:was|were|had|has|been)\s+[a-z]+(?:ed|en|t)\b/i.test(words);
}

/** "how long after A did B?": split where B's auxiliary opens its question (A has a verb of its own before it). */
function afterForm(question: string): string | undefined {
  const m = AFTER_FORM.exec(question);
  if (!m) return undefined;
  const words = m[2].split(/\s+/);
  for (let i = 1; i < words.length - 1; i++) {
    if (!OPENING_AUX.has(words[i].toLowerCase())) continue;
    const first = words.slice(0, i).join(' '), rest = words.slice(i + 1).join(' ');
    if (!hasOwnVerb(first) || !hasOwnVerb(rest)) continue;
    return `when ${words[i].toLowerCase()} ${rest} ${m[1].toLowerCase()} ${first}?`;
  }
  return undefined;
}

/** "the person in green emerging from the kiosk": its thing and what it did, the verb's base and the words after ("starting his walk back": the thing said before). */
function gerundClause(said: string, thingBefore?: string): { thing: string; base: string; rest: string; passive?: string } | undefined {
  const words = said.split(/\s+/);
  const at = words.findIndex((w, i) => /^[a-z]+ing$/i.test(w) && (i > 0 || !!thingBefore) && (/^being$/i.test(w) || !!verbLemma(w.toLowerCase())));
  if (at < 0 || (at === 0 && !thingBefore)) return undefined;
  const thing = at ? words.slice(0, at).join(' ') : thingBefore!, rest = words.slice(at + 1).join(' ');
  // "the lights being switched off": a passive.
  if (/^being$/i.test(words[at])) return { thing, base: '', rest, passive: words[at + 1] };
  return { thing, base: verbLemma(words[at].toLowerCase())!, rest };
}

const pastOf = (base: string) => nlp(base).verbs().toPastTense().text() || `${base}ed`;

/** A clause a gerund stands for, in the past ("the gate being opened": "the gate was opened"; "the lorry driving in": "the lorry drove in"). */
function finiteClause(g: NonNullable<ReturnType<typeof gerundClause>>): string {
  return (g.passive ? `${g.thing} ${/s$/i.test(g.thing) ? 'were' : 'was'} ${g.rest}` : `${g.thing} ${pastOf(g.base)} ${g.rest}`).trim();
}

/** "how much time passed between A-ing and B-ing?": when did B after A. */
function betweenForm(question: string): string | undefined {
  const m = BETWEEN_FORM.exec(question);
  if (!m) return undefined;
  const a = gerundClause(m[1]), b = a && gerundClause(m[2], a.thing);
  if (!a || !b) return undefined;
  const second = b.passive ? `when ${/s$/i.test(b.thing) ? 'were' : 'was'} ${b.thing} ${b.rest}` : `when did ${b.thing} ${b.base} ${b.rest}`;
  return `${second.trim()} after ${finiteClause(a)}?`;
}

/**
 * "How long had the lamp been lit when the red car pulled in?", "by the time GATE 7 CLOSED went
 * up, for how long had the blue van been parked?": the length from the thing's start of that
 * state to the other event, asked as its start before the event ("when did the lamp come on before
 * the red car pulled in?"): a lamp lit or on came on; anything else there arrived.
 */
const HAD_BEEN = /^(?:for\s+)?how\s+long\s+had\s+(.+?)\s+been\s+(.+?)\s+(?:when|by\s+the\s+time|at\s+the\s+time|as)\s+(.+?)\s*\??\s*$/i;
const HAD_BEEN_FRONTED = /^(?:by\s+the\s+time|when|at\s+the\s+time)\s+(.+?),\s*(?:for\s+)?how\s+long\s+had\s+(.+?)\s+been\s+(.+?)\s*\??\s*$/i;
const LIT = /^(?:lit|on|switched\s+on|turned\s+on|burning|shining|illuminated)\b/i;

function hadBeenForm(question: string): string | undefined {
  const m = HAD_BEEN.exec(question), f = m ? undefined : HAD_BEEN_FRONTED.exec(question);
  const [thing, state, event] = m ? [m[1], m[2], m[3]] : f ? [f[2], f[3], f[1]] : [];
  if (!thing || !state || !event || !hasOwnVerb(event)) return undefined;
  const start = LIT.test(state) ? 'come on' : 'arrive';
  return `when did ${thing} ${start} before ${event.replace(/[?.!\s]+$/, '')}?`;
}

/** "The car park lamp: how long had it been lit ...?": the thing put first is what the pronoun stands for. */
function withTopic(question: string): string {
  const m = /^([^:,?]{3,60}?)\s*:\s*(.+)$/.exec(question);
  if (!m || !/^(?:the|a|an|this|that)\s/i.test(m[1])) return question;
  const pronoun = /\b(?:it|they|he|she)\b/i.exec(m[2]);
  return pronoun ? `${m[2].slice(0, pronoun.index)}${m[1].trim()}${m[2].slice(pronoun.index + pronoun[0].length)}` : question;
}

/** The question of the second event's time with the first as its anchor, when a length between two events is asked. */
export function gapQuestion(question: string): string | undefined {
  const q = withTopic(question.trim());
  return afterForm(q) ?? betweenForm(q) ?? hadBeenForm(q);
}

/**
 * A stretch between two events put first: "in the interval between the white van's arrival in the
 * morning and its departure that afternoon, how many other vehicles ...?", "between the coach
 * passing and the scooter appearing, what number of vehicles went past?". The question is asked
 * after the first (its anchor) and up to the second (`until`, read as an anchor of its own).
 */
const SPAN_FIRST = /^(?:in\s+the\s+(?:gap|interval|time|period|stretch|window|minutes|hours?)\s+)?between\s+(.+?)\s+and\s+(.+?)\s*,\s*(.+)$/i;

/** An event's words as a clause: an owned noun ("the van's arrival") or a thing and what it did ("the coach passing"). */
function eventClause(said: string, side: 'after' | 'before', owner?: string): { clause: string; thing: string } | undefined {
  const owned = possessedEventClause(said, side, owner);
  if (owned) return { clause: owned, thing: /^(.+?)['’]s\s/.exec(owner && /^(?:its|their|his|her)\b/i.test(said) ? `${owner}'s ` : said)?.[1] ?? said };
  const g = gerundClause(said, owner);
  if (!g) return undefined;
  return { clause: finiteClause(g), thing: g.thing };
}

export function spanQuestion(question: string): { main: string; until: string } | undefined {
  const m = SPAN_FIRST.exec(question.trim());
  if (!m || /\d/.test(m[1].split(/\s+/)[0] ?? '') || /^\d/.test(m[1])) return undefined;
  const a = eventClause(m[1], 'after');
  const b = a && eventClause(m[2], 'before', a.thing);
  if (!a || !b) return undefined;
  return { main: `${m[3].replace(/[?.!\s]+$/, '')} after ${a.clause.replace(/\s+$/, '')}?`, until: b.clause };
}
