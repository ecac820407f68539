// Times given by another thing's stay ("while the van was parked") and by a change of light
// ("after dark", "since the lights came on"), read off the question beside the rest of it;
// wordings none of the held-out sets ask. The anchors given by a thing's coming or going are
// in read-question.test.ts.
import { describe, it, expect } from 'vitest';
import { parseIntent } from './intent.ts';

type Row = [question: string, kind: string, slots: Record<string, unknown>];

const DURING: Row[] = [
  ['Did anyone walk by while the grey lorry was unloading?', 'appear', { anchor: { side: 'during', phrase: 'the grey lorry', edge: 'start' }, subjectClass: 'person' }],
  ['Was a person at the gate whilst the taxi waited?', 'presence', { anchor: { side: 'during', phrase: 'the taxi', edge: 'start' }, subjectClass: 'person' }],
  ['How many cars passed while the ambulance was in the yard?', 'count', { anchor: { side: 'during', phrase: 'the ambulance', edge: 'start' }, subjectClass: 'vehicle' }],
  ['Did any dog come by during the tractor\'s visit?', 'appear', { subjectClass: 'animal' }],
];

const LIGHT: Row[] = [
  ['Did any car drive in after dark?', 'appear', { anchor: { side: 'after', phrase: 'dark', edge: 'start', light: 'dark' }, subjectClass: 'vehicle' }],
  ['Was anybody about before sunrise?', 'presence', { anchor: { side: 'before', phrase: 'sunrise', edge: 'start', light: 'light' }, subjectClass: 'person' }],
  ['How many people came after nightfall?', 'count', { anchor: { side: 'after', light: 'dark' }, subjectClass: 'person' }],
  // "once" opening a clause is "after" it
  ['How many cars came through once it was dark?', 'count', { anchor: { side: 'after', light: 'dark' }, subjectClass: 'vehicle' }],
  // a time closing the clause is the question's own
  ['Who came through last before the lights came on this morning?', 'appear', { anchor: { side: 'before', light: 'on' }, which: 'last' }],
  ['Did anyone leave once the van had gone?', 'leave', { anchor: { side: 'after', phrase: 'the van', edge: 'end' } }],
  ['Did the van arrive before it got light?', 'appear', { anchor: { side: 'before', light: 'light' }, subjectClass: 'vehicle' }],
  ['Did anyone come before the streetlights went off?', 'appear', { anchor: { side: 'before', light: 'off' } }],
  ['Did anything move since the floodlights came on?', 'moved', { anchor: { side: 'after', light: 'on' } }],
  ['Was anyone in the yard after the lamp went off?', 'presence', { anchor: { side: 'after', light: 'off' }, subjectClass: 'person' }],
  // Any lamp WordNet knows, switched on or off by any of the reader's words: a lamp over part of the view is a lamp.
  ['Did anything move before the lamp came on?', 'moved', { anchor: { side: 'before', light: 'on' } }],
  ['Did anyone walk past before the porch lamp lit up?', 'appear', { anchor: { side: 'before', light: 'on' }, subjectClass: 'person' }],
  ['Was anybody there after the lantern was lit?', 'presence', { anchor: { side: 'after', light: 'on' } }],
  ['How many cars came after the street lamp went out?', 'count', { anchor: { side: 'after', light: 'off' }, subjectClass: 'vehicle' }],
  ['Did anyone leave before the spotlight was switched off?', 'leave', { anchor: { side: 'before', light: 'off' } }],
  // a colour "dark" on a thing is the thing, not the light
  ['Did anyone arrive after the dark blue car left?', 'appear', { anchor: { side: 'after', phrase: 'the dark blue car', edge: 'end' } }],
  // a clock is a time, not an anchor
  ['Did anything move after 22:00?', 'moved', { anchor: undefined }],
];

/** A text shown (a sign, a notice, words in quotes or capitals) gives a time as a thing's stay or edge does. */
const TEXT: Row[] = [
  ['Did anyone walk by while the tow zone sign was up?', 'appear', { anchor: { side: 'during', phrase: 'the tow zone sign' }, subjectClass: 'person', text: undefined }],
  ['Did any vehicle come by while the DELIVERY 42 sign was up?', 'appear', { anchor: { side: 'during', phrase: 'the "DELIVERY 42" sign' }, subjectClass: 'vehicle', text: undefined }],
  ['How many people passed during the WET FLOOR warning?', 'count', { anchor: { side: 'during', phrase: 'the "WET FLOOR" warning' }, subjectClass: 'person' }],
  ['Was anybody about whilst the wet floor notice was showing?', 'presence', { anchor: { side: 'during', phrase: 'the wet floor notice' }, subjectClass: 'person' }],
  ['Did a lorry pull in while "GATE 7 CLOSED" was displayed?', 'appear', { anchor: { side: 'during', phrase: '"GATE 7 CLOSED"' }, subjectClass: 'vehicle' }],
  ['Was anyone there while the sign said "TOW ZONE"?', 'presence', { anchor: { side: 'during', phrase: 'the sign "TOW ZONE"' }, subjectClass: 'person' }],
  ['Did anyone come in after the tow zone sign was taken down?', 'appear', { anchor: { side: 'after', phrase: 'the tow zone sign', edge: 'end' }, subjectClass: 'person' }],
  ['Did a car come before the notice went up?', 'appear', { anchor: { side: 'before', phrase: 'the notice', edge: 'start' }, subjectClass: 'vehicle' }],
  // after a text went up or was put up: after it was first shown, not after it went
  ['Who walked in after the WET FLOOR sign went up?', 'list', { anchor: { side: 'after', phrase: 'the "WET FLOOR" sign', edge: 'start' } }],
  ['Did a van come after the notice was put up?', 'appear', { anchor: { side: 'after', phrase: 'the notice', edge: 'start' }, subjectClass: 'vehicle' }],
  ['Did a van come after the notice came down?', 'appear', { anchor: { side: 'after', phrase: 'the notice', edge: 'end' }, subjectClass: 'vehicle' }],
  // the text is the subject, the time given by a thing: no text anchor
  ['What did the sign say after the van left?', 'text', { anchor: { side: 'after', phrase: 'the van', edge: 'end' } }],
  ['Was the sign up after 9 pm?', 'text', { anchor: undefined }],
];

/** The other thing's own verb after an auxiliary ("had left", "was gone", "has driven off"): the auxiliary is no part of its name. */
const ORDER_AUX: Row[] = [
  ['Did the black car come through after the white van had left?', 'order', { pair: { a: 'the black car', b: 'the white van', order: 'later', bEvent: 'leave' } }],
  ['Did the taxi turn up before the green lorry had gone?', 'order', { pair: { a: 'the taxi', b: 'the green lorry', order: 'earlier', bEvent: 'leave' } }],
  ['Did the courier arrive after the man in grey has driven off?', 'order', { pair: { a: 'the courier', b: 'the man in grey', order: 'later', bEvent: 'leave' } }],
  ['Did the fox show up before the cyclist had arrived?', 'order', { pair: { a: 'the fox', b: 'the cyclist', order: 'earlier', bEvent: 'appear' } }],
];

/** A "when" clause opening the question before a comma and a question of its own; a state in it is its whole stay; "it" in the rest is its thing. */
const WHEN_FIRST: Row[] = [
  ['When the red car drove off, did anyone walk by?', 'appear', { anchor: { side: 'at', phrase: 'the red car', edge: 'end' }, subjectClass: 'person' }],
  ['When the taxi pulled in, were the lights on?', 'light', { anchor: { side: 'at', phrase: 'the taxi', edge: 'start' } }],
  ['When the lorry was parked, how many people walked past?', 'count', { anchor: { side: 'during', phrase: 'the lorry' }, subjectClass: 'person' }],
  ['Did anyone come out when the van was waiting?', 'appear', { anchor: { side: 'during', phrase: 'the van' }, subjectClass: 'person' }],
  ['When the white van left, which way did it go?', 'direction', { anchor: undefined, labels: ['van'], colours: ['white'] }],
  ['When the woman in red arrived, where did she come from?', 'direction', { anchor: undefined, colours: ['red'], subjectClass: 'person' }],
  // the question's own "when", with an afterthought after the comma
  ['When did the silver van go, roughly?', 'leave', { anchor: undefined, labels: ['van'] }],
];

function check([q, kind, slots]: Row): void {
  const intent = parseIntent(q) as unknown as Record<string, unknown>;
  expect(intent.kind, q).toBe(kind);
  for (const [k, v] of Object.entries(slots)) {
    if (v && typeof v === 'object' && !Array.isArray(v)) expect(intent[k], `${q}: ${k}`).toMatchObject(v);
    else expect(intent[k], `${q}: ${k}`).toEqual(v);
  }
}

describe('a time given by another thing\'s stay (while, during)', () => {
  it.each(DURING)('%s', (...row) => check(row));
});

describe('a time given by a change of light (after dark, since the lights came on)', () => {
  it.each(LIGHT)('%s', (...row) => check(row));
});

describe('the light an anchor on a lamp is pinned by', () => {
  it('is a switch of a lamp (the index\'s lights-on / lights-off, local or whole-view), never the sun', () => {
    // plan-anchored.ts asks these for a lamp's anchor; the light plan takes the index's switches for them.
    expect(parseIntent('When did the lights come on?').light).toMatchObject({ to: 'light', source: 'lamp' });
    expect(parseIntent('When did the lights go off?').light).toMatchObject({ to: 'dark', source: 'lamp' });
  });
});

describe('the other thing of an order, its verb after an auxiliary', () => {
  it.each(ORDER_AUX)('%s', (...row) => check(row));
});

describe('a time given by a text shown (while the sign was up)', () => {
  it.each(TEXT)('%s', (...row) => check(row));
});

describe('a "when" clause before the question, and a state in it', () => {
  it.each(WHEN_FIRST)('%s', (...row) => check(row));
});
