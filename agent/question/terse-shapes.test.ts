// Search-box and spoken shapes said as full sentences (terse-shapes.ts), over wordings no held-out set asks.
import { describe, it, expect } from 'vitest';
import { inSentence } from './terse-shapes.ts';
import { inPlainShape } from './question-shapes.ts';
import { parseIntent } from './intent.ts';

describe('inSentence', () => {
  it('spells out typed shorthand and drops spoken fillers', () => {
    expect(inSentence('how many ppl walked thru the gate b4 noon?')).toBe('how many people walked through the gate before noon?');
    expect(inSentence('whats the last van that didnt stop')).toBe("what's the last van that didn't stop?");
    expect(inSentence('um, so basically when did the lorry go')).toBe('when did the lorry go?');
    expect(inSentence('ok so did the taxi, you know, wait long?')).toBe('did the taxi wait long?');
    expect(inSentence('would you mind telling me when the bin lorry came?')).toBe('tell me when the bin lorry came?');
  });

  it('keeps words a filler list would take only with their comma', () => {
    expect(inSentence('right to left, how many vans?')).toBe('how many vans were there, right to left?');
    expect(inSentence('hi-vis jacket by the gate, colour?')).not.toMatch(/^-vis/);
  });

  it('asks a question word said last of the thing put first', () => {
    expect(inSentence('red hatchback at the barrier how long?')).toBe('how long was the red hatchback at the barrier?');
    expect(inSentence('silver estate past the gate, time?')).toBe('when was the silver estate past the gate?');
    expect(inSentence('the jogger by the fence, which way?')).toBe('which way did the jogger by the fence go?');
    expect(inSentence('forecourt at 18:10 - approximate number of cars?')).toBe('how many cars were there in the forecourt at 18:10?');
  });

  it('leaves a clause before a question word as it is', () => {
    for (const q of ['the van left, when?', 'how long did the van stay?', 'when the taxi came, who got in?']) expect(inSentence(q)).toBe(q);
  });

  it('counts plurals going through a place, and asks whether of a verbless "any"', () => {
    expect(inSentence('lorries through the gate 2-4pm?')).toBe('how many lorries went through the gate 2-4pm?');
    expect(inSentence('any activity by the bins after 10')).toBe('was there any activity by the bins after 10?');
    expect(inSentence('any vans stop outside?')).toBe('any vans stop outside?');
  });

  it('puts a comma after a clause of time put first without one', () => {
    expect(inSentence('after the taxi pulled away did anybody cross')).toBe('after the taxi pulled away, did anybody cross?');
    expect(inSentence('while the gate was open was the lamp on?')).toBe('while the gate was open, was the lamp on?');
    expect(inSentence('while the lorry was parked who walked past?')).toBe('while the lorry was parked, who walked past?');
  });

  it('reads spoken wordings: a restart, a reported statement, a contraction, a question said without its mark', () => {
    expect(inSentence('the grey van this morning, sorry I mean the one at about nine, what time\'d it leave')).toBe('the grey van this morning, the one at about nine, what time did it leave?');
    expect(inSentence('my boss reckons the bin lorry came twice, when was that')).toBe('the bin lorry came twice, when was that?');
    expect(inSentence('would the porch light have still been on when the taxi left')).toBe('was the porch light still on when the taxi left?');
    expect(inSentence('still light out when the postman came?')).toBe('was it still light out when the postman came?');
    expect(inSentence('blue hatchback gone yet when the school bus came?')).toBe('had the blue hatchback gone yet when the school bus came?');
    expect(inSentence('whoever in green walked the dog, did they come back?')).toBe('did the person in green who walked the dog come back?');
    expect(inSentence('anything on the move round the car wash this arvo')).toBe('anything moving around the car wash this afternoon?');
    expect(inSentence('RED ROUTE versus NO STOPPING, was the red one up longer?')).toBe('was RED ROUTE up longer than NO STOPPING?');
  });

  it('gives the reader what it reads', () => {
    expect(parseIntent('blue hatchback on camera how long?')).toMatchObject({ kind: 'duration', form: 'how-long', colours: ['blue'] });
    expect(parseIntent('trucks thru the gate 2-4pm?')).toMatchObject({ kind: 'count', form: 'how-many', objectClass: 'vehicle' });
    expect(parseIntent('any motion 1-2pm at the gate')).toMatchObject({ kind: 'moved', form: 'yes-no' });
    expect(parseIntent('the security light: what time on, what time off?')).toMatchObject({ kind: 'light', light: { state: true } });
  });
});

describe('shapes said before the question with a dash or an owner with no determiner', () => {
  it('reads a dash set off by spaces as the comma after a fronted phrase', () => {
    expect(inPlainShape('the jogger - did they run back later?')).toBe('the jogger, did they run back later?');
    expect(inPlainShape('the man who boarded the 16:20 bus - when did he get to the stop?')).toBe('the man who boarded the 16:20 bus, when did he get to the stop?');
  });

  it('gives a bare owner of an event noun its determiner, not a day', () => {
    expect(inPlainShape("postman's visit, how long?")).toBe('how long was the postman there?');
    expect(inPlainShape("today's first visit by the van, when?")).toBe("when was today's first visit by the van?");
  });
});

describe('readings mended with these shapes', () => {
  it('reads a hyphenated colour, a colour after "in a", and a path past a place', () => {
    expect(parseIntent('when did the cyclist in navy-blue leave?').colours).toContain('blue');
    expect(parseIntent('was anyone in a maroon about after 9?')).toMatchObject({ colours: ['red'] });
    const past = parseIntent('did anyone walk past the bus station after 9?');
    expect(past.labels).not.toContain('station');
    expect(past.place).toBeUndefined();
  });

  it('reads a number in words before signs as a count, not their words', () => {
    expect(parseIntent('were the three notices up at once?').text).toBeUndefined();
  });

  it('reads getting into a vehicle as leaving, inside an anchor as well', () => {
    expect(parseIntent('when did the man in grey get into the taxi?')).toMatchObject({ kind: 'leave' });
    expect(parseIntent('how long was the box left alone after the woman in red got into the van?').anchor).toMatchObject({ phrase: 'the woman in red', edge: 'end' });
    expect(parseIntent('how long was the box left alone after the woman in red got into the van?').relation).toBeUndefined();
  });
});

describe('more shapes a set of search-box questions showed', () => {
  it('reads a passive after "been" ("had the crate been collected by 4?")', () => {
    expect(parseIntent('had the crate been collected by 4?')).toMatchObject({ kind: 'leave', form: 'yes-no' });
    expect(parseIntent('how long had the lorry been there before it left?')).toMatchObject({ kind: 'duration', event: 'leave' });
  });

  it('reads a moving thing put first and a lamp asked of as the lamp while it was there', () => {
    expect(parseIntent('red hatchback in the early hours - was the porch light on?').anchor).toMatchObject({ side: 'during', phrase: 'the red hatchback in the early hours' });
  });

  it('reads the pronoun after a statement that brings a thing in, with what it did', () => {
    expect(inPlainShape('three lads hung about by the bins at 9, what were they wearing?')).toBe('what were the three lads that hung about by the bins at 9 wearing?');
    expect(inPlainShape('a parcel was dropped at the porch, who took it in?')).toBe('who took in the parcel that was dropped at the porch?');
  });
});

describe('readings a set of spoken questions showed', () => {
  it('reads a plural noun modifying a vehicle, and a negative word against a denying predicate', () => {
    expect(parseIntent('when did the grey people carrier pull in?')).toMatchObject({ objectClass: 'vehicle' });
    expect(parseIntent('the car park was never empty all evening, right?').negated).toBeFalsy();
    expect(parseIntent('was the car park empty at 9?').negated).toBe(true);
  });

  it('reads "anything moving" as moving, and a pronoun clause after a statement as its time', () => {
    expect(parseIntent('anything moving in the yard after midnight?')).toMatchObject({ kind: 'moved' });
    expect(parseIntent('someone in grey was sat on the wall, while they were sat there did any cars stop?').anchor).toMatchObject({ side: 'during', phrase: 'someone in grey' });
  });
});

describe('light and sightings said other ways', () => {
  it('reads "by what time was it dark" as when it got dark, and "getting dark" as the change', () => {
    expect(parseIntent('by what time was it fully dark at the gate?')).toMatchObject({ kind: 'dark', form: 'when', light: { to: 'dark', source: 'sun' } });
    expect(parseIntent('while it was growing light, did any lorry come?').anchor).toMatchObject({ light: 'light', turning: true });
    expect(parseIntent('while it was light, did any lorry come?').anchor?.turning).toBeUndefined();
  });

  it('reads "the last sighting of" as when last seen, and a time put before the thing first as said last', () => {
    expect(parseIntent("the man in grey by the bins, what's the last sighting of him?")).toMatchObject({ kind: 'leave', which: 'last', form: 'when' });
    expect(inSentence('yesterday evening the floodlight by the gate, what hours was it on')).toBe('the floodlight by the gate, between what times was it on yesterday evening?');
  });
});

describe('who said it', () => {
  it('drops a person\'s word before the question, never a sign\'s', () => {
    expect(inSentence('my supervisor said the red van came twice, when was that')).toBe('the red van came twice, when was that?');
    expect(inSentence('the notice said CLOSED, when did it go up?')).toBe('the notice said CLOSED, when did it go up?');
  });
});
