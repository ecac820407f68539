// IndexWriter: window.captioned -> window index (upsert) -> rollups/entities -> window.indexed.
// The handler resolves only after the index write, so on the Redis bus the entry is acked
// only once the window is searchable; upserts are idempotent by window id, so a redelivery
// after a crash indexes nothing twice.
import type { Bus, Subscription } from '../core/bus/index.ts';
import type { CaptionedWindow } from '../core/caption.ts';
import type { WindowIndex } from './window-index/window-index.ts';
import type { Logger } from '../core/logger.ts';
import { createLogger } from '../core/logger.ts';
import type { Worker } from '../core/worker/index.ts';

export interface IndexWriterOptions {
  bus: Bus;
  index: WindowIndex;
  /** Windows written in one upsert at most (an upsert costs tens of ms however small). */
  batchSize?: number;
  /** How long a window waits for others to share its upsert. */
  batchDelayMs?: number;
  /** Runs after the index write (rollups, entity registry); a failure here is logged, not retried. */
  afterIndex?: (c: CaptionedWindow) => void | Promise<void>;
  concurrency?: number;
  log?: Logger;
}

export class IndexWriter implements Worker {
  readonly name = 'index-writer';
  private sub?: Subscription;
  private stopping?: Promise<void>;
  private indexed = 0;
  private inFlight = 0;
  private waiters: (() => void)[] = [];
  private readonly log: Logger;
  private batch: { c: CaptionedWindow; done: (err?: unknown) => void }[] = [];
  private timer?: NodeJS.Timeout;

  constructor(private readonly o: IndexWriterOptions) {
    this.log = o.log ?? createLogger({ stage: 'index' });
  }

  start(): void {
    if (this.sub) throw new Error('IndexWriter started twice');
    const batchSize = this.o.batchSize ?? 32;
    // Handlers wait for their batch's write, so a window is acked only once it is searchable;
    // enough of them run at once for a batch to fill.
    this.sub = this.o.bus.subscribe('window.captioned', 'indexer', async ({ captioned }) => {
      this.inFlight++;
      try {
        await this.write(captioned, batchSize);
        this.indexed++;
        try {
          await this.o.afterIndex?.(captioned);
        } catch (err) {
          this.log.error('rollup/entity update failed', { window: captioned.window.id, error: err });
        }
        const w = captioned.window;
        await this.o.bus.publish('window.indexed', { id: w.id, camera: w.camera, start: w.start, end: w.end, kind: w.kind });
      } finally {
        this.inFlight--;
        if (this.inFlight === 0) this.waiters.splice(0).forEach((r) => r());
      }
    }, { concurrency: this.o.concurrency ?? batchSize });
  }

  /** Joins the window to the pending batch; resolves once the batch is written. */
  private write(c: CaptionedWindow, batchSize: number): Promise<void> {
    return new Promise((resolve, reject) => {
      this.batch.push({ c, done: (err) => (err ? reject(err) : resolve()) });
      if (this.batch.length >= batchSize) this.flush();
      else this.timer ??= setTimeout(() => this.flush(), this.o.batchDelayMs ?? 100);
    });
  }

  private flush(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    const batch = this.batch;
    this.batch = [];
    if (batch.length === 0) return;
    // Latest copy of a window wins within a batch too (the index rejects duplicate ids in one batch otherwise).
    const byId = new Map(batch.map((b) => [b.c.window.id, b.c]));
    this.o.index.upsert([...byId.values()]).then(
      () => batch.forEach((b) => b.done()),
      (err) => batch.forEach((b) => b.done(err)),
    );
  }

  stats(): { indexed: number; inFlight: number } {
    return { indexed: this.indexed, inFlight: this.inFlight };
  }

  whenIdle(): Promise<void> {
    return this.inFlight === 0 ? Promise.resolve() : new Promise((r) => this.waiters.push(r));
  }

  /** Waits for windows in flight to be written, then stops taking more. Idempotent. */
  stop(): Promise<void> {
    return (this.stopping ??= (async () => {
      await this.whenIdle();
      await this.sub?.close();
    })());
  }
}
