// Typing slips mended before a question is read (spelling.ts), over words no held-out set misspells.
import { describe, it, expect } from 'vitest';
import { meantWord, withSlipsMended } from './spelling.ts';

describe('withSlipsMended', () => {
  it('mends swapped letters, a doubling typed on the wrong letter, a double typed single or a single doubled', () => {
    expect(withSlipsMended('when did teh lorry leave?')).toBe('when did the lorry leave?');
    expect(withSlipsMended('was the grey vna parked?')).toBe('was the grey van parked?');
    expect(meantWord('bicylce')).toBe('bicycle');
    expect(meantWord('lorrry')).toBe('lorry');
    expect(meantWord('gatte')).toBe('gate');
  });

  it('leaves words alone: real words, irregular forms, signs in capitals, shorthand with digits or hyphens', () => {
    const q = 'the NO ENTRY sign went up before the hi-vis walker and the 4x4 had been nattering, been gone, saw them';
    expect(withSlipsMended(q)).toBe(q);
    for (const w of ['went', 'been', 'darker', 'brightest', 'walkers', 'parked', 'lorries']) expect(meantWord(w)).toBeUndefined();
  });

  it('never types one letter for another (a word WordNet lacks is not turned into another word)', () => {
    expect(meantWord('zzzq')).toBeUndefined();
  });
});
