// A count of one kind taken again on the recording: crossings named another kind are not
// counted; unnamed ones count by size beside the named ones, and only for the kind the detector
// named most of its class there (an unnamed car-sized crossing is a car, never a bus).
import { describe, expect, it } from 'vitest';
import { parseIntent } from '../question/intent.ts';
import { crossingsOfKind } from './recount-kind.ts';
import type { Sighting, Thing } from './plan-things.ts';

const intentOf = (q: string) => ({ intent: parseIntent(q) });
/** A crossing whose box stands on the same line (bottom 0.9), `w` wide and half as tall. */
const crossing = (first: number, w: number, label?: string): Sighting & { camera: string } => ({
  camera: 'street', colour: 'black', first, last: first + 1500, direction: 'left-to-right', entering: true, leaving: true,
  presentAtStart: false, presentAtEnd: false, size: w * w / 2, frames: 4, from: { x: 0, y: 0.8 }, to: { x: 1, y: 0.8 },
  box: { x: 0.2, y: 0.9 - w / 2, w, h: w / 2 }, ...(label ? { label } : {}),
});
const indexed = (label: string): Thing => ({
  camera: 'street', colour: 'black', label, size: 'large', first: 0, last: 1, direction: 'left-to-right', entered: true, left: true, moving: true, windows: [],
});

describe('crossings of one kind on the recording', () => {
  const named = [crossing(1000, 0.2, 'car'), crossing(4000, 0.2, 'car'), crossing(9000, 0.48, 'bus')];
  const unnamedCar = crossing(6000, 0.21), tiny = crossing(7000, 0.04);

  it('counts the named cars and an unnamed one of a car\'s size, not the bus nor a thing far too small', () => {
    const got = crossingsOfKind(intentOf('How many cars went from left to right?'), [...named, unnamedCar, tiny], [indexed('car')]);
    expect(got?.map((s) => s.first)).toEqual([1000, 4000, 6000]);
  });

  it('counts only the named bus for buses: an unnamed crossing is no bus where the detector named mostly cars', () => {
    const got = crossingsOfKind(intentOf('How many buses went by?'), [...named, unnamedCar, crossing(8000, 0.4)], [indexed('car'), indexed('car')]);
    expect(got?.map((s) => s.first)).toEqual([9000]);
  });

  it('counts unnamed car-sized crossings when the detector named only the coach', () => {
    // The largest crossing is the one named: with no car named to size by, the coach says how big a car is there.
    const got = crossingsOfKind(intentOf('How many cars went from left to right?'), [crossing(9000, 0.48, 'bus'), unnamedCar, crossing(2000, 0.19), tiny], [indexed('car'), indexed('car')]);
    expect(got?.map((s) => s.first)).toEqual([6000, 2000]);
  });

  it('does not answer when nothing of the class was named: size has nothing to be judged by', () => {
    expect(crossingsOfKind(intentOf('How many cars went by?'), [unnamedCar, tiny], [])).toBeUndefined();
  });
});
