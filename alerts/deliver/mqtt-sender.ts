// MQTT delivery (the `mqtt` client, any broker; tested on mosquitto): alert events on
// <prefix>/alerts as {type: new|update|end, before, after} (Frigate's frigate/reviews shape,
// which Home Assistant automations already use), QoS 1. Availability on <prefix>/available:
// "online" (retained) once connected, "offline" through the last will when vigil dies, and
// published explicitly on a clean stop. While the broker is unreachable a send throws at once
// and the outbox retries, so evaluation never waits on the broker.
import type * as Mqtt from 'mqtt';
import type { MqttClient } from 'mqtt';
import type { AlertEvent } from '../../core/alert.ts';
import { redactUrl } from '../../core/redact.ts';
import { errorMessage } from '../../core/errors.ts';
import type { Logger } from '../../core/logger.ts';
import type { Sender } from './sender.ts';
import { lazyModule } from '../../core/lazy-module.ts';

const mqtt = lazyModule<typeof Mqtt>('mqtt');

export interface MqttSenderOptions {
  url: string;
  topicPrefix: string;
  clientId: string;
  username?: string;
  password?: string;
  log?: Logger;
}

export class MqttSender implements Sender {
  readonly kind = 'mqtt';
  private readonly client: MqttClient;
  private closed?: Promise<void>;

  constructor(private readonly o: MqttSenderOptions) {
    const available = `${o.topicPrefix}/available`;
    this.client = mqtt.connect(o.url, {
      clientId: o.clientId, username: o.username, password: o.password, reconnectPeriod: 2000, connectTimeout: 5000,
      will: { topic: available, payload: Buffer.from('offline'), qos: 1, retain: true },
    });
    let lastError = '';
    this.client.on('connect', () => {
      lastError = '';
      this.client.publish(available, 'online', { qos: 1, retain: true });
      o.log?.info('mqtt connected', { broker: redactUrl(o.url) });
    });
    this.client.on('error', (err) => {
      const msg = redactUrl(errorMessage(err));
      if (msg !== lastError) o.log?.warn('mqtt error', { broker: redactUrl(o.url), error: msg });
      lastError = msg;
    });
  }

  get connected(): boolean {
    return this.client.connected;
  }

  async send(event: AlertEvent, _target: string, signal: AbortSignal): Promise<void> {
    if (!this.client.connected) throw new Error(`MQTT broker ${redactUrl(this.o.url)} is not connected`);
    await new Promise<void>((resolve, reject) => {
      const onAbort = () => reject(new Error('MQTT publish aborted'));
      signal.addEventListener('abort', onAbort, { once: true });
      this.client.publish(`${this.o.topicPrefix}/alerts`, JSON.stringify(event), { qos: 1 }, (err) => {
        signal.removeEventListener('abort', onAbort);
        if (err) reject(new Error(`MQTT publish failed: ${errorMessage(err)}`));
        else resolve();
      });
    });
  }

  /** Says "offline" (a clean stop does not trigger the will) and disconnects. Idempotent. */
  close(): Promise<void> {
    return (this.closed ??= (async () => {
      if (this.client.connected) {
        await new Promise<void>((r) => this.client.publish(`${this.o.topicPrefix}/available`, 'offline', { qos: 1, retain: true }, () => r()));
      }
      await this.client.endAsync(false).catch(() => this.client.end(true));
    })());
  }
}
