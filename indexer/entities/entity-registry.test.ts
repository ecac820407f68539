// The entity registry on real captioned windows (the synthetic street through the real
// pipeline and the builtin captioner), plus edited copies for the cases footage rarely shows
// on cue: a VLM's labels, a parked car with no motion, twins side by side, a long absence.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { mkdtempSync, rmSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CaptionedWindow } from '../../core/caption.ts';
import type { Track } from '../../core/window.ts';
import { captionedStreet } from '../../testbed/street-fixture.ts';
import { EntityRegistry, readEntities, entityFilePath } from './index.ts';

const START = Date.parse('2026-11-28T10:59:30Z');
let dir: string;
let street: CaptionedWindow[];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'vigil-entities-'));
  street = await captionedStreet(dir, 'street', START, 60);
}, 120_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let n = 0;
function register(windows: CaptionedWindow[], o: { dataDir?: string; gapMs?: number } = {}): string {
  const dataDir = o.dataDir ?? join(dir, `data-${n++}`);
  const r = new EntityRegistry({ dataDir, gapMs: o.gapMs, flushDelayMs: 0 });
  for (const c of windows) r.add(c);
  r.flush();
  return dataDir;
}

function moved(c: CaptionedWindow, start: number, over: { tracks?: Track[]; objects?: CaptionedWindow['tags']['objects'] } = {}): CaptionedWindow {
  const shift = start - c.window.start;
  const tracks = over.tracks ?? c.window.motion.tracks?.map((t) => ({ ...t, start: t.start + shift, end: t.end + shift }));
  return {
    ...c, tags: { ...c.tags, objects: over.objects ?? c.tags.objects },
    window: {
      ...c.window, id: `${c.window.camera}:${start}`, start, end: c.window.end + shift, motion: { ...c.window.motion, tracks },
      // Edited tracks are the whole scene: the street's own standing thing does not come along.
      stationary: over.tracks ? [] : (c.window.stationary ?? []).map((st) => ({ ...st, since: st.since + shift, ...(st.until !== undefined ? { until: st.until + shift } : {}) })),
    },
  };
}

function track(start: number, end: number, colour: string, over: Partial<Track> = {}): Track {
  return { start, end, colour, direction: 'left-to-right', entering: true, leaving: false, from: { x: 0, y: 0.5 }, to: { x: 0.5, y: 0.5 }, size: 0.08, frames: 10, ...over };
}

describe('EntityRegistry', () => {
  it('registers each moving thing of the real street with its appearance, times and windows', () => {
    const dataDir = register(street);
    const entities = readEntities(dataDir, 'street');
    const tracks = street.flatMap((c) => (c.window.motion.tracks ?? []).map((t) => ({ ...t, window: c.window.id })));
    expect(tracks.length).toBeGreaterThan(2);
    expect(new Set(entities.map((e) => e.colour))).toEqual(new Set(tracks.map((t) => t.colour)));
    for (const t of tracks) {
      const e = entities.find((x) => x.windows.includes(t.window) && x.first <= t.start && x.last >= t.end)!;
      expect(e).toBeDefined();
      expect(e.label).toBe('object');
      expect(e.id).toMatch(/^street:2026-11-28:\d+$/);
    }
    // The thing that stops in the upper right stays across two windows: one entity, both windows.
    // (Its colour reads blue, then white where it stands in the second window; it is picked up on the spot.)
    const spanning = entities.filter((e) => e.windows.length > 1);
    expect(spanning.map((e) => e.colour)).toEqual(['blue']);
    // It stood from when it stopped until it moved off again: the window listed it standing.
    const stood = street.flatMap((c) => c.window.stationary ?? []);
    expect(stood.length).toBeGreaterThan(0);
    expect(spanning[0].standing).toEqual([{ from: stood[0].since, to: stood.find((s) => s.until !== undefined)!.until }]);
    expect(entities.filter((e) => e !== spanning[0]).every((e) => e.standing === undefined)).toBe(true);
    // The white thing that crossed earlier is another entity: it went out at the right.
    expect(entities.filter((e) => e.colour === 'white')).toHaveLength(1);
    expect(entities.map((e) => e.id)).toEqual(entities.map((_, i) => `street:2026-11-28:${i + 1}`));
    expect(entities.find((e) => e.colour === 'red')).toMatchObject({ entered: true, left: true, directions: ['right-to-left'] });
  });

  it('splits after a long absence, and a thing that went out from one like it that came in, however soon', () => {
    const later = street.map((c) => moved(c, c.window.start + 60 * 60_000));
    const split = readEntities(register([...street, ...later]), 'street');
    const once = readEntities(register(street), 'street');
    expect(split).toHaveLength(once.length * 2);
    // The red thing crossed the street (came in and went out): the next red one to come in,
    // two minutes later and well within the gap, is another thing, not the same one back.
    const soon = street.map((c) => moved(c, c.window.start + 2 * 60_000));
    const again = readEntities(register([...street, ...soon], { gapMs: 2 * 60 * 60_000 }), 'street');
    const reds = again.filter((e) => e.colour === 'red');
    expect(reds).toHaveLength(2);
    for (const red of reds) expect(red).toMatchObject({ entered: true, left: true, windows: [expect.any(String)] });
  });

  it('is the same entity when seen again within the gap near where it was lost in the middle of the view', () => {
    const t0 = Date.parse('2026-11-28T15:00:00Z'), t1 = t0 + 90_000;
    const base = street.find((c) => c.window.kind !== 'idle')!;
    // Lost behind something at mid-frame (not at an edge), found again there 85 s later.
    const lost = moved(base, t0, { tracks: [track(t0, t0 + 5000, 'red', { from: { x: 0, y: 0.5 }, to: { x: 0.5, y: 0.5 }, entering: true, leaving: false })], objects: [] });
    const found = (from: { x: number; y: number }, at = t1) => moved(base, at, { tracks: [track(at, at + 5000, 'red', { from, to: { x: 1, y: 0.5 }, entering: false, leaving: true })], objects: [] });
    const one = readEntities(register([lost, found({ x: 0.55, y: 0.5 })]), 'street');
    expect(one).toHaveLength(1);
    expect(one[0]).toMatchObject({ entered: true, left: true, first: t0, last: t1 + 5000, sightings: 2 });
    expect(one[0].windows).toHaveLength(2);
    // Found far from where it was lost, or after more than the gap: something else.
    expect(readEntities(register([lost, found({ x: 0.95, y: 0.1 })]), 'street')).toHaveLength(2);
    expect(readEntities(register([lost, found({ x: 0.55, y: 0.5 }, t0 + 20 * 60_000)]), 'street')).toHaveLength(2);
    // Coming in through an edge is arriving, not being found again.
    const entering = moved(base, t1, { tracks: [track(t1, t1 + 5000, 'red', { from: { x: 0.55, y: 0.5 }, entering: true })], objects: [] });
    expect(readEntities(register([lost, entering]), 'street')).toHaveLength(2);
  });

  it('labels tracks from the caption tags, keeps untracked objects, and keeps twins apart', () => {
    const t0 = Date.parse('2026-11-28T14:00:00Z');
    const base = street.find((c) => c.window.kind !== 'idle')!;
    const c = moved(base, t0, {
      tracks: [track(t0, t0 + 5000, 'white', { size: 0.2 }), track(t0 + 1000, t0 + 6000, 'red', { size: 0.004 }), track(t0 + 2000, t0 + 7000, 'white', { size: 0.15 })],
      objects: [
        { label: 'Van', count: 2, colours: ['White'], actions: [] },
        { label: 'person', count: 1, colours: ['red'], actions: ['walking'] },
        { label: 'car', count: 1, colours: ['black'], actions: ['parked'] },
      ],
    });
    const entities = readEntities(register([c]), 'street');
    expect(entities.map((e) => e.description)).toEqual(['large white van', 'black car', 'small red person', 'large white van']);
    expect(entities.map((e) => e.id)).toEqual(['street:2026-11-28:1', 'street:2026-11-28:2', 'street:2026-11-28:3', 'street:2026-11-28:4']);
    const car = entities.find((e) => e.label === 'car')!;
    expect(car).toMatchObject({ first: c.window.start, last: c.window.end, size: 'unknown' });
  });

  it('is idempotent by window id, order-independent, and continues a day after a restart', () => {
    const inOrder = register(street);
    const shuffled = register([...street].reverse().concat(street));
    const read = (d: string) => readFileSync(entityFilePath(d, 'street', '2026-11-28'), 'utf8');
    expect(JSON.parse(read(shuffled)).entities).toEqual(JSON.parse(read(inOrder)).entities);
    const before = readEntities(inOrder, 'street');
    const later = street.map((c) => moved(c, c.window.start + 60 * 60_000));
    register(later, { dataDir: inOrder });
    const after = readEntities(inOrder, 'street');
    expect(after.slice(0, before.length)).toEqual(before);
    expect(after).toHaveLength(before.length * 2);
  });

  it('reads by time range and names the entities around for the captioner', () => {
    const dataDir = join(dir, 'recent');
    const r = new EntityRegistry({ dataDir, flushDelayMs: 0 });
    for (const c of street) r.add(c);
    const last = Math.max(...street.map((c) => c.window.end));
    expect(r.recent('street', last)).toEqual(expect.arrayContaining(['yellow object', 'red object']));
    expect(r.recent('street', last + 11 * 60_000)).toEqual([]);
    const red = readEntities(dataDir, 'street').find((e) => e.colour === 'red')!;
    expect(readEntities(dataDir, 'street', red.first, red.last).map((e) => e.id)).toContain(red.id);
    expect(readEntities(dataDir, 'street', last + 1, Infinity)).toEqual([]);
    expect(readEntities(dataDir, 'elsewhere')).toEqual([]);
  });
});
