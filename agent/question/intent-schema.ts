// The shape of what a question asks (see intent.ts for how a question is read into it). A zod
// schema because it crosses a tool boundary: the offline planner hands it to the rewind tool
// as a structured `look` instead of an English sentence the tool would have to read again.
import { z } from 'zod';
import { DirectionSchema } from '../../core/direction.ts';

export const IntentKindSchema = z.enum(['appear', 'leave', 'text', 'dark', 'light', 'moved', 'count', 'summary', 'find', 'presence', 'duration', 'direction', 'list', 'colour', 'busiest', 'order']);
export type IntentKind = z.infer<typeof IntentKindSchema>;

export const ObjectClassSchema = z.enum(['vehicle', 'person', 'animal']);
export type ObjectClass = z.infer<typeof ObjectClassSchema>;

/** A time given by another event (see `anchor` below). */
const AnchorSchema = z.strictObject({ side: z.enum(['after', 'before', 'during', 'at']), phrase: z.string(), edge: z.enum(['start', 'end']), light: z.enum(['dark', 'light', 'on', 'off']).optional(), turning: z.boolean().optional().describe('The light as it was changing ("while it was getting dark"): the dusk or dawn itself'), nearMinutes: z.number().positive().optional(), offset: z.boolean().optional().describe('nearMinutes said as a length alone ("an hour before the lamp came on"): the moment that far from it'), verb: z.string().optional(), stopped: z.boolean().optional().describe('It came to stay ("when the car came home", "after the van pulled in"): its arrival that stood'), again: z.boolean().optional().describe('Its coming back ("before the dog walker came back"): its later coming, not its first'), home: z.boolean().optional().describe('It came home ("when the car came home"): the household\'s own'), cls: z.enum(['person', 'vehicle', 'animal', 'thing', 'place', 'text', 'light', 'time']).optional().describe('The class of its thing read with the whole question ("the coach" by "the stop": vehicle)') });

export const IntentSchema = z.strictObject({
  kind: IntentKindSchema,
  edge: z.enum(['start', 'end']).optional().describe('For text: shown (start) or taken away (end); for appear/leave the obvious one'),
  which: z.enum(['first', 'last']).optional().describe('When the question says which occurrence'),
  ordinal: z.number().int().min(2).max(10).optional().describe('Which one in order of coming, of several things ("the second of the two white cars", "the third van"): with which "first"'),
  stood: z.boolean().optional().describe('The event asked is of a thing that stood: a leaving that ends a wait ("when did the lorry finally move off?") or takes what was put down ("when was the bag picked up?"), an arrival that stops ("when did the van pull up?")'),
  still: z.boolean().optional().describe('Asked of presence, whether a thing is still there ("is the van still parked outside?"): when it is not, when the last one seen went is the answer'),
  colours: z.array(z.string()).describe('Colour words asked for'),
  colourPhrases: z.array(z.string()).optional().describe('Colours as asked, with their modifiers ("dark red")'),
  size: z.enum(['large', 'small']).optional().describe('An adjective of size said of the subject ("the big lorry", "the little dog"): the largest or smallest of those that could be it'),
  colourNear: z.array(z.string()).optional().describe('Colour names the modifiers also reach, as a detector names colours ("dark grey": black)'),
  labels: z.array(z.string()).describe('Object words as asked ("van", "person")'),
  many: z.boolean().optional().describe('The subject is plural or anyone at all ("the people", "cars"), not one thing'),
  definite: z.boolean().optional().describe('The subject is a plural the question points at ("the kids", "those two lads"): some that were seen together, not every one'),
  objectClass: ObjectClassSchema.optional().describe('The class the object words belong to'),
  otherClasses: z.array(ObjectClassSchema).optional().describe('Other classes the subject noun can name ("coach": a person, or a bus), for when the footage has none of the first'),
  subjectClass: z.enum(['person', 'vehicle', 'animal', 'light', 'text', 'place', 'time', 'thing']).optional().describe('What the subject is a kind of (WordNet), also when it is not a thing that moves'),
  direction: DirectionSchema.exclude(['none']).optional(),
  place: z.strictObject({
    words: z.string(), x: z.enum(['left', 'centre', 'right']).optional(), y: z.enum(['top', 'middle', 'bottom']).optional(),
    landmark: z.enum(['light']).optional().describe('The place is given by a light ("under the lamp", "in the lit area"): where it lit, found on the footage'),
    box: z.strictObject({ x: z.number(), y: z.number(), w: z.number(), h: z.number() }).optional()
      .describe('The part of the frame the landmark covers once found (fractions of the frame): the lamp\'s lit area'),
  }).optional()
    .describe('Where the question places its subject ("at the top left": x left, y top; "at the gate": words only; "under the lamp": landmark light)'),
  text: z.string().optional().describe('Text the question quotes or shouts ("DELIVERY 42")'),
  event: z.enum(['appear', 'leave', 'pass', 'stay', 'present', 'move', 'change', 'seen']).optional().describe('The event the verb names'),
  verb: z.string().optional().describe('The lemma of the verb that names the event ("park", "stand", "leave")'),
  form: z.enum(['yes-no', 'when', 'how-many', 'how-long', 'which-way', 'what', 'who', 'command', 'other']).optional().describe('How the question is asked: a yes/no question is answered yes or no'),
  compare: z.strictObject({ op: z.enum(['>', '>=', '<', '<=', '=']), n: z.number() }).optional().describe('A count the question compares with ("more than three cars")'),
  stay: z.strictObject({ op: z.enum(['>', '>=', '<', '<=']), seconds: z.number().optional(), than: z.string().optional() }).optional()
    .describe('How a stay compares: with a length in seconds ("for more than five minutes": >, 300) or with another thing\'s stay ("longer than the black car": >, than)'),
  pair: z.strictObject({ a: z.string(), b: z.string(), order: z.enum(['earlier', 'later']), aEvent: z.enum(['appear', 'leave']).optional(), bEvent: z.enum(['appear', 'leave']).optional() }).optional()
    .describe('Two things put in order of time: the words for each, and whether the question asks which was earlier or later'),
  anchor: AnchorSchema.optional()
    .describe('A time given by another event ("after the yellow truck left": after, the yellow truck, end; "while the van was parked": during, the van): the question is about the time after or before it, or while it was there; with light, the event is a change of light ("after dark": after, dark)'),
  until: AnchorSchema.omit({ side: true }).optional().describe('The end of a stretch between two events ("between the coach passing and the scooter appearing"): the anchor is its start, this its end'),
  relation: z.strictObject({
    words: z.string(), phrase: z.string(), verb: z.string(), prep: z.string().optional(),
    edge: z.enum(['start', 'end']).optional().describe('The subject left the thing there (start: "who left the bag behind?") or took it (end: "who picked up the bag?"): who was at it when it came to stand, or when it went'),
    via: z.enum(['board', 'alight', 'ride']).optional().describe('The subject got on or into the vehicle (board: gone from view at it) or off or out of it (alight: come into view at it), or either as the one who drives or rides in it (ride: "the van driver")'),
  }).optional()
    .describe('A relative clause tying the subject to another thing ("the person who walked to the red car": words "who walked to the red car", phrase "the red car", verb walk, prep to): the subject is what came to that thing while it was in view'),
  atOnce: z.boolean().optional().describe('It asks about things there at the same moment ("more than three people at once", "how many were there together"), not those that came and went over the range'),
  group: z.boolean().optional().describe('It asks whether things came as a group ("as a pair", "side by side", "together"): in view together or one close behind another, at least compare.n of them'),
  busiest: z.enum(['most', 'least']).optional().describe('It asks when there was the most (or least) going on ("the busiest hour")'),
  again: z.boolean().optional().describe('It asks about coming again: an appearance after the first ("did the van come back?", "when did the coach return?")'),
  otherWay: z.boolean().optional().describe('Its coming again was the other way ("did the guard walk back the other way?"): a return going opposite to the first'),
  resident: z.boolean().optional().describe('The household\'s own ("the family car", "my car"): the one that lives there, which stands there longest'),
  crossing: z.boolean().optional().describe('Things that passed each other ("the two who crossed paths"): two going opposite ways whose ways crossed while both were in view'),
  total: z.boolean().optional().describe('A length asked of several stays added up ("taken together, for how long were notices displayed?", "the combined time across both trips")'),
  gap: z.boolean().optional().describe('It asks the length of time from the anchor to the event asked ("how long after DELIVERY 42 went up did the red car appear?"), not the event\'s time'),
  negated: z.boolean().optional().describe('The question asks about absence ("was the yard empty?", "did nobody come?")'),
  light: z.strictObject({ to: z.enum(['dark', 'light', 'either']), source: z.enum(['lamp', 'sun']).optional(), sudden: z.boolean().optional(), state: z.boolean().optional() }).optional()
    .describe('A change of light: to dark or light, a lamp switched or the sun, suddenly or not; with state, the light as it was ("was the lamp on": light, lamp; "was it dark": dark), not a change; either: a change asked without its way ("did the lighting change?"); a state asked when or how long asks the periods it was so ("when was the lamp on?")'),
  query: z.string().describe('Words to search the index with'),
});
export type Intent = z.infer<typeof IntentSchema>;
