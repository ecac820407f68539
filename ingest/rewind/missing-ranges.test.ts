// missingRanges(): what a rewound range lacks and why, from coverage facts (pure logic; the
// recordings-based behaviour is in tests/reliability-rewind.test.ts).
import { describe, it, expect } from 'vitest';
import { missingRanges } from './missing-ranges.ts';

const S = 1000;
const gap = (start: number, end: number, reason = 'the stream ended') => ({ type: 'gap' as const, camera: 'c', start: start * S, end: end * S, reason });
const span = (from: number, to: number) => ({ from: from * S, to: to * S });

describe('missingRanges', () => {
  it('names each hole by what is on record: gap, deletion, crash between recordings, or never recorded', () => {
    const m = missingRanges({
      from: 0, to: 200 * S,
      covered: [span(10, 30), span(56, 69.3), span(120, 140), span(150, 160)],
      unreadable: [{ ...span(140, 145), detail: 'x.ts is empty' }, { ...span(143, 150), detail: 'y.ts holds no video' }],
      gaps: [gap(30, 56)], deleted: [span(0, 10)],
      recordedFrom: 10 * S, recordedTo: 150 * S,
    });
    expect(m).toEqual([
      { ...span(0, 10), reason: 'deleted', detail: 'deleted by retention' },
      { ...span(30, 56), reason: 'gap', detail: 'the stream ended' },
      { ...span(69.3, 120), reason: 'crash', detail: expect.stringMatching(/no gap on record/) },
      { ...span(140, 150), reason: 'unreadable', detail: 'x.ts is empty' },
      { ...span(160, 200), reason: 'never-recorded' },
    ]);
  });

  it('ignores holes under a second (frame spacing) and unreadable stretches that other footage covers', () => {
    const m = missingRanges({
      from: 0, to: 20 * S, covered: [span(0, 9.5), span(10.2, 20)],
      unreadable: [{ ...span(5, 8), detail: 'overlapping copy' }], gaps: [], deleted: [],
    });
    expect(m).toEqual([]);
  });
});
