// Shapes of a question said more plainly before it is read: what people type is often a
// statement and a question, a time given by a noun or a clause in another shape, or a wording
// the reader's rules already read in a plainer form. Each rewrite is a shape, never a phrase:
// - an owned event noun is the clause it stands for ("during the van's visit": while the van was
//   there; "by the time of the bus's arrival": when the bus arrived), which the anchor reader
//   (anchor-phrase.ts) reads; "by the time" before a clause is its moment (before it, after a
//   perfect); an event noun with no owner ("during the delivery") names no thing and is left;
// - a statement before the question is the time a word of it points back to ("the van sat there
//   for two hours; did anyone come by meanwhile?"), what its pronoun stands for ("a sign went up
//   at 3. when did it come down?"), or what it asks the time of ("..., what time was that?");
// - "as", "the moment", "with X showing" open a time; "who ...? what were they wearing?" asks
//   the second question of the first's answer; "apart from one car, nothing ..." is at most one;
// - plainer wordings: "counting X", "than X did", "they all", "waiting ages", "did X have its
//   light on", "lose sight of", "we had X on camera", "need the last time", a colon after a
//   fronted phrase, "there was a X".
import nlp from 'compromise';
import { readNoun } from './noun-class.ts';
import { NUMBERED_PARTS } from '../time/local-day.ts';
import { EVENT_NOUNS, RETURN_NOUNS, type EventKind } from './reading-rules.ts';
import { inSentence } from './terse-shapes.ts';
import { resolveTime } from '../time/resolve-time.ts';

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

/**
 * An event said as an owned noun ("the white van's arrival in the morning", "its departure that
 * afternoon", the pronoun standing for `owner`) as its clause ("the white van arrived in the
 * morning"), on the side it is asked of; undefined when it is none.
 */
export function possessedEventClause(said: string, side: 'after' | 'before', owner?: string): string | undefined {
  const named = owner ? said.replace(/^(?:its|their|his|her)\s+/i, `${owner}'s `) : said;
  const m = new RegExp(String.raw`^${POSSESSED_EVENT.source}(.*)$`, 'i').exec(named.trim());
  return m ? `${clauseOf(m[1], m[2], side)}${m[3]}` : undefined;
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
/** A question of only the time of what was said before it ("what time was that?", "when did that happen?"). */
const ASKS_ITS_TIME = /^(?:(?:at\s+)?(?:about|roughly|around\s+)?(?:what|which)\s+time|when)\s+(?:was|did)\s+(?:that|it|this)(?:\s+(?:happen|take place|go on|start))?(?:\s+(?:exactly|roughly|then))?\s*\?$/i;
/** Words that only say the statement is believed ("I reckon", "I think"). */
const BELIEF = /^(?:i\s+(?:reckon|think|believe|guess|suppose)|pretty sure|apparently)\s+(?:that\s+)?/i;
/** A question of its own opening the second part ("...; did any other car come through meanwhile?"). */
const QUESTION_OPENS = /^(?:did|does|do|was|were|is|are|had|has|have|could|can|would|who|what|which|when|how|where|anyone|anybody|anything|any)\b/i;
/** A statement first: a thing said with its own verb before the question ("the blue van sat parked in the middle"). */
const STATEMENT = /^(?:(?:the|a|an|that|this|some|two|three|a couple)\s+[a-z]|(?:something|someone|somebody)\s)/i;

/**
 * "The blue van sat parked in the middle for a couple of hours; did any other motor come through
 * meanwhile?": the statement said first is the time the question's word points back to, said as
 * its clause ("did any other motor come through while the blue van sat parked ...?").
 */
function statementFirst(question: string): string | undefined {
  // The question is the last clause that opens as one; what comes before it is said first.
  const cuts = [...question.matchAll(/\s*[;.,:]\s+/g)].filter((c) => c.index! >= 6 && QUESTION_OPENS.test(question.slice(c.index! + c[0].length)));
  const cut = cuts.at(-1);
  const m = cut && /\?\s*$/.test(question) ? [question, question.slice(0, cut.index), question.slice(cut.index! + cut[0].length)] : undefined;
  // "I reckon somebody put the floodlight on once it got dark, what time was that?": the time of what was said.
  if (m && ASKS_ITS_TIME.test(m[2])) return `when was it that ${m[1].replace(BELIEF, '').trim()}?`;
  // "someone in brown was waiting by the desk, while they were stood there, did anyone else come
  // in?": a clause of time about the statement's own thing, by its pronoun, is the statement's time.
  const back = m && /,\s*(while|when|after|before|until|once)\s+(?:they|he|she|it)\b[^,]*$/i.exec(m[1]);
  if (back && m && QUESTION_OPENS.test(m[2])) {
    const said = m[1].slice(0, back.index).trim();
    if (STATEMENT.test(said) && isStatement(said)) return `${m[2].replace(/[?!.\s]+$/, '')} ${back[1].toLowerCase()} ${said}?`;
  }
  // A statement, with its verb right after the thing it names: not a noun phrase put first ("the pair who crossed paths, ...").
  if (!m || !STATEMENT.test(m[1]) || !QUESTION_OPENS.test(m[2]) || !isStatement(m[1])) return undefined;
  for (const [re, word] of POINTING_BACK) {
    if (!re.test(m[2])) continue;
    const rest = m[2].replace(re, '').replace(/\s+([?!.,])/g, '$1').replace(/[?!.\s]+$/, '');
    return `${rest} ${word} ${m[1].trim()}?`;
  }
  // "The van left, who came next?": next after it.
  if (/\bnext\b/i.test(m[2]) && !/\b(?:after|before|since)\b/i.test(m[2])) return `${m[2].replace(/[?!.\s]+$/, '')} after ${m[1].trim()}?`;
  // "Something drove across the yard at 5. what was it?": the thing said is what is asked.
  const wh = /^(what|who)\s+(?:was|were)\s+(?:it|that|they|this)\s*\?$/i.exec(m[2]);
  const indefinite = /^(something|someone|somebody)\s+(.+)$/i.exec(m[1].trim());
  if (wh && indefinite) return `${wh[1].toLowerCase()} ${indefinite[2]}?`;
  // "Two people stood together by the shelter at 12.40, what were they wearing?": a thing brought
  // in by the statement (a number, "a", "some") is what the pronoun stands for, with what it did.
  // (After a sentence break, the thing alone stands for it: at the end.)
  const indefinite1 = /^(someone|somebody|something)\s/i.exec(m[1].trim());
  const introduced = !/[.;]/.test(cut![0]) && !/[,;]/.test(m[1]) && INTRODUCED.test(m[1].trim()) ? indefinite1?.[1] ?? subjectOf(m[1].trim()) : undefined;
  const asked = /\b(?:they|them|he|she|him|her|it)\b/i.exec(m[2]);
  if (introduced && asked && /^(?:what|which|who|how|when|where)\b/i.test(m[2])) {
    const said = m[1].trim().slice(introduced.length).trim().replace(/[,.;:]+$/, '');
    const one = /^some(?:one|body)$/i.test(introduced) ? 'person' : /^something$/i.test(introduced) ? 'thing' : introduced.replace(/^(?:a|an|some)\s+/i, '');
    const the = `the ${one} that ${said}`;
    // "picked it up": the particle goes before the phrase that now stands for "it".
    const rest = m[2].slice(asked.index + asked[0].length), particle = /^\s+(up|down|off|out|in|away|back)\b/i.exec(rest);
    return particle ? `${m[2].slice(0, asked.index)}${particle[1]} ${the}${rest.slice(particle[0].length)}` : `${m[2].slice(0, asked.index)}${the}${rest}`;
  }
  // "The white car stayed out front all night, was it still there at eleven?": a claim checked at
  // a time the question says of its own; the pronoun is the claim's thing alone (its time is not the question's).
  const claimed = !/[.;]/.test(cut![0]) && isStatement(m[1]) && resolveTime(m[2], { now: Date.now() }) ? subjectOf(m[1]) : undefined;
  const its = claimed && /\b(?:it|they|he|she)\b/i.exec(m[2]);
  if (claimed && its) return `${m[2].slice(0, its.index)}${claimed}${m[2].slice(its.index + its[0].length)}`;
  // "A sign went up in the yard mid-afternoon. when did it go up?": the pronoun is the thing said
  // first, a sentence before (after a comma it is a noun phrase put first: "the holdall left on
  // the floor, what colour was it?", which frontedTopic reads whole).
  if (!/[.;]/.test(cut![0])) return undefined;
  const subject = subjectOf(m[1]);
  const pronoun = /\b(?:it|they|he|she)\b/i.exec(m[2]);
  if (subject && pronoun) return `${m[2].slice(0, pronoun.index)}${subject}${m[2].slice(pronoun.index + pronoun[0].length)}`;
  return undefined;
}

/** A statement whose subject it brings in as new: a number, "a", "some" ("two people stood ...", "a van pulled up ..."). */
const INTRODUCED = /^(?:a|an|some|two|three|four|five|a couple of|a pair of)\s+[a-z]|^(?:someone|somebody|something)\s/i;

function isStatement(said: string): boolean {
  const doc = nlp(said);
  return doc.has('^(something|someone|somebody) #Verb') || doc.has('^(something|someone|somebody) (in|with|wearing) #Determiner? #Adjective? #Noun #Verb') || doc.has('^(something|someone|somebody) (in|with|wearing) #Adjective #Verb') || doc.has('^(#Determiner|#Value)+ (#Adjective|#Noun|#Value|#Hyphenated)* #Verb');
}

/** The noun phrase a statement opens with ("a dodgy-looking sign" of "a dodgy-looking sign appeared ..."). */
function subjectOf(statement: string): string | undefined {
  const found = nlp(statement).match('^(#Determiner|#Value) (#Adjective|#Noun|#Value|#Hyphenated|#Possessive)+').text().trim();
  return found && found.split(/\s+/).length >= 2 && found.length < statement.trim().length ? found.replace(/[,.;:]+$/, '') : undefined;
}

/** Words that open a noun phrase: a clause after "as", "the moment" names a thing first. */
const NOUN_PHRASE = String.raw`(?=(?:the|a|an|someone|somebody|anyone|anybody|two|three|those|these|this|that|his|her|their|its)\b)`;
/** Other ways of saying "when" or "while" before a clause, as the anchor reader reads those. */
const CLAUSE_OPENERS: [RegExp, string][] = [
  // "at the moment the two pedestrians passed", "just as the van left", "as soon as the bus came"
  [new RegExp(String.raw`\b(?:(?:just|right)\s+)?at\s+the\s+(?:very\s+)?(?:moment|instant|minute|second)\s+(?:that\s+|when\s+)?${NOUN_PHRASE}`, 'gi'), 'when '],
  [new RegExp(String.raw`(^|,\s*)(?:just\s+|right\s+)?(?:the\s+(?:moment|instant|minute|second)|as\s+soon\s+as|as)\s+${NOUN_PHRASE}`, 'gi'), '$1when '],
  [new RegExp(String.raw`(?<=\s)(?:just\s+|right\s+)?(?:as\s+soon\s+as|as)\s+${NOUN_PHRASE}(?=[^,?]*\b(?:came|went|left|arrived|passed|drove|walked|pulled|cut|crossed|turned|stopped|got|was|were)\b)`, 'gi'), 'when '],
  // "with the SORRY notice showing, ...": while it was so.
  [/(^|,\s*)with\s+((?:the|a|an)\s+[^,?]{1,60}?)\s+(showing|displayed|up|on|out|lit|there|parked|open|closed|in place)\s*(?=,)/gi, '$1while $2 was $3'],
];

/** The question with its owned event nouns as the clauses they stand for, and "by the time" as "when". */
export function inPlainShape(question: string): string {
  const plain = PLAIN_WORDING.reduce((q, [re, said]) => q.replace(re, said), exceptFew(twoQuestions(formerLatter(pickedUpBySight(inSentence(question))))));
  return CLAUSE_OPENERS.reduce((q, [re, said]) => q.replace(re, said), ownedEvents(plain));
}

/**
 * "When was the person in orange first picked up?": a person, vehicle or animal picked up (by the
 * camera) was seen; a thing picked up ("when was the bag picked up?") was taken.
 */
function pickedUpBySight(question: string): string {
  return question.replace(/\b(was|were)\s+((?:the|a|an|that|this)\s+[a-z]+(?:\s+[a-z]+){0,3}?)\s+((?:first|last|next|again|initially|finally)\s+)?picked\s+up(\s+(?:by|on)\s+(?:the\s+)?(?:camera|cctv|cameras|footage))?(?=\s*[?,.]|\s+(?:at|on|in|by|again|coming|going|walking)\b|\s*$)/gi, (all, aux: string, np: string, which: string | undefined) => {
    const head = /([a-z]+)\s+(?:in|with|wearing|dressed)\b/i.exec(np)?.[1] ?? np.split(/\s+/).at(-1)!;
    const cls = readNoun(head.toLowerCase())?.cls;
    return cls === 'person' || cls === 'vehicle' || cls === 'animal' ? `${aux} ${np} ${which ?? ''}seen` : all;
  });
}

/** Wordings said more plainly before the question is read. */
const PLAIN_WORDING: [RegExp, string][] = [
  // "within ten minutes of the red car's departure", "within the hour of the van leaving": the stretch that long after it.
  [/\bwithin\s+((?:the\s+)?(?:(?:half\s+an?|an?|[a-z0-9.]+(?:-[a-z]+)?)\s+)?(?:half[\s-])?(?:seconds?|secs?|minutes?|mins?|hours?|hrs?))\s+of\s+(?=(?:the|a|an|its|their|his|her)\s)/gi, 'in $1 after '],
  // "what was the combined time the cleaner in blue spent on camera", "the total time the woman was on camera": how long, in total.
  [/^(?:what\s+(?:was|is)\s+)?the\s+(combined|total|overall|cumulative|aggregate)\s+(?:time|length of time|duration)\s+(?:that\s+)?(.+?)\s+(?:spent|was|were|stayed|remained)\s+(.+?)\s*\??\s*$/i, 'how long was $2 $3?'],
  // "Taken together, for how long were notices displayed?": the adding up said first.
  [/^(taken together|in total|altogether|all told|overall|in all|added up|combined),\s*(.+?)\s*(\?*)\s*$/i, '$2 $1$3'],
  // "at the point WET FLOOR was taken away", "at the time the van left": when it happened.
  [/\b[Aa]t\s+the\s+(?:exact\s+|very\s+|same\s+)?(?:point|time)\s+(?:that\s+|when\s+|at\s+which\s+)?(?=(?:the|a|an|his|her|their|its)\s|[A-Z]{2,}|["'‘“])/g, 'when '],
  // "Was a person in white seen again later, and if so when?": the yes-no question; a yes gives its time anyway.
  [/,?\s*(?:and\s+)?if\s+so,?\s+(?:when|at what time|what time|who|what|which|where|how\s+[a-z]+)\b[^?]*\?*\s*$/i, '?'],
  // "List the periods during which the garage light was lit: (1) in the morning; (2) in the evening.": numbered parts of one question, which asks them all.
  [NUMBERED_PARTS, '?'],
  // "list the periods during which the light was lit", "give the times at which the lamp was on": between what times it was so.
  [/^(?:please\s+)?(?:list|give|name|state|identify|what\s+were)\s+(?:me\s+|us\s+)?(?:all\s+)?the\s+(?:periods?|times?|stretches|spells|intervals?)\s+(?:during|in|at|for)\s+which\s+(.+?)\s+(was|were)\s+(.+?)\s*[?.]*\s*$/i, 'between what times $2 $1 $3?'],
  // "was reception vacated by the person in orange": the person left it.
  [/\b(?:was|were)\s+((?:the\s+)?[a-z]+(?:\s+[a-z]+)?)\s+(?:vacated|exited|departed)\s+by\s+((?:the|a|an)\s+[^,?]+?)(?=\s*[,?.]|\s*$)/gi, 'did $2 leave $1'],
  // ", bag in hand", "pram in tow": how it went, no thing of its own.
  [/,\s*(?:(?:his|her|their|a|the)\s+)?[a-z]+\s+in\s+(?:hand|tow|arm|arms)\b/gi, ''],
  // "Of those who boarded a bus at the stop, how many did so after 1200 hrs?": how many did it then.
  [/^of\s+(?:those|the\s+(?:people|ones|persons|passengers|vehicles|cars))\s+(?:who|that|which)\s+(.+?)\s*,\s*how\s+many\s+did\s+(?:so|that|this|it)\s*(.*?)\s*\?*\s*$/i, 'how many people $1 $2?'],
  // "the black bag was not moved before 1600 hrs": it was still there then.
  [/\b((?:the|that|this)\s+[^,?]+?)\s+(?:was|were|had)\s+not\s+(?:been\s+)?(?:moved|touched|taken(?:\s+away)?|picked\s+up|removed|disturbed|collected)\s+(?:before|until|till|by)\s+([^,?]+)/gi, '$1 was still there at $2'],
  // "at what point did they first appear?", "at what stage was the sign taken down?": when.
  [/\bat\s+what\s+(?:point|stage|moment)(?:\s+in\s+time)?\b/gi, 'when'],
  // "lit right up", "went right out": "right" before a particle only says how far, no place.
  [/(?<=\b[a-z]+(?:ed|t|nt)\s+)right\s+(?=(?:up|down|out|off|round|around)\b)/gi, ''],
  // "..., counting two-wheelers?", "including the bikes": what the count takes in, no subject of its own.
  // So is "not counting X", "leaving out X": what it leaves out.
  [/,?\s*\b(?:(?:not|without)\s+counting|leaving out|excluding|counting|including|incl\.?)\s+[^,?]+(?=\s*[?.!]*\s*$)/gi, ''],
  // "longer than the white van did": the auxiliary repeats the verb.
  [/(\bthan\s+(?:the|a|an|that|this)\s+[^,?]+?)\s+(?:did|was|were|had|has|does)\b(?=\s*(?:[,?.!]|$))/gi, '$1'],
  // "waiting ages for the bus", "stood there for a while": how long is said of the waiting, no thing waited for.
  [/\b(waiting|waited|stood|standing|sat|sitting|hanging around|hung around)\s+(?:for\s+)?(?:ages|a while|a bit|a long time|some time|donkey's years)\b/gi, '$1'],
  // "what were they all wearing?", "did they both leave?": a quantifier floated after its pronoun.
  [/\b(they|we|you)\s+(?:all|both|each)\b(?!\s+of\b)/gi, '$1'],
  // "when did we lose sight of it?": when it went out of view.
  [/\b(did|do)\s+(?:we|you|i|they|the cameras?)\s+(?:lose|lost)\s+(?:(?:sight|track)\s+of\s+)?((?:it|them|him|her|the\s+[^?,]+?|that\s+[^?,]+?))(?=\s*(?:[?,.]|$))/gi, '$1 $2 go out of view'],
  // "the last time we had the one in purple on camera": the last time it was on camera.
  [/\b(?:we|you|i|they)\s+(?:had|saw|caught|got|spotted)\s+((?:the|that|this|a|an)\s+[^?,]+?)\s+(on camera|in shot|in view|on screen|in frame)\b/gi, '$1 was $2'],
  // "need the last time ...", "give me the time ...": a request for when.
  [/^(?:i\s+)?(?:need|want|give me|get me|show me|find me|tell me)\s+(?=the\s+(?:first|last|exact)?\s*time\b)/i, 'what was '],
  // "what's the last sighting of them", "the first sighting of the van": when it was last (first) seen.
  [/\bwhat(?:'s|’s| is| was)\s+the\s+(last|first|final|latest|earliest)\s+sighting\s+of\s+([^?,]+?)(?=\s*(?:[?,.]|$))/gi, 'when was $2 $1 seen'],
  // "did the garage have its light on": was its light on.
  [/\b(?:did|does)\s+(the\s+[a-z]+(?:\s+[a-z]+)?)\s+have\s+(?:its|their|the)\s+((?:flood|security|porch|street)?\s*(?:lights?|lamps?))\s+(on|off)\b/gi, 'was $1 $2 $3'],
  // "the street lamp by the shelter: was it lit ...": a noun phrase put first before a colon, as before a comma.
  // So is one before a dash set off by spaces ("the cyclist - did they ride back?").
  [/^((?:[^:?,–—]|(?<=\d):(?=\d)){3,80}?)\s*(?::|\s[-–—]+)\s+(?=(?:was|were|is|are|did|does|had|has|when|what|how|which|who)\b)/i, '$1, '],
  // "there was a little group waiting for the bus, what were they wearing?": the thing said is "the" one asked of.
  [/^there\s+(?:was|were)\s+(?:a|an|some)\s+([^,?]{3,100}),\s*/i, 'the $1, '],
];

/**
 * "Compare the WET FLOOR and RECEPTION CLOSED signs: was the former displayed for longer than the
 * latter?": the two things the preamble names stand where the question points back at them.
 */
function formerLatter(question: string): string {
  const m = /^(?:compare|comparing|take|taking|consider|considering|looking at|regarding|as for|between)\s+(?:the\s+)?(.+?)\s+and\s+(?:the\s+)?(.+?)(?:\s+(signs|notices|boards|messages|cars|vehicles|vans|people|persons|lamps|lights|stays|visits))?\s*[:,;.]\s*(.+)$/i.exec(question.trim());
  if (!m || !/\bthe\s+(?:former|latter)\b/i.test(m[4])) return question;
  const noun = m[3] ? ` ${m[3].replace(/s$/i, '').replace(/^people$/i, 'person')}` : '';
  // The noun said once after both ("the red and blue vans") goes with a phrase that has none of its own.
  const name = (said: string) => (/^[A-Z0-9 %]+$/.test(said) ? said : `the ${said}${nlp(said).has('#Noun$') ? '' : noun}`);
  return m[4].replace(/\bthe\s+former\b/gi, name(m[1])).replace(/\bthe\s+latter\b/gi, name(m[2]));
}

/** "Apart from one car, nothing came through while ...": at most that many came through. */
function exceptFew(question: string): string {
  const m = /^(?:apart from|except(?: for)?|other than|besides|bar|but for|aside from)\s+(a|an|one|the|two|three|four|five|\d+)\s+[^,?]+,\s*(nothing|nobody|no one|no-one|none)\s+(?:else\s+)?(.+)$/i.exec(question.trim());
  if (!m) return question;
  const n = /^(?:a|an|one|the)$/i.test(m[1]) ? 1 : m[1].toLowerCase();
  const person = /^no\s*-?\s*(?:body|one)$/i.test(m[2].replace(/\s+/g, ' '));
  const noun = person ? (n === 1 ? 'person' : 'people') : n === 1 ? 'thing' : 'things';
  return `at most ${n === 1 ? 'one' : n} ${noun} ${m[3]}`;
}

/** "Who walked through at 11? what were they wearing?": the second question asked of whoever the first asks for. */
function twoQuestions(question: string): string {
  const m = /^(who|what)\s+([^?]{3,120})\?\s+([^?]+\?)\s*$/i.exec(question.trim());
  if (!m) return question;
  const pronoun = /\b(?:they|he|she|it|them|him|her)\b/i.exec(m[3]);
  if (!pronoun) return question;
  const who = `${m[1].toLowerCase() === 'who' ? 'the person who' : 'the thing that'} ${m[2].trim()}`;
  return `${m[3].slice(0, pronoun.index)}${who}${m[3].slice(pronoun.index + pronoun[0].length)}`;
}

/** An owner put first without its determiner ("guard's walk back, ..."): not a day's ("today's visit"). */
const BARE_OWNER = new RegExp(String.raw`^(?!(?:today|tonight|yesterday|tomorrow|this|last|that|it|what|who|there|here|let)['’]s|(?:when|what|who|how|which|where|was|were|did|does|is|are|has|had|the|a|an)\b)(?=(?:${WORD}\s+){0,2}?${WORD}['’]s\s+(?:${MODIFIERS}\s+)?(?:${RETURNS}|${NOUNS})\b)`, 'i');

function ownedEvents(question: string): string {
  question = question.replace(BARE_OWNER, 'the ');
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
  // After a preposition of time, the preposition and the noun phrase give way to the clause's own word and the clause.
  let said = '', at = 0;
  for (const m of out.matchAll(POSSESSED_EVENT)) {
    const before = out.slice(at, m.index);
    const hit = BEFORE_IT.map(([re, word]) => ({ found: re.exec(before), word })).find((h) => h.found);
    said += hit ? `${before.slice(0, hit.found!.index)} ${hit.word} ${clauseOf(m[1], m[2], hit.word)}` : `${before}${m[0]}`;
    at = m.index! + m[0].length;
  }
  out = (said + out.slice(at)).replace(/\s{2,}/g, ' ');
  // "Was it light by the time the bus came?": the moment it did. "Had the sign come down by the
  // time the lorry came?" (a perfect): whether it had happened before then.
  return out.replace(/\bby the time (?!of\b)(?:that\s+)?/gi, (_w, at: number) => (/\bhad\b/i.test(out.slice(0, at)) ? 'before ' : 'when '));
}
