// Two things a house-front camera sees every day, through the real `vigil ingest` at 0.25 fps
// on the "house" background:
// - At night a garage light comes on over most of what is lit, and a walker goes by under it.
//   The pool is most of the light at night, so the view's gain follows it by far less than its
//   own; the walker must stay one person crossing, with nothing left standing on her way (the
//   long background kept the unlit pavement, her dark legs matched it at every step, and the
//   trail stood as a row of grey "objects"), and the switch itself must not be a thing in view.
// - By day a car stands on the drive from the first frame; its owner walks out to it, stands
//   beside it and is gone (she got in), and the car backs out towards the camera and drives off
//   to the left. The car must be kept from the first frame until it moved, blue, going left,
//   though the window that saw it back out saw no way yet; the owner must be gone when she got
//   in, and the ground the car uncovered is no thing put down.
// - The same car leaves, and later someone dressed in the car's blue walks across the drive: the
//   detector's view from before was the car there (held for hours, as for anything learnt
//   standing), her blue matched it at every step and was learnt, and the trail stood as grey
//   "objects" until the next day. The keeper tells the detector that the ground it learnt there
//   is the view.
// - At night someone waits under a street lamp; it goes off while she stands there (part-night
//   lighting, or dawn), and later she walks off. The light fell on her and on the ground behind
//   her alike: the detector's view from before must be that ground in the new light, not her
//   (learnt as the relit view, she was "the view from before", and the empty spot she left
//   stood as a person for hours: the bus stop's shelter after the double-decker).
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderFootage } from '../testbed/decoded-footage.ts';
import { readWindows } from '../ingest/windows/window-store.ts';
import type { Window } from '../core/window.ts';
import { runVigil } from './helpers/cli.ts';

const START = Date.parse('2026-11-17T06:00:00Z');
const S = 1000;
const dirs: string[] = [];

async function ingested(name: string, objects: unknown[], extra: Record<string, unknown>): Promise<Window[]> {
  const dir = mkdtempSync(join(tmpdir(), `vigil-${name}-`));
  dirs.push(dir);
  const footage = await renderFootage({ name, width: 480, height: 270, fps: 0.25, durationSeconds: 600, background: 'house', noiseSigma: 1, objects, ...extra } as never, START);
  const r = await runVigil(['--data-dir', dir, 'ingest', footage.file, '--camera', 'house', '--start', new Date(START).toISOString(), '--json', '--no-progress'], { timeoutMs: 120_000 });
  expect(r.code, r.stderr).toBe(0);
  return readWindows(dir, 'house');
}

const rel = (t: number) => (t - START) / S;
let lamp: Window[];
let drive: Window[];
let walkedOver: Window[];
let waited: Window[];

beforeAll(async () => {
  [lamp, drive, walkedOver, waited] = await Promise.all([
    ingested('lamp-walker', [
      { id: 'walker', colour: 'white', shape: 'person', width: 0.04, height: 0.22, path: [{ t: 300, x: 0.03, y: 0.64 }, { t: 360, x: 0.97, y: 0.64 }] },
    ], { initialLight: 0.18, lamps: [{ x: 0.48, y: 0.14, w: 0.5, h: 0.62, gain: 2.4, on: 60, off: 560 }] }),
    ingested('drive-off', [
      { id: 'car', colour: 'blue', shape: 'box', width: 0.2, height: 0.16, path: [{ t: 0, x: 0.72, y: 0.6 }, { t: 240, x: 0.72, y: 0.6 }, { t: 264, x: 0.72, y: 0.93 }, { t: 304, x: -0.2, y: 0.93 }] },
      { id: 'owner', colour: 'green', shape: 'person', width: 0.04, height: 0.22, path: [{ t: 120, x: 0.22, y: 0.5 }, { t: 180, x: 0.58, y: 0.56 }, { t: 212, x: 0.58, y: 0.56 }] },
    ], { initialLight: 1 }),
    ingested('drive-walked-over', [
      { id: 'car', colour: 'blue', shape: 'box', width: 0.2, height: 0.16, path: [{ t: 0, x: 0.72, y: 0.6 }, { t: 120, x: 0.72, y: 0.6 }, { t: 144, x: 0.72, y: 0.93 }, { t: 184, x: -0.2, y: 0.93 }] },
      { id: 'walker', colour: 'blue', shape: 'person', width: 0.04, height: 0.22, path: [{ t: 400, x: 0.97, y: 0.62 }, { t: 520, x: 0.03, y: 0.62 }] },
    ], { initialLight: 1 }),
    ingested('lamp-off-while-waiting', [
      { id: 'waiting', colour: 'white', shape: 'person', width: 0.04, height: 0.22, path: [{ t: 40, x: 0.03, y: 0.6 }, { t: 100, x: 0.66, y: 0.6 }, { t: 460, x: 0.66, y: 0.6 }, { t: 500, x: 0.97, y: 0.6 }] },
    ], { initialLight: 0.18, lamps: [{ x: 0.48, y: 0.14, w: 0.5, h: 0.62, gain: 2.4, on: 0, off: 280 }] }),
  ]);
}, 240_000);
afterAll(() => { for (const d of dirs) rmSync(d, { recursive: true, force: true }); });

describe('a walker under a garage light switched on at night', () => {
  it('is one person crossing, leaves nothing standing on her way, and the switch is no thing in view', () => {
    const tracks = lamp.flatMap((w) => w.motion.tracks ?? []);
    const walker = tracks.filter((t) => rel(t.start) >= 295 && rel(t.end) <= 365);
    expect(walker.length).toBeGreaterThan(0);
    for (const t of walker) expect(t).toMatchObject({ objectClass: 'person', direction: 'left-to-right' });
    expect(lamp.flatMap((w) => w.stationary ?? [])).toEqual([]);
    // The light going on at 60 s and off at 560 s: no track born there.
    expect(tracks.filter((t) => Math.abs(rel(t.start) - 60) <= 8 || Math.abs(rel(t.start) - 560) <= 8)).toEqual([]);
    // ... and nothing but the walker at all.
    expect(tracks.filter((t) => rel(t.start) < 295 || rel(t.end) > 365)).toEqual([]);
  });
});

describe('a car on the drive from the first frame, its owner getting in, backing out', () => {
  it('keeps the car from the first frame until it moved, blue, going left', () => {
    const before = drive.flatMap((w) => w.stationary ?? []).filter((s) => s.before);
    expect(before).toHaveLength(1);
    expect(before[0]).toMatchObject({ since: START, colour: 'blue', objectClass: 'vehicle', leftTowards: 'right-to-left' });
    expect(Math.abs(rel(before[0].until!) - 240)).toBeLessThanOrEqual(8);
    expect(Math.abs(before[0].at.x - 0.72)).toBeLessThan(0.05);
    // Listed on the window that saw it move (held until its way showed and its ground settled),
    // where its departure track is joined to it.
    const saw = drive.find((w) => w.start <= before[0].until! && before[0].until! < w.end)!;
    expect(saw.stationary?.filter((s) => s.before)).toHaveLength(1);
  });

  it('lets the owner go when she got in, and keeps nothing on the ground the car uncovered', () => {
    // A window lists what stood through it, a thing still standing with no end yet.
    const after = drive.filter((w) => rel(w.start) >= 250).flatMap((w) => w.stationary ?? []);
    expect(after.filter((s) => !s.before)).toEqual([]);
    const owner = drive.flatMap((w) => w.stationary ?? []).filter((s) => !s.before && Math.abs(s.at.x - 0.58) < 0.05);
    expect(owner.length).toBeGreaterThan(0);
    expect(Math.min(...owner.map((s) => rel(s.until ?? Infinity)))).toBeLessThanOrEqual(220);
    expect(drive.flatMap((w) => w.stationary ?? []).filter((s) => !s.before && Math.abs(s.at.x - 0.72) < 0.08)).toEqual([]);
  });
});

describe('someone in the blue of the car that left walking across the drive', () => {
  it('is one person crossing, and leaves nothing standing where the car stood', () => {
    expect(walkedOver.flatMap((w) => w.stationary ?? []).filter((s) => !s.before)).toEqual([]);
    const walker = walkedOver.flatMap((w) => w.motion.tracks ?? []).filter((t) => rel(t.start) >= 395);
    expect(walker.length).toBeGreaterThan(0);
    for (const t of walker) expect(t).toMatchObject({ objectClass: 'person', colour: 'blue', direction: 'right-to-left' });
  });
});

describe('someone waiting under a street lamp that goes off while she stands there', () => {
  it('keeps her standing until she walked off, and nothing on the spot she left', () => {
    const stood = waited.flatMap((w) => w.stationary ?? []).filter((s) => Math.abs(s.at.x - 0.66) < 0.06);
    expect(stood.length).toBeGreaterThan(0);
    expect(Math.min(...stood.map((s) => rel(s.since)))).toBeLessThanOrEqual(120);
    // Nothing stands there once she has gone: the last windows list nothing at all.
    expect(waited.filter((w) => rel(w.end) > 520).flatMap((w) => w.stationary ?? []).filter((s) => s.until === undefined)).toEqual([]);
    const walkedOff = waited.flatMap((w) => w.motion.tracks ?? []).filter((t) => rel(t.end) >= 470 && rel(t.start) <= 500);
    expect(walkedOff.some((t) => t.direction === 'left-to-right')).toBe(true);
  });
});
