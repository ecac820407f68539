// One kind of delivery (bus, webhook, MQTT, Redis). A target names the kind and, for a
// webhook, its URL: "webhook:https://...". A sender throws to have the outbox retry.
import type { AlertEvent } from '../../core/alert.ts';
import type { Delivery } from '../rules/index.ts';

export interface Sender {
  readonly kind: string;
  send(event: AlertEvent, target: string, signal: AbortSignal): Promise<void>;
  close?(): Promise<void>;
}

export function targetOf(d: Delivery): string {
  return d.type === 'webhook' ? `webhook:${d.url}` : d.type;
}

export function kindOf(target: string): string {
  const i = target.indexOf(':');
  return i < 0 ? target : target.slice(0, i);
}
