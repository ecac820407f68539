// What a question asks, read in code: the kind of answer (when something appeared or left,
// what text was shown, when it got dark or light, whether anything moved, how many, what
// happened), and its subject (colours, object words, direction, quoted or capitalised text).
// The offline planner plans from it; the rewind tool's builtin answer is shaped by it.
import { COLOUR_WORDS } from '../../ingest/index.ts';
import type { TravelDirection } from '../../core/direction.ts';
import type { Intent, ObjectClass } from './intent-schema.ts';

export { IntentSchema, type Intent, type IntentKind, type ObjectClass } from './intent-schema.ts';

const VEHICLE = ['car', 'van', 'truck', 'lorry', 'bus', 'vehicle', 'motorcycle', 'motorbike', 'bike', 'bicycle', 'scooter', 'suv', 'pickup', 'taxi', 'cab'];
const PERSON = ['person', 'people', 'man', 'men', 'woman', 'women', 'someone', 'somebody', 'anyone', 'anybody', 'pedestrian', 'worker', 'visitor', 'child', 'kid', 'guy', 'courier', 'intruder'];
const ANIMAL = ['dog', 'cat', 'fox', 'bird', 'animal', 'deer'];
const COLOUR_ALIASES: Record<string, string> = { gray: 'grey', silver: 'grey', golden: 'yellow', dark: 'black', navy: 'blue', maroon: 'red', pink: 'red', beige: 'white' };

const has = (q: string, re: RegExp) => re.test(q);

function kindOf(q: string): Pick<Intent, 'kind' | 'edge'> {
  const textEnd = /\b(taken down|removed|disappear(?:ed|s)?|hidden|gone|go away|went away|stop(?:ped)? showing|no longer)\b/;
  if (has(q, /\bhow (many|often)\b|\bnumber of\b|\bcount\b|\bhow many times\b/)) return { kind: 'count' };
  if (has(q, /["“”']/) && /["“]([^"”]+)["”]/.test(q) || has(q, /\b(text|sign|signs|written|writing|say|says|said|read|reads|words?|message|banner|notice|label|shown on)\b/)) {
    return { kind: 'text', edge: has(q, textEnd) ? 'end' : 'start' };
  }
  // Off before on: "switched off on the dock camera" has an "on" that is a preposition.
  if (has(q, /\b(lights?|lamp|floodlight)\b.*\b(off|out)\b|\bturn(?:ed)? off\b|\bswitch(?:ed)? off\b/)) return { kind: 'dark', edge: 'start' };
  if (has(q, /\b(lights?|lamp|floodlight)\b.*\b(on)\b|\bturn(?:ed)? on\b|\bswitch(?:ed)? on\b/)) return { kind: 'light', edge: 'start' };
  if (has(q, /\b(get|got|gets|getting|go|went|become|became|turn|turned) (dark|darker|night)\b|\bdusk\b|\bnightfall\b|\bsunset\b|\bdark\b/)) return { kind: 'dark' };
  if (has(q, /\b(get|got|gets|getting|become|became) (light|lighter|bright|brighter)\b|\bdawn\b|\bsunrise\b|\bdaybreak\b|\bbright\b/)) return { kind: 'light' };
  if (has(q, /\bwhat (happened|went on|was going on|did (i|we) miss)\b|\bsummar(y|ise|ize)\b|\banything (happen|unusual|interesting)\b|\bwhat was (seen|there)\b/)) return { kind: 'summary' };
  if (has(q, /\b(leave|leaves|left|leaving|depart|departed|exit|exited|drive off|drove off|driven off|go away|went away|last seen|disappear(?:ed)?|gone)\b/)) return { kind: 'leave', edge: 'end' };
  if (has(q, /\b(any|anything|anyone|anybody|something|someone|somebody)\b.*\b(move|moved|moving|movement|motion|activity|active|happen|happened)\b|\bwas there (any )?(movement|motion|activity)\b|\bdid .* move\b/)) return { kind: 'moved' };
  if (has(q, /\b(appear|appeared|arrive|arrived|arrival|come|came|enter|entered|show up|showed up|first seen|pull(?:ed)? in|turn(?:ed)? up|get there|got there)\b/)) return { kind: 'appear', edge: 'start' };
  if (has(q, /\b(cross|crossed|pass|passed|drive|drove|walk|walked|go|went)\b/) && has(q, /\bwhen\b/)) return { kind: 'appear', edge: 'start' };
  return { kind: 'find' };
}

function quotedText(question: string): string | undefined {
  const quoted = /["“]([^"”]{1,80})["”]/.exec(question) ?? /'([^']{2,80})'/.exec(question);
  if (quoted) return quoted[1].trim();
  // Shouted words (2+ capitals or digits, at least one word of 3+ capitals): "DELIVERY 42".
  const shout = /\b([A-Z][A-Z0-9]{2,}(?:[ \-][A-Z0-9]{2,})*)\b/.exec(question);
  return shout && shout[1] !== 'ISO' ? shout[1] : undefined;
}

export function parseIntent(question: string): Intent {
  const q = question.toLowerCase();
  const words = q.split(/[^a-z0-9]+/).filter(Boolean);
  const colours = [...new Set(words.map((w) => COLOUR_ALIASES[w] ?? w).filter((w) => (COLOUR_WORDS as readonly string[]).includes(w)))];
  const labels = words.filter((w) => VEHICLE.includes(w) || VEHICLE.includes(w.replace(/s$/, '')) || PERSON.includes(w) || ANIMAL.includes(w.replace(/s$/, '')));
  const singular = labels.map((l) => (VEHICLE.includes(l) || PERSON.includes(l) || ANIMAL.includes(l) ? l : l.replace(/s$/, '')));
  const objectClass: ObjectClass | undefined = singular.some((l) => VEHICLE.includes(l)) ? 'vehicle'
    : singular.some((l) => PERSON.includes(l)) ? 'person' : singular.some((l) => ANIMAL.includes(l)) ? 'animal' : undefined;
  const direction: TravelDirection | undefined = /left to right|left-to-right|eastbound|heading right|towards the right/.test(q) ? 'left-to-right'
    : /right to left|right-to-left|westbound|heading left|towards the left/.test(q) ? 'right-to-left' : undefined;
  const which = /\b(first|earliest)\b/.test(q) ? 'first' : /\b(last|latest|final)\b/.test(q) && !/\blast (night|week|hour|\d)/.test(q) ? 'last' : undefined;
  const { kind, edge } = kindOf(q);
  const text = quotedText(question);
  const generic = new Set(['anyone', 'anybody', 'someone', 'somebody', 'people']);
  const subject = [...colours, ...singular.filter((l) => !generic.has(l))];
  const query = kind === 'text' ? (text ?? 'text sign') : kind === 'dark' ? 'dark lights-off dusk' : kind === 'light' ? 'lights-on dawn light'
    : subject.length ? subject.join(' ') : kind === 'moved' || kind === 'summary' ? 'activity moving' : question;
  return {
    kind, ...(edge ? { edge } : {}), ...(which ? { which } : {}),
    colours, labels: singular, ...(objectClass ? { objectClass } : {}), ...(direction ? { direction } : {}), ...(text ? { text } : {}),
    query,
  };
}
