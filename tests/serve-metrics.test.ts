// /metrics of a real `vigil serve` (in-process, over loopback) for what is measured where it
// happens rather than derived: model calls timed by role through the call policy's observer
// hook (questions answered by an LLM on the scripted OpenAI-compatible server: a call cured
// by a retry, a call refused for good), and the bus backlog read from the bus itself, on the
// in-process bus and on Redis Streams (a real redis-server), where a stalled consumer group of
// another process shows up with its backlog.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseConfig } from '../core/config/index.ts';
import { RedisBus } from '../core/bus/index.ts';
import { testWindow } from '../core/bus/bus-conformance.ts';
import { openWindowIndex } from '../indexer/index.ts';
import { captionedWindow } from '../indexer/window-index/window-fixtures.ts';
import { startVigilServer, type VigilServer } from '../dashboard/index.ts';
import { FakeOpenAIServer, chatReply, errorReply, type FakeReply } from './helpers/fake-openai-server.ts';
import { startRedisServer, type RedisServer } from './helpers/redis-server.ts';

const T0 = Date.parse('2026-11-30T10:00:00Z');
const iso = (ms: number) => new Date(ms).toISOString();

/** The value of one sample of /metrics, by name and exact labels (undefined when absent). */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  for (const line of text.split('\n')) {
    const m = /^(\w+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const got = Object.fromEntries([...(m[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((x) => [x[1], x[2]]));
    if (Object.keys(got).length === Object.keys(labels).length && Object.entries(labels).every(([k, v]) => got[k] === v)) return Number(m[3]);
  }
  return undefined;
}

async function startServer(dataDir: string, extra: Record<string, unknown>): Promise<{ server: VigilServer; token: string }> {
  const index = await openWindowIndex({ backend: 'lancedb', dataDir, dimension: 384 });
  await index.upsert([captionedWindow({ camera: 'dock', start: T0, caption: 'A white van arrives from the left.', colours: ['white'], objects: [{ label: 'van', colours: ['white'] }] })]);
  await index.close();
  mkdirSync(join(dataDir, 'windows', 'dock'), { recursive: true });
  const config = parseConfig({ storage: { dataDir }, models: { builtin: { ocr: false, objects: false } }, ...extra });
  const server = await startVigilServer({ config, host: '127.0.0.1', port: 0 });
  return { server, token: server.generatedTokens.find((t) => t.role === 'admin')!.token };
}

const get = async (s: { server: VigilServer; token: string }, path: string) =>
  (await fetch(s.server.url + path, { headers: { authorization: `Bearer ${s.token}` } })).text();

describe('vigil serve /metrics: model calls by role', () => {
  let dir: string, llm: FakeOpenAIServer, s: { server: VigilServer; token: string };
  let mode: 'retry-then-finish' | 'refuse' = 'retry-then-finish';
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'vigil-serve-metrics-'));
    llm = await FakeOpenAIServer.start();
    // The agent's LLM: a 503 cured by the policy's retry, then a finish call; or a 400 refusal.
    let sinceRetry = 0;
    llm.handle('chat', (): FakeReply => {
      if (mode === 'refuse') return errorReply(400, 'no such model');
      if (sinceRetry++ % 2 === 0) return errorReply(503, 'loading');
      return chatReply(null, { toolCalls: [{ id: 'f1', name: 'finish', arguments: JSON.stringify({
        answer: 'A white van arrived at 10:00.', citations: [{ camera: 'dock', from: iso(T0), to: iso(T0 + 30_000) }], confidence: 2,
      }) }] });
    });
    s = await startServer(join(dir, 'data'), {
      models: { builtin: { ocr: false, objects: false }, chat: 'openai', openai: { baseUrl: llm.baseUrl, chatModel: 'fake-llm', maxRetries: 1, retryInitialMs: 10, retryMaxMs: 20, timeoutMs: 5000 } },
    });
  }, 60_000);
  afterAll(async () => {
    await s?.server.stop();
    await llm?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const ask = () => fetch(`${s.server.url}/api/ask`, {
    method: 'POST', headers: { authorization: `Bearer ${s.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ question: 'when did the white van arrive?', cameras: ['dock'], from: iso(T0 - 60_000), to: iso(T0 + 300_000) }),
  });

  it('times a call cured by a retry as one ok chat call, and counts a refused one as an error by role and class', async () => {
    const ok = await ask();
    expect(ok.status).toBe(200);
    expect((await ok.json()).answer).toContain('white van');
    expect(llm.requestsTo('chat')).toHaveLength(2);
    let m = await get(s, '/metrics');
    expect(sample(m, 'vigil_model_call_seconds_count', { role: 'chat', outcome: 'ok' })).toBe(1);
    expect(sample(m, 'vigil_model_call_seconds_sum', { role: 'chat', outcome: 'ok' })).toBeGreaterThan(0.005); // the 10 ms backoff is inside
    expect(sample(m, 'vigil_model_call_seconds_bucket', { role: 'chat', outcome: 'ok', le: '+Inf' })).toBe(1);
    expect(sample(m, 'vigil_model_call_errors_total', { role: 'chat', error: 'ModelRequestError' })).toBeUndefined();

    mode = 'refuse';
    await (await ask()).text(); // the agent may answer without its LLM or fail: either way, one call failed for good
    m = await get(s, '/metrics');
    expect(sample(m, 'vigil_model_call_errors_total', { role: 'chat', error: 'ModelRequestError' })).toBe(1);
    expect(sample(m, 'vigil_model_call_seconds_count', { role: 'chat', outcome: 'error' })).toBe(1);
    expect(sample(m, 'vigil_model_call_seconds_count', { role: 'chat', outcome: 'ok' })).toBe(1);
    expect(m).toMatch(/# TYPE vigil_model_call_seconds histogram/);
  }, 60_000);

  it('reads the in-process bus backlog of every consumer group from the bus', async () => {
    const m = await get(s, '/metrics');
    for (const [topic, group] of [['window.closed', 'captioner'], ['window.captioned', 'indexer'], ['window.indexed', 'dashboard']]) {
      expect(sample(m, 'vigil_bus_backlog', { topic, group }), `${topic}/${group}`).toBe(0);
      expect(sample(m, 'vigil_bus_pending', { topic, group }), `${topic}/${group}`).toBe(0);
    }
  });
});

describe('vigil serve /metrics: Redis bus backlog', () => {
  let dir: string, redis: RedisServer, s: { server: VigilServer; token: string };
  let other: RedisBus | undefined;
  const prefix = `vigil-metrics-${process.pid}:`;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'vigil-serve-metrics-redis-'));
    redis = await startRedisServer();
    s = await startServer(join(dir, 'data'), { backends: { bus: 'redis', redisUrl: redis.url, redis: { keyPrefix: prefix } } });
  }, 60_000);
  afterAll(async () => {
    await other?.close();
    await s?.server.stop();
    await redis?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('shows the groups of every process on the streams, with what they have not done', async () => {
    // Another process's consumer group on window.closed that has stopped consuming.
    other = await RedisBus.connect({ url: redis.url, keyPrefix: prefix });
    const stalled = other.subscribe('window.closed', 'offsite-archiver', async () => {});
    await stalled.ready();
    await stalled.close();
    const before = await get(s, '/metrics');
    expect(sample(before, 'vigil_bus_backlog', { topic: 'window.closed', group: 'offsite-archiver' })).toBe(0);
    expect(sample(before, 'vigil_bus_backlog', { topic: 'window.closed', group: 'captioner' })).toBe(0);
    // Three windows on camera "ghost": the server's captioner takes them too; the stalled group does not.
    for (let i = 0; i < 3; i++) await other.publish('window.closed', { window: testWindow(i, 'ghost') });
    let m = '';
    for (let i = 0; i < 100; i++) {
      m = await get(s, '/metrics');
      if (sample(m, 'vigil_bus_backlog', { topic: 'window.closed', group: 'captioner' }) === 0 && sample(m, 'vigil_bus_backlog', { topic: 'window.closed', group: 'offsite-archiver' }) === 3) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(sample(m, 'vigil_bus_backlog', { topic: 'window.closed', group: 'offsite-archiver' })).toBe(3);
    expect(sample(m, 'vigil_bus_pending', { topic: 'window.closed', group: 'offsite-archiver' })).toBe(0);
    expect(sample(m, 'vigil_bus_backlog', { topic: 'window.closed', group: 'captioner' })).toBe(0);
  }, 60_000);
});
