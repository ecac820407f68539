// The stretches a light was on or off, from the switches that bound them: a lamp on before the
// range and off in it, on again and still on at its end, and a camera whose lamp never switched.
import { describe, expect, it } from 'vitest';
import { driftOf, stretchesOf } from './plan-during-light.ts';

const H = 3_600_000;
const sw = (camera: string, h: number, what: 'lights-on' | 'lights-off') => ({ camera, ts: h * H, what });

describe('the stretches a light was so', () => {
  const switches = [sw('a', 7.6, 'lights-off'), sw('a', 16.4, 'lights-on'), sw('a', 23.8, 'lights-off'), sw('b', 19, 'lights-on')];

  it('pairs each switch into the state with the next one out of it, from the range\'s start where the first is out of it', () => {
    expect(stretchesOf(switches, true, 0, 24 * H)).toEqual([
      { camera: 'a', from: 0, to: 7.6 * H }, { camera: 'a', from: 16.4 * H, to: 23.8 * H }, { camera: 'b', from: 19 * H, to: 24 * H },
    ]);
  });

  it('gives the stretches out of the state the same way, cut to the range', () => {
    expect(stretchesOf(switches, false, 8 * H, 20 * H)).toEqual([
      { camera: 'a', from: 8 * H, to: 16.4 * H }, { camera: 'b', from: 8 * H, to: 19 * H },
    ]);
  });
});

describe('the drift of a dusk or dawn', () => {
  const M = 60_000;
  const w = (from: number, to: number, state: 'day' | 'dusk' | 'night') => ({ start: from * M, end: to * M, light: { level: 0.3, state } });
  const windows = [w(0, 10, 'day'), w(10, 20, 'dusk'), w(20, 30, 'dusk'), w(30, 40, 'dusk'), w(40, 50, 'night')];

  it('is the run of windows between day and night about the change', () => {
    expect(driftOf(windows, 25 * M)).toEqual({ from: 10 * M, to: 40 * M });
  });

  it('is half an hour either side when the change falls in no window between day and night', () => {
    expect(driftOf([w(0, 10, 'day'), w(10, 20, 'night')], 10 * M)).toEqual({ from: -20 * M, to: 40 * M });
  });
});
