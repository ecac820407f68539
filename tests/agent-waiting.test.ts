// A person who walks in, stands a while and walks back out, through the real `vigil ingest` at
// 0.25 fps (a day-long camera's rate) and the offline agent. At that rate an activity window
// (30 s at most) holds eight frames: her walk in falls in one window and her standing in the
// next, and once she has stood stationarySeconds she is learnt into the background and the
// windows are idle. She must still be one thing from when she came in to when she was gone,
// standing in between: "was anyone waiting" at the middle of her stand is answered from her,
// how long she waited is her stand, she is counted once, and her walking off is no arrival.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { OpenAgent } from '../agent/open-agent.ts';
import { ask } from '../agent/ask.ts';
import { renderFootage } from '../testbed/decoded-footage.ts';
import { ingestedAgent } from './helpers/ingested-agent.ts';

const START = Date.parse('2026-12-02T09:00:00Z');
// She stands longer than the entity registry's gap (10 min): her walk in and her walk off are
// not joined as one thing merely by looking alike.
const COMES = 20, STOPS = 80, GOES = 800, GONE = 860;
let dir: string;
let agent: OpenAgent;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'vigil-waiting-'));
  const footage = await renderFootage({
    name: 'agent-waiting', width: 480, height: 270, fps: 0.25, durationSeconds: 940, background: 'parking',
    objects: [
      { id: 'waiting', colour: 'green', shape: 'person', width: 0.04, height: 0.22, path: [
        { t: COMES, x: 0.05, y: 0.42 }, { t: STOPS, x: 0.7, y: 0.42 }, { t: GOES, x: 0.7, y: 0.42 }, { t: GONE, x: 0.05, y: 0.42 }] },
      // crosses low in the view while she stands, after she came
      { id: 'walker', colour: 'yellow', shape: 'person', width: 0.05, height: 0.26, path: [{ t: 200, x: 1.05, y: 0.7 }, { t: 300, x: -0.05, y: 0.7 }] },
    ],
  }, START);
  agent = await ingestedAgent({ file: footage.file, camera: 'gate', startMs: START, dataDir: dir });
}, 240_000);
afterAll(async () => { await agent?.close(); rmSync(dir, { recursive: true, force: true }); });

const at = (s: number) => START + s * 1000;
const now = at(930);

describe('a person who walks in, waits and walks off, at 0.25 fps', () => {
  it('answers whether anyone was waiting at the middle of her stand from her, citing that time', async () => {
    const r = await ask(agent.ctx, { question: 'Was anyone waiting around at 09:07?', now });
    console.log(r.answer);
    expect(r.answer).toMatch(/^Yes/);
    expect(r.answer).toMatch(/green/);
    expect(r.citations.some((c) => c.start <= at(420) && c.end >= at(420))).toBe(true);
  }, 60_000);

  it('is one thing from when she came in to when she was gone, and says how long she stood', async () => {
    const r = await ask(agent.ctx, { question: 'How long did the person in green wait?', now });
    console.log(r.answer);
    const seen = /from 09:(\d\d):(\d\d) to 09:(\d\d):(\d\d)/.exec(r.answer);
    expect(seen).not.toBeNull();
    const [a, b] = [Number(seen![1]) * 60 + Number(seen![2]), Number(seen![3]) * 60 + Number(seen![4])];
    expect(Math.abs(a - COMES)).toBeLessThanOrEqual(8);
    expect(Math.abs(b - GONE)).toBeLessThanOrEqual(8);
    const stood = /stood still for (\d+) min (\d+) s/.exec(r.answer);
    expect(stood).not.toBeNull();
    expect(Math.abs(Number(stood![1]) * 60 + Number(stood![2]) - (GOES - STOPS))).toBeLessThanOrEqual(16);
    expect(r.answer).not.toMatch(/Other matching/);
  }, 60_000);

  it('counts her once, and her walking off is not an arrival', async () => {
    const n = await ask(agent.ctx, { question: 'How many people walked through?', now });
    console.log(n.answer);
    expect(n.count).toBe(2);
    const last = await ask(agent.ctx, { question: 'Who was the last person to arrive?', now });
    console.log(last.answer);
    expect(last.answer).toMatch(/yellow/);
    expect(last.events.every((e) => e.ts < at(GOES))).toBe(true);
  }, 60_000);
});
