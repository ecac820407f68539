// Someone waits under a street lamp at night, long enough to be learnt into the view (held: the
// detector's view from before is the ground she hides), and the lamp goes off while she stands
// there; later she walks off. Light falls on her and on the ground behind her alike, so the view
// from before must become that ground in the new light: learnt as the relit view, she was "the
// view from before", and the empty spot she left stood as a thing settled there for hours (the
// bus stop's shelter after the double-decker took the three who had waited under its lamp).
import { describe, expect, it } from 'vitest';
import { decodeFrames, renderFootage } from '../../testbed/decoded-footage.ts';
import type { SceneScriptInput } from '../../testbed/synthetic/index.ts';
import { FrameAnalyzer, type FrameAnalysis } from './index.ts';

/** The bus stop at dawn: a street lamp over the shelter (the left half of the view) goes off at 280 s while a woman in purple waits under it; at 460 s she is gone (got on a bus). */
const WAITING: SceneScriptInput = {
  name: 'held-under-lamp', width: 480, height: 270, fps: 0.25, durationSeconds: 600, background: 'busstop', noiseSigma: 1,
  initialLight: 0.7, lamps: [{ x: 0.04, y: 0.16, w: 0.52, h: 0.72, gain: 2.3, on: 0, off: 280 }],
  objects: [{ id: 'waiting', colour: 'purple', shape: 'person', width: 0.03, height: 0.19, path: [{ t: 40, x: 0.97, y: 0.47 }, { t: 100, x: 0.24, y: 0.47 }, { t: 460, x: 0.24, y: 0.47 }] }],
};
/** Where she stood (fractions of the frame, a little wider than her). */
const SPOT = { x: 0.2, y: 0.33, w: 0.08, h: 0.28 };
const overlaps = (b: { x: number; y: number; w: number; h: number }) => b.x < SPOT.x + SPOT.w && SPOT.x < b.x + b.w && b.y < SPOT.y + SPOT.h && SPOT.y < b.y + b.h;

describe('a thing held under a lamp that goes off', () => {
  it('leaves nothing settled on the spot once she has gone, and her going clears it', async () => {
    const footage = await renderFootage(WAITING);
    const analyzer = new FrameAnalyzer(), frames: FrameAnalysis[] = [], t0 = footage.truth.startMs;
    for await (const f of decodeFrames(footage.file, { width: 320, height: 180, fps: footage.fps })) frames.push(analyzer.analyze(f));
    const at = (f: FrameAnalysis) => (f.ts - t0) / 1000;
    // She was learnt standing there, once she had stood stationarySeconds.
    expect(frames.some((f) => at(f) >= 100 && at(f) <= 150 && (f.settled ?? []).some((b) => overlaps(b.bbox)))).toBe(true);
    // The lamp going off is a light switching (over most of the lit view), not a thing.
    expect(frames.some((f) => at(f) >= 280 && at(f) <= 320 && f.light.event === 'lights-off')).toBe(true);
    // When she went, the ground she uncovered was the view from before in the lamp-less light.
    expect(frames.some((f) => at(f) >= 460 && at(f) <= 472 && (f.cleared ?? []).some((b) => overlaps(b.bbox)))).toBe(true);
    expect(frames.filter((f) => at(f) > 464 && (f.settled ?? []).some((b) => overlaps(b.bbox))).map(at)).toEqual([]);
  }, 120_000);
});
