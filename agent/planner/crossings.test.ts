// Who passed each other: two going opposite ways, in view together, whose order along the way swapped, both on the move.
import { describe, expect, it } from 'vitest';
import { crossers, passedEachOther } from './crossings.ts';
import type { Thing } from './plan-things.ts';

const S = 1000;
const mover = (colour: string, direction: string, path: [number, number][], o: Partial<Thing> = {}): Thing => ({
  camera: 'carpark', colour, label: 'object', size: 'small', first: path[0][0] * S, last: path.at(-1)![0] * S, direction, entered: true, left: true, moving: true, windows: [],
  objectClass: 'person', path: path.map(([t, x]) => ({ t: t * S, x, y: 0.6 })), ...o,
});

describe('passedEachOther', () => {
  const green = mover('green', 'left-to-right', [[0, 0.02], [90, 0.98]]);
  const purple = mover('purple', 'right-to-left', [[0, 0.98], [90, 0.02]]);

  it('is two going opposite ways whose places swapped while both were in view', () => {
    expect(passedEachOther(green, purple)).toBe(true);
    expect(crossers([green, purple, mover('red', 'left-to-right', [[200, 0.02], [260, 0.98]])])).toEqual([green, purple]);
  });

  it('is not two going the same way, two never in view together, nor two that turned back before meeting', () => {
    expect(passedEachOther(green, mover('blue', 'left-to-right', [[10, 0.02], [100, 0.98]]))).toBe(false);
    expect(passedEachOther(green, mover('blue', 'right-to-left', [[100, 0.98], [190, 0.02]]))).toBe(false);
    expect(passedEachOther(green, mover('blue', 'right-to-left', [[0, 0.98], [40, 0.9]]))).toBe(false);
  });

  it('is not a walker going by something that stood there then', () => {
    const parked = mover('red', 'right-to-left', [[-600, 0.98], [-580, 0.5], [600, 0.5], [620, 0.02]], { objectClass: 'vehicle', standing: [{ from: -580 * S, to: 600 * S }] });
    expect(passedEachOther(green, parked)).toBe(false);
  });
});
