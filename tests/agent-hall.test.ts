// The agent on the real hall clip (pedestrians.mp4: 40-50 people seen from above, walking both
// up and down the frame, a few across): ingested through `vigil ingest`, then asked which way
// the crowd went, and whether more than N were there at once. The tracker separates only a few merged blobs of such a crowd (they once
// made the answer "all 3 went top to bottom"); the recording's block flow sees it all.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { OpenAgent } from '../agent/open-agent.ts';
import { ask } from '../agent/ask.ts';
import { ingestedAgent } from './helpers/ingested-agent.ts';

const REAL = '../shared/fixtures/real/pedestrians.mp4';
const START = Date.parse('2026-11-29T12:00:00Z');
let dir: string;
let agent: OpenAgent;

describe.skipIf(!existsSync(REAL))('the agent on the real hall', () => {
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'vigil-hall-agent-'));
    agent = await ingestedAgent({ file: REAL, camera: 'hall', startMs: START, dataDir: join(dir, 'data') });
  }, 150_000);
  afterAll(async () => {
    await agent?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('says the crowd went both ways, up and down the frame, from the recording', async () => {
    const r = await ask(agent.ctx, { question: 'In which directions was the crowd moving?', now: START + 3_600_000 });
    console.log(r.answer);
    expect(r.answer).toMatch(/both ways/);
    expect(r.answer).toMatch(/top to bottom/);
    expect(r.answer).toMatch(/bottom to top/);
    expect(r.citations.length).toBeGreaterThan(0);
    for (const c of r.citations) expect(c.camera).toBe('hall');
    expect(r.steps.some((s) => s.tool === 'rewind' && s.ok)).toBe(true);
  }, 120_000);

  it('says whether more than N people were there at once from the most the detector counts in one frame, not from the few tracks', async () => {
    // Truth: 40-50 people in view throughout; the tracker follows only a few merged blobs.
    const many = await ask(agent.ctx, { question: 'Were there more than ten people in the hall?', now: START + 3_600_000 });
    console.log(many.answer);
    expect(many.answer).toMatch(/^Yes\. At most (\d+) people were in view at once/);
    expect(Number(/At most (\d+)/.exec(many.answer)![1])).toBeGreaterThanOrEqual(30);
    const crowd = await ask(agent.ctx, { question: 'Were there more than 100 people in the hall?', now: START + 3_600_000 });
    expect(crowd.answer).toMatch(/^No\. At most \d+ people/);
    expect(crowd.citations.every((c) => c.camera === 'hall' && c.start >= START && c.start < START + 14_000)).toBe(true);
  }, 120_000);

  it('counts who stood still from what stood, not from everyone who crossed', async () => {
    // Truth: a group of about four stands at the left middle the whole clip while 40-50 walk past.
    const r = await ask(agent.ctx, { question: 'How many people were standing still?', now: START + 3_600_000 });
    console.log(r.answer);
    expect(r.count).toBeGreaterThanOrEqual(2);
    expect(r.count).toBeLessThanOrEqual(6);
    expect(r.answer).toMatch(/standing still/);
    expect(r.answer).toMatch(/left/);
    expect(r.citations.every((c) => c.camera === 'hall')).toBe(true);
  }, 120_000);

  it('counts the group standing together on the left, not everyone in view', async () => {
    // Truth: the group of about four at the left middle; 40-50 people in view at once walk past it.
    const r = await ask(agent.ctx, { question: 'That group standing together on the left, how many of them were there?', now: START + 3_600_000 });
    console.log(r.answer);
    expect(r.count).toBeGreaterThanOrEqual(2);
    expect(r.count).toBeLessThanOrEqual(6);
    expect(r.answer).toMatch(/people stood together on the left/);
    const huddle = await ask(agent.ctx, { question: 'Was there a huddle of people standing together anywhere?', now: START + 3_600_000 });
    expect(huddle.answer).toMatch(/^Yes\. \d+ people stood together/);
  }, 120_000);
});
