// The question's kind and subject are read in code; the planner's plan depends on them.
import { describe, it, expect } from 'vitest';
import { parseIntent } from './intent.ts';
import { matchesSubject, classOf, specificNoun, preferNamed, describeSeen } from './subject.ts';
import { nounsAgree } from './noun-class.ts';
import { resolveCameras, type AgentCamera } from '../cameras/resolve-cameras.ts';

describe('parseIntent', () => {
  it.each([
    ['When did the white van leave yesterday?', 'leave', { colours: ['white'], objectClass: 'vehicle' }],
    ['When did the person in blue arrive?', 'appear', { colours: ['blue'], objectClass: 'person' }],
    ['When was the "DELIVERY 42" sign put up?', 'text', { text: 'DELIVERY 42', edge: 'start' }],
    ['When was the DELIVERY 42 sign taken down?', 'text', { text: 'DELIVERY 42', edge: 'end' }],
    ['When did the yard lights come on?', 'light', {}],
    ['When were the lights switched off?', 'dark', {}],
    ['When were the lights switched off on the dock camera?', 'dark', {}],
    ['When did the lights come on at the dock?', 'light', {}],
    ['When did it get dark?', 'dark', {}],
    ['When did it get light this morning?', 'light', {}],
    ['Did anything move between 02:00 and 04:00?', 'moved', {}],
    ['How many vehicles drove from left to right today?', 'count', { objectClass: 'vehicle', direction: 'left-to-right' }],
    ['What happened between 10:00 and 11:00?', 'summary', {}],
    ['grey truck', 'find', { colours: ['grey'] }],
  ])('%s → %s', (q, kind, more) => {
    expect(parseIntent(q)).toMatchObject({ kind, ...more });
  });

  it('reads plurals, anyone at all and collective nouns as many, one person as one', () => {
    for (const q of ['Which way did the cars go?', 'Which way did everyone walk?', 'Which way was the crowd moving?', 'Which way did the family walk?']) expect(parseIntent(q).many, q).toBe(true);
    for (const q of ['Which way did the van go?', 'Which direction was the person in red walking?', 'Which way did someone run?', 'Which way did the man go?']) expect(parseIntent(q).many, q).toBeUndefined();
  });

  it('takes "last" as which occurrence, but not in "last night"', () => {
    expect(parseIntent('When did the white van leave for the last time?').which).toBe('last');
    expect(parseIntent('When did the white van leave last night?').which).toBeUndefined();
  });
});

describe('matchesSubject', () => {
  it('classes unnamed things by size and keeps colour and direction', () => {
    expect(classOf({ colour: 'white', size: 0.05 })).toBe('vehicle');
    expect(classOf({ colour: 'blue', size: 0.007 })).toBe('person');
    expect(classOf({ colour: 'red', label: 'person', size: 0.05 })).toBe('person');
    const van = parseIntent('when did the white van leave?');
    expect(matchesSubject({ colour: 'white', size: 0.052 }, van)).toBe(true);
    expect(matchesSubject({ colour: 'white', size: 0.006 }, van)).toBe(false);
    expect(matchesSubject({ colour: 'red', size: 0.052 }, van)).toBe(false);
    const ltr = parseIntent('how many cars went left to right?');
    expect(matchesSubject({ colour: 'red', size: 0.05, direction: 'right-to-left' }, ltr)).toBe(false);
  });

  it('takes the detector\'s name first, then perception\'s class from size and place, and raw size last', () => {
    // A person close to the camera is big: the detector's "person" (or the class judged from
    // where it stands) wins over its size, and over a colour-paired caption label.
    expect(classOf({ colour: 'red', detected: 'person', label: 'car', size: 0.08 })).toBe('person');
    expect(classOf({ colour: 'red', objectClass: 'person', size: 0.08 })).toBe('person');
    expect(classOf({ colour: 'grey', objectClass: 'vehicle', size: 0.005 })).toBe('vehicle');
    expect(classOf({ colour: 'grey', objectClass: 'object', size: 0.05 })).toBe('vehicle');
    // Judged a thing by its shape as it stood (a parcel), small is no person; a mover keeps its size's class.
    expect(classOf({ colour: 'brown', objectClass: 'object', size: 0.002, direction: 'none' })).toBeUndefined();
    expect(classOf({ colour: 'brown', objectClass: 'object', sizeClass: 'small', direction: 'none' })).toBeUndefined();
    expect(classOf({ colour: 'white', objectClass: 'object', sizeClass: 'medium', direction: 'right-to-left' })).toBe('vehicle');
    expect(describeSeen({ colour: 'white', detected: 'bus', label: 'car', size: 0.3 })).toBe('white bus');
    const person = parseIntent('was a person in a red coat there?');
    expect(matchesSubject({ colour: 'red', detected: 'person', size: 0.08 }, person)).toBe(true);
    expect(matchesSubject({ colour: 'red', objectClass: 'person', sizeClass: 'large' }, person)).toBe(true);
  });

  it('tells a specific noun from its class by WordNet, and prefers what the detector named so', () => {
    expect(nounsAgree('coach', 'bus', 'vehicle')).toBe(true);
    expect(nounsAgree('bus', 'car', 'vehicle')).toBe(false);
    expect(nounsAgree('taxi', 'car', 'vehicle')).toBe(true);
    expect(nounsAgree('vehicle', 'car', 'vehicle')).toBe(true);
    expect(specificNoun(parseIntent('how many buses went by?'))).toBe('bus');
    expect(specificNoun(parseIntent('how many vehicles passed the camera?'))).toBeUndefined();
    expect(specificNoun(parseIntent('was anyone in the hall?'))).toBeUndefined();
    // A mass noun of vehicles is their class, no kind of them: any vehicle is traffic.
    expect(parseIntent('did any traffic pass at noon?')).toMatchObject({ objectClass: 'vehicle', many: true });
    expect(specificNoun(parseIntent('did any traffic pass at noon?'))).toBeUndefined();
    const bus = parseIntent('when did the bus appear?');
    const seen = [{ id: 1, name: 'car' }, { id: 2, name: 'bus' }, { id: 3, name: undefined }];
    expect(preferNamed(seen, bus, (s) => s.name).map((s) => s.id)).toEqual([2]);
    // None named so: what it named a car is not the bus; what it could not name may be.
    expect(preferNamed(seen.filter((s) => s.id !== 2), bus, (s) => s.name).map((s) => s.id)).toEqual([3]);
    // It named every one another kind of vehicle: none is the bus. A name of no kind of vehicle
    // (a "tv" for a box that crossed the yard) says it could not tell: class and size must do.
    expect(preferNamed(seen.filter((s) => s.id === 1), bus, (s) => s.name)).toEqual([]);
    expect(preferNamed([{ id: 4, name: 'tv' }, { id: 1, name: 'car' }], bus, (s) => s.name).map((s) => s.id)).toEqual([4]);
    // "coach" reads as a trainer first; read as a vehicle (no people on the footage) it is a bus.
    const coach = parseIntent('when did the coach leave?');
    expect(specificNoun(coach)).toBeUndefined();
    expect(specificNoun({ ...coach, objectClass: 'vehicle' })).toBe('coach');
    expect(preferNamed(seen, { ...coach, objectClass: 'vehicle' }, (s) => s.name).map((s) => s.id)).toEqual([2]);
    expect(preferNamed(seen, parseIntent('how many vehicles went by?'), (s) => s.name)).toHaveLength(3);
    // Another word of the question that names one of its senses chooses it: "bus" is a word of
    // the coach that is a bus; a word that names neither sense leaves the trainer first.
    expect(parseIntent('what time did the coach come past the bus stop?')).toMatchObject({ objectClass: 'vehicle' });
    expect(parseIntent('did the coach stop for the passengers?')).toMatchObject({ objectClass: 'vehicle' });
    expect(parseIntent('did the coach talk to the players?')).toMatchObject({ objectClass: 'person' });
  });
});

describe('resolveCameras', () => {
  const cams: AgentCamera[] = [
    { id: 'dock', name: 'Loading dock', location: 'dock, back yard', timezone: 'Europe/Berlin' },
    { id: 'yard', name: 'Front yard', location: 'yard, gate', timezone: 'Europe/Berlin' },
    { id: 'door-2', name: 'Back door', timezone: 'UTC' },
  ];
  it('finds cameras by id, name and location words; the longer phrase wins', () => {
    expect(resolveCameras('who was at the dock camera?', cams).cameras.map((c) => c.id)).toEqual(['dock']);
    expect(resolveCameras('anyone in the back yard last night?', cams).cameras.map((c) => c.id)).toEqual(['dock']);
    expect(resolveCameras('anything at the gate?', cams).cameras.map((c) => c.id)).toEqual(['yard']);
    expect(resolveCameras('who opened the back door?', cams).cameras.map((c) => c.id)).toEqual(['door-2']);
    expect(resolveCameras('what did door-2 see?', cams).cameras.map((c) => c.id)).toEqual(['door-2']);
    expect(resolveCameras('what happened today?', cams)).toMatchObject({ text: 'all cameras' });
  });
  it('explicit cameras win and unknown ones are a clear error', () => {
    expect(resolveCameras('who was at the dock?', cams, ['yard']).cameras.map((c) => c.id)).toEqual(['yard']);
    expect(() => resolveCameras('x', cams, ['garage'])).toThrow(/unknown camera "garage"; known cameras: dock, yard, door-2/);
  });
});
