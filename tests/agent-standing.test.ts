// Things that arrived and stay, asked about through the real `vigil ingest` and the offline
// agent: a red truck drives in, parks for two and a half minutes while a person walks past,
// and drives off. "What is at the dock now?" asked while it stands must name it as standing
// there since it stopped (a parked truck is part of the view to a rewind of just that moment,
// so its arrival is what the recording confirms); asked after it left, nothing is there.
// "Is anything parked?" lists what stood, not the walker; "when did it park?" says when it
// stopped, not when it came into view; "how long was it parked" how long it stood still.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { OpenAgent } from '../agent/open-agent.ts';
import { ask } from '../agent/ask.ts';
import { renderFootage } from '../testbed/decoded-footage.ts';
import { ingestedAgent } from './helpers/ingested-agent.ts';

const START = Date.parse('2026-11-30T09:00:00Z');
const STOPS = 20, LEAVES = 170;
let dir: string;
let agent: OpenAgent;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'vigil-standing-'));
  const footage = await renderFootage({
    name: 'agent-parked', width: 640, height: 360, fps: 4, durationSeconds: 240, background: 'street',
    objects: [
      { id: 'truck', colour: 'red', width: 0.26, height: 0.2, path: [{ t: 10, x: 1.15, y: 0.68 }, { t: STOPS, x: 0.35, y: 0.68 }, { t: LEAVES, x: 0.35, y: 0.68 }, { t: LEAVES + 8, x: -0.2, y: 0.68 }] },
      { id: 'walker', colour: 'blue', shape: 'person', width: 0.04, height: 0.14, path: [{ t: 60, x: 1.05, y: 0.45 }, { t: 85, x: -0.05, y: 0.45 }] },
    ],
  }, START);
  agent = await ingestedAgent({ file: footage.file, camera: 'dock', startMs: START, dataDir: dir });
}, 180_000);
afterAll(async () => { await agent?.close(); rmSync(dir, { recursive: true, force: true }); });

const at = (s: number) => START + s * 1000;
/** Seconds after START of each hh:mm:ss in the answer. */
const times = (answer: string) => [...answer.matchAll(/\b09:(\d\d):(\d\d)\b/g)].map((m) => Number(m[1]) * 60 + Number(m[2]));

describe('things that stand in view, asked about', () => {
  it('names the parked truck as standing there since it stopped, and its arrival is confirmed on the recording', async () => {
    const r = await ask(agent.ctx, { question: 'What is at the dock now?', now: at(120) });
    console.log(r.answer);
    expect(r.answer).toMatch(/red/);
    expect(r.answer).toMatch(/standing there since/);
    expect(r.answer).toMatch(/still there/);
    const since = Number(/since 09:(\d\d):(\d\d)/.exec(r.answer)!.slice(1).reduce((m, s) => String(Number(m) * 60 + Number(s))));
    expect(Math.abs(since - STOPS)).toBeLessThanOrEqual(2);
    expect(r.answer).toMatch(/arrival at 09:00:1\d is confirmed on the recording/);
    expect(r.answer).not.toMatch(/blue/);
    expect(r.citations.some((c) => c.camera === 'dock' && c.start <= at(12) && c.end >= at(10))).toBe(true);
  }, 60_000);

  it('says nothing is there once it has driven off', async () => {
    const r = await ask(agent.ctx, { question: 'What is at the dock now?', now: at(220) });
    console.log(r.answer);
    expect(r.answer).toMatch(/^Nothing was there/);
  }, 60_000);

  it('lists what stood when asked what is parked, not the walker who passed', async () => {
    const r = await ask(agent.ctx, { question: 'Is anything parked at the dock?', now: at(230) });
    console.log(r.answer);
    expect(r.answer).toMatch(/^Yes\. 1 matching thing/);
    expect(r.answer).toMatch(/red/);
    expect(r.answer).not.toMatch(/blue/);
    const gone = /gone at 09:(\d\d):(\d\d)/.exec(r.answer);
    expect(gone).not.toBeNull();
    expect(Math.abs(Number(gone![1]) * 60 + Number(gone![2]) - LEAVES)).toBeLessThanOrEqual(2);
  }, 60_000);

  it('says when it stopped when asked when it parked', async () => {
    const r = await ask(agent.ctx, { question: 'When did the red truck park?', now: at(230) });
    console.log(r.answer);
    const stopped = /stopped at 09:(\d\d):(\d\d)/.exec(r.answer);
    expect(stopped).not.toBeNull();
    expect(Math.abs(Number(stopped![1]) * 60 + Number(stopped![2]) - STOPS)).toBeLessThanOrEqual(2);
    expect(times(r.answer).some((t) => Math.abs(t - 11) <= 2)).toBe(true); // came into view
  }, 60_000);

  it('says how long it stood still as part of how long it stayed', async () => {
    const r = await ask(agent.ctx, { question: 'How long was the red truck parked at the dock?', now: at(230) });
    console.log(r.answer);
    const m = /stood still for (\d+) min (\d+) s/.exec(r.answer);
    expect(m).not.toBeNull();
    expect(Math.abs(Number(m![1]) * 60 + Number(m![2]) - (LEAVES - STOPS))).toBeLessThanOrEqual(3);
    // Driving off (its leading edge and its back, each a track) is the same truck, not another stay.
    expect(r.answer).not.toMatch(/Other matching/);
  }, 60_000);
});
