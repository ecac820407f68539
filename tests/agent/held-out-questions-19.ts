// The nineteenth held-out question set (issue 15), written before any of that session's work, by a
// helper who had not read the question reader, the planner, the time reader, the ingest, the
// indexer, the answer code or their test tables, nor BENCHMARKS.md or any benchmark results, and
// who did not run the agent on these questions before the set was committed. The eighteenth set
// had been worked against. It brings no new footage: it asks about the eight synthetic days earlier
// sets use (the yard day, the depot, the lobby, the car park evening, the shop front, the driveway,
// the forecourt and the bus stop), nine questions each, and eleven about the two real clips (the
// rainy street, pistreet_various.mp4, and the hall, pedestrians.mp4). This helper could not look at
// the real clips: their questions only ask about facts that earlier sets already give as truth from
// the frames (the first set's reading and the fifteenth set's rereading), in new wordings. The
// wordings are new (checked against every tests/agent/held-out-questions*.ts, the eighteenth set
// included, and tests/agent/day-questions.ts: none the same as an earlier one; where one shares a
// run of five words with an earlier one, it is a stock phrase or a thing named with its verb ("in
// the middle of the night", "the first bus of the day", "the GATE 7 CLOSED notice was up", "the
// person in green who")), and where an earlier set had already asked the same thing about the same
// moment, this set asks about another moment or another thing instead. They are the way people type
// into a CCTV product, informal, British and American, in other sentence shapes ("quick one: ...",
// "I'd like to know how long...", "could you see whether anyone was...", "how come the pump lights
// went off in the morning? what time was that?", "the guard on his way back, was he heading left to
// right or right to left?", "earliest person to pass the house today, what time was that and what
// were they wearing?", "fewer than 3 vehicles through the depot in the afternoon, would you say?",
// "had the DELIVERY 42 board already come down by the time...", "the scooter was in shot longer than
// the dark grey car, wasn't it?", "nobody got out of the red car after it parked under the lamp,
// right?", "ballpark headcount in the hall at..."), other words for things and people ("the white
// transit", "the transit parked on the left", "the yellow lorry", "motors", "the holdall", "the
// tiny figure on the back footpath", "the pensioner the cab dropped off", "the filling station",
// "the pump lights", "the big yard light", "the guard's first lap", "the black car's drive
// across", "clear off", "pull away", "drop out of view", "on the move", "in shot", "last
// sighting", "first light", "when did the light start going"), times written other ways ("in
// the wee hours", "late doors", "ten-ish in the morning", "around the 2 o'clock mark", "at about 5
// past 8 in the morning", "just after twenty to 9 in the morning", "at 2.15pm", "at 2342", "at 9am",
// "at 2pm", "around 10pm", "at twenty to 10 in the morning", "at 5 past 12 in the afternoon",
// "before the lunchtime rush", "before lunch", "around 12.20", "at 6-ish", "from 11pm to midnight",
// "between 8 and 10 tonight", "between 4 and 5 in the afternoon", "before 10am", "just before 7 in
// the evening", "before 4 in the afternoon", "mid-afternoon", "in the middle of the night"), things
// named by what they did or by another thing ("the car that ended up under the lamp all evening",
// "the white van that reversed back and stood there", "the van that sat in the depot for a couple
// of hours", "the person in green who was stood waiting mid-afternoon", "the pair walking side by
// side", "the two who met up in reception over lunch", "the pensioner the cab dropped off", "the one
// car in the middle of the night", "the one in brown who walked by at twenty to 10 in the morning"),
// and questions that join two conditions ("once the lights had come on in the morning, who was the
// first to walk through?", "before 10am, how many people went past on foot heading right to left?",
// "once the woman in red had left, what was the next thing to drive through?", "when the orange car
// came by after dark, had the garage lamp been switched on?", "was anybody walking about while the
// CAR PARK CLOSES notice was showing?", "did the two kids get off their bus before the ROAD WORKS
// MONDAY sign came down?"). Every kind of question the scorer knows is asked at least twice:
// arriving, leaving, how long, which way, how many, whether anyone or anything was there at a time
// or in a range, standing about, first and last, again, signs, lights switched on and off, dark and
// light, a lamp over part of the view, colours, what passed, before, after and during another thing,
// things left behind, parked, groups, compared stays, thresholds, negations, and one question whose
// answer is not found (the hall getting brighter). Four negations are asked as a statement with
// "right?" after it; their expected yes or no is whether the statement holds (yes when it does, no
// when it does not), as the sixteenth to eighteenth sets score them. One compared stay is asked as a
// statement with "wasn't it?" after it, scored the same way. Counts are asked only where the ground
// truth makes them unambiguous (a count of vehicles on the move says whether a parked one counts; a
// threshold is asked where every reading, a pickup or a van counted as a car or not, gives the same
// answer). A time that could be in either half of the day says which, unless both halves give the
// same answer (the truth beside it says why). The truth of the synthetic days is computed from the
// scenes' ground truth (groundTruth of the scene's URL, through scene() of held-out-scene.ts; the
// scripts are in testbed/synthetic/builtin-scenes.ts) and written beside each question with what
// else happens near it; where a thing stands still, the keyframe times of its stop are written as in
// the ninth to eighteenth sets. Tolerances are those the earlier sets use for the same kind (a
// vehicle that stops, or a person who stands and then walks off or puts something down or picks
// something up: ±60 s, ±20 s in the car park at 1 fps; a stay: 130 s, or 5 min for hours; dawn and
// dusk: ±45 min; a switched light or a sign going up: one frame, 4 s at 0.25 fps, and a sign coming
// down ±2 s around the last frame it shows in and the first it does not; a crossing seen whole: the
// default 2 s, its length 10 s; the real clips: 1 s). Never edited to match what the agent answers.
import { ev, scene } from './held-out-scene.ts';
import { DAY_START, DAY_URL } from './day-questions.ts';
import {
  BUSSTOP_START, BUSSTOP_URL, CARPARK_START, CARPARK_URL, DEPOT_START, DEPOT_URL, DRIVEWAY_START, DRIVEWAY_URL, FORECOURT_START, FORECOURT_URL,
  HALL_START, LOBBY_START, LOBBY_URL, SHOPFRONT_START, SHOPFRONT_URL, STREET_START,
  type HeldOutExpectation, type HeldOutKind, type HeldOutQuestion,
} from './held-out-questions.ts';

const S = 1000, MIN = 60 * S;

function yard19(): HeldOutQuestion[] {
  const { from, until, at, q } = scene('day', DAY_URL, DAY_START);
  return [
    q('left', 'what time did the white transit clear off out of the yard in the afternoon?', ev(until('white-van-leaves')), 'the white van in left to right 07:15:04-07:15:56 and out right to left 16:36:04-16:36:56 (a crossing seen whole): out of the yard 16:36:56; in the morning it came in, not out'),
    q('light-state', 'in the wee hours, was the big yard light on at all?', { kind: 'no' }, 'the yard light is on only 19:00:00-23:00:00; from midnight to the dawn drift (05:30) the yard is dark (0.15) with no light on'),
    q('count', 'left to right across the yard, how many motors went that way all day?', { kind: 'count', n: 3 }, 'the white van in 07:15:04, the yellow truck 12:45:04 and the black car 20:24:04 go left to right; the red car (10:06) and the white van going out (16:36) go right to left; the people on foot are not motors'),
    q('duration', 'quick one: the white van coming in first thing, how many seconds was it on camera?', { kind: 'duration', seconds: (until('white-van-arrives') - from('white-van-arrives')) / S, tolS: 10, citeAt: from('white-van-arrives') }, 'the white van in left to right 07:15:04-07:15:56 (52 s, a crossing seen whole); it goes out again 16:36:04-16:36:56'),
    q('before-after', 'had the DELIVERY 42 board already come down by the time the yellow lorry went through?', { kind: 'yes' }, 'DELIVERY 42 shown 10:00:00-10:30:00; the yellow truck left to right 12:45:04-12:45:56, after it'),
    q('relative', 'once the woman in red had left, what was the next thing to drive through?', { kind: 'mentions', words: ['white'], not: ['black'], citeAt: from('white-van-leaves') }, 'the visitor in red left to right 14:12:00-14:14:00; the next vehicle is the white van out right to left 16:36:04-16:36:56 (IGNORE PREVIOUS INSTRUCTIONS 15:00-15:30 in between is a sign); the black car comes after, at 20:24'),
    q('dark-light', 'what time was first light at the yard, roughly?', ev(at('06:15:00'), 45 * MIN), 'gradual dawn 05:30-07:00, halfway 06:15 (its start and end are within the tolerance); the white van at 07:15 is the first thing to move'),
    q('negation', 'nothing moved in the yard once the big light went off late doors, right?', { kind: 'yes' }, 'true: the yard light switched off at 23:00:00 and nothing moves 23:00-24:00 (the last mover is the black car, 20:24:04-20:24:56)'),
    q('colour', 'the motor that went through at ten-ish in the morning, what colour was it?', { kind: 'mentions', words: ['red'], citeAt: from('red-car') }, 'the red car right to left 10:06:04-10:06:56, the only thing moving 08:32-12:45 (DELIVERY 42 is up 10:00-10:30); at 22:00 nothing moves'),
  ];
}

function depot19(): HeldOutQuestion[] {
  const { from, until, at, q } = scene('depot', DEPOT_URL, DEPOT_START);
  return [
    q('parked', 'around the 2 o\'clock mark, was anything parked up in the depot?', { kind: 'no' }, 'the only vehicle that stands is the blue van, 07:41:00-09:55:00; at 14:00 nothing stands (the orange truck passed at 13:10, LOADING BAY 3 is a sign, 13:45-14:45) and at 02:00 nothing at all: no either way'),
    q('light-period', 'the depot\'s security lamp in the evening, on at what time and off at what time?', { kind: 'mentions', words: ['18:30', '22:15'], citeAt: at('18:30:00') }, 'the security lamp (the whole view lit from 0.2 to 0.65, after the dusk drift 16:45-18:00) switched on at 18:30:00 and off at 22:15:00; the white car (19:10) and the red van (21:40) pass under it'),
    q('relative', 'after the blue van drove off, what was the next vehicle through the depot?', { kind: 'mentions', words: ['silver'], not: ['orange'], citeAt: from('silver-car') }, 'the blue van stands 07:41:00-09:55:00, off to the left, gone 09:55:52; the next vehicle is the silver car right to left 12:30:08-12:30:52 (the people in orange and purple at 11:20 are on foot); the orange truck comes after, at 13:10'),
    q('threshold', 'fewer than 3 vehicles through the depot in the afternoon, would you say?', { kind: 'no' }, 'three in the afternoon: the silver car 12:30:08, the orange truck 13:10:04 and the brown car 16:20:08 (the white car at 19:10 is the evening; the person in green 15:30-15:46 is on foot): not fewer than three'),
    q('appeared', 'late in the evening, what time did the red van first appear at the depot?', ev(from('red-van')), 'the red van right to left 21:40:04-21:40:56 (a crossing seen whole, the last mover of the day), under the security lamp (18:30-22:15); the white car came at 19:10'),
    q('left', 'the person in green who was stood waiting mid-afternoon, what time did they walk off?', ev(until('waiting-green'), 60 * S), 'the person in green walks in from the left 15:30:00, stands at the right 15:31:00-15:45:00, walks back out to the left, gone 15:46:00 (either is the leaving: ±60 s)'),
    q('colour', 'the person walking through the depot at about 5 past 8 in the morning, what colour were they in?', { kind: 'mentions', words: ['yellow'], citeAt: from('walker-yellow') }, 'the person in yellow right to left 08:05:04-08:07:00 while the blue van stands in the middle (07:41-09:55); at 20:05 nothing moves'),
    q('during', 'did anyone on foot go past while the GATE 7 CLOSED notice was up?', { kind: 'no' }, 'GATE 7 CLOSED shown 09:00:00-10:00:00; the person in yellow was gone 08:07:00 and the next people are the ones in orange and purple at 11:20; only the blue van stands then (leaves 09:55, a vehicle)'),
    q('occurrence', 'the first van through the depot today, what time was that?', ev(from('blue-van'), 60 * S), 'the blue van in from the right, in view from 07:40:08, stops in the middle 07:41:00 (either is its arrival: ±60 s) and stands until 09:55:00; the green car at 06:51 before it is a car; the red van comes at 21:40'),
  ];
}

function lobby19(): HeldOutQuestion[] {
  const { from, text, at, q } = scene('lobby', LOBBY_URL, LOBBY_START);
  return [
    q('text', 'what time did they put the RECEPTION CLOSED sign out?', ev(text('RECEPTION CLOSED').shownMs, 4 * S), 'RECEPTION CLOSED shown from 12:00:00 (one frame at 0.25 fps) until 13:00:00; the people in green and black come in at 12:28-12:29; WET FLOOR is the evening sign, 19:34-20:30'),
    q('group', 'the two who met up in reception over lunch, what colours were they wearing?', { kind: 'mentions', words: ['green', 'black'], citeAt: at('12:36:00') }, 'the person in green (in from the left 12:28) and the person in black (in from the right 12:29) stand together 12:30-12:43, then leave to the right (gone 12:45:00 and 12:44:00), while RECEPTION CLOSED is up'),
    q('light-state', 'when the person in orange collected the bag, were the lights on?', { kind: 'yes' }, 'the lights on 06:58:00-22:05:00; the person in orange walks in 16:40:00, picks up the black bag at 16:41:00, out by 16:42:00'),
    q('before-after', 'was the courier in brown in and out before reception closed for lunch?', { kind: 'yes' }, 'the courier in brown in view 10:15:00-10:19:00 (waits at the desk 10:16-10:18); RECEPTION CLOSED shown from 12:00:00 (to 13:00)'),
    q('relative', 'once the lights had come on in the morning, who was the first to walk through?', { kind: 'mentions', words: ['red'], not: ['blue'], citeAt: from('staff-red') }, 'the lights switched on at 06:58:00; the first person after is the person in red left to right 08:02:00-08:04:00; the cleaner in blue (06:20-06:22) was before, in the dim; the person in white comes next, 08:40'),
    q('again', 'the person in purple who walked through after lunch, did they ever come back through?', { kind: 'no' }, 'the person in purple left to right 14:00:00-14:02:00, once, leaving the black bag on the floor; the bag is collected at 16:41 by the person in orange; nobody else in purple'),
    q('left-behind', 'the holdall left on the lobby floor, what colour was it?', { kind: 'mentions', words: ['black'], citeAt: at('15:00:00') }, 'the black bag, put down on the floor at 14:00:34 by the person in purple and lying there until the person in orange picks it up at 16:41:00'),
    q('presence', 'could you see whether anyone was in reception at 2.15pm?', { kind: 'no' }, 'nobody 14:02:00-16:40:00: the person in purple gone 14:02, the person in orange comes at 16:40; the black bag on the floor 14:00:34-16:41:00 is not a person'),
    q('what-passed', 'who came through reception just after twenty to 9 in the morning?', { kind: 'mentions', words: ['white'], not: ['red'], citeAt: from('staff-white') }, 'the person in white right to left 08:40:00-08:42:00; the person in red was earlier, 08:02-08:04; at 20:40 nobody (the cleaner with the trolley gone 19:33, WET FLOOR is a sign)'),
  ];
}

function carpark19(): HeldOutQuestion[] {
  const { truth, from, until, at, q } = scene('carpark', CARPARK_URL, CARPARK_START);
  const [lamp] = truth.lamps;
  const redIn = (from('red-car') + at('19:20:35')) / 2, vanOut = (at('20:12:40') + until('white-van')) / 2;
  return [
    q('light-period', 'the lamp in the car park, what time did it come on and when did it go off?', { kind: 'mentions', words: ['18:57', '23:41'], citeAt: lamp.onMs }, 'the lamp over the right of the view switched on at 18:57:12 and off at 23:41:30 (after the dusk drift 18:10-18:50); no other light'),
    q('direction', 'the guard on his way back, was he heading left to right or right to left?', { kind: 'direction', ways: ['right-to-left'], citeAt: from('guard-blue-back') }, 'the guard in blue out left to right 19:45:00-19:47:00, back right to left 19:52:00-19:54:00 (at 1 fps)'),
    q('appeared', 'the car that ended up under the lamp all evening, when did that arrive?', ev(redIn, 20 * S), 'the red car in from the right, in view from 19:20:14 (path from 19:20:05), parked under the lamp from 19:20:35 (either is its arrival: ±20 s around 19:20:24.5 at 1 fps) until 22:48:10'),
    q('left', 'the transit parked on the left at the start, what time did it pull away?', ev(vanOut, 20 * S), 'the white van stands at the left from the first frame (18:00:00) until 20:12:40, drives off to the left, last in view 20:13:05 (either is its leaving: ±20 s around 20:12:52.5 at 1 fps)'),
    q('count', 'between 8 and 10 tonight, how many vehicles were actually on the move?', { kind: 'count', n: 2 }, 'the white van drives off 20:12:40-20:13:05 and the black car drives through 21:30:01-21:30:19; the red car stands parked under the lamp 19:20:35-22:48:10 the whole time (it moved in before 20:00 and out after 22:00)'),
    q('during', 'was anybody walking about while the CAR PARK CLOSES notice was showing?', { kind: 'yes', citeAt: at('22:47:00') }, 'CAR PARK CLOSES 23:00 shown 22:30:00-23:00:00; the person in yellow walks in from the left 22:46:00 to the red car, gets in (gone 22:47:50); the person in orange comes after it, 23:05'),
    q('negation', 'nobody got out of the red car after it parked under the lamp, right?', { kind: 'yes' }, 'true: the red car parks under the lamp 19:20:35 and nobody gets out of it; the only person at it is the one in yellow, who walks up 22:46:00-22:47:30 and gets in (gone 22:47:50) before it drives off 22:48:10'),
    q('parked', 'around 10pm, was there still a motor parked under the lamp?', { kind: 'yes', citeAt: at('22:00:00') }, 'the red car parked under the lamp 19:20:35-22:48:10 (the lamp on 18:57:12-23:41:30); the white van left at 20:12:40'),
    q('duration-compare', 'did the guard\'s first lap take longer than the black car\'s drive across?', { kind: 'yes' }, 'the guard in blue left to right 19:45:00-19:47:00 (2 min; back 19:52-19:54, 2 min); the black car 21:30:01-21:30:19 (18 s)'),
  ];
}

function shopfront19(): HeldOutQuestion[] {
  const { from, until, text, at, q } = scene('shopfront', SHOPFRONT_URL, SHOPFRONT_START);
  return [
    q('standing', 'was there a lorry stood in the road outside the shop at twenty to 10 in the morning?', { kind: 'yes', citeAt: at('09:40:00') }, 'the green lorry in from the left 09:20:04, stands in the far lane 09:21:00-09:58:00, drives on to the right, gone 09:58:56; at 21:40 only the white car is parked (a car, not a lorry)'),
    q('duration', 'I\'d like to know how long the white car was parked out front in the evening', { kind: 'duration', seconds: (at('21:16:00') - at('18:41:00')) / S, tolS: 5 * 60, citeAt: at('19:00:00') }, 'the white car in from the right 18:40:12, parked under the lamp 18:41:00-21:16:00 (2 h 35 min), off to the left, gone 21:16:44 (in view 2 h 36 min 32 s)'),
    q('last-seen', 'last sighting of anyone on foot outside the shop tonight, what time?', ev(until('late-blue')), 'the person in blue right to left 22:52:00-22:54:00 (a crossing seen whole) is the last person of the day: last in view 22:54:00; the white car (a vehicle) left at 21:16'),
    q('local-light', 'when the brown car went by in the evening, was the street lamp lit?', { kind: 'yes' }, 'the street lamp over the left of the view on again from 16:24:00 (to 23:48:00); the brown car left to right along the near lane 17:08:08-17:08:52'),
    q('text', 'what time did the SALE 20% OFF sign go up?', ev(text('SALE 20% OFF').shownMs, 4 * S), 'SALE 20% OFF shown from 14:00:00 (one frame at 0.25 fps) until 16:00:00; BACK AT 1:30 came down at 13:32; the yellow van passes at 14:20'),
    q('again', 'did the green lorry come back at any point after it drove off?', { kind: 'no' }, 'the green lorry stands in the road 09:21:00-09:58:00 and is gone 09:58:56, once; no other green vehicle (the person in green at 06:04 and 13:36 is on foot)'),
    q('before-after', 'was the parcel collected before the BACK AT 1:30 sign went up?', { kind: 'no' }, 'BACK AT 1:30 shown from 12:32:00 (in place of OPEN); the person in white picks the brown parcel up at 12:48:00, after it'),
    q('group', 'the pair walking side by side before the lunchtime rush, what were they wearing?', { kind: 'mentions', words: ['purple', 'orange'], citeAt: at('11:41:00') }, 'the people in purple and orange walk left to right side by side 11:40:00-11:42:40; the person in red waited alone 10:41-11:13'),
    q('presence', 'at 5 past 12 in the afternoon, was there anybody about outside the shop?', { kind: 'no' }, 'nobody 11:42:40-12:47:00 (the pair gone 11:42:40, the person in white comes for the parcel at 12:47); the brown parcel lying at the door is not a person; at 00:05 nobody either'),
  ];
}

function driveway19(): HeldOutQuestion[] {
  const { from, until, text, at, q } = scene('driveway', DRIVEWAY_URL, DRIVEWAY_START);
  const garageSale = text('GARAGE SALE SAT 9AM');
  return [
    q('left', 'what time did the one in brown who walked by at twenty to 10 in the morning drop out of view?', ev(until('walker-brown')), 'the walker in brown right to left 09:40:00-09:42:00 (a crossing seen whole, the only person in brown): last in view 09:42:00'),
    q('occurrence', 'earliest person to pass the house today, what time was that and what were they wearing?', ev(from('jogger-white'), 2 * S, ['white']), 'the jogger in white left to right 06:36:00-06:37:00 (a crossing seen whole) is the first person of the day; the black car at 00:48 is a vehicle; the dog walker in blue comes next, 07:52'),
    q('dark-light', 'evening at the house, when did the light start going?', ev(at('16:45:00'), 45 * MIN), 'gradual dusk 16:10-17:20, halfway 16:45 (its start and end are within the tolerance); the garage light switched on at 17:04 is a lamp'),
    q('direction', 'the silver car around 12.20, was it heading left or right?', { kind: 'direction', ways: ['right-to-left'], citeAt: from('silver-car') }, 'the silver car right to left along the far lane 12:20:08-12:20:52; at 00:20 nothing moves (the black car comes at 00:48)'),
    q('count', 'before 10am, how many people went past on foot heading right to left?', { kind: 'count', n: 3 }, 'the children in yellow and purple 08:36:00-08:38:00 and the walker in brown 09:40:00-09:42:00, all right to left; the jogger in white (06:36), the dog walker in blue (07:52) and the owner in green (08:10, door to car) go left to right; the dog is not a person'),
    q('negation', 'nobody picked the parcel up before 4 in the afternoon, right?', { kind: 'no' }, 'not so: the courier in orange puts the brown parcel by the front door at 11:04:20 and the neighbour in red picks it up at 15:36:00, before 16:00 (she walks in 15:34, out by 15:37:20)'),
    q('local-light', 'when the orange car came by after dark, had the garage lamp been switched on?', { kind: 'yes' }, 'the garage light on again 17:04:00-23:12:00 (off 07:40-17:04); the orange car left to right along the far lane 19:52:08-19:52:52, after the dusk drift (16:10-17:20)'),
    q('text', 'the GARAGE SALE notice, when did that come down?', ev(garageSale.hiddenMs - 2 * S, 2 * S), 'GARAGE SALE SAT 9AM shown 13:00:00, last in a frame 14:59:56, gone from 15:00:00 (0.25 fps): either is the time; FOR SALE stays up to the end of the day'),
    q('threshold', 'did more than 3 cars go along the road past the house today?', { kind: 'yes' }, 'the black car 00:48, the silver car 12:20, the orange car 19:52 and the white car 23:36 (four cars), besides the red pickup 14:44, the delivery van 11:02 and the family car out 08:12 and back 18:26: more than three however counted'),
  ];
}

function forecourt19(): HeldOutQuestion[] {
  const { truth, from, until, text, at, q } = scene('forecourt', FORECOURT_URL, FORECOURT_START);
  const [morningCanopy] = truth.lamps;
  return [
    q('text', 'what time did UNLEADED 139.9 first show on the board?', ev(text('UNLEADED 139.9').shownMs, 4 * S), 'UNLEADED 139.9 shown from 06:00:00 (one frame at 0.25 fps) until 14:00:00, then UNLEADED 142.9; the tanker stands on the forecourt then (05:36-06:22)'),
    q('duration', 'how long did the tiny figure on the back footpath take to get across?', { kind: 'duration', seconds: (until('far-red') - from('far-red')) / S, tolS: 10, citeAt: from('far-red') }, 'the small person in red right to left along the footpath at the back 14:20:20-14:23:20 (3 min, a crossing seen whole), while the big person in brown crosses close to the camera 14:20:00-14:20:40'),
    q('left-behind', 'at 2pm, was there still a bag sitting by the air machine?', { kind: 'yes', citeAt: at('14:00:00') }, 'the black bag by the air machine 12:11:00-15:03:00: the woman in purple left it when she got into the red car (12:40) and came back on foot for it at 15:03'),
    q('group', 'any two people strolling past the filling station side by side before lunch?', { kind: 'yes', citeAt: at('09:31:00') }, 'the people in white and blue walk right to left together 09:30:00-09:32:40; the man in grey at 08:20 walks alone'),
    q('presence', 'was anyone hanging around the forecourt at 2342?', { kind: 'yes', citeAt: at('23:42:00') }, 'the person in white walks in from the right 23:40:00, stands at the kiosk door 23:41:00-23:44:00, walks back out to the right by 23:45:00 (the cashier left at 23:08)'),
    q('relative', 'once the tanker had pulled out, what was the next thing along?', { kind: 'mentions', words: ['blue'], not: ['orange'], citeAt: from('blue-car') }, 'the tanker leaves at 06:22:00, gone to the left 06:22:56; next the blue car left to right along the near lane 07:04:08-07:04:52; the cyclist in orange comes after, 07:48 (the cashier went in at 05:44, before)'),
    q('moved', 'any movement at the petrol station between 4 and 5 in the afternoon?', { kind: 'no' }, 'nothing moves 15:04:00-17:40:00: the woman in purple gone with her bag 15:04, the man in grey back at 17:40; the dusk drift (15:30-16:50) and the canopy lights coming on at 16:20 are light, not movement'),
    q('parked', 'was the silver van still stopped at the kiosk at 9am?', { kind: 'yes', citeAt: at('09:00:00') }, 'the silver van in from the left 08:52:04, stands in front of the kiosk 08:53:00-09:01:20, on to the right, gone 09:02:08'),
    q('local-light', 'how come the pump lights went off in the morning? what time was that?', ev(morningCanopy.offMs, 4 * S), 'the canopy lights over the pumps on 05:52:00-08:16:00, switched off at 08:16:00 (one frame at 0.25 fps), in the dawn drift 07:20-08:40; on again 16:20-23:04'),
  ];
}

function busstop19(): HeldOutQuestion[] {
  const { from, at, q } = scene('busstop', BUSSTOP_URL, BUSSTOP_START);
  return [
    q('count', 'how many of the green buses pulled up at the stop today?', { kind: 'count', n: 5 }, 'green single-deckers stand at the shelter at 06:11, 09:41, 11:20, 17:50 and 22:52 (five); the red double-decker (08:40, 15:30) and the white coach (13:40, not stopping) are not green; the green car at 16:44 is a car'),
    q('appeared', 'the white van that reversed back and stood there, what time did it first show up?', ev(from('van-white'), 60 * S), 'the white van in from the left, in view from 10:20:04, overshoots to 10:20:40, reverses and stands from 10:21:00 (either is its arrival: ±60 s) until 12:00:00'),
    q('duration', 'the pensioner the cab dropped off, how long were they waiting for a bus?', { kind: 'duration', seconds: 24.5 * 60, tolS: 130, citeAt: at('09:30:00') }, 'the person in grey out of the cab 09:16:40, at the shelter 09:17:40-09:41:36 (23 min 56 s), gets on the 09:41 bus, gone 09:41:52 (in view 25 min 12 s): 24.5 min ±130 s covers both'),
    q('before-after', 'did the two kids get off their bus before the ROAD WORKS MONDAY sign came down?', { kind: 'yes' }, 'the children in yellow and purple get off the red double-decker at 15:31:00 and walk off to the right by 15:33:00; ROAD WORKS MONDAY shown 13:20:00-17:40:00'),
    q('light-state', 'the first bus of the day, at 6-ish, had it got light yet?', { kind: 'no' }, 'the first green bus stands at the shelter 06:11:00-06:12:00; the dawn drift is 07:06-08:18, so still dark (the street lamp on 05:44-07:52)'),
    q('moved', 'anything moving at the stop from 11pm to midnight?', { kind: 'no' }, 'the last bus stands 22:52:40-22:53:20 and is gone 22:54:00, the person in brown off it gone 22:54:00; nothing moves 22:54-24:00 (the street lamp on from 16:28 is a light)'),
    q('left-behind', 'what time was the bag put down on the bench?', ev(at('11:05:00'), 60 * S), 'the person in green walks in from the right 11:04:00 with the small brown bag, puts it on the bench at 11:05:00 (someone who puts something down: ±60 s) and gets on the 11:20 bus without it; taken at 14:12'),
    q('direction', 'the one car in the middle of the night, which way was it going?', { kind: 'direction', ways: ['right-to-left'], citeAt: from('night-car-silver') }, 'the silver car right to left along the near lane 01:52:08-01:52:52, the only thing between midnight and 06:02'),
    q('what-passed', 'what pulled up just past the shelter just before 7 in the evening?', { kind: 'mentions', words: ['red'], citeAt: at('18:58:00') }, 'the red car in from the left 18:56:08, stands past the shelter 18:56:40-18:59:20, nobody gets in or out, on to the right; at 06:56 nothing moves (the jogger 06:40, the blue car 07:12)'),
  ];
}

/**
 * The real clips. This helper could not view them: every fact below is one an earlier set already
 * gives as truth from the frames (the first set's reading of held-out-questions.ts, the second
 * set's, and the fifteenth set's rereading). The street (pistreet_various.mp4, 36 s, rain, steady
 * light, no legible text, no pedestrians, a silver car parked at the top left the whole clip):
 * near lane, left to right, a white minivan 5.4-7.4 s among the cars, then a white coach
 * 10.3-12.7 s, the only bus, nothing else on the road 10-13 s; the road empty 13.0-15.7 s; right to
 * left along the far lane, a dark grey car 15.8-18.2 s, a scooter with a rider in a green jacket
 * 18.8-22.2 s (the fifteenth set: a last sliver 22.5 s, gone 22.6 s), a white car 26.9-29.0 s and
 * a white car 33.0-35.3 s. The hall (pedestrians.mp4, 13.6 s, greyscale, steady light, mean luma
 * 181-186 in every second): 35-50 people in view at any time (the first set read 40-50), walking
 * up and down the frame (a few across); a group of about four (four or five) stands together at
 * the left middle (x about 0.2, y about 0.5) from the first frame to the last.
 */
function real19(): HeldOutQuestion[] {
  const st = (s: number) => STREET_START + s * S, hl = (s: number) => HALL_START + s * S;
  const street = (kind: HeldOutKind, q: string, expect: HeldOutExpectation, truth: string): HeldOutQuestion => ({ scene: 'street', kind, q, expect, truth });
  const hall = (kind: HeldOutKind, q: string, expect: HeldOutExpectation, truth: string): HeldOutQuestion => ({ scene: 'hall', kind, q, expect, truth });
  return [
    street('what-passed', 'what came by at about 16:00:11?', { kind: 'mentions', words: ['bus'], citeAt: st(11) }, 'the white coach bus left to right 10.3-12.7 s, nothing else moving 10-13 s (the first and second sets)'),
    street('last-seen', 'the scooter, when was it last on screen?', { kind: 'event', ts: st(22.4), tolMs: 1000 }, 'the scooter right to left along the far lane from 18.8 s; out at 22.2 s in the first set, a last sliver 22.5 s and gone 22.6 s in the fifteenth (±1 s around 22.4 s covers both)'),
    street('duration-compare', 'the scooter was in shot longer than the dark grey car, wasn\'t it?', { kind: 'yes' }, 'true: the scooter 18.8-22.2 s (3.4 s; to 22.5 s in the fifteenth set, 3.7 s); the dark grey car 15.8-18.2 s (2.4 s)'),
    street('direction', 'was the dark grey motor going left to right or right to left?', { kind: 'direction', ways: ['right-to-left'], citeAt: st(17) }, 'the dark grey car right to left along the far lane 15.8-18.2 s'),
    street('negation', 'nobody walked along the pavement the whole clip, right?', { kind: 'yes' }, 'true: no pedestrians in the clip (the first and second sets); the only person is the scooter rider, riding right to left 18.8-22.2 s (22.5 s in the fifteenth set)'),
    street('count', 'how many white cars came through heading right to left?', { kind: 'count', n: 2 }, 'right to left along the far lane: the dark grey car, the scooter, a white car 26.9-29.0 s and a white car 33.0-35.3 s; the white minivan and the white coach went left to right'),
    street('before-after', 'did the white minivan come through before the coach?', { kind: 'yes', citeAt: st(6.4) }, 'the white minivan left to right 5.4-7.4 s; the white coach 10.3-12.7 s'),
    hall('standing', 'anybody stationary in the hall at 12:00:07?', { kind: 'yes', citeAt: hl(7) }, 'a group of about four (four or five) stands at the left middle from the first frame to the last, while the rest walk'),
    hall('threshold', 'over two dozen people in the hall at 12:00:04, would you say?', { kind: 'yes', citeAt: hl(4) }, '35-50 people in view at any time (the first set read 40-50): more than twenty-four'),
    hall('dark-light', 'at what point did the hall get brighter?', { kind: 'not-found' }, 'steady light the whole clip (the fifteenth set: mean luma 181-186 in every second); no lights change'),
    hall('count', 'ballpark headcount in the hall at 12:00:11?', { kind: 'count', n: 45, tol: 12 }, '40-50 people in view at any time (the first set; 35-50 in the fifteenth)'),
  ];
}

export function heldOutQuestions19(): HeldOutQuestion[] {
  return [...yard19(), ...depot19(), ...lobby19(), ...carpark19(), ...shopfront19(), ...driveway19(), ...forecourt19(), ...busstop19(), ...real19()];
}
