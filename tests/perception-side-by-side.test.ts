// Two people walking across a house front one just behind the other fall into one blob of the
// coarse activity grid; through the real `vigil ingest` (0.25 fps, "house" background) they
// must come out as two people, each in their own colour, both crossing right to left, while a
// walker with a dog at his heels stays one person (the dog is no second person).
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderFootage } from '../testbed/decoded-footage.ts';
import { readWindows } from '../ingest/windows/window-store.ts';
import type { Track, Window } from '../core/window.ts';
import { runVigil } from './helpers/cli.ts';

const START = Date.parse('2026-11-17T08:00:00Z');
const dirs: string[] = [];

async function ingested(name: string, objects: unknown[]): Promise<Window[]> {
  const dir = mkdtempSync(join(tmpdir(), `vigil-${name}-`));
  dirs.push(dir);
  const footage = await renderFootage({ name, width: 480, height: 270, fps: 0.25, durationSeconds: 300, background: 'house', noiseSigma: 1, initialLight: 1, objects } as never, START);
  const r = await runVigil(['--data-dir', dir, 'ingest', footage.file, '--camera', 'house', '--start', new Date(START).toISOString(), '--json', '--no-progress'], { timeoutMs: 120_000 });
  expect(r.code, r.stderr).toBe(0);
  return readWindows(dir, 'house');
}

const person = (id: string, colour: string, x0: number, x1: number) =>
  ({ id, colour, shape: 'person', width: 0.04, height: 0.22, path: [{ t: 60, x: x0, y: 0.64 }, { t: 180, x: x1, y: 0.64 }] });
const tracks = (ws: Window[]): Track[] => ws.flatMap((w) => w.motion.tracks ?? []);
let pair: Window[];
let dogWalker: Window[];

beforeAll(async () => {
  [pair, dogWalker] = await Promise.all([
    // 0.06 of the frame apart: a gap of about a third of a person's width between them
    ingested('pair-walking', [person('kid-yellow', 'yellow', 0.91, 0.03), person('kid-purple', 'purple', 0.97, 0.09)]),
    ingested('dog-walker', [
      person('lad', 'blue', 0.03, 0.97),
      { id: 'dog', colour: 'black', shape: 'box', width: 0.05, height: 0.06, path: [{ t: 60, x: 0.09, y: 0.72 }, { t: 180, x: 1.03, y: 0.72 }] },
    ]),
  ]);
}, 240_000);
afterAll(() => { for (const d of dirs) rmSync(d, { recursive: true, force: true }); });

describe('people one just behind another', () => {
  it('are two people, each in their own colour, in every window they cross', () => {
    const crossing = pair.filter((w) => (w.motion.tracks ?? []).length > 0);
    expect(crossing.length).toBeGreaterThanOrEqual(3);
    for (const w of crossing) {
      const ts = w.motion.tracks!.filter((t) => t.objectClass === 'person');
      expect(ts.map((t) => t.colour).sort(), JSON.stringify(w.motion.tracks)).toEqual(['purple', 'yellow']);
      for (const t of ts) expect(t.direction === 'right-to-left' || t.direction === 'none').toBe(true);
    }
    expect(tracks(pair).some((t) => t.objectClass === 'vehicle')).toBe(false);
  });

  it('is no second person when a dog trots at a walker\'s heels', () => {
    const ws = dogWalker.filter((w) => (w.motion.tracks ?? []).length > 0);
    expect(ws.length).toBeGreaterThanOrEqual(3);
    for (const w of ws) expect(w.motion.tracks!.filter((t) => t.objectClass === 'person'), JSON.stringify(w.motion.tracks)).toHaveLength(1);
  });
});
