// Two people, larger in the frame than in a yard, walk into a lobby and stand side by side for
// minutes, through the real `vigil ingest` at 0.25 fps and the offline agent. Motion learns
// them into the background after stationarySeconds and the object detector does not recognise
// the synthetic shapes, so a question at a moment of their stand is answered from the things
// ingest kept standing: they were there (not "no person": as 'medium' things they read as
// vehicles unless their own class is used), and they are two in view at that moment.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { OpenAgent } from '../agent/open-agent.ts';
import { ask } from '../agent/ask.ts';
import { renderFootage } from '../testbed/decoded-footage.ts';
import { ingestedAgent } from './helpers/ingested-agent.ts';

const START = Date.parse('2026-12-03T12:00:00Z');
let dir: string;
let agent: OpenAgent;
const person = (id: string, colour: 'green' | 'black', keys: [number, number][]) =>
  ({ id, colour, shape: 'person' as const, width: 0.05, height: 0.3, path: keys.map(([t, x]) => ({ t, x, y: 0.7 })) });

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'vigil-together-'));
  const footage = await renderFootage({
    name: 'agent-standing-together', width: 480, height: 270, fps: 0.25, durationSeconds: 480, background: 'lobby', initialLight: 1,
    objects: [
      person('visitor', 'green', [[20, 0.03], [80, 0.35], [300, 0.35], [420, 0.97]]),
      person('host', 'black', [[80, 0.97], [140, 0.6], [300, 0.6], [360, 0.97]]),
    ],
  }, START);
  agent = await ingestedAgent({ file: footage.file, camera: 'lobby', startMs: START, dataDir: dir });
}, 240_000);
afterAll(async () => { await agent?.close(); rmSync(dir, { recursive: true, force: true }); });

const now = START + 470_000;

describe('two people standing together in a lobby, at 0.25 fps', () => {
  it('says they were there at a moment of their stand', async () => {
    const r = await ask(agent.ctx, { question: 'Were two people standing together at 12:04?', now });
    console.log(r.answer);
    expect(r.answer).toMatch(/^Yes/);
    expect(r.answer).toMatch(/green/);
    expect(r.answer).toMatch(/black/);
  }, 60_000);

  it('counts both in view at that moment, though the object detector counts none', async () => {
    const r = await ask(agent.ctx, { question: 'How many people were in the lobby at 12:04?', now });
    console.log(r.answer);
    expect(r.count).toBe(2);
  }, 60_000);
});
