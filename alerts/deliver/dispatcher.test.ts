// Delivery through the outbox to a real local HTTP receiver: signed bodies the receiver checks
// with its own HMAC, retries with backoff, dead letters after the last try, per-alert order,
// delivery resuming after a restart, and no secret in logs or stored errors.
import { describe, it, expect, beforeEach, afterEach } from 'vitest';
import { createServer, type Server, type IncomingMessage } from 'node:http';
import { createHmac } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AlertStore } from '../store/index.ts';
import { Dispatcher } from './dispatcher.ts';
import { WebhookSender, verifySignature } from './webhook-sender.ts';
import { createLogger } from '../../core/logger.ts';
import { registerSecret } from '../../core/redact.ts';
import type { AlertEvent, Alert } from '../../core/alert.ts';
import { until } from '../../tests/helpers/until.ts';

const SECRET = 'whsec-test-0123456789';
registerSecret(SECRET);

function alert(seq: number): Alert {
  return { id: 'r:c:1000', rule: 'r', camera: 'c', question: 'q?', severity: 'warning', state: seq < 3 ? 'open' : 'ended', start: 1000, updated: 2000, end: seq < 3 ? null : 3000,
    answer: 'a red thing', confidence: 0.8, verifier: 'builtin', evidence: [], windows: ['c:1000'], recording: { from: 0, to: 4000 }, seq, firedAt: 5, acked: null };
}
function event(seq: number): AlertEvent {
  return { type: seq === 1 ? 'new' : seq === 3 ? 'end' : 'update', key: `r:c:1000#${seq}`, before: seq > 1 ? alert(seq - 1) : null, after: alert(seq) };
}

interface Got { body: string; headers: IncomingMessage['headers'] }
let dir: string, store: AlertStore, server: Server, got: Got[], failFirst: number, port: number, logs: string[];

function receiver(): Promise<void> {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (d) => (body += d)).on('end', () => {
      if (failFirst-- > 0) { res.writeHead(503).end(); return; }
      got.push({ body, headers: req.headers });
      res.writeHead(204).end();
    });
  });
  return new Promise((r) => server.listen(0, '127.0.0.1', () => { port = (server.address() as AddressInfo).port; r(); }));
}

function dispatcher(maxAttempts = 4) {
  const log = createLogger({}, { level: 'debug', format: 'json', write: (l) => logs.push(l) });
  return new Dispatcher({ store, senders: [new WebhookSender({ secret: SECRET, timeoutMs: 2000 })], maxAttempts, backoff: { initialMs: 50, maxMs: 200, factor: 2, jitter: 0.3 }, log });
}

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'vigil-dispatch-'));
  store = new AlertStore(join(dir, 'alerts.db'));
  got = []; failFirst = 0; logs = [];
  await receiver();
});
afterEach(async () => {
  store.close();
  await new Promise((r) => server.close(r));
  rmSync(dir, { recursive: true, force: true });
});

describe('Dispatcher with webhooks', () => {
  it('POSTs signed JSON the receiver verifies with its own HMAC, in order, retrying a refusal', async () => {
    failFirst = 1; // the first attempt gets 503
    const d = dispatcher();
    for (const s of [1, 2, 3]) store.recordEvent(event(s), [`webhook:http://127.0.0.1:${port}/hook`]);
    d.start();
    await until('three deliveries', () => got.length === 3, 10_000);
    await d.stop();
    expect(got.map((g) => JSON.parse(g.body).key)).toEqual(['r:c:1000#1', 'r:c:1000#2', 'r:c:1000#3']);
    for (const g of got) {
      const ts = String(g.headers['x-vigil-timestamp']);
      const mine = `sha256=${createHmac('sha256', SECRET).update(`${ts}.${g.body}`).digest('hex')}`;
      expect(g.headers['x-vigil-signature']).toBe(mine);
      expect(verifySignature(SECRET, ts, g.body, mine)).toBe(true);
      expect(verifySignature('other-secret', ts, g.body, mine)).toBe(false);
      expect(g.headers['x-vigil-delivery']).toBe(JSON.parse(g.body).key);
    }
    expect(verifySignature(SECRET, String(Math.floor(Date.now() / 1000) - 3600), got[0].body, String(got[0].headers['x-vigil-signature']))).toBe(false); // replayed an hour later
    expect(store.deliveries({ status: 'done' })).toHaveLength(3);
    expect(store.deliveries({ key: 'r:c:1000#1' })[0].attempts).toBe(2);
  });

  it('dead-letters a receiver that stays down, while others keep getting theirs', async () => {
    const down = await new Promise<number>((r) => { const s = createServer(); s.listen(0, '127.0.0.1', () => { const p = (s.address() as AddressInfo).port; s.close(() => r(p)); }); });
    const d = dispatcher(3);
    store.recordEvent(event(1), [`webhook:http://127.0.0.1:${down}/hook?token=abcdef123`, `webhook:http://127.0.0.1:${port}/ok`]);
    d.start();
    await until('a dead letter', () => store.deliveries({ status: 'dead' }).length === 1, 10_000);
    await d.stop();
    expect(got).toHaveLength(1);
    const [dead] = store.deliveries({ status: 'dead' });
    expect(dead).toMatchObject({ attempts: 3, key: 'r:c:1000#1' });
    expect(dead.lastError).toMatch(/ECONNREFUSED/);
    expect(dead.lastError).not.toContain('abcdef123');
    expect(logs.join('\n')).toMatch(/dead letter/);
    expect(logs.join('\n')).not.toContain('abcdef123');
    expect(logs.join('\n')).not.toContain(SECRET);
  });

  it('resumes delivery after a restart (rows survive in the store)', async () => {
    store.recordEvent(event(1), [`webhook:http://127.0.0.1:${port}/hook`]);
    store.close();
    store = new AlertStore(join(dir, 'alerts.db'));
    const d = dispatcher();
    d.start();
    await until('delivery after reopen', () => got.length === 1, 10_000);
    await d.stop();
    store.recordEvent(event(1), [`webhook:http://127.0.0.1:${port}/hook`]); // a repeat of the same key is a no-op
    expect(store.deliveries()).toHaveLength(1);
  });
});
