// A sign's text named by the question's words, word by word by lemma: another inflection or
// part of speech of the same word is the same word; every word asked must be on the sign.
import { describe, expect, it } from 'vitest';
import { sameWords } from './text-words.ts';

describe('the words asked are the words of the sign', () => {
  it.each([
    ['CLOSING', 'CAR PARK CLOSES 23:00'], ['CLOSED', 'CLOSE AT 6'], ['PARKING', 'CAR PARK FULL'], ['DELIVERIES', 'DELIVERY 42'],
    ['TOW ZONE', 'TOW ZONE'], ['RECEPTION CLOSED', 'Reception closed'], ['STOPPING', 'NO STOPPING'],
    // A word asking for a time is a clock the sign shows.
    ['CLOSING TIME', 'CAR PARK CLOSES 23:00'], ['OPENING HOURS', 'OPENS 9am'],
  ])('%s ~ %s', (asked, seen) => expect(sameWords(asked, seen)).toBe(true));

  it.each([
    ['CLOSING', 'TOW ZONE'], ['TOW ZONE', 'CAR PARK CLOSES 23:00'], ['RECEPTION CLOSED', 'RECEPTION OPEN'], ['EXIT', ''],
    ['CLOSING TIME', 'CAR PARK CLOSES'], ['TIME', 'OPEN 9:00'],
  ])('%s is not %s', (asked, seen) => expect(sameWords(asked, seen)).toBe(false));
});
