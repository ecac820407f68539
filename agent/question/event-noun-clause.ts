// A time given by a thing's event said as a noun ("during the van's visit", "by the time of the
// bus's arrival", "the dog walker's return trip, was the lamp lit by then?") is the same time as
// the clause it stands for ("while the van was there", "when the bus arrived", "when the dog
// walker came back"), which the anchor reader (anchor-phrase.ts) reads. So is "by the time"
// before a clause: the moment the clause says. These are rewritten as those clauses before the
// question is read; an event noun with no owner ("during the delivery") names no thing, and is
// left as it is. A statement said before the question is the time a word of it points back to
// ("the van sat there for two hours; did anyone come by meanwhile?").
import { EVENT_NOUNS, RETURN_NOUNS, type EventKind } from './reading-rules.ts';

/** Nouns of a thing's going about that EVENT_NOUNS has not as passing: said of a vehicle or a runner. */
const GOING_NOUNS: Record<string, EventKind> = { drive: 'pass', run: 'pass', ride: 'pass', return: 'appear' };

/** Words before the event noun that say which of its events is meant ("first", "morning"), or that it came back. */
const MODIFIERS = String.raw`(?:first|second|last|final|early|late|morning|afternoon|evening|night|lunchtime|brief|short|long|quick)`;
const RETURNS = RETURN_NOUNS.map((w) => w.replace(/\s+/g, String.raw`\s+`)).join('|');
const NOUNS = [...Object.keys(EVENT_NOUNS), ...Object.keys(GOING_NOUNS)].filter((w) => /^[a-z]+$/.test(w)).join('|');
/** "the white van's first visit", "the dog walker's return trip": the owner, which of its events, the noun. */
const WORD = String.raw`(?!(?:of|the|a|an|to|in|on|at|by|for|with|from|that|this)\b)[a-z-]+`;
const POSSESSED_EVENT = new RegExp(String.raw`\b((?:the|that|this|a|an)\s+(?:${WORD}\s+){0,3}?${WORD})['’]s\s+(?:${MODIFIERS}\s+)?(${RETURNS}|${NOUNS})\b`, 'gi');

/** Prepositions of time before it and the clause's own word for each. */
const BEFORE_IT: [RegExp, 'when' | 'while' | 'after' | 'before' | 'until'][] = [
  [/\b(?:during|throughout|over|in the course of)\s+$/i, 'while'],
  [/\b(?:by|at|around|about|from)\s+the\s+time\s+of\s+$/i, 'when'],
  [/\b(?:at|on|for)\s+$/i, 'when'],
  [/\b(?:after|following|since|once)\s+$/i, 'after'],
  [/\b(?:before|prior\s+to|ahead\s+of)\s+$/i, 'before'],
  [/\b(?:until|till|up\s+to)\s+$/i, 'until'],
];

/** Words after a fronted event that point back to its time ("..., was the lamp lit by then?"). */
const BACK_TO_IT = /\s*\b(?:(?:by|at|around|about|just)\s+)?(?:then|that (?:point|moment|stage)|the time)\b\s*/i;

/** The clause an event noun stands for, said on the side it is asked of. */
function clauseOf(owner: string, noun: string, word: 'when' | 'while' | 'after' | 'before' | 'until' | 'fronted'): string {
  const returning = new RegExp(`^(?:${RETURNS}|return)$`, 'i').test(noun.replace(/\s+/g, ' '));
  const event: EventKind | undefined = returning ? 'appear' : EVENT_NOUNS[noun.toLowerCase()] ?? GOING_NOUNS[noun.toLowerCase()];
  const lasting = /^(?:visit|stay)$/i.test(noun);
  if (word === 'while') return `${owner} was there`;
  if (returning) return `${owner} came back`;
  // A visit or a stay: after it, its going; before it, its coming; at it, its being there.
  if (lasting) return word === 'after' || word === 'until' ? `${owner} left` : word === 'before' ? `${owner} arrived` : `${owner} was there`;
  const verb: Partial<Record<EventKind, string>> = { appear: 'arrived', leave: 'left', pass: 'went past', stay: 'was there', seen: 'was seen', move: 'moved' };
  return `${owner} ${verb[event ?? 'pass'] ?? 'went past'}`;
}

/** "the bus's arrival" asked when: "the bus arrive" (after "did"). */
function askedClause(owner: string, noun: string): string {
  const said = clauseOf(owner, noun, 'when');
  const bare: Record<string, string> = { arrived: 'arrive', left: 'leave', 'came back': 'come back', 'went past': 'go past', 'was there': 'arrive', 'was seen': 'appear', moved: 'move' };
  const verb = said.slice(owner.length + 1);
  return `${owner} ${bare[verb] ?? verb}`;
}

/** Words of a question that point back to a time said before it, and the anchor word each stands for. */
const POINTING_BACK: [RegExp, string][] = [
  [/\s*\b(?:meanwhile|in the meantime|during (?:that|this) time|in that time|while (?:that|this|it) was (?:going on|happening))\b/i, 'while'],
  [/\s*\b(?:after (?:that|this)|afterwards?|after it)\b/i, 'after'],
  [/\s*\b(?:before (?:that|this|it))\b/i, 'before'],
  [/\s*\b(?:by then|by that (?:point|time|stage))\b/i, 'by the time'],
  [/\s*\b(?:at that (?:point|moment|time|stage)|at the time|just then|right then|then)\b/i, 'when'],
];
/** A question of its own opening the second part ("...; did any other car come through meanwhile?"). */
const QUESTION_OPENS = /^(?:did|does|do|was|were|is|are|had|has|have|could|can|would|who|what|which|when|how|where|anyone|anybody|anything|any)\b/i;
/** A statement first: a thing said with its own verb before the question ("the blue van sat parked in the middle"). */
const STATEMENT = /^(?:the|a|an|that|this|some|someone|somebody|two|three|a couple)\s+[a-z]/i;

/**
 * "The blue van sat parked in the middle for a couple of hours; did any other motor come through
 * meanwhile?": the statement said first is the time the question's word points back to, said as
 * its clause ("did any other motor come through while the blue van sat parked ...?").
 */
function statementFirst(question: string): string | undefined {
  const m = /^([^?;.]{6,120}?)\s*[;.,:]\s+([^;]+\?)\s*$/.exec(question);
  if (!m || !STATEMENT.test(m[1]) || !QUESTION_OPENS.test(m[2])) return undefined;
  for (const [re, word] of POINTING_BACK) {
    if (!re.test(m[2])) continue;
    const rest = m[2].replace(re, '').replace(/\s+([?!.,])/g, '$1').replace(/[?!.\s]+$/, '');
    return `${rest} ${word} ${m[1].trim()}?`;
  }
  return undefined;
}

/** The question with its owned event nouns as the clauses they stand for, and "by the time" as "when". */
export function eventNounClauses(question: string): string {
  let out = question;
  // Fronted: "the dog walker's return trip, was the garage lamp lit by then?"
  const fronted = new RegExp(String.raw`^${POSSESSED_EVENT.source},\s*(.+)$`, 'i').exec(out);
  if (fronted && BACK_TO_IT.test(fronted[3])) {
    const rest = fronted[3].replace(BACK_TO_IT, ' ').replace(/\s+([?!.])/g, '$1').replace(/[?!.\s]+$/, '').trim();
    out = `${rest} when ${clauseOf(fronted[1], fronted[2], 'fronted')}?`;
  } else out = statementFirst(question) ?? question;
  // Asked of itself: "what time was the bus's arrival?", "how long was the van's visit?".
  const asked = new RegExp(String.raw`^((?:at )?what time|when|how long)\s+(?:was|were|is)\s+${POSSESSED_EVENT.source}(.*)$`, 'i').exec(out);
  if (asked) out = /^how long$/i.test(asked[1]) ? `how long was ${asked[2]} there${asked[4]}` : `${asked[1]} did ${askedClause(asked[2], asked[3])}${asked[4]}`;
  out = out.replace(POSSESSED_EVENT, (all, owner: string, noun: string, at: number, whole: string) => {
    const before = whole.slice(0, at);
    const hit = BEFORE_IT.find(([re]) => re.test(before));
    if (!hit) return all;
    return `\u0000${hit[1]}\u0000${clauseOf(owner, noun, hit[1])}`;
  });
  // The preposition the clause replaces goes with it.
  out = out.replace(/(\b(?:during|throughout|over|in the course of|(?:by|at|around|about|from) the time of|at|on|for|after|following|since|once|before|prior to|ahead of|until|till|up to)\s+)\u0000(\w+)\u0000/gi, (_a, _p, word: string) => `${word} `);
  // "Was it light by the time the bus came?": the moment it did. "Had the sign come down by the
  // time the lorry came?" (a perfect): whether it had happened before then.
  return out.replace(/\bby the time (?!of\b)(?:that\s+)?/gi, (_w, at: number) => (/\bhad\b/i.test(out.slice(0, at)) ? 'before ' : 'when '));
}
