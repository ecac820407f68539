// BuiltinInspector on frames the tests render from scripted scenes (ground truth by
// construction) and, once, on real recordings through rewind: sightings pinned to the frame
// with their colour, direction and edges; the lights going off at its frame; text read and
// pinned to its first and last frame while the burned-in clock never is; an empty scene
// quiet; something already there in the first frame reported as such; holes between ranges;
// a slow dusk told from a switch; the real rainy street clip.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groundTruth, parseSceneScript, renderToFile, SceneRenderer, type GroundTruth, type SceneScript, type SceneScriptInput } from '../../testbed/synthetic/index.ts';
import { decodeFrames } from '../../testbed/decoded-footage.ts';
import { segmentPath } from '../../ingest/recorder/segment-paths.ts';
import { rewind } from '../../ingest/rewind/index.ts';
import { isTimestampOverlay } from '../../models/builtin/builtin-captioner.ts';
import { OcrAnalyzer } from '../../models/builtin/ocr/index.ts';
import { encodeJpeg, i420ToRgb, type RgbImage } from '../../models/onnx/index.ts';
import { BuiltinInspector, type InspectFrame, type Inspection, type Sighting, type TextReader } from './index.ts';
import { editDistance } from '../../core/edit-distance.ts';

const START = Date.parse('2026-11-30T09:00:00Z');

/** Every frame of a script at its own frame rate (so the truth's sampled times are frame times). */
function render(input: SceneScriptInput): { frames: InspectFrame[]; script: SceneScript; truth: GroundTruth } {
  const script = parseSceneScript(input);
  const r = new SceneRenderer(script), frames: InspectFrame[] = [];
  for (let i = 0; i < Math.round(script.durationSeconds * script.fps); i++) {
    const t = i / script.fps, ts = START + Math.round(t * 1000);
    frames.push({ ts, jpeg: encodeJpeg(i420ToRgb(r.frameAt(t, ts), script.width, script.height)) });
  }
  return { frames, script, truth: groundTruth(script, START) };
}

/** A scripted object's sighting: the one overlapping its visible time, of its colour. */
function sightingOf(i: Inspection, truth: GroundTruth, id: string): Sighting {
  const o = truth.objects.find((x) => x.id === id)!;
  const s = i.sightings.filter((x) => x.colour === o.colour && x.first <= o.visibleUntilMs! && x.last >= o.visibleFromMs!);
  expect(s, `one sighting of ${id}`).toHaveLength(1);
  return s[0];
}

const rel = (ts: number) => (ts - START) / 1000;

/** Counts the OCR reads and their time. */
function countingReader(ocr: TextReader): TextReader & { reads: number; ms: number } {
  const c = {
    reads: 0, ms: 0,
    async run(frame: Uint8Array | RgbImage, signal?: AbortSignal) {
      const t0 = performance.now();
      try { return await ocr.run(frame, signal); } finally { c.reads++; c.ms += performance.now() - t0; }
    },
  };
  return c;
}

// A street at 1 fps for two minutes: a red box crosses left to right low in the view, a sign
// is put up and taken down high on the right, a blue person walks right to left under it,
// and the lights go off at 95 s.
const STREET: SceneScriptInput = {
  name: 'inspect-street', width: 480, height: 270, fps: 1, durationSeconds: 120, background: 'street',
  objects: [
    { id: 'red-box', colour: 'red', shape: 'box', width: 0.2, height: 0.15, path: [{ t: 10, x: -0.12, y: 0.82 }, { t: 22, x: 1.12, y: 0.82 }] },
    { id: 'blue-person', colour: 'blue', shape: 'person', width: 0.05, height: 0.22, path: [{ t: 40, x: 0.97, y: 0.52 }, { t: 70, x: 0.03, y: 0.52 }] },
  ],
  texts: [{ text: 'DELIVERY 42', from: 30, until: 80, x: 0.58, y: 0.12, size: 0.06 }],
  lighting: [{ t: 95, level: 0.35, transitionSeconds: 0 }],
};

describe('BuiltinInspector', () => {
  const ocr = new OcrAnalyzer();
  // Naming by the object detector is tested on real footage (tests/perception-real-footage.test.ts); here it would only add time.
  const inspector = new BuiltinInspector({ ocr, objects: false });
  let street: ReturnType<typeof render>;
  beforeAll(async () => {
    street = render(STREET);
    await ocr.load();
  }, 60_000);

  it('pins each crossing to its first and last frame, with colour, direction and edges, and the lights going off', async () => {
    const t0 = performance.now();
    const r = await inspector.inspect(street.frames);
    const ms = performance.now() - t0;
    console.log(`street, ${r.frames} frames 480x270: ${ms.toFixed(0)} ms (${(ms / r.frames).toFixed(1)} ms a frame); sightings ${JSON.stringify(r.sightings.map((s) => [s.colour, rel(s.first), rel(s.last), s.direction]))}`);
    expect(r.frames).toBe(120);
    expect([r.from, r.to]).toEqual([START, START + 119_000]);
    for (const [id, dir] of [['red-box', 'left-to-right'], ['blue-person', 'right-to-left']] as const) {
      const o = street.truth.objects.find((x) => x.id === id)!;
      const s = sightingOf(r, street.truth, id);
      expect(Math.abs(s.first - o.visibleFromMs!), `${id} first`).toBeLessThanOrEqual(1000);
      expect(Math.abs(s.last - o.visibleUntilMs!), `${id} last`).toBeLessThanOrEqual(1000);
      expect(s.direction, id).toBe(dir);
      expect([s.entering, s.leaving, s.presentAtStart, s.presentAtEnd], id).toEqual([true, true, false, false]);
    }
    // Besides the two crossings, only the sign: standing still where it was put up, for as long as it was there.
    const others = r.sightings.filter((s) => !['red', 'blue'].includes(s.colour ?? ''));
    for (const s of others) {
      expect(s.direction).toBe('none');
      expect(Math.abs(s.from.x - 0.7)).toBeLessThan(0.15);
      expect(s.from.y).toBeLessThan(0.25);
    }
    expect(others.map((s) => [rel(s.first), rel(s.last)])).toEqual([[30, 79]]);
    expect(r.sightings).toHaveLength(3);
    // The lights: one switch, at the first dark frame.
    expect(r.lightChanges).toHaveLength(1);
    const off = r.lightChanges[0];
    expect({ ts: rel(off.ts), since: rel(off.since!), kind: off.kind, sudden: off.sudden }).toEqual({ ts: 95, since: 94, kind: 'lights-off', sudden: true });
    expect(off.after / off.before).toBeLessThan(0.5);
    expect(r.light).toHaveLength(120);
    // Movement: the box (11-21 s, gone at 22), the sign put up (30) and taken down (gone at 80),
    // the person (40-70, gone at 71); the sign standing alone (31-39 s) is not movement.
    expect(rel(r.motion.first!)).toBe(11);
    expect(rel(r.motion.last!)).toBe(80);
    expect(r.motion.movingFrames).toBeGreaterThanOrEqual(44);
    expect(r.motion.movingFrames).toBeLessThanOrEqual(48);
    expect(r.motion.peak).toBeGreaterThan(0.03);
    expect(r.texts).toBeUndefined();
  });

  it('pins a van to the frame it is a sliver at the edge in, coming and going, at 0.25 fps', async () => {
    // The depot's van: in from the right, its nose 3 px into the view in its first frame (8 s),
    // stops in the middle, goes on out to the left with its tail 3 px in view in its last. The
    // analyzer's sample grid misses both slivers; the frame is looked at pixel by pixel there.
    const van = { id: 'van', colour: 'blue' as const, shape: 'box' as const, width: 0.24, height: 0.17, path: [
      { t: 0, x: 1.2, y: 0.66 }, { t: 60, x: 0.55, y: 0.66 }, { t: 120, x: 0.55, y: 0.66 }, { t: 180, x: -0.1137, y: 0.66 }, { t: 200, x: -0.2, y: 0.66 }] };
    const depot = render({ name: 'inspect-sliver', width: 480, height: 270, fps: 0.25, durationSeconds: 212, background: 'parking', objects: [van] });
    const o = depot.truth.objects[0];
    expect([rel(o.visibleFromMs!), rel(o.visibleUntilMs!)]).toEqual([8, 180]);
    const r = await inspector.inspect(depot.frames);
    const s = sightingOf(r, depot.truth, 'van');
    expect([rel(s.first), rel(s.last)]).toEqual([8, 180]);
  });

  it('reads the sign, pins its first and last frame, and never reports the clock', async () => {
    const reader = countingReader(ocr);
    const t0 = performance.now();
    const r = await new BuiltinInspector({ ocr: reader, objects: false }).inspect(street.frames, { text: true });
    console.log(`street with text: ${(performance.now() - t0).toFixed(0)} ms, ${reader.reads} OCR reads (${(reader.ms / reader.reads).toFixed(0)} ms each); ${JSON.stringify(r.texts)}`);
    const shown = street.truth.texts[0];
    expect(r.texts).toHaveLength(1);
    const t = r.texts![0];
    expect(editDistance(t.text, 'DELIVERY 42')).toBeLessThanOrEqual(1);
    expect(t.first).toBe(shown.shownMs);
    expect(t.last).toBe(shown.hiddenMs - 1000);
    expect([t.presentAtStart, t.presentAtEnd]).toEqual([false, false]);
    expect(t.box.x).toBeGreaterThan(0.5);
    expect(t.box.y).toBeLessThan(0.2);
    expect(r.texts!.filter((x) => isTimestampOverlay(x.text) || /^[\d\s:.\-/]+$/.test(x.text))).toEqual([]);
    expect(reader.reads).toBeLessThanOrEqual(10);
  }, 60_000);

  it('tells apart two texts shown one after the other on the same board, and one shown throughout', async () => {
    const { frames } = render({
      name: 'inspect-board', width: 480, height: 270, fps: 1, durationSeconds: 90, background: 'lobby',
      texts: [
        { text: 'BAY 7 FULL', from: 20, until: 50, x: 0.5, y: 0.4 }, { text: 'BAY 7 FREE', from: 50, until: 75, x: 0.5, y: 0.4 },
        { text: 'EXIT', from: 0, until: 90, x: 0.1, y: 0.8 },
      ],
    });
    const reader = countingReader(ocr);
    const r = await new BuiltinInspector({ ocr: reader, objects: false }).inspect(frames, { text: true });
    console.log(`board: ${reader.reads} OCR reads; ${JSON.stringify(r.texts!.map((t) => [t.text, rel(t.first), rel(t.last)]))}`);
    const seen = r.texts!.map((t) => ({ text: t.text, first: rel(t.first), last: rel(t.last), presentAtStart: t.presentAtStart, presentAtEnd: t.presentAtEnd }));
    expect(seen).toHaveLength(3);
    const expected = [['EXIT', 0, 89, true, true], ['BAY 7 FULL', 20, 49, false, false], ['BAY 7 FREE', 50, 74, false, false]] as const;
    for (const [k, [text, first, last, atStart, atEnd]] of expected.entries()) {
      expect(editDistance(seen[k].text, text), seen[k].text).toBeLessThanOrEqual(1);
      expect(seen[k]).toMatchObject({ first, last, presentAtStart: atStart, presentAtEnd: atEnd });
    }
    expect(reader.reads).toBeLessThanOrEqual(10);
    // The board was up for most of the frames: it is reported for when it was up, not its absence.
    expect(r.sightings.map((x) => [x.colour, x.direction, rel(x.first), rel(x.last)])).toEqual([['white', 'none', 20, 74]]);
  }, 60_000);

  it('tells apart a price board before and after its digits change, though the board looks almost the same', async () => {
    const { frames } = render({
      name: 'inspect-price', width: 480, height: 270, fps: 1, durationSeconds: 120, background: 'forecourt',
      texts: [{ text: 'UNLEADED 139.9', from: 0, until: 70, x: 0.45, y: 0.3 }, { text: 'UNLEADED 142.9', from: 70, until: 120, x: 0.45, y: 0.3 }],
    });
    const reader = countingReader(ocr);
    const r = await new BuiltinInspector({ ocr: reader, objects: false }).inspect(frames, { text: true });
    const seen = r.texts!.map((t) => [t.text, rel(t.first), rel(t.last)] as const);
    console.log(`price board: ${reader.reads} OCR reads; ${JSON.stringify(seen)}`);
    const old = seen.find(([t]) => t.includes('139')), next = seen.find(([t]) => t.includes('142'));
    expect(old && next, JSON.stringify(seen)).toBeTruthy();
    // Each kept to its own frames, the change found within a few frames by reads alone.
    expect(old![1]).toBe(0);
    expect(Math.abs(old![2] - 69)).toBeLessThanOrEqual(4);
    expect(Math.abs(next![1] - 70)).toBeLessThanOrEqual(4);
    expect(next![2]).toBe(119);
  }, 60_000);

  it('sees nothing in an empty scene: no sightings, no moving frame, no light change, no text', async () => {
    const { frames } = render({ name: 'inspect-empty', width: 480, height: 270, fps: 1, durationSeconds: 60, background: 'yard' });
    const r = await inspector.inspect(frames, { text: true });
    expect(r.sightings).toEqual([]);
    expect(r.motion.movingFrames).toBe(0);
    expect(r.motion.first).toBeUndefined();
    expect(r.lightChanges).toEqual([]);
    expect(r.texts).toEqual([]);
  }, 60_000);

  it('reports a thing already in the first frame as present at the start, and one still there at the end', async () => {
    const { frames, truth } = render({
      name: 'inspect-present', width: 480, height: 270, fps: 2, durationSeconds: 40, background: 'parking',
      objects: [
        { id: 'red-box', colour: 'red', width: 0.2, height: 0.15, path: [{ t: 0, x: 0.4, y: 0.75 }, { t: 10, x: 1.12, y: 0.75 }] },
        { id: 'blue-box', colour: 'blue', width: 0.2, height: 0.15, path: [{ t: 25, x: -0.12, y: 0.75 }, { t: 45, x: 0.8, y: 0.75 }] },
      ],
    });
    const r = await inspector.inspect(frames);
    const red = sightingOf(r, truth, 'red-box'), blue = sightingOf(r, truth, 'blue-box');
    expect(red.first).toBe(START);
    expect([red.presentAtStart, red.entering, red.leaving, red.presentAtEnd]).toEqual([true, false, true, false]);
    expect(Math.abs(red.last - truth.objects[0].visibleUntilMs!)).toBeLessThanOrEqual(500);
    expect(red.direction).toBe('left-to-right');
    expect(Math.abs(blue.first - truth.objects[1].visibleFromMs!)).toBeLessThanOrEqual(500);
    expect(blue.last).toBe(frames.at(-1)!.ts);
    expect([blue.presentAtStart, blue.entering, blue.leaving, blue.presentAtEnd]).toEqual([false, true, false, true]);
    expect(r.sightings).toHaveLength(2);
  });

  it('treats a hole between ranges as unseen: tracks and light changes stay within their range', async () => {
    // 0-30 s at 2 fps (the red box) and 85-110 s at 1 fps (the lights going off).
    const r2 = render({ ...STREET, name: 'inspect-street-2fps', fps: 2, durationSeconds: 30 });
    const frames = [...r2.frames, ...street.frames.filter((f) => rel(f.ts) >= 85 && rel(f.ts) < 110)];
    const r = await inspector.inspect(frames);
    const red = sightingOf(r, r2.truth, 'red-box');
    expect(Math.abs(red.first - r2.truth.objects[0].visibleFromMs!)).toBeLessThanOrEqual(500);
    expect(Math.abs(red.last - r2.truth.objects[0].visibleUntilMs!)).toBeLessThanOrEqual(500);
    for (const s of r.sightings) expect(rel(s.first) < 30 === rel(s.last) < 30, 'no sighting spans the hole').toBe(true);
    // The sign was up from 30 to 80 s, in the hole: nothing is seen of it, and the person left at 70 s.
    expect(r.sightings.filter((s) => rel(s.first) >= 30)).toEqual([]);
    expect(r.lightChanges.map((c) => [rel(c.ts), c.kind, c.sudden])).toEqual([[95, 'lights-off', true]]);
  });

  it('times a lamp over part of the view switching off mid-look to its frame, not to the first frame the primed plate stood before', async () => {
    // One frame every 4 s for 60 s; the lamp over the right of the view is on for the first 20 s.
    // The run's clean plate (a median of its frames) is mostly dark there: the step from it to the
    // first, lit, frame is no switch.
    const { frames } = render({
      name: 'inspect-lamp', width: 480, height: 270, fps: 0.25, durationSeconds: 60, background: 'house', initialLight: 0.5,
      lamps: [{ x: 0.55, y: 0.2, w: 0.3, h: 0.4, gain: 2.4, on: 0, off: 20 }],
    });
    const r = await inspector.inspect(frames);
    expect(r.lightChanges.map((c) => [rel(c.ts), c.kind, c.sudden])).toEqual([[20, 'lights-off', true]]);
    expect(r.lightChanges[0].region!.x).toBeGreaterThan(0.3);
  });

  it('tells a slow dusk (a drift, between the frames it began and ended) from a switch', async () => {
    // One frame every 2 s: light falls from 1 to 0.25 between 40 and 140 s; lights on at 170 s.
    const { frames } = render({
      name: 'inspect-dusk', width: 480, height: 270, fps: 0.5, durationSeconds: 200, background: 'yard',
      lighting: [{ t: 40, level: 0.25, transitionSeconds: 100 }, { t: 170, level: 0.8, transitionSeconds: 0 }],
    });
    const r = await inspector.inspect(frames);
    expect(r.lightChanges.map((c) => ({ kind: c.kind, sudden: c.sudden }))).toEqual([{ kind: 'darker', sudden: false }, { kind: 'lights-on', sudden: true }]);
    const [dusk, on] = r.lightChanges;
    expect(rel(dusk.since!)).toBeGreaterThanOrEqual(40);
    expect(rel(dusk.since!)).toBeLessThanOrEqual(50);
    expect(rel(dusk.ts)).toBe(140);
    expect(dusk.after / dusk.before).toBeLessThan(0.4);
    expect([rel(on.since!), rel(on.ts)]).toEqual([168, 170]);
    expect(r.sightings).toEqual([]);
    expect(r.motion.movingFrames).toBe(0);
  });

  it('stops between frames when aborted, and names a frame that is not a JPEG', async () => {
    const ctl = new AbortController();
    ctl.abort(new Error('question cancelled'));
    await expect(inspector.inspect(street.frames, { signal: ctl.signal })).rejects.toThrow('question cancelled');
    const bad = street.frames.slice(0, 5).map((f, i) => (i === 3 ? { ts: f.ts, jpeg: Buffer.from('not a jpeg') } : f));
    await expect(inspector.inspect(bad)).rejects.toThrow(/frame at 2026-11-30T09:00:03.*not a decodable JPEG/);
    expect((await inspector.inspect([])).frames).toBe(0);
  });

  const REAL = '../shared/fixtures/real/pistreet_various.mp4';
  it.skipIf(!existsSync(REAL))('real rainy street clip at 2 fps: passing cars are sightings, the light is steady, no text', async () => {
    const frames: InspectFrame[] = [];
    let k = 0;
    for await (const f of decodeFrames(REAL, { width: 640, height: 480, fps: 10, startMs: START })) {
      if (k++ % 5 === 0) frames.push({ ts: f.ts, jpeg: encodeJpeg({ width: f.width, height: f.height, data: f.data }) });
    }
    const t0 = performance.now();
    const r = await inspector.inspect(frames);
    console.log(`real street: ${r.frames} frames 640x480 in ${(performance.now() - t0).toFixed(0)} ms, ${r.sightings.length} sightings, ${r.sightings.filter((s) => s.direction !== 'none').length} moving, ${r.motion.movingFrames} moving frames`);
    expect(r.frames).toBeGreaterThan(60);
    expect(r.sightings.filter((s) => s.direction === 'left-to-right' || s.direction === 'right-to-left').length).toBeGreaterThanOrEqual(2);
    expect(r.motion.movingFrames / r.frames).toBeGreaterThan(0.3);
    expect(r.lightChanges).toEqual([]);
    expect((await inspector.inspect(frames.slice(0, 12), { text: true })).texts).toEqual([]);
  }, 60_000);
  if (!existsSync(REAL)) console.warn(`skipping the real street clip test: ${REAL} is absent`);

  describe('on real recordings', () => {
    let dir: string;
    const script = parseSceneScript({
      name: 'inspect-recorded', width: 640, height: 360, fps: 5, durationSeconds: 40, background: 'street',
      objects: [{ id: 'yellow-van', colour: 'yellow', width: 0.24, height: 0.17, path: [{ t: 12, x: 1.15, y: 0.7 }, { t: 27, x: -0.15, y: 0.7 }] }],
      texts: [{ text: 'DELIVERY 42', from: 15, until: 31.2, x: 0.55, y: 0.15 }],
    });
    beforeAll(async () => {
      dir = mkdtempSync(join(tmpdir(), 'vigil-inspect-'));
      await renderToFile(script, { out: segmentPath(dir, 'cam', START), startMs: START });
    }, 120_000);
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it('rewinds an H.264 recording and pins the van that crossed it and the sign shown', async () => {
      const truth = groundTruth(script, START).objects[0];
      const got = await rewind({ dataDir: dir, camera: 'cam', from: START + 5000, to: START + 35_000, fps: 2, width: 640 });
      expect(got.missing).toEqual([]);
      const t0 = performance.now();
      const r = await inspector.inspect(got.frames, { text: true });
      console.log(`recorded, with text: ${r.frames} frames 640x360 in ${(performance.now() - t0).toFixed(0)} ms; ${JSON.stringify(r.sightings.map((s) => [s.colour, rel(s.first), rel(s.last), s.direction]))}; truth ${rel(truth.visibleFromMs!)}-${rel(truth.visibleUntilMs!)}`);
      // The van, and the sign standing (up for more than half the frames, so in the clean plate:
      // the frames without it are turned round into the sign's own sighting).
      expect(r.sightings).toHaveLength(2);
      const [van, sign] = r.sightings;
      expect([sign.colour, sign.direction, rel(sign.first), rel(sign.last), sign.presentAtStart, sign.presentAtEnd]).toEqual(['white', 'none', 15, 31, false, false]);
      expect(van.colour).toBe('yellow');
      expect(van.direction).toBe('right-to-left');
      expect([van.entering, van.leaving]).toEqual([true, true]);
      // The truth is sampled at the render's 5 fps; the rewound frames are 500 ms apart.
      const ts = got.frames.map((f) => f.ts);
      const firstShown = ts.find((t) => t >= truth.visibleFromMs!)!, lastShown = ts.filter((t) => t <= truth.visibleUntilMs!).at(-1)!;
      expect(Math.abs(van.first - firstShown)).toBeLessThanOrEqual(500);
      expect(Math.abs(van.last - lastShown)).toBeLessThanOrEqual(500);
      expect(r.lightChanges).toEqual([]);
      // The sign through H.264: read, and pinned to the frames at 15 s and 31 s.
      expect(r.texts).toHaveLength(1);
      expect(editDistance(r.texts![0].text, 'DELIVERY 42')).toBeLessThanOrEqual(1);
      expect([rel(r.texts![0].first), rel(r.texts![0].last)]).toEqual([15, 31]);
    }, 60_000);
  });
});
