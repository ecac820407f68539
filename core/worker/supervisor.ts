// Supervisor: starts workers in dependency order, stops them in reverse, runs every stop even
// when one throws or hangs, and reports what failed. `vigil run`, `vigil ingest` and
// `vigil serve` declare their workers here instead of wiring start/stop by hand.
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
}

const DEFAULT_STOP_TIMEOUT_MS = 30_000;

export class Supervisor {
  private readonly entries = new Map<string, Entry>();
  private readonly started: Worker[] = [];
  private readonly controller = new AbortController();
  private stopping?: Promise<WorkerFailure[]>;

  constructor(private readonly o: SupervisorOptions = {}) {}

  /** Aborted when stop() begins: the signal every worker was started with. */
  get signal(): AbortSignal {
    return this.controller.signal;
  }

  /** Declares a worker; `after` names workers that must be running before it starts. */
  add<W extends Worker>(worker: W, opts: { after?: string[] } = {}): W {
    if (this.entries.has(worker.name)) throw new Error(`two workers named ${worker.name}`);
    if (this.started.length) throw new Error(`worker ${worker.name} added after start`);
    this.entries.set(worker.name, { worker, after: opts.after ?? [] });
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
      const { worker } = this.entries.get(name)!;
      if (this.controller.signal.aborted) break;
      try {
        this.o.log?.debug('starting worker', { worker: name });
        await worker.start(this.controller.signal);
        this.started.push(worker);
      } catch (err) {
        this.o.log?.error('worker failed to start', { worker: name, error: err });
        await this.stop();
        throw err;
      }
    }
  }

  /** Waits until every started worker that can tell is idle. */
  async whenIdle(): Promise<void> {
    for (const w of this.started) await w.whenIdle?.();
  }

  /**
   * Stops the started workers in reverse order. Every stop runs, whatever the others did;
   * a stop that hangs is given up on after stopTimeoutMs. Returns (and logs) the failures.
   * Safe to call twice: the second call returns the first one's result.
   */
  stop(): Promise<WorkerFailure[]> {
    return (this.stopping ??= this.stopAll());
  }

  private async stopAll(): Promise<WorkerFailure[]> {
    this.controller.abort();
    const failures: WorkerFailure[] = [];
    const timeoutMs = this.o.stopTimeoutMs ?? DEFAULT_STOP_TIMEOUT_MS;
    for (const worker of [...this.started].reverse()) {
      let timer: NodeJS.Timeout | undefined;
      try {
        this.o.log?.debug('stopping worker', { worker: worker.name });
        await Promise.race([
          worker.stop(),
          new Promise((_, reject) => { timer = setTimeout(() => reject(new Error(`did not stop within ${timeoutMs} ms`)), timeoutMs); }),
        ]);
      } catch (err) {
        failures.push({ worker: worker.name, phase: 'stop', error: err });
        this.o.log?.error('worker failed to stop cleanly', { worker: worker.name, error: errorMessage(err) });
      } finally {
        clearTimeout(timer);
      }
    }
    return failures;
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
