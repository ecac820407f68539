import { describe, it, expect } from 'vitest';
import { resolveTime } from './resolve-time.ts';

// Monday 30 November 2026, 15:20 in Berlin (14:20 UTC).
const NOW = Date.parse('2026-11-30T14:20:00Z');
const BERLIN = 'Europe/Berlin';
const iso = (ms: number) => new Date(ms).toISOString();
const range = (q: string, timezone = BERLIN) => {
  const r = resolveTime(q, { now: NOW, timezone });
  return r && [iso(r.from), iso(r.to)];
};

describe('resolveTime', () => {
  it('reads a day and hours in the camera time zone', () => {
    expect(range('what happened yesterday between 2 and 4 pm?')).toEqual(['2026-11-29T13:00:00.000Z', '2026-11-29T15:00:00.000Z']);
    expect(range('was anyone at the door between 06:10 and 06:20')).toEqual(['2026-11-30T05:10:00.000Z', '2026-11-30T05:20:00.000Z']);
    expect(range('did anything move between 16:00:13 and 16:00:15?', 'UTC')).toEqual(['2026-11-30T16:00:13.000Z', '2026-11-30T16:00:15.000Z']);
    expect(range('what happened yesterday?')).toEqual(['2026-11-28T23:00:00.000Z', '2026-11-29T23:00:00.000Z']);
    expect(range('who came on Tuesday')).toEqual(['2026-11-23T23:00:00.000Z', '2026-11-24T23:00:00.000Z']);
  });

  it('reads a lowercase "sun" as the word, not Sunday', () => {
    expect(range('when did the sun come up?')).toBeUndefined();
    expect(range('what happened on Sun?')).toEqual(['2026-11-28T23:00:00.000Z', '2026-11-29T23:00:00.000Z']);
  });

  it('knows the periods people mean', () => {
    expect(range('anything last night?')).toEqual(['2026-11-29T17:00:00.000Z', '2026-11-30T05:00:00.000Z']);
    expect(range('deliveries this morning')).toEqual(['2026-11-30T04:00:00.000Z', '2026-11-30T11:00:00.000Z']);
    expect(range('movement in the past 3 hours')).toEqual(['2026-11-30T11:20:00.000Z', '2026-11-30T14:20:00.000Z']);
    expect(range('was anything moving in the past hour?')).toEqual(['2026-11-30T13:20:00.000Z', '2026-11-30T14:20:00.000Z']);
    expect(range('anyone at the gate during the last day')).toEqual(['2026-11-29T14:20:00.000Z', '2026-11-30T14:20:00.000Z']);
    expect(range('in the last 30 minutes')).toEqual(['2026-11-30T13:50:00.000Z', '2026-11-30T14:20:00.000Z']);
  });

  it('knows the times of day named by what is done then, as parts of the day', () => {
    expect(range('who came in over lunch?', 'UTC')).toEqual(['2026-11-30T12:00:00.000Z', '2026-11-30T14:00:00.000Z']);
    expect(range('anyone at the desk during the lunch hour yesterday', 'UTC')).toEqual(['2026-11-29T12:00:00.000Z', '2026-11-29T14:00:00.000Z']);
    expect(range('did a car come at breakfast time?', 'UTC')).toEqual(['2026-11-30T07:00:00.000Z', '2026-11-30T09:00:00.000Z']);
    // Still to come today (it is 14:20): yesterday's.
    expect(range('how busy was it in the evening rush hour', 'UTC')).toEqual(['2026-11-29T16:30:00.000Z', '2026-11-29T19:00:00.000Z']);
    expect(range('anyone in early lunchtime?', 'UTC')).toEqual(['2026-11-30T12:00:00.000Z', '2026-11-30T13:00:00.000Z']);
    expect(range('was the lunch box on the table?', 'UTC')).toBeUndefined();
    // A part before the noun of a thing that comes is when it came; a lamp's is its kind.
    expect(range('what time did the afternoon bus pull in?', 'UTC')).toEqual(['2026-11-30T12:00:00.000Z', '2026-11-30T18:00:00.000Z']);
    expect(range('the morning delivery, when did it leave?', 'UTC')).toEqual(['2026-11-30T05:00:00.000Z', '2026-11-30T12:00:00.000Z']);
    expect(range('was the night light on?', 'UTC')?.[0]).not.toBe('2026-11-29T18:00:00.000Z');
  });

  it('reads "around" before "at" as where, not as a quarter of an hour', () => {
    expect(range('was somebody around at 14:05', 'UTC')).toEqual(['2026-11-30T14:04:00.000Z', '2026-11-30T14:06:00.000Z']);
    expect(range('did the van come at around 14:05', 'UTC')).toEqual(['2026-11-30T13:50:00.000Z', '2026-11-30T14:20:00.000Z']);
  });

  it('makes "at" a minute and "around" a quarter of an hour', () => {
    expect(range('what was there at 14:05')).toEqual(['2026-11-30T13:04:00.000Z', '2026-11-30T13:06:00.000Z']);
    expect(range('the van around 6:30')).toEqual(['2026-11-30T05:15:00.000Z', '2026-11-30T05:45:00.000Z']);
    // chrono puts "midnight" on the coming night; a clock alone is read on today, so it is the one that began today.
    expect(range('anything at midnight?')).toEqual(['2026-11-29T22:59:00.000Z', '2026-11-29T23:01:00.000Z']);
    expect(range('around midnight')).toEqual(['2026-11-29T22:45:00.000Z', '2026-11-29T23:15:00.000Z']);
  });

  it('takes ISO times as given, and UTC when the camera names no zone', () => {
    expect(range('from 2026-11-29T06:00:00Z to 2026-11-29T07:00:00Z')).toEqual(['2026-11-29T06:00:00.000Z', '2026-11-29T07:00:00.000Z']);
    expect(range('yesterday between 2 and 4 pm', 'UTC')).toEqual(['2026-11-29T14:00:00.000Z', '2026-11-29T16:00:00.000Z']);
  });

  it('returns nothing when no time is named, and rejects an unknown zone', () => {
    expect(resolveTime('is the white van here?', { now: NOW })).toBeUndefined();
    expect(() => resolveTime('yesterday', { now: NOW, timezone: 'Mars/Olympus' })).toThrow(/unknown time zone/);
  });
});

// Each row: question, now (UTC), zone, expected [from, to) in UTC, expected text.
type Row = [string, string, string, string, string, string];
const at = (rows: Row[]) => rows.map(([q, now, zone, from, to, text]) => ({ q, now, zone, from, to, text }));
const check = ({ q, now, zone, from, to, text }: ReturnType<typeof at>[number]) => {
  const r = resolveTime(q, { now: Date.parse(now), timezone: zone });
  expect(r && [iso(r.from), iso(r.to), r.text]).toEqual([from, to, text]);
};
const MON = '2026-11-30T14:20:00Z'; // Monday 15:20 in Berlin

describe('resolveTime: open-ended bounds', () => {
  it.each(at([
    // An upper bound runs from the start of the local day, to the second.
    ['Did any vehicle pass before 08:00?', MON, BERLIN, '2026-11-29T23:00:00.000Z', '2026-11-30T07:00:00.000Z', 'before 08:00'],
    ['Did any vehicle go right to left before 16:00:15?', MON, 'UTC', '2026-11-30T00:00:00.000Z', '2026-11-30T16:00:15.000Z', 'before 16:00:15'],
    ['anyone there until 16:00:15', MON, BERLIN, '2026-11-29T23:00:00.000Z', '2026-11-30T15:00:15.000Z', 'until 16:00:15'],
    ['was the gate open till 9 am', MON, BERLIN, '2026-11-29T23:00:00.000Z', '2026-11-30T08:00:00.000Z', 'till 9 am'],
    ['cars up to 10:30?', MON, 'America/New_York', '2026-11-30T05:00:00.000Z', '2026-11-30T15:30:00.000Z', 'up to 10:30'],
    ['anything before midnight', MON, BERLIN, '2026-11-29T23:00:00.000Z', '2026-11-30T23:00:00.000Z', 'before midnight'],
    ['until midnight', MON, BERLIN, '2026-11-29T23:00:00.000Z', '2026-11-30T23:00:00.000Z', 'until midnight'],
    ['anyone before midday?', MON, BERLIN, '2026-11-29T23:00:00.000Z', '2026-11-30T11:00:00.000Z', 'before midday'],
    // A lower bound runs to the end of its day, but not past now while that day is going.
    ['Was anyone seen after 15:00?', MON, BERLIN, '2026-11-30T14:00:00.000Z', '2026-11-30T14:20:00.000Z', 'after 15:00'],
    ['Was anyone seen after 15:00?', '2026-11-30T22:59:59Z', BERLIN, '2026-11-30T14:00:00.000Z', '2026-11-30T22:59:59.000Z', 'after 15:00'],
    ['any cars since 15:00', MON, BERLIN, '2026-11-30T14:00:00.000Z', '2026-11-30T14:20:00.000Z', 'since 15:00'],
    ['who came from 15:00 on', MON, BERLIN, '2026-11-30T14:00:00.000Z', '2026-11-30T14:20:00.000Z', 'from 15:00 on'],
    ['vans after 14:00:30', MON, 'UTC', '2026-11-30T14:00:30.000Z', '2026-11-30T14:20:00.000Z', 'after 14:00:30'],
    ['who came after noon', MON, BERLIN, '2026-11-30T11:00:00.000Z', '2026-11-30T14:20:00.000Z', 'after noon'],
    // Not begun yet at now, and no day named: the previous day's, to its end.
    ['Was anyone seen after 15:00?', '2026-12-01T08:00:00Z', BERLIN, '2026-11-30T14:00:00.000Z', '2026-11-30T23:00:00.000Z', 'after 15:00'],
    // "since" with a day runs to now.
    ['what happened since Monday', MON, BERLIN, '2026-11-29T23:00:00.000Z', '2026-11-30T14:20:00.000Z', 'since Monday'],
    ['what happened since yesterday', MON, BERLIN, '2026-11-28T23:00:00.000Z', '2026-11-30T14:20:00.000Z', 'since yesterday'],
    ['anything since Tuesday?', MON, BERLIN, '2026-11-23T23:00:00.000Z', '2026-11-30T14:20:00.000Z', 'since Tuesday'],
    // A named day with a bound, read on that day (a weekday means the last one).
    ['anyone yesterday before noon', MON, BERLIN, '2026-11-28T23:00:00.000Z', '2026-11-29T11:00:00.000Z', 'yesterday before noon'],
    ['any vans before 8 am yesterday', MON, BERLIN, '2026-11-28T23:00:00.000Z', '2026-11-29T07:00:00.000Z', 'before 8 am yesterday'],
    ['who came on Tuesday after 6 pm', MON, BERLIN, '2026-11-24T17:00:00.000Z', '2026-11-24T23:00:00.000Z', 'on Tuesday after 6 pm'],
    ['yesterday after 15:00', '2026-12-01T08:00:00Z', BERLIN, '2026-11-30T14:00:00.000Z', '2026-11-30T23:00:00.000Z', 'yesterday after 15:00'],
    // A lower and an upper bound joined are one range, in either order.
    ['anyone after 11:00 and before 17:00?', MON, BERLIN, '2026-11-30T10:00:00.000Z', '2026-11-30T16:00:00.000Z', 'after 11:00 and before 17:00'],
    ['before 17:00 and after 11:00', MON, BERLIN, '2026-11-30T10:00:00.000Z', '2026-11-30T16:00:00.000Z', 'before 17:00 and after 11:00'],
    ['cars since 09:00 but before noon', MON, BERLIN, '2026-11-30T08:00:00.000Z', '2026-11-30T11:00:00.000Z', 'since 09:00 but before noon'],
    // A bare number joined to a bound takes its half of the day, or a part of the day's.
    ['later than 8 and earlier than 10 am', MON, BERLIN, '2026-11-30T07:00:00.000Z', '2026-11-30T09:00:00.000Z', 'later than 8 and earlier than 10 am'],
    ['after 2 and before 5 this afternoon', MON, BERLIN, '2026-11-30T13:00:00.000Z', '2026-11-30T16:00:00.000Z', 'after 2 and before 5 this afternoon'],
    // On the day named; an upper end before the lower runs past midnight; not begun yet: the previous day's.
    ['on Tuesday after 9, before 11', MON, BERLIN, '2026-11-24T08:00:00.000Z', '2026-11-24T10:00:00.000Z', 'on Tuesday after 9, before 11'],
    ['yesterday after 22:00 and before 02:00', MON, BERLIN, '2026-11-29T21:00:00.000Z', '2026-11-30T01:00:00.000Z', 'yesterday after 22:00 and before 02:00'],
    ['after 11:00 and before 17:00', '2026-11-30T07:00:00Z', BERLIN, '2026-11-29T10:00:00.000Z', '2026-11-29T16:00:00.000Z', 'after 11:00 and before 17:00'],
  ]))('$q (now $now, $zone)', check);

  it('leaves words that are no bound alone', () => {
    expect(range('did it happen after 3 cars passed?')).toBeUndefined();
    expect(range('which way did they go from the left?')).toBeUndefined();
    // A number followed by a thing counted or a length is no clock.
    expect(resolveTime('after 3 cars passed and before 5 pm', { now: NOW, timezone: BERLIN })?.text).toBe('before 5 pm');
    expect(range('what was seen after 3 people came in')).toBeUndefined();
  });
});

describe('resolveTime: parts of the day', () => {
  it.each(at([
    ['deliveries in the morning', MON, BERLIN, '2026-11-30T04:00:00.000Z', '2026-11-30T11:00:00.000Z', 'in the morning'],
    ['who passed in the afternoon', MON, BERLIN, '2026-11-30T11:00:00.000Z', '2026-11-30T17:00:00.000Z', 'in the afternoon'],
    // The evening and the night have not begun at 15:20, nor the afternoon at 09:20 in New York: the previous day's.
    ['in the afternoon', MON, 'America/New_York', '2026-11-29T17:00:00.000Z', '2026-11-29T23:00:00.000Z', 'in the afternoon'],
    ['anyone in the evening?', MON, BERLIN, '2026-11-29T16:00:00.000Z', '2026-11-29T23:00:00.000Z', 'in the evening'],
    ['was the light on at night?', MON, BERLIN, '2026-11-29T17:00:00.000Z', '2026-11-30T05:00:00.000Z', 'at night'],
    ['anything in the night', MON, BERLIN, '2026-11-29T17:00:00.000Z', '2026-11-30T05:00:00.000Z', 'in the night'],
    ['which cars stayed overnight', MON, BERLIN, '2026-11-29T17:00:00.000Z', '2026-11-30T05:00:00.000Z', 'overnight'],
    ['anyone in the evening?', '2026-11-30T20:00:00Z', BERLIN, '2026-11-30T16:00:00.000Z', '2026-11-30T23:00:00.000Z', 'in the evening'],
    ['in the morning', '2026-11-30T03:00:00Z', BERLIN, '2026-11-29T04:00:00.000Z', '2026-11-29T11:00:00.000Z', 'in the morning'],
    // On a named day.
    ['yesterday night', MON, BERLIN, '2026-11-29T17:00:00.000Z', '2026-11-30T05:00:00.000Z', 'yesterday night'],
    ['deliveries on Monday morning', MON, BERLIN, '2026-11-30T04:00:00.000Z', '2026-11-30T11:00:00.000Z', 'on Monday morning'],
    ['Tuesday evening', MON, BERLIN, '2026-11-24T16:00:00.000Z', '2026-11-24T23:00:00.000Z', 'Tuesday evening'],
    ['on 29 November in the evening', MON, BERLIN, '2026-11-29T16:00:00.000Z', '2026-11-29T23:00:00.000Z', 'on 29 November in the evening'],
    // The qualified forms keep their day: "this evening" is today's even before it begins.
    ['this evening', MON, BERLIN, '2026-11-30T16:00:00.000Z', '2026-11-30T23:00:00.000Z', 'this evening'],
    ['yesterday afternoon', MON, BERLIN, '2026-11-29T11:00:00.000Z', '2026-11-29T17:00:00.000Z', 'yesterday afternoon'],
    ['tonight', MON, BERLIN, '2026-11-30T17:00:00.000Z', '2026-12-01T05:00:00.000Z', 'tonight'],
    // "since" a part of the day runs from its start to now.
    ['what happened since yesterday evening', MON, BERLIN, '2026-11-29T16:00:00.000Z', '2026-11-30T14:20:00.000Z', 'since yesterday evening'],
    ['anyone since this morning?', MON, BERLIN, '2026-11-30T04:00:00.000Z', '2026-11-30T14:20:00.000Z', 'since this morning'],
    ['cars since Monday afternoon', MON, BERLIN, '2026-11-30T11:00:00.000Z', '2026-11-30T14:20:00.000Z', 'since Monday afternoon'],
    ['since Monday afternoon', '2026-11-25T14:20:00Z', BERLIN, '2026-11-23T11:00:00.000Z', '2026-11-25T14:20:00.000Z', 'since Monday afternoon'],
    ['since last night', MON, BERLIN, '2026-11-29T17:00:00.000Z', '2026-11-30T14:20:00.000Z', 'since last night'],
    ['ever since the evening', MON, BERLIN, '2026-11-29T16:00:00.000Z', '2026-11-30T14:20:00.000Z', 'since the evening'],
    // Local hours across the spring change of clocks in Berlin.
    ['in the afternoon', '2026-03-29T20:00:00Z', BERLIN, '2026-03-29T10:00:00.000Z', '2026-03-29T16:00:00.000Z', 'in the afternoon'],
  ]))('$q (now $now, $zone)', check);

  // A modifier names a share of the part: early its first half, late its second, mid its middle half.
  it.each(at([
    ['were there more than two people in the late morning?', MON, BERLIN, '2026-11-30T07:30:00.000Z', '2026-11-30T11:00:00.000Z', 'in the late morning'],
    ['anyone in the early afternoon', MON, BERLIN, '2026-11-30T11:00:00.000Z', '2026-11-30T14:00:00.000Z', 'in the early afternoon'],
    ['cars late in the evening', MON, BERLIN, '2026-11-29T19:30:00.000Z', '2026-11-29T23:00:00.000Z', 'late in the evening'],
    ['who came early this morning?', MON, BERLIN, '2026-11-30T04:00:00.000Z', '2026-11-30T07:30:00.000Z', 'early this morning'],
    // Late at night is from the late evening on (the night's span begins at 18:00 with the evening's).
    ['late last night', MON, BERLIN, '2026-11-29T20:00:00.000Z', '2026-11-30T05:00:00.000Z', 'late last night'],
    ['was anyone about late at night?', MON, BERLIN, '2026-11-29T20:00:00.000Z', '2026-11-30T05:00:00.000Z', 'late at night'],
    ['any vans mid-afternoon?', MON, BERLIN, '2026-11-30T12:30:00.000Z', '2026-11-30T15:30:00.000Z', 'mid-afternoon'],
    // mid-morning is about ten (09:00-11:00 local), not the middle half of 05:00-12:00
    ['in mid morning', MON, BERLIN, '2026-11-30T08:00:00.000Z', '2026-11-30T10:00:00.000Z', 'in mid morning'],
    ['yesterday late afternoon', MON, BERLIN, '2026-11-29T14:00:00.000Z', '2026-11-29T17:00:00.000Z', 'yesterday late afternoon'],
    ['did anyone come first thing?', MON, BERLIN, '2026-11-30T04:00:00.000Z', '2026-11-30T07:30:00.000Z', 'first thing'],
    ['first thing in the morning', MON, BERLIN, '2026-11-30T04:00:00.000Z', '2026-11-30T07:30:00.000Z', 'first thing in the morning'],
    ['in the early hours', MON, BERLIN, '2026-11-29T23:00:00.000Z', '2026-11-30T05:00:00.000Z', 'in the early hours'],
    // The hours around midnight, asked before this night's midnight, are the night before's.
    ['did the lamp go off in the middle of the night?', '2026-11-30T22:59:00Z', 'UTC', '2026-11-29T21:00:00.000Z', '2026-11-30T03:00:00.000Z', 'middle of the night'],
    ['was it off overnight?', '2026-11-30T22:59:00Z', 'UTC', '2026-11-29T18:00:00.000Z', '2026-11-30T06:00:00.000Z', 'overnight'],
    ['anyone about at night?', '2026-11-30T22:59:00Z', 'UTC', '2026-11-30T18:00:00.000Z', '2026-12-01T06:00:00.000Z', 'at night'],
    ['what came past in the wee small hours?', MON, BERLIN, '2026-11-29T23:00:00.000Z', '2026-11-30T05:00:00.000Z', 'in the wee small hours'],
    ['anyone about in the wee hours', MON, BERLIN, '2026-11-29T23:00:00.000Z', '2026-11-30T05:00:00.000Z', 'in the wee hours'],
    ['in the middle of the night', MON, BERLIN, '2026-11-29T20:00:00.000Z', '2026-11-30T02:00:00.000Z', 'middle of the night'],
    ['since late this morning', MON, BERLIN, '2026-11-30T07:30:00.000Z', '2026-11-30T14:20:00.000Z', 'since late this morning'],
    ['late on Friday evening', '2026-11-25T14:20:00Z', BERLIN, '2026-11-20T19:30:00.000Z', '2026-11-20T23:00:00.000Z', 'on Friday evening'],
    // A share settles a 12-hour clock as its part does.
    ['between 2 and 4 in the late afternoon', MON, BERLIN, '2026-11-30T13:00:00.000Z', '2026-11-30T15:00:00.000Z', 'between 2 and 4 in the late afternoon'],
  ]))('$q (now $now, $zone)', check);

  // The start or end of a time: its first or last minute (an end still to come is now's minute);
  // of a part of the day, its early or late share, as people mean it; "the very end", its last minute.
  it.each(at([
    ['was the van still there at the end of yesterday?', MON, BERLIN, '2026-11-29T22:59:00.000Z', '2026-11-29T23:00:00.000Z', 'at the end of yesterday'],
    ['anyone at the start of the morning?', MON, BERLIN, '2026-11-30T04:00:00.000Z', '2026-11-30T07:30:00.000Z', 'at the start of the morning'],
    ['at the very end of last night', MON, BERLIN, '2026-11-30T04:59:00.000Z', '2026-11-30T05:00:00.000Z', 'at the very end of last night'],
    ['at the beginning of yesterday afternoon', MON, BERLIN, '2026-11-29T11:00:00.000Z', '2026-11-29T14:00:00.000Z', 'at the beginning of yesterday afternoon'],
    ['at the end of last night', MON, BERLIN, '2026-11-29T20:00:00.000Z', '2026-11-30T05:00:00.000Z', 'at the end of last night'],
    ['at the end of the day', MON, BERLIN, '2026-11-30T14:19:00.000Z', '2026-11-30T14:20:00.000Z', 'at the end of the day'],
  ]))('$q (now $now, $zone)', check);

  it('reads no time in the edge of the recording: the range asked is used', () => {
    expect(resolveTime('was the parked car still there at the end?', { now: NOW, timezone: BERLIN })).toBeUndefined();
    expect(resolveTime('was anyone there at the start of the clip?', { now: NOW, timezone: BERLIN })).toBeUndefined();
  });

  it('keeps "the first thing" a thing, not a time', () => {
    expect(resolveTime('what was the first thing that moved?', { now: NOW, timezone: BERLIN })).toBeUndefined();
  });

  it('lets a clock say more than the part of the day', () => {
    expect(range('what was there at 7 in the morning')).toEqual(['2026-11-30T05:59:00.000Z', '2026-11-30T06:01:00.000Z']);
  });
});

describe('resolveTime: clock ranges', () => {
  it.each(at([
    // A part of the day settles the half of the day of a 12-hour clock, on the day named or today.
    ['anyone between 2 and 5 in the afternoon?', MON, BERLIN, '2026-11-30T13:00:00.000Z', '2026-11-30T16:00:00.000Z', 'between 2 and 5 in the afternoon'],
    ['between 2 and 4 in the afternoon', MON, BERLIN, '2026-11-30T13:00:00.000Z', '2026-11-30T15:00:00.000Z', 'between 2 and 4 in the afternoon'],
    ['cars from 7 to 9 in the evening', MON, BERLIN, '2026-11-30T18:00:00.000Z', '2026-11-30T20:00:00.000Z', 'from 7 to 9 in the evening'],
    ['deliveries between 6 and 8 in the morning', MON, BERLIN, '2026-11-30T05:00:00.000Z', '2026-11-30T07:00:00.000Z', 'between 6 and 8 in the morning'],
    ['yesterday between 2 and 5 in the afternoon', MON, BERLIN, '2026-11-29T13:00:00.000Z', '2026-11-29T16:00:00.000Z', 'yesterday between 2 and 5 in the afternoon'],
    ['on 29 November from 7 to 9 in the evening', MON, BERLIN, '2026-11-29T18:00:00.000Z', '2026-11-29T20:00:00.000Z', 'on 29 November from 7 to 9 in the evening'],
    // The night runs past midnight: 1 at night is 01:00 the next day.
    ['between 11 and 1 at night', MON, BERLIN, '2026-11-30T22:00:00.000Z', '2026-12-01T00:00:00.000Z', 'between 11 and 1 at night'],
    // Past midnight in local hours: the clocks went back at 03:00 that night in Berlin, so 22:00-04:00 is 7 hours.
    ['yesterday between 22:00 and 04:00', '2026-10-25T14:20:00Z', BERLIN, '2026-10-24T20:00:00.000Z', '2026-10-25T03:00:00.000Z', 'yesterday between 22:00 and 04:00'],
    // A part that names its own day gives way to the range, and gives it the day.
    ['this afternoon between 2 and 4', MON, BERLIN, '2026-11-30T13:00:00.000Z', '2026-11-30T15:00:00.000Z', 'this afternoon between 2 and 4'],
    ['yesterday evening from 7 to 9', MON, BERLIN, '2026-11-29T18:00:00.000Z', '2026-11-29T20:00:00.000Z', 'yesterday evening from 7 to 9'],
    // Noon, midday and midnight are clocks; midnight ending a range is the end of its day.
    ['who came between noon and 14:00', MON, BERLIN, '2026-11-30T11:00:00.000Z', '2026-11-30T13:00:00.000Z', 'between noon and 14:00'],
    ['between midday and 3 in the afternoon', MON, BERLIN, '2026-11-30T11:00:00.000Z', '2026-11-30T14:00:00.000Z', 'between midday and 3 in the afternoon'],
    ['between midnight and 2 am', MON, BERLIN, '2026-11-29T23:00:00.000Z', '2026-11-30T01:00:00.000Z', 'between midnight and 2 am'],
    ['between 22:00 and midnight', MON, BERLIN, '2026-11-30T21:00:00.000Z', '2026-11-30T23:00:00.000Z', 'between 22:00 and midnight'],
    // With no am/pm, an end that would come before the start is the afternoon's.
    ['from noon to 2', MON, BERLIN, '2026-11-30T11:00:00.000Z', '2026-11-30T13:00:00.000Z', 'from noon to 2'],
    ['anyone between 10 and 2?', MON, BERLIN, '2026-11-30T09:00:00.000Z', '2026-11-30T13:00:00.000Z', 'between 10 and 2'],
    // Within one hour the end is after the start by its minutes, in the same half of the day.
    ['did anything move between 10:15 and 10:45?', MON, BERLIN, '2026-11-30T09:15:00.000Z', '2026-11-30T09:45:00.000Z', 'between 10:15 and 10:45'],
  ]))('$q (now $now, $zone)', check);
});

describe('resolveTime: a weekday is never still to come', () => {
  const WED = '2026-11-25T14:20:00Z', FRI_AM = '2026-11-27T09:00:00Z', FRI = '2026-11-27T14:20:00Z'; // 15:20, 10:00, 15:20 in Berlin
  it.each(at([
    // The day itself: asked on a Friday morning it is today, not last week's (chrono puts it at noon).
    ['what happened on Friday', FRI_AM, BERLIN, '2026-11-26T23:00:00.000Z', '2026-11-27T23:00:00.000Z', 'on Friday'],
    ['what happened on Friday', WED, BERLIN, '2026-11-19T23:00:00.000Z', '2026-11-20T23:00:00.000Z', 'on Friday'],
    ['on Friday', FRI, BERLIN, '2026-11-26T23:00:00.000Z', '2026-11-27T23:00:00.000Z', 'on Friday'],
    // With a clock or clock range: last Friday's when asked on Wednesday, today's once begun.
    ['on Friday at 14:00', WED, BERLIN, '2026-11-20T12:59:00.000Z', '2026-11-20T13:01:00.000Z', 'on Friday at 14:00'],
    ['on Friday at 14:00', FRI, BERLIN, '2026-11-27T12:59:00.000Z', '2026-11-27T13:01:00.000Z', 'on Friday at 14:00'],
    ['on Friday between 2 and 4 pm', WED, BERLIN, '2026-11-20T13:00:00.000Z', '2026-11-20T15:00:00.000Z', 'on Friday between 2 and 4 pm'],
    ['Friday evening between 7 and 9', WED, BERLIN, '2026-11-20T18:00:00.000Z', '2026-11-20T20:00:00.000Z', 'Friday evening between 7 and 9'],
    ['on Friday, 2 to 4 pm', WED, BERLIN, '2026-11-20T13:00:00.000Z', '2026-11-20T15:00:00.000Z', 'on Friday, 2 to 4 pm'],
    // A part of the day and bounds were already read so.
    ['on Friday afternoon', WED, BERLIN, '2026-11-20T11:00:00.000Z', '2026-11-20T17:00:00.000Z', 'on Friday afternoon'],
    ['on Friday afternoon', FRI, BERLIN, '2026-11-27T11:00:00.000Z', '2026-11-27T17:00:00.000Z', 'on Friday afternoon'],
    ['before 10:00 on Friday', WED, BERLIN, '2026-11-19T23:00:00.000Z', '2026-11-20T09:00:00.000Z', 'before 10:00 on Friday'],
    ['on Friday after 9 and before 11', WED, BERLIN, '2026-11-20T08:00:00.000Z', '2026-11-20T10:00:00.000Z', 'on Friday after 9 and before 11'],
  ]))('$q (now $now, $zone)', check);
});

describe('resolveTime: a stretch counted from the start or the end of the recording', () => {
  // A clip recorded 16:00:00-16:00:36 UTC the day before, asked about an hour later.
  const footage = { from: Date.parse('2026-11-29T16:00:00Z'), to: Date.parse('2026-11-29T16:00:36Z') };
  const day = { from: Date.parse('2026-11-29T18:00:00Z'), to: Date.parse('2026-11-30T00:00:00Z') };
  const clip = (q: string, extent = footage) => {
    const r = resolveTime(q, { now: NOW, timezone: BERLIN, footage: extent });
    return r && [iso(r.from), iso(r.to), r.text];
  };
  it.each([
    ['how many cars went by in the first ten seconds?', footage, '2026-11-29T16:00:00.000Z', '2026-11-29T16:00:10.000Z', 'in the first ten seconds'],
    ['who came in during the first 5 secs', footage, '2026-11-29T16:00:00.000Z', '2026-11-29T16:00:05.000Z', 'during the first 5 secs'],
    ['anything in the final two seconds of the clip?', footage, '2026-11-29T16:00:34.000Z', '2026-11-29T16:00:36.000Z', 'in the final two seconds of the clip'],
    ['what moved in the last 10 seconds of the recording?', footage, '2026-11-29T16:00:26.000Z', '2026-11-29T16:00:36.000Z', 'in the last 10 seconds of the recording'],
    ['the first minute', footage, '2026-11-29T16:00:00.000Z', '2026-11-29T16:00:36.000Z', 'the first minute'],
    ['was anyone there in the first hour of the recording?', day, '2026-11-29T18:00:00.000Z', '2026-11-29T19:00:00.000Z', 'in the first hour of the recording'],
    ['who came during the opening half hour?', day, '2026-11-29T18:00:00.000Z', '2026-11-29T18:30:00.000Z', 'during the opening half hour'],
    ['how many cars in the first 90 minutes', day, '2026-11-29T18:00:00.000Z', '2026-11-29T19:30:00.000Z', 'in the first 90 minutes'],
  ] as const)('%s', (q, extent, from, to, text) => {
    expect(clip(q, extent)).toEqual([from, to, text]);
  });

  it('keeps "the last 30 minutes" alone the time up to now, and the first thing a thing', () => {
    expect(clip('in the last 30 minutes')?.slice(0, 2)).toEqual(['2026-11-30T13:50:00.000Z', '2026-11-30T14:20:00.000Z']);
    expect(clip('what was the first car?')).toBeUndefined();
    // Without a known extent, nothing to count from.
    expect(resolveTime('in the first ten seconds', { now: NOW, timezone: BERLIN })).toBeUndefined();
  });
});

describe('resolveTime: clocks written other ways, hours said alone, bounds said as near', () => {
  const SAT = '2026-11-28T23:59:59Z'; // a Saturday, just before midnight
  it.each(at([
    // An hour said alone, with no half of the day, is the day's: 1 to 5 are the afternoon's.
    ['did a van come at half four?', SAT, 'UTC', '2026-11-28T16:29:00.000Z', '2026-11-28T16:31:00.000Z', 'at 4:30'],
    ['anyone by the door around half seven?', SAT, 'UTC', '2026-11-28T07:15:00.000Z', '2026-11-28T07:45:00.000Z', 'around 7:30'],
    ['did a van come around 3?', SAT, 'UTC', '2026-11-28T14:45:00.000Z', '2026-11-28T15:15:00.000Z', 'around 3:00'],
    ['what was there at 2:15', SAT, 'UTC', '2026-11-28T14:14:00.000Z', '2026-11-28T14:16:00.000Z', 'at 2:15'],
    ['around half past three in the afternoon', SAT, 'UTC', '2026-11-28T15:15:00.000Z', '2026-11-28T15:45:00.000Z', 'around 3:30 in the afternoon'],
    ['at twenty to one in the afternoon', SAT, 'UTC', '2026-11-28T12:39:00.000Z', '2026-11-28T12:41:00.000Z', 'at 12:40 in the afternoon'],
    ['anyone there at midday?', SAT, 'UTC', '2026-11-28T11:59:00.000Z', '2026-11-28T12:01:00.000Z', 'midday'],
    // The European clock, the military one, a dotted one: 24-hour clocks.
    ['how many cars went by after 17h30?', SAT, 'UTC', '2026-11-28T17:30:00.000Z', '2026-11-28T23:59:59.000Z', 'after 17:30'],
    ['who came at 9h15', SAT, 'UTC', '2026-11-28T09:14:00.000Z', '2026-11-28T09:16:00.000Z', 'at 09:15'],
    ['anyone before 17h?', SAT, 'UTC', '2026-11-28T00:00:00.000Z', '2026-11-28T17:00:00.000Z', 'before 17:00'],
    ['vans after 1730 hours', SAT, 'UTC', '2026-11-28T17:30:00.000Z', '2026-11-28T23:59:59.000Z', 'after 17:30'],
    ['was it open after 17.30?', SAT, 'UTC', '2026-11-28T17:30:00.000Z', '2026-11-28T23:59:59.000Z', 'after 17:30'],
    ['the lamp at 10.30 pm', SAT, 'UTC', '2026-11-28T22:29:00.000Z', '2026-11-28T22:31:00.000Z', 'at 10:30 pm'],
    // A part of the day that names its day gives way to the clock, and gives it its half and day.
    ['anyone at 8.31 this morning?', SAT, 'UTC', '2026-11-28T08:30:00.000Z', '2026-11-28T08:32:00.000Z', 'at 8:31 this morning'],
    ['this morning at 9:15', SAT, 'UTC', '2026-11-28T09:14:00.000Z', '2026-11-28T09:16:00.000Z', 'this morning at 9:15'],
    ['last night at 11', SAT, 'UTC', '2026-11-27T22:59:00.000Z', '2026-11-27T23:01:00.000Z', 'last night at 11'],
    ['after 7:00 yesterday evening', SAT, 'UTC', '2026-11-27T19:00:00.000Z', '2026-11-28T00:00:00.000Z', 'after 7:00 yesterday'],
    // A bound said as near its time is a short stretch on its side of it, not the rest of the day.
    ['any activity just before midnight?', SAT, 'UTC', '2026-11-28T23:30:00.000Z', '2026-11-29T00:00:00.000Z', 'just before midnight'],
    ['anyone just after noon', SAT, 'UTC', '2026-11-28T12:00:00.000Z', '2026-11-28T12:30:00.000Z', 'just after noon'],
    ['a little after 9 pm', SAT, 'UTC', '2026-11-28T21:00:00.000Z', '2026-11-28T21:30:00.000Z', 'a little after 9:00 pm'],
    ['shortly before 6', SAT, 'UTC', '2026-11-28T05:30:00.000Z', '2026-11-28T06:00:00.000Z', 'shortly before 6:00'],
    ['right before 14:00', SAT, 'UTC', '2026-11-28T13:45:00.000Z', '2026-11-28T14:00:00.000Z', 'right before 14:00'],
    ['not long after 3', SAT, 'UTC', '2026-11-28T15:00:00.000Z', '2026-11-28T15:30:00.000Z', 'not long after 3:00'],
    ['soon after 21:00 in Berlin', SAT, BERLIN, '2026-11-28T20:00:00.000Z', '2026-11-28T20:30:00.000Z', 'soon after 21:00'],
    // A number alone that ends its clause or is followed by time words is a clock, in the day's hours or the part's said beside it.
    ['any cars after 3?', SAT, 'UTC', '2026-11-28T15:00:00.000Z', '2026-11-28T23:59:59.000Z', 'after 3'],
    ['anyone since 4 today', SAT, 'UTC', '2026-11-28T16:00:00.000Z', '2026-11-28T23:59:59.000Z', 'since 4 today'],
    ['any vans before 9', SAT, 'UTC', '2026-11-28T00:00:00.000Z', '2026-11-28T09:00:00.000Z', 'before 9'],
    ['anything after 8 in the evening', SAT, 'UTC', '2026-11-28T20:00:00.000Z', '2026-11-28T23:59:59.000Z', 'after 8 in the evening'],
    // A deadline runs up to its time ("had the lamp come on by 7pm?"), its moment kept for a state.
    ['had the lamp come on by 7pm?', SAT, 'UTC', '2026-11-28T00:00:00.000Z', '2026-11-28T19:00:00.000Z', 'by 7pm'],
    ['had the van left by 10?', SAT, 'UTC', '2026-11-28T00:00:00.000Z', '2026-11-28T10:00:00.000Z', 'by 10'],
    // ... but "by at" is where a thing went by, then when.
    ['did anyone walk by at 10:15', SAT, 'UTC', '2026-11-28T10:14:00.000Z', '2026-11-28T10:16:00.000Z', 'at 10:15'],
    // A part of the day in a clock's own words gives it its half.
    ['who came after 10 last night', SAT, 'UTC', '2026-11-27T22:00:00.000Z', '2026-11-28T00:00:00.000Z', 'after 10 last night'],
  ]))('$q (now $now, $zone)', check);

  it('keeps a deadline\'s moment for a question about a state then', () => {
    const r = resolveTime('were the lights off by half ten at night?', { now: Date.parse(SAT), timezone: 'UTC' })!;
    expect(r.moment && [iso(r.moment.from), iso(r.moment.to)]).toEqual(['2026-11-28T22:29:00.000Z', '2026-11-28T22:31:00.000Z']);
    expect(resolveTime('did 3 cars drive by?', { now: Date.parse(SAT), timezone: 'UTC' })).toBeUndefined();
  });

  it('keeps the other half of an hour said alone for the footage to settle', () => {
    const r = resolveTime('around half three', { now: Date.parse(SAT), timezone: 'UTC' })!;
    expect(r.otherHalf && [iso(r.otherHalf.from), iso(r.otherHalf.to)]).toEqual(['2026-11-28T03:15:00.000Z', '2026-11-28T03:45:00.000Z']);
  });
});

describe('resolveTime: a range of two bare 12-hour clocks is in the day\'s hours, as an hour said alone', () => {
  const SAT = '2026-11-28T23:50:00Z';
  it.each(at([
    ['did anyone come between 2 and 4?', SAT, 'UTC', '2026-11-28T14:00:00.000Z', '2026-11-28T16:00:00.000Z', 'between 2 and 4'],
    ['any vehicles from 8 to 11', SAT, 'UTC', '2026-11-28T08:00:00.000Z', '2026-11-28T11:00:00.000Z', 'from 8 to 11'],
    ['between 5 and 7', SAT, 'UTC', '2026-11-28T17:00:00.000Z', '2026-11-28T19:00:00.000Z', 'between 5 and 7'],
    ['between 11 and 1', SAT, 'UTC', '2026-11-28T11:00:00.000Z', '2026-11-28T13:00:00.000Z', 'between 11 and 1'],
    ['between 2:30 and 3:15', SAT, 'UTC', '2026-11-28T14:30:00.000Z', '2026-11-28T15:15:00.000Z', 'between 2:30 and 3:15'],
    // A half of the day said by either end, or a 24-hour clock, settles it as before.
    ['between 2 and 4 am', SAT, 'UTC', '2026-11-28T02:00:00.000Z', '2026-11-28T04:00:00.000Z', 'between 2 and 4 am'],
    ['between 02:00 and 04:00', SAT, 'UTC', '2026-11-28T02:00:00.000Z', '2026-11-28T04:00:00.000Z', 'between 02:00 and 04:00'],
  ]))('$q (now $now, $zone)', check);

  it('keeps the other half for the footage to settle', () => {
    const r = resolveTime('between 2 and 4', { now: Date.parse(SAT), timezone: 'UTC' })!;
    expect(r.otherHalf && [iso(r.otherHalf.from), iso(r.otherHalf.to)]).toEqual(['2026-11-28T02:00:00.000Z', '2026-11-28T04:00:00.000Z']);
    const e = resolveTime('between 8 and 11', { now: Date.parse(SAT), timezone: 'UTC' })!;
    expect(e.otherHalf && [iso(e.otherHalf.from), iso(e.otherHalf.to)]).toEqual(['2026-11-28T20:00:00.000Z', '2026-11-28T23:00:00.000Z']);
  });
});

describe('a part of the day after "after" or "before", and two clocks joined with no "between"', () => {
  it('reads "after lunch" as the rest of the day from the lunch (the middle of its hours) and "before lunch" as the day up to it', () => {
    expect(range('who came in after lunch?', 'UTC')).toEqual(['2026-11-30T13:00:00.000Z', '2026-12-01T00:00:00.000Z']);
    expect(range('anyone at the gate before lunch?', 'UTC')).toEqual(['2026-11-30T00:00:00.000Z', '2026-11-30T13:00:00.000Z']);
    expect(range('did the van come after breakfast?', 'UTC')).toEqual(['2026-11-30T08:00:00.000Z', '2026-12-01T00:00:00.000Z']);
    // A part of the day that is no meal is after its end.
    expect(range('anyone in after the morning?', 'UTC')).toEqual(['2026-11-30T12:00:00.000Z', '2026-12-01T00:00:00.000Z']);
    expect(range('did a van come after the morning rush?', 'UTC')?.[0]).toBe('2026-11-30T09:30:00.000Z');
    expect(range('was anyone there after the morning yesterday?', 'UTC')).toEqual(['2026-11-29T12:00:00.000Z', '2026-11-30T00:00:00.000Z']);
  });

  it('reads "1 to 6" ending its clause as a range in the day\'s hours, settled by a part of the day beside it', () => {
    expect(range('how many vehicles came through after lunch, say 1 to 6?', 'UTC')).toEqual(['2026-11-30T13:00:00.000Z', '2026-11-30T18:00:00.000Z']);
    expect(range('any deliveries 9 to 11 this morning?', 'UTC')).toEqual(['2026-11-30T09:00:00.000Z', '2026-11-30T11:00:00.000Z']);
    expect(range('anyone about, roughly 2 until 4?', 'UTC')).toEqual(['2026-11-30T14:00:00.000Z', '2026-11-30T16:00:00.000Z']);
  });
});

describe('a part of the day gives a range of clocks its half of the day', () => {
  it('reads "between 2 and 5 in the morning" as 02-05, though the morning\'s hours start at 5', () => {
    expect(range('was there any movement between 2 and 5 in the morning?', 'UTC')).toEqual(['2026-11-30T02:00:00.000Z', '2026-11-30T05:00:00.000Z']);
    expect(range('anyone between 1 and 4 in the morning?', 'UTC')).toEqual(['2026-11-30T01:00:00.000Z', '2026-11-30T04:00:00.000Z']);
    expect(range('anyone from 12 to 2 in the afternoon?', 'UTC')).toEqual(['2026-11-30T12:00:00.000Z', '2026-11-30T14:00:00.000Z']);
  });

  it('ends "between 9 and 12 in the morning" at noon: an end said before its start is in the next half of the day', () => {
    expect(range('how many buses stopped between 9 and 12 in the morning?', 'UTC')).toEqual(['2026-11-30T09:00:00.000Z', '2026-11-30T12:00:00.000Z']);
  });

  it('reads each clock with its own part of the day ("between 10 in the morning and 1 in the afternoon")', () => {
    expect(range('how many came in between 10 in the morning and 1 in the afternoon?', 'UTC')).toEqual(['2026-11-30T10:00:00.000Z', '2026-11-30T13:00:00.000Z']);
    expect(range('anyone from 8 in the evening to 2 at night yesterday?', 'UTC')).toEqual(['2026-11-29T20:00:00.000Z', '2026-11-30T02:00:00.000Z']);
    // The second clock with none of its own is after the first, in the day's hours.
    expect(range('anyone between 9 in the morning and 5?', 'UTC')).toEqual(['2026-11-30T09:00:00.000Z', '2026-11-30T17:00:00.000Z']);
  });

  it('puts hours past midnight of a night no day was named for on the last such night, not the one to come', () => {
    expect(range('did anything stir in the small hours, between 1 and 2?', 'UTC')).toEqual(['2026-11-30T01:00:00.000Z', '2026-11-30T02:00:00.000Z']);
    expect(range('anything between 1 and 2 at night?', 'UTC')).toEqual(['2026-11-30T01:00:00.000Z', '2026-11-30T02:00:00.000Z']);
  });
});

describe('"in the day" is the day asked about, not one day on', () => {
  it('reads no time in "later in the day", and keeps a day named beside it', () => {
    expect(range('did the courier come back later in the day?', 'UTC')).toBeUndefined();
    expect(range('was the gate shut later in the day yesterday?', 'UTC')?.[0]).toBe('2026-11-29T00:00:00.000Z');
  });
});

describe('"last thing" is the end of the day, as "first thing" is its start', () => {
  it('reads "last thing at night" and "last thing" alone as the late evening, not the last thing that moved', () => {
    // Asked in the afternoon, the last night's (it has not come yet today).
    expect(range('was anyone on the drive last thing at night?', 'UTC')).toEqual(['2026-11-29T21:00:00.000Z', '2026-11-30T00:00:00.000Z']);
    expect(range('did the gate get locked last thing?', 'UTC')?.[0]).toMatch(/T21:00:00/);
    expect(range('what was the last thing seen at the gate?', 'UTC')).toBeUndefined();
  });
});

describe('a time said of the first going of something asked to come back', () => {
  it('bounds the going, and the coming back may be any time after it that day', () => {
    // Asked at 14:20: up to now.
    expect(range('did the car come back to the house after it left in the morning?', 'UTC')).toEqual(['2026-11-30T05:00:00.000Z', '2026-11-30T14:20:00.000Z']);
    expect(range('did the car come back after it left yesterday morning?', 'UTC')).toEqual(['2026-11-29T05:00:00.000Z', '2026-11-30T00:00:00.000Z']);
    expect(range('did the van return after it drove off at 9?', 'UTC')?.[1]).toBe('2026-11-30T14:20:00.000Z');
  });
  it('so does a relative clause that names the thing by that going', () => {
    expect(range('the cyclist who went by before 7am, what time did they come back?', 'UTC')).toEqual(['2026-11-30T00:00:00.000Z', '2026-11-30T14:20:00.000Z']);
    expect(range('the van that came through at 9, did it come back?', 'UTC')).toEqual(['2026-11-30T08:59:00.000Z', '2026-11-30T14:20:00.000Z']);
    // the clause itself of coming back is the time asked
    expect(range('when did the van that came back at 9 leave?', 'UTC')).toEqual(['2026-11-30T08:59:00.000Z', '2026-11-30T09:01:00.000Z']);
  });
  it('is the coming back\'s own time otherwise', () => {
    expect(range('did the car come back in the afternoon?', 'UTC')).toEqual(['2026-11-30T12:00:00.000Z', '2026-11-30T18:00:00.000Z']);
    expect(range('did anyone come in after the van left in the morning?', 'UTC')).toEqual(['2026-11-30T05:00:00.000Z', '2026-11-30T12:00:00.000Z']);
  });
});

describe('resolveTime: a sign\'s words are no time', () => {
  it.each([
    'how long was the OPEN SUNDAY 10AM banner up?',
    'when did the "back at 2" note come down?',
    'was the CLOSED UNTIL FRIDAY board still there?',
  ])('%s', (q) => expect(range(q)).toBeUndefined());

  it('reads a time said beside the sign, and capitals that are only a time', () => {
    expect(range('was the OPEN SUNDAY 10AM banner up at 3 pm yesterday?')).toEqual(['2026-11-29T13:59:00.000Z', '2026-11-29T14:01:00.000Z']);
    expect(range('what happened at 9 AM UTC?', 'UTC')).toEqual(['2026-11-30T08:59:00.000Z', '2026-11-30T09:01:00.000Z']);
  });
});

describe('resolveTime: after hours', () => {
  it('is the night from late evening on (the last one, asked in the afternoon), as the small hours are its end', () => {
    expect(range('did anyone try the door after hours?', 'UTC')).toEqual(['2026-11-29T21:00:00.000Z', '2026-11-30T06:00:00.000Z']);
    expect(range('was anyone about out of hours yesterday?', 'UTC')).toEqual(['2026-11-29T21:00:00.000Z', '2026-11-30T06:00:00.000Z']);
  });

  it('is no time as an hour count ("for hours")', () => {
    expect(range('did the van stand there for hours?', 'UTC')).toBeUndefined();
  });
});

describe('resolveTime: a part of the day said whole, and a length of time', () => {
  const NOW = Date.parse('2026-11-23T23:59:59Z');
  const iso = (ms: number) => new Date(ms).toISOString();
  it('"all morning", "the whole evening", "all night" are that part, not the day', () => {
    const r = resolveTime('was anyone in the shop all morning?', { now: NOW })!;
    expect([iso(r.from), iso(r.to)]).toEqual(['2026-11-23T05:00:00.000Z', '2026-11-23T12:00:00.000Z']);
    expect(iso(resolveTime('was the porch light on the whole evening?', { now: NOW })!.from)).toBe('2026-11-23T17:00:00.000Z');
  });
  it('"for a couple of hours", "for 20 minutes" are lengths, no moment from now', () => {
    expect(resolveTime('the van sat outside for a couple of hours, did anyone come?', { now: NOW })).toBeUndefined();
    expect(resolveTime('was the gate open for 20 minutes?', { now: NOW })).toBeUndefined();
  });
});

describe('resolveTime: "late on"', () => {
  const NOW = Date.parse('2026-11-23T23:59:59Z');
  it('is late in the day, as "late at night" is, not "late on Friday"', () => {
    const r = resolveTime('which car came past late on?', { now: NOW })!;
    expect(new Date(r.from).toISOString()).toBe('2026-11-23T21:00:00.000Z');
    expect(resolveTime('was the lamp on late on Friday?', { now: NOW })!.text).toMatch(/Friday/);
  });
});
