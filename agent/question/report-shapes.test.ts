// Incident-review wording (report-header.ts, gap-phrase.ts, the claims of terse-shapes.ts, the
// lengths of anchor-phrase.ts), over wordings no held-out set asks.
import { describe, it, expect } from 'vitest';
import { withoutHeader } from './report-header.ts';
import { gapQuestion, spanQuestion } from './gap-phrase.ts';
import { inSentence } from './terse-shapes.ts';
import { inPlainShape } from './question-shapes.ts';
import { parseIntent } from './intent.ts';
import { resolveTime } from '../time/resolve-time.ts';

describe('withoutHeader', () => {
  it('drops a report header that asks nothing, its clock kept as the time', () => {
    expect(withoutHeader('Ref: the loading dock. When did the taxi arrive?')).toBe('When did the taxi arrive?');
    expect(withoutHeader('Night shift note: did anyone try the side gate?')).toBe('Did anyone try the side gate?');
    expect(withoutHeader('Incident report, 2215 hrs, gate: who walked past at that moment?')).toBe('Who walked past at 2215 hrs?');
    expect(withoutHeader('Loading bay, 0630 hrs: how many lorries were waiting?')).toBe('How many lorries were waiting at 0630 hrs?');
    expect(withoutHeader('The gate camera: when was the cyclist seen?')).toBe('When was the cyclist seen?');
  });

  it('keeps a thing put first, which the question is asked of', () => {
    for (const q of ['The porch lamp: was it on at midnight?', 'The man in the green coat: when did he leave?', 'Grey hatchback: time of arrival?']) expect(withoutHeader(q)).toBe(q);
  });

  it('drops a request for the time after the question', () => {
    expect(withoutHeader('When did the taxi first arrive? Please give the exact time.')).toBe('When did the taxi first arrive?');
  });
});

describe('lengths and stretches by events', () => {
  it('reads a length before an event as the stretch on its side, or, said alone, as the moment that far from it', () => {
    expect(parseIntent('In the fifteen minutes following the taxi\'s departure, did anyone walk past?').anchor).toMatchObject({ side: 'after', phrase: 'the taxi', nearMinutes: 15 });
    expect(parseIntent('did anything move within twenty minutes of the lorry leaving?').anchor).toMatchObject({ side: 'after', nearMinutes: 20 });
    expect(parseIntent('In the half hour before the porch lamp came on, did a car stop?').anchor).toMatchObject({ side: 'before', light: 'on', nearMinutes: 30 });
    const moment = parseIntent('What did the board say ten minutes after the taxi left?').anchor;
    expect(moment).toMatchObject({ side: 'after', nearMinutes: 10, offset: true });
  });

  it('does not read a length before an event as a time from now', () => {
    const now = Date.parse('2026-03-02T23:59:59Z');
    expect(resolveTime('Within ten minutes of the taxi leaving, did anyone cross?', { now })).toBeUndefined();
    expect(resolveTime('did anyone cross in the five minutes after the lorry left?', { now })).toBeUndefined();
    expect(resolveTime('did anyone cross between 0900 and 1130 hrs?', { now })).toMatchObject({ from: Date.parse('2026-03-02T09:00:00Z'), to: Date.parse('2026-03-02T11:30:00Z') });
  });

  it('asks the length between two events as the second one\'s time after the first', () => {
    expect(gapQuestion('How long after the taxi pulled up did the driver get out?')).toBe('when did the driver get out after the taxi pulled up?');
    expect(gapQuestion('How much time passed between the gate being opened and the lorry driving in?')).toBe('when did the lorry drive in after the gate was opened?');
    expect(gapQuestion('how long had the porch lamp been on when the cyclist rode by?')).toBe('when did the porch lamp come on before the cyclist rode by?');
    expect(parseIntent('How long after the taxi pulled up did the driver get out?')).toMatchObject({ gap: true, anchor: { side: 'after', phrase: 'the taxi' } });
    expect(gapQuestion('How long was the taxi parked?')).toBeUndefined();
  });

  it('reads a stretch between two events put first as after the one and up to the other', () => {
    expect(spanQuestion('In the gap between the taxi leaving and the lorry arriving, who walked past?')).toEqual({ main: 'who walked past after the taxi left?', until: 'the lorry arrived' });
    const asked = parseIntent('Between the cyclist\'s arrival and its departure, how many cars went by?');
    expect(asked.anchor).toMatchObject({ side: 'after', phrase: 'the cyclist' });
    expect(asked.until).toMatchObject({ phrase: 'the cyclist', edge: 'end' });
    expect(spanQuestion('between 2 and 4, did anyone come?')).toBeUndefined();
  });
});

describe('totals, comparisons and claims', () => {
  it('adds stays up when asked in total', () => {
    expect(parseIntent('Altogether, for how long was the taxi in view?')).toMatchObject({ kind: 'duration', total: true });
    expect(parseIntent('What was the total time the man in green spent on camera?')).toMatchObject({ kind: 'duration', total: true, colours: ['green'] });
    expect(parseIntent('How long was the taxi in view?').total).toBeUndefined();
  });

  it('compares a sign\'s time shown with another sign\'s or a thing\'s stay', () => {
    expect(parseIntent('Was NO ENTRY up for longer than EXIT ONLY was?')).toMatchObject({ kind: 'duration', stay: { op: '>', than: 'EXIT ONLY' } });
    expect(inPlainShape('Compare the NO ENTRY and EXIT ONLY signs: was the latter up longer than the former?')).toBe('was EXIT ONLY up longer than NO ENTRY?');
  });

  it('asks a claim whether it holds, with the teller\'s words for its thing', () => {
    expect(inSentence('A neighbour states that the taxi came before nine. Is that borne out by the footage?')).toBe('the taxi came before nine, right?');
    expect(inSentence('The owner of the grey van claims that the van had gone by noon. Is that correct?')).toBe('the grey van had gone by noon, right?');
    expect(inSentence('Is it correct to say that no lorry stopped at the gate?')).toBe('no lorry stopped at the gate, right?');
  });

  it('reads report wordings of leaving, seeing and counting', () => {
    expect(inPlainShape('When was the office vacated by the man in green, bag in hand?')).toBe('When did the man in green leave the office?');
    expect(inPlainShape('When was the cyclist first picked up?')).toBe('When was the cyclist first seen?');
    expect(inPlainShape('When was the box picked up?')).toBe('When was the box picked up?');
    expect(inPlainShape('Of those who got off the tram, how many did so before 0900 hrs?')).toBe('how many people got off the tram before 0900 hrs?');
    expect(parseIntent('List the times during which the porch lamp was on: (1) at dawn; (2) at dusk.')).toMatchObject({ light: { state: true } });
  });
});
