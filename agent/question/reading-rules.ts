// The question reader's rules, as data, in one place: which verb (with its particle) is which
// event, which words change the light, which adjectives deny presence or movement, the
// colour words and their modifiers, directions, and -- last -- which answer kind a reading
// asks for, as rules tried in priority order. read-question.ts applies them to what
// compromise and WordNet say about the words; nothing here is matched against whole
// questions.
import type { NounClass } from './noun-class.ts';
import type { AnchorReading } from './anchor-phrase.ts';

export type EventKind = 'appear' | 'leave' | 'pass' | 'stay' | 'present' | 'move' | 'change' | 'seen';

export interface VerbRule {
  /** Verb lemmas. */
  verbs: string[];
  /** Particles that must follow the verb ("off", "away"); absent: the verb alone (any particle not claimed by a higher rule). */
  particles?: string[];
  event: EventKind;
  /** Higher first; particle rules outrank the bare verb. */
  priority: number;
  /** Only in the passive ("was a bag left at the door?": left behind, it stays), never in the active. */
  passive?: boolean;
  /** Only these forms of the verb ("gone": has gone, was gone -- left; "went" past is passing by). */
  words?: string[];
  /** Classes of subject the verb implies ("drive": vehicle), to settle ambiguous nouns. */
  implies?: NounClass[];
  /** Only used intransitively: nothing follows the verb but a time (no particle, object, place or path). */
  bare?: boolean;
  /** Only in the active with an object of these classes and where it was put after it ("left the parcel at the door"; not "left the yard"). */
  objectClasses?: string[];
  /** The verb moves its object: what it puts or takes is what the event is of ("when did someone put the bag down?": the bag). */
  handles?: boolean;
  /** Not with an object of these classes ("came off the bus" is getting out of it, not going). */
  notObjectClasses?: string[];
}

const MOVERS = ['go', 'head', 'set', 'take', 'pull', 'drive', 'walk', 'run', 'ride', 'move', 'get', 'clear', 'make', 'wander', 'speed', 'roll', 'back', 'step', 'cycle', 'jog', 'hurry', 'rush', 'stroll', 'limp', 'sneak', 'creep', 'drift', 'zoom', 'race', 'fly'];

/**
 * Coming again: a verb of it ("return", "reappear"), a verb of coming with "back" ("come back",
 * "drive back", "was the van back"), or an adverb of repetition. The question then asks about an
 * appearance after the first, not the first.
 */
export const AGAIN_VERBS = ['return', 'reappear', 'reenter', 're-enter', 'revisit', 'recur', 'reemerge', 're-emerge'];

export const VERB_RULES: VerbRule[] = [
  { verbs: MOVERS, particles: ['off', 'away', 'home'], event: 'leave', priority: 30 },
  { verbs: MOVERS, particles: ['out'], event: 'leave', priority: 30 },
  { verbs: ['take', 'pull', 'bring', 'tear'], particles: ['down'], event: 'leave', priority: 30, handles: true },
  { verbs: ['come', 'fall', 'go'], particles: ['down'], event: 'leave', priority: 30 },
  // "when the two at the shelter split up": parting is each going off.
  { verbs: ['split', 'break'], particles: ['up'], event: 'leave', priority: 30 },
  { verbs: ['part', 'separate', 'disperse', 'scatter'], event: 'leave', priority: 25 },
  // "the price came off the board", "the poster fell off": it went from where it was.
  { verbs: ['come', 'fall'], particles: ['off'], event: 'leave', priority: 30, notObjectClasses: ['vehicle', 'animal'] },
  // "When was the bag put down?": a thing put down comes to stand there (a sign taken down goes).
  { verbs: ['put', 'set', 'lay', 'place'], particles: ['down'], event: 'stay', priority: 31, handles: true },
  { verbs: ['put', 'set', 'hang', 'prop', 'stick', 'pin'], particles: ['up', 'out'], event: 'appear', priority: 31 },
  // "after the woman got into the car", "when the man hopped on the bus": a person boarding goes from view.
  { verbs: ['get', 'climb', 'hop', 'jump', 'step', 'pile'], particles: ['in', 'into', 'on', 'onto', 'aboard'], event: 'leave', priority: 32, objectClasses: ['vehicle'] },
  { verbs: ['come', 'pull', 'drive', 'walk', 'run', 'ride', 'get', 'move', 'step', 'roll', 'turn', 'show', 'pop', 'check', 'drop', 'stop', 'wander', 'cycle', 'stroll', 'sneak', 'creep', 'fly', 'drift', 'back'],
    particles: ['in', 'into', 'up', 'here', 'there', 'along', 'round', 'over'], event: 'appear', priority: 28 },
  { verbs: ['come', 'drop', 'stop', 'swing', 'call', 'pop'], particles: ['by'], event: 'appear', priority: 29 },
  // "When did the car come home?", "did the van get back?": arriving where it belongs (going home is leaving: MOVERS).
  { verbs: ['come', 'get', 'arrive'], particles: ['home', 'back'], event: 'appear', priority: 31 },
  { verbs: ['go', 'drive', 'walk', 'run', 'ride', 'come', 'pass', 'move', 'cycle', 'travel', 'speed', 'zoom', 'stroll', 'jog', 'fly', 'race', 'cut', 'head'],
    particles: ['by', 'past', 'through', 'across', 'along'], event: 'pass', priority: 27 },
  // "Was a bag left at the door?", "is there a bag left behind?": a thing left is a thing that stays.
  // Below the particle rules: "was the sign put up" is still put up.
  { verbs: ['leave', 'abandon', 'dump', 'drop', 'forget', 'park', 'place', 'put', 'set'], passive: true, event: 'stay', priority: 26 },
  // "When did the courier leave the parcel at the door?", "who dumped the bag?": a thing left by
  // someone comes to stay, and the question is of it (its leaver is the one who put it down).
  { verbs: ['leave', 'abandon', 'dump', 'drop', 'forget'], objectClasses: ['thing'], event: 'stay', priority: 26, handles: true },
  { verbs: ['go'], words: ['gone'], particles: [''], event: 'leave', priority: 21 },
  // "How long was the car away?", "did the van stay away long?": being away is having left; so is
  // being out ("when were the kids out of sight?", "was the van out of view by 9?").
  { verbs: ['be', 'stay', 'keep'], particles: ['away', 'out'], event: 'leave', priority: 30 },
  // "When did the van go?", "has the courier gone yet?": going with nowhere to go to, nothing to
  // go past and no way asked is leaving ("went past", "go through the yard", "go near the car" are not).
  { verbs: ['go'], bare: true, event: 'leave', priority: 21 },
  { verbs: ['leave', 'depart', 'exit', 'disappear', 'vanish', 'remove', 'withdraw', 'retreat', 'abandon', 'evacuate', 'escape', 'flee', 'hide'], event: 'leave', priority: 20 },
  { verbs: ['appear', 'arrive', 'enter', 'come', 'reach', 'approach', 'emerge', ...AGAIN_VERBS, 'land', 'materialize', 'materialise', 'visit', 'deliver', 'install', 'erect', 'post', 'display'], event: 'appear', priority: 20 },
  { verbs: ['pass', 'cross', 'traverse', 'travel', 'transit', 'commute', 'patrol'], event: 'pass', priority: 19 },
  { verbs: ['drive', 'walk', 'ride', 'cycle', 'run', 'jog', 'stroll', 'go', 'head'], event: 'pass', priority: 10 },
  { verbs: ['stay', 'remain', 'wait', 'linger', 'loiter', 'park', 'stand', 'sit', 'stop', 'idle', 'hang', 'spend', 'lurk', 'rest', 'sleep', 'camp', 'dwell'], event: 'stay', priority: 18 },
  { verbs: ['move', 'stir', 'budge', 'shift', 'happen', 'occur', 'wander', 'walk', 'run'], event: 'move', priority: 9 },
  { verbs: ['see', 'spot', 'notice', 'observe', 'sight', 'detect', 'catch', 'record', 'film', 'capture', 'glimpse', 'witness', 'view', 'find'], event: 'seen', priority: 17 },
  { verbs: ['change', 'switch', 'turn', 'dim', 'brighten', 'fade', 'darken', 'lighten', 'flicker', 'flash', 'light'], event: 'change', priority: 8 },
];

/** Verbs that say what kind of thing did it. */
export const VERB_IMPLIES: Record<string, NounClass> = {
  drive: 'vehicle', park: 'vehicle', ride: 'vehicle', honk: 'vehicle', reverse: 'vehicle', tow: 'vehicle',
  walk: 'person', stroll: 'person', jog: 'person', run: 'person', wear: 'person', dress: 'person', loiter: 'person', climb: 'person',
};

/** Phrasal verbs that imply the kind of their subject where the verb alone does not ("pull in": a vehicle; "pull" a trolley: anyone). */
export const PHRASAL_IMPLIES: Record<string, NounClass> = {
  'pull in': 'vehicle', 'pull up': 'vehicle', 'pull out': 'vehicle', 'pull off': 'vehicle', 'pull away': 'vehicle', 'pull over': 'vehicle', 'pull into': 'vehicle', 'pull onto': 'vehicle',
};

/** The kind a verb with its particle implies its subject is (PHRASAL_IMPLIES, else VERB_IMPLIES). */
export function impliedBy(v: { lemma: string; particle?: string }): NounClass | undefined {
  return (v.particle && PHRASAL_IMPLIES[`${v.lemma} ${v.particle}`]) || VERB_IMPLIES[v.lemma];
}

/** Nouns of an event ("any movement", "an arrival"). */
export const EVENT_NOUNS: Record<string, EventKind> = {
  movement: 'move', motion: 'move', activity: 'move', action: 'move', commotion: 'move', traffic: 'pass',
  arrival: 'appear', entrance: 'appear', entry: 'appear', departure: 'leave', exit: 'leave', visit: 'appear', appearance: 'appear', crossing: 'pass', trip: 'pass', journey: 'pass', lap: 'pass', walk: 'pass', pass: 'pass', stay: 'stay', sighting: 'seen', glimpse: 'seen',
  change: 'change', variation: 'change', fluctuation: 'change', alteration: 'change', flicker: 'change', flickering: 'change',
};

/**
 * Adjectives said of a place ("was reception empty?", "was the forecourt quiet?"): what a copula
 * gives one of them is a place, whatever else WordNet has the word for (a greeting, a document).
 */
export const PLACE_PREDICATES = ['empty', 'deserted', 'vacant', 'unoccupied', 'quiet', 'calm', 'peaceful', 'uneventful', 'tranquil', 'hushed', 'busy', 'crowded', 'packed', 'bustling', 'heaving', 'dead'];
/** Adjectives that say the place was empty (presence) or still (movement): the question then asks about absence. */
export const DENYING_ADJECTIVES: Record<string, EventKind> = {
  empty: 'present', deserted: 'present', vacant: 'present', unoccupied: 'present', clear: 'present', abandoned: 'present',
  quiet: 'move', calm: 'move', silent: 'move', motionless: 'move', uneventful: 'move', peaceful: 'move', static: 'move',
  stationary: 'move', inactive: 'move', lifeless: 'move', tranquil: 'move', hushed: 'move',
};
/**
 * Adjectives that deny only as the predicate, closing their clause ("was the street completely
 * still (at 16:00)?"), and are adverbs elsewhere ("was the van still there", "still parked").
 */
export const PREDICATE_DENYING: Record<string, EventKind> = { still: 'move' };

/** Adjectives / adverbs that say something was there. */
export const PRESENT_WORDS = ['present', 'visible', 'around', 'there', 'here', 'inside', 'about', 'in view', 'in sight', 'on camera', 'in frame', 'in the frame', 'in shot'];

/** Light: what the light became. */
export const DARK_WORDS = ['dark', 'darker', 'darkish', 'black', 'dim', 'dimmer', 'gloomy', 'dusky', 'murky', 'shadowy', 'pitch-black', 'night'];
export const BRIGHT_WORDS = ['light', 'lighter', 'bright', 'brighter', 'sunny', 'day', 'daylight'];
/** Verbs of becoming: "get dark", "go dark", "grow light". */
export const BECOME_VERBS = ['get', 'go', 'grow', 'turn', 'become', 'fall', 'be', 'come'];
/** Particles of a light source: on, off. */
export const LIGHT_ON_PARTICLES = ['on', 'up'];
export const LIGHT_OFF_PARTICLES = ['off', 'out', 'down'];
/** Times of day that are a change of light by themselves ("when was dusk"). */
export const DUSK_NOUNS = ['dusk', 'nightfall', 'sunset', 'sundown', 'twilight', 'evening'];
export const DAWN_NOUNS = ['dawn', 'daybreak', 'sunrise', 'sunup', 'daylight', 'first light'];
/** Verbs that take the sun or the night up or down: "the sun set", "night fell". */
export const SUN_DOWN_VERBS = ['set', 'sink', 'fall', 'go'];
export const SUN_UP_VERBS = ['rise', 'come', 'break', 'dawn'];
/**
 * Light as it was, after a copula and its subject ("was the floodlight on", "is the porch
 * light lit", "was it dark"): a lamp on or off, the scene lit or dark (DARK_WORDS and
 * BRIGHT_WORDS, and these). Adverbs of the state between ("still on") are passed over.
 */
export const LAMP_ON_WORDS = ['on', 'lit', 'burning', 'shining', 'glowing', 'bright', 'illuminated'];
export const LAMP_OFF_WORDS = ['off', 'out', 'unlit', 'dark'];
export const SCENE_LIT_WORDS = ['lit', 'illuminated'];
/** Nouns of the light a scene is in ("was the lobby in darkness", "in the dark", "in daylight"): its state, never a place. */
export const IN_DARK_NOUNS = ['dark', 'darkness', 'gloom', 'blackness', 'shadow', 'shadows', 'shade'];
export const IN_LIGHT_NOUNS = ['light', 'daylight', 'sunlight', 'sunshine', 'brightness'];
export const STATE_ADVERBS = ['still', 'already', 'yet', 'all', 'fully', 'completely', 'really', 'properly', 'quite', 'very', 'well', 'brightly'];
/** Negation inside the state ("was the lamp not on", "wasn't the lamp on"): passed over there, read as the question's negation (or not). */
export const STATE_NEGATORS = ['not', 'never'];
/** Participles of switching ("switched on", "turned off"): the act, a state only at a moment ("were the lights switched on at 22:30?"). */
export const SWITCH_VERBS = ['switch', 'turn', 'put', 'flick', 'flip', 'click', 'power'];
/**
 * Verbs a lamp changes by with a particle of light ("the security light switched on", "the
 * porch lamp went off", "the street lights came on"): after a lamp's noun phrase, the word is
 * that verb, whatever the tagger made of it (it reads "switch" after "light" as a noun).
 */
export const LAMP_CHANGE_VERBS = [...SWITCH_VERBS, 'come', 'go', 'cut', 'shut', 'kick', 'blink', 'snap', 'pop', 'flash', 'light'];
/** Participles of a state kept ("left on", "kept off"): the lamp's state, whenever asked. */
export const KEPT_VERBS = ['leave', 'keep'];
/** State words that are also the act ("when was the lamp lit?": when it was switched on). */
export const LAMP_ACT_WORDS = ['lit', 'illuminated'];
/** What "it" names in "was it dark": the scene, as a place noun ("was the yard dark") does. */
export const SCENE_PRONOUNS = ['it', 'everything', 'everywhere', 'outside'];
/** Adverbs of a switch (not a drift). */
export const SUDDEN_WORDS = ['suddenly', 'abruptly', 'instantly', 'all at once', 'at once', 'immediately', 'switch', 'switched', 'flick', 'flicked'];

/**
 * Colour words off the namer's scale (ingest's ten names, by hue and lightness), with the names
 * it gives such a colour: the nearest first, then those a shade of it also takes under the
 * light ("silver" is a light grey, and a bright one is named white; "navy" a dark blue, named
 * black in shadow). A thing asked for as one is matched by any of them, its nearest first, and
 * the answer says what it was seen as.
 */
export const OFF_SCALE_COLOURS: Record<string, string[]> = {
  gray: ['grey'], silver: ['grey', 'white'], silvery: ['grey', 'white'], charcoal: ['grey', 'black'], slate: ['grey', 'blue'],
  gold: ['yellow', 'orange'], golden: ['yellow', 'orange'], amber: ['orange', 'yellow'], bronze: ['brown', 'orange'], copper: ['orange', 'brown'],
  navy: ['blue', 'black'], teal: ['blue', 'green'], turquoise: ['blue', 'green'], cyan: ['blue', 'green'], aqua: ['blue', 'green'], indigo: ['blue', 'purple'],
  maroon: ['red', 'brown', 'black'], burgundy: ['red', 'purple', 'black'], crimson: ['red'], scarlet: ['red'], ruby: ['red'], pink: ['red', 'purple', 'white'],
  coral: ['orange', 'red'], salmon: ['orange', 'red'], rust: ['brown', 'orange', 'red'],
  beige: ['white', 'grey', 'brown'], cream: ['white', 'yellow'], ivory: ['white'], tan: ['brown', 'orange'], khaki: ['brown', 'yellow', 'green'], chocolate: ['brown'],
  violet: ['purple'], lilac: ['purple', 'white'], lavender: ['purple', 'white'], mauve: ['purple'], magenta: ['purple', 'red'],
  olive: ['green', 'yellow', 'brown'], lime: ['green', 'yellow'], emerald: ['green'],
};
/** Words that modify a colour ("dark red", "light grey"): never a light level or a noun then. */
/**
 * The colour names a lightness modifier reaches beside its own, on the scale the detectors name
 * by value alone (black, grey, white): a dark grey car is named black, a light grey one white.
 * A hue keeps its name when dark or light ("dark red" is red, and a black car is not it).
 */
export const LIGHTNESS_NEIGHBOURS: Record<string, Record<string, string[]>> = {
  dark: { grey: ['black'] }, deep: { grey: ['black'] },
  light: { grey: ['white'] }, pale: { grey: ['white'] },
};

export const COLOUR_MODIFIERS = ['dark', 'light', 'pale', 'bright', 'deep', 'dull', 'pastel', 'neon', 'metallic', 'dirty', 'faded', 'vivid', 'off'];

/** Direction words, read on the lowercased question. */
export const DIRECTION_PATTERNS: [RegExp, 'left-to-right' | 'right-to-left' | 'top-to-bottom' | 'bottom-to-top'][] = [
  [/\b(?:from )?(?:the )?left (?:to|towards?) (?:the )?right\b|\bleft-to-right\b|\brightwards?\b|\beastbound\b|\b(?:heading|going|moving|driving|walking|travel(?:l)?ing) (?:to the )?right\b(?! (?:to|towards?) )|\btowards? the right\b/, 'left-to-right'],
  [/\b(?:from )?(?:the )?right (?:to|towards?) (?:the )?left\b|\bright-to-left\b|\bleftwards?\b|\bwestbound\b|\b(?:heading|going|moving|driving|walking|travel(?:l)?ing) (?:to the )?left\b(?! (?:to|towards?) )|\btowards? the left\b/, 'right-to-left'],
  [/\b(?:from )?(?:the )?top (?:to|towards?) (?:the )?bottom\b|\btop-to-bottom\b|\bdownwards?\b/, 'top-to-bottom'],
  [/\b(?:from )?(?:the )?bottom (?:to|towards?) (?:the )?top\b|\bbottom-to-top\b|\bupwards?\b/, 'bottom-to-top'],
];
/** Words that ask how many were there at one moment, not how many came and went ("more than three people at once"). */
export const AT_ONCE = /\b(?:(?:all )?at once|at the same time|at (?:any )?one time|at a time|simultaneously|together|in one go)\b/;
/**
 * Words that ask about things in view together as a group ("did anyone come through as a pair?",
 * "were people walking side by side?", "did two people arrive together?"): asked yes or no, at
 * least as many as the group (GROUP_SIZES, else a number said, else two) at the same moment.
 */
export const GROUP_WORDS = /\b(?:as|in) (?:a )?(?:pairs?|couples?|duos?|groups?|twos|threes|fours|bunch|crowd|gang)\b|\bside by side\b|\b(?:with|alongside|next to) (?:each other|one another)\b|\b(?:arm in arm|hand in hand)\b|\btogether\b/;
export const GROUP_SIZES: Record<string, number> = { pair: 2, pairs: 2, couple: 2, couples: 2, duo: 2, duos: 2, twos: 2, threes: 3, fours: 4 };
/** Words that make a question approximate without changing what it asks ("roughly how many", "about what time"). */
export const APPROXIMATORS = ['roughly', 'about', 'approximately', 'approx', 'around', 'more or less', 'circa', 'give or take', 'estimate', 'ballpark', 'round about', 'just about', 'nearly', 'almost'];
/** Auxiliary verbs: never the main verb when another verb follows. */
/** The auxiliaries of do-support ("did the van leave?"): a bare verb after the subject is the question's. */
export const DO_AUXILIARIES = new Set(['do', 'does', 'did']);
export const AUXILIARIES = new Set(['do', 'does', 'did', 'was', 'were', 'is', 'are', 'am', 'be', 'been', 'has', 'have', 'had', 'can', 'could', 'will', 'would', 'should', 'may', 'might', 'must']);
/**
 * Words for a camera's whole view, not a place in it ("in the hall", "through the depot",
 * "on camera"): a noun phrase of these words alone (with a determiner) is read as a camera's
 * own name is, the scene. A modifier makes a place of it ("the loading area", "the street
 * lights" are not the view).
 */
export const VIEW_WORDS = ['hall', 'depot', 'yard', 'street', 'road', 'room', 'car park', 'parking lot', 'scene', 'area', 'camera', 'view', 'frame', 'shot', 'picture', 'footage', 'video', 'clip', 'recording', 'premises', 'site'];
/** Prepositions that put a thing in the view ("in the hall", "at the depot"): with no verb of an event, being there is presence. */
export const VIEW_PREPOSITIONS = ['in', 'at', 'on', 'inside', 'within', 'around', 'about', 'throughout'];
/**
 * Prepositions of time: what follows is a time ("after dark", "before dawn", "since the van
 * left"), never a place, and a word of light after one is no change of light asked about.
 */
export const TIME_PREPOSITIONS = ['after', 'before', 'since', 'until', 'till', 'til', 'following'];
/** Prepositions that, opening a place phrase, say where rather than finish a phrasal verb ("move in the corner", not "move in"). */
export const LOCATIVE_PREPOSITIONS = ['in', 'on', 'at'];
/** The part of the frame a word of a place phrase names ("the top left", "the lower right corner", "the middle"). */
export const FRAME_PLACES: Record<string, { x?: 'left' | 'centre' | 'right'; y?: 'top' | 'middle' | 'bottom' }> = {
  left: { x: 'left' }, right: { x: 'right' }, top: { y: 'top' }, upper: { y: 'top' }, bottom: { y: 'bottom' }, lower: { y: 'bottom' },
  middle: { x: 'centre', y: 'middle' }, centre: { x: 'centre', y: 'middle' }, center: { x: 'centre', y: 'middle' },
  // by depth (place-phrase.ts depthPlaces): near the camera is the bottom of the view, far off its top
  camera: { y: 'bottom' }, lens: { y: 'bottom' }, back: { y: 'top' }, background: { y: 'top' }, distance: { y: 'top' },
};
/** "left or right", "which way", "what direction": the question asks the direction, it does not filter by one. */
export const ASKS_DIRECTION = /\b(?:which|what) (?:way|direction|side)s?\b|\b(?:both|either|opposite) (?:ways|directions)\b|\bin which direction\b|\b(?:left|right|up|down) or (?:left|right|up|down)\b|\bwhere (?:did|was|were|does) .* (?:go|going|head|heading|headed)\b|\bwhere (?:did|had|does|do) .* (?:come|came|arrived?|appeared?|turn(?:ed)? up|show(?:ed)? up|walk(?:ed)? in|drive in|driven in) from\b/;

export const BACK_VERBS = ['come', 'drive', 'walk', 'ride', 'cycle', 'get', 'be', 'pull', 'run', 'fly', 'roll', 'wander', 'pop', 'turn'];
/** Nouns of a coming back ("its return trip", "on the way back"): a coming again, whatever verb they go with. */
export const RETURN_NOUNS = ['return trip', 'return journey', 'return leg', 'way back', 'trip back', 'journey back'];
export const AGAIN_WORDS = ['again', 'once more', 'a second time', 'the second time', 'another time', 'twice', 'a second visit', 'second visit', 'second pass', ...RETURN_NOUNS];

/** Which occurrence: read as the adjective/adverb, never inside a time phrase ("last night"). */
export const FIRST_WORDS = ['first', 'earliest', 'initially', 'originally', 'next'];
/** Ordinals of things in order ("the second car", "the third of them"); a second time, visit or pass of one thing is its coming again (AGAIN_WORDS). */
export const ORDINALS: Record<string, number> = { second: 2, '2nd': 2, third: 3, '3rd': 3, fourth: 4, '4th': 4, fifth: 5, '5th': 5 };
export const LAST_WORDS = ['last', 'latest', 'final', 'finally', 'lastly', 'most recent', 'most recently', 'previous'];
/** Said of a leaving, these end a wait: "when did the lorry finally move off?" asks of one that had stood there first. */
export const AFTER_A_WAIT = ['finally', 'eventually', 'at last', 'at long last', 'in the end'];
/** Arrivals that stop where they come (verb and particle): "when did the van pull up?" asks of one that then stood. */
export const STOPPING_ARRIVALS: [verb: string, particle: string][] = [['pull', 'up'], ['pull', 'in'], ['draw', 'up'], ['come', 'home'], ['get', 'home']];

/** Prepositions after which a bare singular noun is a place ("in reception", "at school"), not a thing there. */
export const BARE_PLACE_PREPOSITIONS = ['in', 'at', 'inside', 'through', 'across', 'into', 'past', 'round', 'around'];

/** Nouns and pronouns that ask about anyone / anything at all. */
export const GENERIC_PERSON = ['anyone', 'anybody', 'someone', 'somebody', 'everyone', 'everybody', 'nobody', 'no one', 'noone', 'no-one', 'who', 'people', 'person', 'persons', 'human', 'humans'];
export const GENERIC_THING = ['anything', 'something', 'nothing', 'everything', 'thing', 'things', 'object', 'objects', 'one', 'it', 'what'];
/** Nouns that, in a question or under a negation, stand for anyone at all ("not a soul", "was there a soul about?"). */
export const ANYONE_IDIOMS = ['soul', 'souls'];
/**
 * Words that, right after a "not" said in full (or its "a"), make it bind to the noun phrase
 * it opens: "was there not anyone", "not one car", "not any van" are "no one", "no car",
 * however the question opens ("wasn't there anyone?" expects a yes).
 */
export const NOT_BINDERS = ['anyone', 'anybody', 'anything', 'any', 'one'];
/**
 * Minimizers: words that are said only under a negation, which they always take ("not a soul",
 * "wasn't there a single person?", "not a living soul"): the question asks about no one.
 */
export const MINIMIZERS = ['soul', 'souls', 'single', 'living'];
export const NEGATORS = ['not', "n't", 'never', 'no', 'nobody', 'nothing', 'none', 'no one', 'noone', 'no-one', 'neither', 'nor'];

/** Superlatives of activity: "the busiest hour", "when was it quietest", "which hour had the most traffic". */
export const BUSIEST_WORDS: [RegExp, 'most' | 'least'][] = [
  [/\b(?:busiest|most (?:busy|active|traffic|activity|movement|visitors|people|cars|vehicles)|peak (?:hour|time)|highest traffic)\b/, 'most'],
  [/\b(?:quietest|calmest|least (?:busy|active|traffic|activity|movement))\b/, 'least'],
];

/** Words that order two things in time: "which came first, A or B", "did A come before B". */
export const ORDER_WORDS: Record<string, 'earlier' | 'later'> = {
  first: 'earlier', earlier: 'earlier', sooner: 'earlier', before: 'earlier', last: 'later', later: 'later', after: 'later',
};

/**
 * Prepositions of nearness: after a verb (of motion, of standing, or "be") and before another
 * thing that moves, they tie the subject to it ("did anybody go near the red car", "was anyone
 * next to the van", "did a man walk up to the bus"): a relation, as a relative clause makes one.
 * Longest first.
 */
export const NEAR_PREPOSITIONS = ['right up to', 'up to', 'over to', 'next to', 'close to', 'in front of', 'near to', 'near', 'nearby', 'beside', 'besides', 'alongside',
  'by', 'past', 'towards', 'toward', 'around', 'round', 'behind', 'into', 'to', 'at'];
/**
 * Prepositions that put a thing at a light ("parked under the light", "stood beneath the lamp",
 * "in the lit area", "by the floodlight"); one word each, after the prepositions of nearness
 * ("next to": its "to"). The tagger makes adjectives of some ("under", "beneath", "near")
 * after a participle it also reads as one ("was parked under"); a light's noun after them
 * says they are prepositions. Not "on" ("turn on the lights" is the lamp switched).
 */
export const LIGHT_PLACE_PREPOSITIONS = ['under', 'underneath', 'beneath', 'below', 'by', 'beside', 'near', 'to', 'in', 'inside', 'within', 'at', 'alongside'];
/** Words that say a place is lit ("the lit area", "the floodlit bay", "in the lamplight"): a light's place, as a lamp's noun is. */
export const LIT_WORDS = ['lit', 'lighted', 'illuminated', 'floodlit', 'lamplit', 'lamplight', 'floodlighting', 'spotlit'];
/** Verbs whose object is what the subject came beside ("did anyone approach the red car?"). */
export const NEAR_VERBS = ['approach', 'reach', 'meet', 'join', 'pass', 'follow', 'visit', 'touch', 'circle', 'overtake'];

/** Verbs of clothes: "what was the man wearing?" asks the colour perception names a person by. */
export const WEAR_VERBS = ['wear', 'dress', 'sport', 'don'];

/** Words that ask for the colour of the subject. */
export const ASKS_COLOUR = /\b(?:what|which) colou?rs?\b|\bthe colou?rs? of\b|\bwhat was its colou?r\b/;

/** Words that ask for a summary of a period. */
export const SUMMARY_PATTERN = /\bwhat (?:happened|went on|was going on|occurred|did (?:i|we) miss|was (?:seen|there))\b|\bsummar(?:y|ise|ize)\b|\banything (?:unusual|interesting|notable|suspicious)\b|\b(?:overview|report|recap)\b/;

/** A number the question compares a count with ("more than three cars"): the words just before it. */
export const COMPARE_WORDS: [RegExp, '>' | '>=' | '<' | '<=' | '='][] = [
  [/\b(?:more than|over|above|greater than|in excess of)\s*$/, '>'],
  [/\b(?:at least|no fewer than|no less than|a minimum of)\s*$/, '>='],
  [/\b(?:fewer than|less than|under|below)\s*$/, '<'],
  [/\b(?:at most|no more than|up to|a maximum of)\s*$/, '<='],
  [/\b(?:exactly|precisely|just)\s*$/, '='],
];

/** Verbs of text ("what did the sign say", "what was written"). */
/** Imperatives that ask for a list of what matches ("list the vans seen today", "show me all the cars this morning"). */
export const LIST_VERBS = ['list', 'enumerate', 'itemize', 'itemise', 'name', 'show', 'give', 'find', 'tabulate'];

export const TEXT_VERBS = ['say', 'read', 'write', 'print', 'spell', 'announce', 'advertise', 'state', 'display', 'show'];

export type AnswerKind = 'appear' | 'leave' | 'text' | 'dark' | 'light' | 'moved' | 'count' | 'summary' | 'find' | 'presence' | 'duration' | 'direction' | 'list' | 'colour' | 'busiest' | 'order';
export type QuestionForm = 'yes-no' | 'when' | 'how-many' | 'how-long' | 'which-way' | 'what' | 'who' | 'command' | 'other';

/** The slots a question was read into (read-question.ts fills them). */
export interface ReadingSlots {
  form: QuestionForm;
  /** The main event, from the verb (or an event noun). */
  event?: EventKind;
  /**
   * The light changed: to dark or light, from a lamp (switch) or the sun (drift), suddenly or
   * not. With `state`, the light as it was instead ("was the lamp on": light from a lamp;
   * "was it dark": the scene dark), at the moment or over the range asked about; asked when or
   * how long, the periods a lamp was so ("when was the floodlight on?").
   */
  light?: { to: 'dark' | 'light' | 'either'; source?: 'lamp' | 'sun'; sudden?: boolean; state?: boolean };
  /** The question asks about absence ("was it empty", "did nobody come"). */
  negated: boolean;
  /** What the subject is: a class from WordNet, or generic ("anyone", "anything"). */
  subjectClass?: NounClass;
  genericSubject: boolean;
  asksDirection: boolean;
  /** Text quoted or shouted in the question, or a verb of text. */
  hasText: boolean;
  textVerb: boolean;
  /** It asks a price ("how much was unleaded?", "what was diesel going for?"): read off a sign. */
  asksPrice: boolean;
  summary: boolean;
  counts: boolean;
  /** It asks about coming again ("did the van come back?"). */
  again: boolean;
  /** Coming again the other way ("walk back the other way"): a return going opposite to the first. */
  otherWay?: boolean;
  /** Things that passed each other ("the two who crossed paths"): two going opposite ways whose ways crossed while both were in view. */
  crossing?: boolean;
  /** The household's own ("the family car", "my car", "our van"): the one that lives there, which stands there longest. */
  resident?: boolean;
  /** Two things put in order of time ("which came first, the red car or the yellow truck?", "did the van leave before the truck?"). */
  pair?: { a: string; b: string; order: 'earlier' | 'later'; aEvent?: 'appear' | 'leave'; bEvent?: 'appear' | 'leave' };
  /** A time given by another event: "after the yellow truck left" (anchor-phrase.ts). */
  anchor?: AnchorReading;
  /** It asks when there was the most (or least) going on. */
  busiest?: 'most' | 'least';
  /** It asks what colour something was ("what colour was the truck?"). */
  asksColour: boolean;
  /** "What" or "who" is the subject itself ("what went past the camera?", "who came in?"), not "what colour was the car". */
  whSubject: boolean;
  /** A command for a list of several ("list the vans seen today", "show me every car this morning"). */
  listing?: boolean;
  which?: 'first' | 'last';
  /** Which one in order of coming, of several things ("the second of the two white cars"). */
  ordinal?: number;
  /** The event asked is of a thing that stood: a leaving that ends a wait ("when did the lorry finally move off?"), an arrival that stops ("pull up"). */
  stood?: boolean;
  /** Asks whether a thing is still there ("is the van still parked outside?"): one seen before may have gone. */
  still?: boolean;
  /** How a stay compares: with a length ("for more than five minutes") or another's ("longer than the black car"). */
  stay?: { op: '>' | '>=' | '<' | '<='; seconds?: number; than?: string };
  /** It asks about things there at the same moment ("at once", "together"), not over the range one after another. */
  atOnce?: boolean;
  /** It asks whether things came as a group ("as a pair", "side by side", "together"), yes or no. */
  group?: boolean;
  /** "more than three cars": the count the question compares with. */
  compare?: { op: '>' | '>=' | '<' | '<=' | '='; n: number };
}

export interface KindRule { kind: AnswerKind; priority: number; when: (r: ReadingSlots) => boolean; why: string }

/** Which answer a reading asks for: the highest-priority rule that holds. */
export const KIND_RULES: KindRule[] = [
  { kind: 'count', priority: 100, when: (r) => r.form === 'how-many' || r.counts || (r.form === 'yes-no' && !!r.compare), why: 'how many / count / more than N' },
  { kind: 'duration', priority: 99, when: (r) => !!r.stay, why: 'a stay compared with a length or another stay' },
  { kind: 'order', priority: 96, when: (r) => !!r.pair, why: 'which of two came first / last' },
  { kind: 'busiest', priority: 95, when: (r) => !!r.busiest && r.form !== 'how-many', why: 'the busiest / quietest time' },
  { kind: 'light', priority: 91, when: (r) => r.form === 'how-long' && !!r.light?.state && r.light.to === 'light', why: 'how long a lamp was on' },
  { kind: 'dark', priority: 91, when: (r) => r.form === 'how-long' && !!r.light?.state && r.light.to === 'dark', why: 'how long a lamp was off' },
  { kind: 'duration', priority: 90, when: (r) => r.form === 'how-long', why: 'how long' },
  { kind: 'colour', priority: 85, when: (r) => r.asksColour, why: 'what colour' },
  { kind: 'direction', priority: 80, when: (r) => r.asksDirection, why: 'which way' },
  { kind: 'text', priority: 70, when: (r) => r.subjectClass === 'text' || r.hasText || r.textVerb, why: 'text, a sign or a verb of text' },
  { kind: 'text', priority: 101, when: (r) => r.asksPrice, why: 'a price, read off a sign' },
  { kind: 'dark', priority: 60, when: (r) => r.light?.to === 'dark', why: 'light going dark / off' },
  { kind: 'light', priority: 60, when: (r) => r.light?.to === 'light', why: 'light coming on / up' },
  { kind: 'light', priority: 60, when: (r) => r.light?.to === 'either', why: 'the light changing, either way' },
  { kind: 'summary', priority: 72, when: (r) => r.summary, why: 'what happened' },
  { kind: 'moved', priority: 45, when: (r) => r.form === 'yes-no' && r.event === 'move', why: 'did anything move' },
  { kind: 'presence', priority: 44, when: (r) => r.form === 'yes-no' && (r.event === undefined || r.event === 'present' || r.event === 'stay'), why: 'was anyone / anything there' },
  { kind: 'presence', priority: 41, when: (r) => (r.form === 'what' || r.form === 'who') && !r.which && (r.event === 'present' || r.event === 'stay'), why: 'who / what was there' },
  { kind: 'list', priority: 42, when: (r) => r.whSubject && !r.which && (r.event === 'appear' || r.event === 'leave' || r.event === 'pass' || r.event === 'move'), why: 'what / who came, went or passed' },
  { kind: 'list', priority: 42, when: (r) => !!r.listing && !r.which && (r.event === undefined || r.event === 'appear' || r.event === 'leave' || r.event === 'pass' || r.event === 'move'), why: 'list / show me all of them' },
  { kind: 'leave', priority: 40, when: (r) => r.event === 'leave', why: 'a verb of leaving' },
  { kind: 'appear', priority: 38, when: (r) => !!r.which && r.form !== 'yes-no' && !r.event, why: 'the first / last one' },
  { kind: 'appear', priority: 39, when: (r) => r.event === 'appear' || r.event === 'pass' || r.event === 'seen' || r.event === 'move' || r.event === 'stay' || r.event === 'present', why: 'a verb of arriving, passing, being seen' },
  { kind: 'find', priority: 0, when: () => true, why: 'anything else: search' },
];

/** Words a question may open with before what it asks ("so,", "tell me"). */
/**
 * Idioms of seeing, said as the verb they mean ("when did we last clap eyes on the cleaner?":
 * last see), each tense to its own: the rest of the reader then reads the plain verb.
 */
export const SEEING_IDIOMS: [RegExp, string][] = [
  [/\b(?:clap|lay|set|put)\s+eyes\s+on\b/gi, 'see'], [/\b(?:clapped|laid|set|put)\s+eyes\s+on\b/gi, 'saw'],
  [/\bcatch\s+(?:a\s+)?(?:sight|glimpse)\s+of\b/gi, 'see'], [/\bcaught\s+(?:a\s+)?(?:sight|glimpse)\s+of\b/gi, 'saw'],
  [/\bhave\s+eyes\s+on\b/gi, 'see'], [/\bhad\s+eyes\s+on\b/gi, 'saw'],
];
export const OPENERS = /^(?:(?:so|ok|okay|right|please|hey|and|quick question|(?:can|could|would) you (?:please )?(?:tell me|check|see|find out|work out|confirm|let me know|look and see)|kindly (?:tell me|check|confirm|let me know)|(?:i was |just )?wondering|tell me|let me know|do you know|any idea|i(?: need| want| would like|'d like) to know|quick one|i(?:'m| am) trying to (?:find out|work out)|i wonder|check|find out|work out)[,:\s]+)+/;
/**
 * A tag that asks whether the statement before it holds ("nobody came after 4, right?", "the van
 * left at 5, didn't it?"): a yes-or-no question of that statement. Not an "or" ("..., or not?").
 */
/** Words that make a thing the household's own: "the family car", "my car", "our van". */
export const RESIDENT = /\b(?:my|our|the family|the household'?s?|the home|the residents?'?s?|the owners?'?s?)\s+(?:own\s+)?(?:[a-z]+\s+)?(?:car|van|motor|vehicle|truck|pickup|suv|jeep|estate|hatchback|saloon)s?\b/i;

/** Passing each other: "passed each other", "crossed paths", "met one another". */
export const CROSSING = /\b(?:pass(?:ed|ing)?|cross(?:ed|ing)?|walk(?:ed|ing)? past|went past|go(?:ing)? past|me(?:e)?t(?:ing)?)\s+(?:each other|one another)\b|\bcross(?:ed|ing)? paths\b/i;
/** The same in a relative clause, cut out of the question ("the two who passed each other"). */
export const CROSSING_CLAUSE = new RegExp(`\\s*\\b(?:who|that|which)\\s+(?:had\\s+)?(?:${CROSSING.source})`, 'i');

export const CONFIRM_TAG = /,\s*(?:right|correct|yeah|yes|true|eh|am i right|is that (?:right|correct|so|true|fair)|would (?:that|you say that) be (?:right|correct|fair|true)|(?:would you say|fair to say)(?: so)?|do you (?:reckon|think)(?: so)?|d'you (?:reckon|think)|you reckon|do you agree|(?:did|didn'?t|was|wasn'?t|were|weren'?t|is|isn'?t|has|hasn'?t|had|hadn'?t|does|doesn'?t|do|don'?t) (?:it|they|he|she|there|anyone|anybody|we|you|i))\s*[?!.]*\s*$/i;

/** A question that asks over which stretch of time, not at which moment: "during which hours", "between what times", "from when to when". */
export const ASKS_SPAN = /^(?:(?:during|in|at|between|over|for|from) (?:which|what) (?:hours?|times?|periods?|parts? of the (?:day|night))|(?:what|which) (?:times|hours|periods)|from when (?:to|till|until|til) when)\b/;
