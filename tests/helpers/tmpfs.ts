// A small tmpfs for disk-full tests (the fault injected for real: writes fail with ENOSPC).
// Needs root, which the test machines give; mounted under a fresh temp dir, unmounted by the
// returned function. `fill` leaves about `leaveBytes` free with a filler file.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statfsSync, writeFileSync, openSync, closeSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface Tmpfs {
  dir: string;
  free(): number;
  /** Writes a filler file so that about leaveBytes stay free; returns its path. */
  fill(leaveBytes: number, name?: string): string;
  unmount(): void;
}

export function mountTmpfs(sizeMb: number): Tmpfs {
  const dir = mkdtempSync(join(tmpdir(), 'vigil-tmpfs-'));
  execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${sizeMb}m`, 'tmpfs', dir]);
  const free = () => { const s = statfsSync(dir); return s.bavail * s.bsize; };
  return {
    dir,
    free,
    fill(leaveBytes, name = 'filler') {
      const path = join(dir, name);
      writeFileSync(path, '');
      const fd = openSync(path, 'a');
      const chunk = Buffer.alloc(64 * 1024, 1);
      try {
        while (free() - chunk.length > leaveBytes) writeSync(fd, chunk);
      } finally {
        closeSync(fd);
      }
      return path;
    },
    unmount() {
      try { execFileSync('umount', ['-l', dir]); } catch { /* not mounted */ }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
