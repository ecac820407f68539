// The largest group of stays: together, or one close behind another; one colour counted once.
import { describe, it, expect } from 'vitest';
import { GROUP_GAP_MS, largestGroup } from './seen-together.ts';

const S = 1000;
const stay = (colour: string | null, first: number, last: number, camera = 'cam') => ({ camera, colour, first: first * S, last: last * S });

describe('largestGroup', () => {
  it('keeps two walkers the tracker lost between a pair: one starts within the gap of the other\'s end', () => {
    const g = largestGroup([stay('yellow', 0, 120), stay('orange', 1000, 1048), stay('purple', 1064, 1150), stay('green', 5000, 5060)]);
    expect(g.map((t) => t.colour)).toEqual(['orange', 'purple']);
  });

  it('has no group when each came alone', () => {
    expect(largestGroup([stay('yellow', 0, 120), stay('orange', 120 + GROUP_GAP_MS / S + 1, 300)]).length).toBe(1);
  });

  it('counts one person kept as two stays of one colour once, and never joins cameras', () => {
    expect(largestGroup([stay('red', 0, 50), stay('red', 55, 100)]).length).toBe(1);
    expect(largestGroup([stay('red', 0, 50, 'a'), stay('blue', 10, 60, 'b')]).length).toBe(1);
  });

  it('of groups as large, takes the pair in view at the same time over two who passed half a minute apart', () => {
    const g = largestGroup([stay('green', 0, 48), stay('black', 64, 72), stay('purple', 4000, 4156), stay('orange', 4000, 4156)]);
    expect(g.map((t) => t.colour)).toEqual(['purple', 'orange']);
  });
});
