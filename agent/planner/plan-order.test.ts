// An order of two things answers yes or no from the tracked things that match by class and
// colour unless the detector named one of them another kind of the class asked: a name of
// another class (a "tv" for a vehicle-sized thing that drove across) or none says nothing
// against the match, and the answer says the kind is not confirmed.
import { describe, expect, it } from 'vitest';
import { parseIntent } from '../question/intent.ts';
import { kindDoubt } from './plan-objects.ts';
import { orderAnswer } from './plan-order.ts';

const FACTS = 'The white van left first, at 16:36:56 UTC; the black car came at 20:24:04, 3 h 47 min later.';

describe('how sure a match is of the kind asked', () => {
  const car = parseIntent('When did the black car appear?');

  it('is not known when the detector named it another kind of the class asked', () => {
    expect(kindDoubt(parseIntent('When did the scooter show up?'), 'car')).toEqual({ unconfirmedKind: 'scooter' });
    expect(kindDoubt(car, 'truck')).toEqual({ unconfirmedKind: 'car' });
  });

  it('is the nearest match when the detector named it nothing, or a thing of another class', () => {
    expect(kindDoubt(car, undefined)).toEqual({ nearestKind: 'car' });
    expect(kindDoubt(car, 'tv')).toEqual({ nearestKind: 'car' });
    expect(kindDoubt(parseIntent('When did the white van leave?'), 'bench')).toEqual({ nearestKind: 'van' });
  });

  it('is sure when it was named the kind, or no kind but the class was asked', () => {
    expect(kindDoubt(car, 'car')).toEqual({});
    expect(kindDoubt(parseIntent('When did the first vehicle appear?'), 'tv')).toEqual({});
  });
});

describe('the answer to an order of two things', () => {
  const asked = parseIntent('Did the black car come through after the white van had left?');
  const side = (phrase: string, out = {}) => ({ phrase, out });

  it('is yes or no from the matches by class and colour, saying which kinds the detector did not confirm', () => {
    const out = orderAnswer(asked, true, [side('the black car', { nearestKind: 'car' }), side('the white van', { nearestKind: 'van' })], FACTS);
    expect(out).toMatch(/^Yes\. By class and colour as tracked \(the object detector did not confirm the black car as a car nor the white van as a van\): the white van left first/);
    expect(orderAnswer(asked, false, [side('the black car', { nearestKind: 'car' }), side('the white van')], FACTS)).toMatch(/^No\. .*the black car as a car\)/);
  });

  it('claims no yes or no when either was named another kind of its class', () => {
    const out = orderAnswer(asked, true, [side('the black car', { unconfirmedKind: 'car' }), side('the white van', { nearestKind: 'van' })], FACTS);
    expect(out).toMatch(/^Not known: no car was confirmed, so the order below is of the nearest matches\. The white van/);
  });

  it('is plain yes or no when both were confirmed', () => {
    expect(orderAnswer(asked, true, [side('the black car'), side('the white van')], FACTS)).toBe(`Yes. ${FACTS}`);
  });
});
