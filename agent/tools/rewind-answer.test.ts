// The rewind's builtin answer to a look that names a part of the frame: only sightings there
// answer it, for when something appeared and for whether anything moved.
import { describe, expect, it } from 'vitest';
import type { Inspection, Sighting } from '../inspect/inspector.ts';
import { parseIntent } from '../question/intent.ts';
import { lookAnswer } from './rewind-answer.ts';

const S = Date.parse('2026-11-29T16:00:00Z');
function sighting(first: number, last: number, from: { x: number; y: number }, to: { x: number; y: number }): Sighting {
  return {
    colour: 'red', first: S + first * 1000, last: S + last * 1000, direction: 'none', entering: true, leaving: true,
    presentAtStart: false, presentAtEnd: false, size: 0.03, frames: 10, from, to, objectClass: 'vehicle',
  };
}
const inspection = (sightings: Sighting[]): Inspection => ({
  frames: 40, from: S, to: S + 100_000, sightings, motion: { movingFrames: 20, peak: 0.1, first: S, last: S + 100_000 }, light: [], lightChanges: [],
});
// A red car in at the top left at 10 s, another in at the bottom right at 40 s.
const cars = inspection([sighting(10, 30, { x: 0.01, y: 0.27 }, { x: 0.05, y: 0.27 }), sighting(40, 60, { x: 0.99, y: 0.75 }, { x: 0.95, y: 0.75 })]);

describe('a rewind look at a part of the frame', () => {
  it('pins the sighting there, not the first one anywhere', () => {
    expect(lookAnswer(parseIntent('When did the red car appear?'), cars, 'UTC').pinned[0].ts).toBe(S + 10_000);
    expect(lookAnswer(parseIntent('When did the red car at the bottom right appear?'), cars, 'UTC').pinned[0].ts).toBe(S + 40_000);
    expect(lookAnswer(parseIntent('When did the red car in the middle appear?'), cars, 'UTC').found).toBe(false);
  });

  it('says nothing moved in a corner where nothing was, though things moved elsewhere', () => {
    expect(lookAnswer(parseIntent('Did anything move?'), cars, 'UTC').found).toBe(true);
    const none = lookAnswer(parseIntent('Did anything move in the top right corner?'), cars, 'UTC');
    expect(none).toMatchObject({ found: false, pinned: [] });
    expect(none.answer).toMatch(/^Nothing moves at the top right of the view/);
    expect(lookAnswer(parseIntent('Did anything move in the top left corner?'), cars, 'UTC')).toMatchObject({ found: true, pinned: [{ ts: S + 10_000 }] });
  });
});

describe('a rewind look for a thing that does not move by itself', () => {
  // An unnamed blob crossing the frame (whoever walks in) and one standing still at the bottom.
  const walker = { ...sighting(5, 25, { x: 0.05, y: 0.6 }, { x: 0.9, y: 0.6 }), objectClass: undefined, colour: 'black', size: 0.01 };
  const lying = { ...sighting(30, 90, { x: 0.5, y: 0.85 }, { x: 0.5, y: 0.85 }), objectClass: undefined, colour: 'black', entering: false, leaving: false };

  it('is not answered by what crossed the view: that is the one who carries it', () => {
    expect(lookAnswer(parseIntent('Was there a bag on the floor at 16:00?'), inspection([walker]), 'UTC').found).toBe(false);
  });

  it('is answered by what stood', () => {
    expect(lookAnswer(parseIntent('Was there a bag on the floor at 16:00?'), inspection([walker, lying]), 'UTC')).toMatchObject({ found: true, pinned: [{ ts: S + 30_000 }] });
  });

  it('leaves looks for people and vehicles as they were', () => {
    expect(lookAnswer(parseIntent('Was anyone there at 16:00?'), inspection([walker]), 'UTC').found).toBe(true);
  });
});

describe('a rewind look for a thing, beside someone who walked in and stopped', () => {
  // A black blob walks in and stops at (0.6, 0.72); the tracker sees the stand as a still sighting of its own.
  const walkIn = { ...sighting(0, 56, { x: 0.97, y: 0.69 }, { x: 0.61, y: 0.72 }), objectClass: undefined, colour: 'black', entering: true, leaving: false };
  const stands = { ...sighting(44, 116, { x: 0.6, y: 0.72 }, { x: 0.6, y: 0.72 }), objectClass: undefined, colour: 'black', entering: false, leaving: false };
  // A carrier walks across and on; a black thing stays where it passed.
  const carrier = { ...sighting(0, 60, { x: 0.05, y: 0.7 }, { x: 0.95, y: 0.7 }), objectClass: undefined, colour: 'black', entering: true, leaving: true };
  const putDown = { ...sighting(30, 116, { x: 0.5, y: 0.8 }, { x: 0.5, y: 0.8 }), objectClass: undefined, colour: 'black', entering: false, leaving: false };

  it('is not the one who stopped: the stand begins where that walk ended', () => {
    expect(lookAnswer(parseIntent('Was there a bag on the floor at 16:01?'), inspection([walkIn, stands]), 'UTC').found).toBe(false);
  });

  it('is what stayed where its carrier walked on', () => {
    expect(lookAnswer(parseIntent('Was there a bag on the floor at 16:01?'), inspection([carrier, putDown]), 'UTC')).toMatchObject({ found: true, pinned: [{ ts: S + 30_000 }] });
  });
});
