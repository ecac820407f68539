// The WindowIndex conformance suite: every backend registers these vitest tests through
// runWindowIndexConformance, so LanceDB and Qdrant are held to one contract (DESIGN.md).
// Windows are realistic (real tag shapes, LexicalEmbedder vectors of their searchText).
// `makeIndex(location)` must open the index stored at `location`: a fresh name gives an empty
// index, the same name again reopens what was written there (the persistence test).
import { afterEach, describe, expect, it } from 'vitest';
import type { CaptionedWindow } from '../../core/caption.ts';
import { overlaps } from '../../core/window.ts';
import { captionedWindow, queryVector, type FixtureWindow } from './window-fixtures.ts';
import type { WindowIndex } from './window-index.ts';

export interface ConformanceOptions {
  /** When set, every test is skipped and this says why (e.g. no QDRANT_URL). */
  skip?: string;
}

const D = Date.parse('2026-03-14T00:00:00Z');
const D1 = D + 86_400_000, D2 = D1 + 86_400_000;
const at = (day: number, hms: string) => day + Date.parse(`1970-01-01T${hms}Z`);

/** A window crossing midnight D → D+1. */
const MIDNIGHT: FixtureWindow = { camera: 'gate', start: at(D, '23:59:50'), end: at(D1, '00:00:20'), caption: 'a person walking a dog past the gate' };

const SCENE: FixtureWindow[] = [
  { camera: 'gate', start: at(D, '08:00:00'), caption: 'a white van stops at the gate, a courier carries a parcel', colours: ['white'], objects: [{ label: 'van', colours: ['white'], actions: ['parked'] }], text: ['DELIVERY 42'] },
  { camera: 'gate', start: at(D, '09:00:00'), caption: 'a red car parked by the gate', colours: ['red'], objects: [{ label: 'car', colours: ['red'], actions: ['parked'] }] },
  { camera: 'gate', start: at(D, '10:00:00'), caption: 'a blue car parked near the gate with its engine running', colours: ['blue'] },
  { camera: 'yard', start: at(D, '11:00:00'), caption: 'a red bicycle leaning against the wall of the yard beside some bins', colours: ['red'] },
  { camera: 'yard', start: at(D, '12:00:00'), caption: 'a man in a green jacket walks across the yard', colours: ['green'] },
  { camera: 'yard', start: at(D, '13:00:00'), kind: 'idle', caption: 'empty yard, nothing moves' },
  { camera: 'street', start: at(D, '14:00:00'), caption: 'a yellow taxi drives left to right', colours: ['yellow'], text: ['TAXI'] },
  { camera: 'street', start: at(D, '15:00:00'), caption: 'two people talk on the pavement' },
  { camera: 'street', start: at(D, '16:00:00'), kind: 'scene', caption: 'street lights turn on at dusk' },
  { camera: 'gate', start: at(D, '17:00:00'), caption: 'a black motorcycle leaves through the gate', colours: ['black'] },
];

const cw = (f: FixtureWindow) => captionedWindow(f);
const ids = (ws: { window: { id: string } }[]) => ws.map((w) => w.window.id);
const hitIds = (hs: { window: CaptionedWindow }[]) => hs.map((h) => h.window.window.id);

export function runWindowIndexConformance(name: string, makeIndex: (location: string) => Promise<WindowIndex>, options: ConformanceOptions = {}): void {
  const suite = options.skip ? describe.skip : describe;
  if (options.skip) describe(`WindowIndex conformance: ${name}`, () => it.skip(`skipped: ${options.skip}`, () => {}));
  suite(`WindowIndex conformance: ${name}`, () => {
    const open: WindowIndex[] = [];
    let n = 0;
    const fresh = async (location = `c${process.pid}-${Date.now()}-${n++}`) => {
      const index = await makeIndex(location);
      open.push(index);
      return { index, location };
    };
    afterEach(async () => {
      for (const i of open.splice(0)) await i.close();
    });

    it('upsert is idempotent by id: the same id twice is one row, and the latest wins', async () => {
      const { index } = await fresh();
      const first = cw(SCENE[1]);
      await index.upsert([first]);
      await index.upsert([{ ...cw({ ...SCENE[1], caption: 'a red car leaves the gate' }) }]);
      // Duplicates inside one batch behave like two upserts in order.
      await index.upsert([first, cw({ ...SCENE[1], caption: 'a red car leaves the gate again' })]);
      const all = await index.list({});
      expect(ids(all)).toEqual([first.window.id]);
      expect(all[0].caption).toBe('a red car leaves the gate again');
      expect((await index.get(first.window.id))?.caption).toBe('a red car leaves the gate again');
      expect(await index.get('gate:1')).toBeUndefined();
    });

    it('rejects a vector of the wrong dimension with a clear error, writing nothing of the batch', async () => {
      const { index } = await fresh();
      expect(index.dimension).toBe(384);
      const bad = { ...cw(SCENE[0]), embedding: new Array(383).fill(0.05) };
      await expect(index.upsert([cw(SCENE[1]), bad])).rejects.toThrow(/383-d.*384-d/);
      expect(await index.list({})).toEqual([]);
      await expect(index.search({ vector: new Array(512).fill(0.1) })).rejects.toThrow(/512-d.*384-d/);
    });

    it('round-trips a window exactly (get returns what was upserted)', async () => {
      const { index } = await fresh();
      const w = cw(SCENE[0]);
      await index.upsert([w]);
      const got = await index.get(w.window.id);
      expect({ ...got, embedding: got?.embedding.map((x) => Math.fround(x)) }).toEqual({ ...w, embedding: w.embedding.map((x) => Math.fround(x)) });
    });

    it('filters by camera and kind in search and list', async () => {
      const { index } = await fresh();
      await index.upsert(SCENE.map(cw));
      const red = await index.search({ text: 'red', cameras: ['yard'] });
      expect(hitIds(red)).toEqual(['yard:' + SCENE[3].start]);
      const vec = await index.search({ vector: queryVector('red car parked by the gate'), cameras: ['street', 'yard'], k: 20 });
      expect(vec.length).toBe(6);
      expect(vec.every((h) => h.window.window.camera !== 'gate')).toBe(true);
      expect(ids(await index.list({ kinds: ['idle', 'scene'] }))).toEqual([`yard:${SCENE[5].start}`, `street:${SCENE[8].start}`]);
      const idle = await index.search({ text: 'yard', kinds: ['idle'] });
      expect(hitIds(idle)).toEqual([`yard:${SCENE[5].start}`]);
    });

    it('time filters use overlap semantics across the day boundary', async () => {
      const { index } = await fresh();
      const before = { camera: 'gate', start: at(D, '23:58:00'), end: at(D, '23:59:00'), caption: 'a fox crosses the lawn' };
      const after = { camera: 'gate', start: at(D1, '00:01:00'), end: at(D1, '00:01:30'), caption: 'a cat crosses the lawn' };
      await index.upsert([MIDNIGHT, before, after].map(cw));
      const mid = `gate:${MIDNIGHT.start}`;
      const found = async (from: number, to: number) => ids(await index.list({ from, to }));
      expect(await found(at(D, '23:00:00'), at(D, '23:59:55'))).toEqual([`gate:${before.start}`, mid]);
      // A query entirely inside the next day still finds the window stored under its start day.
      expect(await found(at(D1, '00:00:00'), at(D1, '00:00:10'))).toEqual([mid]);
      expect(hitIds(await index.search({ text: 'dog', from: at(D1, '00:00:05'), to: at(D1, '06:00:00') }))).toEqual([mid]);
      // End is exclusive: a window ending exactly at `from` does not overlap…
      expect(await found(at(D1, '00:00:20'), at(D1, '01:00:00'))).toEqual([`gate:${after.start}`]);
      expect(await found(at(D, '23:59:00'), at(D, '23:59:50'))).toEqual([]);
      // …and neither does one starting exactly at `to`.
      expect(await found(at(D, '23:59:30'), at(D1, '00:01:00'))).toEqual([mid]);
      expect(hitIds(await index.search({ text: 'crosses lawn', from: at(D, '23:59:00'), to: at(D1, '00:01:00') }))).toEqual([]);
    });

    it('lists oldest first across days, honouring the limit', async () => {
      const { index } = await fresh();
      const ws = [
        { camera: 'b', start: at(D2, '01:00:00'), caption: 'c' }, { camera: 'a', start: at(D, '05:00:00'), caption: 'a' },
        MIDNIGHT, { camera: 'a', start: at(D1, '07:00:00'), caption: 'b' }, { camera: 'b', start: at(D, '05:00:00'), caption: 'd' },
      ];
      await index.upsert(ws.map(cw));
      const starts = (await index.list({})).map((c) => c.window.start);
      expect(starts).toEqual([...starts].sort((x, y) => x - y));
      expect(starts).toHaveLength(5);
      expect((await index.list({ limit: 3 })).map((c) => c.window.start)).toEqual(starts.slice(0, 3));
      expect((await index.list({ cameras: ['a'], limit: 1 }))[0].window.id).toBe(`a:${at(D, '05:00:00')}`);
    });

    it('text search ranks the right window first', async () => {
      const { index } = await fresh();
      await index.upsert(SCENE.map(cw));
      const top = async (text: string) => hitIds(await index.search({ text }))[0];
      expect(await top('DELIVERY 42')).toBe(`gate:${SCENE[0].start}`);
      expect(await top('yellow taxi')).toBe(`street:${SCENE[6].start}`);
      expect(await top('green jacket')).toBe(`yard:${SCENE[4].start}`);
      const hits = await index.search({ text: 'motorcycle' });
      expect(hits[0].textRank).toBe(1);
      expect(hits[0].score).toBeGreaterThan(0);
    });

    it('vector search ranks the right window first, scores descending', async () => {
      const { index } = await fresh();
      await index.upsert(SCENE.map(cw));
      const hits = await index.search({ vector: queryVector('white delivery van with a parcel at the gate'), k: 5 });
      expect(hitIds(hits)[0]).toBe(`gate:${SCENE[0].start}`);
      expect(hits).toHaveLength(5);
      expect(hits.map((h) => h.score)).toEqual([...hits.map((h) => h.score)].sort((a, b) => b - a));
      expect(hits[0].vectorRank).toBe(1);
      expect(hitIds(await index.search({ vector: queryVector('street lights at dusk') }))[0]).toBe(`street:${SCENE[8].start}`);
    });

    it('hybrid search fuses ranks: a window matching text and vector beats one matching either alone', async () => {
      const { index } = await fresh();
      await index.upsert(SCENE.map(cw));
      // "red" matches the red car and the red bicycle; the vector matches the red car and the blue car.
      const hits = await index.search({ text: 'red', vector: queryVector('car parked by the gate'), k: 5 });
      const car = hits[0];
      expect(car.window.window.id).toBe(`gate:${SCENE[1].start}`);
      expect(car.textRank).toBeDefined();
      expect(car.vectorRank).toBeDefined();
      for (const h of hits.slice(1)) expect(car.score).toBeGreaterThan(h.score);
      expect(car.score).toBeCloseTo(1 / (60 + car.textRank!) + 1 / (60 + car.vectorRank!), 10);
    });

    it('dropBefore deletes whole days and the ended windows of the boundary day', async () => {
      const { index } = await fresh();
      const day0 = [{ camera: 'a', start: at(D, '08:00:00'), caption: 'x' }, { camera: 'a', start: at(D, '23:00:00'), caption: 'y' }, MIDNIGHT];
      const day1 = [{ camera: 'a', start: at(D1, '00:00:00'), end: at(D1, '00:00:10'), caption: 'z' }, { camera: 'a', start: at(D1, '12:00:00'), caption: 'w' }];
      const day2 = [{ camera: 'a', start: at(D2, '12:00:00'), caption: 'v' }];
      await index.upsert([...day0, ...day1, ...day2].map(cw));
      expect(await index.partitions()).toEqual(['2026-03-14', '2026-03-15', '2026-03-16']);
      // t = 00:00:10 on D+1: D's windows that ended are gone, the one crossing midnight stays; so does D+1's first (ends at t: gone).
      expect(await index.dropBefore(at(D1, '00:00:10'))).toBe(3);
      expect(ids(await index.list({}))).toEqual([`gate:${MIDNIGHT.start}`, `a:${at(D1, '12:00:00')}`, `a:${at(D2, '12:00:00')}`]);
      expect(await index.partitions()).toEqual(['2026-03-14', '2026-03-15', '2026-03-16']);
      expect(await index.dropBefore(D2)).toBe(2);
      expect(await index.partitions()).toEqual(['2026-03-16']);
      expect(await index.dropBefore(D)).toBe(0);
      expect(await index.get(`gate:${MIDNIGHT.start}`)).toBeUndefined();
    });

    it('persists across close and reopen', async () => {
      const { index, location } = await fresh();
      await index.upsert(SCENE.map(cw));
      await index.close();
      open.splice(open.indexOf(index), 1);
      const { index: again } = await fresh(location);
      expect(await again.list({})).toHaveLength(SCENE.length);
      expect(hitIds(await again.search({ text: 'DELIVERY 42' }))[0]).toBe(`gate:${SCENE[0].start}`);
      expect((await again.get(`gate:${SCENE[1].start}`))?.caption).toBe(SCENE[1].caption);
    });

    it('a time filter never returns a window outside the range (random windows and ranges)', async () => {
      const { index } = await fresh();
      const rand = mulberry32(42);
      const words = ['red car', 'white van', 'person walking', 'dog', 'bicycle', 'truck'];
      const ws = Array.from({ length: 150 }, (_, i) => {
        const start = Math.floor(D - 3_600_000 + rand() * 3 * 86_400_000);
        const len = rand() < 0.1 ? Math.floor(1000 + rand() * 86_000_000) : Math.floor(1000 + rand() * 600_000);
        return cw({ camera: `cam${i % 3}`, start, end: start + len, caption: `${words[i % words.length]} seen near the gate` });
      });
      await index.upsert(ws);
      for (let q = 0; q < 25; q++) {
        const from = Math.floor(D - 7_200_000 + rand() * 3 * 86_400_000);
        const to = from + Math.floor(rand() * 0.5 * 86_400_000);
        const expected = ws.filter((w) => overlaps(w.window, from, to)).map((w) => w.window.id).sort();
        expect(ids(await index.list({ from, to })).sort()).toEqual(expected);
        const hits = await index.search({ text: 'car van dog', vector: queryVector('red car'), from, to, k: 200 });
        for (const h of hits) expect(overlaps(h.window.window, from, to)).toBe(true);
      }
    });
  });
}

/** Small seeded PRNG so the property test is reproducible. */
function mulberry32(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
