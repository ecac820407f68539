// The part of the frame a question names, asked through the real `vigil ingest` and the
// offline agent: two red cars of one size each pull in, stand a while and go, one at the top
// left and later one at the bottom right; then people in blue walk: one up the left of the
// view, one down the right, one across the whole frame. "The red car at the top left" is the
// one that stood there, whichever the question's verb would pick without the place; "anyone
// on the left" is whoever was there, the one who crossed the whole frame too; a place where no
// red car was is said to be empty of one, not answered about the others.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { OpenAgent } from '../agent/open-agent.ts';
import { ask } from '../agent/ask.ts';
import { renderFootage } from '../testbed/decoded-footage.ts';
import { ingestedAgent } from './helpers/ingested-agent.ts';

const START = Date.parse('2026-11-30T09:00:00Z');
/**
 * The top-left car: comes in from the left, stands (shorter than it takes to become background;
 * after 20 s of empty view, so the start's background does not give way to it), goes back out at the left.
 */
const A = { in: 20, stops: 26, moves: 40, out: 46 };
/** The bottom-right car: the same from the right, after the first one left. */
const B = { in: 55, stops: 61, moves: 75, out: 81 };
/** The walkers: up the left of the view, down the right, then across the whole frame from the right. */
const LEFT_WALK = { from: 90, to: 110 }, RIGHT_WALK = { from: 120, to: 140 }, CROSSING = { from: 145, to: 165 };
let dir: string;
let agent: OpenAgent;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'vigil-place-'));
  const car = { colour: 'red', width: 0.2, height: 0.14 } as const;
  const walker = { colour: 'blue', shape: 'person', width: 0.04, height: 0.14 } as const;
  const footage = await renderFootage({
    name: 'agent-place', width: 640, height: 360, fps: 4, durationSeconds: 175, background: 'parking',
    objects: [
      { id: 'car-top-left', ...car, path: [{ t: A.in, x: -0.15, y: 0.27 }, { t: A.stops, x: 0.2, y: 0.27 }, { t: A.moves, x: 0.2, y: 0.27 }, { t: A.out, x: -0.15, y: 0.27 }] },
      { id: 'car-bottom-right', ...car, path: [{ t: B.in, x: 1.15, y: 0.75 }, { t: B.stops, x: 0.8, y: 0.75 }, { t: B.moves, x: 0.8, y: 0.75 }, { t: B.out, x: 1.15, y: 0.75 }] },
      { id: 'walker-left', ...walker, path: [{ t: LEFT_WALK.from, x: 0.12, y: 1.1 }, { t: LEFT_WALK.to, x: 0.12, y: 0.35 }] },
      { id: 'walker-right', ...walker, path: [{ t: RIGHT_WALK.from, x: 0.88, y: 0.35 }, { t: RIGHT_WALK.to, x: 0.88, y: 1.1 }] },
      { id: 'walker-across', ...walker, path: [{ t: CROSSING.from, x: 1.05, y: 0.6 }, { t: CROSSING.to, x: -0.05, y: 0.6 }] },
    ],
  }, START);
  agent = await ingestedAgent({ file: footage.file, camera: 'lot', startMs: START, dataDir: dir });
}, 180_000);
afterAll(async () => { await agent?.close(); rmSync(dir, { recursive: true, force: true }); });

const at = (s: number) => START + s * 1000;
const NOW = at(173);
/** Seconds after START of each hh:mm:ss in the answer. */
const times = (answer: string) => [...answer.matchAll(/\b09:(\d\d):(\d\d)\b/g)].map((m) => Number(m[1]) * 60 + Number(m[2]));
const near = (answer: string, s: number) => times(answer).some((t) => Math.abs(t - s) <= 2);
const first = (answer: string, re: RegExp) => { const m = re.exec(answer); return m ? Number(m[1]) * 60 + Number(m[2]) : undefined; };

describe('the part of the frame a question names', () => {
  it('answers when the car at the top left left, not the later one at the bottom right', async () => {
    const r = await ask(agent.ctx, { question: 'When did the red car at the top left leave?', now: NOW });
    console.log(r.answer);
    expect(r.answer).toMatch(/at the top left of the view/);
    const left = first(r.answer, /\bleft at 09:(\d\d):(\d\d)/);
    expect(left).toBeDefined();
    expect(left! >= A.moves - 2 && left! <= A.out + 2).toBe(true);
    expect(near(r.answer, B.out)).toBe(false);
    expect(r.citations.some((c) => c.start <= at(A.out) && c.end >= at(A.moves))).toBe(true);
  }, 60_000);

  it('answers when the car at the bottom right came, not the earlier one at the top left', async () => {
    const r = await ask(agent.ctx, { question: 'When did the red car at the bottom right arrive?', now: NOW });
    console.log(r.answer);
    expect(r.answer).toMatch(/at the bottom right of the view/);
    const came = first(r.answer, /\bappeared at 09:(\d\d):(\d\d)/);
    expect(came).toBeDefined();
    expect(came! >= B.in - 2 && came! <= B.stops + 2).toBe(true);
    expect(near(r.answer, A.in) || near(r.answer, A.stops)).toBe(false);
  }, 60_000);

  it('says no red car was in the middle of the view, and where the ones seen were, instead of answering about one', async () => {
    const r = await ask(agent.ctx, { question: 'When did the red car in the middle leave?', now: NOW });
    console.log(r.answer);
    expect(r.answer).toMatch(/^No red car was seen in the middle of the view; 2 were seen elsewhere/);
    expect(r.answer).toMatch(/at the top left of the view/);
    expect(r.answer).toMatch(/at the bottom right of the view/);
    expect(r.events).toEqual([]);
  }, 60_000);

  it('finds who was on the right while one walked down it, and nobody on the left then', async () => {
    const range = 'between 09:02:00 and 09:02:20';
    const right = await ask(agent.ctx, { question: `Was anyone on the right ${range}?`, now: NOW });
    console.log(right.answer);
    expect(right.answer).toMatch(/^Yes\. 1 matching thing was there on the right of the view/);
    expect(right.answer).toMatch(/blue/);
    expect(near(right.answer, RIGHT_WALK.from)).toBe(true);
    const left = await ask(agent.ctx, { question: `Was anyone on the left ${range}?`, now: NOW });
    console.log(left.answer);
    expect(left.answer).toMatch(/^No\. No person was seen on the left of the view; 1 was seen elsewhere/);
    expect(left.answer).toMatch(/at the (?:top|middle|bottom) right of the view/);
  }, 90_000);

  it('counts the one who crossed the whole frame as on the left', async () => {
    const r = await ask(agent.ctx, { question: 'Was anyone on the left between 09:02:23 and 09:02:47?', now: NOW });
    console.log(r.answer);
    expect(r.answer).toMatch(/^Yes\. 1 matching thing was there on the left of the view/);
    expect(r.answer).toMatch(/right to left/);
    expect(near(r.answer, CROSSING.from)).toBe(true);
  }, 60_000);

  it('says whether anything moved in a corner, from what was there and not from movement anywhere in the view', async () => {
    const range = 'between 09:00:15 and 09:01:30';
    const none = await ask(agent.ctx, { question: `Did anything move in the top right corner ${range}?`, now: NOW });
    console.log(none.answer);
    expect(none.answer).toMatch(/^No\. Nothing moved at the top right of the view/);
    expect(none.answer).toMatch(/at the top left of the view/);
    const some = await ask(agent.ctx, { question: `Did anything move in the bottom right corner ${range}?`, now: NOW });
    console.log(some.answer);
    expect(some.answer).toMatch(/^Yes\. 1 thing\(s\) moved at the bottom right of the view/);
    expect(near(some.answer, B.in)).toBe(true);
    expect(near(some.answer, A.in)).toBe(false);
  }, 90_000);

  it('answers when the person on the right appeared, not the one who walked up the left first', async () => {
    const r = await ask(agent.ctx, { question: 'When did the person on the right appear?', now: NOW });
    console.log(r.answer);
    const came = first(r.answer, /\bappeared at 09:(\d\d):(\d\d)/);
    expect(came).toBeDefined();
    expect(Math.abs(came! - RIGHT_WALK.from)).toBeLessThanOrEqual(2);
    expect(near(r.answer, LEFT_WALK.from)).toBe(false);
  }, 60_000);
});
