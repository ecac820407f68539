// Narrowing an edge to the recording's frames, on the arithmetic of a look: a 1 fps recording,
// looks decoding at 4 fps with 50 frames spread evenly over the range (as rewind spreads
// them), a sign shown from 02:37 to before 07:37 and a coarse look that saw it end between two
// frames 3 minutes apart (a 2 h search at 40 frames). One fine look, what the text planner did
// before, lands seconds off; narrowing lands on the last and first frames that show it.
import { describe, it, expect } from 'vitest';
import { narrowEdge, type EdgeLookResult } from './narrow-edge.ts';

const SHOWN = 157_000, HIDDEN = 457_000; // shown in frames 157 s .. 456 s
const FRAME_MS = 1000, PERIOD_MS = 250, MAX_FRAMES = 50;

/** The frames a look decodes: every recorded frame of [from, to), thinned evenly to MAX_FRAMES. */
function framesOf(from: number, to: number): number[] {
  const all: number[] = [];
  for (let t = Math.ceil(from / FRAME_MS) * FRAME_MS; t < to; t += FRAME_MS) if (t >= 0) all.push(t);
  if (all.length <= MAX_FRAMES) return all;
  const step = all.length / MAX_FRAMES;
  return Array.from({ length: MAX_FRAMES }, (_, i) => all[Math.floor(i * step)]);
}

function look(edge: 'start' | 'end', calls: [number, number][]) {
  return async (from: number, to: number): Promise<EdgeLookResult> => {
    calls.push([from, to]);
    const frames = framesOf(from, to), showing = frames.filter((f) => f >= SHOWN && f < HIDDEN);
    return { frames, ...(showing.length ? { at: edge === 'end' ? showing.at(-1)! : showing[0] } : {}) };
  };
}

const opts = { periodMs: PERIOD_MS, maxFrames: MAX_FRAMES, marginMs: 4000 };

describe('narrowEdge', () => {
  it('pins the last frame of a sign from a coarse bracket 3 minutes wide', async () => {
    const calls: [number, number][] = [];
    const at = await narrowEdge({ ...opts, edge: 'end', inside: 337_000, outside: 517_000, look: look('end', calls) });
    expect(at).toBe(HIDDEN - FRAME_MS);
    expect(calls.length).toBeLessThanOrEqual(3);
  });

  it('is what a single fine look misses by seconds', async () => {
    const one = await narrowEdge({ ...opts, edge: 'end', inside: 337_000, outside: 517_000, look: look('end', []), maxLooks: 1 });
    expect(HIDDEN - FRAME_MS - one).toBeGreaterThan(1000);
  });

  it('pins the first frame of a sign the same way', async () => {
    const at = await narrowEdge({ ...opts, edge: 'start', inside: 250_000, outside: 40_000, look: look('start', []) });
    expect(at).toBe(SHOWN);
  });

  it('stops at once when the bracket is adjacent frames, and keeps the inside when a look loses it', async () => {
    const calls: [number, number][] = [];
    expect(await narrowEdge({ ...opts, edge: 'end', inside: 456_000, outside: 456_200, look: look('end', calls) })).toBe(456_000);
    expect(calls).toEqual([]);
    const lost = async (): Promise<EdgeLookResult> => ({ frames: [] });
    expect(await narrowEdge({ ...opts, edge: 'end', inside: 400_000, outside: 500_000, look: lost })).toBe(400_000);
  });
});
