// "When did the price change?": reads of one text (OCR slips and all) merged by their numbers,
// and the text that replaced another found from when the index stopped and started reading them.
import { describe, expect, it } from 'vitest';
import { textChanges, textsOf, type TextRead } from './text-change.ts';
import { numbersDiffer, numbersOf } from '../../core/sign-numbers.ts';
import { textMatches } from '../tools/rewind-answer.ts';

const H = 3_600_000, D = Date.parse('2026-11-15T00:00:00Z');
const read = (text: string, h: number, to = h): TextRead => ({ text, camera: 'fore', first: D + h * H, last: D + to * H, lastEnd: D + to * H + 32_000, firstEnd: D + h * H + 32_000 });
// A day of a price board read only while something moved, with a second sign up for a while and a fragment.
const day = [
  read('LEHDED 139.9', 6, 6.4), read('UNLEADED 139.9', 8.3, 9), read('UNLEADE0 139.9', 12.2, 12.7), read('UNLEADED 139.9', 13.05),
  read('NO DIESEL', 9.2, 10.8), read('N0 DIESEL', 9.5),
  read('UNLEADED 142.9', 14.33, 15.05), read('LEHDED 142.9', 17.7, 22.6), read('EADED', 22.6),
];

describe('textsOf', () => {
  it('merges reads by their numbers, named by the commonest read; a fragment is no text', () => {
    const texts = textsOf(day).map((t) => t.text);
    expect(texts).toEqual(['UNLEADED 139.9', 'NO DIESEL', 'UNLEADED 142.9']);
  });
});

describe('textChanges', () => {
  it('is the new price replacing the old one, an hour and more after its last read; not a sign put up beside it', () => {
    const changes = textChanges(day);
    expect(changes.map((c) => [c.from.text, c.to.text])).toEqual([['UNLEADED 139.9', 'UNLEADED 142.9']]);
    expect(changes[0].from.last).toBe(D + 13.05 * H);
  });

  it('is none when one text stays up all day', () => {
    expect(textChanges([read('UNLEADED 139.9', 6, 9), read('LEHDED 139.9', 12, 20)])).toEqual([]);
  });
});

describe('a sign whose numbers differ is another sign', () => {
  it('reads the numbers a sign carries, and tells two prices apart that an OCR slip would merge', () => {
    expect(numbersOf('UNLEADED 139.9 DIESEL 145.2')).toBe('139.9 145.2');
    expect(numbersOf('N0 DIESEL')).toBe('');
    expect(numbersDiffer('UNLEADED 139.9', 'UNLEADED 142.9')).toBe(true);
    expect(numbersDiffer('UNLEADED 139.9', 'LEHDED 139.9')).toBe(false);
    // A number read longer is a slip ("%" read as digits), not another sign.
    expect(numbersDiffer('SALE 20% OFF', 'SALE 2096 OFF')).toBe(false);
    expect(textMatches('UNLEADED 142.9', 'UNLEADED 139.9')).toBe(false);
    expect(textMatches('UNLEADED 142.9', 'UNLEADEO 142.9')).toBe(true);
  });
});
