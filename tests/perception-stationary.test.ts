// Things that arrive and stay, through the live path (decoded H.264, the FrameAnalyzer, the
// WindowBuilder): a red truck drives in, parks for a minute and a half while a person walks
// past, and drives off. Live detection learns the parked truck into its background after
// stationarySeconds, so the windows in between are idle; they must still carry the truck as a
// stationary thing (since when, where, its colour and class), the builtin caption of an idle
// window must name it, and the window in which it drives off must say until when it stood and
// see it go as itself (red, right to left), not as the road it uncovers.
import { describe, expect, it } from 'vitest';
import { parseSceneScript } from '../testbed/synthetic/index.ts';
import { decodeFrames, renderFootage } from '../testbed/decoded-footage.ts';
import { FrameAnalyzer } from '../ingest/detect/index.ts';
import { WindowBuilder, type ClosedWindow } from '../ingest/windows/window-builder.ts';
import { WindowsSchema } from '../core/config/index.ts';
import { BuiltinCaptioner } from '../models/builtin/builtin-captioner.ts';
import type { Window } from '../core/window.ts';

const script = parseSceneScript({
  name: 'perception-parked', width: 640, height: 360, fps: 2, durationSeconds: 150, background: 'street',
  objects: [
    { id: 'truck', colour: 'red', width: 0.26, height: 0.2, path: [{ t: 10, x: 1.15, y: 0.68 }, { t: 20, x: 0.35, y: 0.68 }, { t: 110, x: 0.35, y: 0.68 }, { t: 118, x: -0.2, y: 0.68 }] },
    { id: 'walker', colour: 'blue', shape: 'person', width: 0.04, height: 0.14, path: [{ t: 50, x: 1.05, y: 0.45 }, { t: 75, x: -0.05, y: 0.45 }] },
  ],
});

// Parked for five minutes, long after the camera connected: the long background, which knows
// the road from before the truck came, must still know it when the truck drives off.
const longPark = parseSceneScript({
  name: 'perception-parked-long', width: 640, height: 360, fps: 2, durationSeconds: 420, background: 'street',
  objects: [{ id: 'truck', colour: 'red', width: 0.26, height: 0.2, path: [{ t: 60, x: 1.15, y: 0.68 }, { t: 70, x: 0.35, y: 0.68 }, { t: 370, x: 0.35, y: 0.68 }, { t: 378, x: -0.2, y: 0.68 }] }],
});

async function windows(s = script): Promise<{ ws: ClosedWindow[]; t0: number }> {
  const footage = await renderFootage(s);
  const analyzer = new FrameAnalyzer(), ws: ClosedWindow[] = [];
  const builder = new WindowBuilder('yard', WindowsSchema.parse({}), (w) => ws.push(w));
  for await (const f of decodeFrames(footage.file, { width: 320, height: 180, fps: 2 })) builder.push({ ...analyzer.analyze(f), jpeg: undefined });
  builder.flush();
  return { ws, t0: footage.truth.startMs };
}

describe('stationary things on the live path', () => {
  it('keeps the parked truck through the idle windows it stands in, names it in their caption, and ends it when it drives off', async () => {
    const { ws, t0 } = await windows();
    const rel = (t: number) => (t - t0) / 1000;
    console.log(ws.map((c) => `${c.window.kind} ${rel(c.window.start)}-${rel(c.window.end)} ${JSON.stringify((c.window.stationary ?? []).map((s) => [s.colour, s.objectClass, rel(s.since), s.until && rel(s.until)]))}`).join('\n'));
    const idle = ws.map((c) => c.window).filter((w) => w.kind === 'idle' && rel(w.start) >= 30 && rel(w.end) <= 111);
    expect(idle.length).toBeGreaterThan(0);
    for (const w of idle) {
      const truck = (w.stationary ?? []).filter((s) => s.colour === 'red');
      expect(truck, `idle ${rel(w.start)}-${rel(w.end)}`).toHaveLength(1);
      expect(truck[0].objectClass).toBe('vehicle');
      expect(Math.abs(rel(truck[0].since) - 20)).toBeLessThanOrEqual(3);
      expect(truck[0].until).toBeUndefined();
      expect(Math.abs(truck[0].at.x - 0.35)).toBeLessThan(0.08);
    }
    // The walker passed while it stood: it is not the truck leaving.
    const walkerWindow = ws.map((c) => c.window).find((w) => w.kind === 'activity' && rel(w.start) >= 45 && rel(w.start) <= 75)!;
    expect(walkerWindow.stationary?.some((s) => s.colour === 'red' && s.until === undefined)).toBe(true);
    // It drove off at 110 s: the window that saw it go has its end, later windows do not list it.
    const gone = ws.map((c) => c.window).flatMap((w) => (w.stationary ?? []).filter((s) => s.colour === 'red' && s.until !== undefined));
    expect(gone.length).toBeGreaterThan(0);
    expect(Math.abs(rel(gone[0].until!) - 110)).toBeLessThanOrEqual(3);
    expect(ws.map((c) => c.window).filter((w) => rel(w.start) > 125).some((w) => w.stationary?.length)).toBe(false);
    // It drives off as itself: a red track going right to left, and the road it uncovers is
    // background again at once (it matches the view from before the truck came), not a
    // "thing" standing where the truck stood for stationarySeconds.
    const after = ws.map((c) => c.window).flatMap((w) => w.motion.tracks ?? []).filter((t) => rel(t.end) > 110);
    console.log(after.map((t) => `${t.colour} ${t.direction} ${rel(t.start)}-${rel(t.end)}`).join('\n'));
    expect(after.some((t) => t.colour === 'red' && t.direction === 'right-to-left')).toBe(true);
    expect(after.filter((t) => t.end - t.start > 5000 && t.direction === 'none')).toEqual([]);
    expect(after.every((t) => rel(t.end) < 122)).toBe(true);

    const cap = await new BuiltinCaptioner().caption({ window: { ...idle[0], keyframes: [] } as Window, keyframes: [] });
    console.log(cap.caption);
    expect(cap.caption).toMatch(/A red vehicle-sized object stands in the lower centre \(since 09:00:19 UTC\)/);
    expect(cap.caption).toMatch(/No movement/);
    expect(cap.tags.objects.some((o) => o.actions.includes('stationary') && o.colours.includes('red'))).toBe(true);
  }, 120_000);

  it('sees a truck that stood five minutes drive off as itself, and the road it uncovers as road', async () => {
    const { ws, t0 } = await windows(longPark);
    const rel = (t: number) => (t - t0) / 1000;
    const after = ws.map((c) => c.window).flatMap((w) => w.motion.tracks ?? []).filter((t) => rel(t.end) > 370);
    console.log(after.map((t) => `${t.colour} ${t.direction} ${rel(t.start)}-${rel(t.end)}`).join('\n'));
    expect(after.some((t) => t.colour === 'red' && t.direction === 'right-to-left')).toBe(true);
    expect(after.filter((t) => t.end - t.start > 5000 && t.direction === 'none')).toEqual([]);
    expect(after.every((t) => rel(t.end) < 382)).toBe(true);
    const gone = ws.map((c) => c.window).flatMap((w) => (w.stationary ?? []).filter((s) => s.until !== undefined));
    expect(gone).toHaveLength(1);
    expect(Math.abs(rel(gone[0].until!) - 370)).toBeLessThanOrEqual(3);
  }, 120_000);
});
