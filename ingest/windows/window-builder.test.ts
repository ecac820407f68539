import { describe, it, expect } from 'vitest';
import { WindowBuilder, type AnalyzedFrame, type ClosedWindow } from './window-builder.ts';
import { WindowsSchema } from '../../core/config/index.ts';

const T0 = Date.parse('2026-11-30T00:00:00Z');
const cfg = WindowsSchema.parse({});

/** 2 fps frames from t0 to t1 seconds with a given activity pattern. */
function frames(t0: number, t1: number, active: (t: number) => boolean, extra: (t: number) => Partial<AnalyzedFrame> = () => ({})): AnalyzedFrame[] {
  const out: AnalyzedFrame[] = [];
  for (let t = t0; t < t1; t += 0.5) {
    const a = active(t);
    out.push({
      ts: T0 + t * 1000, cut: false, activity: a ? 0.2 : 0.001, active: a,
      regions: [a ? 0.5 : 0, 0], grid: { cols: 2, rows: 1 },
      centroid: a ? { x: Math.min(1, t / 100), y: 0.5 } : undefined, colours: a ? ['red'] : [],
      light: { level: 120, state: 'day' }, jpeg: Buffer.from(`jpeg@${t}`), ...extra(t),
    });
  }
  return out;
}

function build(input: AnalyzedFrame[], c = cfg): ClosedWindow[] {
  const out: ClosedWindow[] = [];
  const b = new WindowBuilder('cam', c, (w) => out.push(w));
  input.forEach((f) => b.push(f));
  b.flush();
  return out;
}

describe('WindowBuilder', () => {
  it('gives a burst of activity its own window between idle windows, tiling time', () => {
    const ws = build(frames(0, 60, (t) => t >= 20 && t < 30));
    expect(ws.map((w) => w.window.kind)).toEqual(['idle', 'activity', 'idle']);
    expect(ws[1].window.start).toBe(T0 + 20_000);
    // Activity ends at 29.5 s; the window closes after the 2 s hangover.
    expect(ws[1].window.end).toBe(T0 + 31_500);
    expect(ws[1].window.closedBy).toBe('activity-end');
    for (let i = 1; i < ws.length; i++) expect(ws[i].window.start).toBe(ws[i - 1].window.end);
    expect(ws[0].window.start).toBe(T0);
    expect(ws.at(-1)!.window.end).toBe(T0 + 60_000);
    expect(ws[1].window.id).toBe(`cam:${T0 + 20_000}`);
    expect(ws[1].window.motion.colours).toEqual(['red']);
    expect(ws[1].window.activity.activeFrames).toBe(20);
  });

  it('splits long activity at the maximum length and coalesces quiet into long idle windows', () => {
    const ws = build(frames(0, 1500, (t) => t >= 100 && t < 175));
    const kinds = ws.map((w) => w.window.kind);
    expect(kinds.filter((k) => k === 'activity')).toHaveLength(3);
    const acts = ws.filter((w) => w.window.kind === 'activity');
    expect(acts[0].window.closedBy).toBe('max-length');
    expect(acts[0].window.end - acts[0].window.start).toBe(30_000);
    const idle = ws.filter((w) => w.window.kind === 'idle');
    for (const w of idle) expect(w.window.end - w.window.start).toBeLessThanOrEqual(600_000);
    // 25 quiet minutes cost a handful of windows.
    expect(idle.length).toBeLessThanOrEqual(4);
  });

  it('ignores single-frame blips and keeps them in the idle window', () => {
    const ws = build(frames(0, 120, (t) => t === 40 || t === 80));
    expect(ws.map((w) => w.window.kind)).toEqual(['idle']);
  });

  it('starts a scene window at a cut and closes the window before it', () => {
    const ws = build(frames(0, 30, () => false, (t) => ({ cut: t === 10 })));
    expect(ws.map((w) => [w.window.kind, w.window.closedBy])).toEqual([['idle', 'cut'], ['scene', 'scene-end'], ['idle', 'end-of-stream']]);
    expect(ws[1].window.start).toBe(T0 + 10_000);
    expect(ws[1].window.cut).toBe(true);
    expect(ws[1].keyframes.map((k) => k.reason)).toEqual(['cut']);
  });

  it('closes the open window at a gap in the frames', () => {
    const ws = build([...frames(0, 10, () => false), ...frames(100, 110, () => false)]);
    expect(ws.map((w) => w.window.closedBy)).toEqual(['gap', 'end-of-stream']);
    expect(ws[0].window.end).toBe(T0 + 10_000);
    expect(ws[1].window.start).toBe(T0 + 100_000);
  });

  it('picks first, peak and last keyframes, and derives direction and lighting events', () => {
    const ws = build(frames(0, 40, (t) => t >= 10 && t < 30, (t) => ({
      activity: t >= 10 && t < 30 ? (t === 17 ? 0.9 : 0.2) : 0,
      centroid: { x: (t - 10) / 20, y: 0.5 },
      light: { level: 100, state: 'day', event: t === 20 ? 'lights-off' : undefined },
    })));
    const act = ws.find((w) => w.window.kind === 'activity')!;
    expect(act.keyframes.map((k) => [k.reason, k.ts - T0])).toEqual([['first', 10_000], ['peak', 17_000], ['last', 31_000]]);
    expect(act.keyframes[1].jpeg.toString()).toBe('jpeg@17');
    expect(act.window.motion.direction).toBe('left-to-right');
    expect(act.window.lighting.events).toEqual([{ ts: T0 + 20_000, event: 'lights-off' }]);
    expect(act.window.activity.peak).toBe(0.9);
  });
});
