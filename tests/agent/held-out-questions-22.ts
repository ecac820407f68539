// The twenty-second held-out question set (issue 15), written by a helper who had not read the
// question reader, the planner, the time reader, the ingest, the indexer, the answer code or their
// test tables, nor BENCHMARKS.md or any benchmark results, and who did not run the agent on these
// questions (nor on any question) before the set was committed. It brings no new footage: it asks
// about the eight synthetic days earlier sets use (the yard day, the depot, the lobby, the car park
// evening, the shop front, the driveway, the forecourt and the bus stop), nine questions each, and
// eleven about the two real clips (the rainy street, pistreet_various.mp4, seven, and the hall,
// pedestrians.mp4, four). This helper could not look at the real clips: their questions only ask
// about facts that earlier sets already give as truth from the frames (the first set's reading and
// the fifteenth set's rereading), in new wordings. The wordings are new (checked by a script
// against every tests/agent/held-out-questions*.ts up to the twenty-first and
// tests/agent/day-questions.ts: none the same as an earlier one, and none shares a run of five
// words with an earlier one), and where an earlier set had already asked the same thing about the
// same moment, this set asks about another moment or another thing instead (the red car's time in
// the yard, whether the woman in red came back, the yard while it got dark, the colour of the van
// that stood in the depot, the two depot notices compared, the person in orange arriving at the depot,
// the depot while it got light, the person in white's last sighting in the lobby, who came in before
// the person in brown, the lobby at ten to eleven at night, the colours of the two who passed each
// other in the car park, the person in blue's first walk out of shot, the person in yellow's last
// sighting, the shop's street lamp through the small hours, the white car pulling away from the
// shop, the parcel's colour at the shop door, the person in white who took that parcel, the
// GARAGE SALE notice going up, the pair's colours at the house, the person in grey arriving at the
// house, the servo getting fully dark, the green car at the pump against the silver van at the
// kiosk, the person close to the camera going out of shot, the ROAD WORKS MONDAY notice coming down,
// the bus stop's lamp in the evening, the last person to get on a bus, the last bus's colour, the
// parked silver car on the street driving off, the street getting dark, the white people carrier
// going out of shot, the group in the hall's time standing there). The set is written the way real
// people SAY things to a voice assistant or type them on a phone, transcribed as they come out:
// filler and restarts ("um", "er", "ok so", "so basically", "sorry I mean", "like", "this morning I
// mean"), run-on questions with commas or no punctuation at all, questions that carry their context
// first ("my colleague says someone in brown was waiting by the desk mid-morning, while they were
// stood there did anyone else come in", "my manager says the big orange lorry came back later on,
// when was that", "my manager reckons the white car stayed out front all night, was it still there
// at eleven at night", "someone said a bag got left on the bench, was the bag still sat there
// when...", "someone walked right by the camera just after two in the afternoon, when did we lose
// them"), dropped words and contractions ("white van gone yet when the 11.20 bus pulled in?", "more
// than one motor go past the house after dark in the evening?", "more than a handful of folks
// through the lobby today?", "still dark out by the time the silver van stopped at the kiosk?",
// "anyone around in the hall seven seconds after midday?", "what time'd", "which way'd", "how
// long'd", "when'd", "whats", "thru"), spoken times ("just after ten this morning", "quarter past
// seven in the morning", "half four in the afternoon", "about twenty to ten at night", "from half ten
// till eleven in the morning", "eleven twenty in the morning", "ten to eleven at night", "from nine
// to ten at night", "from nine till ten at night", "about twenty to nine tonight", "ten past seven in
// the evening", "just after half eight this morning", "just after two in the afternoon", "about ten
// to eight in the morning", "about four minutes past eight in the morning", "half nine in the
// morning", "eleven at night", "the 11.20 bus", "late on", "first thing", "during the small hours",
// "this arvo", "before it got dark", "about seventeen seconds after four pm", "two seconds past
// midday", "seven seconds after midday"), spoken numbers ("more than a handful", "more than one",
// "the two folks", "the pair"), regional English, British, Irish, American, Indian and Australian
// ("lorry", "motor", "the big orange truck", "folks", "the parking lot", "kindly tell at what
// time...", "would the street lamp have still been lit", "proper dark", "stood waiting", "out
// front", "this arvo", "the servo", "people carrier", "what colours had they got on"), and realistic
// typos and phone autocorrect slips, in fewer than one question in five ("teh", "recpetion",
// "accross", "parcle", "sing" for sign, "koisk", "notcie", "scotter"). Each is still a question a
// reasonable person could answer from the footage with one clear truth; people are named by what
// they wear and what they did, not by a role the footage does not show. Every kind of question
// the scorer knows is asked at least twice: arriving, leaving, how long, which way, how many,
// whether anyone or anything was there at a time or in a range, standing about, first and last,
// again, signs, lights switched on and off, dark and light, a lamp over part of the view, colours,
// what passed, before, after and during another thing, things left behind, parked, groups, compared
// stays, thresholds and negations; and three questions whose answer is not found (the orange
// lorry coming back to the depot, which it never does, scored as the fifteenth and twenty-first
// sets score a vehicle that never came back; the parked silver car on the street driving off,
// which it never does, scored as the eighteenth and twenty-first sets score the hall's group that
// never walked off; the street getting dark, which it never does, scored as the first set scores
// the street lights that never came on). Five negations are asked as a
// statement with "right?" or "yeah?" after it; their expected yes or no is whether the statement
// holds (yes when it does, no when it does not), as the sixteenth to nineteenth sets score them. One
// question about a parked van is asked the other way round ("gone yet?"), so its expected answer is
// no when the van is still there. Counts and thresholds are asked only where the ground truth makes
// them unambiguous (vans with the big orange truck left out in so many words; people with the
// cleaner in blue and the two in white counted either way; motors after dark with the household's
// own car counted or not). A time that could be in either half of the day says which, unless both
// halves give the same answer (the truth beside it says why). The truth of the synthetic days is
// computed from the scenes' ground truth (groundTruth of the scene's URL, through scene() of
// held-out-scene.ts; the scripts are in testbed/synthetic/builtin-scenes.ts) and written beside
// each question with what else happens near it; where a thing stands still, the keyframe times of
// its stop are written as in the ninth to twenty-first sets. Tolerances are those the earlier sets
// use for the same kind (a vehicle that stops, or a person who stands and then walks off or puts
// something down or picks something up: ±60 s, ±20 s in the car park at 1 fps; a stay: 130 s, or 5
// min for hours; dawn and dusk: ±45 min; a switched light or a sign going up: one frame, 4 s at
// 0.25 fps, and a sign coming down ±2 s around the last frame it shows in and the first it does not;
// a crossing seen whole: the default 2 s, its length 10 s; the real clips: 1 s, the hall's headcount
// 45 ± 12). Never edited to match what the agent answers.
import { ev, scene } from './held-out-scene.ts';
import { DAY_START, DAY_URL } from './day-questions.ts';
import {
  BUSSTOP_START, BUSSTOP_URL, CARPARK_START, CARPARK_URL, DEPOT_START, DEPOT_URL, DRIVEWAY_START, DRIVEWAY_URL, FORECOURT_START, FORECOURT_URL,
  HALL_START, LOBBY_START, LOBBY_URL, SHOPFRONT_START, SHOPFRONT_URL, STREET_START,
  type HeldOutExpectation, type HeldOutKind, type HeldOutQuestion,
} from './held-out-questions.ts';

const S = 1000, MIN = 60 * S;

function yard22(): HeldOutQuestion[] {
  const { from, until, q } = scene('day', DAY_URL, DAY_START);
  return [
    q('duration', 'um how long was that red car actually on camera, the one that came through just after ten this morning', { kind: 'duration', seconds: (until('red-car') - from('red-car')) / S, tolS: 10, citeAt: from('red-car') }, 'the red car right to left 10:06:04-10:06:56 (52 s, a crossing seen whole), while DELIVERY 42 is up (10:00-10:30); at 22:06 nothing moves'),
    q('again', 'ok so the lady in red this arvo, did she ever come back through the yard', { kind: 'no' }, 'the visitor in red left to right 14:12:00-14:14:00, once; after her only the IGNORE PREVIOUS INSTRUCTIONS sign (15:00-15:30), the white van out (16:36) and the black car (20:24); no other person in red (the red car at 10:06 is a car, and earlier)'),
    q('during', 'so basically while it was getting dark this evening did anything come through the yard at all', { kind: 'no' }, 'the dusk drift is 17:30-19:00; the white van went out at 16:36:56 before it and the black car comes at 20:24:04 after it (the yard light switched on at 19:00 is light, not something coming through)'),
    q('parked', 'um any motors left parked up in the yard during the small hours?', { kind: 'no' }, 'nothing at all in the yard 00:00-05:30 (dark, no light on); no vehicle ever stands in the yard: each of the five crosses in under a minute (07:15, 10:06, 12:45, 16:36, 20:24)'),
    q('occurrence', 'whats the last motor that came thru before it got dark, and when', ev(from('white-van-leaves'), 2 * S, ['white']), 'the white van out right to left 16:36:04-16:36:56 (a crossing seen whole) is the last vehicle before the dusk drift (17:30-19:00); the black car at 20:24 comes after dark, the yellow truck (12:45) before the van'),
    q('light-state', 'er was it still dark outside when the one in blue crossed the yard, this morning I mean', { kind: 'no' }, 'the worker in blue left to right 08:30:00-08:32:00, after the dawn drift (05:30-07:00): daylight; the yard light is on only 19:00-23:00'),
    q('relative', 'what came through teh yard right before the yellow lorry', { kind: 'mentions', words: ['red'], not: ['blue'], citeAt: from('red-car') }, 'the yellow truck left to right 12:45:04-12:45:56; the thing through before it is the red car right to left 10:06:04-10:06:56 (DELIVERY 42, 10:00-10:30, is a sign); the worker in blue (08:30) was before that'),
    q('negation', 'there was nobody about in the yard when the floodlight came on, yeah?', { kind: 'yes' }, 'true: the yard light switched on at 19:00:00 with nothing in the yard; the white van went out at 16:36 and the black car comes at 20:24; the people were at 08:30 and 14:12'),
    q('what-passed', 'ok so what drove across the yard at quarter past seven in the morning', { kind: 'mentions', words: ['white'], citeAt: from('white-van-arrives') }, 'the white van in left to right 07:15:04-07:15:56 (a crossing seen whole), just after the dawn drift (05:30-07:00); at 19:15 nothing moves (the yard light on from 19:00)'),
  ];
}

function depot22(): HeldOutQuestion[] {
  const { from, until, at, q } = scene('depot', DEPOT_URL, DEPOT_START);
  return [
    q('again', 'my manager says the big orange lorry came back later on, when was that', { kind: 'not-found' }, 'the orange truck left to right 13:10:04-13:10:56, once; after it only the brown car (16:20), the white car (19:10) and the red van (21:40), and the person in green on foot (15:30-15:46): it never comes back'),
    q('last-seen', 'that red van late on, sorry I mean the one about twenty to ten at night, when did it drop off camera', ev(until('red-van')), 'the red van right to left 21:40:04-21:40:56 (a crossing seen whole, the last mover of the day), under the security lamp (18:30-22:15): last in view 21:40:56; at 09:40 in the morning the blue van stands in the middle'),
    q('count', 'how many vans came thru the depot today, not counting the big orange truck', { kind: 'count', n: 2 }, 'the blue van (in 07:40:08, stands in the middle 07:41:00-09:55:00, out to the left by 09:55:52) and the red van (21:40:04-21:40:56); the orange truck 13:10 is left out in so many words; the green, silver, brown and white cars are cars'),
    q('duration-compare', 'um GATE 7 CLOSED versus LOADING BAY 3, did the gate one stay up any longer', { kind: 'no' }, 'not longer: GATE 7 CLOSED shown 09:00:00-10:00:00 (1 h) and LOADING BAY 3 13:45:00-14:45:00 (1 h), the same length'),
    q('during', 'while it was getting light this morning did anything go past the depot, a car or whatever', { kind: 'yes', citeAt: from('green-car') }, 'the dawn drift is 06:00-07:30; the green car left to right 06:51:08-06:51:52 in the middle of it; the blue van comes at 07:40, after it'),
    q('negation', 'no one hanging round the depot at half four in the afternoon, right?', { kind: 'yes' }, 'true: at 16:30 nothing is there; the person in green stood waiting 15:31:00-15:45:00 and was gone 15:46:00, the brown car passed 16:20:08-16:20:52 (a vehicle), the white car comes at 19:10'),
    q('appeared', 'kindly tell at what time the one wearing orange entered the depot late in the morning', ev(from('walker-orange')), 'the person in orange left to right 11:20:04-11:22:00 (a crossing seen whole), half a minute ahead of the person in purple (11:20:32-11:22:28): first in view 11:20:04'),
    q('colour', 'the van that stood in the middle there this morning, what colour was that', { kind: 'mentions', words: ['blue'], citeAt: at('08:30:00') }, 'the blue van in from the right 07:40:08, stands in the middle 07:41:00-09:55:00, on to the left, gone 09:55:52; the only vehicle that stands all day (the red van at 21:40 drives straight through)'),
    q('moved', 'anything moving at the depot from half ten till eleven in the morning', { kind: 'no' }, 'nothing moves 09:55:52-11:20:04: the blue van gone, GATE 7 CLOSED down at 10:00 (a sign), the people in orange and purple come at 11:20; at 22:30-23:00 nothing either (the security lamp went off at 22:15)'),
  ];
}

function lobby22(): HeldOutQuestion[] {
  const { from, until, q } = scene('lobby', LOBBY_URL, LOBBY_START);
  return [
    q('last-seen', 'the one in white this morning um what time did we last see them in recpetion', ev(until('staff-white')), 'the person in white right to left 08:40:00-08:42:00 (a crossing seen whole): last in view 08:42:00; the other person in white crosses late at night (23:10-23:12), "this morning" says which'),
    q('during', 'my colleague says someone in brown was waiting by the desk mid-morning, while they were stood there did anyone else come in', { kind: 'no' }, 'the person in brown in from the right 10:15:00, waits at the desk 10:16:00-10:18:00, out to the right by 10:19:00; nobody else 08:42:00-12:28:00 (the person in white before, the person in green after)'),
    q('duration-compare', 'did the pair chatting at lunch stand about longer than whoever in brown waited by the desk', { kind: 'yes' }, 'the people in green and black stand together 12:30:00-12:43:00 (13 min; in view 17 and 15 min); the person in brown waits at the desk 10:16:00-10:18:00 (2 min; in view 4 min): longer either way'),
    q('threshold', 'more than a handful of folks through the lobby today?', { kind: 'yes' }, 'the cleaner in blue 06:20 (and again 19:30), red 08:02, white 08:40, brown 10:15, green 12:28, black 12:29, purple 14:00, orange 16:40 and white 23:10: eight different people at least, however the cleaner and the two in white are counted; more than five'),
    q('relative', 'who came through just before the one in brown this morning', { kind: 'mentions', words: ['white'], not: ['green'], citeAt: from('staff-white') }, 'the person in brown in from the right 10:15:00; the person before is the one in white right to left 08:40:00-08:42:00 (the person in red was before that, 08:02); the person in green comes after, 12:28'),
    q('direction', 'the one in blue first thing, which way\'d they walk across the lobby', { kind: 'direction', ways: ['left-to-right'], citeAt: from('cleaner-blue') }, 'the cleaner in blue left to right 06:20:00-06:22:00, in the dim before the lights come on at 06:58; back in the evening 19:30 with the trolley, left to right again'),
    q('moved', 'so um anything stirring in reception from nine to ten at night', { kind: 'no' }, 'nothing moves 19:33:00-23:10:00: the cleaner with the trolley gone 19:33, WET FLOOR down at 20:30 (a sign), the lights off at 22:05 (light, and after 22:00), the person in white at 23:10; 09:00-10:00 nothing either (white gone 08:42, brown at 10:15)'),
    q('presence', 'anybody about in reception at ten to eleven at night', { kind: 'no' }, 'nobody at 22:50: the lights went off at 22:05 and the last person, in white, crosses 23:10:00-23:12:00; at 10:50 in the morning nobody either (the person in brown gone 10:19, the person in green at 12:28)'),
    q('before-after', 'that black bag on the floor, was it left there before the RECEPTION CLOSED sign came down', { kind: 'no' }, 'RECEPTION CLOSED shown 12:00:00-13:00:00; the person in purple puts the black bag down at 14:00:34, after it came down (the bag lies there until 16:41)'),
  ];
}

function carpark22(): HeldOutQuestion[] {
  const { from, until, at, q } = scene('carpark', CARPARK_URL, CARPARK_START);
  return [
    q('group', 'the two folks who passed each other about twenty to nine tonight, what colours had they got on', { kind: 'mentions', words: ['green', 'purple'], citeAt: at('20:40:45') }, 'the person in green left to right and the person in purple right to left, both 20:40:00-20:41:30, passing each other in the middle about 20:40:45 (at 1 fps); nobody else on foot then'),
    q('light-state', 'was it dark out already when the white van left the car park', { kind: 'yes' }, 'the white van drives off 20:12:40, gone to the left 20:13:05; the dusk drift was 18:10-18:50, so it was dark (the lamp over the right of the view on since 18:57:12)'),
    q('duration', 'the last one through tonight, in orange, how long\'d they take to walk accross', { kind: 'duration', seconds: (until('walker-orange') - from('walker-orange')) / S, tolS: 10, citeAt: from('walker-orange') }, 'the person in orange right to left 23:05:00-23:07:00 (2 min, a crossing seen whole at 1 fps), the last person of the evening'),
    q('again', 'the black car that cut through, did it ever come back', { kind: 'no' }, 'the black car left to right 21:30:01-21:30:19, once; the only other vehicles are the white van (off at 20:12) and the red car (parked 19:20-22:48, out to the right)'),
    q('before-after', 'had they taken the TOW ZONE sign away before the one in yellow showed up', { kind: 'yes' }, 'TOW ZONE shown 21:00:00-21:10:00; the person in yellow walks in from the left 22:46:00 (to the red car, gets in, gone 22:47:50), while CAR PARK CLOSES 23:00 is up'),
    q('negation', 'the one in blue was walking left to right both times, yeah?', { kind: 'no' }, 'not so: the guard in blue went left to right 19:45:00-19:47:00 and came back right to left 19:52:00-19:54:00'),
    q('left', 'what time\'d the one in blue drop out of shot the first time round', ev(until('guard-blue')), 'the guard in blue out left to right 19:45:00-19:47:00 (a crossing seen whole at 1 fps): last in view 19:47:00; back right to left 19:52:00-19:54:00'),
    q('last-seen', 'the person in yellow who went over to the red car, what\'s the last sighting of them', ev(until('driver-yellow'), 20 * S), 'the person in yellow walks in from the left 22:46:00, at the red car 22:47:30, gets in, gone 22:47:50 (someone who stands and gets in: ±20 s at 1 fps); the red car drives off 22:48:10'),
    q('moved', 'anything moving in the parking lot at, like, ten past seven in the evening', { kind: 'no' }, 'nothing moves 18:00:00-19:20:05 (the white van stands parked at the left until 20:12:40); the dusk drift (18:10-18:50) and the lamp switched on at 18:57:12 are light; the red car comes in from 19:20:05 (in view 19:20:14); the car park is recorded 18:00-24:00 only, "in the evening" says which'),
  ];
}

function shopfront22(): HeldOutQuestion[] {
  const { truth, from, at, q } = scene('shopfront', SHOPFRONT_URL, SHOPFRONT_START);
  const [morningLamp] = truth.lamps;
  return [
    q('standing', 'ok so was anyone stood waiting out front of the shop at eleven twenty in the morning', { kind: 'no' }, 'the person in red waited on the pavement 10:41:00-11:13:00 and was gone 11:14:00; the pair come at 11:40; the brown parcel at the door (09:25-12:48) is not a person; at 23:20 nobody either (the last person gone 22:54)'),
    q('local-light', 'would the street lamp have still been lit when the final person walked by tonight', { kind: 'yes' }, 'the street lamp over the left of the view on 16:24:00-23:48:00; the person in blue right to left 22:52:00-22:54:00 is the last person of the day'),
    q('direction', 'when the white car pulled away in the evening, which way did it go, left or right', { kind: 'direction', ways: ['right-to-left'], citeAt: at('21:16:00') }, 'the white car in from the right 18:40:12, parked under the lamp 18:41:00-21:16:00, drives off to the left, gone 21:16:44: right to left all through'),
    q('appeared', 'the person in white who took the parcel, what time\'d they turn up', ev(from('collector-white'), 60 * S), 'the person in white walks in from the left 12:47:00, picks up the brown parcel at the door 12:48:00, back out to the left by 12:49:00 (someone who picks something up: ±60 s)'),
    q('light-period', 'this morning the lamp over the pavement by the shop, what hours was it lit', { kind: 'mentions', words: ['07:36'], citeAt: morningLamp.offMs }, 'the street lamp over the left of the view on from the start of the day (00:00:00) until it is switched off at 07:36:00, in the dawn drift 07:00-08:20; on again 16:24-23:48'),
    q('negation', 'the green lorry didn\'t stop outside the shop, right?', { kind: 'no' }, 'not so: the green lorry in from the left 09:20:04, stands in the road 09:21:00-09:58:00 (37 min) while the courier in yellow leaves the parcel, drives on to the right, gone 09:58:56'),
    q('parked', 'my manager reckons the white car stayed out front all night, was it still there at eleven at night', { kind: 'no' }, 'the white car parked under the lamp 18:41:00-21:16:00, gone 21:16:44; at 23:00 nothing is parked (the person in blue walked by 22:52-22:54); at 11:00 in the morning nothing is parked either (the lorry gone 09:58)'),
    q('relative', 'after the yellow van this afternoon what came past next', { kind: 'mentions', words: ['brown'], not: ['white'], citeAt: from('brown-car') }, 'the yellow van left to right 14:20:04-14:20:56; the next thing past is the brown car left to right 17:08:08-17:08:52 (SALE 20% OFF down at 16:00 and the lamp on at 16:24 are not things going past); the white car comes after, 18:40'),
    q('left-behind', 'what colour was the parcle that got left at the shop door', { kind: 'mentions', words: ['brown'], citeAt: at('10:00:00') }, 'the brown parcel, put down at the shop door at 09:25:00 by the courier in yellow (from the green lorry), lying there until the person in white picks it up at 12:48:00'),
  ];
}

function driveway22(): HeldOutQuestion[] {
  const { from, until, text, at, q } = scene('driveway', DRIVEWAY_URL, DRIVEWAY_START);
  return [
    q('group', 'the pair who went by side by side just after half eight this morning, what were they wearing', { kind: 'mentions', words: ['yellow', 'purple'], citeAt: at('08:37:00') }, 'the children in yellow and purple right to left side by side 08:36:00-08:38:00; the owner in green went to the car at 08:10, the walker in brown comes at 09:40; at 20:36 nobody'),
    q('last-seen', 'the one in white who went past early in the dark, what time\'d they vanish', ev(until('jogger-white')), 'the jogger in white left to right 06:36:00-06:37:00 (a crossing seen whole), before the dawn drift (06:50-08:10), under the garage light (on 06:20-07:40): last in view 06:37:00; the white car at 23:36 is a car'),
    q('during', 'while the one in grey was hanging about out front at night, did any cars go by', { kind: 'no' }, 'the person in grey walks in 21:38:00, stands on the pavement 21:39:00-22:03:00, gone 22:03:40; the orange car passed at 19:52 and the white car comes at 23:36; nothing else on the road'),
    q('duration-compare', 'was the blue car away from the house longer than the parcel sat on the step', { kind: 'yes' }, 'the blue car backs out 08:12:00 (gone 08:12:56) and is back from 18:26:12, on the drive 18:27:04 (about 10 h 14 min away); the brown parcel by the door 11:04:20-15:36:00 (4 h 32 min)'),
    q('threshold', 'more than one motor go past the house after dark in the evening?', { kind: 'yes' }, 'after the dusk drift (16:10-17:20): the orange car 19:52:08-19:52:52 and the white car 23:36:08-23:36:52 go past, and the blue family car comes back 18:26 onto the drive: two or three, more than one either way'),
    q('text', 'what time did the garage sale sing go up', ev(text('GARAGE SALE SAT 9AM').shownMs, 4 * S), 'GARAGE SALE SAT 9AM shown from 13:00:00 (one frame at 0.25 fps) until 15:00:00; FOR SALE has been up since 10:20; the cyclist passes at 13:14'),
    q('light-state', 'was it already dark when the blue car got back home in the evening', { kind: 'yes' }, 'the blue family car back from the right 18:26:12, onto the drive 18:27:04, after the dusk drift (16:10-17:20): dark (the garage light on since 17:04)'),
    q('appeared', 'the one in grey loitering under the garage light at night, what time\'d they first show up', ev(from('lingerer-grey'), 60 * S), 'the person in grey walks in from the left 21:38:00, stands on the pavement under the garage light 21:39:00-22:03:00 (someone who walks in and stands: ±60 s), walks on to the right, gone 22:03:40'),
    q('again', 'whoever in orange dropped the parcel off, did they come back later on', { kind: 'no' }, 'the courier in orange out of the van 11:03:20, puts the parcel by the front door 11:04:20, back to the van by 11:06:00, once; the parcel is taken by the neighbour in red at 15:36; the orange car at 19:52 is a car'),
  ];
}

function forecourt22(): HeldOutQuestion[] {
  const { from, until, at, q } = scene('forecourt', FORECOURT_URL, FORECOURT_START);
  return [
    q('dark-light', 'by what time was it proper dark at the servo in the evening', ev(at('16:10:00'), 45 * MIN), 'gradual dusk 15:30-16:50, halfway 16:10; fully dark at its end, 16:50 (the start and the end are within the tolerance); the canopy lights switched on at 16:20 are a lamp'),
    q('last-seen', 'someone walked right by the camera just after two in the afternoon, when did we lose them', ev(until('near-brown')), 'the big person in brown left to right close to the camera 14:20:00-14:20:40 (a crossing seen whole): last in view 14:20:40; the small person in red along the back footpath 14:20:20-14:23:20 is far from the camera'),
    q('duration-compare', 'was the green car at the pump longer than the silver van sat at the kiosk', { kind: 'no' }, 'the green car at the pump 10:40:52-10:46:00 (5 min 8 s; in view 10:40:08-10:46:44, 6 min 36 s); the silver van at the kiosk 08:53:00-09:01:20 (8 min 20 s; in view 08:52:04-09:02:08, 10 min 4 s): shorter either way'),
    q('local-light', 'were the pump lights on when the brown car parked at the koisk', { kind: 'yes' }, 'the canopy lights over the pumps on 16:20:00-23:04:00; the brown car parks in front of the kiosk 19:36:00-20:08:00'),
    q('light-state', 'still dark out by the time the silver van stopped at the kiosk?', { kind: 'no' }, 'the silver van in from the left 08:52:04, stands at the kiosk 08:53:00-09:01:20, after the dawn drift (07:20-08:40): daylight (the canopy lights went off at 08:16)'),
    q('appeared', 'the one in purple with the bag, what time\'d they first turn up', ev(from('waiting-purple'), 60 * S), 'the woman in purple walks in from the left 12:10:00 with the black bag, waits by the air machine 12:11:00-12:40:00 (someone who walks in and stands: ±60 s), leaves in the red car; back on foot for the bag at 15:02'),
    q('moved', 'anything on the move round the petrol station from nine till ten at night', { kind: 'no' }, 'nothing moves 20:08:28-22:36:04: the brown car gone, the red van to come; the canopy lights on steadily 16:20-23:04; "at night" says which half (09:00-10:00 has the silver van and the pair walking)'),
    q('what-passed', 'what went past at about ten to eight in the morning', { kind: 'mentions', words: ['orange'], citeAt: from('cyclist-orange') }, 'the cyclist in orange right to left along the road 07:48:00-07:48:40, the only thing moving 07:04:52-08:20:00 (the blue car at 07:04, the man in grey at 08:20); at 19:50 nothing moves'),
    q('count', 'how many people showed up on camera after 11 at night', { kind: 'count', n: 2 }, 'the cashier in green out of the kiosk 23:08:00, gone to the left 23:09:40, and the person in white at the kiosk door 23:40:00-23:45:00; the red van (22:36) was before 23:00 and is a vehicle'),
  ];
}

function busstop22(): HeldOutQuestion[] {
  const { truth, from, until, text, at, q } = scene('busstop', BUSSTOP_URL, BUSSTOP_START);
  const eveningLamp = truth.lamps[2];
  const roadWorks = text('ROAD WORKS MONDAY');
  return [
    q('standing', 'somebody waiting at the bus shelter at half nine in the morning?', { kind: 'yes', citeAt: at('09:30:00') }, 'the person in grey, dropped off by the black cab 09:16:40, waits at the shelter 09:17:40-09:41:36 and gets on the 09:41 bus; at 21:30 nobody (the person in green gone 21:13)'),
    q('light-period', 'the lamp over the bus shelter this evening, on from when to when', { kind: 'mentions', words: ['16:28'], citeAt: eveningLamp.onMs }, 'the part-night street lamp over the shelter switched on at 16:28:00 (in the dusk drift 16:00-17:12) and on to the end of the day (24:00); earlier it was on 05:44-07:52 and until 00:36'),
    q('text', 'the ROAD WORKS MONDAY notcie, when did it come down', ev(roadWorks.hiddenMs - 2 * S, 2 * S), 'ROAD WORKS MONDAY shown 13:20:00, last in a frame 17:39:56, gone from 17:40:00 (0.25 fps): either is the time; the 17:50 bus comes after'),
    q('left', 'the two who got off the afternoon double-decker together, when were they gone', ev(until('kid-yellow')), 'the children in yellow and purple get off the red double-decker (standing 15:30:40-15:31:40) at 15:31:00 and walk off to the right side by side, both last in view 15:33:00'),
    q('left-behind', 'someone said a bag got left on the bench, was the bag still sat there when the red double-decker pulled in that afternoon', { kind: 'no' }, 'the small brown bag on the bench 11:05:00-14:12:00, carried off to the left by the person in black (gone 14:13:00); the red double-decker comes in from 15:30:08, after'),
    q('what-passed', 'what went by on the road at about four minutes past eight in the morning', { kind: 'mentions', words: ['black'], citeAt: from('cyclist-black') }, 'the cyclist in black right to left along the near lane 08:04:04-08:04:36, while the people in purple, brown and white stand waiting at the shelter; at 20:04 only the person in green stands at the stop'),
    q('occurrence', 'ok who was the final person to hop on a bus today', { kind: 'mentions', words: ['blue'], not: ['green'], citeAt: at('17:51:00') }, 'the person in blue waits 17:45:00-17:51:08 and gets on the 17:50 green bus (gone 17:51:24); the person in green after (19:41-21:12) walks off with no bus; nobody gets on the last bus (22:52), the person in brown gets off it'),
    q('parked', 'white van gone yet when the 11.20 bus pulled in?', { kind: 'no' }, 'not gone: the white van stands 10:21:00-12:00:00 (gone 12:00:20); the green bus stands at the shelter 11:20:00-11:21:00'),
    q('colour', 'the final bus tonight, what colour was it', { kind: 'mentions', words: ['green'], not: ['red'], citeAt: at('22:53:00') }, 'the green single-decker stands at the shelter 22:52:40-22:53:20 (in view 22:52:08-22:54:00), the person in brown gets off; the red double-deckers were at 08:40 and 15:30'),
  ];
}

/**
 * The real clips. This helper could not view them: every fact below is one an earlier set already
 * gives as truth from the frames (the first set's reading of held-out-questions.ts, the second
 * set's, and the fifteenth set's rereading). The street (pistreet_various.mp4, 36 s, rain, steady
 * light, no legible text, no pedestrians, a silver car parked at the top left from the first frame
 * to the last): near lane, left to right, a white minivan (people carrier) 5.4-7.4 s among the cars
 * (the fifteenth set: in at the left edge at 5.4 s, at the right by 7.0 s, across by 7.4 s), then a
 * white coach 10.3-12.7 s; nothing moves left to right after the coach; the road empty 13.0-15.7 s;
 * right to left along the far lane, a dark grey car 15.8-18.2 s, a scooter with a rider in a green
 * jacket 18.8-22.2 s (the fifteenth set: a last sliver 22.5 s, gone 22.6 s), the road empty
 * 23.0-26.8 s, a white car 26.9-29.0 s and a white car 33.0-35.3 s. The hall (pedestrians.mp4,
 * 13.6 s, greyscale, steady light): 35-50 people in view at any time (the first set read 40-50),
 * walking up and down the frame (a few across); a group of about four (four or five) stands
 * together at the left middle (x about 0.2, y about 0.5) from the first frame to the last.
 */
function real22(): HeldOutQuestion[] {
  const st = (s: number) => STREET_START + s * S, hl = (s: number) => HALL_START + s * S;
  const street = (kind: HeldOutKind, q: string, expect: HeldOutExpectation, truth: string): HeldOutQuestion => ({ scene: 'street', kind, q, expect, truth });
  const hall = (kind: HeldOutKind, q: string, expect: HeldOutExpectation, truth: string): HeldOutQuestion => ({ scene: 'hall', kind, q, expect, truth });
  return [
    street('left', 'ok so the silver car parked top left, what time did it drive off', { kind: 'not-found' }, 'the silver car stands parked at the top left from the first frame to the last (the first, second and fourth sets); it never drives off in the 36 s'),
    street('what-passed', 'what went by at about seventeen seconds after four pm', { kind: 'mentions', words: ['grey'], citeAt: st(17) }, 'the dark grey car right to left along the far lane 15.8-18.2 s, nothing else moving then (the road empty 13.0-15.7 s before it, the scooter from 18.8 s)'),
    street('left', 'the white people carrier, what time\'d it leave the shot', { kind: 'event', ts: st(7.4), tolMs: 1000 }, 'the white minivan along the near lane left to right 5.4-7.4 s (the first set; the fifteenth: at the right by 7.0 s, across by 7.4 s; ±1 s around 7.4 s covers both)'),
    street('dark-light', 'um when\'d it start going dark on the street', { kind: 'not-found' }, 'steady daylight the whole clip, no lights change (the first set; the fifteenth: steady light)'),
    street('during', 'while the white minivan went past was anything coming the other way', { kind: 'no' }, 'the white minivan left to right 5.4-7.4 s among the near-lane cars; the first thing right to left is the dark grey car at 15.8 s (the second and seventh sets)'),
    street('relative', 'what came along after the scotter', { kind: 'mentions', words: ['white'], citeAt: st(28) }, 'the scooter right to left 18.8-22.2 s (22.5 s in the fifteenth set); the road empty 23.0-26.8 s; next a white car right to left 26.9-29.0 s (then another white car 33.0-35.3 s)'),
    street('direction', 'the two white cars near the end, which way were they headed', { kind: 'direction', ways: ['right-to-left'], citeAt: st(30) }, 'the white cars right to left along the far lane 26.9-29.0 s and 33.0-35.3 s (the first set); the white minivan and the white coach earlier went left to right'),
    hall('negation', 'the hall was never empty at any point, right?', { kind: 'yes' }, 'true: 35-50 people in view at every moment of the 13.6 s clip (the first set read 40-50), and the group at the left middle stands from the first frame to the last'),
    hall('duration', 'the group stood on the left, how long were they there for, roughly', { kind: 'duration', seconds: 13.6, tolS: 1, citeAt: hl(7) }, 'a group of about four (four or five) stands at the left middle from the first frame to the last of the 13.6 s clip (the first set; the fifteenth: from the first second to the last)'),
    hall('count', 'roughly how many folks in the hall at two seconds past midday', { kind: 'count', n: 45, tol: 12 }, '40-50 people in view at any time (the first set; 35-50 in the fifteenth)'),
    hall('presence', 'anyone around in the hall seven seconds after midday?', { kind: 'yes', citeAt: hl(7) }, 'dozens of people in view at 7 s (35-50 at any time), walking, and the group at the left middle'),
  ];
}

export function heldOutQuestions22(): HeldOutQuestion[] {
  return [...yard22(), ...depot22(), ...lobby22(), ...carpark22(), ...shopfront22(), ...driveway22(), ...forecourt22(), ...busstop22(), ...real22()];
}
