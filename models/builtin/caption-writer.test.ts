// The builtin caption's sentences from its tags: what moved is named by the detector's label only
// when that label is a thing that moves or is carried. A person crossing a dim room that the
// detector took for a tv is "a blue object", not "a blue tv", and a tv on the wall beside a walker
// is what was seen, not what moved.
import { describe, expect, it } from 'vitest';
import type { Window } from '../../core/window.ts';
import type { CaptionTags } from '../../core/caption.ts';
import { writeCaption } from './caption-writer.ts';

const T0 = Date.parse('2026-11-25T06:20:00Z');

function windowWith(direction: string): Window {
  return {
    kind: 'activity', start: T0, end: T0 + 32_000, stationary: [],
    motion: { tracks: [{ start: T0, end: T0 + 28_000, frames: 8, size: 0.05, colour: 'blue', direction, entering: true, leaving: false, from: { x: 0.05, y: 0.7 }, to: { x: 0.4, y: 0.7 } }] },
    lighting: { state: 'dusk', level: 0.18, events: [] },
  } as unknown as Window;
}

function tags(labels: string[]): CaptionTags {
  return {
    objects: labels.map((label) => ({ label, count: 1, colours: [], actions: [] })), colors: ['blue'], text: [], events: [],
    motion: { amount: 'some', direction: 'left-to-right', where: ['lower left'], entering: true, leaving: false }, light: { state: 'dusk', events: [] },
  };
}

describe('writeCaption', () => {
  it('names a moving thing by a label of something that moves, and never by the scene furniture', () => {
    expect(writeCaption(windowWith('left-to-right'), tags(['person']))).toMatch(/^A blue person moves from left to right/);
    const tv = writeCaption(windowWith('left-to-right'), tags(['tv']));
    expect(tv).toMatch(/^A blue object moves from left to right/);
    expect(tv).not.toMatch(/blue tv|tv moves/);
    expect(tv).toContain('Seen: a tv');
  });
});
