// Redis connections for the bus. The first connect fails fast with a clear, redacted error
// (a wrong URL should stop `vigil run` at start, not hang); once connected, a dropped
// connection is retried forever with capped backoff, because a Redis restart must not kill
// the pipeline. Connection errors are logged (redacted), never thrown as unhandled events.
import type * as Redis from 'redis';
import type { RedisClientType } from 'redis';
import { SystemError, errorMessage } from '../errors.ts';
import { redactUrl } from '../redact.ts';
import type { Logger } from '../logger.ts';
import { lazyModule } from '../lazy-module.ts';

const redis = lazyModule<typeof Redis>('redis');

export type RedisClient = RedisClientType;

export interface ConnectOptions {
  url: string;
  /** Give up the first connection after this long (default 5000 ms). */
  connectTimeoutMs?: number;
  log?: Logger;
  /** Names the connection in logs (e.g. "publish", "consume window.closed/indexer"). */
  role: string;
}

/** Opens a connection; rejects with a SystemError naming the redacted URL when Redis cannot be reached. */
export async function connectRedis(o: ConnectOptions): Promise<RedisClient> {
  const timeout = o.connectTimeoutMs ?? 5000;
  let everConnected = false;
  const started = Date.now();
  const client = redis.createClient({
    url: o.url,
    socket: {
      connectTimeout: timeout,
      reconnectStrategy: (retries, cause) => {
        if (!everConnected && Date.now() - started >= timeout) return cause;
        return Math.min(2000, 50 * 2 ** Math.min(retries, 6));
      },
    },
  }) as RedisClient;
  let lastError = '';
  client.on('error', (err: unknown) => {
    const msg = redactUrl(errorMessage(err));
    // One line per distinct failure, not one per reconnect attempt.
    if (everConnected && msg !== lastError) o.log?.warn('redis connection error; reconnecting', { role: o.role, error: msg });
    lastError = msg;
  });
  client.on('ready', () => {
    if (everConnected && lastError) o.log?.info('redis connection restored', { role: o.role });
    everConnected = true;
    lastError = '';
  });
  try {
    await client.connect();
  } catch (err) {
    destroyQuietly(client);
    throw new SystemError(`cannot reach Redis at ${redactUrl(o.url)} (backends.redisUrl): ${redactUrl(errorMessage(err))}`, { cause: err });
  }
  return client;
}

/** Closes a connection without waiting on anything it may be blocked in (XREADGROUP BLOCK). */
export function destroyQuietly(client: RedisClient | undefined): void {
  try {
    client?.destroy();
  } catch {
    // Already closed: nothing to release.
  }
}

/** Closes a connection after its pending commands (acks) have been answered. */
export async function closeQuietly(client: RedisClient | undefined): Promise<void> {
  if (!client?.isOpen) return;
  await client.close().catch(() => destroyQuietly(client));
}
