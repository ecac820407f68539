// How long the CLI takes to start: `vigil --help`, `vigil alerts list` and `vigil camera
// list` on an empty data dir, each side by side with a bare `node` that only
// loads the TypeScript loader, in one run, interleaved. What a restarted `vigil run` and every
// short command pay before doing any work. Median and spread over --runs runs.
//   npx tsx bench/cli-start.ts [--runs 7]
import { parseArgs } from 'node:util';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runTimed } from './lib/timed-process.ts';
import { summarize, fmtSummary, markdownTable } from './lib/stats.ts';
import { describeMachine } from './lib/machine.ts';

const BIN = fileURLToPath(new URL('../bin/vigil.mjs', import.meta.url));

export async function main(o: { runs?: number } = {}): Promise<string> {
  const runs = o.runs ?? 7;
  const dir = mkdtempSync(join(tmpdir(), 'vigil-cli-start-'));
  const commands: [string, string[]][] = [
    ['node + tsx loader only (baseline)', ['--import', 'tsx', '-e', '']],
    ['vigil --help', [BIN, '--help']],
    ['vigil alerts list (empty data dir)', [BIN, '--data-dir', dir, 'alerts', 'list']],
    ['vigil camera list (empty data dir)', [BIN, '--data-dir', dir, 'camera', 'list']],
  ];
  const times = commands.map(() => [] as number[]);
  try {
    for (let r = 0; r < runs; r++) {
      for (const [i, [, args]] of commands.entries()) {
        times[i].push((await runTimed(process.execPath, args)).wallSeconds);
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const base = summarize(times[0]).median;
  const rows = commands.map(([name], i) => {
    const s = summarize(times[i]);
    return [name, fmtSummary(s, 2), i === 0 ? '1.0' : (s.median / base).toFixed(1)];
  });
  return `### CLI start (bench/cli-start.ts, ${runs} runs)\n\n${describeMachine()}\n\n` +
    markdownTable(['command', 'seconds, median (min–max)', '× baseline'], rows) + '\n';
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { runs: { type: 'string', default: '7' } } });
  process.stdout.write(await main({ runs: Number(values.runs) }));
}
