// A real, throwaway redis-server for tests: started on a free port, bound to 127.0.0.1, with
// persistence off (`--save '' --appendonly no`) so nothing touches the disk, and killed (and
// waited for) by stop(). Redis never starts by itself on the development machines (DESIGN.md).
// Each test gets a fresh key space from freshPrefix() (a unique key prefix) and, for good
// measure, flush() (FLUSHALL) — prefixes keep a straggler from a previous test harmless.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer, connect } from 'node:net';
import type { AddressInfo } from 'node:net';

export interface RedisServer {
  url: string;
  port: number;
  /** Deletes every key (FLUSHALL). */
  flush(): Promise<void>;
  /** A key prefix no other caller of this server gets: a fresh key space per test. */
  freshPrefix(label?: string): string;
  /** Kills the server and waits for it to exit. Idempotent. */
  stop(): Promise<void>;
}

const REDIS_BIN = process.env.REDIS_SERVER_BIN ?? 'redis-server';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** Sends one inline command and resolves with the first reply line (enough for PING/FLUSHALL). */
export function redisCommand(port: number, command: string, timeoutMs = 1000): Promise<string> {
  return new Promise((resolve, reject) => {
    const sock = connect(port, '127.0.0.1');
    let buf = '';
    const timer = setTimeout(() => { sock.destroy(); reject(new Error(`redis ${command}: no reply in ${timeoutMs} ms`)); }, timeoutMs);
    sock.on('connect', () => sock.write(`${command}\r\n`));
    sock.on('data', (d) => {
      buf += d.toString();
      const eol = buf.indexOf('\r\n');
      if (eol < 0) return;
      clearTimeout(timer);
      sock.end();
      resolve(buf.slice(0, eol));
    });
    sock.on('error', (err) => { clearTimeout(timer); reject(err); });
  });
}

function assertInstalled(): void {
  const probe = spawnSync(REDIS_BIN, ['--version'], { encoding: 'utf8' });
  if (probe.error || probe.status !== 0) {
    throw new Error(`redis-server is not installed or not runnable (${REDIS_BIN}): ${probe.error?.message ?? probe.stderr}. ` +
      'Install it (apt-get install redis-server) or set REDIS_SERVER_BIN.');
  }
}

async function waitForPing(port: number, child: ChildProcess, output: () => string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`redis-server exited with code ${child.exitCode} before answering:\n${output()}`);
    const reply = await redisCommand(port, 'PING', 200).catch(() => '');
    if (reply === '+PONG') return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`redis-server on port ${port} did not answer PING within ${timeoutMs} ms:\n${output()}`);
}

/** Starts redis-server on a free port; resolves once it answers PING. */
export async function startRedisServer(opts: { timeoutMs?: number } = {}): Promise<RedisServer> {
  assertInstalled();
  // A port can be taken between probing and binding by a concurrent suite: retry a few times.
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    const child = spawn(REDIS_BIN, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--protected-mode', 'no'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout!.on('data', (d) => (output = (output + d).slice(-4000)));
    child.stderr!.on('data', (d) => (output = (output + d).slice(-4000)));
    try {
      await waitForPing(port, child, () => output, opts.timeoutMs ?? 10_000);
    } catch (err) {
      child.kill('SIGKILL');
      if (attempt < 3 && /Address already in use/.test(output)) continue;
      throw err;
    }
    return handle(port, child);
  }
}

function handle(port: number, child: ChildProcess): RedisServer {
  let prefixes = 0;
  let stopping: Promise<void> | undefined;
  const exited = new Promise<void>((r) => (child.exitCode !== null ? r() : child.once('exit', () => r())));
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    flush: async () => {
      const reply = await redisCommand(port, 'FLUSHALL');
      if (reply !== '+OK') throw new Error(`FLUSHALL answered ${reply}`);
    },
    freshPrefix: (label = 't') => `${label}${++prefixes}-${process.pid}:`,
    stop: () => {
      stopping ??= (async () => {
        if (child.exitCode === null) child.kill('SIGKILL');
        await exited;
      })();
      return stopping;
    },
  };
}
