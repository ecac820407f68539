// The shapes of a question said plainly (question-shapes.ts): owned event nouns, statements before the question, other openers of a time, plainer wordings.
import { describe, it, expect } from 'vitest';
import { inPlainShape } from './question-shapes.ts';
import { parseIntent } from './intent.ts';

describe('inPlainShape', () => {
  it('says an owned event noun after a preposition of time as its clause', () => {
    expect(inPlainShape('was anyone about during the blue van\'s visit?')).toBe('was anyone about while the blue van was there?');
    expect(inPlainShape('did the lamp come on before the cyclist\'s arrival?')).toBe('did the lamp come on before the cyclist arrived?');
    expect(inPlainShape('who came through after the lorry\'s departure?')).toBe('who came through after the lorry left?');
    expect(inPlainShape('was it raining at the time of the jogger\'s second lap?')).toBe('was it raining when the jogger went past?');
    expect(inPlainShape('was the porch light on for the courier\'s way back?')).toBe('was the porch light on when the courier came back?');
    expect(inPlainShape('what was parked there after the taxi\'s visit?')).toBe('what was parked there after the taxi left?');
  });

  it('puts a fronted one where "then" points back to it, and reads one asked of itself', () => {
    expect(inPlainShape('the postman\'s return journey, was the door shut by then?')).toBe('was the door shut when the postman came back?');
    expect(inPlainShape('what time was the tanker\'s arrival?')).toBe('what time did the tanker arrive?');
    expect(inPlainShape('how long was the grey car\'s stay?')).toBe('how long was the grey car there?');
  });

  it('reads "by the time" as the moment, or before it after a perfect', () => {
    expect(inPlainShape('was it dark by the time the taxi turned up?')).toBe('was it dark when the taxi turned up?');
    expect(inPlainShape('had the CLOSED sign gone by the time the van left?')).toBe('had the CLOSED sign gone before the van left?');
  });

  it('leaves an event noun with no owner, or an owner with no event, as it is', () => {
    for (const q of ['was anyone there during the delivery?', 'what colour was the van\'s door?', 'when did the lady\'s dog leave?']) expect(inPlainShape(q)).toBe(q);
  });

  it('gives the reader an anchor it can find', () => {
    expect(parseIntent('was the floodlight on during the white car\'s visit?').anchor).toMatchObject({ side: 'during', phrase: 'the white car' });
    expect(parseIntent('was it dark by the time of the bus\'s arrival?').anchor).toMatchObject({ side: 'at', phrase: 'the bus', edge: 'start' });
  });
});

describe('a statement said before the question', () => {
  it('is the time a word of the question points back to', () => {
    expect(inPlainShape('the grey van sat at the gate for an hour; did anyone walk past meanwhile?')).toBe('did anyone walk past while the grey van sat at the gate for an hour?');
    expect(inPlainShape('the taxi pulled up. was the porch light on at that point?')).toBe('was the porch light on when the taxi pulled up?');
    expect(inPlainShape('the cyclist went by, did anything follow after that?')).toBe('did anything follow after the cyclist went by?');
  });
  it('is left alone where nothing points back to it', () => {
    for (const q of ['the red car, when did it leave?', 'the pair who crossed paths, which ways were they going?', 'the second of the two vans, when did it leave?']) expect(inPlainShape(q)).toBe(q);
    expect(inPlainShape('the van left, who came next?')).toBe('who came next after the van left?');
  });
});

describe('other shapes of a time given by a clause', () => {
  it('"as", "the moment", "just as" open a "when"; "with X showing" is while it was', () => {
    expect(inPlainShape('was the porch lamp on as the taxi pulled up?')).toBe('was the porch lamp on when the taxi pulled up?');
    expect(inPlainShape('was the gate open at the moment the lorry reversed in?')).toBe('was the gate open when the lorry reversed in?');
    expect(inPlainShape('with the CLOSED notice up, did anyone try the door?')).toBe('while the CLOSED notice was up, did anyone try the door?');
    expect(inPlainShape('was the van as long as the bus?')).toBe('was the van as long as the bus?');
  });
  it('a statement then "what time was that?" asks when it happened; "something ..., what was it?" asks what did', () => {
    expect(inPlainShape('I think someone switched the porch light off late on, what time was that?')).toBe('when was it that someone switched the porch light off late on?');
    expect(inPlainShape('something went past the gate at about 3. what was it?')).toBe('what went past the gate at about 3?');
  });
  it('the pronoun of a question after a statement is the thing the statement named first', () => {
    expect(inPlainShape('a tatty-looking poster went up by the door this morning, something about a sale. when did it come down?')).toBe('when did a tatty-looking poster come down?');
  });
  it('"right" before a particle says how far, no place', () => {
    expect(inPlainShape('when did the yard light right up?')).toBe('when did the yard light up?');
    expect(inPlainShape('when was the car on the right?')).toBe('when was the car on the right?');
  });
});

describe('wordings said more plainly', () => {
  it('drops what a count takes in, an auxiliary repeating the verb, a floated quantifier, how long someone waited', () => {
    expect(inPlainShape('how many went past between 9 and 10, counting bikes?')).toBe('how many went past between 9 and 10?');
    expect(inPlainShape('did the taxi wait longer than the bus did?')).toBe('did the taxi wait longer than the bus?');
    expect(inPlainShape('what were they all carrying?')).toBe('what were they carrying?');
    expect(inPlainShape('the woman waiting ages at the door, when did she leave?')).toBe('the woman waiting at the door, when did she leave?');
  });
  it('says "did X have its light on" as "was X\'s light on", a colon after a fronted phrase as a comma, "there was a X" as "the X"', () => {
    expect(inPlainShape('did the shed have its light on at 9?')).toBe('was the shed light on at 9?');
    expect(inPlainShape('the porch lamp: was it on at 10?')).toBe('the porch lamp, was it on at 10?');
    expect(inPlainShape('there was a man hanging about by the gate, when did he go?')).toBe('the man hanging about by the gate, when did he go?');
  });
  it('asks a second question of whoever the first asks for', () => {
    expect(inPlainShape('who came in at 9? what were they carrying?')).toBe('what were the person who came in at 9 carrying?');
  });
});

describe('idioms of seeing and requests for a time', () => {
  it('"lose sight of" is going out of view; "we had X on camera" is X on camera; "need the last time" asks it', () => {
    expect(inPlainShape('when did we lose sight of the red van?')).toBe('when did the red van go out of view?');
    expect(inPlainShape('need the first time we saw the dog walker in view')).toBe('what was the first time the dog walker was in view');
  });
});

describe('an exception before "nothing"', () => {
  it('says at most that many', () => {
    expect(inPlainShape('apart from one van, nothing came in after 6, right?')).toBe('at most one thing came in after 6, right?');
    expect(inPlainShape('except for the postman, nobody came to the door?')).toBe('at most one person came to the door?');
  });
});
