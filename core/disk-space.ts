// Free space on the data directory's filesystem, and how much must be free to record. A
// camera stops recording when a write fails with ENOSPC and records again once free space is
// back above the margin (hysteresis, so it does not flap with every few kilobytes freed);
// retention, told to free space first, frees up to the same margin.
import { statfsSync } from 'node:fs';

const MIB = 1024 * 1024;
/** The margin: 5 % of the filesystem, at least 4 MiB and two segments, at most 1 GiB. */
const MIN_ROOM = 4 * MIB, MAX_ROOM = 1024 * MIB, ROOM_FRACTION = 0.05;

export interface DiskSpace { free: number; size: number }

export function diskSpace(dir: string): DiskSpace | undefined {
  try {
    const s = statfsSync(dir);
    return { free: s.bavail * s.bsize, size: s.blocks * s.bsize };
  } catch {
    return undefined;
  }
}

/** Free bytes needed before recording (re)starts. */
export function roomToRecord(size: number, largestSegment = 0): number {
  return Math.max(Math.min(MAX_ROOM, Math.max(MIN_ROOM, size * ROOM_FRACTION)), 2 * largestSegment);
}

export class DiskWatch {
  private largestSegment = 0;

  constructor(private readonly dir: string) {}

  /** A segment of this size was written (sizes the margin for resuming). */
  noteSegment(bytes: number): void {
    this.largestSegment = Math.max(this.largestSegment, bytes);
  }

  resumeBytes(): number {
    return roomToRecord(diskSpace(this.dir)?.size ?? 0, this.largestSegment);
  }

  /** Whether there is room to record again (unknown free space counts as room: try). */
  hasRoom(): boolean {
    const d = diskSpace(this.dir);
    return d === undefined || d.free >= roomToRecord(d.size, this.largestSegment);
  }
}
