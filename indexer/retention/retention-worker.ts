// RetentionWorker: every few minutes, deletes footage and everything derived from it that is
// older than storage.retentionDays, asks the index to drop its partitions before the same
// cutoff, and holds recordings under storage.diskBudgetGb by deleting the oldest segments
// first. Pinned footage (DATA/pins.jsonl, plus any ranges the caller protects, e.g. alerts)
// and each camera's open segment are never deleted. A sweep is idempotent: running it again
// finds nothing more to do. Sweeps never overlap; stop() waits for one in flight.
import type { Logger } from '../../core/logger.ts';
import { errorMessage } from '../../core/errors.ts';
import { toIso } from '../../core/time.ts';
import { readPins } from './pin-store.ts';
import { sweepRecordings, type DeletedCount, type Ranges } from './recordings-sweep.ts';
import { sweepKeyframes, sweepDayFiles, DAY_FILE_STORES, type DayFileStore } from './day-files-sweep.ts';
import type { Worker } from '../../core/worker/index.ts';

const DAY_MS = 86_400_000;

export interface RetentionWorkerOptions {
  dataDir: string;
  /** storage.retentionDays and storage.diskBudgetGb from the config. */
  storage: { retentionDays: number; diskBudgetGb?: number };
  /** Between sweeps. Default 10 min. */
  intervalMs?: number;
  /** Drops index partitions before t (WindowIndex.dropBefore). */
  dropBefore?: (t: number) => Promise<unknown>;
  /** More footage to keep besides DATA/pins.jsonl (e.g. what open alerts point at). */
  protect?: () => Ranges | Promise<Ranges>;
  /** Called after each sweep with its report. */
  onSweep?: (report: RetentionReport) => void;
  now?: () => number;
  log?: Logger;
}

export interface RetentionReport {
  at: number;
  cutoff: number;
  recordings: DeletedCount;
  /** Segments deleted to get under the disk budget. */
  budget: DeletedCount;
  recordingsBytes: number;
  /** Over budget still, held by pins or open segments; 0 when within budget or without one. */
  overBudgetBytes: number;
  keyframes: DeletedCount;
  stores: Record<DayFileStore, DeletedCount>;
  /** Old or over-budget segments kept because a pin points at them. */
  keptForPins: number;
  indexDropped: boolean;
  errors: string[];
}

export class RetentionWorker implements Worker {
  readonly name = 'retention';
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<RetentionReport> | undefined;
  private stopped = true;

  constructor(private readonly o: RetentionWorkerOptions) {}

  /** Sweeps now, then every intervalMs. */
  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    const tick = () => {
      void this.sweep().catch(() => undefined).finally(() => {
        if (!this.stopped) this.timer = setTimeout(tick, this.o.intervalMs ?? 10 * 60_000);
      });
    };
    tick();
  }

  /** Stops the timer and waits for a sweep in flight; safe to call twice. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.running?.catch(() => undefined);
  }

  /** One sweep; a call while one runs gets that sweep's report. */
  sweep(): Promise<RetentionReport> {
    this.running ??= this.runSweep().finally(() => { this.running = undefined; });
    return this.running;
  }

  private async runSweep(): Promise<RetentionReport> {
    const at = this.o.now?.() ?? Date.now();
    const cutoff = at - this.o.storage.retentionDays * DAY_MS;
    const pins: Ranges = [...readPins(this.o.dataDir), ...(await this.o.protect?.() ?? [])];
    const errors: string[] = [];
    const attempt = <T>(what: string, fn: () => T, fallback: T): T => {
      try {
        return fn();
      } catch (err) {
        errors.push(`${what}: ${errorMessage(err)}`);
        return fallback;
      }
    };
    const none = (): DeletedCount => ({ files: 0, bytes: 0 });
    const budgetBytes = this.o.storage.diskBudgetGb === undefined ? undefined : this.o.storage.diskBudgetGb * 1024 ** 3;
    const rec = attempt('recordings', () => sweepRecordings(this.o.dataDir, cutoff, budgetBytes, pins),
      { aged: none(), budget: none(), remainingBytes: 0, overBudgetBytes: 0, keptForPins: 0 });
    const keyframes = attempt('keyframes', () => sweepKeyframes(this.o.dataDir, cutoff, pins), none());
    const stores = Object.fromEntries(DAY_FILE_STORES.map((s) => [s, attempt(s, () => sweepDayFiles(this.o.dataDir, s, cutoff, pins), none())])) as RetentionReport['stores'];
    let indexDropped = false;
    if (this.o.dropBefore) {
      try {
        await this.o.dropBefore(cutoff);
        indexDropped = true;
      } catch (err) {
        errors.push(`index: ${errorMessage(err)}`);
      }
    }
    const report: RetentionReport = {
      at, cutoff, recordings: rec.aged, budget: rec.budget, recordingsBytes: rec.remainingBytes, overBudgetBytes: rec.overBudgetBytes,
      keyframes, stores, keptForPins: rec.keptForPins, indexDropped, errors,
    };
    this.logReport(report);
    this.o.onSweep?.(report);
    return report;
  }

  private logReport(r: RetentionReport): void {
    const log = this.o.log;
    if (!log) return;
    const deleted = r.recordings.files + r.budget.files + r.keyframes.files + Object.values(r.stores).reduce((s, c) => s + c.files, 0);
    const fields = {
      cutoff: toIso(r.cutoff), recordings: r.recordings, budget: r.budget, keyframes: r.keyframes, stores: r.stores,
      keptForPins: r.keptForPins, recordingsBytes: r.recordingsBytes, indexDropped: r.indexDropped,
    };
    if (deleted > 0) log.info('retention deleted old footage', fields);
    else log.debug('retention: nothing to delete', fields);
    if (r.overBudgetBytes > 0) log.warn('recordings over the disk budget; the rest is pinned or being written', { overBudgetBytes: r.overBudgetBytes });
    for (const e of r.errors) log.error('retention step failed; will retry next sweep', { error: e });
  }
}
