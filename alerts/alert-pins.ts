// Keeps each alert's recording range pinned (retention never deletes pinned footage or
// keyframes): a new range is pinned before the old one is let go, so no moment is unpinned.
import { pin, unpin, readPins } from '../indexer/index.ts';
import type { Alert, AlertEvent } from '../core/alert.ts';

export class AlertPins {
  constructor(private readonly dataDir: string) {}

  reason(a: Pick<Alert, 'id'>): string {
    return `alert:${a.id}`;
  }

  apply(e: AlertEvent): void {
    const a = e.after;
    const b = e.before;
    if (b && b.recording.from === a.recording.from && b.recording.to === a.recording.to) return;
    const p = pin(this.dataDir, { camera: a.camera, from: a.recording.from, to: a.recording.to, reason: this.reason(a) });
    this.release(a, p.id);
  }

  /** Unpins every pin of the alert except `keep` (alert deleted: keep nothing). */
  release(a: Pick<Alert, 'id'>, keep?: string): void {
    for (const p of readPins(this.dataDir)) if (p.reason === this.reason(a) && p.id !== keep) unpin(this.dataDir, p.id);
  }
}
