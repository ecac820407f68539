// The call policy through the real `openai` client against the scripted server: hangs time
// out, 429 waits for Retry-After, 5xx and garbage are retried, other 4xx are not, concurrency
// stays bounded over HTTP, and the API key never appears in an error message.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FakeOpenAIServer, chatReply, errorReply } from '../../tests/helpers/fake-openai-server.ts';
import { OpenAICaptioner } from './openai-captioner.ts';
import { retryAfterMs } from './openai-endpoint.ts';
import { ModelRateLimitedError, ModelRequestError, ModelTimeoutError, ModelUnavailableError } from '../model-errors.ts';
import { testWindow, VALID_ANSWER } from './test-fixtures.ts';

const KEY = 'sk-live-abcdef0123456789';
const ok = () => chatReply(JSON.stringify(VALID_ANSWER));
const input = () => ({ window: testWindow(), keyframes: [{ ts: 0, jpeg: Buffer.from('jpeg') }] });

let server: FakeOpenAIServer;
beforeAll(async () => { server = await FakeOpenAIServer.start(); });
afterAll(async () => { await server.close(); });
beforeEach(() => server.reset());

const captioner = (over: ConstructorParameters<typeof OpenAICaptioner>[0] = {}) =>
  new OpenAICaptioner({ baseUrl: server.baseUrl, apiKey: KEY, timeoutMs: 1000, maxRetries: 2, retryInitialMs: 10, retryMaxMs: 40, ...over });

describe('OpenAI provider faults', () => {
  it('times out a hanging server within the deadline, retrying per policy', async () => {
    server.enqueue('chat', { hang: true }, { hang: true });
    const c = captioner({ timeoutMs: 150, maxRetries: 1 });
    const t0 = Date.now();
    const err = await c.caption(input()).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ModelTimeoutError);
    expect(Date.now() - t0).toBeLessThan(150 * 2 + 40 + 250);
    expect(server.requestsTo('chat')).toHaveLength(2);
    await new Promise((r) => setTimeout(r, 20));
    expect(server.requestsTo('chat').every((r) => r.aborted)).toBe(true); // the client really hung up
    expect(c.usage).toMatchObject({ calls: 1, errors: 1, retries: 1 });
  });

  it('recovers when a hang is followed by an answer', async () => {
    server.enqueue('chat', { hang: true }, ok());
    expect((await captioner({ timeoutMs: 100 }).caption(input())).caption).toBe(VALID_ANSWER.caption);
  });

  it('honours Retry-After on 429', async () => {
    server.enqueue('chat', errorReply(429, 'Rate limit reached', { 'retry-after': '0.3' }), ok());
    const t0 = Date.now();
    await captioner().caption(input());
    const [a, b] = server.requestsTo('chat');
    expect(b.receivedAt - a.receivedAt).toBeGreaterThanOrEqual(290);
    expect(Date.now() - t0).toBeLessThan(2000);
  });

  it('reports a persistent 429 as ModelRateLimitedError', async () => {
    server.handle('chat', () => errorReply(429, 'quota', { 'retry-after-ms': '20' }));
    const err = await captioner({ maxRetries: 1 }).caption(input()).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ModelRateLimitedError);
    expect((err as ModelRateLimitedError).retryAfterMs).toBe(20);
  });

  it('retries 500 and 503, then succeeds', async () => {
    server.enqueue('chat', errorReply(500), errorReply(503), ok());
    const c = captioner();
    expect((await c.caption(input())).caption).toBe(VALID_ANSWER.caption);
    expect(server.requestsTo('chat')).toHaveLength(3);
    expect(c.usage).toMatchObject({ calls: 1, retries: 2, errors: 0 });
  });

  it('gives up on persistent 5xx with ModelUnavailableError naming the status', async () => {
    server.handle('chat', () => errorReply(502, 'bad gateway'));
    const err = await captioner().caption(input()).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ModelUnavailableError);
    expect((err as Error).message).toMatch(/HTTP 502/);
    expect(server.requestsTo('chat')).toHaveLength(3);
  });

  it('retries a 200 whose body is not a completion', async () => {
    server.enqueue('chat', { body: '<html>proxy error</html>', headers: { 'content-type': 'application/json' } }, { json: { hello: 'world' } }, ok());
    expect((await captioner().caption(input())).caption).toBe(VALID_ANSWER.caption);
    expect(server.requestsTo('chat')).toHaveLength(3);
  });

  it('does not retry 400/401/404, and never shows the API key', async () => {
    for (const status of [400, 401, 404]) {
      server.reset();
      server.handle('chat', () => errorReply(status, `Incorrect API key provided: ${KEY}`));
      const err = await captioner().caption(input()).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(ModelRequestError);
      expect(server.requestsTo('chat')).toHaveLength(1);
      expect((err as Error).message).toMatch(new RegExp(`HTTP ${status}`));
      expect((err as Error).message).not.toContain(KEY);
      expect((err as Error).message).toContain('***');
    }
  });

  it('maps a refused connection to ModelUnavailableError', async () => {
    const gone = await FakeOpenAIServer.start();
    const url = gone.baseUrl;
    await gone.close();
    const c = new OpenAICaptioner({ baseUrl: url, apiKey: KEY, maxRetries: 1, retryInitialMs: 10, retryMaxMs: 20, timeoutMs: 1000 });
    const err = await c.caption(input()).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ModelUnavailableError);
    expect((err as Error).message).not.toContain(KEY);
  });

  it('keeps requests in flight at the configured concurrency with 20 concurrent callers', async () => {
    server.handle('chat', () => ({ ...ok(), delayMs: 30 }));
    const c = captioner({ concurrency: 4 });
    const out = await Promise.all(Array.from({ length: 20 }, () => c.caption(input())));
    expect(out).toHaveLength(20);
    expect(server.maxInFlight).toBeLessThanOrEqual(4);
    expect(server.maxInFlight).toBeGreaterThanOrEqual(2);
    expect(c.usage.calls).toBe(20);
  });
});

describe('retryAfterMs', () => {
  it('reads retry-after-ms, seconds and HTTP dates', () => {
    expect(retryAfterMs(new Headers({ 'retry-after-ms': '250' }))).toBe(250);
    expect(retryAfterMs(new Headers({ 'retry-after': '2' }))).toBe(2000);
    expect(retryAfterMs(new Headers({ 'retry-after': new Date(10_000).toUTCString() }), 4000)).toBe(6000);
    expect(retryAfterMs(new Headers({}))).toBeUndefined();
  });
});
