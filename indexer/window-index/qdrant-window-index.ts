// QdrantWindowIndex: the scale-out WindowIndex (DESIGN.md). One collection with custom
// sharding, one shard key per UTC day of window start. Chosen over per-day collections behind
// an alias because an alias names exactly one collection: a query spanning days would need a
// request per collection and a client-side merge, where shard keys let one request name every
// day it needs (and only those), and dropping a day is still one call (deleteShardKey).
//
// Points: dense vector `dense` (cosine), sparse vector `text` with the IDF modifier (BM25,
// qdrant-text.ts), payload id/camera/kind/start/end/day/text/json. Payload indexes: keyword on
// camera, kind, day; float (range, order-by) on start, end; full-text on `text` for
// phrase-style filters. Hybrid = reciprocal-rank fusion client-side, like LanceDB.
import { createHash } from 'node:crypto';
import type * as Qdrant from '@qdrant/js-client-rest';
import type { QdrantClient } from '@qdrant/js-client-rest';
import { CaptionedWindowSchema, searchText, type CaptionedWindow } from '../../core/caption.ts';
import { daysForRange, utcDay } from './day-partition.ts';
import { IndexBackendError, IndexDimensionError } from './index-errors.ts';
import { documentSparse, querySparse } from './qdrant-text.ts';
import { mergeSignals, rankCandidates, type Candidate } from './search-merge.ts';
import { checkUpsertBatch, usableQueryVector } from './upsert-checks.ts';
import type { ListQuery, SearchHit, SearchQuery, WindowIndex } from './window-index.ts';
import { lazyModule } from '../../core/lazy-module.ts';

const qdrant = lazyModule<typeof Qdrant>('@qdrant/js-client-rest');

export interface QdrantWindowIndexOptions {
  url: string;
  collection: string;
  dimension: number;
  apiKey?: string;
}

type Filter = { must: Record<string, unknown>[] };
interface Point { id: string | number; payload?: Record<string, unknown> | null; vector?: unknown; score?: number }

/** Qdrant ids are integers or UUIDs: a window id maps to a stable UUID from its SHA-1. */
export function pointId(windowId: string): string {
  const h = createHash('sha1').update(windowId).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

function filterOf(q: { cameras?: string[]; kinds?: string[]; from?: number; to?: number }): Filter {
  const must: Record<string, unknown>[] = [];
  if (q.cameras) must.push({ key: 'camera', match: { any: q.cameras } });
  if (q.kinds) must.push({ key: 'kind', match: { any: q.kinds } });
  if (q.to !== undefined) must.push({ key: 'start', range: { lt: q.to } });
  if (q.from !== undefined) must.push({ key: 'end', range: { gt: q.from } });
  return { must };
}

function fromPoint(p: Point): CaptionedWindow {
  const json = JSON.parse(String(p.payload?.json));
  const v = p.vector as Record<string, number[]> | undefined;
  return CaptionedWindowSchema.parse({ ...json, embedding: v?.dense ?? [] });
}

export class QdrantWindowIndex implements WindowIndex {
  readonly dimension: number;
  private constructor(private readonly client: QdrantClient, private readonly name: string, dimension: number) {
    this.dimension = dimension;
  }

  static async open(o: QdrantWindowIndexOptions): Promise<QdrantWindowIndex> {
    const client = new qdrant.QdrantClient({ url: o.url, apiKey: o.apiKey, checkCompatibility: false });
    const index = new QdrantWindowIndex(client, o.collection, o.dimension);
    await call(`open collection ${o.collection}`, () => index.ensureCollection());
    return index;
  }

  private async ensureCollection(): Promise<void> {
    if ((await this.client.collectionExists(this.name)).exists) {
      const info = await this.client.getCollection(this.name);
      const dense = (info.config.params.vectors as Record<string, { size: number }> | undefined)?.dense;
      if (dense && dense.size !== this.dimension) throw new IndexDimensionError(dense.size, this.dimension, `collection ${this.name} was built with ${dense.size}-d vectors; the configured embedder`);
      return;
    }
    await this.client.createCollection(this.name, {
      vectors: { dense: { size: this.dimension, distance: 'Cosine' } },
      sparse_vectors: { text: { modifier: 'idf' } },
      sharding_method: 'custom',
    });
    for (const field of ['camera', 'kind', 'day', 'id']) await this.client.createPayloadIndex(this.name, { field_name: field, field_schema: 'keyword', wait: true });
    for (const field of ['start', 'end']) await this.client.createPayloadIndex(this.name, { field_name: field, field_schema: 'float', wait: true });
    await this.client.createPayloadIndex(this.name, { field_name: 'text', field_schema: { type: 'text', tokenizer: 'word', lowercase: true }, wait: true });
  }

  private async shardKeys(): Promise<string[]> {
    const res = await call('list shard keys', () => this.client.listShardKeys(this.name));
    return (res.shard_keys ?? []).map((k) => String(k.key)).sort();
  }

  async upsert(rows: CaptionedWindow[]): Promise<void> {
    const batch = checkUpsertBatch(rows, this.dimension);
    const byDay = new Map<string, CaptionedWindow[]>();
    for (const r of batch) byDay.set(utcDay(r.window.start), [...(byDay.get(utcDay(r.window.start)) ?? []), r]);
    const existing = new Set(await this.shardKeys());
    for (const [day, dayRows] of byDay) {
      if (!existing.has(day)) await call(`create shard key ${day}`, () => this.client.createShardKey(this.name, { shard_key: day }));
      const points = dayRows.map((r) => {
        const { embedding, ...rest } = r;
        const text = searchText(r);
        return {
          id: pointId(r.window.id),
          vector: { dense: embedding, text: documentSparse(text) },
          payload: { id: r.window.id, camera: r.window.camera, kind: r.window.kind, start: r.window.start, end: r.window.end, day, text, json: JSON.stringify(rest) },
        };
      });
      await call(`upsert into ${day}`, () => this.client.upsert(this.name, { wait: true, points, shard_key: day }));
    }
  }

  async search(q: SearchQuery): Promise<SearchHit[]> {
    const k = q.k ?? 16;
    const vector = usableQueryVector(q.vector, this.dimension);
    const text = q.text?.trim() || undefined;
    const days = daysForRange(await this.shardKeys(), q.from, q.to);
    if ((!vector && !text) || days.length === 0) return [];
    const depth = vector && text ? Math.max(4 * k, 40) : k;
    const sparse = text ? querySparse(text) : undefined;
    const run = async (query: unknown, using: string): Promise<Candidate[]> => {
      const res = await call('search', () => this.client.query(this.name, {
        query: query as number[], using, filter: filterOf(q), limit: depth, with_payload: true, with_vector: ['dense'], shard_key: days,
      }));
      return res.points.map((p) => ({ window: fromPoint(p), score: p.score ?? 0 }));
    };
    const [v, t] = await Promise.all([
      vector ? run(vector, 'dense') : undefined,
      sparse && sparse.indices.length ? run(sparse, 'text') : text ? Promise.resolve([]) : undefined,
    ]);
    return mergeSignals(v && rankCandidates([v]), t && rankCandidates([t]), k);
  }

  async list(q: ListQuery): Promise<CaptionedWindow[]> {
    const days = daysForRange(await this.shardKeys(), q.from, q.to);
    if (!days.length) return [];
    // Ordered scroll returns no next-page offset, so one request carries the whole limit.
    const res = await call('list', () => this.client.scroll(this.name, {
      filter: filterOf(q), limit: q.limit ?? 100_000, with_payload: true, with_vector: ['dense'],
      order_by: { key: 'start', direction: 'asc' }, shard_key: days,
    }));
    return res.points.map(fromPoint).sort((a, b) => a.window.start - b.window.start || (a.window.camera < b.window.camera ? -1 : 1));
  }

  async get(id: string): Promise<CaptionedWindow | undefined> {
    const start = Number(id.slice(id.lastIndexOf(':') + 1));
    const keys = await this.shardKeys();
    const day = Number.isFinite(start) ? utcDay(start) : undefined;
    const shard = day && keys.includes(day) ? day : keys;
    if (!keys.length) return undefined;
    const res = await call('get', () => this.client.retrieve(this.name, { ids: [pointId(id)], with_payload: true, with_vector: ['dense'], shard_key: shard }));
    return res.length ? fromPoint(res[0]) : undefined;
  }

  async dropBefore(t: number): Promise<number> {
    let deleted = 0;
    for (const day of daysForRange(await this.shardKeys(), undefined, t)) {
      const ended = { must: [{ key: 'end', range: { lte: t } }] };
      const total = (await call('count', () => this.client.count(this.name, { exact: true, shard_key: day }))).count;
      const gone = (await call('count', () => this.client.count(this.name, { exact: true, filter: ended, shard_key: day }))).count;
      if (gone === total) await call(`drop ${day}`, () => this.client.deleteShardKey(this.name, { shard_key: day }));
      else if (gone > 0) await call(`delete from ${day}`, () => this.client.delete(this.name, { wait: true, filter: ended, shard_key: day }));
      deleted += gone;
    }
    return deleted;
  }

  async partitions(): Promise<string[]> {
    const keys = await this.shardKeys();
    if (!keys.length) return [];
    const res = await call('partitions', () => this.client.facet(this.name, { key: 'day', exact: true, limit: 10_000, shard_key: keys }));
    return res.hits.filter((h) => h.count > 0).map((h) => String(h.value)).sort();
  }

  async close(): Promise<void> {
    // The REST client holds no connection that needs closing.
  }
}

async function call<T>(what: string, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (err instanceof IndexDimensionError) throw err;
    const detail = err instanceof Error ? err.message : String(err);
    throw new IndexBackendError(`Qdrant ${what} failed: ${detail}`, { cause: err });
  }
}
