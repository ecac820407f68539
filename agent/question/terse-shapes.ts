// Search-box and spoken shapes of a question, said as the full sentence the reader reads. People
// type into a search box the way they would label a note ("dark grey car on screen how long?",
// "vehicles thru the yard 4-9pm?", "any movement 5-6pm at the depot") and say questions aloud
// with fillers ("um, so basically, when did the van leave"). Each rewrite is a shape, never a
// phrase: typed shorthand and dialect words spelled out; typing slips mended (spelling.ts);
// fillers, restarts and who said it dropped; a missing question mark given; a question word said
// last after the thing it asks of put first; a count named as a noun ("number of people") asked as
// "how many"; a verbless "any ...", "X gone yet", "still dark out" given their verb; a verbless
// plural going through a place counted; a clause of time put first given its comma.
import nlp from 'compromise';
import { withSlipsMended } from './spelling.ts';
import { withoutHeader } from './report-header.ts';
import { readNoun } from './noun-class.ts';

/** Typed shorthand and the word it stands for (whole words only). */
const SHORTHAND: [RegExp, string][] = [
  [/\bthru\b/gi, 'through'],
  [/\bppl\b/gi, 'people'],
  [/\bpls\b|\bplz\b/gi, 'please'],
  [/\bb4\b/gi, 'before'],
  [/\bw\/(?=\s)/gi, 'with'],
  [/\bu\b(?=\s+(?:see|tell|check|know|show|find))/gi, 'you'],
  [/\b(?:tonite)\b/gi, 'tonight'],
  [/\bnite\b/gi, 'night'],
  [/\b(?:yday|yest)\b/gi, 'yesterday'],
  [/\bmins\b/gi, 'minutes'],
  [/\bapprox\.?(?=\s)/gi, 'approximately'],
  // An apostrophe left out of a negation or "what's": "didnt", "wasnt", "whats".
  [/\b(did|was|were|is|are|has|had|does|do|could|would|have)nt\b/gi, "$1n't"],
  [/\bwhats\b/gi, "what's"],
  [/\bwheres\b/gi, "where's"],
  [/\bhows\b/gi, "how's"],
  // Spoken dialect words with a plainer one: "this arvo" (afternoon), "the servo" (petrol station).
  [/\barvo\b/gi, 'afternoon'],
  [/\bservo\b/gi, 'petrol station'],
  // "proper dark": fully so.
  [/\bproper\s+(?=(?:dark|light|daylight|night)\b)/gi, 'fully '],
  // "anything stirring", "on the move": moving.
  [/\bon the move\b/gi, 'moving'],
  [/\bstirring\b/gi, 'moving'],
  // "moving round the pumps", "walked round the back": "round" is "around".
  [/\b([a-z]+(?:ing|ed|s)|go|walk|drive|move|come)\s+round\b(?!\s+(?:trip|about|the clock)\b)/gi, '$1 around'],
  // "drop off camera", "slip out of shot": go out of view.
  [/\b(?:drop|fall|slip)\s+(?:off|out of)\s+(?:the\s+)?(?:camera|shot|view|picture|frame)\b/gi, 'go out of view'],
  // "what time'd it leave", "how long'd they take": "did" said short.
  [/\b(what time|how long|which way|when|where|how)['’]d\b(?!\s+(?:been|gone|had|have|left|come)\b)/gi, '$1 did'],
  // "would the lamp have still been lit": was it.
  [/\bwould\s+((?:the|that|this|a|an)\s+[^?,]+?)\s+have\s+((?:still|already)\s+)?been\b/gi, 'was $1 $2'],
  // "what hours was it lit": between what times.
  [/\bwhat hours\s+(?=(?:was|were|is|are)\b)/gi, 'between what times '],
  // "would you mind telling me ...", "kindly tell me ...": a request said as "tell me".
  [/^(?:would|do|could)\s+you\s+mind\s+(?:telling|letting)\s+me(?:\s+know)?\b/i, 'tell me'],
  [/^(?:would|do|could)\s+you\s+mind\s+(checking|confirming|finding out|seeing)\b/i, 'check'],
];

/** Spoken fillers that carry nothing the question asks ("um", "so basically", "you know"). */
const FILLERS: [RegExp, string][] = [
  // "the one in white this morning um what time ...": a filler where the question proper begins stands for its comma.
  [/(?<=[a-z])\s+(?:um+|uh+|erm+|er|uhm)\s+(?=(?:what|when|which|how|who|where|did|was|were|is|are|had|has)\b)/gi, ', '],
  [/(^|[\s,])(?:um+|uh+|erm+|er|uhm|hmm+|ah)(?=[\s,?.!]|$)[,.]?/gi, '$1'],
  // "ok so", "well basically"; "right," and "hey," only with their comma ("right to left" is a direction).
  [/^(?:\s*(?:(?:ok(?:ay)?|so|well|basically|and)\b[,.]?|(?:right|hey|hi|yeah|alright|now)\s*,))+\s*/i, ''],
  [/\s*,\s*(?:like|you know|i mean|basically)\s*,\s*/gi, ' '],
  [/(^|\s)(?:you know|kind of|sort of)(?=\s)/gi, '$1'],
  // A restart: "late on, sorry I mean the one about twenty to ten": the correction stays beside what it corrects.
  [/,?\s*\bsorry,?\s+(?:i\s+)?(?:mean|meant)\b,?\s*/gi, ', '],
  // "..., this morning I mean": what "I mean" closes is kept.
  [/,?\s*\bi mean\s*(?=[?.!]*\s*$)/gi, ''],
  // "..., a car or whatever": an example of what is asked about, said loosely.
  [/,\s*(?:a|an|some)\s+[a-z]+\s+or\s+(?:whatever|something|anything|so)\s*(?=[?.!]*\s*$)/gi, ''],
];

/** Who told the asker what the question rests on ("my manager says ...", "someone said ..."): not part of what is asked. */
const REPORTED = [
  /^(?:someone|somebody|they|people|a neighbour|a neighbor)\s+(?:says|said|told me|reckons|mentioned)\s+(?:that\s+)?/i,
  /^(?:i was told|i heard|i've heard|we heard|i'm told)\s+(?:that\s+)?/i,
];

/** A person's word the question rests on ("my manager says ...", "the driver said ..."). */
const PERSON_SAID = /^(?:my|our|the|a)\s+(?:[a-z]+\s+){0,2}?([a-z]+)\s+(?:says|said|reckons|reckoned|thinks|thought|mentioned|told me)\s+(?:that\s+)?/i;

/**
 * A claim, then the question whether it holds: "A witness states that the red car went through
 * before ten. Is that statement borne out by the footage?", "It has been put to us that the parcel
 * was still lying by the door when the pickup went by. Is that right?". The claim is asked as a
 * statement with a tag ("the red car went through before ten, right?"), yes when it holds.
 */
const CLAIM = /^(?:it\s+(?:has\s+been|had\s+been|was|is)\s+(?:said|put\s+to\s+(?:us|me)|claimed|suggested|alleged|reported|stated|asserted|maintained|argued)|(?:[a-z'’]+\s+){1,6}?(?:states?|stated|says|said|claims?|claimed|maintains?|maintained|reports?|reported|alleges?|alleged|insists?|insisted|asserts?|asserted|believes?|told\s+(?:us|me|police|the\s+police|officers))|(?:according\s+to|per)\s+(?:[a-z'’]+\s+){1,6}?)\s*,?\s*(?:that\s+)?(.+?)\s*[.;]\s+(.+?)\s*$/i;
const CHECK = /^(?:(?:is|was)\s+(?:that|this|it|the\s+(?:statement|claim|account|report))(?:\s+(?:statement|claim|account))?\s+(?:really\s+)?(?:right|correct|true|so|accurate|the\s+case|borne\s+out|supported|confirmed|consistent|verified|backed\s+up)|(?:does|do|can|could|will)\s+(?:the\s+)?(?:footage|recording|camera|video|cctv|you)\s+(?:bear\s+(?:that|this|it)\s+out|back|support|confirm|corroborate|verify)|(?:can|could)\s+(?:you|we|this)\s+(?:confirm|verify|check)\s+(?:that|this|it)|(?:true|correct|right)\s*\?)/i;

/** "Is it correct to say that no bus stopped ...?", "Can you confirm that nobody passed ...?": the statement, asked whether it holds. */
const CONFIRM_THAT = /^(?:(?:is|was|would)\s+it\s+(?:be\s+)?(?:correct|true|right|accurate|fair|the\s+case)|(?:can|could|would)\s+you\s+(?:please\s+)?(?:confirm|verify|check)|please\s+(?:confirm|verify|check))\s+(?:to\s+(?:say|state)\s+)?(?:that|whether)\s*,?\s+(.+?)\s*\??\s*$/i;

function claimChecked(question: string): string | undefined {
  const asked = CONFIRM_THAT.exec(question);
  if (asked) return `${asked[1].replace(/[.;,\s]+$/, '')}, right?`;
  const m = CLAIM.exec(question);
  if (!m || !CHECK.test(m[2])) return undefined;
  // "The driver of the brown car states that the car had left": the car is the one the teller's words name.
  const teller = question.slice(0, question.indexOf(m[1]));
  const claim = m[1].replace(/\bthe\s+([a-z]+)\b/gi, (all, noun: string) => {
    const fuller = new RegExp(String.raw`\b(?:the|a|an)\s+((?:[a-z]+\s+){1,3}${noun})\b`, 'i').exec(teller);
    return fuller ? `the ${fuller[1]}` : all;
  });
  return `${claim.replace(/[.;,\s]+$/, '')}, right?`;
}

/** The question without who told the asker it: a person's word, never a sign's ("the notice said CLOSED, ..."). */
function withoutTeller(question: string): string {
  const q = REPORTED.reduce((s, re) => s.replace(re, ''), question);
  const told = PERSON_SAID.exec(q);
  return told && readNoun(told[1].toLowerCase())?.cls === 'person' ? q.slice(told[0].length) : q;
}

/** Opens a question: a question word or an auxiliary, first or after a comma. */
const OPENS_QUESTION = /(?:^|,\s*)(?:(?:by|at|from|between|until|till|around|about)\s+)?(?:did|does|do|was|were|is|are|had|has|have|could|can|would|will|what|when|which|who|how|where|any(?:one|body|thing)?)\b/i;

/** A question word said last, after the thing it asks of, and the question it opens. */
const TRAILING_ASK = /^(.{3,120}?)\s*(?:[,;:]|\s[-–—]+)?\s+((?:roughly|about|approximately|approx|exactly)\s+)?(how long|how many\s+[a-z]+|(?:rough|approximate|exact)?\s*(?:number|count|no\.)\s+of\s+[a-z]+|what time|when|which way|(?:what|which)\s+direction|direction|what colou?r|colou?r|who|time)\s*\?*\s*$/i;

/** Words a thing's noun phrase can open with that make the thing already definite. */
const DEFINITE = /^(?:the|a|an|that|this|those|these|any|some|every|each|all|his|her|their|its|my|our|\d|(?:today|tonight|yesterday)['’]s)/i;

/** Opens a question already: nothing to put first. */
const ASKS = /^(?:did|does|do|was|were|is|are|had|has|have|could|can|would|will|who|what|which|when|how|where|why|whose|any(?:one|body|thing)?|please|tell|show|give|find|list|check|i)\b/i;

export function inSentence(question: string): string {
  // A claim is read before slips are mended: its check's words are formal ("borne out"), not slips.
  const header = withoutHeader(question);
  let q = withSlipsMended(SHORTHAND.reduce((s, [re, word]) => s.replace(re, word), claimChecked(header) ?? header));
  q = withoutTeller(FILLERS.reduce((s, [re, said]) => s.replace(re, said), q).replace(/\s{2,}/g, ' ').replace(/^[\s,.]+/, '').trim());
  q = frontedClauseComma(verblessAny(verblessPlural(trailingAsk(verblessState(whoever(versus(timeFirst(q))))))));
  // Said aloud, a question has no question mark: it is given one where it opens as one.
  return !q.includes('?') && OPENS_QUESTION.test(q) ? `${q.replace(/[.!,\s]+$/, '')}?` : q;
}

/** "this morning the lamp over the door, when was it lit?": a time said before the thing put first goes to the end. */
function timeFirst(question: string): string {
  const m = /^((?:this|yesterday|last)\s+(?:morning|afternoon|evening|night)|tonight|yesterday|today|earlier today|overnight)\s+((?:the|a|an|that)\s+[^,?]{2,80}),\s*(.+?)\s*(\?*)$/i.exec(question);
  return m ? `${m[2]}, ${m[3].replace(/[.!]+$/, '')} ${m[1]}${m[4] || '?'}` : question;
}

/**
 * "GATE 7 CLOSED versus LOADING BAY 3, did the gate one stay up any longer?": the one the question
 * names ("the gate one") compared with the other ("... longer than LOADING BAY 3").
 */
function versus(question: string): string {
  const m = /^(.{2,60}?)\s+(?:versus|vs\.?|v\.?|compared (?:to|with))\s+(.{2,60}?)\s*,\s*(.+)$/i.exec(question);
  const one = m && /\bthe\s+([a-z]+)\s+one\b/i.exec(m[3]);
  const comparative = m && /\b(longer|shorter|more|less|earlier|later|sooner|longer-lasting)\b/i.exec(m[3]);
  if (!m || !one || !comparative) return question;
  const word = new RegExp(`\\b${one[1]}\\b`, 'i');
  const [named, other] = word.test(m[1]) ? [m[1], m[2]] : word.test(m[2]) ? [m[2], m[1]] : [undefined, undefined];
  if (!named) return question;
  const asked = m[3].replace(one[0], named.trim());
  const at = asked.search(new RegExp(`\\b${comparative[1]}\\b`, 'i')) + comparative[1].length;
  return `${asked.slice(0, at)} than ${other!.trim()}${asked.slice(at)}`;
}

/** "still dark out when ...?", "white van gone yet when ...?": the auxiliary and subject left out. */
function verblessState(question: string): string {
  if (/^(?:still|already)\s+(?:dark|light|lit|daylight|night)\b/i.test(question)) return `was it ${question}`;
  const gone = /^((?:[a-z]+\s+){0,2}[a-z]+)\s+(gone|left|still there|still parked|back)\s+(yet\b|already\b)?/i.exec(question);
  if (!gone || ASKS.test(gone[1]) || DEFINITE.test(gone[1]) || hasVerb(gone[1]) || !nlp(gone[1]).has('#Noun$')) return question;
  const rest = question.slice(gone[0].length);
  return /^(?:gone|left)$/i.test(gone[2]) ? `had the ${gone[1]} gone ${gone[3] ?? ''}${rest}`.replace(/\s+/g, ' ') : `was the ${gone[1]} ${gone[2]} ${gone[3] ?? ''}${rest}`.replace(/\s+/g, ' ');
}

/** "whoever in orange dropped the parcel off, did they come back?": the person who did, where the pronoun stands. */
function whoever(question: string): string {
  const m = /^whoever\s+((?:in|wearing)\s+[a-z-]+\s+)?([^,?]+),\s*(.+)$/i.exec(question);
  const pronoun = m && /\b(?:they|them|he|she|him|her)\b/i.exec(m[3]);
  if (!m || !pronoun) return question;
  const who = `the person ${m[1] ?? ''}who ${m[2].trim()}`.replace(/\s+/g, ' ');
  return `${m[3].slice(0, pronoun.index)}${who}${m[3].slice(pronoun.index + pronoun[0].length)}`;
}

const CLAUSE_OPENER = /^(?:while|after|before|when|once|since|until|till|as soon as|during the time)\s+(?=(?:the|a|an|that|this|those|these|someone|somebody|anyone|anybody|they|he|she|it)\b)/i;
const QUESTION_START = /\s(?:did|does|do|was|were|is|are|had|has|have|could|can|would|how many|how long|what|who|which|where)\s+(?=\S)/gi;

/**
 * "while the canopy lights were on in the evening did anyone walk by": a clause of time put first
 * with no comma after it. The question opens at the last auxiliary or question word whose next
 * word opens its subject (not "were" before "on", nor "was" before "parked"), after a clause
 * with a verb of its own.
 */
function frontedClauseComma(question: string): string {
  // The clause may open the question's last part ("someone in brown was waiting, while they were stood there did anyone come in").
  const lastComma = question.lastIndexOf(',');
  if (lastComma > 0) {
    const head = question.slice(0, lastComma + 1), tail = question.slice(lastComma + 1).trim();
    return CLAUSE_OPENER.test(tail) ? `${head} ${frontedClauseComma(tail)}` : question;
  }
  if (!CLAUSE_OPENER.test(question)) return question;
  const starts = [...question.matchAll(QUESTION_START)].reverse();
  for (const m of starts) {
    const at = m.index!, clause = question.slice(0, at), rest = question.slice(at + 1);
    const next = rest.slice(m[0].length - 1).split(/\s+/)[0];
    // "after the yellow van this afternoon what came past next": after, before, since, until take a thing as well as a clause.
    if (!hasVerb(clause.replace(CLAUSE_OPENER, '')) && !/^(?:after|before|since|until|till)\b/i.test(clause)) continue;
    const opensSubject = /^(?:how many|how long|what|who|which|where)$/i.test(m[0].trim()) || nlp(next).has('(#Determiner|#Pronoun|#Noun|#Value)') && !nlp(next).has('#Verb');
    if (opensSubject) return `${clause}, ${rest}`;
  }
  return question;
}

/** Whether the words carry a verb of their own ("the van left"): then they are a clause, not a thing named. */
function hasVerb(words: string): boolean {
  return nlp(words).match('#Verb').not('#Gerund').found;
}

/**
 * "dark grey car on screen how long?", "orange car past the shop, time?", "hall at 12:00:09 -
 * rough number of people?": the thing first, the question word last, asked in order.
 */
function trailingAsk(question: string): string {
  const m = TRAILING_ASK.exec(question);
  if (!m || ASKS.test(m[1]) || hasVerb(m[1])) return question;
  const topic = m[1].replace(/[\s,;:–—-]+$/, '').trim();
  const thing = DEFINITE.test(topic) ? topic : `the ${topic}`;
  const how = m[2] ? `${m[2].trim()} ` : '';
  const ask = m[3].toLowerCase().replace(/\s+/g, ' ').trim();
  const counted = /(?:how many|number of|count of|no\. of)\s+([a-z]+)$/.exec(ask);
  // Counted at a place put first ("hall at 12:00:09 - number of people?"), else in a stretch said first ("right to left, how many cars?").
  if (counted) return nlp(topic).has('^#Determiner? #Noun') ? `${how}how many ${counted[1]} were there in ${thing}?` : `${how}how many ${counted[1]} were there, ${topic}?`;
  if (ask === 'how long') return `how long was ${thing}?`;
  if (/^(?:what time|when|time)$/.test(ask)) return `when was ${thing}?`;
  if (/way|direction/.test(ask)) return `which way did ${thing} go?`;
  if (/colou?r/.test(ask)) return `what colour was ${thing}?`;
  return `who was ${thing}?`;
}

/** Nouns that move through a place ("vehicles thru the yard 4-9pm?"): a count of what went through. */
const GOING_THROUGH = /^((?:[a-z-]+\s+){0,2}[a-z]+s)\s+(through|past|by|across|along|into|out of|in and out of)\s+(.+)$/i;

function verblessPlural(question: string): string {
  const m = GOING_THROUGH.exec(question.trim());
  if (!m || ASKS.test(m[1]) || hasVerb(question.replace(/[?!.]+$/, ''))) return question;
  if (!nlp(m[1]).has('#Plural')) return question;
  return `how many ${m[1]} went ${m[2]} ${m[3]}`;
}

/**
 * "any movement 5-6pm at the depot", "any cars after 6?": a noun after "any" with no verb asks
 * whether there was. ("anyone about?" the reader reads as it is.)
 */
function verblessAny(question: string): string {
  const m = /^any\s+(\S.*)$/i.exec(question.trim());
  if (!m || !nlp(m[1]).has('^#Noun') || nlp(m[1]).has('^#Pronoun') || hasVerb(m[1].replace(/[?!.]+$/, ''))) return question;
  return `was there any ${m[1]}`.replace(/[?!.]*$/, '?');
}
