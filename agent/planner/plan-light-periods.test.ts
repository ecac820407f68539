// The periods a lamp was on or off, paired from its switches: each with the switch that began
// it and the one that ended it, the one set before the range and the one ending after it kept,
// so the answer can say a period had begun before the range or was still going at its end.
import { describe, expect, it } from 'vitest';
import { lampPeriods, wholePeriod } from './plan-light-periods.ts';
import { saidAsPart } from '../time/day-part.ts';

const H = 3_600_000, S = Date.parse('2026-11-27T00:00:00Z');
const sw = (h: number, event: 'lights-on' | 'lights-off') => ({ camera: 'yard', ts: S + h * H, event });
const hours = (ps: { from: number; to: number }[]) => ps.map((p) => [(p.from - S) / H, (p.to - S) / H]);

describe('the periods a lamp was on', () => {
  const evening = [sw(19, 'lights-on'), sw(23, 'lights-off')];

  it('pairs a switch on with the switch off after it', () => {
    const [p, ...rest] = lampPeriods(evening, S, S + 24 * H, true)!;
    expect(rest).toHaveLength(0);
    expect(p).toMatchObject({ from: S + 19 * H, to: S + 23 * H, began: evening[0], ended: evening[1] });
  });

  it('keeps the switch before a range that starts inside a period, and the one after a range that ends inside it', () => {
    const [p] = lampPeriods(evening, S + 20 * H, S + 22 * H, true)!;
    expect(hours([p])).toEqual([[20, 22]]);
    expect(p.began).toBe(evening[0]);
    expect(p.ended).toBe(evening[1]);
  });

  it('leaves a period still going at the end of the range without an end when no switch follows', () => {
    const [p] = lampPeriods([sw(19, 'lights-on')], S, S + 24 * H, true)!;
    expect(hours([p])).toEqual([[19, 24]]);
    expect(p.ended).toBeUndefined();
  });

  it('tells periods off as the stretches between, the first one given away by the switch on that ends it', () => {
    const off = lampPeriods(evening, S, S + 24 * H, false)!;
    expect(hours(off)).toEqual([[0, 19], [23, 24]]);
    expect(off[0].began).toBeUndefined();
    expect(off[0].ended).toBe(evening[0]);
    expect(off[1].began).toBe(evening[1]);
  });

  it('finds two periods on in one night, passing over a switch seen twice', () => {
    const night = [sw(18, 'lights-on'), sw(18.001, 'lights-on'), sw(20, 'lights-off'), sw(21, 'lights-on'), sw(22.5, 'lights-off')];
    expect(hours(lampPeriods(night, S + 12 * H, S + 24 * H, true)!)).toEqual([[18, 20], [21, 22.5]]);
  });

  it('says nothing when no switch was seen, and no period when the lamp stayed off', () => {
    expect(lampPeriods([], S, S + H, true)).toBeUndefined();
    expect(lampPeriods(evening, S + 23.5 * H, S + 24 * H, true)).toEqual([]);
  });
});

describe('a period over a part of the day, its edges loose', () => {
  const evening = [sw(17.1, 'lights-on'), sw(23.2, 'lights-off')];

  it('counts a period whole when the switch that began it is within the hour before the range', () => {
    const [p] = lampPeriods(evening, S + 18 * H, S + 24 * H, true)!;
    expect(hours([wholePeriod(p, { from: S + 18 * H, to: S + 24 * H })])).toEqual([[17.1, 23.2]]);
    // Two hours before, it is another part of the day's: the range's edge stands.
    const [q] = lampPeriods([sw(15.5, 'lights-on'), sw(23.2, 'lights-off')], S + 18 * H, S + 24 * H, true)!;
    expect(hours([wholePeriod(q, { from: S + 18 * H, to: S + 24 * H })])).toEqual([[18, 23.2]]);
  });

  it('takes a time said as a part of the day alone as loose, a clock as exact', () => {
    expect(saidAsPart('this evening')).toBe(true);
    expect(saidAsPart('tonight')).toBe(true);
    expect(saidAsPart('between 6 and 11 this evening')).toBe(false);
    expect(saidAsPart('at 19:00')).toBe(false);
  });
});
