// A view step -- the camera's picture changes thinly all over at once and then holds (a
// white-balance or exposure step, an encoder's new quality at a keyframe, a spliced recording)
// -- is learnt at once: it is never activity, and something moving through the view afterwards
// is its own small blob, not part of a whole-view "thing" for stationarySeconds. A thing that
// fills most of the view is dense, not thin, and stays activity; flicker that does not hold is
// not learnt. The real case (the rainy street at 19 s) is in tests/perception-real-footage.test.ts.
import { describe, expect, it } from 'vitest';
import { FrameAnalyzer, type FrameAnalysis } from './index.ts';
import type { Frame } from '../../core/types.ts';

const W = 320, H = 180, STRIDE = W * 3;

/** A deterministic textured view (a street seen from a wall: every pixel its own grey-ish value). */
function scene(): Uint8Array {
  const px = new Uint8Array(STRIDE * H);
  let seed = 7;
  for (let i = 0; i < px.length; i += 3) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    const v = 60 + (seed % 120);
    px[i] = v; px[i + 1] = v + 5; px[i + 2] = v - 5;
  }
  return px;
}

/** Every 9th sample's neighbourhood (about a tenth of the view, all over it) brighter by 40 a channel. */
function stepped(base: Uint8Array): Uint8Array {
  const px = base.slice();
  for (let y = 0; y < H; y++) for (let x = 0; x < W; x++) if ((x * 7 + y * 13) % 10 === 0) for (let c = 0; c < 3; c++) px[y * STRIDE + x * 3 + c] = Math.min(255, px[y * STRIDE + x * 3 + c] + 40);
  return px;
}

function withBox(base: Uint8Array, x0: number, y0: number, w: number, h: number, rgb: [number, number, number]): Uint8Array {
  const px = base.slice();
  for (let y = Math.max(0, y0); y < Math.min(H, y0 + h); y++) for (let x = Math.max(0, x0); x < Math.min(W, x0 + w); x++) px.set(rgb, y * STRIDE + x * 3);
  return px;
}

function frame(ts: number, data: Uint8Array): Frame {
  return { camera: 'cam', ts, runningTimeNs: ts * 1e6, width: W, height: H, stride: STRIDE, format: 'RGB', data: Buffer.from(data.buffer, data.byteOffset, data.byteLength) } as Frame;
}

/** 2 fps: 10 s of the plain view, then the frames make returns for each later frame index. */
function run(later: (k: number) => Uint8Array, frames: number): { analyzer: FrameAnalyzer; out: FrameAnalysis[] } {
  const analyzer = new FrameAnalyzer(), base = scene(), out: FrameAnalysis[] = [];
  for (let k = 0; k < 20; k++) analyzer.analyze(frame(k * 500, base));
  for (let k = 0; k < frames; k++) out.push(analyzer.analyze(frame(10_000 + k * 500, later(k))));
  return { analyzer, out };
}

describe('a view step', () => {
  it('is learnt at once: no activity from the frame it happens, and a car crossing afterwards is its own blob', () => {
    const after = stepped(scene());
    const { analyzer, out } = run((k) => (k >= 6 && k < 14 ? withBox(after, -60 + (k - 6) * 50, 80, 60, 40, [200, 30, 30]) : after), 20);
    expect(analyzer.viewSteps).toBe(1);
    expect(out.slice(0, 6).some((f) => f.active)).toBe(false);
    const car = out.slice(7, 13);
    expect(car.every((f) => f.active && f.blobs?.length === 1)).toBe(true);
    // The blob is the car (60x40 px of 320x180), not the whole view.
    for (const f of car) expect(f.blobs![0].bbox.w * f.blobs![0].bbox.h).toBeLessThan(0.1);
    expect(car.every((f) => f.blobs![0].colours[0] === 'red')).toBe(true);
    expect(out.slice(15).some((f) => f.active)).toBe(false);
  });

  it('is not a thing that fills most of the view: a coach passing close stays activity', () => {
    // 160x120 px of 320x180, driving in from the left at 40 px a frame.
    const { analyzer, out } = run((k) => withBox(scene(), -160 + (k + 1) * 40, 30, 160, 120, [235, 235, 235]), 8);
    expect(analyzer.viewSteps).toBe(0);
    expect(out.every((f) => f.active)).toBe(true);
    expect(out.at(-1)!.blobs![0].bbox.w).toBeGreaterThan(0.4);
  });

  it('is not flicker that does not hold (rain): nothing is learnt', () => {
    const base = scene();
    const { analyzer } = run((k) => {
      const px = base.slice();
      for (let y = 0; y < H; y++) for (let x = 0; x < W; x++) if ((x * 7 + y * 13 + k * 3) % 10 === 0) for (let c = 0; c < 3; c++) px[y * STRIDE + x * 3 + c] = Math.min(255, px[y * STRIDE + x * 3 + c] + 40);
      return px;
    }, 10);
    expect(analyzer.viewSteps).toBe(0);
  });

  it('is not a crowd walking all over the view (the hall from above): every frame stays activity', () => {
    // 40 people (10x10 px) spread over the view, each walking 8 px a frame up, down or across.
    const people = Array.from({ length: 40 }, (_, i) => ({ x: 10 + ((i * 67) % 290), y: 10 + ((i * 37) % 150), dx: [8, -8, 0, 0][i % 4], dy: [0, 0, 8, -8][i % 4] }));
    const { analyzer, out } = run((k) => {
      let px = scene();
      for (const p of people) px = withBox(px, ((p.x + p.dx * k) % 300 + 300) % 300, ((p.y + p.dy * k) % 160 + 160) % 160, 10, 10, [30, 30, 30]);
      return px;
    }, 12);
    expect(analyzer.viewSteps).toBe(0);
    expect(out.slice(1).every((f) => f.active)).toBe(true);
  });
});
