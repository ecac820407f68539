// The sixth held-out question set (issue 15), written at the start of the second 2026-12-03
// session, before any of that session's work and before the agent had seen its scene: the
// wordings are what a new user types. The fifth set was at 44/49 and had been worked against.
// Its main scene is footage no earlier work saw: the builtin "carpark" evening
// (testbed/synthetic/builtin-scenes.ts, added with this set), 18:00-24:00 recorded at 1 fps, so
// that times can be judged to the second late in the day: dusk, a lamp that lights only the
// right of the view (the "lamp switching on over part of the frame"), a white van
// already parked when recording starts, a red car parked under the lamp for three and a half
// hours and the person who walks up to it, a guard who walks past and back, two people who pass
// each other, a black car in the dark, two signs. Two new kinds: the lamp (a local light), and
// parked vehicles. A few new wordings over the two real clips, whose truth is read from their
// frames (see held-out-questions.ts). The truth is written beside each question. Never edited
// to match what the agent answers.
import { groundTruth, parseSyntheticUrl } from '../../testbed/synthetic/index.ts';
import { CARPARK_START, CARPARK_URL, HALL_START, STREET_START, type HeldOutExpectation, type HeldOutKind, type HeldOutQuestion } from './held-out-questions.ts';

const S = 1000;

function carpark6(): HeldOutQuestion[] {
  const truth = groundTruth(parseSyntheticUrl(CARPARK_URL), CARPARK_START);
  const obj = (id: string) => truth.objects.find((o) => o.id === id)!;
  const from = (id: string) => obj(id).visibleFromMs!, until = (id: string) => obj(id).visibleUntilMs!;
  const text = (t: string) => truth.texts.find((x) => x.text === t)!;
  const lamp = truth.lamps[0];
  const at = (hhmmss: string) => Date.parse(`2026-11-23T${hhmmss}Z`);
  const c = (kind: HeldOutKind, q: string, expect: HeldOutExpectation, t: string): HeldOutQuestion => ({ scene: 'carpark', kind, q, expect, truth: t });
  const ev = (ts: number, tolMs = 2 * S, words?: string[]): HeldOutExpectation => ({ kind: 'event', ts, tolMs, ...(words ? { words } : {}) });
  return [
    // appeared / left
    c('appeared', 'When did the red car pull in?', ev(from('red-car')), 'red car in from the right 19:20:05, parked 19:20:35'),
    c('appeared', 'What time did the guard first walk by?', ev(from('guard-blue')), 'a guard in blue walks left to right 19:45-19:47, back 19:52-19:54'),
    c('appeared', 'When did someone in yellow show up?', ev(from('driver-yellow')), 'yellow person in from the left 22:46:00'),
    c('left', 'When did the white van drive off?', ev(at('20:12:55'), 20 * S), 'parked at the left from the start; moves off at 20:12:40, gone to the left 20:13:10'),
    c('left', 'What time did the red car leave?', ev(at('22:48:25'), 20 * S), 'parked until 22:48:10, gone to the right 22:48:40'),
    c('left', 'When did the person in orange leave?', ev(until('walker-orange')), 'orange walker right to left 23:05-23:07'),
    // how long
    c('duration', 'How long was the red car parked for?', { kind: 'duration', seconds: 12_455, tolS: 5 * 60, citeAt: at('19:20:35') }, 'stands 19:20:35-22:48:10 (3 h 27 min 35 s); in view 19:20:05-22:48:40'),
    c('duration', 'How long did it take the person in green to cross?', { kind: 'duration', seconds: 90, tolS: 15, citeAt: from('walker-green') }, 'green walker left to right 20:40:00-20:41:30'),
    c('duration', 'How long had the white van been there before it left?', { kind: 'duration', seconds: 7960, tolS: 5 * 60, citeAt: at('18:00:00') }, 'in view from the first frame 18:00:00 until it moves off at 20:12:40 (at least 2 h 12 min 40 s)'),
    // parked vehicles
    c('parked', 'Was the white van still parked at 19:00?', { kind: 'yes', citeAt: at('19:00:00') }, 'parked 18:00-20:12:40'),
    c('parked', 'Was there a car parked under the lamp at 21:00?', { kind: 'yes', citeAt: at('21:00:00') }, 'red car parked under the lamp 19:20:35-22:48:10'),
    c('parked', 'What was parked in the car park at 22:00?', { kind: 'mentions', words: ['red'], not: ['white'], citeAt: at('22:00:00') }, 'the red car only (the white van left at 20:12)'),
    c('parked', 'Is any vehicle still parked now?', { kind: 'no' }, 'the red car left 22:48; asked at 23:59:59'),
    c('threshold', 'Were there ever more than two cars parked at once?', { kind: 'no' }, 'at most two (van and red car, 19:20-20:12)'),
    // presence
    c('presence', 'Was anyone in the car park at 23:30?', { kind: 'no' }, 'orange walker gone 23:07; nobody after'),
    c('presence', 'Was someone walking around at 19:46?', { kind: 'yes', citeAt: at('19:46:00') }, 'the guard in blue 19:45-19:47'),
    c('negation', 'Was the car park empty at 20:00?', { kind: 'no' }, 'the white van and the red car are parked'),
    // counts
    c('count', 'How many vehicles did you see tonight?', { kind: 'count', n: 3 }, 'white van (parked, leaves 20:12), red car (19:20-22:48), black car (21:30)'),
    c('count', 'How many people walked through the car park between 20:30 and 21:00?', { kind: 'count', n: 2 }, 'green and purple, 20:40-20:41:30, passing each other'),
    c('count', 'How many different people were seen after 22:00?', { kind: 'count', n: 2 }, 'yellow 22:46, orange 23:05'),
    c('count', 'How many times did the person in blue walk past?', { kind: 'count', n: 2 }, 'blue guard 19:45 left to right and 19:52 right to left'),
    // direction
    c('direction', 'Which way did the black car go?', { kind: 'direction', ways: ['left-to-right'], citeAt: from('black-car') }, 'black car left to right 21:30:00-21:30:20'),
    c('direction', 'Which direction was the person in purple heading?', { kind: 'direction', ways: ['right-to-left'], citeAt: from('walker-purple') }, 'purple walker right to left 20:40-20:41:30'),
    c('direction', 'In which direction did the white van leave?', { kind: 'direction', ways: ['right-to-left'], citeAt: at('20:12:50') }, 'drives out to the left 20:12:40-20:13:10'),
    c('direction', 'Which way did the person in green walk?', { kind: 'direction', ways: ['left-to-right'], citeAt: from('walker-green') }, 'green walker left to right 20:40-20:41:30'),
    // first / last / again
    c('occurrence', 'Who was the last person in the car park?', ev(at('23:06:00'), 70 * S, ['orange']), 'orange walker 23:05-23:07, the last thing in view'),
    c('occurrence', 'What was the first thing to move tonight?', { kind: 'mentions', words: ['red'], citeAt: at('19:20:20') }, 'the red car driving in 19:20:05 (the van stands until 20:12; dusk is not movement)'),
    c('again', 'Did the person in blue come back?', { kind: 'yes', citeAt: from('guard-blue-back') }, 'blue guard back right to left 19:52-19:54'),
    // text
    c('text', 'What did the notice say at 22:40?', { kind: 'mentions', words: ['CLOSES'], citeAt: text('CAR PARK CLOSES 23:00').shownMs }, 'CAR PARK CLOSES 23:00 shown 22:30-23:00'),
    c('text', 'When was the closing sign put up?', ev(text('CAR PARK CLOSES 23:00').shownMs, 1 * S), 'CAR PARK CLOSES 23:00 shown at 22:30:00'),
    c('text', 'When did the tow zone sign disappear?', ev(text('TOW ZONE').hiddenMs, 1 * S), 'TOW ZONE hidden at 21:10:00'),
    c('text', 'How long was the tow zone sign up?', { kind: 'duration', seconds: 600, tolS: 30, citeAt: text('TOW ZONE').shownMs }, 'TOW ZONE 21:00:00-21:10:00'),
    // the lamp over part of the view
    c('local-light', 'When did the lamp come on?', ev(lamp.onMs, 1 * S), 'lamp over the right of the view switched on 18:57:12'),
    c('local-light', 'What time was the light switched off?', ev(lamp.offMs, 1 * S), 'lamp switched off 23:41:30 (the only switch-off)'),
    c('local-light', 'Was the lamp on at 21:00?', { kind: 'yes' }, 'lamp on 18:57:12-23:41:30'),
    c('light-state', 'Was the car park lit at 23:50?', { kind: 'no' }, 'lamp off 23:41:30; dark since dusk'),
    c('dark-light', 'When did it get dark?', ev(at('18:30:00'), 25 * 60 * S), 'dusk drifts from 18:10 to dark at 18:50'),
    c('moved', 'Did the lights change between 20:00 and 22:00?', { kind: 'no' }, 'lamp on from 18:57 to 23:41; no change in between'),
    // before / after
    c('before-after', 'Did the red car arrive before the white van left?', { kind: 'yes' }, 'red car 19:20, van leaves 20:12'),
    c('relative', 'Did anyone walk by after the lamp went off?', { kind: 'no' }, 'lamp off 23:41:30; the last walker was gone 23:07'),
    c('relative', 'Did anything move before the lamp came on?', { kind: 'no' }, 'lamp on 18:57:12; the first mover is the red car 19:20 (the van stands)'),
    // moved
    c('moved', 'Was there any movement between 21:45 and 22:25?', { kind: 'no' }, 'black car gone 21:30:20; yellow person 22:46; the red car stands'),
    c('moved', 'Did anything move around 21:30?', { kind: 'yes', citeAt: at('21:30:10') }, 'black car 21:30:00-21:30:20'),
    // colour, together
    c('colour', 'What colour was the car that drove through at half past nine?', { kind: 'mentions', words: ['black'], citeAt: at('21:30:10') }, 'black car 21:30:00-21:30:20, in the dark and under the lamp'),
    c('colour', 'What colour was the van?', { kind: 'mentions', words: ['white'] }, 'white van parked at the left until 20:12'),
    c('colour', 'What was the person who walked to the red car wearing?', { kind: 'mentions', words: ['yellow'], citeAt: from('driver-yellow') }, 'yellow person walks to the red car 22:46-22:47:50'),
    c('group', 'Did two people pass each other at 20:40?', { kind: 'yes', citeAt: at('20:40:45') }, 'green left to right and purple right to left cross in the middle at about 20:40:45'),
  ];
}

function street6(): HeldOutQuestion[] {
  const t = (s: number) => STREET_START + s * S;
  const st = (kind: HeldOutKind, q: string, expect: HeldOutExpectation, truth: string): HeldOutQuestion => ({ scene: 'street', kind, q, expect, truth });
  return [
    st('colour', 'What colour was the coach?', { kind: 'mentions', words: ['white'], citeAt: t(11) }, 'white coach 10.3-12.7 s'),
    st('appeared', 'When did the dark grey car come into view?', { kind: 'event', ts: t(15.8), tolMs: 1000 }, 'dark grey car enters at the right 15.8 s'),
    st('count', 'How many vehicles went by in the first ten seconds?', { kind: 'count', n: 7, tol: 1 }, '0-10 s: dark car (from 0 s), grey-blue, silver, dark, silver, white minivan, dark car; the coach comes at 10.3 s'),
  ];
}

function hall6(): HeldOutQuestion[] {
  const t = (s: number) => HALL_START + s * S;
  const h = (kind: HeldOutKind, q: string, expect: HeldOutExpectation, truth: string): HeldOutQuestion => ({ scene: 'hall', kind, q, expect, truth });
  return [
    h('threshold', 'Was the hall crowded?', { kind: 'yes', citeAt: t(0) }, '40-50 people in view throughout'),
    h('count', 'How many people were in the hall at the start?', { kind: 'count', n: 45, tol: 12 }, '40-50 people in view throughout, from the first frame'),
  ];
}

export function heldOutQuestions6(): HeldOutQuestion[] {
  return [...carpark6(), ...street6(), ...hall6()];
}
