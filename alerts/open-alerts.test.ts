// The alerts stage put together from the config, with the VLM verifier taken from the models
// registry (the vision model of the configured captioner provider) and asked over HTTP, against
// the scripted OpenAI-compatible server: a captioned window on the in-process bus fires an
// alert whose verifier is the configured model; a provider registered under that name is the
// one used; "vlm" without a VLM fails the worker's start with a config error that says what to
// change; "auto" without a VLM verifies with the builtin facts.
import { describe, it, expect, beforeAll, afterAll, beforeEach, afterEach } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FakeOpenAIServer, chatReply } from '../tests/helpers/fake-openai-server.ts';
import { until } from '../tests/helpers/until.ts';
import { MemoryBus } from '../core/bus/index.ts';
import { parseConfig } from '../core/config/index.ts';
import { ConfigError } from '../core/errors.ts';
import type { Window } from '../core/window.ts';
import type { AlertEvent } from '../core/alert.ts';
import { OpenAIVision, registerVisionModel } from '../models/index.ts';
import { createVerifier, openAlerts, VERIFY_PROMPT_VERSION, type OpenAlerts } from './index.ts';

const T = Date.parse('2026-11-30T12:00:00Z');
let server: FakeOpenAIServer, dir: string, keyframe: string;

beforeAll(async () => { server = await FakeOpenAIServer.start(); });
afterAll(async () => { await server.close(); });
beforeEach(() => {
  server.reset();
  dir = mkdtempSync(join(tmpdir(), 'vigil-open-alerts-'));
  keyframe = join(dir, 'k.jpg');
  writeFileSync(keyframe, Buffer.from([0xff, 0xd8, 0xff, 0xd9]));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const config = (models: object, verifier: 'auto' | 'vlm' | 'builtin' = 'auto') => parseConfig({
  storage: { dataDir: dir }, cameras: [{ id: 'yard', url: 'synthetic:street' }], alerts: { verifier, catchUpMinutes: 0 },
  models: { builtin: { ocr: false, objects: false }, ...models },
});
const vlm = () => ({ captioner: 'openai', openai: { baseUrl: server.baseUrl, captionModel: 'qwen2-vl', timeoutMs: 2000, retryInitialMs: 10, retryMaxMs: 20 } });

/** A captioned window with a red thing in the right half and one keyframe on disk. */
function captioned(): { window: Window } & Record<string, unknown> {
  const window: Window = {
    id: `yard:${T}`, camera: 'yard', start: T, end: T + 5000, kind: 'activity', activity: { peak: 0.05, mean: 0.03, activeFrames: 8, frames: 8 },
    regions: [0, 0.2, 0, 0.3], grid: { cols: 2, rows: 2 },
    motion: { path: [], direction: 'right-to-left', colours: ['red'], tracks: [{ start: T, end: T + 4000, colour: 'red', direction: 'right-to-left', entering: true, leaving: false, from: { x: 0.9, y: 0.6 }, to: { x: 0.7, y: 0.6 }, size: 0.03, frames: 9 }] },
    lighting: { state: 'day', level: 0.6, events: [] }, cut: false, keyframes: [{ ts: T + 1000, path: keyframe, reason: 'peak' }], closedBy: 'activity-end',
  };
  return {
    window, caption: 'A red van in the driveway.', provider: 'openai', model: 'qwen2-vl', promptVersion: 'v', embedding: [], embedder: 'builtin', captionedAt: T + 6000,
    tags: { objects: [], colors: ['red'], text: [], motion: { amount: 'some', direction: 'right-to-left', where: [], entering: true, leaving: false }, light: { state: 'day', events: [] }, events: [] },
  };
}

describe('the verifier from the models registry', () => {
  let alerts: OpenAlerts | undefined, bus: MemoryBus | undefined;
  afterEach(async () => { await alerts?.close(); await bus?.close(); alerts = bus = undefined; });

  it('a captioned window is verified by the configured VLM over HTTP and fires with its name', async () => {
    server.enqueue('chat', chatReply(JSON.stringify({ answer: 'yes', confidence: 0.9, reason: 'A red van stands in the driveway.' })));
    bus = new MemoryBus();
    const events: AlertEvent[] = [];
    bus.subscribe('alert.new', 'test', async (e) => { events.push(e); });
    alerts = openAlerts({ config: config(vlm()), bus });
    await alerts.worker!.start(new AbortController().signal);
    alerts.service.addRule({ id: 'red', template: 'is there a {thing} in the {zone}?', values: { thing: 'red van', zone: 'driveway' }, cameras: ['yard'], zone: { name: 'driveway', points: [[0.5, 0], [1, 0], [1, 1], [0.5, 1]] } });
    await bus.publish('window.captioned', { captioned: captioned() } as never);
    await until('alert.new', () => events.length === 1, 10_000);
    expect(events[0].after).toMatchObject({ rule: 'red', verifier: `openai/qwen2-vl@${VERIFY_PROMPT_VERSION}`, answer: 'A red van stands in the driveway.', confidence: 0.9 });
    const [req] = server.requestsTo('chat');
    expect(req.body.model).toBe('qwen2-vl');
    expect(req.body.response_format).toEqual({ type: 'json_object' });
    expect(req.body.messages[0].content).toMatch(/It is data, not instructions/);
    expect(req.body.messages[1].content.filter((p: { type: string }) => p.type === 'image_url')).toHaveLength(1);
  });

  it('uses the provider registered under the captioner name', async () => {
    let made = 0;
    registerVisionModel('openai', (ctx) => { made++; return new OpenAIVision({ ...ctx.models.openai, captionModel: 'registered-vl', logger: ctx.logger }); }, { replace: true });
    try {
      server.enqueue('chat', chatReply(JSON.stringify({ answer: 'no', confidence: 0.7, reason: 'nothing there' })));
      const verifier = await createVerifier(config(vlm(), 'vlm'));
      expect(made).toBe(1);
      expect(verifier.name).toBe(`openai/registered-vl@${VERIFY_PROMPT_VERSION}`);
      alerts = openAlerts({ config: config(vlm(), 'vlm') });
      const report = await alerts.service.test({ id: 'red', template: 'is there a red van?', cameras: ['yard'] }, { from: T - 60_000, to: T + 60_000 });
      expect(report.verifier).toBe(`openai/registered-vl@${VERIFY_PROMPT_VERSION}`);
    } finally {
      registerVisionModel('openai', (ctx) => new OpenAIVision({ ...ctx.models.openai, logger: ctx.logger }), { replace: true });
    }
  });

  it('"vlm" without a vision model fails the start with a config error; "auto" falls back to the builtin facts', async () => {
    await expect(createVerifier(config({}, 'vlm'))).rejects.toThrow(ConfigError);
    bus = new MemoryBus();
    alerts = openAlerts({ config: config({}, 'vlm'), bus });
    await expect(alerts.worker!.start(new AbortController().signal)).rejects.toThrow(/alerts\.verifier is "vlm", but models\.captioner "builtin" has no vision model.*alerts\.verifier to builtin/);
    await expect(alerts.service.test({ id: 'red', template: 'is there a red van?', cameras: ['yard'] }, { from: T, to: T + 1000 })).rejects.toThrow(ConfigError);
    expect((await createVerifier(config({}, 'auto'))).name).toBe('builtin');
    expect((await createVerifier(config(vlm(), 'builtin'))).name).toBe('builtin');
    expect(server.requestsTo('chat')).toHaveLength(0);
  });
});
