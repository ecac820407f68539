// Ctrl-C stops vigil promptly with nothing left running: during `vigil ingest` of a long file
// (the replay, captioning and indexing are cancelled; what was recorded is kept) and during
// `vigil ask` while a model call is in flight (the signal reaches the HTTP request).
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync, existsSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeOpenAIServer } from './helpers/fake-openai-server.ts';

const BIN = fileURLToPath(new URL('../bin/vigil.mjs', import.meta.url));
const START = '2026-11-29T06:00:00Z';
let dir: string;
let video: string;

function start(args: string[]): { child: ChildProcess; stderr: () => string } {
  const child = spawn(process.execPath, [BIN, '--data-dir', join(dir, 'data'), '--log-format', 'json', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  let err = '';
  child.stderr!.on('data', (d) => (err += d));
  child.stdout!.resume();
  return { child, stderr: () => err };
}

/** Resolves when `test` holds, polling; rejects after `ms`. */
async function until(test: () => boolean, ms: number, what: string): Promise<void> {
  const t0 = Date.now();
  while (!test()) {
    if (Date.now() - t0 > ms) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Sends SIGINT and returns the exit code and how long the process took to exit. */
async function interrupt(child: ChildProcess): Promise<{ code: number | null; ms: number }> {
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  const t0 = Date.now();
  child.kill('SIGINT');
  const code = await Promise.race([exited, new Promise<null>((r) => setTimeout(() => r(null), 10_000))]);
  const ms = Date.now() - t0;
  if (child.exitCode === null) child.kill('SIGKILL');
  return { code, ms };
}

/** Processes whose command line mentions the test's folder (camera workers, gst, vigil). */
function leftovers(): string[] {
  const out = execFileSync('ps', ['-eo', 'pid,args'], { encoding: 'utf8' });
  return out.split('\n').filter((l) => l.includes(dir) && !l.includes('ps -eo'));
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'vigil-interrupt-'));
  video = join(dir, 'long.ts');
  // Ten minutes of a moving test pattern: far longer than the test waits.
  execFileSync('ffmpeg', ['-loglevel', 'error', '-f', 'lavfi', '-i', 'testsrc=size=320x180:rate=10', '-t', '600',
    '-c:v', 'libx264', '-preset', 'ultrafast', '-g', '20', '-f', 'mpegts', video]);
}, 120_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('Ctrl-C', () => {
  it('stops vigil ingest of a long file within 2 s, keeps what it recorded, leaves nothing running', async () => {
    const run = start(['ingest', video, '--camera', 'yard', '--start', START, '--speed', '1']);
    // Running for real: recording, windowing and the indexer started.
    await until(() => existsSync(join(dir, 'data', 'recordings', 'yard')) && /analysis frames|frames/.test(run.stderr()), 60_000, 'ingest to make progress');
    await new Promise((r) => setTimeout(r, 1500));
    const { code, ms } = await interrupt(run.child);
    expect(code, run.stderr()).toBe(130);
    expect(ms).toBeLessThan(2000);
    expect(run.stderr()).toMatch(/interrupted after \d+ analysis frames/);
    expect(readdirSync(join(dir, 'data', 'recordings', 'yard'), { recursive: true }).some((f) => String(f).endsWith('.ts'))).toBe(true);
    expect(leftovers()).toEqual([]);
  }, 120_000);

  it('stops vigil ask within 2 s while the model call hangs', async () => {
    const server = await FakeOpenAIServer.start();
    server.handle('chat', () => ({ hang: true }));
    try {
      const config = join(dir, 'llm.yaml');
      writeFileSync(config, `models:\n  chat: openai\n  openai:\n    baseUrl: ${server.baseUrl}\n    timeoutMs: 60000\n    maxRetries: 0\n`);
      const run = start(['--config', config, 'ask', 'what happened?', '--camera', 'yard', '--from', START, '--to', '2026-11-29T06:10:00Z']);
      await until(() => server.inFlight > 0, 60_000, 'the chat request');
      const { code, ms } = await interrupt(run.child);
      expect(code, run.stderr()).toBe(130);
      expect(ms).toBeLessThan(2000);
      expect(run.stderr()).toMatch(/the question was cancelled/);
      await until(() => server.inFlight === 0, 5000, 'the request to be closed');
      expect(leftovers()).toEqual([]);
    } finally {
      await server.close();
    }
  }, 120_000);
});
