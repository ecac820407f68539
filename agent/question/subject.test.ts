// Whether something seen is what the question asks about: a thing that is no mover ("the bag")
// is never something named or judged a person or a vehicle, though by size it may be person-sized.
import { describe, it, expect } from 'vitest';
import { matchesSubject } from './subject.ts';
import { parseIntent } from './intent.ts';

describe('matchesSubject for some other thing', () => {
  const suitcase = parseIntent('How long was the suitcase left by the door?');

  it('keeps out what perception or a name made a person or a vehicle', () => {
    expect(suitcase.subjectClass).toBe('thing');
    expect(matchesSubject({ colour: 'blue', objectClass: 'person', sizeClass: 'small' }, suitcase)).toBe(false);
    expect(matchesSubject({ colour: 'red', detected: 'car' }, suitcase)).toBe(false);
  });

  it('keeps what only its size would call person-sized, and what was named no mover', () => {
    expect(matchesSubject({ colour: 'black', sizeClass: 'small' }, suitcase)).toBe(true);
    expect(matchesSubject({ colour: 'black', detected: 'suitcase', objectClass: 'thing' }, suitcase)).toBe(true);
  });

  it('asked about anything, keeps people too', () => {
    expect(matchesSubject({ colour: 'blue', objectClass: 'person' }, parseIntent('Did anything move at noon?'))).toBe(true);
  });
});
