// When the block flow, not the tracks, answers "which way were the people walking?": when it
// shows the movement going a way the tracked things did not (a crowd the tracker merged into
// a few blobs), "both ways" when two opposite ways carry a real share; not when it agrees
// with the tracks or there is too little movement to say.
import { describe, expect, it } from 'vitest';
import type { Flow } from '../inspect/inspector.ts';
import { flowAnswer, flowRanges, type CrowdFlow } from './crowd-flow.ts';
import type { PlanRun } from './plan-run.ts';
import type { Thing } from './plan-things.ts';

const T0 = Date.parse('2026-11-29T12:00:00Z');
const run = { zoneOf: () => 'UTC', scope: { from: T0, to: T0 + 3_600_000, cameras: [{ id: 'hall', timezone: 'UTC' }] } } as unknown as PlanRun;
const thing = (direction: string, first: number, last: number): Thing => ({
  camera: 'hall', colour: 'black', label: 'person', size: 'person-sized', first: T0 + first, last: T0 + last, direction, entered: true, left: true, moving: true, windows: [],
});
const flow = (ways: Flow['ways']): CrowdFlow => {
  const vectors = Object.values(ways).reduce((a, b) => a + b, 0);
  const span = { first: T0 + 1000, last: T0 + 12_000 };
  return { camera: 'hall', frames: 50, from: T0, to: T0 + 12_500, flow: { pairs: 49, vectors, ways, spans: { 'top-to-bottom': span, 'bottom-to-top': span, 'left-to-right': span, 'right-to-left': span } } };
};

describe('flowAnswer', () => {
  const tracks = [thing('top-to-bottom', 1000, 4000), thing('top-to-bottom', 5000, 9000), thing('top-to-bottom', 9000, 11_000)];

  it('says both ways when the crowd moved both ways and the tracks saw one', () => {
    const r = flowAnswer(run, [flow({ 'top-to-bottom': 1900, 'bottom-to-top': 1550, 'left-to-right': 180, 'right-to-left': 230 })], tracks, 'person')!;
    expect(r.answer).toMatch(/^People went both ways: 49 % of the movement top to bottom, 40 % bottom to top/);
    expect(r.answer).not.toMatch(/left to right|right to left/);
    expect(r.citations).toEqual([{ camera: 'hall', start: T0 + 1000, end: T0 + 12_001 }]);
  });

  it('leaves the answer to the tracks when the flow agrees with them, or is too thin', () => {
    expect(flowAnswer(run, [flow({ 'top-to-bottom': 900, 'bottom-to-top': 60, 'left-to-right': 20, 'right-to-left': 20 })], tracks, 'person')).toBeUndefined();
    expect(flowAnswer(run, [flow({ 'top-to-bottom': 40, 'bottom-to-top': 50, 'left-to-right': 2, 'right-to-left': 3 })], tracks, 'person')).toBeUndefined();
  });
});

describe('flowRanges', () => {
  it('rewinds short activity whole, and long activity in pieces from the middle of its longest spans', () => {
    expect(flowRanges([thing('x', 0, 5000), thing('x', 3000, 9000)], run.scope)).toEqual([{ from: T0, to: T0 + 10_000 }]);
    const long = flowRanges([thing('x', 0, 60_000), thing('x', 120_000, 125_000), thing('x', 600_000, 700_000)], run.scope);
    // Spans end a second after the last sighting (its frame lasts): 0-61 s, 120-126 s, 600-701 s.
    expect(long).toEqual([{ from: T0 + 29_000, to: T0 + 32_000 }, { from: T0 + 121_500, to: T0 + 124_500 }, { from: T0 + 649_000, to: T0 + 652_000 }]);
  });
});
