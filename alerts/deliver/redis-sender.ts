// Redis pub/sub delivery when the bus is Redis: alert events on the channel <keyPrefix>alerts,
// for consumers that already hold a Redis connection. Pub/sub is fire-and-forget on Redis's
// side; the outbox still retries while Redis is unreachable.
import type { AlertEvent } from '../../core/alert.ts';
import { connectRedis, closeQuietly, type RedisClient } from '../../core/bus/index.ts';
import type { Logger } from '../../core/logger.ts';
import type { Sender } from './sender.ts';

export class RedisSender implements Sender {
  readonly kind = 'redis';
  private client?: Promise<RedisClient>;

  constructor(private readonly o: { url: string; channel?: string; log?: Logger }) {}

  async send(event: AlertEvent): Promise<void> {
    this.client ??= connectRedis({ url: this.o.url, role: 'alerts pub/sub', log: this.o.log });
    const client = await this.client.catch((err) => { this.client = undefined; throw err; });
    await client.publish(this.o.channel ?? 'vigil:alerts', JSON.stringify(event));
  }

  async close(): Promise<void> {
    const c = await this.client?.catch(() => undefined);
    await closeQuietly(c);
  }
}
