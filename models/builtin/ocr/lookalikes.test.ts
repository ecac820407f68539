import { describe, expect, it } from 'vitest';
import { fixLookalikes } from './lookalikes.ts';

describe('OCR lookalikes', () => {
  it.each([
    ['GATE 7 CL0SED', 'GATE 7 CLOSED'],
    ['L0ADING BAY 3', 'LOADING BAY 3'],
    ['N0 ENTRY', 'N0 ENTRY'], // a zero at the end of a word has a letter on one side only
    ['2O26-11-28', '2026-11-28'],
    ['DELIVERY 42', 'DELIVERY 42'],
    ['R2D2 B7O A0', 'R2D2 B7O A0'],
    ['Cl0sed', 'Closed'],
  ])('%s -> %s', (read, fixed) => expect(fixLookalikes(read)).toBe(fixed));
});
