// CaptionWorker: window.closed -> captioner -> embedder -> caption store -> window.captioned.
// Activity and scene windows go to the configured captioner (a VLM when one is configured);
// idle windows get the cheap builtin caption from their measurements, without model calls.
// A failed window is retried later with jittered backoff, off the bus's delivery path, so
// it never holds up the windows behind it; bad model output is never stored as truth.
// A Worker (core/worker): the signal it is started with reaches every model call, so a
// shutdown cancels captions in flight instead of waiting out their timeouts.
import { readFileSync, existsSync } from 'node:fs';
import type { Bus, Subscription } from '../core/bus/index.ts';
import type { Window } from '../core/window.ts';
import { searchText, type CaptionedWindow } from '../core/caption.ts';
import type { Captioner, Embedder } from '../models/index.ts';
import { appendCaption, appendFailure } from './caption-store.ts';
import { errorMessage } from '../core/errors.ts';
import { backoffDelay } from '../core/backoff.ts';
import type { Logger } from '../core/logger.ts';
import { createLogger } from '../core/logger.ts';
import type { Worker } from '../core/worker/index.ts';

export interface CaptionWorkerOptions {
  bus: Bus;
  dataDir: string;
  captioner: Captioner;
  /** Captions idle windows; should make no model calls (the builtin captioner does not). */
  idleCaptioner: Captioner;
  embedder: Embedder;
  /** Windows captioned at once (GPU servers batch concurrent requests). */
  concurrency?: number;
  retry?: { initialMs?: number; maxMs?: number; maxAttempts?: number };
  /** The camera's known entities around a time ("white van"), passed to the captioner for continuity. */
  entitiesFor?: (camera: string, t: number) => string[];
  log?: Logger;
}

export interface CaptionStats {
  captioned: number;
  failed: number;
  retrying: number;
  inFlight: number;
}

export class CaptionWorker implements Worker {
  readonly name = 'captions';
  private sub?: Subscription;
  private signal?: AbortSignal;
  private stopping?: Promise<void>;
  private readonly previous = new Map<string, string>();
  private readonly retries = new Map<string, { window: Window; attempts: number; timer: NodeJS.Timeout }>();
  private readonly counts = { captioned: 0, failed: 0, inFlight: 0 };
  private idleWaiters: (() => void)[] = [];
  private stopped = false;
  private readonly log: Logger;

  constructor(private readonly o: CaptionWorkerOptions) {
    this.log = o.log ?? createLogger({ stage: 'caption' });
  }

  start(signal?: AbortSignal): void {
    if (this.sub) throw new Error('CaptionWorker started twice');
    this.signal = signal;
    this.sub = this.o.bus.subscribe('window.closed', 'captioner', async ({ window }) => {
      await this.attempt(window, 1);
    }, { concurrency: this.o.concurrency ?? 2 });
  }

  /** Idempotent: stops taking windows, waits for those in flight, cancels pending retries (they are on record as failed). */
  stop(): Promise<void> {
    return (this.stopping ??= (async () => {
      this.stopped = true;
      await this.sub?.close();
      for (const r of this.retries.values()) clearTimeout(r.timer);
      this.retries.clear();
      this.notifyIdle();
    })());
  }

  stats(): CaptionStats {
    return { ...this.counts, retrying: this.retries.size };
  }

  /** Model usage of the captioner and embedder (calls, tokens, images, seconds, errors). */
  usage(): Record<string, unknown> {
    const { captioner, embedder } = this.o;
    return {
      captioner: { provider: captioner.provider, model: captioner.model, ...(captioner.usage ?? {}) },
      embedder: { provider: embedder.provider, model: embedder.model, ...(embedder.usage ?? {}) },
    };
  }

  /** Resolves when nothing is in flight or waiting for a retry. */
  whenIdle(): Promise<void> {
    if (this.counts.inFlight === 0 && this.retries.size === 0) return Promise.resolve();
    return new Promise((r) => this.idleWaiters.push(r));
  }

  /** Captions and embeds one window (no retries, nothing stored or published). */
  async process(window: Window, signal = this.signal): Promise<CaptionedWindow> {
    const keyframes = window.keyframes
      .filter((k) => existsSync(k.path))
      .map((k) => ({ ts: k.ts, jpeg: readFileSync(k.path) }));
    const captioner = window.kind === 'idle' ? this.o.idleCaptioner : this.o.captioner;
    const entities = this.o.entitiesFor?.(window.camera, window.start);
    const c = await captioner.caption({ window, keyframes, previousCaption: this.previous.get(window.camera), ...(entities?.length ? { entities } : {}), ...(signal ? { signal } : {}) });
    const [vector] = await this.o.embedder.embedText([searchText(c)], signal);
    return {
      window, caption: c.caption, tags: c.tags, provider: c.provider, model: c.model, promptVersion: c.promptVersion,
      embedding: Array.from(vector, (v) => Math.round(v * 1e6) / 1e6),
      embedder: `${this.o.embedder.provider}/${this.o.embedder.model}`,
      captionedAt: Date.now(),
    };
  }

  private async attempt(window: Window, attempts: number): Promise<void> {
    if (this.stopped) return;
    this.counts.inFlight++;
    try {
      const captioned = await this.process(window);
      appendCaption(this.o.dataDir, captioned);
      this.previous.set(window.camera, captioned.caption);
      this.counts.captioned++;
      await this.o.bus.publish('window.captioned', { captioned });
    } catch (err) {
      this.fail(window, attempts, err);
    } finally {
      this.counts.inFlight--;
      this.notifyIdle();
    }
  }

  private fail(window: Window, attempts: number, err: unknown): void {
    const { initialMs = 2000, maxMs = 300_000, maxAttempts = 6 } = this.o.retry ?? {};
    const final = attempts >= maxAttempts || this.stopped;
    const error = errorMessage(err);
    appendFailure(this.o.dataDir, { id: window.id, camera: window.camera, start: window.start, error, attempts, at: Date.now(), final });
    this.log.warn(final ? 'captioning failed; giving up on this window for now' : 'captioning failed; will retry', {
      camera: window.camera, window: window.id, attempts, error,
    });
    if (final) {
      this.counts.failed++;
      return;
    }
    const delay = backoffDelay({ initialMs, maxMs, factor: 2, jitter: 0.3 }, attempts);
    const timer = setTimeout(() => {
      this.retries.delete(window.id);
      void this.attempt(window, attempts + 1);
    }, delay);
    this.retries.set(window.id, { window, attempts, timer });
  }

  private notifyIdle(): void {
    if (this.counts.inFlight === 0 && this.retries.size === 0) this.idleWaiters.splice(0).forEach((r) => r());
  }
}
