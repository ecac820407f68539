// Runs the real `vigil serve` as a child process, as a user would, and reads the URL and the
// tokens it prints once. Keeps everything it wrote to stdout/stderr (tests grep it for
// secrets). stop() sends SIGTERM and waits for the exit code.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const BIN = fileURLToPath(new URL('../../bin/vigil.mjs', import.meta.url));

export interface ServeProcess {
  readonly child: ChildProcess;
  readonly url: string;
  readonly tokens: Record<string, string>;
  output(): string;
  /** SIGTERM, then the exit code (SIGKILL after timeoutMs). */
  stop(timeoutMs?: number): Promise<number | null>;
}

export function startServe(args: string[], o: { env?: NodeJS.ProcessEnv; readyTimeoutMs?: number } = {}): Promise<ServeProcess> {
  const child = spawn(process.execPath, [BIN, ...args, 'serve', '--port', '0'], { env: { ...process.env, ...o.env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => { child.kill('SIGKILL'); reject(new Error(`vigil serve did not start:\n${out}`)); }, o.readyTimeoutMs ?? 60_000);
    const early = (code: number | null) => { clearTimeout(timer); reject(new Error(`vigil serve exited (${code}) before listening:\n${out}`)); };
    child.once('exit', early);
    const onData = () => {
      const m = /listening on (http:\/\/\S+)/.exec(out);
      if (!m || !/log in at/.test(out)) return;
      clearTimeout(timer);
      child.stdout!.off('data', onData);
      child.off('exit', early);
      const tokens: Record<string, string> = {};
      for (const t of out.matchAll(/^(admin|viewer) token: (\S+)$/gm)) tokens[t[1]] = t[2];
      resolve({
        child, url: m[1], tokens, output: () => out,
        stop: async (timeoutMs = 45_000) => {
          if (child.exitCode !== null) return child.exitCode;
          child.kill('SIGTERM');
          const killer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
          const code = await exited;
          clearTimeout(killer);
          return code;
        },
      });
    };
    child.stdout!.on('data', onData);
  });
}

/** Pids of live processes whose parent is `pid` and whose command line matches. */
export async function childrenOf(pid: number, match: RegExp): Promise<number[]> {
  const { readdirSync, readFileSync } = await import('node:fs');
  const out: number[] = [];
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const stat = readFileSync(`/proc/${d}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid && match.test(readFileSync(`/proc/${d}/cmdline`, 'utf8').replace(/\0/g, ' '))) out.push(Number(d));
    } catch { /* exited meanwhile */ }
  }
  return out;
}
