// The renderer against its own ground truth: determinism, object colours where the script
// puts them, text regions, lighting and cuts, and the clock strip on raw frames.
import { describe, expect, it } from 'vitest';
import { SceneRenderer, decodeClockStrip, groundTruth, i420FrameSize, parseSceneScript, rgbToYuv, type SceneScriptInput } from './index.ts';

const START = Date.parse('2026-11-30T09:15:00Z');
const SCRIPT: SceneScriptInput = {
  width: 320, height: 180, fps: 10, durationSeconds: 10, seed: 5, noiseSigma: 2,
  objects: [
    { id: 'redcar', colour: 'red', width: 0.2, height: 0.15, path: [{ t: 1, x: -0.1, y: 0.7 }, { t: 5, x: 1.1, y: 0.7 }] },
    { id: 'walker', colour: 'blue', shape: 'person', width: 0.05, height: 0.3, path: [{ t: 2, x: 0.9, y: 0.45 }, { t: 8, x: 0.3, y: 0.45 }] },
  ],
  texts: [{ text: 'DELIVERY 42', from: 3, until: 6, x: 0.5, y: 0.15, size: 0.08 }],
  lighting: [{ t: 7, level: 0.4, transitionSeconds: 0 }],
  cuts: [{ t: 9, background: 'lobby' }],
};

function yuvAt(f: Buffer, w: number, h: number, x: number, y: number) {
  const ySize = w * h, c = (y >> 1) * (w / 2) + (x >> 1);
  return { y: f[y * w + x], u: f[ySize + c], v: f[ySize + ySize / 4 + c] };
}
const meanY = (f: Buffer, w: number, h: number, x0 = 0, y0 = 0, x1 = w, y1 = h) => {
  let s = 0;
  for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) s += f[y * w + x];
  return s / ((x1 - x0) * (y1 - y0));
};

describe('SceneRenderer', () => {
  it('renders I420 frames of the exported size, deterministically per seed', () => {
    const a = new SceneRenderer(SCRIPT), b = new SceneRenderer(SCRIPT), c = new SceneRenderer({ ...SCRIPT, seed: 6 });
    const fa = a.frameAt(3.2, START + 3200);
    expect(fa.length).toBe(i420FrameSize(320, 180));
    expect(a.frameSize).toBe(320 * 180 * 1.5);
    expect(fa.equals(b.frameAt(3.2, START + 3200))).toBe(true);
    expect(fa.equals(c.frameAt(3.2, START + 3200))).toBe(false);
    // noise changes from frame to frame even where nothing moves
    expect(fa.equals(a.frameAt(3.3, START + 3200))).toBe(false);
  });

  it('draws each object in its colour where the ground truth says it is', () => {
    const r = new SceneRenderer(SCRIPT), gt = groundTruth(SCRIPT, START);
    const car = gt.objects.find((o) => o.id === 'redcar')!;
    expect(car).toMatchObject({ direction: 'left-to-right', appearMs: START + 1000, leaveMs: START + 5000 });
    expect(gt.objects.find((o) => o.id === 'walker')!.direction).toBe('right-to-left');
    // at t=3 the car is half way: x = 0.5
    const f = r.frameAt(3, START + 3000), red = rgbToYuv(200, 30, 30);
    const px = yuvAt(f, 320, 180, 160, Math.round(0.7 * 180));
    expect(Math.abs(px.y - red.y)).toBeLessThan(10);
    expect(Math.abs(px.u - red.u)).toBeLessThan(4);
    expect(Math.abs(px.v - red.v)).toBeLessThan(4);
    // before it appears, that spot is road
    const before = yuvAt(r.frameAt(0.5, START + 500), 320, 180, 160, Math.round(0.7 * 180));
    expect(Math.abs(before.v - red.v)).toBeGreaterThan(40);
    // the person's torso is blue at t=5 (x = 0.6)
    const blue = rgbToYuv(30, 60, 200), p = yuvAt(r.frameAt(5, START), 320, 180, Math.round(0.6 * 320), Math.round(0.45 * 180));
    expect(Math.abs(p.u - blue.u)).toBeLessThan(4);
  });

  it('visible span accounts for entering across the frame edge', () => {
    const car = groundTruth(SCRIPT, START).objects.find((o) => o.id === 'redcar')!;
    expect(car.visibleFromMs!).toBeGreaterThan(car.appearMs);
    expect(car.visibleUntilMs!).toBeLessThan(car.leaveMs);
  });

  it('visible span is over the frames the render holds, not stepped from the path\'s own start', () => {
    // A walker whose path starts a rounding error after the frame at 4 s (an hour given as a
    // fraction of the day) is first in the frame at 4.25 s; one starting between frames, in the next frame.
    const walker = (id: string, t0: number) => ({ id, colour: 'blue' as const, shape: 'person' as const, width: 0.05, height: 0.2, path: [{ t: t0, x: 0.5, y: 0.5 }, { t: t0 + 2, x: 0.6, y: 0.5 }] });
    const script = { ...SCRIPT, fps: 4, objects: [walker('late', 4 + 1e-12), walker('between', 4.1)] };
    const r = new SceneRenderer({ ...script, noiseSigma: 0 });
    const gt = groundTruth(script, START);
    expect(gt.objects.find((o) => o.id === 'late')!.visibleFromMs).toBe(START + 4250);
    expect(gt.objects.find((o) => o.id === 'between')!.visibleFromMs).toBe(START + 4250);
    expect(gt.objects.find((o) => o.id === 'between')!.visibleUntilMs).toBe(START + 6000);
    // The render agrees: nothing of either in the frame at 4 s.
    expect(r.frameAt(4, START + 4000).equals(new SceneRenderer({ ...script, objects: [], noiseSigma: 0 }).frameAt(4, START + 4000))).toBe(true);
  });

  it('changes the text region only while the text is shown', () => {
    const r = new SceneRenderer({ ...SCRIPT, noiseSigma: 0 });
    const region = (t: number) => meanY(r.frameAt(t, START), 320, 180, 160, 27, 260, 41);
    const gt = groundTruth(SCRIPT, START);
    expect(gt.texts).toEqual([expect.objectContaining({ text: 'DELIVERY 42', shownMs: START + 3000, hiddenMs: START + 6000 })]);
    expect(Math.abs(region(2.9) - region(6.1))).toBeLessThan(1);
    expect(Math.abs(region(4) - region(2.9))).toBeGreaterThan(20);
  });

  it('applies lighting changes and cuts', () => {
    const r = new SceneRenderer(SCRIPT);
    const body = (t: number) => meanY(r.frameAt(t, START), 320, 180, 0, 30);
    expect(body(7.5)).toBeLessThan(body(6.8) * 0.6);
    const f1 = r.frameAt(8.9, START), f2 = r.frameAt(9.1, START);
    let diff = 0;
    for (let i = 320 * 30; i < 320 * 180; i++) diff += Math.abs(f1[i] - f2[i]);
    expect(diff / (320 * 150)).toBeGreaterThan(15);
    const events = groundTruth(SCRIPT, START).events.map((e) => e.kind);
    expect(events).toContain('cut');
    expect(events).toContain('lighting.change');
  });

  it('round-trips the clock strip on raw frames (I420 and GRAY8, padded stride)', () => {
    for (const [w, h] of [[320, 180], [640, 360], [1280, 720]]) {
      const r = new SceneRenderer({ ...SCRIPT, width: w, height: h, noiseSigma: 8 });
      for (const clock of [START, START + 123_456_700, Date.parse('2030-01-01T00:00:00.9Z')]) {
        const f = r.frameAt(4, clock);
        expect(decodeClockStrip(f, w, h, { format: 'I420' })).toBe(clock);
        const stride = w + 4, gray = Buffer.alloc(stride * h);
        for (let y = 0; y < h; y++) f.copy(gray, y * stride, y * w, y * w + w);
        expect(decodeClockStrip(gray, w, h, { format: 'GRAY8', stride })).toBe(clock);
      }
    }
  });

  it('reports no clock when there is no strip', () => {
    const r = new SceneRenderer({ ...SCRIPT, clock: false });
    expect(decodeClockStrip(r.frameAt(1, START), 320, 180, { format: 'I420' })).toBeUndefined();
  });

  it('rejects bad scripts with every problem listed', () => {
    expect(() => parseSceneScript({ width: 321, objects: [{ id: 'a', colour: 'mauve', width: 0.1, height: 0.1, path: [] }] }))
      .toThrow(/width[\s\S]*colour[\s\S]*path/);
    expect(() => parseSceneScript({ cuts: [{ t: 5, background: 'yard' }, { t: 2, background: 'lobby' }] })).toThrow(/time order/);
  });
  it('lights only a lamp\'s pool while it is on, and reports when and where in the ground truth', () => {
    const script: SceneScriptInput = {
      width: 320, height: 180, fps: 2, durationSeconds: 20, seed: 3, noiseSigma: 0, background: 'parking', initialLight: 0.3,
      lamps: [{ x: 0.5, y: 0.4, w: 0.4, h: 0.5, gain: 2.5, on: 5, off: 12 }],
    };
    const r = new SceneRenderer(script), W = 320, H = 180;
    const pool = (f: Buffer) => meanY(f, W, H, 176, 80, 272, 150), outside = (f: Buffer) => meanY(f, W, H, 20, 80, 140, 150);
    const off = r.frameAt(4, START), on = r.frameAt(6, START), after = r.frameAt(12.5, START);
    expect(pool(on) - 16).toBeGreaterThan((pool(off) - 16) * 2.2);
    expect(Math.abs(outside(on) - outside(off))).toBeLessThan(0.5);
    expect(Math.abs(pool(after) - pool(off))).toBeLessThan(0.5);
    const truth = groundTruth(script, START);
    expect(truth.lamps).toEqual([{ onMs: START + 5000, offMs: START + 12_000, region: { x: 0.5, y: 0.4, w: 0.4, h: 0.5 } }]);
    expect(truth.events.filter((e) => e.kind.startsWith('lamp.')).map((e) => [e.kind, e.atMs - START])).toEqual([['lamp.on', 5000], ['lamp.off', 12_000]]);
    expect(() => parseSceneScript({ ...script, lamps: [{ x: 0, y: 0, w: 0.1, h: 0.1, on: 5, off: 5 }] })).toThrow(/lamps\.0: off must be after on/);
  });
});
