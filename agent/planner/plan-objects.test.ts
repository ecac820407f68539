// Counting and picking things of one kind ("buses", "the coach") among those that match by
// class: only what the detector (or the registry) named that kind counts, and the first or
// last occurrence is by the edge asked about.
import { describe, expect, it } from 'vitest';
import { parseIntent } from '../question/intent.ts';
import { matching, sightingOf, underLight, type Sighting, type Thing } from './plan-things.ts';
import { longestStand, unconfirmedKind, unnamedCaveat, wentPast } from './plan-objects.ts';
import { joinBroken, occurrence } from './occurrence.ts';
import { didIt } from './plan-list.ts';

const S = Date.parse('2026-11-29T16:00:00Z');
function thing(first: number, last: number, o: Partial<Thing> = {}): Thing {
  return {
    camera: 'street', colour: 'grey', label: 'car', size: 'medium', first: S + first * 1000, last: S + last * 1000,
    direction: 'left-to-right', entered: true, left: true, moving: true, windows: [], objectClass: 'vehicle', ...o,
  };
}
const run = (q: string) => ({ intent: parseIntent(q), zone: 'UTC', zoneOf: () => 'UTC' });

describe('things of one kind', () => {
  const street = [
    thing(3, 4, { detected: 'car' }), thing(5.5, 7.5, { detected: 'car' }), thing(7, 8, { detected: 'train', colour: 'black' }),
    thing(10.5, 12.5, { detected: 'bus', size: 'large' }), thing(16, 18, { direction: 'right-to-left', detected: 'car' }),
    thing(19, 29, { direction: 'right-to-left', detected: 'truck' }),
  ];

  it('counts only the one named a bus among vehicles named otherwise', () => {
    const r = run('How many buses went by?');
    const m = matching(r, street);
    expect(m.map((t) => (t.first - S) / 1000)).toEqual([10.5]);
    expect(unconfirmedKind(r, m)).toBeUndefined();
  });

  it('counts none, and says so, when the detector named none of them a bus', () => {
    const r = run('How many buses went by?');
    const cars = street.filter((t) => t.detected !== 'bus');
    expect(matching(r, cars)).toEqual([]); // every one named another kind of vehicle: none is a bus
    const out = unconfirmedKind(r, cars)!;
    expect(out.count).toBe(0);
    expect(out.events).toEqual([]);
    expect(out.answer).toMatch(/^None could be confirmed as a bus: 5 vehicles matched .*3 named car, 1 named train, 1 named truck/);
    expect(out.citations.length).toBeGreaterThan(0);
  });

  it('counts things nothing could name, and says none was confirmed as the kind', () => {
    const r = run('How many times did the white van pass?');
    const boxes = [thing(7, 8, { label: 'object', colour: 'white' }), thing(16, 17, { label: 'object', colour: 'white' })];
    expect(matching(r, boxes)).toHaveLength(2);
    expect(unconfirmedKind(r, boxes)).toBeUndefined();
    expect(unnamedCaveat(r.intent, boxes)).toMatch(/None was confirmed as a van: the object detector could not name any/);
    expect(unnamedCaveat(r.intent, [...boxes, thing(20, 21, { detected: 'van' })])).toBe('');
  });

  it('a count of the class itself is not restricted by names', () => {
    const r = run('How many vehicles passed the camera?');
    expect(matching(r, street)).toHaveLength(street.length);
    expect(unconfirmedKind(r, street)).toBeUndefined();
  });

  it('reads the coach as the bus once the footage has no people', () => {
    const r = run('When did the coach leave?');
    expect(matching(r, street)).toEqual([]); // read as a trainer first: no person here
    const asVehicle = { intent: { ...r.intent, objectClass: 'vehicle' as const, otherClasses: [] } };
    expect(matching(asVehicle, street).map((t) => t.detected)).toEqual(['bus']);
  });

  it('takes the last to appear for the last appearance, the last to leave for the last leaving', () => {
    const white = [thing(19, 29), thing(26.9, 30), thing(33, 35.5)];
    expect((occurrence(white, 'start', 'last').first - S) / 1000).toBe(33);
    expect((occurrence(white, 'end', 'last').last - S) / 1000).toBe(35.5);
    const long = [thing(19, 40), thing(26.9, 30)];
    expect((occurrence(long, 'start', 'last').first - S) / 1000).toBe(26.9);
    expect((occurrence(long, 'end', 'first').last - S) / 1000).toBe(30);
    expect((occurrence(long, 'start', 'first').first - S) / 1000).toBe(19);
  });

  it('takes a walk broken in the middle of the view as appearing once, when its first piece did', () => {
    // The lobby at night: a visitor in blue, then the cleaner in green whose walk broke behind
    // her trolley at 300 s and picked up inside the view at 340 s, going out at the edge.
    const person = (first: number, last: number, o: Partial<Thing>) => thing(first, last, { label: 'person', objectClass: 'person', ...o });
    const visitor = person(100, 150, { colour: 'blue' }), head = person(200, 300, { colour: 'green', left: false });
    const tail = person(340, 380, { colour: 'green', entered: false, direction: 'none' });
    expect(occurrence([visitor, head, tail], 'start', 'last')).toBe(head);
    expect(occurrence([visitor, head, tail], 'end', 'last')).toBe(tail); // it left when the tail did
    // Another of that colour who came in at the edge is another person.
    const other = person(340, 380, { colour: 'green' });
    expect(occurrence([visitor, head, other], 'start', 'last')).toBe(other);
  });

  it('takes no thing already there when the range began as the first to arrive in it', () => {
    // The parcel standing at the door since 11 s; asked what came after the cyclist, gone at 13 s.
    const parcel = thing(11, 40, { moving: false, direction: 'none' }), pickup = thing(14.7, 15);
    expect((occurrence([parcel, pickup], 'start', 'first', false, S + 13_000).first - S) / 1000).toBe(14.7);
    // Nothing arrived in it: what is there is all there is to say.
    expect((occurrence([parcel], 'start', 'first', false, S + 13_000).first - S) / 1000).toBe(11);
  });

  it('takes a thing that stood from its first sighting (parked before the recording) as moving first when its stand ended', () => {
    const van = { ...thing(0, 60), standing: [{ from: S, to: S + 50_000 }] }, car = thing(20, 40), parked = { ...thing(10, 60), standing: [{ from: S + 15_000, to: S + 60_000 }] };
    expect(occurrence([van, car, parked], 'start', 'first')).toBe(van);
    expect(occurrence([van, car, parked], 'start', 'first', true)).toBe(parked); // it drove in at 10 s, then parked
    expect(occurrence([van, car], 'start', 'first', true)).toBe(car);
    expect(occurrence([van, car], 'start', 'last', true)).toBe(van);
  });

  it('takes what was picked up from the things that stood a while: the bag left all afternoon, not a trolley paused for a few frames', () => {
    // The bag never moved in view of its own (its carrier brought it); the trolley was pushed and paused 8 s.
    const bag = { ...thing(100, 9000, { label: 'object', colour: 'black', objectClass: 'object' as const, moving: false, direction: 'none' as const }), standing: [{ from: S + 100_000, to: S + 9_000_000 }] };
    const trolley = { ...thing(50, 400, { label: 'object', colour: 'black', objectClass: 'object' as const }), standing: [{ from: S + 200_000, to: S + 208_000 }] };
    const walker = thing(60, 90, { label: 'object', colour: 'black', objectClass: 'object' as const });
    expect(matching(run('When was the bag picked up?'), [trolley, walker, bag])).toEqual([bag]);
    expect(matching(run('When did someone pick up the bag?'), [trolley, walker, bag])).toEqual([bag]);
    // Nothing stood long: what stood at all is meant; asked of a leaving that ends no wait, all are.
    expect(matching(run('When was the bag picked up?'), [trolley, walker])).toEqual([trolley]);
    expect(matching(run('When did the bag leave?'), [trolley, walker, bag])).toContain(walker);
  });
});

describe('pinning a thing to its sighting on the recording', () => {
  const seen = (first: number, last: number, o: Partial<Sighting> = {}): Sighting => ({
    colour: 'white', first: S + first * 1000, last: S + last * 1000, direction: 'right-to-left', entering: true, leaving: true,
    presentAtStart: false, presentAtEnd: false, size: 0.03, frames: 5, from: { x: 0.9, y: 0.3 }, to: { x: 0.1, y: 0.3 }, ...o,
  });
  const intent = parseIntent('When was the last vehicle seen?');

  it('takes the sighting nearest the edge asked', () => {
    const s = sightingOf(intent, thing(33.5, 35.5), 'end', [seen(27, 29.2), seen(33.2, 35.5)]);
    expect(s && (s.last - S) / 1000).toBe(35.5);
  });

  it('keeps the index\'s edge where it saw the thing come in at the edge and the recording only later inside the view', () => {
    // A black car at night: tracked from the edge at 1 s, found on the recording only under the lamp at 10 s.
    const first = parseIntent('When did the black car come through?');
    const car = thing(1, 19, { colour: 'black' });
    expect(sightingOf(first, car, 'start', [seen(10, 19, { colour: 'black', entering: false })])).toBeUndefined();
    expect(sightingOf(first, car, 'start', [seen(1.5, 19, { colour: 'black', entering: false })])?.first).toBe(S + 1500);
    expect(sightingOf(first, { ...car, entered: false }, 'start', [seen(10, 19, { colour: 'black', entering: false })])?.first).toBe(S + 10_000);
  });

  it('keeps the index\'s edge where it saw the thing go out, and the recording joined it with what came close behind', () => {
    // The street clip: the dark grey car out at the left edge at 18.2 s, the scooter on its tail until 22 s.
    const car = thing(15.8, 18.2, { colour: 'black', left: true });
    const path = [15.8, 16.8, 17.6, 18.2].map((t) => ({ t: S + t * 1000, x: 0.5, y: 0.5 }));
    const black = parseIntent('When did the dark grey car leave?');
    expect(sightingOf(black, { ...car, path }, 'end', [seen(15.8, 21.5, { colour: 'black', leaving: false })])).toBeUndefined();
    expect(sightingOf(black, { ...car, path }, 'end', [seen(15.8, 24, { colour: 'black' })])).toBeUndefined();
    expect(sightingOf(black, { ...car, path }, 'end', [seen(15.8, 18.6, { colour: 'black' })])?.last).toBe(S + 18_600);
    // At a quarter frame a second the recording's leaving may be seconds after the index's last sight.
    const slow = [0, 4, 8, 12].map((t) => ({ t: S + t * 1000, x: 0.5, y: 0.5 }));
    expect(sightingOf(black, { ...thing(0, 12, { colour: 'black', left: true }), path: slow }, 'end', [seen(0, 15, { colour: 'black' })])?.last).toBe(S + 15_000);
  });

  it('never another thing that had gone before this one came (the street clip: the last car still in view as the recording ends)', () => {
    // The last white car is still in the recording's last frame, so its end is no event; the
    // white car before it left 4 s before this one came and is not it.
    expect(sightingOf(intent, thing(33.5, 35.5), 'end', [seen(27, 29.2), seen(33.2, 35.5, { presentAtEnd: true })])).toBeUndefined();
    const first = parseIntent('When did the first white car appear?');
    expect(sightingOf(first, thing(26.9, 29), 'start', [seen(19, 22.2), seen(33.2, 35.5)])).toBeUndefined();
  });
});

describe('what did what the verb says, in the range (plan-list)', () => {
  const from = S + 10_000, to = S + 13_000;
  it('came in, went out, or moved across in the range', () => {
    const coach = thing(10.5, 12.5), parked = thing(0, 60, { moving: false, direction: 'none' }), before = thing(3, 10.2), after = thing(12.8, 15);
    expect([coach, parked, before, after].map((t) => didIt('pass', t, from, to))).toEqual([true, false, true, true]);
    expect([coach, parked, before, after].map((t) => didIt('appear', t, from, to))).toEqual([true, false, false, true]);
    expect([coach, parked, before, after].map((t) => didIt('leave', t, from, to))).toEqual([true, false, true, false]);
  });
});

describe('a colour with a lightness modifier', () => {
  it('matches the very colour first, and the name a dark grey is given (black) only without one', () => {
    const grey = thing(3, 4, { colour: 'grey' }), black = thing(5, 6, { colour: 'black' }), red = thing(7, 8, { colour: 'red' });
    expect(matching(run('When did the dark grey car leave?'), [black, grey, red])).toEqual([grey]);
    expect(matching(run('When did the dark grey car leave?'), [black, red])).toEqual([black]);
    // A hue keeps its name: a dark red car is not the black one.
    expect(matching(run('When did the dark red car leave?'), [black, red])).toEqual([red]);
    expect(matching(run('When did the grey car leave?'), [black])).toEqual([]);
  });
});

describe('a colour without a hue, read otherwise in other light', () => {
  const lit = (q: string) => { const r = run(q), intent = underLight(r.intent); return intent && { ...r, intent }; };
  const black = thing(5, 6, { colour: 'black', objectClass: 'person', label: 'person' }), red = thing(7, 8, { colour: 'red', objectClass: 'person', label: 'person' });

  it('finds the man in grey the lamp made black, asked when or how long, not whether', () => {
    expect(matching(run('How long did the man in grey stay?'), [black, red])).toEqual([]);
    expect(matching(lit('How long did the man in grey stay?')!, [black, red])).toEqual([black]);
    expect(matching(lit('When did the man in grey leave?')!, [black, red])).toEqual([black]);
    expect(lit('Was there a man in grey?')).toBeUndefined();
    expect(lit('How many people in grey came?')).toBeUndefined();
  });

  it('moves no hue: a red coat is not looked for in other colours', () => {
    expect(lit('When did the man in red leave?')).toBeUndefined();
    expect(lit('When did the man in red and grey leave?')).toBeUndefined();
  });
});

describe('joinBroken', () => {
  const M = 60_000;
  const t = (colour: string, first: number, last: number, o: Partial<Thing> = {}): Thing => ({
    camera: 'lobby', colour, label: 'object', size: 'small', first: first * M, last: last * M, direction: 'left-to-right',
    entered: true, left: true, moving: true, windows: [], objectClass: 'person', ...o,
  });

  it('counts once a walk broken in the middle of the view (a cleaner who paused behind a trolley), its tail at the edge', () => {
    const walk = t('blue', 0, 1.5, { left: false }), tail = t('blue', 2.7, 3, { direction: 'none' }), later = t('white', 220, 222);
    expect(joinBroken([walk, tail, later])).toEqual([walk, later]);
  });

  it('counts two of a colour who each crossed the whole view, or came minutes apart', () => {
    expect(joinBroken([t('blue', 0, 1), t('blue', 1.2, 2)])).toHaveLength(2);
    expect(joinBroken([t('blue', 0, 1, { left: false }), t('blue', 10, 11, { entered: false })])).toHaveLength(2);
  });
});

describe('longestStand', () => {
  const M = 60_000;
  const person = (colour: string, first: number, last: number, standing: { from: number; to: number }[]): Thing => ({
    camera: 'busstop', colour, label: 'object', size: 'small', first: first * M, last: last * M, direction: 'right-to-left', entered: true, left: true, moving: true, windows: [], objectClass: 'person',
    standing: standing.map((s) => ({ from: s.from * M, to: s.to * M })),
  });

  it('is the one who stood longest in all, not the last to leave', () => {
    const loiterer = person('green', 1180, 1273, [{ from: 1181, to: 1232 }, { from: 1233, to: 1272 }]);
    const boarder = person('green', 1372, 1374, [{ from: 1372, to: 1373 }]);
    expect(longestStand([boarder, loiterer])).toBe(loiterer);
  });

  it('is none when no one stood', () => {
    expect(longestStand([person('green', 10, 12, [])])).toBeUndefined();
  });
});

describe('wentPast', () => {
  const M = 60_000;
  const vehicle = (colour: string, first: number, standing: { from: number; to: number }[]): Thing => ({
    camera: 'busstop', colour, label: 'object', size: 'large', first: first * M, last: (first + 2) * M, direction: 'left-to-right', entered: true, left: true, moving: true, windows: [], objectClass: 'vehicle', standing,
  });

  it('is what went by without stopping, where anything did', () => {
    const bus = vehicle('green', 370, [{ from: 370.5 * M, to: 371.5 * M }]), coach = vehicle('white', 820, []);
    expect(wentPast([bus, coach])).toEqual([coach]);
    expect(wentPast([bus])).toEqual([bus]);
  });

  it('takes a pause of a few seconds for no stop (a walker the tracker held still a frame or two)', () => {
    const guard = vehicle('blue', 1185, [{ from: 1185.5 * M, to: 1185.5 * M + 8000 }]), bus = vehicle('green', 370, [{ from: 370.5 * M, to: 371.5 * M }]);
    expect(wentPast([guard, bus])).toEqual([guard]);
  });
});
