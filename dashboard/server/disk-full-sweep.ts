// DiskFullSweeper: a camera that finds the disk full asks retention to free space now rather
// than at its next sweep (minutes away), and again after `retryMs` while a camera stays
// disk-full and the last sweep freed something. The retry matters: retention frees just what
// a camera needs to resume, so other writes made meanwhile (windows, the index) can leave the
// camera a little short and paused. A sweep that frees nothing is not repeated (nothing it
// may delete is left; the next disk-full or the scheduled sweep tries again).
// The one wiring `vigil run` and `vigil serve` share, so that cameras added at run time (they
// join the same IngestSupervisor) get it too.
import type { Logger } from '../../core/logger.ts';
import type { Worker } from '../../core/worker/index.ts';
import type { IngestSupervisor } from '../../ingest/index.ts';
import type { RetentionWorker } from '../../indexer/index.ts';

export interface DiskFullSweeperOptions {
  ingest: Pick<IngestSupervisor, 'on' | 'off' | 'status'>;
  retention: Pick<RetentionWorker, 'sweep'>;
  log: Logger;
  /** Between sweeps while a camera stays disk-full (default 10 s). */
  retryMs?: number;
}

export class DiskFullSweeper implements Worker {
  readonly name = 'disk-full-sweep';
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  private readonly onDiskFull = (camera: string) => {
    this.o.log.warn('disk full: asking retention to free space', { camera });
    this.sweep();
  };

  constructor(private readonly o: DiskFullSweeperOptions) {}

  start(): void {
    this.o.ingest.on('disk-full', this.onDiskFull);
  }

  /** Idempotent; a sweep in flight is the retention worker's to finish (its stop() waits for it). */
  async stop(): Promise<void> {
    this.stopped = true;
    this.o.ingest.off('disk-full', this.onDiskFull);
    clearTimeout(this.timer);
  }

  private sweep(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    // A sweep already running is joined, not repeated (RetentionWorker.sweep).
    void this.o.retention.sweep()
      .then((r) => r.recordings.files + r.budget.files > 0)
      .catch((err: unknown) => { this.o.log.error('retention sweep after a full disk failed', { error: err }); return false; })
      .then((freed) => {
        if (!freed || this.stopped || this.timer) return;
        if (this.o.ingest.status().some((c) => c.diskFull)) this.timer = setTimeout(() => this.sweep(), this.o.retryMs ?? 10_000);
      });
  }
}
