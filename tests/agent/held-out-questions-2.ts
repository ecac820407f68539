// The second held-out question set (issue 15), written at the start of the 2026-12-01 night
// session, after the first set (held-out-questions.ts) had been answered 69/71 and so had
// become a set the work had been tuned against. A person tried new wordings and new kinds of
// question on the same three scenes, as a new user would: the colour of a thing asked by its
// kind, what went past in a range, whether something came back, ranges written as "before" or
// "after" a time, when something was last seen, how long a crossing took, whether a light was
// on, what stood still. The truth is written beside each question (the synthetic day's ground
// truth; the real clips as read from their frames, see held-out-questions.ts). Never edited to
// match what the agent answers.
import { groundTruth, parseSyntheticUrl } from '../../testbed/synthetic/index.ts';
import { DAY_START, DAY_URL } from './day-questions.ts';
import { HALL_START, STREET_START, type HeldOutExpectation, type HeldOutKind, type HeldOutQuestion } from './held-out-questions.ts';

const S = 1000;

function day2(): HeldOutQuestion[] {
  const truth = groundTruth(parseSyntheticUrl(DAY_URL), DAY_START);
  const obj = (id: string) => truth.objects.find((o) => o.id === id)!;
  const from = (id: string) => obj(id).visibleFromMs!, until = (id: string) => obj(id).visibleUntilMs!;
  const day = (kind: HeldOutKind, q: string, expect: HeldOutExpectation, t: string): HeldOutQuestion => ({ scene: 'day', kind, q, expect, truth: t });
  const at = (hhmmss: string) => Date.parse(`2026-11-27T${hhmmss}Z`);
  return [
    day('colour', 'What colour was the truck?', { kind: 'mentions', words: ['yellow'], not: ['red', 'black', 'blue'], citeAt: from('yellow-truck') }, 'the only truck is the yellow one, 12:45:04-12:45:56'),
    day('colour', 'What colour was the car that drove from right to left?', { kind: 'mentions', words: ['red'], not: ['black', 'yellow'], citeAt: from('red-car') }, 'red car right to left 10:06; the black car went left to right; the white van is a van'),
    day('what-passed', 'What went through the yard between 12:00 and 13:00?', { kind: 'mentions', words: ['yellow'], not: ['red', 'black'], citeAt: from('yellow-truck') }, 'only the yellow truck 12:45:04-12:45:56'),
    day('presence', 'Was there a red car in the yard in the afternoon?', { kind: 'no' }, 'the red car came at 10:06 (morning); the red visitor at 14:12 is a person'),
    day('again', 'Did the white van come back?', { kind: 'yes', citeAt: from('white-van-leaves') }, 'white van crossed at 07:15 and again (leaving) at 16:36:04-16:36:56'),
    day('again', 'Did the yellow truck come back later?', { kind: 'no' }, 'the yellow truck crossed once, 12:45'),
    day('before-after', 'Did any vehicle pass before 08:00?', { kind: 'yes', citeAt: from('white-van-arrives') }, 'white van 07:15:04'),
    day('before-after', 'Was anyone seen after 15:00?', { kind: 'no' }, 'people only at 08:30 and 14:12'),
    day('last-seen', 'When was the red car last seen?', { kind: 'event', ts: until('red-car'), tolMs: 2 * S }, 'red car visible until 10:06:56'),
    day('duration', 'How long did it take the black car to cross the yard?', { kind: 'duration', seconds: (until('black-car') - from('black-car')) / S, tolS: 10, citeAt: from('black-car') }, 'black car 20:24:04-20:24:56: 52 s'),
    day('count', 'How many vehicles went by in the morning?', { kind: 'count', n: 2 }, 'white van 07:15, red car 10:06 (the truck is at 12:45)'),
    day('text', 'What was written on the sign at 10:15?', { kind: 'mentions', words: ['DELIVERY 42'], citeAt: at('10:15:00') }, 'DELIVERY 42 shown 10:00-10:30'),
    day('light-state', 'Was the floodlight on at 21:00?', { kind: 'yes' }, 'yard light on 19:00-23:00'),
    day('occurrence', 'When did the first person arrive?', { kind: 'event', ts: from('worker-blue'), tolMs: 2 * S }, 'worker-blue 08:30:00, before visitor-red 14:12'),
  ];
}

function street2(): HeldOutQuestion[] {
  const t = (s: number) => STREET_START + s * S;
  const st = (kind: HeldOutKind, q: string, expect: HeldOutExpectation, truth: string): HeldOutQuestion => ({ scene: 'street', kind, q, expect, truth });
  return [
    st('what-passed', 'What went past the camera between 16:00:10 and 16:00:13?', { kind: 'mentions', words: ['bus'], citeAt: t(11) }, 'the white coach bus 10.3-12.7 s, nothing else'),
    st('colour', 'What colour was the bus?', { kind: 'mentions', words: ['white'], citeAt: t(11) }, 'a white coach with dark windows'),
    st('before-after', 'Did any vehicle go right to left before 16:00:15?', { kind: 'no' }, 'the first right-to-left vehicle is the dark grey car at 15.8 s'),
    st('count', 'How many vehicles passed between 16:00:15 and 16:00:36?', { kind: 'count', n: 4, tol: 1 }, 'dark grey car 15.8, scooter 18.8, white cars 26.9 and 33.0'),
    st('last-seen', 'When was the last vehicle seen?', { kind: 'event', ts: t(35.3), tolMs: 1000 }, 'the last white car goes out at the left 35.3 s'),
    st('before-after', 'Was there a bus after 16:00:20?', { kind: 'no' }, 'the only bus is the coach 10.3-12.7 s'),
    st('duration', 'How long did the last white car take to cross?', { kind: 'duration', seconds: 2.3, tolS: 1, citeAt: t(34) }, 'last white car 33.0-35.3 s'),
    st('again', 'Did the coach come back?', { kind: 'no' }, 'the coach passes once, 10.3-12.7 s'),
    st('presence', 'Was anybody walking on the pavement?', { kind: 'no' }, 'no pedestrians; the only person is the scooter rider'),
    st('presence', 'Was the road empty at 16:00:25?', { kind: 'yes' }, 'nothing moves 23-26.8 s (the parked car stands at the top left)'),
    st('standing', 'What was parked at the top left?', { kind: 'mentions', words: ['car'], citeAt: t(0) }, 'a silver car parked at the top left the whole clip'),
  ];
}

function hall2(): HeldOutQuestion[] {
  const t = (s: number) => HALL_START + s * S;
  const h = (kind: HeldOutKind, q: string, expect: HeldOutExpectation, truth: string): HeldOutQuestion => ({ scene: 'hall', kind, q, expect, truth });
  return [
    h('presence', 'Was the hall empty at 12:00:10?', { kind: 'no' }, '40-50 people in view throughout'),
    h('direction', 'Did anyone walk from left to right?', { kind: 'yes', citeAt: t(5) }, 'a few people cross the hall sideways'),
    h('standing', 'Where was the group standing?', { kind: 'mentions', words: ['left'], citeAt: t(0) }, 'a group of about four stands still at the left middle (x 0.2, y 0.5) the whole clip'),
    h('count', 'How many people were standing still?', { kind: 'count', n: 4, tol: 2 }, 'a group of about four at the left middle'),
  ];
}

export function heldOutQuestions2(): HeldOutQuestion[] {
  return [...day2(), ...street2(), ...hall2()];
}
