// One run of rtsp-server.py: spawn, wait for its READY line, kill. The config goes in
// as JSON; stdin stays open so the script exits by itself if this process dies.
import { spawn, type ChildProcessByStdio } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Readable, Writable } from 'node:stream';
import { SystemError } from '../../core/errors.ts';

const SCRIPT = fileURLToPath(new URL('./rtsp-server.py', import.meta.url));
/** Debian's interpreter: the python3 first on PATH may lack python3-gi. */
const PYTHON = '/usr/bin/python3';

export interface ServerConfig {
  port: number;
  auth?: { user: string; password: string };
  feeds: ({ path: string; kind: 'udp'; udpPort: number } | { path: string; kind: 'file'; file: string } | { path: string; kind: 'audio' })[];
}

export class ServerProcess {
  private constructor(private readonly child: ChildProcessByStdio<Writable, Readable, Readable>, readonly port: number, private readonly exited: Promise<void>) {}

  static async start(config: ServerConfig, timeoutMs: number): Promise<ServerProcess> {
    const child = spawn(PYTHON, [SCRIPT, JSON.stringify(config)], { stdio: ['pipe', 'pipe', 'pipe'] });
    let stderr = '', stdout = '';
    child.stderr.setEncoding('utf8').on('data', (d: string) => { stderr = (stderr + d).slice(-4000); });
    child.stdin.on('error', () => {}); // EPIPE after the script died: its exit says why
    const exited = new Promise<void>((resolve) => child.once('close', () => resolve()));
    const port = await new Promise<number>((resolve, reject) => {
      const fail = (why: string) => {
        clearTimeout(timer);
        child.kill('SIGKILL');
        reject(new SystemError(`RTSP test server ${why}${stderr.trim() ? `:\n${stderr.trim()}` : ''}`));
      };
      const timer = setTimeout(() => fail(`did not report ready within ${timeoutMs} ms`), timeoutMs);
      child.once('error', (err) => fail(`could not start ${PYTHON}: ${err.message}`));
      child.once('exit', (code) => fail(`exited before it was ready (code ${code})`));
      child.stdout.setEncoding('utf8').on('data', (d: string) => {
        stdout += d;
        const m = /READY port=(\d+)/.exec(stdout);
        if (m) {
          clearTimeout(timer);
          child.removeAllListeners('exit');
          resolve(Number(m[1]));
        }
      });
    });
    child.stdout.resume();
    return new ServerProcess(child, port, exited);
  }

  get pid(): number | undefined { return this.child.pid; }

  /** SIGKILL, like a crashed camera or server; resolves once the process is gone. */
  async kill(): Promise<void> {
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill('SIGKILL');
    await this.exited;
  }
}
