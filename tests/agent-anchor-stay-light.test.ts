// Times given by another thing's stay ("while the van was parked") and by a change of light
// ("after dark"), asked through the real `vigil ingest` and the offline agent on a rendered
// car park: a van drives in and stands while a person walks past, drives off, a second person
// walks by, a car passes, the light drops at once, and a last car passes in the dark. Found
// by the fourth held-out set, where both kinds had no plan. (The walkers keep clear of the
// van's roof: one passing just above a standing van split in two on the recount, and a green
// car at light level 0.3 was too faint to be named a vehicle; both perception limits, noted.)
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { OpenAgent } from '../agent/open-agent.ts';
import { ask } from '../agent/ask.ts';
import { renderFootage } from '../testbed/decoded-footage.ts';
import { ingestedAgent } from './helpers/ingested-agent.ts';

const START = Date.parse('2026-11-30T17:00:00Z');
const VAN = { in: 6, stands: 10, goes: 34, out: 40 }, WALK = { from: 16, to: 30 }, WALK2 = { from: 48, to: 62 };
const CAR = { from: 66, to: 72 }, DARK = 80, CAR2 = { from: 88, to: 94 };
let dir: string;
let agent: OpenAgent;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'vigil-anchors-'));
  const person = (id: string, colour: string, w: { from: number; to: number }) =>
    ({ id, colour, shape: 'person' as const, width: 0.04, height: 0.2, path: [{ t: w.from, x: 0.05, y: 0.3 }, { t: w.to, x: 0.95, y: 0.3 }] });
  const car = (id: string, colour: string, c: { from: number; to: number }) =>
    ({ id, colour, width: 0.18, height: 0.13, path: [{ t: c.from, x: -0.15, y: 0.8 }, { t: c.to, x: 1.15, y: 0.8 }] });
  const footage = await renderFootage({
    name: 'agent-anchor-stay-light', width: 640, height: 360, fps: 4, durationSeconds: 100, background: 'parking',
    lighting: [{ t: DARK, level: 0.3, transitionSeconds: 0 }],
    objects: [
      { id: 'van', colour: 'blue', width: 0.24, height: 0.17, path: [
        { t: VAN.in, x: 1.15, y: 0.62 }, { t: VAN.stands, x: 0.55, y: 0.62 }, { t: VAN.goes, x: 0.55, y: 0.62 }, { t: VAN.out, x: -0.15, y: 0.62 }] },
      person('walker', 'yellow', WALK),
      person('walker-2', 'red', WALK2),
      car('car', 'green', CAR),
      car('car-2', 'white', CAR2),
    ],
  }, START);
  agent = await ingestedAgent({ file: footage.file, camera: 'lot', startMs: START, dataDir: dir });
}, 180_000);
afterAll(async () => { await agent?.close(); rmSync(dir, { recursive: true, force: true }); });

const at = (s: number) => START + s * 1000;
const NOW = at(99);
const seconds = (ts: number) => (ts - START) / 1000;

describe('a time given by another thing\'s stay', () => {
  it('answers over the time the van was there: the walker then, not the one after it left', async () => {
    const r = await ask(agent.ctx, { question: 'Did anyone walk past while the blue van was parked?', now: NOW });
    console.log(r.answer);
    expect(r.answer).toMatch(/^Yes\. While the blue van was there/);
    expect(Math.abs(seconds(r.events[0].ts) - WALK.from)).toBeLessThanOrEqual(3);
    expect(r.citations.some((c) => c.start <= at(WALK.from + 3) && c.end >= at(WALK.from))).toBe(true);
    const n = await ask(agent.ctx, { question: 'How many people came by while the van was there?', now: NOW });
    console.log(n.answer);
    expect(n.count).toBe(1);
  }, 90_000);
});

describe('a time given by a change of light', () => {
  it('answers after the light dropped: the car in the dark, not the one before', async () => {
    const r = await ask(agent.ctx, { question: 'Did any vehicle come by after dark?', now: NOW });
    console.log(r.answer);
    expect(r.answer).toMatch(/^Yes\. After it got dark/);
    expect(Math.abs(seconds(r.events[0].ts) - CAR2.from)).toBeLessThanOrEqual(2);
    const n = await ask(agent.ctx, { question: 'How many cars passed after it got dark?', now: NOW });
    console.log(n.answer);
    expect(n.count).toBe(1);
    // Before dark: the van and the green car, nothing of the white car in the dark. (The recount
    // still counts the van twice, in and out: the clean plate of a piece it stands through has
    // the van in it. A known limit; the count is not asserted here.)
    const before = await ask(agent.ctx, { question: 'How many vehicles passed before dark?', now: NOW });
    console.log(before.answer);
    expect(before.answer).toMatch(/^Before it got dark/);
    expect(before.answer).toMatch(/green/);
    expect(before.answer).not.toMatch(/white/);
    expect(before.events.every((e) => e.ts < at(DARK))).toBe(true);
  }, 90_000);
});

describe('a time given by the stretches a light was on or off', () => {
  it('answers over the time the lights were off: the car in the dark, and nothing of the walkers before', async () => {
    const off = await ask(agent.ctx, { question: 'Did any vehicle come by while the lights were off?', now: NOW });
    console.log(off.answer);
    expect(off.answer).toMatch(/^Yes\. While the lights were off/);
    expect(off.events.length).toBeGreaterThan(0);
    expect(off.events.every((e) => e.ts >= at(DARK))).toBe(true);
    const nobody = await ask(agent.ctx, { question: 'Did anyone walk past while the lights were off?', now: NOW });
    console.log(nobody.answer);
    expect(nobody.answer).toMatch(/^No\. While the lights were off/);
  }, 90_000);
});

describe('a change of light just outside the range asked', () => {
  it('answers when with the one just after the range, said to lie outside it; a yes-no question stays no', async () => {
    const r = await ask(agent.ctx, { question: 'When did the lights go off between 17:00 and 17:01?', now: NOW });
    console.log(r.answer);
    expect(r.answer).toMatch(/^Not in the range asked \(17:00:00–17:01:00 UTC\), but just outside it, 20 s after its end/);
    expect(Math.abs(seconds(r.events[0].ts) - DARK)).toBeLessThanOrEqual(1);
    const yn = await ask(agent.ctx, { question: 'Did the lights go off between 17:00 and 17:01?', now: NOW });
    console.log(yn.answer);
    expect(yn.answer).not.toMatch(/^Yes/);
  }, 90_000);
});
