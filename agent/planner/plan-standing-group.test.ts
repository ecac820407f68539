// Groups of what stood: detections at the same place in every frame counted, joined when within about a body's height of one another.
import { describe, expect, it } from 'vitest';
import { isStandingGroup, standingGroups } from './plan-standing-group.ts';
import { parseIntent } from '../question/intent.ts';
import type { StandingDetection } from './standing-detections.ts';

const person = (x: number, y: number, h = 0.1, camera = 'hall'): StandingDetection => ({ camera, label: 'person', box: { x, y, w: h / 3, h }, frames: [0, 4000, 9000] });

describe('standingGroups', () => {
  it('joins those within a body height of one another, largest first', () => {
    const huddle = [person(0.2, 0.45), person(0.23, 0.47), person(0.21, 0.52), person(0.25, 0.5)];
    const pair = [person(0.7, 0.2), person(0.73, 0.2)];
    const alone = person(0.5, 0.8);
    expect(standingGroups([alone, ...pair, ...huddle]).map((g) => g.length)).toEqual([4, 2, 1]);
  });

  it('keeps apart people a few body heights apart, and cameras', () => {
    expect(standingGroups([person(0.1, 0.5), person(0.4, 0.5)]).map((g) => g.length)).toEqual([1, 1]);
    expect(standingGroups([person(0.2, 0.5), person(0.21, 0.5, 0.1, 'yard')]).map((g) => g.length)).toEqual([1, 1]);
  });
});

describe('isStandingGroup', () => {
  it('is a count of those standing together, or whether a group stood together', () => {
    expect(isStandingGroup({ intent: parseIntent('that bunch standing together on the left, how many of them were there?') })).toBe(true);
    expect(isStandingGroup({ intent: parseIntent('was there a little huddle of people standing together somewhere in the hall?') })).toBe(true);
  });

  it('is not a count of who stood, nor of who came together', () => {
    expect(isStandingGroup({ intent: parseIntent('how many people were standing still?') })).toBe(false);
    expect(isStandingGroup({ intent: parseIntent('how many people came in together?') })).toBe(false);
  });
});
