// A standing thing that came with a text is that text's sign, whatever range is asked about: a
// range that starts after the sign went up has rollups that never read its text, so the hours
// of the arrivals they miss are browsed too (the depot's LOADING BAY 3 board, up 13:45-14:45,
// was "a white vehicle-sized object" that came past between 2 and 4 pm).
import { describe, expect, it } from 'vitest';
import type { BrowseRollup } from '../tools/browse-tool.ts';
import { parseIntent } from '../question/intent.ts';
import { fitsSubject, type Thing } from './plan-things.ts';
import { arrivalsMissed, markSigns, READ_BEFORE_MS, variants } from './sign-things.ts';

const H = 3_600_000, M = 60_000;
const DAY = Date.parse('2026-11-28T00:00:00Z');
const at = (h: number) => DAY + h * H;

const board = (): Thing => ({
  camera: 'depot', colour: 'white', label: 'object', size: 'vehicle', first: at(13.75), last: at(14.75), direction: 'none',
  entered: false, left: false, moving: false, windows: [], objectClass: 'vehicle', standing: [{ from: at(13.75) + 32_000, to: at(14.75) }],
});
const parked = (): Thing => ({ ...board(), colour: 'red', first: at(12), last: at(16), standing: [{ from: at(12), to: at(16) }] });
const hour = (h: number, text: BrowseRollup['text'] = []): BrowseRollup => ({
  camera: 'depot', granularity: 'hour', start: at(h), end: at(h + 1), summary: '', activityWindows: 1, coveredMs: H, events: [], text, lighting: [], gaps: [],
});
const LOADING = { text: 'LOADING BAY 3', first: at(13.75), last: at(13.75) + 32_000 };

describe('the hours browsed for signs', () => {
  it('are those of arrivals before the range, whose text the range\'s rollups never read', () => {
    const range = [hour(14), hour(15)];
    // From half a day before each arrival: a text read then was up before it came.
    expect(arrivalsMissed([board()], range)).toEqual({ from: at(13.75) - READ_BEFORE_MS, to: at(13.75) + M, cameras: ['depot'] });
    expect(arrivalsMissed([board(), parked()], range)).toEqual({ from: at(12) - READ_BEFORE_MS, to: at(13.75) + M, cameras: ['depot'] });
  });

  it('are none when the rollups hold every arrival, or nothing stood', () => {
    expect(arrivalsMissed([board()], Array.from({ length: 14 }, (_, i) => hour(i + 1)))).toBeUndefined();
    expect(arrivalsMissed([{ ...board(), standing: undefined }], [hour(14)])).toBeUndefined();
  });
});

describe('a sign found by the text read when it came', () => {
  it('is no vehicle once the rollups of its arrival are given, though the range asked begins after it', () => {
    const vehicle = parseIntent('Did any vehicle come past between 2 and 4 pm?');
    const inRange = [board()];
    markSigns(inRange, [hour(14), hour(15)]);
    expect(fitsSubject(vehicle, inRange[0])).toBe(true); // what the range alone knew: a white vehicle-sized thing
    const withArrival = [board(), parked()];
    markSigns(withArrival, [hour(13, [LOADING]), hour(14), hour(15)]);
    expect(withArrival[0].shows).toBe('LOADING BAY 3');
    expect(fitsSubject(vehicle, withArrival[0])).toBe(false);
    // A car parked before the text was read is no sign of it.
    expect(withArrival[1].shows).toBeUndefined();
  });
});

describe('a thing that came while a sign was up', () => {
  it('is no sign of it, though an hour\'s rollup first read the sign when it came (idle windows have no keyframes)', () => {
    const lorry = (): Thing => ({ ...parked(), colour: 'green', first: at(9) + 20 * M, last: at(10), standing: [{ from: at(9) + 21 * M, to: at(9) + 58 * M }] });
    const open = (first: number) => ({ text: 'OPEN', first, last: at(12.5) });
    const things = [lorry()];
    markSigns(things, [hour(8, [open(at(8))]), hour(9, [open(at(9) + 20 * M)])]);
    expect(things[0].shows).toBeUndefined();
  });
});

describe('a sign asked about with no kind named', () => {
  it('answers what was there or shown, not what was parked or left', () => {
    const signs = [board()];
    markSigns(signs, [hour(13, [LOADING])]);
    expect(fitsSubject(parseIntent('Was anything there at 14:00?'), signs[0])).toBe(true);
    expect(fitsSubject(parseIntent('What did the sign say at 14:00?'), signs[0])).toBe(true);
    expect(fitsSubject(parseIntent('Was anything still parked at 14:00?'), signs[0])).toBe(false);
    expect(fitsSubject(parseIntent('Was anything left by the gate at 14:00?'), signs[0])).toBe(false);
    // It stands there, though.
    expect(fitsSubject(parseIntent('What was standing by the gate at 14:00?'), signs[0])).toBe(true);
  });
});

describe('a thing that stood in front of a sign', () => {
  it('is no sign of the misreadings the sign gave while it was covered', () => {
    const car = (): Thing => ({ ...parked(), colour: 'brown', first: at(19.6), last: at(20.13), standing: [{ from: at(19.6) + M, to: at(20.13) }] });
    const things = [car()];
    // UNLEADED 142.9 up 14:00-23:04; read as LEHDE0 142.9 only while the car covered part of it
    markSigns(things, [hour(19, [{ text: 'UNLEADED 142.9', first: at(14), last: at(23.07) }, { text: 'LEHDE0 142.9', first: at(19.6), last: at(20.1) }])]);
    expect(things[0].shows).toBeUndefined();
  });

  it('keeps a sign whose words are all its own', () => {
    expect(variants('LEHDE0 142.9', 'UNLEADED 142.9')).toBe(true);
    expect(variants('LEHDED142.9', 'UNLEADED 142.9')).toBe(true);
    expect(variants('SORRY NO DIESEL', 'SORRY N0 DIESEL')).toBe(true);
    expect(variants('LOADING BAY 3', 'WET FLOOR')).toBe(false);
    // Two signs up at once that share a word are two signs.
    expect(variants('FOR SALE', 'GARAGE SALE SAT 9AM')).toBe(false);
    expect(variants('ROAD CLOSED', 'RECEPTION CLOSED')).toBe(false);
  });
});
