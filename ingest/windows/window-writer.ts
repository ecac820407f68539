// Saves closed windows: keyframe JPEGs under DATA/keyframes/<camera>/<UTC date>/, then the
// window itself in the window store, then hands it on (bus). A failed write (disk full, a
// read-only disk) keeps the window in a bounded queue, retried with the next window and on
// retry(); past the bound the oldest windows' JPEGs go first, then the oldest windows, and
// every drop is counted. Failures are logged once per minute, not once per window.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { appendWindow } from './window-store.ts';
import type { ClosedWindow, OpenSnapshot } from './window-builder.ts';
import type { Window } from '../../core/window.ts';
import { fileStamp, utcDate } from '../../core/time.ts';
import type { Logger } from '../../core/logger.ts';
import { errorMessage } from '../../core/errors.ts';

/** Beyond this many waiting windows their keyframe JPEGs are let go (memory is finite too). */
const KEEP_JPEGS_UP_TO = 200;
/** Beyond this many waiting windows the oldest is dropped (and counted). */
const MAX_PENDING = 5000;
const LOG_EVERY_MS = 60_000;

export function keyframePath(dataDir: string, camera: string, ts: number): string {
  return join(dataDir, 'keyframes', camera, utcDate(ts), `${camera}-${fileStamp(ts)}.jpg`);
}

export function isDiskFull(err: unknown): boolean {
  return /ENOSPC|no space left/i.test(errorMessage(err)) || (err as NodeJS.ErrnoException)?.code === 'ENOSPC';
}

/** A file-system failure (full, read-only, gone, I/O): worth retrying later. */
function isIoError(err: unknown): boolean {
  const code = (err as NodeJS.ErrnoException)?.code;
  return typeof code === 'string' && /^E[A-Z]+$/.test(code);
}

export interface WindowWriterStats {
  /** Windows waiting for the disk. */
  pending: number;
  /** Windows given up on because the queue was full. */
  dropped: number;
  /** Windows whose keyframes were let go to bound memory. */
  keyframesDropped: number;
  /** The last write failed because the disk is full. */
  diskFull: boolean;
}

export interface WindowWriterOptions {
  /** Max windows kept while writes fail (default 5000). */
  maxPending?: number;
  now?: () => number;
}

export class WindowWriter {
  private pending: ClosedWindow[] = [];
  private dropped = 0;
  private keyframesDropped = 0;
  private diskFull = false;
  private lastLogAt = -Infinity;
  private failedSince?: number;

  constructor(
    private readonly dataDir: string,
    private readonly onSaved: (w: Window) => void,
    private readonly log?: Logger,
    private readonly opts: WindowWriterOptions = {},
  ) {}

  save(closed: ClosedWindow): void {
    this.pending.push(closed);
    this.bound();
    this.retry();
  }

  /** Writes what waits, oldest first, until a write fails. Returns whether the queue is empty. */
  retry(): boolean {
    while (this.pending.length > 0) {
      const next = this.pending[0];
      let saved: Window;
      try {
        saved = this.write(next);
      } catch (err) {
        if (!isIoError(err)) {
          // Not the disk: this window can never be written (invalid); keep the queue moving.
          this.pending.shift();
          this.dropped++;
          this.log?.error('window cannot be saved and is dropped', { window: next.window.id, error: err });
          continue;
        }
        this.failed(next, err);
        return false;
      }
      this.pending.shift();
      this.onSaved(saved);
    }
    if (this.failedSince !== undefined) {
      this.log?.info('window writes resumed', { since: new Date(this.failedSince).toISOString(), dropped: this.dropped });
      this.failedSince = undefined;
      this.diskFull = false;
    }
    return true;
  }

  /** Hands over the windows still waiting (a worker that exits gives them to its supervisor). */
  takePending(): ClosedWindow[] {
    const out = this.pending;
    this.pending = [];
    return out;
  }

  /**
   * Writes an open window's keyframes (same paths the closed window will use, each once) and
   * returns its facts so far. Throws when the disk refuses: progress is best effort.
   */
  saveProgress(open: OpenSnapshot): Omit<Window, 'closedBy'> {
    const { camera } = open.window;
    const keyframes = open.keyframes.map((k) => {
      const path = keyframePath(this.dataDir, camera, k.ts);
      if (!this.progressFrames.has(path)) {
        mkdirSync(join(path, '..'), { recursive: true });
        writeFileSync(path, k.jpeg);
        this.progressFrames.add(path);
        if (this.progressFrames.size > 64) this.progressFrames.delete(this.progressFrames.values().next().value!);
      }
      return { ts: k.ts, path, reason: k.reason };
    });
    return { ...open.window, keyframes };
  }

  private readonly progressFrames = new Set<string>();

  get backlog(): number {
    return this.pending.length;
  }

  stats(): WindowWriterStats {
    return { pending: this.pending.length, dropped: this.dropped, keyframesDropped: this.keyframesDropped, diskFull: this.diskFull };
  }

  private failed(next: ClosedWindow, err: unknown): void {
    const now = this.opts.now?.() ?? Date.now();
    this.failedSince ??= now;
    this.diskFull = isDiskFull(err);
    if (now - this.lastLogAt < LOG_EVERY_MS) return;
    this.lastLogAt = now;
    this.log?.error(this.diskFull ? 'disk full: windows kept in memory until space is freed' : 'cannot save windows; kept in memory and retried', {
      window: next.window.id, pending: this.pending.length, dropped: this.dropped, error: err,
    });
  }

  private bound(): void {
    const max = this.opts.maxPending ?? MAX_PENDING;
    while (this.pending.length > max) {
      this.pending.shift();
      this.dropped++;
    }
    for (let i = 0; i < this.pending.length - KEEP_JPEGS_UP_TO; i++) {
      if (this.pending[i].keyframes.length === 0) continue;
      this.pending[i] = { ...this.pending[i], keyframes: [] };
      this.keyframesDropped++;
    }
  }

  private write(closed: ClosedWindow): Window {
    const { camera } = closed.window;
    const keyframes = closed.keyframes.map((k) => {
      const path = keyframePath(this.dataDir, camera, k.ts);
      mkdirSync(join(path, '..'), { recursive: true });
      writeFileSync(path, k.jpeg);
      return { ts: k.ts, path, reason: k.reason };
    });
    const window: Window = { ...closed.window, keyframes };
    appendWindow(this.dataDir, window);
    return window;
  }
}
