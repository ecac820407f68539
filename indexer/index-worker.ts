// IndexWorker: window.captioned -> window index (upsert) -> rollups/entities -> window.indexed.
// The handler resolves only after the index write, so on the Redis bus the entry is acked
// only once the window is searchable; upserts are idempotent by window id, so a redelivery
// after a crash indexes nothing twice.
import type { Bus, Subscription } from '../core/bus/index.ts';
import type { CaptionedWindow } from '../core/caption.ts';
import type { WindowIndex } from './window-index/window-index.ts';
import type { Logger } from '../core/logger.ts';
import { createLogger } from '../core/logger.ts';

export interface IndexWorkerOptions {
  bus: Bus;
  index: WindowIndex;
  /** Runs after the index write (rollups, entity registry); a failure here is logged, not retried. */
  afterIndex?: (c: CaptionedWindow) => void | Promise<void>;
  concurrency?: number;
  log?: Logger;
}

export class IndexWorker {
  private sub?: Subscription;
  private indexed = 0;
  private inFlight = 0;
  private waiters: (() => void)[] = [];
  private readonly log: Logger;

  constructor(private readonly o: IndexWorkerOptions) {
    this.log = o.log ?? createLogger({ stage: 'index' });
  }

  start(): void {
    this.sub = this.o.bus.subscribe('window.captioned', 'indexer', async ({ captioned }) => {
      this.inFlight++;
      try {
        await this.o.index.upsert([captioned]);
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
    }, { concurrency: this.o.concurrency ?? 1 });
  }

  stats(): { indexed: number; inFlight: number } {
    return { indexed: this.indexed, inFlight: this.inFlight };
  }

  whenIdle(): Promise<void> {
    return this.inFlight === 0 ? Promise.resolve() : new Promise((r) => this.waiters.push(r));
  }

  async stop(): Promise<void> {
    await this.sub?.close();
  }
}
