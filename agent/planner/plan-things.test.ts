// What an anchored range leaves out: the anchor itself is not something that came after it or while it was there.
import { describe, it, expect } from 'vitest';
import { afterAnchor, matching, movedWay, notTheAnchor, waitedAtFixture, wandered, type Thing } from './plan-things.ts';
import { parseIntent } from '../question/intent.ts';

const S = 1000;
const stay = (first: number, last: number) => ({ first: first * S, last: last * S });

describe('notTheAnchor', () => {
  it('leaves out a stay that is the anchor\'s own (the notice a question is asked "while" of)', () => {
    const during = { from: 100 * S, to: 1900 * S };
    expect(notTheAnchor(stay(100, 1900), { during })).toBe(false);
    expect(notTheAnchor(stay(102, 1897), { during })).toBe(false);
    // what came and went while it was there, or stood through it from before, is kept
    expect(notTheAnchor(stay(400, 460), { during })).toBe(true);
    expect(notTheAnchor(stay(0, 3000), { during })).toBe(true);
  });

  it('still leaves out what had gone by an "after" anchor, or came with it', () => {
    expect(notTheAnchor(stay(50, 100), { after: 100 * S })).toBe(afterAnchor(stay(50, 100), 100 * S));
    expect(notTheAnchor(stay(50, 100), { after: 100 * S })).toBe(false);
    expect(notTheAnchor(stay(200, 260), { after: 100 * S })).toBe(true);
    expect(notTheAnchor(stay(200, 260), {})).toBe(true);
  });

  it('keeps a thing of another colour or class right behind an anchor\'s going ("once the car had gone"), not a broken track of the going thing', () => {
    const went = { colour: 'black', objectClass: 'vehicle' };
    const behind = (colour: string, objectClass = 'vehicle') => ({ ...stay(101.5, 104), colour, objectClass });
    // the blue scooter a second and a half behind the dark car that went at 100 s
    expect(notTheAnchor(behind('blue'), { after: 100 * S })).toBe(false);
    expect(notTheAnchor(behind('blue'), { after: 100 * S, afterWent: went })).toBe(true);
    expect(notTheAnchor(behind('black', 'person'), { after: 100 * S, afterWent: went })).toBe(true);
    // the same car's track broken at its going (a neutral read as its neighbour), and its own last sighting
    expect(notTheAnchor(behind('grey'), { after: 100 * S, afterWent: went })).toBe(false);
    expect(notTheAnchor({ ...stay(97, 100.4), colour: 'blue' }, { after: 100 * S, afterWent: went })).toBe(false);
  });
});

describe('matching', () => {
  const thing = (colour: string, o: Partial<Thing>): Thing => ({
    camera: 'c', colour, label: 'object', size: 'medium', first: 0, last: 60 * S, direction: 'left-to-right', entered: true, left: true, moving: true, windows: [], ...o,
  });

  it('takes a thing perception put in the class asked, in a colour near the one asked, before one it put in no class in that very colour', () => {
    const van = thing('white', { objectClass: 'vehicle' });
    const ghost = thing('grey', { objectClass: 'object', size: 'small', direction: 'none', moving: false, standing: [{ from: 0, to: 60 * S }] });
    expect(matching({ intent: parseIntent('when did the silver van pull in?') }, [ghost, van])).toEqual([van]);
    // with none of the class, the colour still finds it
    expect(matching({ intent: parseIntent('when did the silver van pull in?') }, [ghost])).toEqual([ghost]);
  });
});

describe('a thing that came and went the same way moved', () => {
  const at = (x: number, y: number, t = 0) => ({ t, x, y });
  it('has moved when its centre ranged over the frame, though it has no way across (someone to the kiosk door and back)', () => {
    expect(wandered([at(0.97, 0.68), at(0.88, 0.44, 1), at(0.93, 0.58, 2), at(0.97, 0.68, 3)])).toBe(true);
    expect(movedWay({ moving: true, direction: 'none' })).toBe('about');
    expect(movedWay({ moving: true, direction: 'left-to-right' })).toBe('left to right');
  });

  it('has not when it stood (a parked car, a sign), its centre shifting by a blob\'s wobble', () => {
    expect(wandered([at(0.75, 0.55), at(0.76, 0.56, 1), at(0.75, 0.57, 2)])).toBe(false);
    expect(wandered(undefined)).toBe(false);
    expect(movedWay({ moving: false, direction: 'none' })).toBeUndefined();
  });
});

describe('who waited at a fixture the camera does not track', () => {
  const person = (colour: string, standing: { from: number; to: number }[]): Thing => ({
    camera: 'lobby', colour, label: 'object', size: 'small', first: 0, last: 240 * S, direction: 'right-to-left', entered: true, left: true, moving: true, windows: [], objectClass: 'person', standing,
  });
  const waiter = person('brown', [{ from: 60 * S, to: 180 * S }]), passer = person('green', []);

  it('is whoever stood about, when the fixture itself was never seen', () => {
    expect(waitedAtFixture(parseIntent('what colour was the person who waited at the front desk?'), { near: [] }, [waiter, passer])).toEqual([waiter]);
    expect(waitedAtFixture(parseIntent('what colour was the man who queued at the counter?'), { near: [] }, [waiter, passer])).toEqual([waiter]);
  });

  it('is not used when the other thing was seen, or the clause is not one of waiting', () => {
    expect(waitedAtFixture(parseIntent('what colour was the person who waited at the front desk?'), { target: passer, near: [] }, [waiter])).toBeUndefined();
    expect(waitedAtFixture(parseIntent('what colour was the person who walked to the red car?'), { near: [] }, [waiter])).toBeUndefined();
  });
});
