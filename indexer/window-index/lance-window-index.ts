// LanceWindowIndex: the embedded default WindowIndex (DESIGN.md). LanceDB on local disk under
// DATA/index/lancedb/, one table per UTC day of window start, so retention drops whole tables
// and a query reads only the days its time range can touch (day-partition.ts).
//
// Per table: B-tree indexes on id, camera, start_ms, end_ms; a bitmap on kind; a BM25
// full-text index on `text` (searchText of caption + tags); an IVF_PQ vector index (cosine)
// once the table holds `vectorIndexMinRows` rows — below that a flat scan is faster than
// training one. Rows written after an index was built are still searched (LanceDB scans the
// unindexed tail); `optimize()` every `optimizeEvery` rows folds them into the indexes.
//
// Filtered vector search: IVF_PQ with a selective prefilter (one camera, a few hours) probes
// only `nprobes` partitions and can come back short or approximate, so when the filter
// matches few rows (`exactBelowRows`) the search bypasses the ANN index and scores those rows
// exactly — the filter already cut the work down to a flat scan of a few thousand vectors.
//
// Concurrency: one writer process; readers in other processes see its commits within
// `readConsistencySeconds` (LanceDB versions every commit, readers never see half a write).
import type * as Lance from '@lancedb/lancedb';
import type { CaptionedWindow } from '../../core/caption.ts';
import { daysForRange, utcDay } from './day-partition.ts';
import { IndexBackendError, IndexDimensionError } from './index-errors.ts';
import { COLUMNS, fromRow, toRow, vectorDimension, windowTableSchema } from './lance-rows.ts';
import { idClause, whereClause, type FilterSpec } from './lance-filter.ts';
import { mergeSignals, rankCandidates, type Candidate } from './search-merge.ts';
import { checkUpsertBatch, usableQueryVector } from './upsert-checks.ts';
import type { ListQuery, SearchHit, SearchQuery, WindowIndex } from './window-index.ts';
import { lazyModule } from '../../core/lazy-module.ts';

const lancedb = lazyModule<typeof Lance>('@lancedb/lancedb');

export interface LanceWindowIndexOptions {
  /** Directory of the LanceDB database, e.g. DATA/index/lancedb. */
  dir: string;
  /** Vector dimension (the embedder's). */
  dimension: number;
  /** Rows a day table needs before an IVF_PQ index is trained. Default 10 000. */
  vectorIndexMinRows?: number;
  /** Rows written to a table between optimize() calls (index merge + compaction). Default 5 000. */
  optimizeEvery?: number;
  /** Filters matching at most this many rows in a table are searched exactly. Default 20 000. */
  exactBelowRows?: number;
  /** How stale a reader may be relative to another process's writes, seconds. Default 1. */
  readConsistencySeconds?: number;
}

const TABLE_PREFIX = 'windows-';
const DEFAULT_K = 16;

interface DayTable {
  table: Lance.Table;
  writtenSinceOptimize: number;
  hasVectorIndex: boolean;
}

export class LanceWindowIndex implements WindowIndex {
  readonly dimension: number;
  private readonly tables = new Map<string, DayTable>();
  private readonly opts: Required<Omit<LanceWindowIndexOptions, 'dir' | 'dimension'>>;
  private writeChain: Promise<unknown> = Promise.resolve();

  private constructor(private readonly db: Lance.Connection, options: LanceWindowIndexOptions) {
    this.dimension = options.dimension;
    this.opts = {
      vectorIndexMinRows: options.vectorIndexMinRows ?? 10_000,
      optimizeEvery: options.optimizeEvery ?? 5_000,
      exactBelowRows: options.exactBelowRows ?? 20_000,
      readConsistencySeconds: options.readConsistencySeconds ?? 1,
    };
  }

  /** Opens (creating if needed) the database; rejects one whose tables hold another dimension. */
  static async open(options: LanceWindowIndexOptions): Promise<LanceWindowIndex> {
    const db = await lancedb.connect(options.dir, { readConsistencyInterval: options.readConsistencySeconds ?? 1 });
    const index = new LanceWindowIndex(db, options);
    const days = await index.days();
    if (days.length) {
      const t = await index.table(days[days.length - 1]);
      const dim = t ? vectorDimension(await t.table.schema()) : undefined;
      if (dim !== undefined && dim !== options.dimension) {
        db.close();
        throw new IndexDimensionError(dim, options.dimension, `the index at ${options.dir} was built with ${dim}-d vectors; the configured embedder`);
      }
    }
    return index;
  }

  async upsert(rows: CaptionedWindow[]): Promise<void> {
    const batch = checkUpsertBatch(rows, this.dimension);
    await this.serial(() => this.write(batch));
  }

  /**
   * Serialises writes in this process: LanceDB commits are atomic, but two concurrent
   * merge-inserts on one table would race to create it, and optimize would race a delete.
   */
  private serial<T>(fn: () => Promise<T>): Promise<T> {
    const run = this.writeChain.then(fn);
    this.writeChain = run.catch(() => undefined);
    return run;
  }

  private async write(batch: CaptionedWindow[]): Promise<void> {
    const byDay = new Map<string, CaptionedWindow[]>();
    for (const r of batch) {
      const day = utcDay(r.window.start);
      byDay.set(day, [...(byDay.get(day) ?? []), r]);
    }
    for (const [day, rows] of byDay) {
      const t = await this.tableForWrite(day);
      await wrap(`upsert into ${day}`, () =>
        t.table.mergeInsert('id').whenMatchedUpdateAll().whenNotMatchedInsertAll().execute(rows.map(toRow)));
      t.writtenSinceOptimize += rows.length;
      await this.maintain(day, t);
    }
  }

  /** Folds new rows into the indexes, and trains the vector index once the table is big enough. */
  private async maintain(day: string, t: DayTable): Promise<void> {
    if (t.writtenSinceOptimize < this.opts.optimizeEvery) return;
    t.writtenSinceOptimize = 0;
    // Old versions are kept 10 minutes so a reader in another process never loses the files
    // of the version it is reading.
    await wrap(`optimize ${day}`, () => t.table.optimize({ cleanupOlderThan: new Date(Date.now() - 600_000) }));
    if (!t.hasVectorIndex && (await t.table.countRows()) >= this.opts.vectorIndexMinRows) {
      await wrap(`vector index on ${day}`, () =>
        t.table.createIndex('vector', { config: lancedb.Index.ivfPq({ distanceType: 'cosine' }) }));
      t.hasVectorIndex = true;
    }
  }

  async search(q: SearchQuery): Promise<SearchHit[]> {
    const k = q.k ?? DEFAULT_K;
    const vector = usableQueryVector(q.vector, this.dimension);
    const text = q.text?.trim() || undefined;
    if (!vector && !text) return [];
    // Hybrid fuses deeper lists than k so a window ranked k+1 by one signal can still win.
    const depth = vector && text ? Math.max(4 * k, 40) : k;
    const where = whereClause(q);
    const tables = await this.tablesFor(q.from, q.to);
    const [v, t] = await Promise.all([
      vector ? Promise.all(tables.map((d) => this.vectorSearch(d, vector, where, q, depth))) : undefined,
      text ? Promise.all(tables.map((d) => this.textSearch(d, text, where, depth))) : undefined,
    ]);
    return mergeSignals(v && rankCandidates(v).slice(0, depth), t && rankCandidates(t).slice(0, depth), k);
  }

  private async vectorSearch(d: DayTable, vector: number[], where: string | undefined, f: FilterSpec, n: number): Promise<Candidate[]> {
    let query = d.table.query().nearestTo(vector).distanceType('cosine');
    if (where) query = query.where(where);
    if (await this.searchExactly(d, where, f)) query = query.bypassVectorIndex();
    else query = query.nprobes(32).refineFactor(4);
    const rows = await wrap('vector search', () => query.select([...COLUMNS, '_distance']).limit(n).toArray());
    return rows.map((r) => ({ window: fromRow(r), score: 1 - Number(r._distance) }));
  }

  private async searchExactly(d: DayTable, where: string | undefined, f: FilterSpec): Promise<boolean> {
    if (!d.hasVectorIndex) return true;
    if (!where || (f.from === undefined && f.to === undefined && !f.cameras)) return false;
    return (await d.table.countRows(where)) <= this.opts.exactBelowRows;
  }

  private async textSearch(d: DayTable, text: string, where: string | undefined, n: number): Promise<Candidate[]> {
    let query = d.table.query().fullTextSearch(text, { columns: ['text'] });
    if (where) query = query.where(where);
    const rows = await wrap('text search', () => query.select([...COLUMNS, '_score']).limit(n).toArray());
    return rows.map((r) => ({ window: fromRow(r), score: Number(r._score) }));
  }

  async list(q: ListQuery): Promise<CaptionedWindow[]> {
    const limit = q.limit ?? Infinity;
    const where = whereClause(q);
    const out: CaptionedWindow[] = [];
    // Day tables in order hold windows in start order across tables (a row's table is its
    // start day), so the scan can stop at the limit; within a table rows are sorted here.
    for (const d of await this.tablesFor(q.from, q.to)) {
      const query = where ? d.table.query().where(where) : d.table.query();
      const rows = await wrap('list', () => query.select([...COLUMNS]).toArray());
      const windows = rows.map(fromRow).sort((a, b) => a.window.start - b.window.start || (a.window.camera < b.window.camera ? -1 : 1));
      out.push(...windows.slice(0, limit - out.length));
      if (out.length >= limit) break;
    }
    return out;
  }

  async get(id: string): Promise<CaptionedWindow | undefined> {
    const start = Number(id.slice(id.lastIndexOf(':') + 1));
    const days = Number.isFinite(start) && id.includes(':') ? [utcDay(start)] : await this.days();
    for (const day of days) {
      const d = await this.table(day);
      const rows = d ? await wrap('get', () => d.table.query().where(idClause(id)).select([...COLUMNS]).limit(1).toArray()) : [];
      if (rows.length) return fromRow(rows[0]);
    }
    return undefined;
  }

  dropBefore(t: number): Promise<number> {
    if (!Number.isFinite(t)) throw new RangeError(`dropBefore: t must be a finite epoch ms, got ${t}`);
    return this.serial(() => this.drop(t));
  }

  private async drop(t: number): Promise<number> {
    let deleted = 0;
    // Only tables whose day starts before t can hold a window ending at or before t.
    for (const day of daysForRange(await this.days(), undefined, t)) {
      const d = await this.table(day);
      if (!d) continue;
      const total = await d.table.countRows();
      const gone = await d.table.countRows(`end_ms <= ${t}`);
      if (gone === total) {
        await wrap(`drop ${day}`, () => this.db.dropTable(TABLE_PREFIX + day));
        this.tables.delete(day);
      } else if (gone > 0) {
        await wrap(`delete from ${day}`, () => d.table.delete(`end_ms <= ${t}`));
      }
      deleted += gone;
    }
    return deleted;
  }

  async partitions(): Promise<string[]> {
    const out: string[] = [];
    for (const day of await this.days()) {
      const d = await this.table(day);
      if (d && (await d.table.countRows()) > 0) out.push(day);
    }
    return out;
  }

  async close(): Promise<void> {
    await this.writeChain;
    for (const d of this.tables.values()) d.table.close();
    this.tables.clear();
    if (this.db.isOpen()) this.db.close();
  }

  /** Days with a table, oldest first. Listed per call so readers see days another process created. */
  private async days(): Promise<string[]> {
    const names = await wrap('list tables', () => this.db.tableNames());
    return names.filter((n) => n.startsWith(TABLE_PREFIX)).map((n) => n.slice(TABLE_PREFIX.length)).sort();
  }

  private async tablesFor(from?: number, to?: number): Promise<DayTable[]> {
    const tables = await Promise.all(daysForRange(await this.days(), from, to).map((day) => this.table(day)));
    return tables.filter((t): t is DayTable => t !== undefined);
  }

  private async table(day: string): Promise<DayTable | undefined> {
    const cached = this.tables.get(day);
    if (cached) return cached;
    let table: Lance.Table;
    try {
      table = await this.db.openTable(TABLE_PREFIX + day);
    } catch {
      return undefined; // dropped by another process since it was listed
    }
    const indices = await table.listIndices();
    const d = { table, writtenSinceOptimize: 0, hasVectorIndex: indices.some((i) => i.columns.includes('vector')) };
    this.tables.set(day, d);
    return d;
  }

  private async tableForWrite(day: string): Promise<DayTable> {
    const existing = await this.table(day);
    if (existing) return existing;
    const table = await wrap(`create ${day}`, () => this.db.createEmptyTable(TABLE_PREFIX + day, windowTableSchema(this.dimension), { existOk: true }));
    // Scalar and full-text indexes can be built on the empty table; LanceDB searches the rows
    // added later through the unindexed tail until optimize() folds them in.
    for (const col of ['id', 'camera', 'start_ms', 'end_ms']) await table.createIndex(col, { config: lancedb.Index.btree() });
    await table.createIndex('kind', { config: lancedb.Index.bitmap() });
    await table.createIndex('text', { config: lancedb.Index.fts({ stem: true, removeStopWords: true, asciiFolding: true, withPosition: false }) });
    const d = { table, writtenSinceOptimize: 0, hasVectorIndex: false };
    this.tables.set(day, d);
    return d;
  }
}

async function wrap<T>(what: string, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    throw new IndexBackendError(`LanceDB ${what} failed: ${err instanceof Error ? err.message : String(err)}`, { cause: err });
  }
}
