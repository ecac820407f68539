// The subject tied to another thing by a relative clause ("the person who walked to the red
// car"): of the things seen, those whose path comes beside the other thing while it is in view.
import { describe, expect, it } from 'vitest';
import { closestApproach, metWith, nearOf, positionAt, REACH, relatedMatches, relatedTo, type Related } from './relation.ts';
import { parseIntent } from '../question/intent.ts';
import type { Thing } from './plan-things.ts';

const T = Date.parse('2026-11-23T22:00:00Z'), M = 60_000;
const thing = (colour: string, first: number, last: number, path: [number, number, number][]): Thing => ({
  camera: 'carpark', colour, label: 'object', size: 'person', first: T + first * M, last: T + last * M, direction: 'left-to-right',
  entered: true, left: true, moving: true, windows: [], path: path.map(([m, x, y]) => ({ t: T + m * M, x, y })),
});
// A red car parked under the lamp from 19:20 to 22:48 (here: minute -160 to 48), centre (0.75, 0.78).
const car = thing('red', -160, 48.5, [[-160, 0.96, 0.77], [-159, 0.75, 0.78], [48, 0.75, 0.78], [48.5, 0.96, 0.77]]);

describe('who came beside the other thing', () => {
  it('is the walker whose track ends beside the parked car while it is there', () => {
    const walker = thing('yellow', 46, 47.5, [[46, 0.03, 0.65], [47, 0.4, 0.66], [47.5, 0.62, 0.72]]);
    const near = closestApproach(walker, car)!;
    expect(near.distance).toBeLessThanOrEqual(REACH);
    expect(near.at).toBe(T + 47.5 * M);
  });

  it('is not one who walked by far above it, nor one who came after it had gone', () => {
    const guard = thing('blue', -135, -134, [[-135, 0.55, 0.4], [-134, 0.97, 0.4]]);
    expect(closestApproach(guard, car)!.distance).toBeGreaterThan(REACH);
    const late = thing('orange', 65, 67, [[65, 0.97, 0.75], [67, 0.04, 0.75]]);
    expect(closestApproach(late, car)).toBeUndefined();
  });

  it('reads a path straight between its points, held at its ends', () => {
    const path = car.path!;
    expect(positionAt(path, T - 200 * M)).toEqual(path[0]);
    expect(positionAt(path, T)).toEqual({ x: 0.75, y: 0.78 });
    expect(positionAt(path, T + 99 * M)).toEqual(path.at(-1));
  });
});

describe('who, of anyone, came beside it when perception named no one', () => {
  // A walker tracked as one medium blob of no class, a car of no class that drove past it, and a
  // person perception did class elsewhere on the camera, walking at a person's pace.
  const blob = { ...thing('brown', 46, 47.5, [[46, 0.03, 0.65], [47, 0.36, 0.65], [47.5, 0.61, 0.69]]), objectClass: 'object' };
  const passing = { ...thing('black', -30, -29.7, [[-30, 0.05, 0.85], [-29.85, 0.74, 0.85], [-29.7, 0.98, 0.86]]), objectClass: 'object' };
  const guard = { ...thing('blue', -135, -134, [[-135, 0.55, 0.4], [-134, 0.97, 0.4]]), objectClass: 'person' };
  const related: Related = { target: car, near: [{ thing: passing, distance: 0.07, at: passing.first }, { thing: blob, distance: 0.17, at: blob.last }] };
  const all = [car, blob, passing, guard];

  it('is the thing of no known kind that came at a walker\'s pace, not the one that drove past', () => {
    for (const q of ['Did anybody go near the red car?', 'Was anyone next to the red car?', 'Who walked up to the red car?']) {
      expect(relatedMatches(parseIntent(q), related, [], all), q).toEqual([blob]);
    }
  });

  it('is no one of no known kind when the question names a kind of person', () => {
    expect(relatedMatches(parseIntent('Did the courier go near the red car?'), related, [], all)).toEqual([]);
  });

  it('keeps those known to match when there are any', () => {
    expect(relatedMatches(parseIntent('Did anybody go near the red car?'), related, [passing], all)).toEqual([passing]);
  });
});

describe('who left a thing there, or took it: who was at it when it came to stand, or went', () => {
  // A lobby afternoon as the registry has it: a bag learnt into the view at 14:01:04 (put down
  // 30 s before, out of its carrier's blob) and gone at 16:41:04; its carrier walked on at once,
  // a later walker passed it while it stood, and another picked it up. Times in seconds after 14:00.
  const L = Date.parse('2026-11-25T14:00:00Z'), s = (x: number) => L + x * 1000;
  const walker = (colour: string, path: [number, number, number][]): Thing => ({
    camera: 'lobby', colour, label: 'object', size: 'medium', first: s(path[0][0]), last: s(path.at(-1)![0]), direction: 'left-to-right',
    entered: true, left: true, moving: true, windows: [], objectClass: 'person', path: path.map(([t, x, y]) => ({ t: s(t), x, y })),
  });
  const bag: Thing = {
    camera: 'lobby', colour: 'black', label: 'object', size: 'small', first: s(64), last: s(9664), direction: 'none', entered: false, left: false,
    moving: false, windows: [], objectClass: 'object', standing: [{ from: s(64), to: s(9664) }], path: [{ t: s(64), x: 0.33, y: 0.79 }, { t: s(9664), x: 0.33, y: 0.79 }],
  };
  const carrier = walker('purple', [[0, 0.04, 0.72], [8, 0.11, 0.69], [32, 0.29, 0.72], [56, 0.4, 0.69], [60, 0.45, 0.72], [64, 0.53, 0.69], [120, 0.97, 0.68]]);
  const passer = walker('green', [[3600, 0.03, 0.7], [3700, 0.97, 0.7]]);
  const taker = walker('orange', [[9600, 0.97, 0.68], [9660, 0.36, 0.68], [9664, 0.39, 0.71], [9720, 0.96, 0.71]]);
  const all = [carrier, bag, passer, taker];

  it('is the carrier at its spot just before it was learnt as standing, though gone from beside it by then', () => {
    expect(nearOf(all, bag, 'start').map((n) => n.thing)).toEqual([carrier]);
    // Asked only who came beside it while it was in view, the carrier is too far by then.
    expect(nearOf(all, bag).map((n) => n.thing)).not.toContain(carrier);
  });

  it('is the one at it when it went, for who took it; not one who only passed while it stood', () => {
    expect(nearOf(all, bag, 'end').map((n) => n.thing)).toEqual([taker]);
    expect(nearOf(all, bag, 'start').map((n) => n.thing)).not.toContain(passer);
  });

  it('answers the subject asked among those at it', () => {
    const related: Related = { target: bag, near: nearOf(all, bag, 'start') };
    for (const q of ['Who left the bag behind?', 'Who abandoned the bag?', 'Who forgot their bag?']) {
      expect(relatedMatches(parseIntent(q), related, [carrier, passer, taker], all), q).toEqual([carrier]);
    }
  });

  it('is the bag that stood for hours, not a trolley that moved and paused, though only the trolley matched as arriving', async () => {
    // The cleaner's trolley, pushed across at 19:30 and stalled 16 s: it moved, so "when did the bag appear?" matches it alone.
    const trolley: Thing = { ...walker('yellow', [[19800, 0.1, 0.8], [19944, 0.9, 0.8]]), objectClass: 'object', size: 'medium', standing: [{ from: s(19880), to: s(19896) }] };
    const things = [...all, trolley];
    const intent = parseIntent('Who left the bag behind?');
    const run = { intent, sub: (i: typeof intent) => ({ intent: i }) } as unknown as Parameters<typeof relatedTo>[0];
    const related = await relatedTo(run, things, async () => ({ all: things, matches: [trolley] }));
    expect(related.target).toBe(bag);
    expect(related.near.map((n) => n.thing)).toEqual([carrier]);
  });

  it('is the vehicle in view, though off in the road, when the thing was put down: the van that dropped it', () => {
    // A van stopped at the kerb from 13:59:30 to 14:04, far from the spot; another van an hour later.
    const van: Thing = { ...walker('white', [[-30, 0.05, 0.97], [0, 0.6, 0.97], [240, 0.6, 0.97], [260, 0.97, 0.97]]), objectClass: 'vehicle', size: 'large' };
    const later: Thing = { ...walker('white', [[3600, 0.05, 0.9], [3640, 0.97, 0.9]]), objectClass: 'vehicle', size: 'large' };
    const related: Related = { target: bag, near: nearOf([...all, van, later], bag, 'start') };
    expect(related.near.map((n) => n.thing)).not.toContain(van);
    expect(relatedMatches(parseIntent('When did the van that dropped the bag off leave?'), related, [van, later], all)).toEqual([van]);
    // Asked of a person, being in view is not enough: who was at it.
    expect(relatedMatches(parseIntent('When did the man who dropped the bag off leave?'), related, [passer], all)).toEqual([]);
  });
});

describe('a vehicle that took a person is the one they got into', () => {
  // She waits by the kiosk from minute 0, gets into the red car that pulled up beside her at minute 30; a van stands across the forecourt then.
  const woman = { ...thing('purple', 0, 30, [[0, 0.02, 0.62], [1, 0.14, 0.62], [30, 0.14, 0.62]]), objectClass: 'person' as const, left: false };
  const red: Thing = { ...thing('red', 29, 32, [[29, 0.98, 0.6], [29.5, 0.16, 0.6], [31, 0.16, 0.6], [32, -0.1, 0.6]]), objectClass: 'vehicle' };
  const van: Thing = { ...thing('white', 25, 40, [[25, 0.98, 0.3], [26, 0.7, 0.3], [40, 0.7, 0.3]]), objectClass: 'vehicle' };

  it('is the vehicle at the spot where she went from view, for a clause of taking her', () => {
    const related: Related = { target: woman, near: [{ thing: van, distance: 0.3, at: T + 30 * M }] };
    expect(relatedMatches(parseIntent('when did the car that picked up the woman in purple leave?'), related, [van, red], [woman, van, red])).toEqual([red]);
  });

  it('is not used for a clause of coming beside her', () => {
    const related: Related = { target: woman, near: [{ thing: van, distance: 0.3, at: T + 30 * M }] };
    expect(relatedMatches(parseIntent('when did the car that drove up to the woman in purple leave?'), related, [van, red], [woman, van, red])).toEqual([van]);
  });
});

describe('who met the other thing', () => {
  // Two people who stood talking a step apart in a wide view, then walked off one after the other.
  const talker = thing('grey', 0, 20, [[0, 0.05, 0.6], [2, 0.4, 0.6], [17, 0.4, 0.6], [20, 0.95, 0.6]]);
  const other = thing('purple', 1, 19, [[1, 0.95, 0.61], [3, 0.66, 0.6], [18, 0.66, 0.6], [19, 0.98, 0.6]]);
  const passer = thing('white', 30, 32, [[30, 0.05, 0.3], [32, 0.95, 0.3]]);

  it('is one that stood within a conversation of it, farther than passing beside it reaches', () => {
    expect(nearOf([talker, passer], other)).toEqual([]);
    expect(metWith([talker, passer], other).map((n) => n.thing)).toEqual([talker]);
  });

  it('is none that was never in view with it', () => {
    expect(metWith([passer], other)).toEqual([]);
  });
});
