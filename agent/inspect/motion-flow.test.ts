// Which way the movement went, block by block (motion-flow.ts), through the BuiltinInspector:
// a synthetic crowd walking both ways up and down the frame with one walker across, a group
// crossing one way, and the real hall (pedestrians.mp4: 40-50 people seen from above, walking both
// up and down the frame, a few across), where the tracker follows only a few merged blobs.
import { findRealFixture } from '../../testbed/real-fixtures.ts';
import { describe, expect, it } from 'vitest';
import { parseSceneScript, SceneRenderer, type SceneScriptInput } from '../../testbed/synthetic/index.ts';
import { decodeFrames } from '../../testbed/decoded-footage.ts';
import { encodeJpeg, i420ToRgb } from '../../models/onnx/index.ts';
import { mainWays } from '../planner/crowd-flow.ts';
import { BuiltinInspector, type InspectFrame } from './index.ts';

const START = Date.parse('2026-11-30T09:00:00Z');

function render(input: SceneScriptInput): InspectFrame[] {
  const script = parseSceneScript(input);
  const r = new SceneRenderer(script), frames: InspectFrame[] = [];
  for (let i = 0; i < Math.round(script.durationSeconds * script.fps); i++) {
    const t = i / script.fps, ts = START + Math.round(t * 1000);
    frames.push({ ts, jpeg: encodeJpeg(i420ToRgb(r.frameAt(t, ts), script.width, script.height)) });
  }
  return frames;
}

const inspector = new BuiltinInspector({ objects: false });
const shares = (ways: Record<string, number>, n: number) => Object.fromEntries(Object.entries(ways).map(([k, v]) => [k, Math.round((v / n) * 100) / 100]));


describe('block flow', () => {
  it('a crowd walking up and down the frame: both ways carry a real share, across does not', async () => {
    const colours = ['red', 'blue', 'green', 'yellow', 'white', 'purple'];
    const walker = (k: number, down: boolean) => ({
      id: `w${k}${down ? 'd' : 'u'}`, colour: colours[k % colours.length], shape: 'person' as const, width: 0.035, height: 0.12,
      path: [{ t: 0.5 * k, x: 0.1 + 0.13 * k + (down ? 0 : 0.06), y: down ? -0.1 : 1.1 }, { t: 0.5 * k + 9, x: 0.1 + 0.13 * k + (down ? 0 : 0.06), y: down ? 1.1 : -0.1 }],
    });
    const frames = render({
      name: 'flow-crowd', width: 320, height: 180, fps: 4, durationSeconds: 12, background: 'lobby',
      objects: [...Array.from({ length: 6 }, (_, k) => walker(k, true)), ...Array.from({ length: 5 }, (_, k) => walker(k, false)),
        { id: 'across', colour: 'blue', shape: 'person', width: 0.035, height: 0.12, path: [{ t: 2, x: -0.05, y: 0.5 }, { t: 10, x: 1.05, y: 0.5 }] }],
    });
    const r = await inspector.inspect(frames, { flow: true, name: false });
    const f = r.flow!;
    console.log(`crowd flow: ${f.vectors} vectors over ${f.pairs} pairs, shares ${JSON.stringify(shares(f.ways, f.vectors))}`);
    expect(f.pairs).toBe(frames.length - 1);
    expect(mainWays(f).map((w) => w.way).sort()).toEqual(['bottom-to-top', 'top-to-bottom']);
    expect(f.spans['top-to-bottom']!.first).toBeLessThan(START + 6000);
  }, 60_000);

  it('a group crossing left to right: one way', async () => {
    // Flat synthetic boxes have no texture inside to match on; walkers (head, body, legs) do.
    const frames = render({
      name: 'flow-group', width: 320, height: 180, fps: 4, durationSeconds: 10, background: 'street',
      objects: Array.from({ length: 4 }, (_, k) => ({ id: `g${k}`, colour: ['red', 'blue', 'green', 'yellow'][k], shape: 'person' as const, width: 0.035, height: 0.12,
        path: [{ t: 0.7 * k, x: -0.05, y: 0.35 + 0.12 * k }, { t: 0.7 * k + 7, x: 1.05, y: 0.35 + 0.12 * k }] })),
    });
    const f = (await inspector.inspect(frames, { flow: true, name: false })).flow!;
    console.log(`group flow: ${f.vectors} vectors, shares ${JSON.stringify(shares(f.ways, f.vectors))}`);
    expect(mainWays(f).map((w) => w.way)).toEqual(['left-to-right']);
  }, 60_000);

  it('is measured only when asked', async () => {
    const frames = render({ name: 'flow-none', width: 320, height: 180, fps: 2, durationSeconds: 2, background: 'street' });
    expect((await inspector.inspect(frames, { name: false })).flow).toBeUndefined();
    const f = (await inspector.inspect(frames, { flow: true, name: false })).flow!;
    expect(mainWays(f)).toEqual([]);
  });

  const HALL = findRealFixture('pedestrians.mp4');
  it.skipIf(!HALL)('the real hall: the crowd went both up and down the frame', async () => {
    const t0 = Date.parse('2026-11-29T12:00:00Z'), frames: InspectFrame[] = [];
    for await (const f of decodeFrames(HALL!, { width: 640, height: 360, fps: 4, startMs: t0 })) {
      if (f.ts < t0 + 10_000) frames.push({ ts: f.ts, jpeg: encodeJpeg({ width: f.width, height: f.height, data: f.data }) });
    }
    const r = await inspector.inspect(frames, { flow: true, name: false });
    const f = r.flow!;
    console.log(`hall flow: ${f.vectors} vectors over ${f.pairs} pairs, shares ${JSON.stringify(shares(f.ways, f.vectors))}; ${r.sightings.filter((s) => s.direction !== 'none').length} moving sightings`);
    expect(mainWays(f).map((w) => w.way).sort()).toEqual(['bottom-to-top', 'top-to-bottom']);
  }, 120_000);
});
