// The window index contract (DESIGN.md): one interface, two backends (LanceDB embedded, the
// default; Qdrant for scale-out), one conformance suite. Rows are captioned windows; ids are
// `${camera}:${startMs}` so every write is an idempotent upsert. Time filters select windows
// that overlap [from, to): start < to && end > from.
import type { CaptionedWindow } from '../../core/caption.ts';

export interface SearchQuery {
  /** Full-text query (caption, tags, OCR text). */
  text?: string;
  /** Query embedding (same dimension as the index). */
  vector?: number[];
  cameras?: string[];
  /** Epoch ms; windows overlapping [from, to). */
  from?: number;
  to?: number;
  kinds?: ('activity' | 'idle' | 'scene')[];
  /** Default 16. */
  k?: number;
}

export interface SearchHit {
  window: CaptionedWindow;
  /** Fused score, higher is better (reciprocal-rank fusion of vector and text ranks when both are given). */
  score: number;
  /** Per-signal ranks (1 = best) when the signal took part. */
  vectorRank?: number;
  textRank?: number;
}

export interface ListQuery {
  cameras?: string[];
  from?: number;
  to?: number;
  kinds?: ('activity' | 'idle' | 'scene')[];
  limit?: number;
}

export interface WindowIndex {
  /** Vector dimension this index stores; upserts with another dimension are rejected. */
  readonly dimension: number;
  /**
   * Idempotent by window id (a re-captioned window replaces the old row; within one batch the
   * last row of an id wins). Rejects the whole batch, writing nothing, when a row's vector has
   * another dimension (IndexDimensionError) or a window is empty or longer than 24 h
   * (IndexRowError): partitions are UTC days of window start, and range queries look back one
   * day for windows that started before `from`.
   */
  upsert(rows: CaptionedWindow[]): Promise<void>;
  /** Best first. Empty when neither text nor a non-zero vector is given. */
  search(q: SearchQuery): Promise<SearchHit[]>;
  /** Oldest first. */
  list(q: ListQuery): Promise<CaptionedWindow[]>;
  get(id: string): Promise<CaptionedWindow | undefined>;
  /** Deletes every window that ends at or before t (whole partitions where possible); returns rows deleted. */
  dropBefore(t: number): Promise<number>;
  /** UTC days (YYYY-MM-DD) that hold windows. */
  partitions(): Promise<string[]>;
  close(): Promise<void>;
}
