// Runs every benchmark in turn and prints their markdown sections (npm run bench).
// Paste the output into BENCHMARKS.md with the date and the command.
import { main as ingestReplay } from './ingest-replay.ts';
import { main as liveCameras } from './live-cameras.ts';

const started = new Date().toISOString();
const sections = [await ingestReplay(), await liveCameras()];
process.stdout.write(`## Benchmarks, ${started}\n\n${sections.join('\n')}`);
