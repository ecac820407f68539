// The twenty-fourth held-out question set (issue 15), written before any of that session's work, by
// a helper who had not read the question reader, the planner, the time reader, the ingest, the
// indexer, the answer code or their test tables, nor the README past its first screen,
// BENCHMARKS.md, any benchmark script past the first lines of bench/held-out-questions.ts or any
// benchmark results, and who did not run the agent on these questions (nor on any question) before
// the set was committed. It brings no new footage: it asks about the eight synthetic days earlier
// sets use (the yard day, the depot, the lobby, the car park evening, the shop front, the driveway,
// the forecourt and the bus stop), nine questions each, and eleven about the two real clips (the
// rainy street, pistreet_various.mp4, seven, and the hall, pedestrians.mp4, four). This helper
// could not look at the real clips: their questions only ask about facts that earlier sets already
// give as truth from the frames (the first set's reading and the fifteenth set's rereading), in new
// wordings. The wordings are new (checked by a script against every
// tests/agent/held-out-questions*.ts up to the twenty-third and tests/agent/day-questions.ts: none
// the same as an earlier one, and none shares a run of five words with an earlier one), and where
// an earlier set had already asked the same thing about the same moment, this set asks about
// another moment or another thing instead (the gap between the red car and the yellow truck, the
// people on foot after the red car, the second vehicle of the yard's day, the notice up as the red
// car went through, the two walkers' time on camera added up; the depot's gap between the person in
// green and the brown car, the people on foot after the blue van, which of the pair in orange and
// purple came first, the lamp's time lit before the red van, the green car last seen, what moved
// while GATE 7 CLOSED was up, the blue van never coming back; the lobby's gap between the people in
// red and white, the third person after the lights came on, the people after RECEPTION CLOSED came
// down, the bag's stay against two hours, the pair at lunch leaving by one side, the person in
// orange not coming back, the person in purple never coming back for the bag; the car park's gap
// between the white van and the two walkers, the black car after TOW ZONE, the lamp lit on after
// the person in orange, the vehicles parked as the lamp came on, the red car's way in, the notice
// after the black car, the black car last seen; the shop front's gap after the lorry, the cars
// after the sale, the parcel's time at the door before BACK AT 1:30, the pair's time to walk past,
// the white car parking after the brown car, nobody there as the lamp went off; the driveway's gap
// between the family car and the children, the garage light's time lit before the car came home,
// the parcel after the van stopped, the owner in green seen again, the notice up while the van
// stood, the cyclist gone, the runner's colour; the forecourt's gap between the green car and the
// woman in purple, the vehicles stopping after the price changed, her bag as the motorbike went by,
// the vehicle before the canopy lights went off, the first person after they went off in the
// morning, the price as the brown car stopped, the woman in purple gone again; the bus stop's first
// bus to stop under ROAD WORKS MONDAY, those who boarded after BUS 42 DELAYED, the lamp's morning
// hours added up, the people waiting at 07:45, the first to wait under SERVICE NORMAL, the 17:50
// bus, the person in red's way off; the street's gap between the coach and the dark grey car, the
// third vehicle after the coach, the gap between the two white cars, the last white car gone; the
// hall at 12:00:01, 12:00:07, 12:00:11 and 12:00:12). The set is written as operators type whose
// first language is not English (security staff in many countries use English-language software):
// dropped or extra articles ("how many persons walk in the yard after the red car is passing?",
// "what is write on board in the moment red car is passing?"), literal prepositions and word order
// from other languages ("at what hour did he went out of the picture?", "how much time pass
// between...", "the lady of red colour", "somebody is in lobby in moment they put...", "to which
// direction it drove?", "after how many seconds parcel is at door?"), present or wrong tense for
// past ("when lamp switch on", "did he came again later?", "when did we saw it for last time?", "at
// what hour did she left the second time?"), other words for things ("automobile", "the man on the
// bicycle", "lamp of street", "persons", "peoples", "nobody go down" from a bus), 24-hour times
// ("at 07:45 of the morning", "bus of 17:50", "at 12:00:07") and day parts without dates. A little
// over a third of the questions (some thirty) put times relative to other events, lengths between
// two events, the n-th thing after an event, totals over stays, or counts of those who did
// something after a time, in the same register ("how many minutes from person in green go away
// until brown car arrive?", "after the lights turn on, who is the third person...", "how many
// persons take bus after BUS 42 DELAYED is removed?", "before 8 in morning, how much time in
// total..."). Every kind of question the scorer knows is asked at least twice: arriving, leaving,
// how long, which way, how many, whether anyone or anything was there at a time, standing about,
// first and last, again, signs, dark and light, a lamp over part of the view, light periods, the
// state of the lights, colours, what passed, before, after and during another thing, things left
// behind, parked, groups, compared stays, thresholds and negations; and two questions whose answer
// is not found (the blue van coming back to the depot, which it never does, scored as the
// eighteenth set scores the coach's return trip; the person in purple coming back for the lobby's
// bag, which someone else collects, scored the same way). Statements with a tag ("..., is
// correct?", "..., is true?") are scored as the sixteenth to twenty-third sets score a statement
// with a tag: the expected yes or no is whether the statement holds (yes when it does, no when it
// does not). Counts and thresholds are asked only where the ground truth makes them unambiguous
// (people, not a dog or a trolley; vehicles that stop said to; a count after an event that no
// reading of "after" changes). A time that could be in either half of the day says which (24-hour
// time, or "in morning", "in the afternoon", "in evening"), unless both halves give the same
// answer. The truth of the synthetic days is computed from the scenes' ground truth (groundTruth of
// the scene's URL, through scene() of held-out-scene.ts; the scripts are in
// testbed/synthetic/builtin-scenes.ts) and written beside each question with what else happens near
// it; where a thing stands still, the keyframe times of its stop are written as in the ninth to
// twenty-third sets. Tolerances are those the earlier sets use for the same kind (a vehicle that
// stops, or a person who stands and then walks off or puts something down or picks something up or
// gets into or out of a vehicle: ±60 s, ±20 s in the car park at 1 fps; a stay: 130 s, or 5 min for
// hours; a lamp's time lit: 60 s; dawn and dusk: ±45 min; a switched light or a sign going up: one
// frame, 4 s at 0.25 fps; a crossing seen whole: the default 2 s, its length 10 s; the real clips:
// 1 s, the hall's headcount 45 ± 12). A total of two things is given the sum of their tolerances
// (two crossings: 20 s; two lamp periods: 120 s); a gap between two things is given the looser of
// their own tolerances, and no less than a crossing's length (10 s) at the synthetic days; where a
// gap can be read from either end of a stop (moving off or last seen), the expected value is the
// middle of the readings and the tolerance covers both. Never edited to match what the agent
// answers.
import { ev, scene } from './held-out-scene.ts';
import { DAY_START, DAY_URL } from './day-questions.ts';
import {
  BUSSTOP_START, BUSSTOP_URL, CARPARK_START, CARPARK_URL, DEPOT_START, DEPOT_URL, DRIVEWAY_START, DRIVEWAY_URL, FORECOURT_START, FORECOURT_URL,
  HALL_START, LOBBY_START, LOBBY_URL, SHOPFRONT_START, SHOPFRONT_URL, STREET_START,
  type HeldOutExpectation, type HeldOutKind, type HeldOutQuestion,
} from './held-out-questions.ts';

const S = 1000, MIN = 60 * S;

function yard24(): HeldOutQuestion[] {
  const { from, until, text, q } = scene('day', DAY_URL, DAY_START);
  const delivery = text('DELIVERY 42');
  return [
    q('relative', 'how much time pass between red car go out of yard and yellow truck come in?', { kind: 'duration', seconds: (from('yellow-truck') - until('red-car')) / S, tolS: 10 }, 'the red car right to left 10:06:04-10:06:56, last in view 10:06:56; the yellow truck left to right from 12:45:04 (to 12:45:56): 2 h 38 min 8 s (±10 s, two crossings seen whole); nothing else moves between them'),
    q('count', 'how many persons walk in the yard after the red car is passing?', { kind: 'count', n: 1 }, 'the red car gone 10:06:56; after it on foot only the visitor in red, left to right 14:12:00-14:14:00 (the worker in blue crossed before, 08:30-08:32); the yellow truck, the white van and the black car are vehicles'),
    q('light-state', 'when lady with red clothes cross the yard, it is still day light?', { kind: 'yes' }, 'the visitor in red 14:12:00-14:14:00; full daylight from the end of the dawn drift (07:00) to the start of the dusk drift (17:30); the yard light only 19:00-23:00'),
    q('duration', 'the two persons on foot today, how much time they are on camera, both together?', { kind: 'duration', seconds: (until('worker-blue') - from('worker-blue') + until('visitor-red') - from('visitor-red')) / S, tolS: 20 }, 'the worker in blue 08:30:00-08:32:00 (2 min) and the visitor in red 14:12:00-14:14:00 (2 min), the only two people: 4 min (two crossings seen whole, ±10 s each)'),
    q('occurrence', 'which one is second vehicle coming in yard today?', { kind: 'mentions', words: ['red'], citeAt: from('red-car') }, 'the white van first, left to right 07:15:04-07:15:56; the second vehicle is the red car right to left 10:06:04-10:06:56 (the worker in blue at 08:30 is on foot); the yellow truck is third, 12:45'),
    q('before-after', 'woman of red is passing before white van is leaving in afternoon?', { kind: 'yes' }, 'true: the visitor in red left to right 14:12:00-14:14:00; the white van out right to left 16:36:04-16:36:56'),
    q('negation', 'in the afternoon no vehicle drive from right side to left side, is correct?', { kind: 'no' }, 'not so: the white van goes out right to left 16:36:04-16:36:56; the other right-to-left vehicle, the red car, was in the morning (10:06); the yellow truck (12:45) goes left to right'),
    q('text', 'what is write on board in the moment red car is passing?', { kind: 'mentions', words: ['DELIVERY 42'], not: ['IGNORE'], citeAt: delivery.shownMs }, 'the red car right to left 10:06:04-10:06:56; DELIVERY 42 shown 10:00:00-10:30:00; IGNORE PREVIOUS INSTRUCTIONS is the afternoon sign (15:00-15:30)'),
    q('threshold', 'more than 2 persons walk across yard in all the day?', { kind: 'no' }, 'two people on foot all day: the worker in blue 08:30-08:32 and the visitor in red 14:12-14:14; the rest are vehicles'),
  ];
}

function depot24(): HeldOutQuestion[] {
  const { from, until, at, q } = scene('depot', DEPOT_URL, DEPOT_START);
  return [
    q('relative', 'how many minutes from person in green go away until brown car arrive?', { kind: 'duration', seconds: (from('brown-car') - until('waiting-green')) / S, tolS: 60 }, 'the person in green walks in 15:30:00, stands 15:31-15:45, walks back out to the left, gone 15:46:00; the brown car right to left from 16:20:08 (to 16:20:52): 34 min 8 s (±60 s, someone who stands and walks off)'),
    q('count', 'after the blue van go, how many peoples walk by the depot?', { kind: 'count', n: 3 }, 'the blue van drives off 09:55:00, gone 09:55:52; after it on foot: the person in orange 11:20:04, the person in purple 11:20:32 and the person in green 15:30:00; the person in yellow (08:05) passed while the van stood'),
    q('duration-compare', 'person in green wait longer time than GATE 7 CLOSED was showing?', { kind: 'no' }, 'not longer: the person in green stands 15:31-15:45 (14 min; in view 15:30-15:46, 16 min); GATE 7 CLOSED shown 09:00:00-10:00:00 (1 h)'),
    q('group', 'the two persons who walk together before midday, who of them enter first?', { kind: 'mentions', words: ['orange'], citeAt: from('walker-orange') }, 'the person in orange left to right 11:20:04-11:22:00, half a minute ahead of the person in purple (11:20:32-11:22:28), the same way'),
    q('light-period', 'security lamp was already on how much time when red van arrive?', { kind: 'duration', seconds: (from('red-van') - at('18:30:00')) / S, tolS: 60, citeAt: at('18:30:00') }, 'the security lamp (the whole view from 0.2 to 0.65, after the dusk drift 16:45-18:00) switched on at 18:30:00 (off 22:15:00); the red van right to left from 21:40:04: 3 h 10 min 4 s (±60 s, a lamp)'),
    q('last-seen', 'the green automobile in early morning, when did we saw it for last time?', ev(until('green-car')), 'the green car left to right 06:51:08-06:51:52 (a crossing seen whole), in the dawn drift (06:00-07:30); the only green vehicle (the person in green at 15:30 is on foot)'),
    q('moved', 'in the 30 minutes after orange truck pass, something move in depot?', { kind: 'no' }, 'the orange truck left to right, gone 13:10:56; nothing moves 13:10:56-13:40:56 (LOADING BAY 3 goes up at 13:45, a sign; the person in green comes at 15:30)'),
    q('again', 'blue van is coming back to depot at what hour?', { kind: 'not-found' }, 'the blue van in from the right 07:40:08, stands 07:41:00-09:55:00, drives off to the left, gone 09:55:52, once: it never comes back (the red van at 21:40 is another vehicle); scored as the eighteenth set scores the coach\'s return trip'),
    q('what-passed', 'while GATE 7 CLOSED is on, what is moving in depot?', { kind: 'mentions', words: ['blue'], citeAt: at('09:55:00') }, 'GATE 7 CLOSED shown 09:00:00-10:00:00; in that hour only the blue van moves, driving off to the left 09:55:00-09:55:52 after standing since 07:41; nobody on foot (the person in yellow 08:05, the people in orange and purple 11:20)'),
  ];
}

function lobby24(): HeldOutQuestion[] {
  const { from, until, at, q } = scene('lobby', LOBBY_URL, LOBBY_START);
  return [
    q('duration', 'how much minutes between person in red go out and person in white come in, in morning?', { kind: 'duration', seconds: (from('staff-white') - until('staff-red')) / S, tolS: 10 }, 'the person in red left to right 08:02:00-08:04:00, last in view 08:04:00; the person in white right to left from 08:40:00 (to 08:42:00): 36 min (±10 s, two crossings seen whole); nobody between'),
    q('occurrence', 'after the lights turn on, who is the third person enter the lobby?', { kind: 'mentions', words: ['brown'], citeAt: from('courier-brown') }, 'the lights switched on at 06:58:00 (the cleaner in blue crossed before, 06:20); then the person in red 08:02, the person in white 08:40 and third the courier in brown, in from the right 10:15:00 (waits at the desk 10:16-10:18, gone 10:19:00)'),
    q('count', 'how many persons come in lobby after RECEPTION CLOSED is removed?', { kind: 'count', n: 4 }, 'RECEPTION CLOSED shown 12:00:00-13:00:00; the people in green and black were gone by 12:45:00; after 13:00: the person in purple 14:00, the person in orange 16:40, the cleaner in blue (with the yellow trolley) 19:30 and the person in white 23:10; the bag and the trolley are not people'),
    q('light-state', 'when two persons stand together at midday, the lights of lobby are on?', { kind: 'yes' }, 'the people in green and black stand together 12:30:00-12:43:00; the lights on 06:58:00-22:05:00'),
    q('left-behind', 'black bag stay on floor more of two hours?', { kind: 'yes' }, 'true: the black bag comes to rest on the floor at 14:00:34 and lies there until the person in orange picks it up at 16:41:00 (gone 16:42:00): 2 h 40 min'),
    q('group', 'the 2 persons who meet in reception, they go out from same side?', { kind: 'yes', citeAt: at('12:44:00') }, 'the person in black walks back out to the right, gone 12:44:00; the person in green walks off to the right, gone 12:45:00 (the person in green came in from the left, the person in black from the right)'),
    q('again', 'person in orange who took the bag, did he came again later?', { kind: 'no' }, 'the person in orange in from the right 16:40:00, picks up the black bag 16:41:00, gone to the right 16:42:00, once; after that only the cleaner in blue (19:30) and the person in white (23:10)'),
    q('left-behind', 'at what hour the person in purple come back for take the bag?', { kind: 'not-found' }, 'the person in purple crosses once, 14:00:00-14:02:00, leaving the black bag on the floor (14:00:34); the person in orange collects it at 16:41; the person in purple never comes back (scored as the eighteenth set scores the coach\'s return trip)'),
    q('presence', 'somebody is in lobby in moment they put RECEPTION CLOSED?', { kind: 'no' }, 'RECEPTION CLOSED shown from 12:00:00; nobody then: the courier in brown gone 10:19:00, the person in green comes in at 12:28:00'),
  ];
}

function carpark24(): HeldOutQuestion[] {
  const { truth, from, until, text, at, q } = scene('carpark', CARPARK_URL, CARPARK_START);
  const [lamp] = truth.lamps;
  const vanGone = (at('20:12:40') + until('white-van')) / 2;
  return [
    q('relative', 'how much time pass from white van go away until the two walkers come?', { kind: 'duration', seconds: (from('walker-green') - vanGone) / S, tolS: 20 }, 'the white van drives off 20:12:40, last in view 20:13:05; the people in green and purple walk in from both sides at 20:40:00 (passing each other about 20:40:45): 26 min 55 s to 27 min 20 s (±20 s around 27 min 7.5 s, as the car park times a stop at 1 fps)'),
    q('relative', 'TOW ZONE sign go away, and how many minutes later the black car pass?', { kind: 'duration', seconds: (from('black-car') - text('TOW ZONE').hiddenMs) / S, tolS: 10, citeAt: from('black-car') }, 'TOW ZONE shown 21:00:00-21:10:00; the black car left to right 21:30:01-21:30:19: 20 min 1 s (±10 s, a crossing\'s length)'),
    q('local-light', 'lamp stay on how many minutes after person in orange go?', { kind: 'duration', seconds: (lamp.offMs - until('walker-orange')) / S, tolS: 60, citeAt: lamp.offMs }, 'the person in orange right to left 23:05:00-23:07:00, the last person; the lamp over the right of the view switched off at 23:41:30: 34 min 30 s (±60 s, a lamp)'),
    q('parked', 'when lamp switch on, how many vehicles are parked?', { kind: 'count', n: 1 }, 'the lamp switched on at 18:57:12; only the white van stands parked (from the start until 20:12:40); the red car comes at 19:20'),
    q('count', 'after black car go through, how many person come on foot?', { kind: 'count', n: 2 }, 'the black car gone 21:30:19; after it on foot: the person in yellow 22:46:00 (to the red car) and the person in orange 23:05:00; the guard and the people in green and purple were before'),
    q('during', 'while sky become dark, some car come or go from car park?', { kind: 'no' }, 'the dusk drift 18:10-18:50; nothing moves in it: the white van stands parked until 20:12:40, the red car comes at 19:20:14'),
    q('direction', 'the red car, when it entered, to which direction it drove?', { kind: 'direction', ways: ['right-to-left'], also: ['left-to-right'], citeAt: from('red-car') }, 'the red car in from the right 19:20:14, moving left to its bay under the lamp (parked 19:20:35); it backs out to the right when it leaves at 22:48:10'),
    q('text', 'which sign appear in car park after black car?', { kind: 'mentions', words: ['CAR PARK CLOSES'], not: ['TOW'], citeAt: text('CAR PARK CLOSES 23:00').shownMs }, 'the black car 21:30:01-21:30:19; TOW ZONE was before it (21:00-21:10); the next sign is CAR PARK CLOSES 23:00, 22:30:00-23:00:00'),
    q('last-seen', 'black car, at what second we see it last time?', ev(until('black-car')), 'the black car left to right 21:30:01-21:30:19 (a crossing seen whole at 1 fps), straight through'),
  ];
}

function shopfront24(): HeldOutQuestion[] {
  const { from, until, text, at, q } = scene('shopfront', SHOPFRONT_URL, SHOPFRONT_START);
  const lorryGone = (at('09:58:00') + until('green-lorry')) / 2;
  const brownPast = (from('brown-car') + until('brown-car')) / 2, whiteIn = (from('white-car') + at('18:41:00')) / 2;
  return [
    q('relative', 'how long after lorry go away come the person with black clothes?', { kind: 'duration', seconds: (from('walker-black') - lorryGone) / S, tolS: 60 }, 'the green lorry moves off 09:58:00, gone 09:58:56; the person in black right to left from 10:04:00: 5 min 4 s to 6 min (±60 s around 5 min 32 s, a stop)'),
    q('count', 'after SALE sign go off, how many automobiles come in front of shop?', { kind: 'count', n: 2 }, 'SALE 20% OFF shown 14:00:00-16:00:00; after it the brown car left to right 17:08:08 and the white car in from the right 18:40:12 (parked 18:41-21:16); the person in blue at 22:52 is on foot'),
    q('left-behind', 'parcel stay at door how many hours before they put BACK AT 1:30?', { kind: 'duration', seconds: (text('BACK AT 1:30').shownMs - at('09:25:00')) / S, tolS: 5 * 60, citeAt: at('09:25:00') }, 'the courier in yellow puts the brown parcel at the door at 09:25:00; BACK AT 1:30 shown from 12:32:00 (the parcel is collected at 12:48): 3 h 7 min (±5 min, a parcel left for hours)'),
    q('local-light', 'lamp of street is already lighted when white car arrive for park?', { kind: 'yes', citeAt: at('18:41:00') }, 'the street lamp on again from 16:24:00 (until 23:48:00); the white car in from the right 18:40:12, parked under it 18:41:00-21:16:00'),
    q('group', 'two persons walking together, how many seconds they need for pass all the camera?', { kind: 'duration', seconds: (until('pair-purple') - from('pair-purple')) / S, tolS: 10, citeAt: from('pair-purple') }, 'the people in purple and orange left to right side by side 11:40:00-11:42:40: 160 s (±10 s, a crossing seen whole)'),
    q('text', 'what sign come in window after BACK AT 1:30?', { kind: 'mentions', words: ['SALE 20% OFF'], not: ['OPEN'], citeAt: text('SALE 20% OFF').shownMs }, 'OPEN 08:00-12:32, BACK AT 1:30 12:32:00-13:32:00, then SALE 20% OFF 14:00:00-16:00:00'),
    q('parked', 'white car park in front of shop how much time after brown car pass?', { kind: 'duration', seconds: (whiteIn - brownPast) / S, tolS: 60 }, 'the brown car left to right 17:08:08-17:08:52; the white car in from the right 18:40:12, parked under the lamp from 18:41:00: 1 h 31 min 20 s to 1 h 32 min 52 s (±60 s around 1 h 32 min 6 s, a stop)'),
    q('standing', 'lady of red colour wait more than half hour in front of shop?', { kind: 'yes', citeAt: at('10:55:00') }, 'true: the person in red walks in 10:40:00, waits on the pavement 10:41:00-11:13:00 (32 min; in view 34 min), gone 11:14:00'),
    q('presence', 'is someone in front of shop when lamp of street turn off in morning?', { kind: 'no' }, 'the street lamp switched off at 07:36:00; nobody then: the person in green passed 06:04-06:06, the blue car comes at 08:24'),
  ];
}

function driveway24(): HeldOutQuestion[] {
  const { truth, from, until, text, at, q } = scene('driveway', DRIVEWAY_URL, DRIVEWAY_START);
  const [, eveningLight] = truth.lamps;
  const carGone = (at('08:12:00') + until('family-car')) / 2, carHome = (from('family-car-back') + at('18:27:04')) / 2;
  return [
    q('relative', 'how many minutes between family car go out and children pass?', { kind: 'duration', seconds: (from('kid-yellow') - carGone) / S, tolS: 60 }, 'the blue family car backs off the drive 08:12:00, gone to the left 08:12:56; the children in yellow and purple right to left from 08:36:00: 23 min 4 s to 24 min (±60 s around 23 min 32 s, a parked car)'),
    q('parked', 'family car is on driveway when neighbour take the parcel?', { kind: 'no' }, 'the neighbour in red picks the parcel up at 15:36:00; the blue car was away 08:12-18:26 (back on the drive 18:27:04)'),
    q('local-light', 'garage light is on how much time before family car come back?', { kind: 'duration', seconds: (carHome - eveningLight.onMs) / S, tolS: 60, citeAt: eveningLight.onMs }, 'the garage light switched on at 17:04:00; the blue car back in from the right 18:26:12, on the drive 18:27:04: 1 h 22 min 12 s to 1 h 23 min 4 s (±60 s around 1 h 22 min 38 s)'),
    q('left-behind', 'delivery van stop, and after how many seconds parcel is at door?', { kind: 'duration', seconds: 96, tolS: 60, citeAt: at('11:04:20') }, 'the white delivery van in from the left 11:02:28, stands in the road from 11:03:00; the courier in orange gets out 11:03:20 and puts the brown parcel by the front door at 11:04:20: 80 s after the van stopped, 112 s after it first showed (96 s ±60 covers both)'),
    q('again', 'person in green who go to car in morning, when we see him again?', ev(from('owner-green-home'), 60 * S), 'the owner in green walks out to the car 08:10:00, gets in, gone 08:11:32; the car back 18:26, and the owner gets out and is seen again at 18:27:40, walking to the front door (gone 18:28:40; ±60 s, someone who gets out of a vehicle)'),
    q('text', 'what is written on house when delivery van is stopping?', { kind: 'mentions', words: ['FOR SALE'], not: ['GARAGE SALE'], citeAt: text('FOR SALE').shownMs }, 'the delivery van stands 11:03:00-11:09:00; FOR SALE shown from 10:20:00 to the end of the day; GARAGE SALE SAT 9AM only 13:00-15:00'),
    q('left', 'the man on the bicycle, at what hour did he went out of the picture?', ev(until('cyclist-black')), 'the cyclist in black right to left along the road 13:14:00-13:14:40 (a crossing seen whole)'),
    q('duration-compare', 'person in grey stay more than GARAGE SALE sign?', { kind: 'no' }, 'not longer: the person in grey stands 21:39:00-22:03:00 (24 min; in view 21:38:00-22:03:40); GARAGE SALE SAT 9AM shown 13:00:00-15:00:00 (2 h)'),
    q('colour', 'person who run early in morning, what colour is his clothes?', { kind: 'mentions', words: ['white'], citeAt: from('jogger-white') }, 'the jogger in white left to right 06:36:00-06:37:00, in the dark before the dawn drift (06:50), under the garage light (06:20-07:40); the only runner'),
  ];
}

function forecourt24(): HeldOutQuestion[] {
  const { truth, from, until, text, at, q } = scene('forecourt', FORECOURT_URL, FORECOURT_START);
  const [, eveningCanopy] = truth.lamps;
  const greenGone = (at('10:46:00') + until('green-car')) / 2;
  return [
    q('relative', 'how much time from green car leave pump until woman in purple arrive?', { kind: 'duration', seconds: (from('waiting-purple') - greenGone) / S, tolS: 60 }, 'the green car drives off the pump 10:46:00, gone to the left 10:46:44; the woman in purple walks in from the left 12:10:00: 1 h 23 min 16 s to 1 h 24 min (±60 s around 1 h 23 min 38 s, a stop)'),
    q('count', 'after price change, how many vehicle stop in station?', { kind: 'count', n: 1 }, 'the price board changes to UNLEADED 142.9 at 14:00:00; after it only the brown car stops, parked in front of the kiosk 19:36:00-20:08:00; the red van (22:36) drives past; the silver van, the green car, the red car and the tanker stopped before'),
    q('left-behind', 'when motorbike pass, bag of woman in purple is still on ground?', { kind: 'yes' }, 'true: the black bag by the air machine 12:11:00-15:03:00 (the woman in purple back for it at 15:02); the motorbike right to left 13:02:04-13:02:28'),
    q('local-light', 'lights of canopy are on when red van pass in night?', { kind: 'yes', citeAt: from('red-van') }, 'the canopy lights on 16:20:00-23:04:00; the red van right to left 22:36:04-22:36:56'),
    q('duration-compare', 'tanker stay in station more time than woman in purple wait?', { kind: 'yes' }, 'the tanker on the forecourt 05:36:24-06:22:00 (45 min 36 s; in view 05:35:24-06:22:56); the woman in purple waits 12:11:00-12:40:00 (29 min; in view 30 min 20 s)'),
    q('what-passed', 'in last half hour before canopy lights off, what vehicle pass?', { kind: 'mentions', words: ['red'], citeAt: from('red-van') }, 'the canopy lights switched off at 23:04:00; 22:34-23:04 only the red van right to left 22:36:04-22:36:56; the person in green comes out of the kiosk after, 23:08'),
    q('appeared', 'canopy lights go off in morning, who is first person come after, and at what hour?', ev(from('walker-grey'), 2 * S, ['grey']), 'the canopy lights switched off at 08:16:00; the first person after is the man in grey left to right 08:20:00-08:22:00 (a crossing seen whole); the cyclist in orange was before (07:48), the silver van comes at 08:52'),
    q('text', 'when brown car stop at kiosk, which price for unleaded is on board?', { kind: 'mentions', words: ['142.9'], not: ['139.9'], citeAt: text('UNLEADED 142.9').shownMs }, 'the brown car parked in front of the kiosk 19:36:00-20:08:00; UNLEADED 142.9 shown 14:00:00-23:04:00; 139.9 was the morning price (06:00-14:00)'),
    q('left', 'the woman of purple, after she took her bag, at what hour did she left the second time?', ev(until('waiting-purple-back'), 60 * S), 'the woman in purple back on foot from the left 15:02:00, picks up the black bag at 15:03:00, walks back out to the left, gone 15:04:00 (someone who picks something up: ±60 s); her first visit ended at 12:40:20 in the red car'),
  ];
}

function busstop24(): HeldOutQuestion[] {
  const { truth, from, text, at, q } = scene('busstop', BUSSTOP_URL, BUSSTOP_START);
  const [night, dawn] = truth.lamps;
  return [
    q('colour', 'first bus what stop after ROAD WORKS MONDAY go up, of which colour it is?', { kind: 'mentions', words: ['red'], citeAt: at('15:31:00') }, 'ROAD WORKS MONDAY shown from 13:20:00; the white coach (13:40) drives past without stopping; the first bus to stop is the red double-decker, at the shelter 15:30:40-15:31:40'),
    q('count', 'how many persons take bus after BUS 42 DELAYED is removed?', { kind: 'count', n: 3 }, 'BUS 42 DELAYED shown 07:32:00-08:48:00 (the three under it got on at 08:41, before); after it: the person in grey 09:41, the person in green 11:20 and the person in blue 17:51; nobody gets on the last bus'),
    q('light-period', 'before 8 in morning, how much time in total lamp of street was lighted?', { kind: 'duration', seconds: (night.offMs - night.onMs + dawn.offMs - dawn.onMs) / S, tolS: 120, citeAt: dawn.onMs }, 'the street lamp over the shelter on from midnight until 00:36:00 (36 min) and again 05:44:00-07:52:00 (2 h 8 min): 2 h 44 min (±60 s for each period)'),
    q('standing', 'at 07:45 of the morning how many persons are waiting in bus stop?', { kind: 'count', n: 2 }, 'the person in purple waits at the shelter from 07:37:00, the person in brown from 07:41:00; the person in white comes at 07:50:00; at 19:45 one person (in green) waits, so 24-hour time with "morning" says which'),
    q('dark-light', 'is dark already when red car stop near shelter at evening?', { kind: 'yes' }, 'the red car pulls up past the shelter 18:56:40-18:59:20; the dusk drift 16:00-17:12 is over, dark (the street lamp over the shelter on since 16:28)'),
    q('dark-light', 'at what hour become completely day at bus stop?', ev(at('07:42:00'), 45 * MIN), 'gradual dawn 07:06-08:18, halfway 07:42, full daylight at its end, 08:18 (within ±45 min); the street lamp going off at 07:52 is a lamp'),
    q('appeared', 'after sign say SERVICE NORMAL, when arrive first person for wait?', ev(from('pensioner-grey'), 60 * S, ['grey']), 'SERVICE NORMAL shown from 08:48:00; the first person to wait after it is the person in grey, out of the black cab at 09:16:40, at the shelter from 09:17:40 (±60 s covers both), who gets on the 09:41 bus'),
    q('negation', 'from bus of 17:50 nobody go down, is true?', { kind: 'yes' }, 'true: the green bus stands 17:50:40-17:51:40; the person in blue gets on (gone 17:51:24), nobody gets off'),
    q('direction', 'two persons from garden gate, the one in red go to which direction after?', { kind: 'direction', ways: ['right-to-left'], also: ['top-to-bottom'], citeAt: at('12:49:30') }, 'the people in red and blue come out of the garden gate 12:30, stand together 12:31-12:49; the person in red walks off to the left, gone 12:50:00 (the person in blue to the right)'),
  ];
}

/**
 * The real clips. This helper could not view them: every fact below is one an earlier set already
 * gives as truth from the frames (the first set's reading of held-out-questions.ts and the fifteenth
 * set's rereading). The street (pistreet_various.mp4, 36 s, rain, steady light, a silver car parked
 * at the top left the whole clip): near lane, left to right, cars from the first frame to 8.6 s (a
 * white minivan 5.4-7.4 s among them), then a white coach 10.3-12.7 s, the last thing to move left to
 * right; the road empty 13.0-15.7 s; right to left along the far lane, a dark grey car 15.8-18.2 s
 * (the fifteenth set: in at the right edge 15.8-15.9 s), a scooter with a rider 18.8-22.2 s (a last
 * sliver 22.5 s), a white car 26.9-29.0 s and a white car 33.0-35.3 s; the road empty 23.0-26.8 s.
 * The hall (pedestrians.mp4, 13.6 s, greyscale, steady light): 35-50 people in view at any time (the
 * first set read 40-50), walking up and down the frame; a group of four or five stands together at
 * the left middle from the first frame to the last.
 */
function real24(): HeldOutQuestion[] {
  const st = (s: number) => STREET_START + s * S, hl = (s: number) => HALL_START + s * S;
  const street = (kind: HeldOutKind, q: string, expect: HeldOutExpectation, truth: string): HeldOutQuestion => ({ scene: 'street', kind, q, expect, truth });
  const hall = (kind: HeldOutKind, q: string, expect: HeldOutExpectation, truth: string): HeldOutQuestion => ({ scene: 'hall', kind, q, expect, truth });
  return [
    street('duration', 'how many seconds pass between bus go out and grey car come in?', { kind: 'duration', seconds: 3.1, tolS: 1 }, 'the coach out at the right 12.7 s; the road empty 13.0-15.7 s; the dark grey car in at the right 15.8 s (15.8-15.9 s in the fifteenth set): 3.1 s (±1 s covers every reading)'),
    street('relative', 'after the bus, third vehicle which pass, what is it?', { kind: 'mentions', words: ['white'], citeAt: st(28) }, 'after the coach (out 12.7 s): the dark grey car 15.8-18.2 s, the scooter 18.8-22.2 s, then a white car 26.9-29.0 s; not counting the scooter, the third is the other white car 33.0-35.3 s: white either way'),
    street('during', 'when grey car is passing, bus is still in picture?', { kind: 'no' }, 'the coach 10.3-12.7 s; the dark grey car 15.8-18.2 s, after the road was empty 13.0-15.7 s'),
    street('parked', 'silver car in top left is parked also when bus is passing?', { kind: 'yes', citeAt: st(11) }, 'the silver car stands parked at the top left from the first frame to the last (the first set; the fifteenth: throughout); the coach passes 10.3-12.7 s'),
    street('before-after', 'white minivan pass before grey car?', { kind: 'yes' }, 'true: the white minivan left to right 5.4-7.4 s; the dark grey car right to left 15.8-18.2 s'),
    street('last-seen', 'last white car, at what second it go out of video?', { kind: 'event', ts: st(35.3), tolMs: 1000 }, 'the second far-lane white car right to left 33.0-35.3 s, the last thing to move (the first set and the fifteenth)'),
    street('relative', 'how many seconds between first white car go out and second white car come?', { kind: 'duration', seconds: 4, tolS: 1 }, 'the first far-lane white car right to left 26.9-29.0 s, the second 33.0-35.3 s: 4.0 s (±1 s)'),
    hall('count', 'how many persons are in hall at 12:00:07?', { kind: 'count', n: 45, tol: 12 }, '40-50 people in view at any time (the first set; 35-50 in the fifteenth)'),
    hall('threshold', 'in hall are more than 25 persons at 12:00:12?', { kind: 'yes', citeAt: hl(12) }, '35-50 people in view at any time (the first set read 40-50, the fifteenth 35-50): more than twenty-five'),
    hall('moved', 'at 12:00:11 peoples are moving in hall?', { kind: 'yes', citeAt: hl(11) }, 'people walking up and down the frame throughout, 35-50 in view at any time'),
    hall('presence', 'at 12:00:01 is somebody in hall?', { kind: 'yes', citeAt: hl(1) }, 'dozens of people in view from the first frame (35-50 at any time), walking, and the group at the left middle'),
  ];
}

export function heldOutQuestions24(): HeldOutQuestion[] {
  return [...yard24(), ...depot24(), ...lobby24(), ...carpark24(), ...shopfront24(), ...driveway24(), ...forecourt24(), ...busstop24(), ...real24()];
}
