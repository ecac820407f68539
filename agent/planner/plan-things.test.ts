// What an anchored range leaves out: the anchor itself is not something that came after it or while it was there.
import { describe, it, expect } from 'vitest';
import { afterAnchor, notTheAnchor } from './plan-things.ts';

const S = 1000;
const stay = (first: number, last: number) => ({ first: first * S, last: last * S });

describe('notTheAnchor', () => {
  it('leaves out a stay that is the anchor\'s own (the notice a question is asked "while" of)', () => {
    const during = { from: 100 * S, to: 1900 * S };
    expect(notTheAnchor(stay(100, 1900), { during })).toBe(false);
    expect(notTheAnchor(stay(102, 1897), { during })).toBe(false);
    // what came and went while it was there, or stood through it from before, is kept
    expect(notTheAnchor(stay(400, 460), { during })).toBe(true);
    expect(notTheAnchor(stay(0, 3000), { during })).toBe(true);
  });

  it('still leaves out what had gone by an "after" anchor, or came with it', () => {
    expect(notTheAnchor(stay(50, 100), { after: 100 * S })).toBe(afterAnchor(stay(50, 100), 100 * S));
    expect(notTheAnchor(stay(50, 100), { after: 100 * S })).toBe(false);
    expect(notTheAnchor(stay(200, 260), { after: 100 * S })).toBe(true);
    expect(notTheAnchor(stay(200, 260), {})).toBe(true);
  });
});
