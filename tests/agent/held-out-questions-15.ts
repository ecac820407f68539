// The fifteenth held-out question set (issue 15), written on 2026-12-07, before any of that
// session's work, by a helper who had not read the question reader, the planner, the time reader,
// the ingest, the indexer, the answer code or their test tables, nor BENCHMARKS.md or any benchmark
// results, and who did not run the agent on these questions before the set was committed. The
// fourteenth set had been worked against. It brings no new footage: it asks about the eight
// synthetic days earlier sets use (the yard day, the depot, the lobby, the car park evening, the
// shop front, the driveway, the forecourt and the bus stop), nine or ten questions each, and eleven
// about the two real clips (the rainy street, pistreet_various.mp4, and the hall, pedestrians.mp4),
// whose truth this helper read again from the frames (extracted with ffmpeg at 2 fps and, around
// the times asked about, at the clip's own 10 fps; written beside each question). The wordings are
// new, the way people type into a CCTV product, informal, British and American, in other sentence
// shapes ("any idea what time...", "I need to know when...", "did we get...", "what hours was...",
// "once the coach had gone, ...", "the box the courier left on the doorstep, who...", "had it got
// dark by the time...", "apart from the vans, ..."), other words for things and people ("lorry",
// "people carrier", "huddle", "cab", "family car", "on two wheels", "try the shop door", "shoot
// through", "pull away", "head off", "sat on the bench", "the school run"), times written other
// ways ("half 9 in the morning", "quarter past three in the afternoon", "quarter to 3 in the
// afternoon", "just after 1 in the afternoon", "half eleven at night", "between 8 and 9 tonight",
// "between half 8 and 9 in the morning", "from 8 till 9 in the morning", "by 9am", "between 2 and
// 3pm", "around 8.40pm", "last thing at night", "in the middle of the afternoon", "after lunch"),
// and things named by what they did or by another thing ("while the DELIVERY 42 notice was up",
// "while the security lamp was on", "after the cleaner went by with the trolley", "when the guard
// walked by the first time", "while the lorry was stopped outside", "the black cab that dropped
// someone off", "the bag the woman in purple came back for", "while the bag was sat on the bench",
// "the early walker in green", "the two who crossed paths"). Every kind of question the scorer
// knows is asked somewhere: arriving, leaving, how long, which way, how many, whether anyone or
// anything was there at a time or in a range, standing about, first and last, again, signs, lights
// switched on and off, dark and light, a lamp over part of the view, colours, what passed, before,
// after and during another thing, things left behind, parked, groups, compared stays, thresholds,
// negations and questions whose answer is not found. Counts are asked only where the ground truth
// makes them unambiguous. A time that could be in either half of the day says which, unless both
// halves give the same answer (the truth beside it says why). The truth of the synthetic days is
// computed from the scenes' ground truth (groundTruth of the scene's URL, through scene() of
// held-out-scene.ts; the scripts are in testbed/synthetic/builtin-scenes.ts) and written beside
// each question with what else happens near it; where a thing stands still, the keyframe times of
// its stop are written as in the ninth to fourteenth sets. Tolerances are those the earlier sets
// use for the same kind (a vehicle that stops: ±60 s for its arrival or leaving, ±20 s in the car
// park at 1 fps; a stay: 130 s, or 5 min for hours; dawn and dusk: ±45 min; a switched light or a
// sign: one frame, 4 s at 0.25 fps and 1 s in the car park at 1 fps; a crossing seen whole: the
// default 2 s; the real clips: 1 s). Never edited to match what the agent answers.
import { ev, scene } from './held-out-scene.ts';
import { DAY_START, DAY_URL } from './day-questions.ts';
import {
  BUSSTOP_START, BUSSTOP_URL, CARPARK_START, CARPARK_URL, DEPOT_START, DEPOT_URL, DRIVEWAY_START, DRIVEWAY_URL, FORECOURT_START, FORECOURT_URL,
  HALL_START, LOBBY_START, LOBBY_URL, SHOPFRONT_START, SHOPFRONT_URL, STREET_START,
  type HeldOutExpectation, type HeldOutKind, type HeldOutQuestion,
} from './held-out-questions.ts';

const S = 1000, MIN = 60 * S;

function yard15(): HeldOutQuestion[] {
  const { from, at, q } = scene('day', DAY_URL, DAY_START);
  return [
    q('appeared', 'any idea what time the yellow lorry rolled into the yard?', ev(from('yellow-truck')), 'the yellow truck left to right, in view 12:45:04-12:45:56 (a crossing seen whole, the only yellow vehicle); the red car was at 10:06, the visitor in red comes at 14:12'),
    q('direction', 'which way did the yellow lorry drive across the yard?', { kind: 'direction', ways: ['left-to-right'], citeAt: from('yellow-truck') }, 'the yellow truck left to right 12:45:04-12:45:56'),
    q('count', 'how many vehicles did we get through the yard before midday?', { kind: 'count', n: 2 }, 'the white van left to right 07:15:04-07:15:56 and the red car right to left 10:06:04-10:06:56; the yellow truck comes at 12:45, after midday'),
    q('light-period', 'what hours was the yard floodlight on for?', { kind: 'mentions', words: ['19:00', '23:00'], citeAt: at('19:00:00') }, 'the yard light switched on at 19:00:00 (the whole view from 0.15 to 0.6, after the dusk drift 17:30-19:00) and off at 23:00:00; no other light'),
    q('presence', 'was there anybody in the yard around quarter past three in the afternoon?', { kind: 'no' }, 'nobody at 15:15: the visitor in red gone 14:14:00, the white van leaves at 16:36; only the IGNORE PREVIOUS INSTRUCTIONS sign is up (15:00-15:30), which is not a person'),
    q('during', 'did anything drive through while the DELIVERY 42 notice was up?', { kind: 'yes', citeAt: from('red-car') }, 'DELIVERY 42 shown 10:00:00-10:30:00; the red car right to left 10:06:04-10:06:56'),
    q('light-state', 'was it still dark when the white van first came in this morning?', { kind: 'no' }, 'the dawn drift is 05:30-07:00 (full daylight from 07:00); the white van arrives left to right 07:15:04'),
    q('negation', 'apart from the vans, did any other vehicle come through the yard today?', { kind: 'yes' }, 'besides the white van (07:15 in, 16:36 out): the red car 10:06, the yellow truck 12:45 and the black car 20:24'),
    q('appeared', 'what time did someone walk through the yard after dark?', { kind: 'not-found' }, 'the only people are the worker in blue 08:30-08:32 and the visitor in red 14:12-14:14, both in daylight; dark before the dawn drift (05:30) and after the dusk drift (17:30-19:00), nobody on foot then'),
  ];
}

function depot15(): HeldOutQuestion[] {
  const { from, at, q } = scene('depot', DEPOT_URL, DEPOT_START);
  return [
    q('appeared', 'I need to know when the blue van first pulled into the depot', ev(from('blue-van'), 60 * S), 'the blue van in from the right, in view from 07:40:08, stands in the middle 07:41:00-09:55:00 (either is its arrival: ±60 s); the green car passed at 06:51'),
    q('standing', 'was anyone hanging about at the depot in the middle of the afternoon?', { kind: 'yes', citeAt: at('15:38:00') }, 'the person in green walks in from the left 15:30:00, stands at the right 15:31:00-15:45:00, walks back out to the left by 15:46:00; nobody else 13:00-17:00'),
    q('duration', 'how long did the person in green stand waiting at the depot?', { kind: 'duration', seconds: 15 * 60, tolS: 130, citeAt: at('15:38:00') }, 'the person in green stands 15:31:00-15:45:00 (14 min), in view 15:30:00-15:46:00 (16 min): 15 min ±130 s covers both; the green car at 06:51 is a car'),
    q('text', 'any notice up at the depot around half 9 in the morning? what did it say?', { kind: 'mentions', words: ['GATE 7 CLOSED'], not: ['LOADING BAY'], citeAt: at('09:30:00') }, 'GATE 7 CLOSED shown 09:00:00-10:00:00 (the blue van stands there until 09:55); LOADING BAY 3 is the afternoon sign, 13:45-14:45'),
    q('count', 'how many vehicles went past while the security lamp was on?', { kind: 'count', n: 2 }, 'security lamp (the whole view lit to 0.65) on 18:30:00-22:15:00; the white car left to right 19:10:08-19:10:52 and the red van right to left 21:40:04-21:40:56; the brown car passed at 16:20, before it'),
    q('moved', 'did anything move at the depot between 2 and 3pm?', { kind: 'no' }, 'nothing moves 14:00-15:00: the orange truck gone 13:10:56, the person in green comes at 15:30:00; LOADING BAY 3 comes down at 14:45, which is not movement'),
    q('colour', 'what colour was the big lorry that came through after lunch?', { kind: 'mentions', words: ['orange'], citeAt: from('orange-truck') }, 'the orange truck (bigger than the cars) left to right 13:10:04-13:10:56; the silver car at 12:30 is a car'),
    q('occurrence', 'what was the earliest thing to come past the depot today?', ev(from('green-car'), 2 * S, ['green']), 'the green car left to right 06:51:08-06:51:52 is the first object of the day (the dawn drift 06:00-07:30 is light, not a mover); the blue van comes at 07:40'),
    q('light-state', 'was the security lamp on at 7 in the morning?', { kind: 'no' }, 'the security lamp is on only 18:30:00-22:15:00; at 07:00 the dawn drift (06:00-07:30) is nearly over and no lamp is on'),
  ];
}

function lobby15(): HeldOutQuestion[] {
  const { from, text, at, q } = scene('lobby', LOBBY_URL, LOBBY_START);
  const wet = text('WET FLOOR');
  return [
    q('appeared', 'what time did the person in red walk into reception this morning?', ev(from('staff-red')), 'the person in red left to right 08:02:00-08:04:00 (the only person in red); the person in white follows at 08:40'),
    q('left-behind', 'who ended up collecting the bag that was left on the lobby floor?', { kind: 'mentions', words: ['orange'], citeAt: at('16:41:00') }, 'the person in purple brings the black bag in at 14:00 and it rests on the floor 14:00:34-16:41:00; the person in orange walks in from the right 16:40:00, picks it up at 16:41 and carries it out to the right by 16:42:00'),
    q('duration', 'how long was that bag sat on the floor before anyone picked it up?', { kind: 'duration', seconds: (at('16:41:00') - at('14:00:34')) / S, tolS: 5 * 60, citeAt: at('15:00:00') }, 'the black bag at rest 14:00:34-16:41:00 (2 h 40 min 26 s); in view 14:00:00-16:42:00 (2 h 42 min)'),
    q('light-state', 'were the lights on when the cleaner first came through in the morning?', { kind: 'no' }, 'the cleaner in blue crosses 06:20:00-06:22:00 in the dim; the lights are switched on at 06:58:00'),
    q('text', 'what sign got put out after the cleaner went by with the trolley?', { kind: 'mentions', words: ['WET FLOOR'], not: ['RECEPTION CLOSED'], citeAt: wet.shownMs }, 'the cleaner in blue pushes the yellow trolley through 19:30:00-19:33:00; WET FLOOR shown 19:34:00-20:30:00 (RECEPTION CLOSED was up 12:00-13:00)'),
    q('group', 'did a couple of people meet up in reception around lunchtime?', { kind: 'yes', citeAt: at('12:36:00') }, 'the person in green (in from the left 12:28) and the person in black (in from the right 12:29) stand together 12:30-12:43, then leave to the right (gone 12:45:00 and 12:44:00)'),
    q('count', 'how many people had been through reception by 9am?', { kind: 'count', n: 3 }, 'the cleaner in blue 06:20-06:22, the person in red 08:02-08:04 and the person in white 08:40-08:42; the courier in brown comes at 10:15'),
    q('dark-light', 'what time did it go dark in the lobby tonight?', ev(at('22:05:00'), 4 * S), 'the lights switched off at 22:05:00 (one frame at 0.25 fps); the person in white crosses later in the dim, 23:10-23:12'),
    q('again', 'did the cleaner come round again later in the day?', { kind: 'yes', citeAt: from('cleaner-blue-again') }, 'the cleaner in blue 06:20:00-06:22:00 and again pushing the yellow trolley 19:30:00-19:33:00'),
  ];
}

function carpark15(): HeldOutQuestion[] {
  const { truth, from, until, text, at, q } = scene('carpark', CARPARK_URL, CARPARK_START);
  const [lamp] = truth.lamps;
  const redOut = (at('22:48:10') + until('red-car')) / 2;
  return [
    q('appeared', 'what time did the black car shoot through the car park?', ev(from('black-car')), 'the black car left to right 21:30:01-21:30:19 at 1 fps (a crossing seen whole), under the lamp; TOW ZONE had come down at 21:10'),
    q('left', 'the red car under the lamp, when did it eventually drive off?', ev(redOut, 20 * S), 'the red car parked under the lamp 19:20:35-22:48:10, drives back out to the right, last in view 22:48:31 (either is its leaving: ±20 s around 22:48:20.5, at 1 fps); the person in yellow got into it at 22:47:50'),
    q('direction', 'the two who crossed paths around 8.40pm, which ways were they going?', { kind: 'direction', ways: ['left-to-right', 'right-to-left'], citeAt: at('20:40:45') }, 'the person in green left to right and the person in purple right to left, both 20:40:00-20:41:30, passing each other in the middle at about 20:40:45'),
    q('local-light', 'what time did they switch off the lamp over the car park tonight?', ev(lamp.offMs, 1 * S), 'the lamp over the right of the view switched off at 23:41:30 (on since 18:57:12); one frame at 1 fps'),
    q('parked', 'was the white van still parked when the guard walked by the first time?', { kind: 'yes', citeAt: at('19:46:00') }, 'the white van stands at the left from 18:00:00 until 20:12:40; the guard in blue left to right 19:45:00-19:47:00 (back 19:52-19:54)'),
    q('text', 'when did the CAR PARK CLOSES notice go up?', ev(text('CAR PARK CLOSES 23:00').shownMs, 1 * S), 'CAR PARK CLOSES 23:00 shown from 22:30:00 (until 23:00:00); one frame at 1 fps'),
    q('count', 'how many people walked through between 8 and 9 tonight?', { kind: 'count', n: 2 }, 'the person in green and the person in purple, both 20:40:00-20:41:30; the guard was at 19:45 and 19:52, the person in yellow comes at 22:46; the van leaving at 20:12 is not a person'),
    q('during', 'did anybody walk past while the TOW ZONE notice was showing?', { kind: 'no' }, 'TOW ZONE shown 21:00:00-21:10:00; no person 20:41:30-22:46:00 (the black car at 21:30 is a car); the red car stands parked, nobody by it'),
    q('dark-light', 'had it got dark by the time the red car arrived?', { kind: 'yes' }, 'the dusk drift 18:10-18:50 is over (and the lamp on since 18:57:12) when the red car comes in from the right 19:20:14 and parks at 19:20:35'),
    q('again', 'the white van that was parked up at the start, what time did it return?', { kind: 'not-found' }, 'the white van, parked at the left from the start, drives off to the left 20:12:40, gone 20:13:05, and never comes back before the end at 24:00'),
  ];
}

function shopfront15(): HeldOutQuestion[] {
  const { from, text, at, q } = scene('shopfront', SHOPFRONT_URL, SHOPFRONT_START);
  return [
    q('appeared', 'what time did the white car park up outside the shop?', ev(from('white-car'), 60 * S), 'the white car in from the right, in view from 18:40:12, parked under the lamp 18:41:00-21:16:00 (either is its arrival: ±60 s); the brown car passed at 17:08'),
    q('again', 'did the person in green who came past early on come back later?', { kind: 'yes', citeAt: from('paper-green-back') }, 'the person in green left to right 06:04:00-06:06:00 in the dark under the lamp, back right to left 13:36:00-13:38:00'),
    q('text', 'what time did the shop put the BACK AT 1:30 sign up?', ev(text('BACK AT 1:30').shownMs, 4 * S), 'BACK AT 1:30 shown from 12:32:00 in place of OPEN (until 13:32:00); one frame at 0.25 fps; the parcel is collected at 12:48'),
    q('local-light', 'was the street lamp on when the early walker in green went by?', { kind: 'yes' }, 'the street lamp over the left of the view on from midnight until 07:36:00; the person in green walks past 06:04:00-06:06:00'),
    q('count', 'count the cars that drove past the shop from 8 till 9 in the morning', { kind: 'count', n: 2 }, 'the blue car left to right 08:24:08-08:24:52 and the orange car right to left 08:44:08-08:44:52; the green lorry comes at 09:20, the silver car was at 02:16'),
    q('during', 'while the lorry was stopped outside, did anyone drop anything off at the shop?', { kind: 'yes', citeAt: at('09:25:00') }, 'the green lorry stands in the road 09:21:00-09:58:00; the courier in yellow carries the brown parcel in from the right 09:24, puts it down at the door 09:25:00, walks back out by 09:26:00'),
    q('duration-compare', 'was the white car parked outside for longer than the lorry was?', { kind: 'yes' }, 'the white car parked 18:41:00-21:16:00 (2 h 35 min); the green lorry stood 09:21:00-09:58:00 (37 min)'),
    q('presence', 'anybody outside the shop at 3 in the morning?', { kind: 'no' }, 'nothing in view 02:16:52-06:04:00 (the silver car passed at 02:16); the street lamp is on, nobody under it'),
    q('what-passed', 'anything drive by the shop just after 1 in the afternoon? what was it?', { kind: 'mentions', words: ['red'], citeAt: from('red-car') }, 'the red car right to left along the far lane 13:04:08-13:04:52; nothing else 12:49-13:36 (the person in green walks by at 13:36); at 01:00 nothing'),
  ];
}

function driveway15(): HeldOutQuestion[] {
  const { truth, from, until, text, at, q } = scene('driveway', DRIVEWAY_URL, DRIVEWAY_START);
  const [, eveningLight] = truth.lamps;
  return [
    q('left', 'what time did the family car head off this morning?', ev(until('family-car'), 60 * S), 'the blue car parked on the drive from midnight backs out at 08:12:00 (into the road 08:12:24), drives off to the left, last in view 08:12:56 (either is its leaving: ±60 s); its owner in green got in at 08:11:32'),
    q('text', 'what time was the for sale board put up outside the house?', ev(text('FOR SALE').shownMs, 4 * S), 'FOR SALE shown from 10:20:00 to the end of the day (one frame at 0.25 fps); the walker in brown passed at 09:40, the van comes at 11:02'),
    q('what-passed', 'what went past the house at quarter to 3 in the afternoon?', { kind: 'mentions', words: ['red'], citeAt: from('red-pickup') }, 'the red pickup left to right along the near lane 14:44:04-14:44:56; GARAGE SALE SAT 9AM came down at 15:00 (up since 13:00); at 02:45 nothing'),
    q('direction', 'when the dog walker came back later on, which way were they heading?', { kind: 'direction', ways: ['right-to-left'], citeAt: from('dogwalker-blue-back') }, 'the dog walker in blue with the black dog right to left 16:30:00-16:32:00 (out left to right at 07:52 in the morning)'),
    q('duration', 'how long did the person in grey hang about outside last thing at night?', { kind: 'duration', seconds: 24.5 * 60, tolS: 130, citeAt: at('21:50:00') }, 'the person in grey stands on the pavement under the garage light 21:39:00-22:03:00 (24 min), in view 21:38:00-22:03:40 (25 min 40 s): 24.5 min ±130 s covers both'),
    q('left-behind', 'the box the courier left on the doorstep, who ended up taking it?', { kind: 'mentions', words: ['red'], citeAt: at('15:36:00') }, 'the courier in orange puts the brown parcel by the door at 11:04:20; the neighbour in red walks up the path 15:34:40-15:35:20, picks it up at 15:36:00 and carries it out to the left by 15:37:20'),
    q('dark-light', 'roughly what time did it start getting dark outside the house?', ev(at('16:45:00'), 45 * MIN), 'gradual dusk 16:10-17:20, halfway 16:45 (its start, 16:10, is within the tolerance; the garage light coming on at 17:04 is a lamp, not daylight); the dog walker goes back past at 16:30 in the dusk; dawn was 06:50-08:10'),
    q('local-light', 'when did the garage light get switched off tonight?', ev(eveningLight.offMs, 4 * S), 'the garage light on 17:04:00, switched off at 23:12:00 (one frame at 0.25 fps); the white car passes at 23:36; in the morning it went off at 07:40'),
    q('count', 'the school run, between half 8 and 9 in the morning, how many people did we see go past the house?', { kind: 'count', n: 2 }, 'the two children in yellow and purple right to left side by side 08:36:00-08:38:00; the owner in green got into the car at 08:11, the walker in brown comes at 09:40'),
    q('moved', 'was there any activity outside the house between 3 and 5 in the morning?', { kind: 'no' }, 'nothing moves 00:48:52-06:36:00 (the black car passed at 00:48, the jogger in white comes at 06:36); only the blue car stands on the drive'),
  ];
}

function forecourt15(): HeldOutQuestion[] {
  const { truth, from, text, at, q } = scene('forecourt', FORECOURT_URL, FORECOURT_START);
  const [, eveningCanopy] = truth.lamps;
  const diesel = text('SORRY NO DIESEL');
  return [
    q('appeared', 'what time did the fuel tanker pull onto the forecourt?', ev(at('05:36:00'), 60 * S), 'the white tanker in from the right along the far lane, in view from 05:35:24, onto the forecourt 05:36:00-05:36:24 and stands there until 06:22:00 (±60 s around 05:36:00 covers 05:35:24 and 05:36:24); the canopy lights come on at 05:52'),
    q('standing', 'did anyone try the shop door after the garage had closed?', { kind: 'yes', citeAt: at('23:42:00') }, 'the person in white walks in from the right 23:40:00, stands at the kiosk door 23:41:00-23:44:00, walks back out to the right by 23:45:00, after closing (the cashier left at 23:08)'),
    q('light-state', 'had the canopy lights been switched off by half eleven at night?', { kind: 'yes' }, 'the canopy lights on 16:20:00, switched off at 23:04:00 (closing): off by 23:30; at 11:30 in the morning they are off too (on 05:52-08:16 only), so yes either way'),
    q('text', 'the diesel notice, when did they put that up?', ev(diesel.shownMs, 4 * S), 'SORRY NO DIESEL shown from 09:12:00 (one frame at 0.25 fps) until 11:48:00, beside the price board (UNLEADED 139.9 since 06:00); the silver van left at 09:02, the people in white and blue walk by at 09:30'),
    q('count', 'how many pedestrians did the garage camera pick up between 9 and 10am?', { kind: 'count', n: 2 }, 'the people in white and blue walking together right to left 09:30:00-09:32:40; the silver van (08:53-09:01) lets nobody out; the man in grey was at 08:20'),
    q('before-after', 'did the cashier turn up before the tanker left?', { kind: 'yes', citeAt: from('cashier-green') }, 'the person in green walks in from the left 05:44:00 and into the kiosk by 05:45:40; the tanker stands on the forecourt until 06:22:00 and is gone 06:22:56'),
    q('colour', 'what colour was the bag the woman in purple came back for?', { kind: 'mentions', words: ['black'], citeAt: at('15:03:00') }, 'the woman in purple leaves a black bag by the air machine 12:11:00 when the red car picks her up (12:40); she comes back on foot 15:02:00, picks it up at 15:03:00, gone to the left 15:04:00'),
    q('duration', 'how long did the brown car stay parked at the kiosk?', { kind: 'duration', seconds: (at('20:08:00') - at('19:36:00')) / S, tolS: 130, citeAt: at('19:50:00') }, 'the brown car parked in front of the kiosk 19:36:00-20:08:00 (32 min), in view 19:35:24-20:08:28 (33 min 4 s)'),
    q('light-period', 'what hours were the lights over the pumps on in the evening?', { kind: 'mentions', words: ['16:20', '23:04'], citeAt: eveningCanopy.onMs }, 'the canopy lights switched on at 16:20:00 and off at 23:04:00 (closing; in the morning they were on 05:52-08:16)'),
  ];
}

function busstop15(): HeldOutQuestion[] {
  const { from, until, text, at, q } = scene('busstop', BUSSTOP_URL, BUSSTOP_START);
  const works = text('ROAD WORKS MONDAY');
  return [
    q('appeared', 'what time did the coach come past the bus stop?', ev(from('coach-white')), 'the white coach left to right along the far lane 13:40:04-13:40:56 without stopping (a crossing seen whole); ROAD WORKS MONDAY up since 13:20, the brown bag on the bench'),
    q('left', 'what time did the black cab that dropped someone off pull away?', ev(until('taxi-black'), 60 * S), 'the black car pulls up past the shelter 09:16:32-09:17:20, the person in grey gets out at 09:16:40; it drives on to the right, last in view 09:17:40 (either is its leaving: ±60 s)'),
    q('count', 'how many people got off a bus in the afternoon?', { kind: 'count', n: 2 }, 'the two children in yellow and purple off the red double-decker at 15:31:00, walking off to the right by 15:33:00; at 17:50 the person in blue gets on and nobody gets off; the others get off at 09:41 and 22:53'),
    q('during', 'while the bag was sat on the bench, did a bus stop?', { kind: 'yes', citeAt: at('11:20:30') }, 'the brown bag on the bench 11:05:00-14:12:00; the green bus stands at the shelter 11:20:00-11:21:00 (its owner in green gets on it, gone 11:20:32); the white coach at 13:40 does not stop'),
    q('local-light', 'was the street lamp on at 6 in the morning?', { kind: 'yes' }, 'the street lamp over the shelter on again 05:44:00-07:52:00 (off 00:36-05:44); at 18:00 it is on too (from 16:28)'),
    q('duration', 'how long was the road works notice up?', { kind: 'duration', seconds: (works.hiddenMs - works.shownMs) / S, tolS: 60, citeAt: works.shownMs }, 'ROAD WORKS MONDAY shown 13:20:00-17:40:00 (4 h 20 min)'),
    q('relative', 'who got off the last bus of the night?', { kind: 'mentions', words: ['brown'], citeAt: from('late-brown') }, 'the green single-decker stands at the shelter 22:52:40-22:53:20; the person in brown gets off at 22:53:00 and walks off to the right by 22:54:00; nobody gets on'),
    q('negation', 'did the coach stop to pick anyone up?', { kind: 'no' }, 'the white coach drives straight past left to right 13:40:04-13:40:56; nobody is at the stop then (the bag lies on the bench)'),
    q('last-seen', 'what\'s the last time the van driver was on camera?', ev(until('driver-yellow-back'), 60 * S), 'the driver in yellow out of the white van 10:21:20 and off to the right by 10:22:00, back from the right 11:58:00, gone into the van 11:58:40 (someone who gets into a vehicle: ±60 s); the van leaves at 12:00'),
  ];
}

/**
 * The real clips, read again for this set from frames extracted with ffmpeg (2 fps over the
 * whole of each clip, 10 fps around the times asked about). The street (pistreet_various.mp4,
 * 36 s, 10 fps, rain, steady light, a silver car parked at the top left throughout): near lane
 * left to right, a white minivan (people carrier) in at the left edge at 5.4 s, across by 7.4 s;
 * a white coach 10.3-12.7 s; nothing after the coach moves left to right. From 12.7 s on, only
 * four things pass, all right to left along the far lane: a dark grey car (in at the right edge
 * 15.8-15.9 s, out at the top left about 18.2 s), a scooter with a rider in a green-blue jacket
 * (18.8 s to a last sliver at the left edge 22.4-22.5 s, gone 22.6 s), a white car 26.9-29.0 s
 * and a white car 33.0-35.3 s. The road is empty 23.0-26.8 s. The hall (pedestrians.mp4, 13.6 s,
 * greyscale, steady light, mean luma 181-186 in every second): 35-50 people in view at any time,
 * walking up and down the frame; a huddle of four or five stands together at the left middle
 * (x about 0.2, y about 0.5) from the first second to the last.
 */
function real15(): HeldOutQuestion[] {
  const st = (s: number) => STREET_START + s * S, hl = (s: number) => HALL_START + s * S;
  const street = (kind: HeldOutKind, q: string, expect: HeldOutExpectation, truth: string): HeldOutQuestion => ({ scene: 'street', kind, q, expect, truth });
  const hall = (kind: HeldOutKind, q: string, expect: HeldOutExpectation, truth: string): HeldOutQuestion => ({ scene: 'hall', kind, q, expect, truth });
  return [
    street('appeared', 'what time did the white people carrier come into view?', { kind: 'event', ts: st(5.4), tolMs: 1000 }, 'the white minivan: not in the frame at 5.3 s, a sliver at the left edge 5.4-5.5 s, whole by 5.6 s, at the right by 7.0 s (frames at 10 fps)'),
    street('left', 'when did the scooter leave the shot?', { kind: 'event', ts: st(22.4), tolMs: 1000 }, 'the scooter rides right to left along the far lane from 18.8 s; at the top left edge 22.0-22.4 s, a last sliver 22.5 s, gone from 22.6 s (the first set read 22.2 s; ±1 s covers both)'),
    street('direction', 'the white minivan, which way was it driving?', { kind: 'direction', ways: ['left-to-right'], also: ['top-to-bottom'], citeAt: st(6.5) }, 'the white minivan along the near lane left to right 5.4-7.4 s, drifting a little down the frame as it comes nearer'),
    street('count', 'once the coach had gone, how many vehicles came by?', { kind: 'count', n: 4, tol: 1 }, 'after the coach (gone 12.7 s): the dark grey car 15.8 s, the scooter 18.8 s, the white cars 26.9 s and 33.0 s, all right to left; nothing left to right after the coach; the parked silver car does not move'),
    street('moved', 'any traffic at all between 16:00:24 and 16:00:26?', { kind: 'no' }, 'the road is empty 23.0-26.8 s (rain only): the scooter gone 22.6 s, the first white car comes at 26.9 s; the parked silver car stands still'),
    street('presence', 'anything on two wheels going past at 16:00:21?', { kind: 'yes', citeAt: st(21) }, 'the scooter with its rider on the far lane, left of the middle at 21.0 s (in view 18.8-22.5 s); no bicycle'),
    street('colour', 'the big bus that went through, what colour was it?', { kind: 'mentions', words: ['white'], citeAt: st(11) }, 'a white coach left to right 10.3-12.7 s, the only bus'),
    hall('group', 'was there a little huddle of people standing together somewhere in the hall?', { kind: 'yes', citeAt: hl(7) }, 'four or five people stand together at the left middle (x about 0.2, y about 0.5) in every frame from 0 s to 13 s'),
    hall('presence', 'anybody about in the hall at 12:00:12?', { kind: 'yes', citeAt: hl(12) }, 'dozens of people in view at 12 s (35-50 at any time), walking, and the huddle at the left middle'),
    hall('threshold', 'were there at least a dozen people in the hall at 12:00:08?', { kind: 'yes', citeAt: hl(8) }, 'at 8 s dozens of people in view (35-50 at any time), so at least twelve'),
    hall('dark-light', 'when did someone turn the lights off in the hall?', { kind: 'not-found' }, 'steady light the whole clip (mean luma 181-186 in every second); no lights change'),
  ];
}

export function heldOutQuestions15(): HeldOutQuestion[] {
  return [...yard15(), ...depot15(), ...lobby15(), ...carpark15(), ...shopfront15(), ...driveway15(), ...forecourt15(), ...busstop15(), ...real15()];
}
