// Visits of a thing that stays (a parked car with the drives in and out) and the time away between them.
import { describe, it, expect } from 'vitest';
import { awayAndBack, homeStays, visitsOf, JOIN_MS, MIN_AWAY_MS } from './plan-absence.ts';
import type { Thing } from './plan-things.ts';

const M = 60_000;
const thing = (first: number, last: number, o: Partial<Thing> = {}): Thing => ({
  camera: 'drive', colour: 'blue', label: 'car', size: 'vehicle', first: first * M, last: last * M, direction: 'none',
  entered: false, left: false, moving: false, windows: [], ...o,
});

describe('visitsOf', () => {
  it('joins a parked stay with the drives that touch it, and leaves a passing car out', () => {
    const parked = thing(0, 490, { before: true, standing: [{ from: 0, to: 490 * M }] });
    const away = thing(490.5, 491, { moving: true, left: true });
    const passing = thing(700, 700.2, { moving: true, entered: true, left: true });
    const back = thing(1100, 1100.5, { moving: true, entered: true });
    const parkedAgain = thing(1100.6, 1440, { standing: [{ from: 1100.6 * M, to: 1440 * M }] });
    const v = visitsOf([parked, away, passing, back, parkedAgain]);
    expect(v).toHaveLength(2);
    expect(v[0]).toMatchObject({ first: 0, last: 491 * M, went: away });
    expect(v[1]).toMatchObject({ first: 1100 * M, came: back });
  });

  it('takes every match as a visit when none of them stood', () => {
    expect(visitsOf([thing(0, 1, { moving: true }), thing(30, 31, { moving: true })])).toHaveLength(2);
  });

  it('takes the stays at one home: the place and colour stood at longest, never another camera', () => {
    const a = thing(0, 10, { standing: [{ from: 0, to: 10 * M }] }), b = thing(5, 20, { camera: 'gate', standing: [{ from: 5 * M, to: 20 * M }] });
    expect(visitsOf([a, b]).map((v) => v.camera)).toEqual(['gate']);
    const at = (x: number, y: number, from: number, to: number) => [{ t: from * M, x, y }, { t: to * M, x, y }];
    const car = thing(0, 490, { before: true, standing: [{ from: 0, to: 490 * M }], path: at(0.72, 0.6, 0, 490) });
    const van = thing(660, 670, { colour: 'white', label: 'van', standing: [{ from: 661 * M, to: 669 * M }], path: at(0.4, 0.85, 660, 670) });
    const carBack = thing(1100, 1440, { standing: [{ from: 1100 * M, to: 1440 * M }], path: at(0.71, 0.61, 1100, 1440) });
    const blueElsewhere = thing(700, 720, { standing: [{ from: 700 * M, to: 720 * M }], path: at(0.2, 0.85, 700, 720) });
    expect(homeStays([car, van, blueElsewhere, carBack])).toEqual([car, carBack]);
    expect(visitsOf([car, van, blueElsewhere, carBack]).map((v) => v.first / M)).toEqual([0, 1100]);
  });
});

describe('awayAndBack', () => {
  it('measures from leaving to coming back, and leaves a tracker gap out', () => {
    const v = visitsOf([thing(0, 100, { standing: [{ from: 0, to: 100 * M }], left: true }), thing(400, 500, { standing: [{ from: 400 * M, to: 500 * M }] })]);
    expect(awayAndBack(v, 1440 * M)).toEqual([expect.objectContaining({ from: 100 * M, to: 400 * M })]);
    const close = visitsOf([thing(0, 100, { moving: true, left: true }), thing(100 + (MIN_AWAY_MS - 1000) / M, 200, { moving: true })]);
    expect(awayAndBack(close, 1440 * M)).toEqual([]);
    expect(JOIN_MS).toBeGreaterThanOrEqual(MIN_AWAY_MS);
  });

  it('keeps an absence open when it left and was not back by the range\'s end, and none when it never left', () => {
    const gone = visitsOf([thing(0, 100, { standing: [{ from: 0, to: 100 * M }], left: true })]);
    const open = awayAndBack(gone, 1440 * M);
    expect(open).toEqual([expect.objectContaining({ from: 100 * M })]);
    expect(open[0].to).toBeUndefined();
    const stayed = visitsOf([thing(0, 1440, { standing: [{ from: 0, to: 1440 * M }] })]);
    expect(awayAndBack(stayed, 1440 * M)).toEqual([]);
  });
});
