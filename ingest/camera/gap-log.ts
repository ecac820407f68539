// Camera events on disk, DATA/events/<camera>.jsonl: gaps (periods without footage, with the
// reason) so that search, the agent and rewind can say "no footage" instead of "nothing
// happened", and deletions by retention so that rewind can say "deleted". Writing never
// throws into the supervisor: on a full disk the events wait in a bounded queue (GapLog) and
// are written when space is back.
import { appendFileSync, mkdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import type { GapEvent } from '../../core/types.ts';
import { checkCameraId } from '../../core/camera-id.ts';

/** Footage retention deleted (whole segments), coalesced per sweep. */
export interface DeletionEvent {
  type: 'deleted';
  camera: string;
  start: number;
  end: number;
  reason: string;
}

export type CameraEvent = GapEvent | DeletionEvent;

/** Events kept in memory while the disk is full; the oldest go first beyond this. */
const MAX_PENDING = 1000;

export function eventsPath(dataDir: string, camera: string): string {
  return join(dataDir, 'events', `${checkCameraId(camera)}.jsonl`);
}

/** Appends events; throws on a write failure (ENOSPC, EROFS): callers decide what to keep. */
export function appendEvents(dataDir: string, events: CameraEvent[]): void {
  if (events.length === 0) return;
  mkdirSync(join(dataDir, 'events'), { recursive: true });
  const byCamera = new Map<string, CameraEvent[]>();
  for (const e of events) byCamera.set(e.camera, [...(byCamera.get(e.camera) ?? []), e]);
  for (const [camera, list] of byCamera) appendFileSync(eventsPath(dataDir, camera), list.map((e) => JSON.stringify(e) + '\n').join(''));
}

export function appendGap(dataDir: string, gap: GapEvent): void {
  appendEvents(dataDir, [gap]);
}

/** A camera's gap events that are written or waiting to be; never throws. */
export class GapLog {
  private pending: GapEvent[] = [];
  private droppedCount = 0;

  constructor(private readonly dataDir: string) {}

  /** Writes the event now if it can (with any that waited), else keeps it. Returns whether all are on disk. */
  append(gap: GapEvent): boolean {
    this.pending.push(gap);
    if (this.pending.length > MAX_PENDING) {
      this.pending.shift();
      this.droppedCount++;
    }
    return this.flush();
  }

  flush(): boolean {
    if (this.pending.length === 0) return true;
    try {
      appendEvents(this.dataDir, this.pending);
      this.pending = [];
      return true;
    } catch {
      return false;
    }
  }

  get waiting(): number {
    return this.pending.length;
  }

  get dropped(): number {
    return this.droppedCount;
  }
}

function readEvents(dataDir: string, camera: string): CameraEvent[] {
  const path = eventsPath(dataDir, camera);
  if (!existsSync(path)) return [];
  return readFileSync(path, 'utf8').split('\n').filter(Boolean).flatMap((line) => {
    try {
      const e = JSON.parse(line) as CameraEvent;
      return typeof e.start === 'number' && typeof e.end === 'number' ? [e] : [];
    } catch {
      return []; // a torn last line after a crash
    }
  });
}

export function readGaps(dataDir: string, camera: string): GapEvent[] {
  return readEvents(dataDir, camera).filter((e): e is GapEvent => e.type === 'gap');
}

export function readDeletions(dataDir: string, camera: string): { from: number; to: number }[] {
  return readEvents(dataDir, camera).filter((e) => e.type === 'deleted').map((e) => ({ from: e.start, to: e.end }));
}
