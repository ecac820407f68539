// Benchmark statistics: median of odd and even sample counts, spread, table layout.
import { describe, it, expect } from 'vitest';
import { summarize, fmtSummary, markdownTable } from './stats.ts';

describe('summarize', () => {
  it('takes the middle sample of an odd count and the mean of the middle two of an even count', () => {
    expect(summarize([3, 1, 2])).toEqual({ median: 2, min: 1, max: 3, runs: 3 });
    expect(summarize([4, 1, 3, 2]).median).toBe(2.5);
  });

  it('refuses an empty sample', () => {
    expect(() => summarize([])).toThrow(/no samples/);
  });

  it('formats median and spread, and a markdown table', () => {
    expect(fmtSummary(summarize([10, 12.04, 11]))).toBe('11.0 (10.0–12.0)');
    expect(markdownTable(['a', 'b'], [['1', '2']])).toBe('| a | b |\n| --- | --- |\n| 1 | 2 |');
  });
});
