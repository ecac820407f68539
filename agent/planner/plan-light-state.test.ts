// The light as it was at a moment or over a range: a lamp as its last switch before left it
// (or, with none seen, as the first switch after gives away), stretches either side of a
// switch inside the range, and the scene's light from the window's state, lit by a lamp or not.
import { describe, expect, it } from 'vitest';
import { lampSpans, offSwitchNextTo, sceneLight } from './plan-light-state.ts';

const H = 3_600_000, S = Date.parse('2026-11-27T00:00:00Z');
const sw = (h: number, event: 'lights-on' | 'lights-off') => ({ camera: 'yard', ts: S + h * H, event });
const switches = [sw(19, 'lights-on'), sw(23, 'lights-off')];

describe('a lamp as its switches left it', () => {
  it('is on after the switch on, set by it, until the switch off', () => {
    const spans = lampSpans(switches, S + 21 * H - 60_000, S + 21 * H + 60_000)!;
    expect(spans).toHaveLength(1);
    expect(spans[0]).toMatchObject({ on: true, by: switches[0] });
    expect(lampSpans(switches, S + 23.5 * H, S + 23.6 * H)![0]).toMatchObject({ on: false, by: switches[1] });
  });

  it('was off before a first switch on, with no switch to cite', () => {
    const [span] = lampSpans(switches, S + 12 * H, S + 12.1 * H)!;
    expect(span.on).toBe(false);
    expect(span.by).toBeUndefined();
  });

  it('splits a range at a switch inside it, and passes over the same switch seen twice', () => {
    const spans = lampSpans([switches[0], sw(19.001, 'lights-on'), switches[1]], S + 18.5 * H, S + 20 * H)!;
    expect(spans.map((s) => [s.on, (s.from - S) / H, (s.to - S) / H])).toEqual([[false, 18.5, 19], [true, 19, 20]]);
  });

  it('says nothing when no switch was seen', () => {
    expect(lampSpans([], S, S + H)).toBeUndefined();
  });
});

describe("the scene's light", () => {
  const w = (state: 'day' | 'dusk' | 'night') => ({ light: { state, level: 0.3 } });
  it('is light by day, dark by night, lit at dusk only by a lamp on', () => {
    expect(sceneLight(w('day'), false)).toBe('light');
    expect(sceneLight(w('night'), true)).toBe('dark');
    expect(sceneLight(w('dusk'), true)).toBe('light');
    expect(sceneLight(w('dusk'), false)).toBe('half-light');
    expect(sceneLight({}, true)).toBeUndefined();
  });

  it('is dark in a dim window at the level the lights were off at (a lobby at night), half-light at another (a dusk)', () => {
    const dim = (level: number) => ({ light: { state: 'dusk' as const, level } });
    expect(sceneLight(dim(0.177), false, 0.176)).toBe('dark');
    expect(sceneLight(dim(0.3), false, 0.176)).toBe('half-light');
    expect(sceneLight(dim(0.177), false, undefined)).toBe('half-light');
  });

  it('takes the switch off before the range or the switch on after it, never across another switch', () => {
    expect(offSwitchNextTo(switches, S + 6 * H, S + 6.1 * H)).toBe(switches[0]); // the lights come on at 19:00
    expect(offSwitchNextTo(switches, S + 23.5 * H, S + 23.6 * H)).toBe(switches[1]); // they went off at 23:00
    expect(offSwitchNextTo(switches, S + 21 * H, S + 21.1 * H)).toBeUndefined(); // on since 19:00, off next
  });
});
