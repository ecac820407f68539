// Gaps (periods without footage) are appended to DATA/events/<camera>.jsonl so that search,
// the agent and rewind can say "no footage" instead of "nothing happened".
import { appendFileSync, mkdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import type { GapEvent } from '../../core/types.ts';

export function eventsPath(dataDir: string, camera: string): string {
  return join(dataDir, 'events', `${camera}.jsonl`);
}

export function appendGap(dataDir: string, gap: GapEvent): void {
  mkdirSync(join(dataDir, 'events'), { recursive: true });
  appendFileSync(eventsPath(dataDir, gap.camera), JSON.stringify(gap) + '\n');
}

export function readGaps(dataDir: string, camera: string): GapEvent[] {
  const path = eventsPath(dataDir, camera);
  if (!existsSync(path)) return [];
  return readFileSync(path, 'utf8').split('\n').filter(Boolean).flatMap((line) => {
    try {
      const e = JSON.parse(line) as GapEvent;
      return e.type === 'gap' ? [e] : [];
    } catch {
      return []; // a torn last line after a crash
    }
  });
}
