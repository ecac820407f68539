// AlertTracker: one continuing event is one alert (new, updates, end); cooldown; late evidence
// updates the ended alert instead of firing again; a restart continues the stored alert.
import { describe, it, expect } from 'vitest';
import { AlertTracker } from './alert-tracker.ts';
import { RuleInputSchema, type Rule } from '../rules/index.ts';
import type { RuleResult } from '../evaluate/index.ts';
import type { Alert } from '../../core/alert.ts';

const rule: Rule = RuleInputSchema.parse({ id: 'r', template: 'is there a {o}?', values: { o: 'red object' }, cameras: ['c'], cooldownSeconds: 30, endAfterSeconds: 5, minConfidence: 0.6 });
const S = 1000;

function yes(window: string, from: number, to: number, confidence = 0.8): RuleResult {
  return { rule, question: 'is there a red object?', outcome: 'verified', reason: '', verdict: { yes: true, confidence, answer: `seen ${from}`, from, to, evidence: [{ window, ts: from, path: `/k/${window}-${from}.jpg` }], verifier: 'builtin' } };
}
function no(): RuleResult {
  return { rule, question: 'is there a red object?', outcome: 'prefiltered', reason: 'nothing moved' };
}

function tracker(stored?: Alert) {
  return new AlertTracker({ lookup: { lastAlert: () => stored }, now: () => 0 });
}

describe('AlertTracker', () => {
  it('fires once per continuing event: new, updates with news, end after endAfter of no', () => {
    const t = tracker();
    const [n] = t.apply(yes('c:0', 0, 2 * S), 'c', 2 * S);
    expect(n.type).toBe('new');
    expect(n.after).toMatchObject({ id: 'r:c:0', seq: 1, state: 'open', start: 0, recording: { from: -10 * S, to: 12 * S } });
    expect(n.key).toBe('r:c:0#1');
    expect(t.apply(yes('c:0', 0, 3 * S), 'c', 3 * S)).toEqual([]); // same window, no news yet
    const [u] = t.apply(yes('c:0', 0, 9 * S), 'c', 9 * S); // evidence moved on by 5 s+
    expect(u).toMatchObject({ type: 'update', after: { seq: 2, updated: 9 * S } });
    const [u2] = t.apply(yes('c:30000', 30 * S - 20 * S, 12 * S, 0.95), 'c', 12 * S); // another window, better answer
    expect(u2.after).toMatchObject({ seq: 3, confidence: 0.95, windows: ['c:0', 'c:30000'] });
    expect(t.apply(no(), 'c', 14 * S)).toEqual([]); // no for 2 s: still going on
    expect(t.apply(no(), 'c', 17 * S)).toEqual([]); // exactly endAfter: not yet
    const [e] = t.apply(no(), 'c', 17.5 * S);
    expect(e).toMatchObject({ type: 'end', before: { seq: 3 }, after: { seq: 4, state: 'ended', end: 12 * S } });
  });

  it('suppresses a second event inside the cooldown and fires one after it', () => {
    const t = tracker();
    t.apply(yes('c:0', 0, 2 * S), 'c', 2 * S);
    t.apply(no(), 'c', 10 * S); // ends at 2 s
    expect(t.apply(yes('c:20000', 20 * S, 22 * S), 'c', 22 * S)).toEqual([]); // 18 s after the end: inside 30 s
    const [n] = t.apply(yes('c:40000', 40 * S, 41 * S), 'c', 41 * S);
    expect(n).toMatchObject({ type: 'new', after: { id: 'r:c:40000' } });
  });

  it('late evidence of an ended event updates that alert instead of firing again', () => {
    const t = tracker();
    t.apply(yes('c:0', 0, 2 * S), 'c', 2 * S);
    t.apply(no(), 'c', 8 * S);
    const [u] = t.apply(yes('c:0', 0, 2 * S, 0.93), 'c', 8 * S); // the captioned window, better answer
    expect(u).toMatchObject({ type: 'update', after: { state: 'ended', confidence: 0.93, seq: 3 } });
  });

  it('below minConfidence is a no', () => {
    expect(tracker().apply(yes('c:0', 0, S, 0.5), 'c', S)).toEqual([]);
  });

  it('continues an alert the store had open (restart), and ends it when the gap was too long', () => {
    const [n] = tracker().apply(yes('c:0', 0, 2 * S), 'c', 2 * S);
    const restarted = tracker(n.after);
    const [u] = restarted.apply(yes('c:5000', 5 * S, 6 * S), 'c', 6 * S);
    expect(u).toMatchObject({ type: 'update', after: { id: 'r:c:0', seq: 2 } });
    const late = tracker(n.after);
    const events = late.apply(yes('c:60000', 60 * S, 61 * S), 'c', 61 * S);
    expect(events.map((e) => e.type)).toEqual(['end', 'new']); // 58 s without evidence: a new event (after the cooldown)
    const inCooldown = tracker(n.after).apply(yes('c:20000', 20 * S, 21 * S), 'c', 21 * S);
    expect(inCooldown.map((e) => e.type)).toEqual(['end']);
  });
});
