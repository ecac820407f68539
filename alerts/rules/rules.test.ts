// Rules: template binding, schedules in the camera's time zone (crossing midnight, DST days),
// zones, and the combined validation that reports every problem at once.
import { describe, it, expect } from 'vitest';
import { bindTemplate, bindingIssues, placeholders } from './template.ts';
import { inSchedule, scheduleOverlaps } from './schedule.ts';
import { pointInZone, zoneIssues } from './zone.ts';
import { parseRule, RuleError } from './validate-rule.ts';
import { ScheduleSchema } from './rule-schema.ts';

const cams = [{ id: 'yard', timezone: 'Europe/Berlin' }, { id: 'dock', timezone: 'America/New_York' }];

describe('templates', () => {
  it('binds values and reports unknown and unbound placeholders', () => {
    const t = 'is there a {object} in the {zone}?';
    expect(placeholders(t)).toEqual(['object', 'zone']);
    expect(bindTemplate(t, { object: 'red car', zone: 'driveway' })).toBe('is there a red car in the driveway?');
    expect(bindingIssues(t, { object: 'x', colour: 'red' })).toEqual([
      'values.zone: the template uses {zone} but no value is given',
      'values.colour: the template has no placeholder {colour} (it has {object}, {zone})',
    ]);
    expect(bindingIssues('is the {door open?', {})[0]).toMatch(/unmatched "\{"/);
  });
});

describe('schedules', () => {
  const night = ScheduleSchema.parse({ days: ['fri'], times: [{ from: '22:00', to: '06:00' }] });
  it('a range crossing midnight belongs to the day it starts on, in the camera time zone', () => {
    // Friday 2026-11-27 22:30 in Berlin is 21:30 UTC; Saturday 03:00 Berlin is 02:00 UTC.
    expect(inSchedule(night, 'Europe/Berlin', Date.parse('2026-11-27T21:30:00Z'))).toBe(true);
    expect(inSchedule(night, 'Europe/Berlin', Date.parse('2026-11-28T02:00:00Z'))).toBe(true);
    expect(inSchedule(night, 'Europe/Berlin', Date.parse('2026-11-28T05:00:00Z'))).toBe(false); // 06:00 Saturday: ended
    expect(inSchedule(night, 'Europe/Berlin', Date.parse('2026-11-28T21:30:00Z'))).toBe(false); // Saturday evening: not armed
    expect(inSchedule(night, 'Europe/Berlin', Date.parse('2026-11-27T02:00:00Z'))).toBe(false); // Friday morning belongs to Thursday
    // The same instant in UTC is outside: 21:30 UTC Friday is 22:30 Berlin, 20:59 UTC is 21:59.
    expect(inSchedule(night, 'Europe/Berlin', Date.parse('2026-11-27T20:59:00Z'))).toBe(false);
  });
  it('follows the wall clock across a DST change', () => {
    const morning = ScheduleSchema.parse({ times: [{ from: '06:00', to: '07:00' }] });
    expect(inSchedule(morning, 'Europe/Berlin', Date.parse('2026-03-28T05:30:00Z'))).toBe(true); // CET, 06:30
    expect(inSchedule(morning, 'Europe/Berlin', Date.parse('2026-03-29T04:30:00Z'))).toBe(true); // CEST, 06:30
    expect(inSchedule(morning, 'Europe/Berlin', Date.parse('2026-03-29T05:30:00Z'))).toBe(false); // CEST, 07:30
  });
  it('a span overlaps when any minute of it is armed', () => {
    const s = ScheduleSchema.parse({ times: [{ from: '10:00', to: '10:05' }] });
    expect(scheduleOverlaps(s, 'UTC', Date.parse('2026-11-27T09:59:30Z'), Date.parse('2026-11-27T10:00:10Z'))).toBe(true);
    expect(scheduleOverlaps(s, 'UTC', Date.parse('2026-11-27T09:50:00Z'), Date.parse('2026-11-27T09:59:59Z'))).toBe(false);
  });
});

describe('zones', () => {
  it('tests points and refuses polygons outside the frame', () => {
    const z = { points: [[0.5, 0.5], [1, 0.5], [1, 1], [0.5, 1]] as [number, number][] };
    expect(pointInZone(z, 0.75, 0.75)).toBe(true);
    expect(pointInZone(z, 0.25, 0.75)).toBe(false);
    expect(zoneIssues({ points: [[0, 0], [1.2, 0], [1, 1]] })).toEqual(['zone.points.1: [1.2, 0] is outside the frame (x and y are fractions 0..1)']);
    expect(zoneIssues({ points: [[0, 0], [0.5, 0.5], [1, 1]] })).toEqual(['zone: the polygon has (almost) no area']);
  });
});

describe('parseRule', () => {
  it('fills defaults for a good rule', () => {
    const r = parseRule({ id: 'yard-night', template: 'is there a {object}?', values: { object: 'person' }, cameras: ['yard'] }, cams);
    expect(r).toMatchObject({ minConfidence: 0.6, cooldownSeconds: 60, endAfterSeconds: 10, severity: 'warning', enabled: true, mutedUntil: null, deliveries: [] });
    expect(r.schedule.days).toHaveLength(7);
  });
  it('reports every problem of a bad rule at once, with field paths', () => {
    let err: unknown;
    try {
      parseRule({ id: 'bad', template: 'is there a {object} in the {zone}?', values: { object: 'car', extra: 'x' }, cameras: ['gate', 'yard'],
        zone: { points: [[0, 0], [2, 0], [1, 1]] }, schedule: { times: [{ from: '22:00', to: '22:00' }] } }, cams);
    } catch (e) { err = e; }
    expect(err).toBeInstanceOf(RuleError);
    const issues = (err as RuleError).issues;
    expect(issues).toEqual(expect.arrayContaining([
      expect.stringMatching(/^values\.zone: the template uses \{zone\}/),
      expect.stringMatching(/^values\.extra: the template has no placeholder/),
      expect.stringMatching(/^cameras: unknown camera "gate"/),
      expect.stringMatching(/^schedule\.times\.0: from and to are both 22:00/),
      expect.stringMatching(/^zone\.points\.1: \[2, 0\] is outside the frame/),
    ]));
    expect(() => parseRule({ id: 'Bad Id', template: 'x?', cameras: [], schedule: { times: [{ from: '25:00', to: '01:00' }] }, severity: 'loud' }, cams))
      .toThrow(/id: use lowercase.*[\s\S]*cameras: .*[\s\S]*schedule\.times\.0\.from: use HH:MM[\s\S]*severity/);
  });
});
