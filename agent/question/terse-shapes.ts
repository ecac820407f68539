// Search-box and spoken shapes of a question, said as the full sentence the reader reads. People
// type into a search box the way they would label a note ("dark grey car on screen how long?",
// "vehicles thru the yard 4-9pm?", "any movement 5-6pm at the depot") and say questions aloud
// with fillers ("um, so basically, when did the van leave"). Each rewrite is a shape, never a
// phrase: typed shorthand spelled out; fillers dropped; a question word said last after the thing
// it asks of put first; a count named as a noun ("number of people") asked as "how many"; a
// verbless "any ..." asked whether there was; a verbless plural going through a place counted.
import nlp from 'compromise';

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
  // "would you mind telling me ...", "kindly tell me ...": a request said as "tell me".
  [/^(?:would|do|could)\s+you\s+mind\s+(?:telling|letting)\s+me(?:\s+know)?\b/i, 'tell me'],
  [/^(?:would|do|could)\s+you\s+mind\s+(checking|confirming|finding out|seeing)\b/i, 'check'],
];

/** Spoken fillers that carry nothing the question asks ("um", "so basically", "you know"). */
const FILLERS: [RegExp, string][] = [
  [/(^|[\s,])(?:um+|uh+|erm+|er|uhm|hmm+|ah)(?=[\s,?.!]|$)[,.]?/gi, '$1'],
  // "ok so", "well basically"; "right," and "hey," only with their comma ("right to left" is a direction).
  [/^(?:\s*(?:(?:ok(?:ay)?|so|well|basically|and)\b[,.]?|(?:right|hey|hi|yeah|alright|now)\s*,))+\s*/i, ''],
  [/\s*,\s*(?:like|you know|i mean|basically)\s*,\s*/gi, ' '],
  [/(^|\s)(?:you know|kind of|sort of)(?=\s)/gi, '$1'],
];

/** A question word said last, after the thing it asks of, and the question it opens. */
const TRAILING_ASK = /^(.{3,120}?)\s*(?:[,;:]|\s[-–—]+)?\s+((?:roughly|about|approximately|approx|exactly)\s+)?(how long|how many\s+[a-z]+|(?:rough|approximate|exact)?\s*(?:number|count|no\.)\s+of\s+[a-z]+|what time|when|which way|(?:what|which)\s+direction|direction|what colou?r|colou?r|who|time)\s*\?*\s*$/i;

/** Words a thing's noun phrase can open with that make the thing already definite. */
const DEFINITE = /^(?:the|a|an|that|this|those|these|any|some|every|each|all|his|her|their|its|my|our|\d|(?:today|tonight|yesterday)['’]s)/i;

/** Opens a question already: nothing to put first. */
const ASKS = /^(?:did|does|do|was|were|is|are|had|has|have|could|can|would|will|who|what|which|when|how|where|why|whose|any(?:one|body|thing)?|please|tell|show|give|find|list|check|i|is there)\b/i;

export function inSentence(question: string): string {
  let q = SHORTHAND.reduce((s, [re, word]) => s.replace(re, word), question);
  q = FILLERS.reduce((s, [re, said]) => s.replace(re, said), q).replace(/\s{2,}/g, ' ').replace(/^[\s,.]+/, '').trim();
  return frontedClauseComma(verblessAny(verblessPlural(trailingAsk(q))));
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
  if (!CLAUSE_OPENER.test(question) || /,/.test(question)) return question;
  const starts = [...question.matchAll(QUESTION_START)].reverse();
  for (const m of starts) {
    const at = m.index!, clause = question.slice(0, at), rest = question.slice(at + 1);
    const next = rest.slice(m[0].length - 1).split(/\s+/)[0];
    if (!hasVerb(clause.replace(CLAUSE_OPENER, ''))) continue;
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
  const thing = DEFINITE.test(topic) || /^\d/.test(topic) ? topic : `the ${topic}`;
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
