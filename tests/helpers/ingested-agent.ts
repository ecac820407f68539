// A file taken through the real `vigil ingest` into dataDir as one camera's footage from
// startMs, then the offline query agent opened on that data dir: the end-to-end setup of the
// agent suites on real clips and rendered scenes.
import { expect } from 'vitest';
import { loadConfig } from '../../core/config/index.ts';
import { createLogger, type LogLevel } from '../../core/logger.ts';
import { openAgent, type OpenAgent } from '../../agent/open-agent.ts';
import { runVigil } from './cli.ts';

export async function ingestedAgent(opts: { file: string; camera: string; startMs: number; dataDir: string; logLevel?: LogLevel }): Promise<OpenAgent> {
  const r = await runVigil(['--data-dir', opts.dataDir, 'ingest', opts.file, '--camera', opts.camera, '--start', new Date(opts.startMs).toISOString(), '--json', '--no-progress'], { timeoutMs: 120_000 });
  expect(r.code, r.stderr).toBe(0);
  return openAgent(loadConfig({ dataDir: opts.dataDir }), { log: createLogger({ stage: 'test' }, { level: opts.logLevel ?? 'error' }), offline: true });
}
