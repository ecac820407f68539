// Kinds of question the second held-out set found unanswered, asked through the real `vigil
// ingest` and the offline agent on a rendered yard: whether something came back (a yellow
// vehicle crosses, a person walks, the yellow vehicle crosses back, a white one crosses once),
// what went past in a range (a list of what crossed then, not the first thing), the colour of
// a thing asked by its class and direction, which of two came first, and when the last one
// was seen; and (the third set) times given by another event and stays compared.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { OpenAgent } from '../agent/open-agent.ts';
import { ask } from '../agent/ask.ts';
import { renderFootage } from '../testbed/decoded-footage.ts';
import { ingestedAgent } from './helpers/ingested-agent.ts';

const START = Date.parse('2026-11-30T09:00:00Z');
const YELLOW_OUT = { from: 12, to: 18 }, WALK = { from: 26, to: 46 }, YELLOW_BACK = { from: 56, to: 62 }, WHITE = { from: 72, to: 78 };
let dir: string;
let agent: OpenAgent;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'vigil-kinds-'));
  const van = (colour: string) => ({ colour, width: 0.22, height: 0.16 }) as const;
  const footage = await renderFootage({
    name: 'agent-question-kinds', width: 640, height: 360, fps: 4, durationSeconds: 90, background: 'parking',
    objects: [
      { id: 'yellow-out', ...van('yellow'), path: [{ t: YELLOW_OUT.from, x: -0.15, y: 0.6 }, { t: YELLOW_OUT.to, x: 1.15, y: 0.6 }] },
      { id: 'walker', colour: 'blue', shape: 'person', width: 0.04, height: 0.14, path: [{ t: WALK.from, x: 0.3, y: 1.1 }, { t: WALK.to, x: 0.3, y: 0.3 }] },
      { id: 'yellow-back', ...van('yellow'), path: [{ t: YELLOW_BACK.from, x: 1.15, y: 0.6 }, { t: YELLOW_BACK.to, x: -0.15, y: 0.6 }] },
      { id: 'white-once', ...van('white'), path: [{ t: WHITE.from, x: -0.15, y: 0.6 }, { t: WHITE.to, x: 1.15, y: 0.6 }] },
    ],
  }, START);
  agent = await ingestedAgent({ file: footage.file, camera: 'yard', startMs: START, dataDir: dir });
}, 180_000);
afterAll(async () => { await agent?.close(); rmSync(dir, { recursive: true, force: true }); });

const at = (s: number) => START + s * 1000;
const NOW = at(89);
const seconds = (ts: number) => (ts - START) / 1000;

describe('questions of kinds the reader had no plan for', () => {
  it('says the yellow vehicle came back, and when, citing the return', async () => {
    const r = await ask(agent.ctx, { question: 'Did the yellow vehicle come back?', now: NOW });
    console.log(r.answer);
    expect(r.answer).toMatch(/^Yes\b/);
    expect(Math.abs(seconds(r.events[0].ts) - YELLOW_BACK.from)).toBeLessThanOrEqual(2);
    expect(r.citations.some((c) => c.start <= at(YELLOW_BACK.from + 2) && c.end >= at(YELLOW_BACK.from))).toBe(true);
  }, 60_000);

  it('says the white one did not, nor someone in another colour', async () => {
    const white = await ask(agent.ctx, { question: 'Did the white vehicle come back?', now: NOW });
    console.log(white.answer);
    expect(white.answer).toMatch(/^No\b.*seen once/);
    const anyone = await ask(agent.ctx, { question: 'Did anyone come back?', now: NOW });
    expect(anyone.answer).toMatch(/^No\b/);
  }, 60_000);

  it('lists what went past in a range: the person, not the vehicles before and after', async () => {
    const r = await ask(agent.ctx, { question: 'What went past between 09:00:22 and 09:00:50?', now: NOW });
    console.log(r.answer);
    expect(r.answer).toMatch(/^1 thing went past .*blue person/);
    expect(r.answer).not.toMatch(/yellow|white/);
  }, 60_000);

  it('tells the colour of the vehicle that drove right to left, and of the person', async () => {
    const r = await ask(agent.ctx, { question: 'What colour was the vehicle that drove from right to left?', now: NOW });
    console.log(r.answer);
    expect(r.answer).toMatch(/\byellow\b/);
    expect(r.answer).not.toMatch(/\bwhite\b/);
    const p = await ask(agent.ctx, { question: 'What colour was the person?', now: NOW });
    expect(p.answer).toMatch(/^The person was blue\b/);
  }, 60_000);

  it('puts two things in order, each pinned on its own', async () => {
    const r = await ask(agent.ctx, { question: 'Which came first, the white vehicle or the person?', now: NOW });
    console.log(r.answer);
    expect(r.answer).toMatch(/^The person came first/);
    const [person, white] = r.events.map((e) => seconds(e.ts));
    expect(Math.abs(person - WALK.from)).toBeLessThanOrEqual(3); // the walker's head enters first, the box a little later
    expect(Math.abs(white - WHITE.from)).toBeLessThanOrEqual(2);
    const yes = await ask(agent.ctx, { question: 'Did the white vehicle arrive after the person?', now: NOW });
    expect(yes.answer).toMatch(/^Yes\b/);
  }, 90_000);

  it('gives when the last vehicle was last seen', async () => {
    const r = await ask(agent.ctx, { question: 'When was the last vehicle seen?', now: NOW });
    console.log(r.answer);
    expect(Math.abs(seconds(r.events[0].ts) - WHITE.to)).toBeLessThanOrEqual(2);
  }, 60_000);
});

describe('times given by another event, and stays compared (the third held-out set\'s kinds)', () => {
  it('answers about the time after another thing left, and before another came', async () => {
    const after = await ask(agent.ctx, { question: 'Did a vehicle drive by after the person walked off?', now: NOW });
    console.log(after.answer);
    expect(after.answer).toMatch(/^Yes\. After the person left \(09:00:4[4-8]/);
    expect(Math.abs(seconds(after.events[0].ts) - YELLOW_BACK.from)).toBeLessThanOrEqual(2);
    const none = await ask(agent.ctx, { question: 'Did anybody come after the white vehicle left?', now: NOW });
    expect(none.answer).toMatch(/^No\b/);
    const before = await ask(agent.ctx, { question: 'Was any vehicle seen before the person arrived?', now: NOW });
    expect(before.answer).toMatch(/^Yes\b/);
    expect(before.answer).toMatch(/yellow/);
  }, 120_000);

  it('counts what came after the anchor, not the anchor itself', async () => {
    const r = await ask(agent.ctx, { question: 'How many vehicles passed after the person left?', now: NOW });
    console.log(r.answer);
    expect(r.count).toBe(2);
    expect(r.events.map((e) => seconds(e.ts)).every((t) => t >= WALK.to - 1)).toBe(true);
    // What happened after it: the two vehicles, not the person itself.
    const after = await ask(agent.ctx, { question: 'What happened after the person left?', now: NOW });
    console.log(after.answer);
    expect(after.events.map((e) => seconds(e.ts)).every((t) => t >= WALK.to - 1)).toBe(true);
    expect(after.events.length).toBeGreaterThanOrEqual(2);
  }, 90_000);

  it('compares a stay with a length and with another thing\'s stay', async () => {
    const longer = await ask(agent.ctx, { question: 'Did the person stay longer than the white vehicle?', now: NOW });
    console.log(longer.answer);
    expect(longer.answer).toMatch(/^Yes\. It stayed \d+ s, longer than the white vehicle/);
    const length = await ask(agent.ctx, { question: 'Was the person in view for more than ten seconds?', now: NOW });
    expect(length.answer).toMatch(/^Yes\b/);
    const any = await ask(agent.ctx, { question: 'Did any vehicle stay for more than 15 seconds?', now: NOW });
    console.log(any.answer);
    expect(any.answer).toMatch(/^No\. None of 3 matching stayed more than 15 s/);
  }, 120_000);
});
