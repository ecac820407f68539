// WindowWriter with writes that really fail (the keyframes folder is blocked by a file, so
// mkdir fails as on a broken disk): windows wait in a bounded queue, drops are counted, the
// failure is logged once, and retry() writes the rest in order once the disk is usable.
import { describe, it, expect, beforeEach, afterEach } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WindowWriter } from './window-writer.ts';
import { readWindows } from './window-store.ts';
import type { ClosedWindow } from './window-builder.ts';
import { createLogger } from '../../core/logger.ts';

let dir: string;
beforeEach(() => { dir = mkdtempSync(join(tmpdir(), 'vigil-writer-')); });
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function closed(i: number): ClosedWindow {
  const start = Date.parse('2026-11-28T10:00:00Z') + i * 10_000;
  return {
    window: {
      id: `yard:${start}`, camera: 'yard', start, end: start + 10_000, kind: 'idle',
      activity: { peak: 0, mean: 0, activeFrames: 0, frames: 20 }, regions: [0, 0, 0, 0], grid: { cols: 2, rows: 2 },
      motion: { path: [], direction: 'none', colours: [] }, lighting: { state: 'day', level: 0.5, events: [] },
      cut: false, closedBy: 'end-of-stream',
    },
    keyframes: [{ ts: start, reason: 'first', jpeg: Buffer.from([0xff, 0xd8, 0xff, 0xd9]) }],
  };
}

describe('WindowWriter', () => {
  it('holds windows while writes fail, bounds the queue, and writes the rest in order when it can', () => {
    writeFileSync(join(dir, 'keyframes'), 'blocks the keyframes folder');
    const saved: string[] = [];
    const lines: string[] = [];
    const w = new WindowWriter(dir, (x) => saved.push(x.id), createLogger({}, { format: 'json', write: (l) => lines.push(l) }), { maxPending: 5 });
    for (let i = 0; i < 8; i++) w.save(closed(i));
    expect(saved).toEqual([]);
    expect(w.stats()).toMatchObject({ pending: 5, dropped: 3, diskFull: false });
    expect(lines.filter((l) => l.includes('cannot save windows'))).toHaveLength(1);
    rmSync(join(dir, 'keyframes'));
    expect(w.retry()).toBe(true);
    expect(saved).toEqual([3, 4, 5, 6, 7].map((i) => closed(i).window.id));
    expect(readWindows(dir, 'yard').map((x) => x.id)).toEqual(saved);
    expect(readWindows(dir, 'yard').every((x) => x.keyframes.every((k) => existsSync(k.path)))).toBe(true);
    expect(w.stats()).toMatchObject({ pending: 0, dropped: 3 });
    expect(lines.some((l) => l.includes('window writes resumed'))).toBe(true);
  });

  it('drops a window that can never be written (invalid) instead of blocking the ones after it', () => {
    const saved: string[] = [];
    const w = new WindowWriter(dir, (x) => saved.push(x.id));
    const bad = closed(0);
    (bad.window as { kind: string }).kind = 'nonsense';
    w.save(bad);
    w.save(closed(1));
    expect(saved).toEqual([closed(1).window.id]);
    expect(w.stats()).toMatchObject({ pending: 0, dropped: 1 });
  });
});
