// A real, throwaway mosquitto broker for tests: its own config file (loopback listener on a
// free port, anonymous, no persistence) in a temp dir, started and waited for until it accepts
// connections, and killed (and waited for) by stop(). mosquitto never starts by itself on the
// development machines (DESIGN.md).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface Mosquitto {
  url: string;
  port: number;
  stop(): Promise<void>;
}

const BIN = process.env.MOSQUITTO_BIN ?? '/usr/sbin/mosquitto';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => { const { port } = srv.address() as AddressInfo; srv.close(() => resolve(port)); });
  });
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = connect(port, '127.0.0.1');
    s.once('connect', () => { s.destroy(); resolve(true); });
    s.once('error', () => resolve(false));
  });
}

export async function startMosquitto(timeoutMs = 10_000): Promise<Mosquitto> {
  const probe = spawnSync(BIN, ['-h'], { encoding: 'utf8' });
  if (probe.error) throw new Error(`mosquitto is not installed (${BIN}): ${probe.error.message}. Install it (apt-get install mosquitto) or set MOSQUITTO_BIN.`);
  const dir = mkdtempSync(join(tmpdir(), 'vigil-mosquitto-'));
  const port = await freePort();
  const conf = join(dir, 'mosquitto.conf');
  writeFileSync(conf, `listener ${port} 127.0.0.1\nallow_anonymous true\npersistence false\nlog_dest stderr\n`);
  const child = spawn(BIN, ['-c', conf], { stdio: ['ignore', 'ignore', 'pipe'] });
  let output = '';
  child.stderr!.on('data', (d) => (output = (output + d).slice(-4000)));
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  const deadline = Date.now() + timeoutMs;
  while (!(await accepts(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
      throw new Error(`mosquitto did not start on port ${port}:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  let stopping: Promise<void> | undefined;
  return {
    url: `mqtt://127.0.0.1:${port}`, port,
    stop: () => (stopping ??= (async () => {
      if (child.exitCode === null) child.kill('SIGKILL');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    })()),
  };
}
