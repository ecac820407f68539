// The caption worker on real windows (a synthetic street ingested through the real pipeline)
// with a VLM behind a scripted OpenAI-compatible server: activity windows go to the VLM with
// their keyframes, idle windows never do, a failing window is retried later without holding
// up the others, and output that never validates is recorded as a failure, never as a caption.
import { describe, it, expect, beforeAll, afterAll, beforeEach } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderToFile, parseSyntheticUrl } from '../testbed/synthetic/index.ts';
import { replayFile } from '../ingest/replay/file-replay.ts';
import { parseConfig, cameraSettings } from '../core/config/index.ts';
import { MemoryBus } from '../core/bus/index.ts';
import type { Window } from '../core/window.ts';
import type { CaptionedWindow } from '../core/caption.ts';
import { BuiltinCaptioner, LexicalEmbedder, OpenAICaptioner } from '../models/index.ts';
import { FakeOpenAIServer, chatReply, errorReply } from '../tests/helpers/fake-openai-server.ts';
import { VALID_ANSWER } from '../models/openai/test-fixtures.ts';
import { CaptionWorker } from './caption-worker.ts';
import { readCaptions, readFailures } from './caption-store.ts';

const START = Date.parse('2026-11-28T10:00:00Z');
let dir: string;
let windows: Window[] = [];
let server: FakeOpenAIServer;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'vigil-captions-'));
  server = await FakeOpenAIServer.start();
  const file = join(dir, 'street.ts');
  await renderToFile(parseSyntheticUrl('synthetic:street?width=640&height=360&fps=10&duration=60'), { out: file, startMs: START });
  const { ingest, detect, windows: win } = cameraSettings(parseConfig({}), 'street');
  await replayFile({ camera: 'street', file, startMs: START, ingest: { ...ingest, record: false }, dataDir: dir, windows: { detect, windows: win, onWindow: (w) => windows.push(w) } });
}, 120_000);
afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});
beforeEach(() => server.reset());

function worker(dataDir: string, retry = { initialMs: 50, maxMs: 200, maxAttempts: 3 }) {
  const bus = new MemoryBus();
  const captioned: CaptionedWindow[] = [];
  bus.subscribe('window.captioned', 'test', async ({ captioned: c }) => { captioned.push(c); });
  const w = new CaptionWorker({
    bus, dataDir, embedder: new LexicalEmbedder(), idleCaptioner: new BuiltinCaptioner(), concurrency: 2, retry,
    captioner: new OpenAICaptioner({ baseUrl: server.baseUrl, apiKey: 'sk-worker-test', captionModel: 'fake-vlm', timeoutMs: 2000, maxRetries: 0 }),
  });
  w.start();
  return { bus, w, captioned };
}

describe('CaptionWorker', () => {
  it('sends activity windows to the VLM with their keyframes and captions idle windows itself', async () => {
    const dataDir = join(dir, 'ok');
    server.handle('chat', () => chatReply(JSON.stringify(VALID_ANSWER)));
    const { bus, w, captioned } = worker(dataDir);
    for (const window of windows) await bus.publish('window.closed', { window });
    await bus.drain();
    await w.whenIdle();
    await bus.drain();
    const active = windows.filter((x) => x.kind !== 'idle');
    expect(active.length).toBeGreaterThan(0);
    expect(server.requestsTo('chat')).toHaveLength(active.length);
    const first = server.requestsTo('chat')[0].body;
    const images = first.messages[1].content.filter((p: { type: string }) => p.type === 'image_url');
    expect(images.length).toBe(active[0].keyframes.length);
    expect(captioned).toHaveLength(windows.length);
    const stored = readCaptions(dataDir, 'street');
    expect(stored.size).toBe(windows.length);
    for (const x of windows) {
      const c = stored.get(x.id)!;
      expect(c.provider).toBe(x.kind === 'idle' ? 'builtin' : 'openai');
      expect(c.embedding).toHaveLength(384);
    }
    expect(stored.get(active[0].id)!.caption).toBe(VALID_ANSWER.caption);
    await w.stop();
  });

  it('retries a failing window later without holding up the ones behind it', async () => {
    const dataDir = join(dir, 'retry');
    const active = windows.filter((x) => x.kind !== 'idle');
    expect(active.length).toBeGreaterThanOrEqual(2);
    const victim = active[0];
    let failures = 0;
    server.handle('chat', (req) => {
      const facts = JSON.stringify(req.body.messages);
      // The first window's requests fail twice (server errors), everything else succeeds.
      if (facts.includes(new Date(victim.start).toISOString()) && failures < 2) { failures++; return errorReply(503); }
      return chatReply(JSON.stringify(VALID_ANSWER));
    });
    const { bus, w } = worker(dataDir);
    const order: string[] = [];
    bus.subscribe('window.captioned', 'order', async ({ captioned }) => { order.push(captioned.window.id); });
    for (const window of active) await bus.publish('window.closed', { window });
    await bus.drain();
    await w.whenIdle();
    await bus.drain();
    expect(failures).toBe(2);
    expect(order.at(-1)).toBe(victim.id); // the others went first
    expect(order).toHaveLength(active.length);
    expect(readFailures(dataDir, 'street')).toEqual([]); // captioned in the end: no open failure
    await w.stop();
  });

  it('never stores output that does not validate, and records the failure', async () => {
    const dataDir = join(dir, 'garbage');
    server.handle('chat', () => chatReply('Sure! Here is what I see: a van, probably. {not json'));
    const { bus, w, captioned } = worker(dataDir, { initialMs: 20, maxMs: 50, maxAttempts: 2 });
    const victim = windows.find((x) => x.kind === 'activity')!;
    await bus.publish('window.closed', { window: victim });
    await bus.drain();
    await w.whenIdle();
    expect(captioned).toEqual([]);
    expect(readCaptions(dataDir, 'street').size).toBe(0);
    const [failure] = readFailures(dataDir, 'street');
    expect(failure).toMatchObject({ id: victim.id, attempts: 2, final: true });
    expect(failure.error).toMatch(/valid|JSON|output/i);
    expect(failure.error).not.toContain('sk-worker-test');
    expect(w.stats().failed).toBe(1);
    await w.stop();
  });
});
