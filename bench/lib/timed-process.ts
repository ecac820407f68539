// Runs a command to completion and measures its wall-clock time from spawn to exit.
import { spawn } from 'node:child_process';

export interface TimedResult { wallSeconds: number; stdout: string; stderr: string }

export function runTimed(cmd: string, args: string[], opts: { env?: NodeJS.ProcessEnv; timeoutMs?: number } = {}): Promise<TimedResult> {
  return new Promise((resolve, reject) => {
    const t0 = process.hrtime.bigint();
    const child = spawn(cmd, args, { env: opts.env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '', stderr = '';
    child.stdout.on('data', (d: Buffer) => { stdout += d; });
    child.stderr.on('data', (d: Buffer) => { stderr += d; });
    const timer = setTimeout(() => child.kill('SIGKILL'), opts.timeoutMs ?? 600_000);
    child.on('error', reject);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      const wallSeconds = Number(process.hrtime.bigint() - t0) / 1e9;
      if (code === 0) resolve({ wallSeconds, stdout, stderr });
      else reject(new Error(`${cmd} ${args.join(' ')} exited with ${code ?? signal}\n${stderr.slice(-2000)}`));
    });
  });
}
