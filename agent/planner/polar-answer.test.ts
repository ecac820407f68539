// Yes or no to a yes/no question from what a plan found: in the range asked, where one is given.
import { describe, expect, it } from 'vitest';
import { parseIntent } from '../question/intent.ts';
import { answerAsAsked } from './polar-answer.ts';
import type { PlanOutcome } from './plan-run.ts';

const T = Date.parse('2026-11-23T21:00:00Z');
const left = (ts: number): PlanOutcome => ({ answer: 'The red car left then.', citations: [], confidence: 3, events: [{ camera: 'carpark', ts, what: 'red car left' }] });

describe('answerAsAsked', () => {
  const intent = parseIntent('Did any vehicle leave?');

  it('is yes when what was asked was found', () => {
    expect(answerAsAsked(intent, left(T + 60_000)).answer).toMatch(/^Yes\./);
  });

  it('over a range, only for what was found in it (a frame either side)', () => {
    const range = { from: T, to: T + 600_000 };
    expect(answerAsAsked(intent, left(T + 60_000), range).answer).toMatch(/^Yes\./);
    expect(answerAsAsked(intent, left(T + 603_000), range).answer).toMatch(/^Yes\./);
    expect(answerAsAsked(intent, left(T + 6_000_000), range).answer).toMatch(/^No\./);
    expect(answerAsAsked(intent, left(T - 3_600_000), range).answer).toMatch(/^No\./);
  });

  it('leaves an answer that already says yes or no, and a question that is not yes/no', () => {
    expect(answerAsAsked(intent, { ...left(T), answer: 'No. Nothing.' }).answer).toBe('No. Nothing.');
    expect(answerAsAsked(parseIntent('When did the red car leave?'), left(T)).answer).toBe('The red car left then.');
  });
});
