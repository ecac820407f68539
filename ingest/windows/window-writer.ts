// Saves closed windows: keyframe JPEGs under DATA/keyframes/<camera>/<UTC date>/, then the
// window itself in the window store, then hands it on (bus). A failed write (disk full) is
// logged with a clear message and retried with the next window; nothing is dropped silently.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { appendWindow } from './window-store.ts';
import type { ClosedWindow, OpenSnapshot } from './window-builder.ts';
import type { Window } from '../../core/window.ts';
import { fileStamp, utcDate } from '../../core/time.ts';
import type { Logger } from '../../core/logger.ts';
import { errorMessage } from '../../core/errors.ts';

const MAX_PENDING = 1000;

export function keyframePath(dataDir: string, camera: string, ts: number): string {
  return join(dataDir, 'keyframes', camera, utcDate(ts), `${camera}-${fileStamp(ts)}.jpg`);
}

export class WindowWriter {
  private pending: ClosedWindow[] = [];

  constructor(
    private readonly dataDir: string,
    private readonly onSaved: (w: Window) => void,
    private readonly log?: Logger,
  ) {}

  save(closed: ClosedWindow): void {
    this.pending.push(closed);
    while (this.pending.length > 0) {
      const next = this.pending[0];
      let saved: Window;
      try {
        saved = this.write(next);
      } catch (err) {
        const full = /ENOSPC/.test(errorMessage(err));
        this.log?.error(full ? 'disk full: window kept in memory until space is freed' : 'cannot save window; will retry', {
          window: next.window.id, pending: this.pending.length, error: err,
        });
        if (this.pending.length > MAX_PENDING) {
          // Keep the window records, let go of their JPEGs first: memory is finite too.
          for (const p of this.pending) p.keyframes = [];
        }
        return;
      }
      this.pending.shift();
      this.onSaved(saved);
    }
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
