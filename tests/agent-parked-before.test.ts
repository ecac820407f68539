// A white van stands in a car park from the first frame and drives off to the left; a red car
// drives in and parks. Through the real `vigil ingest` and the offline agent: the van is part of
// the background from the start, so nothing says a thing stands there until it leaves. Then it
// must be kept from the start of the recording until it left, with its colour (the background's
// pixels over its spot) and the way it went, and the ground it uncovered must be neither kept
// as a thing put down nor tracked as one. The red car is kept as before, from when it stopped.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { OpenAgent } from '../agent/open-agent.ts';
import { ask } from '../agent/ask.ts';
import { renderFootage } from '../testbed/decoded-footage.ts';
import { readWindows } from '../ingest/windows/window-store.ts';
import type { Window } from '../core/window.ts';
import { ingestedAgent } from './helpers/ingested-agent.ts';

const START = Date.parse('2026-12-04T18:00:00Z');
const S = 1000;
let dir: string;
let agent: OpenAgent;
let windows: Window[];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'vigil-parked-before-'));
  const footage = await renderFootage({
    name: 'agent-parked-before', width: 480, height: 270, fps: 1, durationSeconds: 360, background: 'parking', initialLight: 0.9,
    objects: [
      { id: 'van', colour: 'white', shape: 'box', width: 0.24, height: 0.17, path: [{ t: 0, x: 0.3, y: 0.62 }, { t: 200, x: 0.3, y: 0.62 }, { t: 230, x: -0.2, y: 0.62 }] },
      { id: 'car', colour: 'red', shape: 'box', width: 0.16, height: 0.12, path: [{ t: 60, x: 1.2, y: 0.78 }, { t: 90, x: 0.75, y: 0.78 }, { t: 360, x: 0.75, y: 0.78 }] },
    ],
  }, START);
  agent = await ingestedAgent({ file: footage.file, camera: 'carpark', startMs: START, dataDir: dir });
  windows = readWindows(dir, 'carpark');
}, 240_000);
afterAll(async () => { await agent?.close(); rmSync(dir, { recursive: true, force: true }); });

const now = START + 359 * S;
const rel = (t: number) => (t - START) / S;
const atVan = (p: { x: number }) => Math.abs(p.x - 0.3) < 0.08;

describe('a van parked before the recording began, driving off', () => {
  it('keeps it from the first frame until it left, white, going left, and keeps no ghost where it stood', () => {
    const van = windows.flatMap((w) => w.stationary ?? []).filter((s) => s.before);
    expect(van).toHaveLength(1);
    expect(van[0]).toMatchObject({ since: START, colour: 'white', objectClass: 'vehicle', leftTowards: 'right-to-left' });
    expect(Math.abs(rel(van[0].until!) - 200)).toBeLessThanOrEqual(10);
    expect(Math.abs(van[0].at.x - 0.3)).toBeLessThan(0.05);
    // The ground it uncovered: no thing standing there afterwards, no track there once it has gone.
    const after = windows.filter((w) => rel(w.end) > 235);
    expect(after.flatMap((w) => w.stationary ?? []).filter((s) => !s.before && atVan(s.at))).toEqual([]);
    expect(after.flatMap((w) => w.motion.tracks ?? []).filter((t) => rel(t.start) > 235 && atVan(t.from))).toEqual([]);
  });

  it('still keeps the red car that drove in and parked, from when it stopped', () => {
    const car = windows.flatMap((w) => w.stationary ?? []).filter((s) => Math.abs(s.at.x - 0.75) < 0.08);
    expect(car.length).toBeGreaterThan(0);
    for (const s of car) {
      expect(s.before).toBeUndefined();
      expect(s.until).toBeUndefined();
      expect(Math.abs(rel(s.since) - 90)).toBeLessThanOrEqual(10);
    }
  });

  it('answers that the van was still parked before it left, and how long it had been there', async () => {
    const still = await ask(agent.ctx, { question: 'Was the white van still parked at 18:02?', now });
    console.log(still.answer);
    expect(still.answer).toMatch(/^Yes/);
    const long = await ask(agent.ctx, { question: 'How long had the white van been there before it left?', now });
    console.log(long.answer);
    expect(long.answer).toMatch(/3 min/);
  }, 60_000);

  it('answers which way the van left, and counts two vehicles', async () => {
    const way = await ask(agent.ctx, { question: 'In which direction did the white van leave?', now });
    console.log(way.answer);
    expect(way.answer).toMatch(/right to left/);
    const n = await ask(agent.ctx, { question: 'How many vehicles did you see?', now });
    console.log(n.answer);
    expect(n.count).toBe(2);
  }, 60_000);

  it('takes the van for no arrival: it was there when the recording began, the red car came', async () => {
    const came = await ask(agent.ctx, { question: 'When did the first vehicle pull in?', now });
    console.log(came.answer);
    const ts = came.events?.[0]?.ts;
    expect(ts).toBeDefined();
    expect(rel(ts!)).toBeGreaterThanOrEqual(55);
    expect(rel(ts!)).toBeLessThanOrEqual(95);
  }, 60_000);
});
