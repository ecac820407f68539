// A live synthetic feed in its own Node process, so that many cameras (a benchmark serves
// ~16 at 720p) render on many cores instead of queueing on one event loop, and so that a
// busy test process cannot make a feed miss its frame times. Run as a script, it starts one
// feed from the JSON in argv[2] and stops when its stdin closes (parent gone) or on SIGTERM.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { SystemError } from '../../core/errors.ts';
import { startLiveFeed } from './live-feed.ts';
import type { SceneScript } from './scene-script.ts';

export interface LiveFeedProcess {
  readonly host: string;
  readonly port: number;
  readonly pid: number | undefined;
  /** Stops the feed and waits for its process to exit; safe to call twice. */
  stop(): Promise<void>;
}

interface FeedArgs { script: SceneScript; host: string; port: number }

export async function startLiveFeedProcess(script: SceneScript, opts: { host?: string; port: number; readyTimeoutMs?: number }): Promise<LiveFeedProcess> {
  const args: FeedArgs = { script, host: opts.host ?? '127.0.0.1', port: opts.port };
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm')).href;
  const child = spawn(process.execPath, ['--import', tsx, fileURLToPath(import.meta.url), JSON.stringify(args)], { stdio: ['pipe', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (d: string) => { stderr = (stderr + d).slice(-4000); });
  child.stdin.on('error', () => {});
  const exited = new Promise<void>((resolve) => child.once('close', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const fail = (why: string) => { clearTimeout(timer); child.kill('SIGKILL'); reject(new SystemError(`live feed process ${why}${stderr.trim() ? `:\n${stderr.trim()}` : ''}`)); };
    const timer = setTimeout(() => fail('did not start in time'), opts.readyTimeoutMs ?? 20_000);
    child.once('exit', (code) => fail(`exited at start (code ${code})`));
    child.stdout.setEncoding('utf8').on('data', (d: string) => {
      if (!d.includes('READY')) return;
      clearTimeout(timer);
      child.removeAllListeners('exit');
      resolve();
    });
  });
  let stopping: Promise<void> | undefined;
  return {
    host: args.host, port: args.port, pid: child.pid,
    stop: () => (stopping ??= (async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.stdin.end();
        const forced = setTimeout(() => child.kill('SIGKILL'), 3000);
        await exited;
        clearTimeout(forced);
      }
    })()),
  };
}

async function main(): Promise<void> {
  const args = JSON.parse(process.argv[2]) as FeedArgs;
  const feed = await startLiveFeed(args.script, { host: args.host, port: args.port });
  const stop = () => void feed.stop().then(() => process.exit(0));
  process.stdin.on('end', stop).on('close', stop).resume();
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  // An encoder that dies must take this process down, so the parent sees the feed is gone.
  feed.done.catch((err: unknown) => {
    process.stderr.write(`live feed failed: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  });
  process.stdout.write('READY\n');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((err: unknown) => {
    process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  });
}
