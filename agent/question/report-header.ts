// A report's header before the question: "Re: the yard.", "For the record:", "Log entry, 0715
// hrs, yard:", "Supervisor's query:", "Item for the report:", "Car park, 2030 hrs:", "The depot
// camera:". It says where the note is filed, which camera and maybe when, and asks nothing: read
// as part of the question its words became things ("the supervisor"), signs ("LOG") and places.
// A header has no verb, and every noun in it is a word of reports, a place, a camera or its name
// (the noun before "camera"), or an owner ("supervisor's"). A clock in it is the question's own
// time when the question says none ("at that time" points back to it). A thing put first ("The car
// park lamp:", "The person in grey:") is no header: the question is asked of it. After the
// question, a request for its time ("Give the time.", "Please state the time of whichever came
// first.") asks nothing the question does not.
import nlp from 'compromise';
import { readNoun } from './noun-class.ts';

/** Nouns a report files a question under. */
const REPORT_NOUNS = new Set([
  're', 'ref', 'subject', 'record', 'records', 'log', 'logbook', 'entry', 'incident', 'report', 'item', 'query', 'question', 'request',
  'note', 'notes', 'memo', 'file', 'review', 'summary', 'inquiry', 'enquiry', 'matter', 'case', 'reference', 'attention', 'action', 'point',
]);
/** Nouns that name the camera or what it recorded. */
const CAMERA_NOUNS = new Set(['camera', 'cam', 'cctv', 'footage', 'feed', 'recording', 'recordings', 'view', 'video', 'tape']);
/** Words of a header that are no nouns of their own. */
const HEADER_FUNCTION = new Set(['the', 'a', 'an', 'for', 'of', 'to', 'on', 'at', 'from', 'please', 'our', 'my', 'your', 'this', 'that', 'no', 'number', 'daily', 'shift', 'security', 'official']);
/** A clock in a header: "0715 hrs", "20:30", "8.15 pm", "9am". */
const CLOCK = /\b(?:(?:[01]\d|2[0-3])[0-5]\d\s*(?:hrs|hours|h)\b|\d{1,2}[:.][0-5]\d(?::[0-5]\d)?(?:\s*[ap]\.?m\.?)?|\d{1,2}\s*[ap]\.?m\.?)/i;
/** Words in a question that point back to a time said before it. */
const BACK_TO_TIME = /\b(?:at\s+)?(?:that|this|the\s+said)\s+(?:time|point|moment|hour|minute)\b|\bat\s+the\s+time\s+stated\b/i;
/** A question of its own opening what is left. */
const OPENS = /^(?:did|does|do|was|were|is|are|had|has|have|could|can|would|will|who|what|which|when|how|where|why|whose|at|in|within|during|between|for|by|from|after|before|since|once|please|list|give|state|identify|confirm|tell|show|find|compare|of|the|a|an|any|it|if|taken)\b/i;

/** A noun that can name a place ("bay" of "loading bay" is first a recess to WordNet). */
const placeLike = (w: string) => { const n = readNoun(w); return !!n && (n.cls === 'place' || n.candidates.includes('place')); };

function isHeader(words: string): boolean {
  const clean = words.replace(CLOCK, ' ').replace(/[,;]/g, ' ').trim();
  if (!clean) return true;
  const doc = nlp(clean);
  if (doc.has('#Verb') && !doc.has('^re$')) {
    // compromise tags "log", "record", "query", "park" as verbs too: a header's only verb is one of its nouns.
    // So is a gerund naming a kind of place ("the loading dock", "the parking bay").
    const verbs = doc.match('#Verb').terms().out('array') as string[];
    const ofPlace = (v: string) => new RegExp(String.raw`\b${v}\s+([a-z]+)`, 'i').exec(clean)?.[1];
    if (verbs.some((v) => !REPORT_NOUNS.has(v.toLowerCase()) && readNoun(v.toLowerCase())?.cls !== 'place' && !(/ing$/i.test(v) && placeLike(ofPlace(v)?.toLowerCase() ?? '')))) return false;
  }
  // Each word a noun as the tagger reads it (not "in", "outside", "grey"), or a header's own word.
  const terms: { w: string; noun: boolean }[] = (doc.json() as { terms: { text: string; tags: string[] }[] }[])
    .flatMap((s) => s.terms.map((t) => ({ w: t.text.toLowerCase(), noun: t.tags.includes('Noun') })));
  return terms.every(({ w, noun: isNoun }, i) => {
    const bare = w.replace(/['’]s$/, ''), next = terms[i + 1]?.w ?? '';
    if (HEADER_FUNCTION.has(w) || REPORT_NOUNS.has(bare) || CAMERA_NOUNS.has(bare)) return true;
    if (/ing$/.test(w) && terms[i + 1]?.noun && placeLike(next)) return true;
    if (i > 0 && /ing$/.test(terms[i - 1].w) && placeLike(w)) return true;
    if (!isNoun && !REPORT_NOUNS.has(bare)) return false;
    if (/['’]s$/.test(w)) return true; // an owner: "supervisor's query"
    if (CAMERA_NOUNS.has(next)) return true; // the camera's name: "the depot camera"
    const noun = readNoun(bare);
    // "car park": a noun before a place is part of its name.
    return noun?.cls === 'place' || noun?.cls === 'time' || (!!noun && noun.cls !== 'person' && readNoun(next)?.cls === 'place' && !!terms[i + 1]?.noun);
  });
}

/** The question without the report's header, its clock kept as the question's time. */
export function withoutHeader(question: string): string {
  let q = question.trim(), clock: string | undefined;
  for (let k = 0; k < 3; k++) {
    // "Re: ...", "Log entry, 0715 hrs, yard: ...", "Re: the yard. Which ...": up to the first colon (not a clock's) or full stop.
    const m = /^([^:?.]{1,60}?|[^:?.]*?\d[:.]\d[^:?.]*?)\s*(?::(?!\d)|\.(?=\s+[A-Z]))\s*/.exec(q);
    if (!m || !isHeader(m[1]) || !OPENS.test(q.slice(m[0].length))) break;
    clock ??= CLOCK.exec(m[1])?.[0];
    q = q.slice(m[0].length);
  }
  if (q === question.trim()) return withoutTimeRequest(question);
  q = q.charAt(0).toUpperCase() + q.slice(1);
  if (clock && !CLOCK.test(q)) {
    q = BACK_TO_TIME.test(q) ? q.replace(BACK_TO_TIME, `at ${clock}`) : q.replace(/\s*([?.!]*)\s*$/, ` at ${clock}$1`);
  }
  return withoutTimeRequest(q);
}

/** "..., when was it? Give the time.": a request for the time after the question asks nothing more. */
function withoutTimeRequest(question: string): string {
  return question.replace(/(\?)\s*(?:please\s+)?(?:give|state|provide|say|tell us|note)\s+(?:us\s+|me\s+)?(?:the\s+)?(?:exact\s+|precise\s+)?times?\b[^?]*$/i, '$1');
}
