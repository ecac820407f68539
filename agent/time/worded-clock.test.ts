// Clock times said in words, as digits for the time readers, and what they then resolve to.
import { describe, it, expect } from 'vitest';
import { withDigitClocks, wordedClocks } from './worded-clock.ts';
import { resolveTime } from './resolve-time.ts';

describe('clock times said in words', () => {
  it.each([
    ['was anyone there at half past eight?', 'was anyone there at 8:30?'],
    ['at a quarter to ten', 'at 9:45'],
    ['around twenty past six pm', 'around 6:20 pm'],
    ['at nine o\'clock this morning', 'at 9:00 this morning'],
    ['by half nine', 'by 9:30'],
    ['at ten minutes to eight', 'at 7:50'],
    ['what did the sign say at ten fifteen?', 'what did the sign say at 10:15?'],
    ['at eleven forty-five', 'at 11:45'],
    ['at five past 11', 'at 11:05'],
    // Midnight and noon as the hour: the 24-hour clock.
    ['was the lamp on at ten to midnight?', 'was the lamp on at 23:50?'],
    ['at five past midnight', 'at 00:05'],
    ['at twenty past noon', 'at 12:20'],
    ['between ten thirty and 11', 'between 10:30 and 11'],
    // Written other ways: the European clock, the military one, dotted, an hour alone.
    ['how many vans went by after 17h30?', 'how many vans went by after 17:30?'],
    ['was anyone at the door at 9h15', 'was anyone at the door at 09:15'],
    ['anyone before 17h?', 'anyone before 17:00?'],
    ['cars after 1730 hours', 'cars after 17:30'],
    ['since 0915 hrs', 'since 09:15'],
    ['was it open after 17.30?', 'was it open after 17:30?'],
    ['anyone at 8.31 this morning', 'anyone at 8:31 this morning'],
    ['the lamp at 10.30 pm', 'the lamp at 10:30 pm'],
    ['from 17.30 to 18.15', 'from 17:30 to 18:15'],
    ['did a van come around 3?', 'did a van come around 3:00?'],
    ['about three in the afternoon', 'about 3:00 in the afternoon'],
    ['anyone shortly before 6?', 'anyone shortly before 6:00?'],
    ['a little after nine pm', 'a little after 9:00 pm'],
  ])('%s → %s', (q, digits) => {
    expect(withDigitClocks(q)).toBe(digits);
  });

  it.each([
    'how long did it take, half an hour?',
    'were there two twenty-seater buses?',
    'did the van come back five minutes after the truck left?',
    'what happened in the past hour?',
    'was the gate open for 17h?',
    'was the pole 2.50 metres tall?',
    'two people standing together, at 0.25 fps',
    'did it grow after 2.50 metres?',
    'were there about 3 people at the door?',
    'did about three cars pass?',
    'was the truck there for 1200 hours of footage?',
  ])('leaves words that are no clock: %s', (q) => {
    expect(wordedClocks(q)).toEqual([]);
  });
});

describe('a 12-hour clock', () => {
  const NOW = Date.parse('2026-11-23T23:59:59Z');
  const iso = (ms: number) => new Date(ms).toISOString();

  it('is read from words as from digits, and keeps its other half for the footage to settle', () => {
    const r = resolveTime('What colour was the car that drove through at half past nine?', { now: NOW })!;
    expect([iso(r.from), iso(r.to)]).toEqual(['2026-11-23T09:29:00.000Z', '2026-11-23T09:31:00.000Z']);
    expect(r.otherHalf && [iso(r.otherHalf.from), iso(r.otherHalf.to)]).toEqual(['2026-11-23T21:29:00.000Z', '2026-11-23T21:31:00.000Z']);
  });

  it('takes its half from a part of the day beside it, and keeps none for a 24-hour or am/pm clock', () => {
    const evening = resolveTime('was anyone there at half past nine in the evening?', { now: NOW })!;
    expect(iso(evening.from)).toBe('2026-11-23T21:29:00.000Z');
    expect(evening.otherHalf).toBeUndefined();
    expect(resolveTime('at 09:30', { now: NOW })!.otherHalf).toBeUndefined();
    expect(resolveTime('at 9:30 pm', { now: NOW })!.otherHalf).toBeUndefined();
    expect(resolveTime('at 14:05', { now: NOW })!.otherHalf).toBeUndefined();
  });
});

describe('minutes in digits past an hour', () => {
  const NOW = Date.parse('2026-11-23T23:59:59Z');
  const iso = (ms: number) => new Date(ms).toISOString();
  it('reads "20 past 11" as 11:20 (no range is said with "past"), and keeps "10 to 12" a range of hours', () => {
    expect(iso(resolveTime('anyone at 20 past 11 in the morning?', { now: NOW })!.from)).toBe('2026-11-23T11:19:00.000Z');
    expect(iso(resolveTime('what came by at about 25 past 8 this morning?', { now: NOW })!.from)).toBe('2026-11-23T08:10:00.000Z');
    expect(iso(resolveTime('anyone from 10 to 12?', { now: NOW })!.from)).toBe('2026-11-23T10:00:00.000Z');
  });
});

describe('a clock with "-ish" after it', () => {
  const NOW = Date.parse('2026-11-23T23:59:59Z');
  const iso = (ms: number) => new Date(ms).toISOString();
  const span = (q: string) => { const r = resolveTime(q, { now: NOW })!; return [iso(r.from), iso(r.to)]; };
  it('is approximate, as "around" before it is, in words or digits, with minutes, on either clock', () => {
    expect(span('which car came through at eleven-ish in the morning?')).toEqual(['2026-11-23T10:45:00.000Z', '2026-11-23T11:15:00.000Z']);
    expect(span('anybody about 3ish in the afternoon')).toEqual(['2026-11-23T14:45:00.000Z', '2026-11-23T15:15:00.000Z']);
    expect(span('what was parked at 7:45ish?')).toEqual(['2026-11-23T07:30:00.000Z', '2026-11-23T08:00:00.000Z']);
    expect(span('lights on at 21-ish?')).toEqual(['2026-11-23T20:45:00.000Z', '2026-11-23T21:15:00.000Z']);
    expect(span('around 4-ish in the morning')).toEqual(['2026-11-23T03:45:00.000Z', '2026-11-23T04:15:00.000Z']);
  });
  it('is no clock in a word that only ends in "ish"', () => {
    expect(resolveTime('was the boyish figure there?', { now: NOW })).toBeUndefined();
  });
});

describe('hours in words at both ends of a range, and a clock "or so"', () => {
  const NOW = Date.parse('2026-11-23T23:59:59Z');
  const iso = (ms: number) => new Date(ms).toISOString();
  const span = (q: string) => { const r = resolveTime(q, { now: NOW })!; return [iso(r.from), iso(r.to)]; };
  it('"from two to five in the afternoon", "between nine and eleven at night" (and "from ten to twelve" is no 11:50)', () => {
    expect(wordedClocks('did anyone come from ten to twelve?').map((c) => c.digits)).toEqual(['10:00', '12:00']);
    expect(span('how many cars from two to five in the afternoon?')).toEqual(['2026-11-23T14:00:00.000Z', '2026-11-23T17:00:00.000Z']);
    expect(span('anyone about between nine and eleven at night?')).toEqual(['2026-11-23T21:00:00.000Z', '2026-11-23T23:00:00.000Z']);
  });
  it('"twenty to six or so", "quarter past two or thereabouts" are approximate', () => {
    expect(span('what drove in at twenty to six or so in the evening?')).toEqual(['2026-11-23T17:25:00.000Z', '2026-11-23T17:55:00.000Z']);
    expect(span('who came in at quarter past two in the afternoon or thereabouts?')).toEqual(['2026-11-23T14:00:00.000Z', '2026-11-23T14:30:00.000Z']);
  });
});

describe('seconds after an hour', () => {
  it('are read as a clock to the second', () => {
    expect(withDigitClocks('what passed at twelve seconds after nine pm?')).toBe('what passed at 9:00:12 pm?');
    expect(withDigitClocks('anyone there at forty seconds past noon?')).toBe('anyone there at 12:00:40?');
  });
});
