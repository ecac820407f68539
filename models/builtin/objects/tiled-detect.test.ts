// A crowd seen from afar counted in tiles: on a frame of the real hall clip (40-50 people from a
// high camera) the tiles find the people the whole-frame pass misses; an uncrowded view is
// looked at once; pieces of a thing cut at a tile's edge are no other thing.
import { existsSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { decodeFrames } from '../../../testbed/decoded-footage.ts';
import { SceneRenderer } from '../../../testbed/synthetic/index.ts';
import { i420ToRgb, type RgbImage } from '../../onnx/rgb-image.ts';
import { ObjectDetector, REGION_MIN_SCORE, detectInTiles, looksCrowded, withoutPieces } from './index.ts';

const HALL = new URL('../../../../shared/fixtures/real/pedestrians.mp4', import.meta.url).pathname;

/** The hall's frame at `second`, at 640x360 (rows unpadded: 640 x 3 is a multiple of 4). */
async function hallFrame(second: number): Promise<RgbImage> {
  let i = 0;
  for await (const f of decodeFrames(HALL, { width: 640, height: 360, fps: 25 })) {
    if (i++ === second * 25) return { width: f.width, height: f.height, data: Uint8Array.from(f.data) } as RgbImage;
  }
  throw new Error('hall clip too short');
}

describe('detectInTiles', () => {
  const detector = new ObjectDetector({ minScore: REGION_MIN_SCORE });
  beforeAll(() => detector.load(), 30_000);

  it.skipIf(!existsSync(HALL))('finds the hall\'s small walkers the whole frame misses, without counting anyone twice', async () => {
    const img = await hallFrame(2);
    const whole = (await detector.run(img)).filter((d) => d.label === 'person');
    const { found, tiled } = await detectInTiles(detector, img);
    const people = found.filter((d) => d.label === 'person');
    console.log(`hall frame at 2 s: ${whole.length} people in the whole frame, ${people.length} with tiles`);
    expect(tiled).toBe(true);
    expect(people.length).toBeGreaterThanOrEqual(whole.length + 5);
    // Truth read from the frame: about 48 people (a few cut by the frame's top edge).
    expect(people.length).toBeGreaterThanOrEqual(38);
    expect(people.length).toBeLessThanOrEqual(56);
  }, 120_000);

  it('looks at an uncrowded view once', async () => {
    const r = new SceneRenderer({ width: 640, height: 360, clock: false, background: 'yard' });
    const { tiled } = await detectInTiles(detector, i420ToRgb(r.frameAt(1, 0), 640, 360));
    expect(tiled).toBe(false);
  });
});

describe('looksCrowded and withoutPieces', () => {
  const person = (x0: number, y0: number, w: number, h: number, score = 0.5) => ({ label: 'person' as const, score, box: { x0, y0, x1: x0 + w, y1: y0 + h } });

  it('calls a frame crowded for many small things, not for a few, nor for many big ones', () => {
    const small = Array.from({ length: 10 }, (_, i) => person(i * 100, 100, 30, 80));
    expect(looksCrowded(small, 720)).toBe(true);
    expect(looksCrowded(small.slice(0, 5), 720)).toBe(false);
    expect(looksCrowded(Array.from({ length: 10 }, (_, i) => person(i * 100, 100, 80, 400)), 720)).toBe(false);
  });

  it('drops a box mostly inside a bigger one of its class, and keeps neighbours that only touch', () => {
    const body = person(100, 100, 40, 120), legs = person(105, 170, 30, 50, 0.3), beside = person(135, 100, 40, 120), car = { ...legs, label: 'car' as const };
    expect(withoutPieces([body, legs, beside, car])).toEqual([body, beside, car]);
  });
});
