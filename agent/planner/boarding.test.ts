// Getting on or off a vehicle: someone gone from view (not at its edge) inside a standing bus's
// box boarded it; someone come into view there got off it. Walking past it is neither.
import { describe, expect, it } from 'vitest';
import { boarded, vehicleAt } from './boarding.ts';
import type { Thing } from './plan-things.ts';

const S = 1000, T = Date.parse('2026-11-13T08:40:00Z');
const thing = (colour: string, first: number, last: number, path: [number, number, number][], o: Partial<Thing> = {}): Thing => ({
  camera: 'stop', colour, label: 'object', size: 'small', first: T + first * S, last: T + last * S, direction: 'none',
  entered: false, left: false, moving: true, windows: [], objectClass: 'person', path: path.map(([t, x, y]) => ({ t: T + t * S, x, y })), ...o,
});
// A double-decker in from the left at 08:40:08, standing 08:40:40-08:42:00 with its box over the shelter, off to the right.
const bus = thing('red', 8, 160, [[8, 0.05, 0.54], [40, 0.34, 0.54], [120, 0.34, 0.54], [160, 0.96, 0.54]], { objectClass: 'vehicle', peak: { size: 0.19, box: { x: 0.12, y: 0.32, w: 0.43, h: 0.44 } } });

describe('vehicleAt', () => {
  it('is the bus for someone who waited at the shelter and was gone at its door while it stood', () => {
    const waiter = thing('purple', -3840, 64, [[-3840, 0.97, 0.48], [-3780, 0.24, 0.48], [64, 0.24, 0.48]]);
    expect(vehicleAt(waiter, [bus], 'board')).toBe(bus);
  });

  it('is the bus for someone who came into view at it and walked off', () => {
    const off = thing('blue', 100, 160, [[100, 0.4, 0.5], [160, 0.98, 0.5]], { left: true, direction: 'left-to-right' });
    expect(vehicleAt(off, [bus], 'alight')).toBe(bus);
    expect(vehicleAt(off, [bus], 'board')).toBeUndefined();
  });

  it('is none for one who walked out of the view, one gone far from the bus, or one gone before it came', () => {
    const walker = thing('green', 30, 90, [[30, 0.02, 0.9], [90, 0.98, 0.9]], { entered: true, left: true, direction: 'left-to-right' });
    const far = thing('grey', 20, 60, [[20, 0.9, 0.2], [60, 0.85, 0.2]]);
    const early = thing('orange', -600, -300, [[-600, 0.3, 0.48], [-300, 0.3, 0.48]]);
    expect(boarded([walker, far, early], [bus], 'board')).toEqual([]);
  });

  it('takes its driver (ride) as either: the one who got out of it and the one who got into it, not one who walked past', () => {
    const out = thing('yellow', 50, 70, [[50, 0.4, 0.5], [70, 0.98, 0.5]], { left: true, direction: 'left-to-right' });
    const backIn = thing('yellow', 100, 118, [[100, 0.98, 0.5], [118, 0.4, 0.5]], { entered: true, direction: 'right-to-left' });
    const walker = thing('green', 30, 90, [[30, 0.02, 0.9], [90, 0.98, 0.9]], { entered: true, left: true, direction: 'left-to-right' });
    expect(boarded([out, backIn, walker], [bus], 'ride')).toEqual([out, backIn]);
  });
});
