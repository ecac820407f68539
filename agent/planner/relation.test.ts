// The subject tied to another thing by a relative clause ("the person who walked to the red
// car"): of the things seen, those whose path comes beside the other thing while it is in view.
import { describe, expect, it } from 'vitest';
import { closestApproach, positionAt, REACH, relatedMatches, type Related } from './relation.ts';
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
