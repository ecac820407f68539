// The most in view at once from tracked stays: overlapping spans, not how many came and went.
import { describe, it, expect } from 'vitest';
import { isCrowdCount, mostAtOnce } from './plan-headcount.ts';
import { parseIntent } from '../question/intent.ts';

describe('mostAtOnce', () => {
  it('counts the stays that overlap, not the crossings over the day', () => {
    const day = [{ first: 0, last: 10 }, { first: 20, last: 30 }, { first: 40, last: 50 }, { first: 60, last: 70 }];
    expect(mostAtOnce(day).n).toBe(1);
    expect(mostAtOnce([...day, { first: 25, last: 45 }, { first: 28, last: 29 }])).toEqual({ n: 3, at: 28 });
  });

  it('counts overlapping stays of one colour once: one person kept as a walk and a stand, or her ghost', () => {
    const lobby = [{ first: 0, last: 100, key: 'green' }, { first: 90, last: 120, key: 'green' }, { first: 5, last: 95, key: 'black' }, { first: 10, last: 400, key: 'black' }];
    expect(mostAtOnce(lobby)).toEqual({ n: 2, at: 5 });
    expect(mostAtOnce([{ first: 0, last: 10, key: null }, { first: 5, last: 15, key: null }]).n).toBe(2);
  });

  it('does not count one leaving as another comes as two at once', () => {
    expect(mostAtOnce([{ first: 0, last: 10 }, { first: 10, last: 20 }]).n).toBe(1);
    expect(mostAtOnce([]).n).toBe(0);
  });
});

describe('isCrowdCount', () => {
  const now = Date.parse('2026-11-29T17:00:00Z');
  const run = (q: string) => ({ intent: parseIntent(q), scope: { from: now - 3_600_000, to: now } });
  it('takes the most in one frame as a floor for how many came, but not for how many went one way (a frame holds both ways)', () => {
    expect(isCrowdCount(run('How many cars passed?') as never)).toBe(true);
    for (const q of ['How many cars drove from right to left?', 'How many people walked left to right?', 'How many vehicles went towards the left?']) {
      expect(isCrowdCount(run(q) as never), q).toBe(false);
    }
  });
});
