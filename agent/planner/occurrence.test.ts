// Which one of the things that match: the first, the last, or the one in a place of the order.
import { describe, it, expect } from 'vitest';
import { occurrence } from './occurrence.ts';
import type { Thing } from './plan-things.ts';

const S = 1000;
const thing = (first: number, last: number, colour = 'white'): Thing => ({
  camera: 'street', colour, label: 'car', size: 'vehicle', first: first * S, last: last * S, direction: 'right-to-left',
  entered: true, left: true, moving: true, windows: [],
});

describe('occurrence', () => {
  const things = [thing(33, 35), thing(27, 29), thing(40, 41)];

  it('takes the first and the last by when they came and went', () => {
    expect(occurrence(things, 'start', 'first').first).toBe(27 * S);
    expect(occurrence(things, 'end', 'last').last).toBe(41 * S);
  });

  it('takes the one in a place of the order of coming ("the second of the white cars")', () => {
    expect(occurrence(things, 'start', 'first', false, undefined, 2).first).toBe(33 * S);
    expect(occurrence(things, 'start', 'first', false, undefined, 3).first).toBe(40 * S);
    // Fewer came than the place asked: the last there is.
    expect(occurrence(things, 'start', 'first', false, undefined, 5).first).toBe(40 * S);
  });
});
