// Runs every benchmark in turn and prints their markdown sections (npm run bench).
//   npm run bench              full runs (about 30 min on a 2-core machine)
//   npm run bench -- --quick   a short smoke run of every benchmark (a few minutes; not for BENCHMARKS.md)
// Paste the output into BENCHMARKS.md with the date and the command. live-cameras runs last:
// it pins this process off core 0, which would skew anything measured after it.
import { parseArgs } from 'node:util';
import { main as detectThroughput } from './detect-throughput.ts';
import { main as windowsVsClips } from './windows-vs-clips.ts';
import { main as ingestReplay } from './ingest-replay.ts';
import { main as builtinAnalyzers } from './builtin-analyzers.ts';
import { main as vlmCaptioner } from './vlm-captioner.ts';
import { main as liveCameras } from './live-cameras.ts';
import { main as builtinCaptioner } from './builtin-captioner.ts';
import { main as indexSearch } from './index-search.ts';
import { main as busThroughput } from './bus-throughput.ts';
import { main as closeToSearchable } from './close-to-searchable.ts';
import { main as agentQuestions } from './agent-questions.ts';
import { main as faultLoss } from './fault-loss.ts';
import { main as alertEvaluate } from './alert-evaluate.ts';
import { main as alertLatency } from './alert-latency.ts';
import { main as apiServe } from './api-serve.ts';
import { main as serveLive } from './serve-live.ts';
import { main as cliStart } from './cli-start.ts';

const { values } = parseArgs({ options: { quick: { type: 'boolean', default: false } } });
const quick = values.quick;

const benches: [string, () => Promise<string>][] = [
  ['detect-throughput', () => detectThroughput(quick ? { runs: 5, frames: 500 } : {})],
  ['windows-vs-clips', () => windowsVsClips(quick ? { minutes: 5, skipDay: true } : {})],
  ['ingest-replay', () => ingestReplay(quick ? { runs: 3, sizes: '720', seconds: 20 } : {})],
  ['builtin-analyzers', () => builtinAnalyzers(quick ? { runs: 5 } : {})],
  ['vlm-captioner', () => vlmCaptioner(quick ? { runs: 1, waves: 2, concurrencies: [1, 4] } : {})],
  ['agent-questions', () => agentQuestions(quick ? { rounds: 1 } : {})],
  ['alert-evaluate', () => alertEvaluate(quick ? { runs: 1 } : {})],
  ['alert-latency', () => alertLatency(quick ? { counts: [1], seconds: 60 } : {})],
  ['live-cameras', () => liveCameras(quick ? { runs: 1, counts: '2', seconds: 10 } : {})],
  ['builtin-captioner', () => builtinCaptioner(quick ? { runs: 1 } : {})],
  ['index-search', () => indexSearch(quick ? { rows: 5000, runs: 1 } : {})],
  ['bus-throughput', () => busThroughput(quick ? { runs: 1, windows: 1000, seconds: 1 } : {})],
  ['close-to-searchable', () => closeToSearchable(quick ? { runs: 1, windows: 60 } : {})],
  ['fault-loss', () => faultLoss(quick ? { runs: 1, outageS: 5, diskS: 10 } : {})],
  ['api-serve', () => apiServe(quick ? { runs: 1, days: 1, requests: 100 } : {})],
  ['serve-live', () => serveLive(quick ? { seconds: 10 } : {})],
  ['cli-start', () => cliStart(quick ? { runs: 2 } : {})],
];

// Each section is printed as soon as its benchmark ends, so a later failure keeps earlier results.
process.stdout.write(`## Benchmarks, ${new Date().toISOString()}${quick ? ' (--quick smoke run: too short for conclusions)' : ''}\n\n`);
for (const [name, run] of benches) {
  const t0 = Date.now();
  process.stderr.write(`== ${name}\n`);
  process.stdout.write(await run() + '\n');
  process.stderr.write(`== ${name} done in ${((Date.now() - t0) / 1000).toFixed(0)} s\n`);
}
