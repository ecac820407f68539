// Supervisor: starts workers in dependency order, stops them in reverse, runs every stop even
// when one throws or hangs, and reports what failed. `vigil run`, `vigil ingest` and
// `vigil serve` declare their workers here instead of wiring start/stop by hand.
//
// Two ways to stop, as BullMQ's close() and close(force): a graceful stop lets each worker
// finish its work in flight (a worker that overruns stopTimeoutMs has its signal aborted and
// gets a short grace, then is reported and left); a forced stop aborts every worker's signal
// first, so model calls and decodes in flight are cancelled at once (Ctrl-C of a command).
import type { Logger } from '../logger.ts';
import { errorMessage } from '../errors.ts';
import type { Worker } from './worker.ts';

export interface SupervisorOptions {
  log?: Logger;
  /** Longest one worker's stop may take before the supervisor moves on to the next. */
  stopTimeoutMs?: number;
}

export interface WorkerFailure {
  worker: string;
  phase: 'start' | 'stop';
  error: unknown;
}

interface Entry {
  worker: Worker;
  after: string[];
  controller: AbortController;
}

const DEFAULT_STOP_TIMEOUT_MS = 30_000;
/** After its signal is aborted, how long a worker that overran its stop still gets. */
const ABORT_GRACE_MS = 2000;

export class Supervisor {
  private readonly entries = new Map<string, Entry>();
  private readonly started: Entry[] = [];
  private stopRequested = false;
  private stopping?: Promise<WorkerFailure[]>;

  constructor(private readonly o: SupervisorOptions = {}) {}

  /** Declares a worker; `after` names workers that must be running before it starts. */
  add<W extends Worker>(worker: W, opts: { after?: string[] } = {}): W {
    if (this.entries.has(worker.name)) throw new Error(`two workers named ${worker.name}`);
    if (this.started.length) throw new Error(`worker ${worker.name} added after start`);
    this.entries.set(worker.name, { worker, after: opts.after ?? [], controller: new AbortController() });
    return worker;
  }

  /** The order start() uses: every worker after the ones it names (stable otherwise). */
  order(): string[] {
    const out: string[] = [];
    const state = new Map<string, 'visiting' | 'done'>();
    const visit = (name: string, from?: string) => {
      const entry = this.entries.get(name);
      if (!entry) throw new Error(`worker ${from} starts after unknown worker ${name}`);
      if (state.get(name) === 'done') return;
      if (state.get(name) === 'visiting') throw new Error(`workers depend on each other in a cycle through ${name}`);
      state.set(name, 'visiting');
      for (const dep of entry.after) visit(dep, name);
      state.set(name, 'done');
      out.push(name);
    };
    for (const name of this.entries.keys()) visit(name);
    return out;
  }

  /**
   * Starts every worker in order. If one fails to start, the ones already started are
   * stopped (in reverse) and the start error is thrown.
   */
  async start(): Promise<void> {
    for (const name of this.order()) {
      const entry = this.entries.get(name)!;
      if (this.stopRequested) break;
      try {
        this.o.log?.debug('starting worker', { worker: name });
        await entry.worker.start(entry.controller.signal);
        this.started.push(entry);
      } catch (err) {
        this.o.log?.error('worker failed to start', { worker: name, error: err });
        await this.stop();
        throw err;
      }
    }
  }

  /** Waits until every started worker that can tell is idle. */
  async whenIdle(): Promise<void> {
    for (const { worker } of this.started) await worker.whenIdle?.();
  }

  /**
   * Stops the started workers in reverse order. Every stop runs, whatever the others did.
   * Graceful by default; `force` aborts every worker's signal first (cancel work in flight).
   * Returns (and logs) the failures. A second call returns the first one's result, except
   * that a forced call during a graceful stop aborts the workers still running.
   */
  stop(opts: { force?: boolean } = {}): Promise<WorkerFailure[]> {
    this.stopRequested = true;
    if (opts.force) for (const e of this.entries.values()) e.controller.abort(new Error('stopped'));
    return (this.stopping ??= this.stopAll());
  }

  private async stopAll(): Promise<WorkerFailure[]> {
    const failures: WorkerFailure[] = [];
    const timeoutMs = this.o.stopTimeoutMs ?? DEFAULT_STOP_TIMEOUT_MS;
    for (const entry of [...this.started].reverse()) {
      const { worker, controller } = entry;
      this.o.log?.debug('stopping worker', { worker: worker.name });
      const stopped = Promise.resolve().then(() => worker.stop());
      let error = await settleWithin(stopped, timeoutMs);
      if (error === TIMED_OUT) {
        // Overran: cancel its work in flight and give it a moment to wind down.
        controller.abort(new Error(`${worker.name} did not stop within ${timeoutMs} ms`));
        error = await settleWithin(stopped, ABORT_GRACE_MS);
        if (error === TIMED_OUT) error = new Error(`did not stop within ${timeoutMs} ms`);
      }
      controller.abort(new Error('stopped'));
      if (error !== undefined) {
        failures.push({ worker: worker.name, phase: 'stop', error });
        this.o.log?.error('worker failed to stop cleanly', { worker: worker.name, error: errorMessage(error) });
      }
    }
    return failures;
  }
}

const TIMED_OUT = Symbol('timed out');

/** undefined when `p` resolved within `ms`, its error when it rejected, TIMED_OUT otherwise. */
async function settleWithin(p: Promise<unknown>, ms: number): Promise<unknown> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      p.then(() => undefined, (err: unknown) => err ?? new Error('stop failed')),
      new Promise((resolve) => { timer = setTimeout(() => resolve(TIMED_OUT), ms); }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Resolves on the first SIGINT/SIGTERM (or after `forMs`). The listeners stay, so a second
 * signal while stopping goes to `onSecond` (the CLI exits at once then) instead of Node's default.
 */
export function untilShutdown(o: { forMs?: number; onSecond?: () => void } = {}): Promise<string> {
  return new Promise((resolve) => {
    let fired = false;
    const handler = (sig: NodeJS.Signals | 'timeout') => {
      if (fired) { o.onSecond?.(); return; }
      fired = true;
      clearTimeout(timer);
      resolve(sig);
    };
    const onInt = () => handler('SIGINT');
    const onTerm = () => handler('SIGTERM');
    process.on('SIGINT', onInt);
    process.on('SIGTERM', onTerm);
    const timer = o.forMs !== undefined ? setTimeout(() => handler('timeout'), o.forMs) : undefined;
  });
}
