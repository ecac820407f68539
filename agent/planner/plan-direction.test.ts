// "Which way were the kids walking?": a plural the question points at is some particular ones,
// seen together -- the largest group in view at once, when it went one way -- not every one of
// the day, whose ways differ.
import { describe, expect, it } from 'vitest';
import { exitWay, pick, walkedTogether } from './plan-direction.ts';
import { parseIntent } from '../question/intent.ts';
import type { Thing } from './plan-things.ts';

const M = 60_000;
const walker = (colour: string, first: number, last: number, direction: string): Thing => ({
  camera: 'drive', colour, label: 'object', size: 'small', first: first * M, last: last * M, direction,
  entered: true, left: true, moving: true, windows: [], objectClass: 'person',
});

describe('walkedTogether', () => {
  const day = [
    walker('black', 396, 397, 'left-to-right'), walker('blue', 472, 474, 'left-to-right'),
    walker('purple', 516, 518, 'right-to-left'), walker('yellow', 516, 518, 'right-to-left'),
    walker('brown', 580, 582, 'right-to-left'), walker('grey', 1320, 1323, 'left-to-right'),
  ];

  it('is the two in view at once, of the six who passed that day both ways', () => {
    expect(walkedTogether(day)?.map((t) => t.colour)).toEqual(['purple', 'yellow']);
  });

  it('is none when no two were in view at once, or the largest group split up both ways', () => {
    expect(walkedTogether(day.filter((t) => t.colour !== 'yellow'))).toBeUndefined();
    const split = [walker('red', 10, 12, 'left-to-right'), walker('green', 11, 13, 'right-to-left')];
    expect(walkedTogether(split)).toBeUndefined();
  });
});

describe('pick', () => {
  it('takes the later crossing when the question asks of it coming back', () => {
    const out = walker('blue', 420, 421, 'left-to-right'), back = walker('blue', 990, 992, 'right-to-left');
    expect(pick({ intent: parseIntent('which way was the woman in blue heading when she came back?') }, [out, back])).toBe(back);
    expect(pick({ intent: parseIntent('which way was the woman in blue heading?') }, [out, back])).toBe(out);
  });
});

describe('exitWay', () => {
  // Came in from the right, parked in the middle 20-200 min, drove back out to the right.
  const car = (path: { t: number; x: number; y: number }[], left = true): Thing => ({
    ...walker('red', 0, 210, 'right-to-left'), objectClass: 'vehicle', left, standing: [{ from: 20 * M, to: 200 * M }], path: path.map((p) => ({ ...p, t: p.t * M })),
  });

  it('is the way of the leg after its last stand, whichever way it came in', () => {
    expect(exitWay(car([{ t: 0, x: 0.95, y: 0.6 }, { t: 20, x: 0.5, y: 0.6 }, { t: 200, x: 0.5, y: 0.6 }, { t: 210, x: 0.97, y: 0.62 }]))).toBe('left-to-right');
    expect(exitWay(car([{ t: 0, x: 0.95, y: 0.6 }, { t: 20, x: 0.5, y: 0.6 }, { t: 200, x: 0.5, y: 0.6 }, { t: 210, x: 0.5, y: 0.98 }]))).toBe('top-to-bottom');
  });

  it('is the side it went out by, down and to the right off a forecourt (more down than right in fractions of the view)', () => {
    expect(exitWay(car([{ t: 0, x: 0.02, y: 0.6 }, { t: 20, x: 0.8, y: 0.62 }, { t: 200, x: 0.8, y: 0.62 }, { t: 205, x: 0.8, y: 0.81 }, { t: 210, x: 0.98, y: 0.92 }]))).toBe('left-to-right');
    // not at a side: the longer part in pixels
    expect(exitWay(car([{ t: 0, x: 0.02, y: 0.6 }, { t: 20, x: 0.5, y: 0.5 }, { t: 200, x: 0.5, y: 0.5 }, { t: 210, x: 0.7, y: 0.8 }]))).toBe('left-to-right');
  });

  it('is none for a thing that never stood, never went out of view, or barely moved after', () => {
    expect(exitWay({ ...car([{ t: 0, x: 0.9, y: 0.6 }, { t: 210, x: 0.1, y: 0.6 }]), standing: [] })).toBeUndefined();
    expect(exitWay(car([{ t: 0, x: 0.95, y: 0.6 }, { t: 210, x: 0.1, y: 0.6 }], false))).toBeUndefined();
    expect(exitWay(car([{ t: 0, x: 0.95, y: 0.6 }, { t: 200, x: 0.5, y: 0.6 }, { t: 210, x: 0.52, y: 0.6 }]))).toBeUndefined();
  });
});
