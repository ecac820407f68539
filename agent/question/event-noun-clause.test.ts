// An owned event noun is the clause it stands for; "by the time" is the moment (or, after a perfect, before it).
import { describe, it, expect } from 'vitest';
import { eventNounClauses } from './event-noun-clause.ts';
import { parseIntent } from './intent.ts';

describe('eventNounClauses', () => {
  it('says an owned event noun after a preposition of time as its clause', () => {
    expect(eventNounClauses('was anyone about during the blue van\'s visit?')).toBe('was anyone about while the blue van was there?');
    expect(eventNounClauses('did the lamp come on before the cyclist\'s arrival?')).toBe('did the lamp come on before the cyclist arrived?');
    expect(eventNounClauses('who came through after the lorry\'s departure?')).toBe('who came through after the lorry left?');
    expect(eventNounClauses('was it raining at the time of the jogger\'s second lap?')).toBe('was it raining when the jogger went past?');
    expect(eventNounClauses('was the porch light on for the courier\'s way back?')).toBe('was the porch light on when the courier came back?');
    expect(eventNounClauses('what was parked there after the taxi\'s visit?')).toBe('what was parked there after the taxi left?');
  });

  it('puts a fronted one where "then" points back to it, and reads one asked of itself', () => {
    expect(eventNounClauses('the postman\'s return journey, was the door shut by then?')).toBe('was the door shut when the postman came back?');
    expect(eventNounClauses('what time was the tanker\'s arrival?')).toBe('what time did the tanker arrive?');
    expect(eventNounClauses('how long was the grey car\'s stay?')).toBe('how long was the grey car there?');
  });

  it('reads "by the time" as the moment, or before it after a perfect', () => {
    expect(eventNounClauses('was it dark by the time the taxi turned up?')).toBe('was it dark when the taxi turned up?');
    expect(eventNounClauses('had the CLOSED sign gone by the time the van left?')).toBe('had the CLOSED sign gone before the van left?');
  });

  it('leaves an event noun with no owner, or an owner with no event, as it is', () => {
    for (const q of ['was anyone there during the delivery?', 'what colour was the van\'s door?', 'when did the lady\'s dog leave?']) expect(eventNounClauses(q)).toBe(q);
  });

  it('gives the reader an anchor it can find', () => {
    expect(parseIntent('was the floodlight on during the white car\'s visit?').anchor).toMatchObject({ side: 'during', phrase: 'the white car' });
    expect(parseIntent('was it dark by the time of the bus\'s arrival?').anchor).toMatchObject({ side: 'at', phrase: 'the bus', edge: 'start' });
  });
});

describe('a statement said before the question', () => {
  it('is the time a word of the question points back to', () => {
    expect(eventNounClauses('the grey van sat at the gate for an hour; did anyone walk past meanwhile?')).toBe('did anyone walk past while the grey van sat at the gate for an hour?');
    expect(eventNounClauses('the taxi pulled up. was the porch light on at that point?')).toBe('was the porch light on when the taxi pulled up?');
    expect(eventNounClauses('the cyclist went by, did anything follow after that?')).toBe('did anything follow after the cyclist went by?');
  });
  it('is left alone where nothing points back to it', () => {
    for (const q of ['the van left, who came next?', 'the red car, when did it leave?']) expect(eventNounClauses(q)).toBe(q);
  });
});
