// LanceDB backend against the shared WindowIndex conformance suite, on a temp directory, plus
// what only the embedded backend has: one table per UTC day and the IVF_PQ vector index.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runWindowIndexConformance } from './conformance.ts';
import { LanceWindowIndex } from './lance-window-index.ts';
import { captionedWindow, queryVector } from './window-fixtures.ts';

const base = mkdtempSync(join(tmpdir(), 'vigil-lance-'));
afterAll(() => rmSync(base, { recursive: true, force: true }));

runWindowIndexConformance('lancedb', (location) => LanceWindowIndex.open({ dir: join(base, location), dimension: 384 }));

describe('LanceWindowIndex specifics', () => {
  it('stores one table per UTC day of window start', async () => {
    const dir = join(base, 'days');
    const index = await LanceWindowIndex.open({ dir, dimension: 384 });
    const day = Date.parse('2026-05-01T12:00:00Z');
    await index.upsert([0, 1, 2].map((i) => captionedWindow({ camera: 'a', start: day + i * 86_400_000, caption: 'a car' })));
    await index.close();
    expect(readdirSync(dir).filter((f) => f.endsWith('.lance')).sort()).toEqual(['windows-2026-05-01.lance', 'windows-2026-05-02.lance', 'windows-2026-05-03.lance']);
  });

  it('refuses to reopen an index with another dimension', async () => {
    const dir = join(base, 'dims');
    const index = await LanceWindowIndex.open({ dir, dimension: 384 });
    await index.upsert([captionedWindow({ camera: 'a', start: Date.parse('2026-05-01T12:00:00Z'), caption: 'a car' })]);
    await index.close();
    await expect(LanceWindowIndex.open({ dir, dimension: 256 })).rejects.toThrow(/384-d/);
  });

  it('serialises concurrent upserts from one writer, and a second reader sees its commits', async () => {
    const dir = join(base, 'readers');
    const writer = await LanceWindowIndex.open({ dir, dimension: 384 });
    const reader = await LanceWindowIndex.open({ dir, dimension: 384, readConsistencySeconds: 0 });
    const t0 = Date.parse('2026-05-01T10:00:00Z');
    // Concurrent upserts into a day that does not exist yet would race to create its table.
    await Promise.all([0, 1, 2, 3].map((i) => writer.upsert([captionedWindow({ camera: 'a', start: t0 + i * 60_000, caption: `a red car ${i}` })])));
    expect(await reader.list({})).toHaveLength(4);
    await writer.upsert([captionedWindow({ camera: 'a', start: t0 + 86_400_000, caption: 'a white van' })]);
    expect(await reader.partitions()).toEqual(['2026-05-01', '2026-05-02']);
    expect((await reader.search({ text: 'white van' }))[0].window.caption).toBe('a white van');
    await writer.close();
    await reader.close();
  });

  it('trains an IVF_PQ index once a day is large enough and still finds filtered rows exactly', async () => {
    const dir = join(base, 'ivf');
    const index = await LanceWindowIndex.open({ dir, dimension: 384, vectorIndexMinRows: 1000, optimizeEvery: 1000 });
    const t0 = Date.parse('2026-05-01T00:00:00Z');
    const things = ['red car', 'white van', 'person walking a dog', 'bicycle', 'green truck', 'black motorcycle', 'courier with a parcel'];
    const rows = Array.from({ length: 1200 }, (_, i) =>
      captionedWindow({ camera: `cam${i % 4}`, start: t0 + i * 60_000, caption: `${things[i % things.length]} near the gate, scene ${i}` }));
    await index.upsert(rows);
    const needle = rows[777];
    const hits = await index.search({ vector: queryVector(needle.caption), cameras: [needle.window.camera], from: needle.window.start - 1, to: needle.window.end });
    expect(hits[0].window.window.id).toBe(needle.window.id);
    const unfiltered = await index.search({ vector: queryVector(needle.caption), k: 5 });
    expect(unfiltered).toHaveLength(5);
    await index.close();
  });
});
