// What a question asks, read in code (read-question.ts: compromise, chrono-node and WordNet,
// with the rules of reading-rules.ts): the kind of answer (when something appeared or left,
// what text was shown, when it got dark or light, whether anything moved, whether anyone was
// there, how long, which way, how many, what happened), and its subject (class, colours,
// object words, direction, quoted or capitalised text), which occurrence and negation. The
// offline planner plans from it; the rewind tool's builtin answer is shaped by it.
import { readQuestion, type ReadOptions } from './read-question.ts';
import type { Intent, ObjectClass } from './intent-schema.ts';
import { nounSenses } from './wordnet.ts';
import { gapQuestion, spanQuestion } from './gap-phrase.ts';
import { inSentence } from './terse-shapes.ts';

export { IntentSchema, type Intent, type IntentKind, type ObjectClass } from './intent-schema.ts';

const MOVING_CLASSES = new Set(['person', 'vehicle', 'animal']);
/** Words that add several stays up. */
const TOTAL = /\b(?:in total|in all|all told|altogether|all together|taken together|combined|total|added up|summed|cumulative|overall|across (?:both|all|the two)|counting (?:both|all|each)|both (?:of )?(?:their|his|her|its|the) (?:visits|trips|stays|times|periods|walks))\b/i;
const SINGULAR_GENERIC = new Set(['someone', 'somebody', 'person', 'human']);
const GENERIC_LABELS = new Set(['anyone', 'anybody', 'someone', 'somebody', 'people', 'nobody', 'everyone', 'everybody', 'no one', 'who']);

/** The subject is anyone at all ("anybody", "someone", "who"), not a kind of person or thing. */
export function asksAnyone(intent: Pick<Intent, 'labels'>): boolean {
  return intent.labels.every((l) => GENERIC_LABELS.has(l));
}

function queryOf(kind: Intent['kind'], subject: string[], text: string | undefined, question: string): string {
  if (kind === 'text' || (kind === 'duration' && text)) return text ?? 'text sign';
  if (kind === 'dark') return 'dark lights-off dusk';
  if (kind === 'light') return 'lights-on dawn light';
  if (subject.length) return subject.join(' ');
  return kind === 'moved' || kind === 'summary' || kind === 'presence' ? 'activity moving' : question;
}

/** A noun whose commonest sense (one WordNet saw used) is a group: "crowd", "traffic", "herd", not "van" (a vanguard only in rare senses). */
function collective(lemma: string): boolean {
  const first = nounSenses(lemma)[0];
  return !!first && first.tagCount > 0 && first.synset.lexname === 'noun.group';
}

export function parseIntent(question: string, opts: ReadOptions = {}): Intent {
  // "How long after DELIVERY 42 went up did the red car appear?": when it did after that, and the length between (gap-phrase.ts).
  // "Between the coach passing and the scooter appearing, how many ...?": after the one and up to the other (gap-phrase.ts).
  const said = inSentence(question);
  const span = spanQuestion(said);
  if (span) {
    const asked = parseIntent(span.main, opts), end = parseIntent(`did anything happen before ${span.until}?`, opts).anchor;
    if (asked.anchor?.side === 'after' && end?.side === 'before') {
      const { side: _, nearMinutes: _n, offset: _o, ...until } = end;
      return { ...asked, until };
    }
  }
  const gap = gapQuestion(said);
  if (gap) {
    const asked = parseIntent(gap, opts);
    if (asked.anchor && asked.anchor.side !== 'during') return { ...asked, gap: true };
  }
  const r = readQuestion(question, opts);
  // "Taken together, for how long were notices displayed?", "the combined time ... across both trips": every stay added up.
  const total = (r.kind === 'duration' || r.form === 'how-long') && TOTAL.test(question);
  const things = r.nouns.filter((n) => n.cls && (MOVING_CLASSES.has(n.cls) || n.cls === 'thing'));
  const labels = [...new Set(things.map((n) => n.lemma))];
  const head = r.nouns[0];
  // "anyone", "people", "everybody" are many, and so is a collective noun ("the crowd", "the traffic"); "someone" and "the person" are one.
  const many = !r.ordinal && !!head && (head.plural === true || (head.generic && head.cls === 'person' && !SINGULAR_GENERIC.has(head.word)) || (!head.generic && collective(head.lemma)));
  // "Walkers and vehicles both, how many ...": things of two classes joined are anything that moves, of either.
  const joined = things.some((a, k) => things.slice(k + 1).some((b) => a.cls !== b.cls && MOVING_CLASSES.has(a.cls!) && MOVING_CLASSES.has(b.cls!)
    && new RegExp(`\\b${a.word}\\s+(?:and|&|plus|or|as well as)\\s+(?:(?:the|all|any)\\s+)?${b.word}\\b`, 'i').test(question)));
  if (joined) r.subjectClass = undefined;
  const objectClass = r.subjectClass && MOVING_CLASSES.has(r.subjectClass) ? r.subjectClass as ObjectClass : undefined;
  // A noun of another class too ("coach": a trainer or a bus; "motor": a machine, or a motor vehicle), for when the footage has none of the first.
  const others = objectClass || head?.cls === 'thing' ? (head?.others ?? []).filter((c): c is ObjectClass => MOVING_CLASSES.has(c) && c !== objectClass) : [];
  const subject = [...r.colours, ...labels.filter((l) => !GENERIC_LABELS.has(l))];
  return {
    kind: r.kind, ...(r.edge ? { edge: r.edge } : {}), ...(r.which ? { which: r.which } : {}), ...(r.ordinal ? { ordinal: r.ordinal } : {}),
    colours: r.colours, ...(r.colourPhrases.length ? { colourPhrases: r.colourPhrases } : {}), ...(r.colourNear ? { colourNear: r.colourNear } : {}), ...(r.size ? { size: r.size } : {}),
    labels, ...(many ? { many } : {}), ...(many && head.definite && !!head.cls && MOVING_CLASSES.has(head.cls) ? { definite: true } : {}), ...(objectClass ? { objectClass } : {}), ...(others.length ? { otherClasses: others } : {}), ...(r.subjectClass ? { subjectClass: r.subjectClass } : {}),
    ...(r.direction ? { direction: r.direction } : {}), ...(r.place ? { place: r.place } : {}), ...(r.text ? { text: r.text } : {}),
    form: r.form, ...(r.compare ? { compare: r.compare } : {}), ...(r.event ? { event: r.event } : {}), ...(r.verb ? { verb: r.verb.lemma } : {}), ...(r.negated ? { negated: true } : {}), ...(r.again ? { again: true } : {}), ...(r.again && r.otherWay ? { otherWay: true } : {}), ...(r.crossing ? { crossing: true } : {}), ...(r.resident ? { resident: true } : {}), ...(r.busiest ? { busiest: r.busiest } : {}), ...(r.pair ? { pair: r.pair } : {}), ...(r.anchor ? { anchor: r.anchor } : {}), ...(r.relation ? { relation: r.relation } : {}), ...(r.stay ? { stay: r.stay } : {}), ...(r.stood ? { stood: true } : {}), ...(r.still && r.kind === 'presence' ? { still: true } : {}), ...(r.atOnce ? { atOnce: true } : {}), ...(r.group ? { group: true } : {}), ...(r.light ? { light: r.light } : {}),
    ...(total ? { total: true } : {}),
    query: queryOf(r.kind, subject, r.text, question),
  };
}
