// Size as the last word on a kind the detector could not name, judged against where things stand.
import { describe, it, expect } from 'vitest';
import { FINER_AREA_M2, TYPICAL_AREA_M2, areaOf, isCommonestKind, keepBySize, likeliestBySize, saidSize, scaledSize, sizeRatioAmong, sizedKind, tooUnlikeAmong, tooUnlikeBySize } from './kind-size.ts';
import { labelClass } from './noun-class.ts';
import { parseIntent } from './intent.ts';

const box = (x: number, y: number, w: number, h: number) => ({ x, y, w, h });
// Cars the detector named, one near the camera (low, big) and one far off (high, small).
const cars = [
  { label: 'car', size: 0.06, box: box(0.1, 0.6, 0.3, 0.2) },
  { label: 'car', size: 0.015, box: box(0.5, 0.3, 0.15, 0.1) },
];

describe('a size said of the thing ("the big lorry")', () => {
  // As at the depot: a van and a truck at the same depth, a car cut by the frame's edge nearer the camera.
  const van = { size: 0.054, box: box(0.05, 0.57, 0.25, 0.17) }, truck = { size: 0.11, box: box(0.65, 0.49, 0.35, 0.26) }, car = { size: 0.02, box: box(0.84, 0.77, 0.16, 0.11) };
  it('keeps the largest (or the smallest) by size scaled for depth, and those near it', () => {
    expect(saidSize([van, truck, car], 'large', (t) => t)).toEqual([truck]);
    expect(saidSize([van, truck, car], 'small', (t) => t)).toEqual([car]);
    expect(saidSize([van, { ...van }], 'large', (t) => t)).toHaveLength(2);
  });
  it('keeps all when fewer than two sizes are known', () => {
    expect(saidSize([van, { size: 0.2 }], 'large', (t) => t)).toHaveLength(2);
  });
  it('is read off an adjective right before the subject, past its colours', () => {
    expect(parseIntent('what colour was the big lorry that came through?').size).toBe('large');
    expect(parseIntent('when did the huge orange truck leave?').size).toBe('large');
    expect(parseIntent('which way did the little white car go?').size).toBe('small');
    expect(parseIntent('did it get a little darker after 6?').size).toBeUndefined();
    expect(parseIntent('when did the white van leave?').size).toBeUndefined();
    // A person said to be tiny is far off, not small for a person.
    expect(parseIntent('which way was the tiny figure by the hedge walking?').size).toBeUndefined();
  });
});

describe('size judged against where a thing stands', () => {
  it('scales a far thing up and a near one down by the height of its lowest point', () => {
    expect(scaledSize(cars[0])!).toBeCloseTo(0.06 / 0.64, 5);
    expect(scaledSize(cars[1])!).toBeCloseTo(0.015 / 0.16, 5);
    expect(scaledSize({ size: 0.1 })).toBeUndefined();
  });

  it('rules out a bus a fraction of a car in size, but not one several cars big, wherever they stand', () => {
    const scooter = { size: 0.012, box: box(0.6, 0.5, 0.08, 0.15) }; // bottom 0.65: a third of a car there
    const coach = { size: 0.2, box: box(0.2, 0.4, 0.6, 0.4) }; // bottom 0.8: about five cars
    expect(tooUnlikeBySize('bus', 'vehicle', scooter, cars)).toBe(true);
    expect(tooUnlikeBySize('bus', 'vehicle', coach, cars)).toBe(false);
    // The scooter is the size a motorcycle would be there; the coach is not.
    expect(tooUnlikeBySize('motorcycle', 'vehicle', scooter, cars)).toBe(false);
    expect(tooUnlikeBySize('motorcycle', 'vehicle', coach, cars)).toBe(true);
  });

  it('cannot tell without a named neighbour of known size, a box, or a size for the kind asked', () => {
    const thing = { size: 0.012, box: box(0.6, 0.5, 0.08, 0.15) };
    expect(tooUnlikeBySize('bus', 'vehicle', thing, [])).toBeUndefined();
    expect(tooUnlikeBySize('bus', 'vehicle', { size: 0.012 }, cars)).toBeUndefined();
    expect(tooUnlikeBySize('spaceship', 'vehicle', thing, cars)).toBeUndefined();
  });

  it('keeps what the detector named and drops only unnamed sightings that cannot be the kind asked', () => {
    const intent = parseIntent('Was there a coach at 16:00:20?');
    const bus = { ...intent, objectClass: 'vehicle' as const };
    const named = { label: 'bus', size: 0.01, box: box(0.5, 0.3, 0.1, 0.1) };
    const scooter = { size: 0.012, box: box(0.6, 0.5, 0.08, 0.15) };
    expect(keepBySize(bus, [named, scooter], (s) => s, [...cars, named])).toEqual([named]);
    // "a vehicle" names no kind: size decides nothing.
    expect(keepBySize(parseIntent('Was there a vehicle?'), [scooter], (s) => s, cars)).toEqual([scooter]);
  });

  it('judges a thing beside what was named at its own depth, where there is one: the scaling by depth is rough', () => {
    // A street seen at an angle (the real street clip's sizes): a car named far off, a truck and a
    // bus nearer, and a train the detector named on a car's region.
    const street = [
      { label: 'car', size: 0.022, box: box(0.388, 0.167, 0.134, 0.192) },
      { label: 'truck', size: 0.03, box: box(0.416, 0.229, 0.172, 0.217) },
      { label: 'train', size: 0.046, box: box(0.388, 0.279, 0.209, 0.304) },
      { label: 'bus', size: 0.408, box: box(0.078, 0.154, 0.763, 0.804) },
    ];
    const rider = { size: 0.007, box: box(0.425, 0.154, 0.069, 0.167) }; // beside the far car: a third of it
    const nearCar = { size: 0.049, box: box(0.519, 0.454, 0.2, 0.317) }; // near the camera, nothing named beside it
    expect(tooUnlikeBySize('bike', 'vehicle', rider, street)).toBe(false);
    expect(tooUnlikeBySize('motorbike', 'vehicle', rider, street)).toBe(false);
    expect(tooUnlikeBySize('bike', 'vehicle', nearCar, street)).toBe(true);
  });

  it('sizes a noun by its sense nearest what the detector named there, and the kind nearest that sense', () => {
    const road = ['car', 'bus', 'truck'].map((label) => ({ label, size: 0.02 }));
    // WordNet lists the water scooter (a boat) first; beside cars it is the wheeled one, a bicycle's size.
    expect(sizedKind('scooter', 'vehicle', road)).toBe('bicycle');
    expect(sizedKind('moped', 'vehicle', road)).toBe('motorcycle');
    expect(sizedKind('lorry', 'vehicle', road)).toBe('truck'); // its first sense is a horse-drawn wagon
    expect(sizedKind('coach', 'vehicle', road)).toBe('bus');
    expect(sizedKind('bus', 'vehicle', road)).toBe('bus'); // not "bus" the old banger, a car
    expect(sizedKind('spaceship', 'vehicle', road)).toBeUndefined();
  });

  it('sizes each kind the detector names as itself, whatever else of its class it named there', () => {
    // "car" has the railway car among its senses, a step nearer the bus in WordNet than the
    // automobile is: beside the coach alone it was sized as a bicycle, and no car-sized crossing was a car.
    const kinds = Object.keys(TYPICAL_AREA_M2);
    for (const kind of kinds) {
      const cls = labelClass(kind)!;
      for (const other of kinds.filter((k) => labelClass(k) === cls)) {
        expect(sizedKind(kind, cls, [{ label: other, size: 0.02 }]), `${kind} beside a ${other}`).toBe(kind);
      }
    }
  });
});

describe('size judged against the other things of the class on the camera, where the detector named none', () => {
  // Unnamed vehicles on one lane of a street (bottom edge 0.8): cars, and a lorry four cars big.
  const unnamed = [0.019, 0.021, 0.018, 0.02].map((size) => ({ size, box: box(0.3, 0.65, 0.16, 0.15) }));
  const lorry = { size: 0.085, box: box(0.3, 0.55, 0.34, 0.25) };
  const car = unnamed[0];

  it('takes the others for cars: a car-sized thing is no lorry, the lorry is one, and no car', () => {
    expect(tooUnlikeAmong('lorry', 'vehicle', car, [...unnamed.slice(1), lorry])).toBe(true);
    expect(tooUnlikeAmong('lorry', 'vehicle', lorry, unnamed)).toBe(false);
    expect(tooUnlikeAmong('car', 'vehicle', lorry, unnamed)).toBe(true);
    expect(tooUnlikeAmong('car', 'vehicle', car, [...unnamed.slice(1), lorry])).toBe(false);
  });

  it('takes none of the others for a car by standing beside it: the van itself, seen again as it left, is no car', () => {
    // A van parked up the frame (bottom edge 0.71) and its own departure there, a wide blob; the cars pass nearer.
    const van = { size: 0.058, box: box(0.26, 0.21, 0.42, 0.5) };
    const leaving = { size: 0.108, box: box(0.08, 0.54, 0.59, 0.17) };
    const cars = [0.029, 0.03].map((size) => ({ size, box: box(0.4, 0.74, 0.18, 0.12) }));
    expect(tooUnlikeAmong('van', 'vehicle', van, [leaving, ...cars])).toBe(false);
  });

  it('says nothing with too few others, without a box, or for a class with no commonest kind', () => {
    expect(tooUnlikeAmong('lorry', 'vehicle', car, [lorry, unnamed[1]])).toBeUndefined();
    expect(tooUnlikeAmong('lorry', 'vehicle', { size: 0.02 }, unnamed)).toBeUndefined();
    expect(tooUnlikeAmong('child', 'person', car, unnamed)).toBeUndefined();
  });
});

describe('kinds finer than the detector names', () => {
  it('sizes a van, a kind of van and a compound on "van" as a van, not as the box lorry the detector\'s "truck" is', () => {
    expect(areaOf('van', 'truck')).toBe(FINER_AREA_M2.van);
    expect(areaOf('moving van', 'truck')).toBe(FINER_AREA_M2.van); // WordNet: a kind of van
    expect(areaOf('delivery van', 'truck')).toBe(FINER_AREA_M2.van); // not in WordNet: its head word
    expect(areaOf('minivan', 'car')).toBe(FINER_AREA_M2.minivan); // the finest first: a minivan is a van too
    expect(areaOf('pickup', 'truck')).toBe(FINER_AREA_M2.pickup);
    expect(areaOf('lorry', 'truck')).toBe(TYPICAL_AREA_M2.truck);
    expect(areaOf('car', 'car')).toBe(TYPICAL_AREA_M2.car);
  });
});

describe('the likeliest of several candidates for one thing of a kind', () => {
  // The shopfront street: cars pass, a lorry stands, a van stops later (the lorry about twice the van).
  const cars = [0.019, 0.021, 0.018, 0.02, 0.022].map((size) => ({ size, box: box(0.3, 0.65, 0.16, 0.15) }));
  const lorry = { size: 0.085, box: box(0.3, 0.55, 0.34, 0.25) };
  const van = { size: 0.045, box: box(0.3, 0.6, 0.26, 0.2) };
  const ratio = (noun: string) => (s: typeof van) => sizeRatioAmong(noun, 'vehicle', s, [...cars, lorry, van].filter((o) => o !== s));

  it('takes the lorry for the lorry and the van for the van, though both are in size for either', () => {
    expect(tooUnlikeAmong('lorry', 'vehicle', van, [...cars, lorry])).toBe(false);
    expect(likeliestBySize([van, lorry], ratio('lorry'))).toEqual([lorry]);
    expect(likeliestBySize([van, lorry], ratio('van'))).toEqual([van]);
  });

  it('keeps sightings of about one size together, and any the size cannot judge', () => {
    const again = { ...lorry, size: 0.07 };
    const unboxed = { size: 0.05 } as typeof van;
    expect(likeliestBySize([van, lorry, again, unboxed], ratio('lorry'))).toEqual([lorry, again, unboxed]);
    expect(likeliestBySize([van], ratio('lorry'))).toEqual([van]);
  });
});

describe('the kind the others are taken for', () => {
  it('is a car among vehicles (size tells cars apart from nothing), not a van, a lorry or a minivan', () => {
    expect(isCommonestKind('car', 'vehicle')).toBe(true);
    expect(isCommonestKind('automobile', 'vehicle')).toBe(true);
    for (const noun of ['van', 'lorry', 'minivan', 'bus']) expect(isCommonestKind(noun, 'vehicle'), noun).toBe(false);
    expect(isCommonestKind('man', 'person')).toBe(false);
  });
});
