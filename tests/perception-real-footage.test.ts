// Perception on real footage nobody here made (../shared/fixtures/real/, found from a git
// worktree too): the rainy street clip, with its truth read from the frames (see
// tests/agent/held-out-questions.ts, streetQuestions). Cars crossing are counted one by one
// (near lane, left to right: 8 vehicles including the coach, in the first 13 s), a dark car is
// black and a white car white, and the coach is named a bus by the detector on its own region.
// Plus a synthetic walk: people who came one at a time along the same path are three people.
import { findRealFixture } from '../testbed/real-fixtures.ts';
import { describe, expect, it } from 'vitest';
import { BuiltinInspector, type InspectFrame, type Sighting } from '../agent/inspect/index.ts';
import { decodeFrames, renderFootage } from '../testbed/decoded-footage.ts';
import { FrameAnalyzer } from '../ingest/detect/index.ts';
import { TrackBuilder } from '../ingest/windows/track-builder.ts';
import { parseSceneScript } from '../testbed/synthetic/index.ts';
import { encodeJpeg } from '../models/onnx/rgb-image.ts';
import { THING_LABELS } from '../models/builtin/objects/index.ts';
import type { Track } from '../core/window.ts';


const STREET = findRealFixture('pistreet_various.mp4');
const START = Date.parse('2026-11-29T16:00:00Z');
const rel = (t: number) => (t - START) / 1000;
const crossing = (dir: string) => (s: { direction: string; frames: number }) => s.direction === dir && s.frames >= 3;

describe.skipIf(!STREET)('perception on the real rainy street', () => {
  it('rewound at 2 fps: counts the near-lane cars one by one, names their colours and the coach a bus', async () => {
    const frames: InspectFrame[] = [];
    let k = 0;
    for await (const f of decodeFrames(STREET!, { width: 640, height: 480, fps: 10, startMs: START })) {
      if (k++ % 5 === 0) frames.push({ ts: f.ts, jpeg: encodeJpeg({ width: f.width, height: f.height, data: f.data }) });
    }
    const r = await new BuiltinInspector().inspect(frames);
    const say = (s: Sighting) => `${s.colour} ${s.label ?? s.objectClass} ${rel(s.first)}-${rel(s.last)} ${s.direction}`;
    console.log(r.sightings.map(say).join('\n'));
    const near = r.sightings.filter((s) => crossing('left-to-right')(s) && s.first < START + 13_000);
    expect(near.length).toBeGreaterThanOrEqual(7);
    expect(near.length).toBeLessThanOrEqual(9);
    // Each crossing is a thing that came in and went out, not a fragment.
    expect(near.filter((s) => s.leaving).length).toBeGreaterThanOrEqual(6);
    // The dark car in view at 0 s, and the white car crossing the far lane from 26.9 s.
    expect(near.find((s) => s.presentAtStart)?.colour).toBe('black');
    const white = r.sightings.find((s) => crossing('right-to-left')(s) && s.first >= START + 26_000);
    expect(white?.colour).toBe('white');
    // The coach (10.3-12.7 s), the largest thing, named on its own region.
    const coach = [...r.sightings].sort((a, b) => b.size - a.size)[0];
    expect([coach.label, coach.objectClass, coach.direction]).toEqual(['bus', 'vehicle', 'left-to-right']);
    expect(Math.abs(rel(coach.first) - 10.3)).toBeLessThanOrEqual(1);
    for (const s of r.sightings) if (s.label) expect(Object.keys(THING_LABELS)).toContain(s.label);
  }, 180_000);

  it('live at 4 fps: the near-lane cars after the stream warm-up are separate tracks that crossed', async () => {
    const analyzer = new FrameAnalyzer(), tracker = new TrackBuilder();
    let k = 0;
    for await (const f of decodeFrames(STREET!, { width: 320, height: 240, fps: 10, startMs: START })) {
      if (k++ % 5 > 0 && k % 5 !== 3) continue; // every 2nd-3rd frame: 4 fps
      const a = analyzer.analyze(f);
      tracker.add(f.ts, a.active ? a.blobs ?? [] : []); // as a window does
    }
    const tracks = tracker.tracks();
    console.log(tracks.map((t: Track) => `${t.colour} ${t.objectClass} ${rel(t.start)}-${rel(t.end)} ${t.direction} ${t.frames}`).join('\n'));
    // 3-13 s: the silver car, dark car, silver car, minivan, dark car and coach (the first
    // 3 s are the stream warm-up); a blob that merged two cars may hide one.
    const near = tracks.filter((t) => crossing('left-to-right')(t) && t.start >= START + 2500 && t.start < START + 13_000);
    expect(near.length).toBeGreaterThanOrEqual(5);
    expect(near.length).toBeLessThanOrEqual(7);
    expect(near.every((t) => t.objectClass === 'vehicle')).toBe(true);
  }, 120_000);

  it('at ingest defaults (2 fps, 320 px): the far lane after the view step at 19 s is four things going right to left, the scooter one of them', async () => {
    // At 19.0 s (a keyframe) the picture changes thinly all over the view and then holds (its
    // colour balance and fine texture; no shift, no change of light): before, the top half of
    // the view was one still "thing" from 19 to 35 s that swallowed the scooter and a white car.
    const analyzer = new FrameAnalyzer(), tracker = new TrackBuilder();
    let k = 0;
    for await (const f of decodeFrames(STREET!, { width: 320, height: 240, fps: 10, startMs: START })) {
      if (k++ % 5) continue;
      const a = analyzer.analyze(f);
      tracker.add(f.ts, a.active ? a.blobs ?? [] : []);
    }
    expect(analyzer.viewSteps).toBe(1);
    const tracks = tracker.tracks();
    console.log(tracks.map((t: Track) => `${t.colour} ${rel(t.start)}-${rel(t.end)} ${t.direction} ${t.frames} ${JSON.stringify(t.box)}`).join('\n'));
    // Far lane truth: dark grey car 15.8-18.2, scooter 18.8-22.2, white cars 26.9-29.0 and 33.0-35.3.
    const far = tracks.filter((t) => t.start >= START + 15_000);
    expect(far.map((t) => t.direction)).toEqual(['right-to-left', 'right-to-left', 'right-to-left', 'right-to-left']);
    const truth = [[15.8, 18.2], [18.8, 22.2], [26.9, 29.0], [33.0, 35.3]];
    for (const [i, t] of far.entries()) {
      const [from, to] = truth[i];
      expect(Math.abs(rel(t.start) - from), `${rel(t.start)}`).toBeLessThanOrEqual(1);
      expect(Math.abs(rel(t.end) - to), `${rel(t.end)}`).toBeLessThanOrEqual(1);
      expect(t.frames).toBeGreaterThanOrEqual(4);
    }
    // The scooter is the narrow one; the white cars are white.
    expect(far[1].box!.w).toBeLessThan(far[0].box!.w / 2);
    expect([far[2].colour, far[3].colour]).toEqual(['white', 'white']);
    // The near lane, 3-9 s: every track a crossing left to right (the first car of the clip
    // is no longer taken for one going the other way).
    const near = tracks.filter((t) => t.start < START + 9000);
    expect(near.length).toBeGreaterThanOrEqual(4);
    expect(near.every((t) => t.direction === 'left-to-right')).toBe(true);
  }, 120_000);
});
if (!STREET) console.warn('skipping perception on the real street: shared/fixtures/real/pistreet_various.mp4 not found above the repository');

const HALL = findRealFixture('pedestrians.mp4');

describe.skipIf(!HALL)('headcount in the real hall', () => {
  it('counts the crowd in view at a moment with the detector on whole frames (truth: 40-50 people)', async () => {
    const frames: InspectFrame[] = [];
    const t0 = Date.parse('2026-11-29T12:00:00Z');
    for await (const f of decodeFrames(HALL!, { width: 1280, height: 720, fps: 1, startMs: t0 })) {
      if (f.ts >= t0 + 4000 && f.ts <= t0 + 6000) frames.push({ ts: f.ts, jpeg: encodeJpeg({ width: f.width, height: f.height, data: f.data }) });
    }
    expect(frames.length).toBeGreaterThanOrEqual(2);
    const r = await new BuiltinInspector().inspect(frames, { headcount: true, name: true });
    const people = r.headcount!.map((h) => h.labels.person ?? 0);
    console.log(`hall headcount: ${people.join(', ')} people; labels ${JSON.stringify(r.headcount!.map((h) => h.labels))}`);
    for (const n of people) expect(n).toBeGreaterThanOrEqual(30);
    for (const n of people) expect(n).toBeLessThanOrEqual(57);
    // Only what a camera is asked about is counted: no skis, no cell phones.
    for (const h of r.headcount!) for (const l of Object.keys(h.labels)) expect(THING_LABELS[l as keyof typeof THING_LABELS]).toBeDefined();
    // Without asking, no headcount (it costs the detector per frame).
    expect((await new BuiltinInspector({ objects: false }).inspect(frames)).headcount).toBeUndefined();
  }, 120_000);
});
if (!HALL) console.warn('skipping the real hall headcount test: pedestrians.mp4 is absent');

describe('people one at a time', () => {
  it('three walkers on the same path a few seconds apart are three tracks, each entering and leaving', async () => {
    const walker = (id: string, t: number) => ({ id, colour: 'blue' as const, shape: 'person' as const, width: 0.05, height: 0.2, path: [{ t, x: -0.05, y: 0.6 }, { t: t + 10, x: 1.05, y: 0.6 }] });
    const footage = await renderFootage(parseSceneScript({
      name: 'perception-walkers', width: 640, height: 360, fps: 1, durationSeconds: 60, background: 'street',
      objects: [walker('a', 10), walker('b', 22), walker('c', 34)],
    }));
    const analyzer = new FrameAnalyzer(), tracker = new TrackBuilder();
    for await (const f of decodeFrames(footage.file, { width: 320, height: 180, fps: 1 })) {
      const a = analyzer.analyze(f);
      tracker.add(f.ts, a.active ? a.blobs ?? [] : []);
    }
    const tracks = tracker.tracks().filter((t) => t.frames >= 3);
    const t0 = footage.truth.startMs;
    console.log(tracks.map((t) => `${t.colour} ${t.objectClass} ${(t.start - t0) / 1000}-${(t.end - t0) / 1000} ${t.direction} ${t.entering}/${t.leaving}`).join('\n'));
    expect(tracks.map((t) => t.direction)).toEqual(['left-to-right', 'left-to-right', 'left-to-right']);
    expect(tracks.every((t) => t.entering && t.leaving && t.objectClass === 'person' && t.colour === 'blue')).toBe(true);
    for (const [i, t] of tracks.entries()) expect(Math.abs((t.start - t0) / 1000 - (10 + 12 * i))).toBeLessThanOrEqual(2);
  }, 120_000);
});
