// One-line progress output for long work on a terminal (stderr), a line per update elsewhere.
import { formatDuration } from '../../core/time.ts';
import type { ReplayProgress } from '../../ingest/index.ts';
import type { IndexingStats } from '../../indexer/index.ts';

export function indexProgressLine(camera: string, s: IndexingStats, windows: number): string {
  const failed = s.captions.failed ? `, ${s.captions.failed} failed` : '';
  const retrying = s.captions.retrying ? `, ${s.captions.retrying} waiting to retry` : '';
  return `[${camera}] windows ${windows}: captioned ${s.captions.captioned}, indexed ${s.indexed}${failed}${retrying}`;
}

export function replayProgressLine(camera: string, p: ReplayProgress, indexing?: IndexingStats): string {
  const pos = formatDuration(p.position * 1000);
  const dur = p.duration ? ` / ${formatDuration(p.duration * 1000)}` : '';
  const pct = p.duration ? ` (${Math.min(100, (100 * p.position) / p.duration).toFixed(1)}%)` : '';
  const eta = p.etaSeconds !== undefined ? `, ETA ${formatDuration(p.etaSeconds * 1000)}` : '';
  const captioned = indexing ? ` (${indexing.captions.captioned} captioned, ${indexing.indexed} indexed)` : '';
  return `[${camera}] ${pos}${dur}${pct}, ${p.speed.toFixed(1)}x realtime, ${p.frames} frames, ${p.windows} windows${captioned}${eta}`;
}

export function progressWriter(stream: NodeJS.WriteStream = process.stderr): { update(line: string): void; done(): void } {
  let last = '';
  return {
    update(line) {
      if (stream.isTTY) stream.write(`\r${line.padEnd(last.length)}`);
      else stream.write(line + '\n');
      last = line;
    },
    done() {
      if (stream.isTTY && last) stream.write('\n');
    },
  };
}
