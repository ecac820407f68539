// ObjectDetector on a real street photograph (people, police motorbikes, a minivan) from the
// shared fixtures, on an empty synthetic frame, and its NMS on hand-made boxes.
import { existsSync, readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { SceneRenderer } from '../../../testbed/synthetic/index.ts';
import { i420ToRgb } from '../../onnx/rgb-image.ts';
import { intersectionOverUnion, nonMaxSuppression, ObjectDetector } from './index.ts';

const PHOTO = new URL('../../../../shared/fixtures/real/photo_detectron_17790319373.jpg', import.meta.url).pathname;
const VEHICLES = new Set(['car', 'truck', 'bus', 'motorcycle', 'bicycle']);

describe('ObjectDetector', () => {
  const detector = new ObjectDetector();
  beforeAll(() => detector.load(), 30_000);

  it('runs on the wasm backend', async () => {
    expect(await detector.backend()).toBe('wasm');
  });

  it.skipIf(!existsSync(PHOTO))('finds people and vehicles in the real street photo', async () => {
    const jpeg = readFileSync(PHOTO);
    await detector.run(jpeg); // warm-up: the first run compiles kernels
    const t0 = performance.now();
    const found = await detector.run(jpeg);
    console.log(`objects 1116x600 JPEG: ${(performance.now() - t0).toFixed(0)} ms, ${found.map((o) => `${o.label}:${o.score}`).join(' ')}`);
    const count = (f: (l: string) => boolean) => found.filter((o) => f(o.label)).length;
    expect(count((l) => l === 'person')).toBeGreaterThanOrEqual(3);
    expect(count((l) => VEHICLES.has(l))).toBeGreaterThanOrEqual(1);
    for (const o of found) {
      expect(o.score).toBeGreaterThanOrEqual(0.3);
      expect(o.box.x0).toBeGreaterThanOrEqual(0);
      expect(o.box.x1).toBeLessThanOrEqual(1116 + 1);
      expect(o.box.y1).toBeLessThanOrEqual(600 + 1);
    }
    // The most confident person is the pedestrian at the left (x 180-280 px in the photo).
    const best = found.find((o) => o.label === 'person')!;
    expect((best.box.x0 + best.box.x1) / 2).toBeGreaterThan(150);
    expect((best.box.x0 + best.box.x1) / 2).toBeLessThan(300);
  });
  if (!existsSync(PHOTO)) it.skip(`real photo absent (${PHOTO}): detection on real pixels not tested`, () => {});

  it('finds no people or vehicles in an empty synthetic view', async () => {
    const r = new SceneRenderer({ width: 640, height: 360, clock: false, background: 'yard' });
    const found = await detector.run(i420ToRgb(r.frameAt(1, 0), 640, 360));
    expect(found.filter((o) => o.label === 'person' || VEHICLES.has(o.label))).toEqual([]);
  });

  it('suppresses overlapping boxes per class, and across classes only when nearly identical', () => {
    const box = (x0: number, score: number, label: string) => ({ label, score, box: { x0, y0: 0, x1: x0 + 100, y1: 100 } });
    const items = [box(0, 0.9, 'person'), box(10, 0.8, 'person'), box(300, 0.7, 'person'), box(10, 0.6, 'car'), box(0, 0.5, 'truck')];
    expect(intersectionOverUnion(items[0].box, items[1].box)).toBeCloseTo(90 / 110, 5);
    expect(nonMaxSuppression(items, 0.5).map((d) => d.score)).toEqual([0.9, 0.7, 0.6, 0.5]);
    expect(nonMaxSuppression(items, 0.95, true).map((d) => d.score)).toEqual([0.9, 0.8, 0.7]);
  });

  it('fails clearly for a missing model file', async () => {
    await expect(new ObjectDetector({ modelPath: '/nonexistent/centernet.json' }).load()).rejects.toThrow(/model not found: \/nonexistent/);
  });
});
