// Webhook delivery: HTTP POST of the alert event as JSON, signed with HMAC-SHA256 over
// `${timestamp}.${body}` (the Stripe/Slack convention, so a receiver can refuse replays by
// the timestamp), in X-Vigil-Signature: sha256=<hex>. X-Vigil-Delivery carries the
// idempotency key (alert id + seq): delivery is at-least-once, receivers drop repeats by it.
// A non-2xx answer, a timeout or a refused connection throws, and the outbox retries.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AlertEvent } from '../../core/alert.ts';
import { redactUrl } from '../../core/redact.ts';
import { errorMessage } from '../../core/errors.ts';
import type { Sender } from './sender.ts';

export const SIGNATURE_HEADER = 'x-vigil-signature';
export const TIMESTAMP_HEADER = 'x-vigil-timestamp';
export const DELIVERY_HEADER = 'x-vigil-delivery';
export const EVENT_HEADER = 'x-vigil-event';

export function signBody(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** For receivers: true when the signature matches and the timestamp is within toleranceS of now. */
export function verifySignature(secret: string, timestamp: string, body: string, signature: string, toleranceS = 300, nowMs = Date.now()): boolean {
  const ts = Number(timestamp);
  if (!Number.isFinite(ts) || Math.abs(nowMs / 1000 - ts) > toleranceS) return false;
  const want = Buffer.from(signBody(secret, timestamp, body)), got = Buffer.from(signature);
  return want.length === got.length && timingSafeEqual(want, got);
}

export class WebhookSender implements Sender {
  readonly kind = 'webhook';

  constructor(private readonly o: { secret?: string; timeoutMs: number; now?: () => number }) {}

  async send(event: AlertEvent, target: string, signal: AbortSignal): Promise<void> {
    const url = target.slice('webhook:'.length);
    if (!this.o.secret) throw new Error('no webhook secret is configured (alerts.webhook.secretEnv): refusing to send unsigned alerts');
    const body = JSON.stringify(event);
    const timestamp = String(Math.floor((this.o.now ?? Date.now)() / 1000));
    let res: Response;
    try {
      res = await fetch(url, {
        method: 'POST', body, redirect: 'error',
        headers: {
          'content-type': 'application/json', 'user-agent': 'vigil-alerts',
          [TIMESTAMP_HEADER]: timestamp, [SIGNATURE_HEADER]: signBody(this.o.secret, timestamp, body),
          [DELIVERY_HEADER]: event.key, [EVENT_HEADER]: `alert.${event.type}`,
        },
        signal: AbortSignal.any([signal, AbortSignal.timeout(this.o.timeoutMs)]),
      });
    } catch (err) {
      throw new Error(`webhook ${redactUrl(url)}: ${errorMessage((err as { cause?: unknown }).cause ?? err)}`);
    }
    await res.arrayBuffer().catch(() => undefined);
    if (!res.ok) throw new Error(`webhook ${redactUrl(url)} answered HTTP ${res.status}`);
  }
}
