// Retention on a real data directory laid out as the recorder, windower and stores write it:
// age-based deletion of every kind of file, nothing a pin (or a protected alert range) points
// at, the disk budget taking oldest segments first, each camera's newest segment surviving,
// and a second sweep finding nothing to do.
import { describe, it, expect, beforeEach, afterEach } from 'vitest';
import { mkdtempSync, rmSync, mkdirSync, writeFileSync, existsSync, appendFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { segmentPath } from '../../ingest/recorder/segment-paths.ts';
import { keyframePath } from '../../ingest/windows/window-writer.ts';
import { createLogger } from '../../core/logger.ts';
import { utcDate } from '../../core/time.ts';
import { RetentionWorker, pin, unpin, readPins, pinsPath, scanSegments, type RetentionReport } from './index.ts';

const H = 3_600_000, DAY = 24 * H;
const NOW = Date.parse('2026-12-10T12:00:00Z');
const CUTOFF = NOW - 7 * DAY; // 2026-12-03T12:00Z
const SEG_BYTES = 1000;
let dataDir: string;

function put(path: string, bytes: number): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, Buffer.alloc(bytes));
}

/** Six-hourly segments, a keyframe an hour into each, and day files for every store. */
function layout(camera: string, from: number, to: number): number[] {
  const starts: number[] = [];
  for (let t = from; t < to; t += 6 * H) {
    starts.push(t);
    put(segmentPath(dataDir, camera, t), SEG_BYTES);
    put(keyframePath(dataDir, camera, t + H), 100);
  }
  for (let d = from; d < to; d += DAY) {
    for (const store of ['windows', 'captions']) put(join(dataDir, store, camera, `${utcDate(d)}.jsonl`), 10);
    for (const store of ['rollups', 'entities']) put(join(dataDir, store, camera, `${utcDate(d)}.json`), 10);
  }
  return starts;
}

beforeEach(() => { dataDir = mkdtempSync(join(tmpdir(), 'vigil-retention-')); });
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

function worker(storage: { retentionDays: number; diskBudgetGb?: number }, extra: Partial<ConstructorParameters<typeof RetentionWorker>[0]> = {}) {
  return new RetentionWorker({ dataDir, storage, now: () => NOW, ...extra });
}

describe('RetentionWorker', () => {
  it('deletes everything older than retentionDays except what a pin or an alert points at', async () => {
    const dock = layout('dock', Date.parse('2026-12-01T00:00:00Z'), NOW);
    const gate = layout('gate', Date.parse('2026-12-01T00:00:00Z'), Date.parse('2026-12-02T00:00:00Z'));
    const pinned = pin(dataDir, { camera: 'dock', from: Date.parse('2026-12-02T07:00:00Z'), to: Date.parse('2026-12-02T07:05:00Z'), reason: 'pinned by test' });
    const alert = { camera: 'gate', from: Date.parse('2026-12-01T13:00:00Z'), to: Date.parse('2026-12-01T13:01:00Z') };
    const dropped: number[] = [];
    const lines: string[] = [];
    const w = worker({ retentionDays: 7 }, { dropBefore: async (t) => { dropped.push(t); }, protect: () => [alert], log: createLogger({}, { format: 'json', write: (l) => lines.push(l) }) });
    const r = await w.sweep();
    expect(r.cutoff).toBe(CUTOFF);
    expect(dropped).toEqual([CUTOFF]);
    const left = new Set(scanSegments(dataDir).map((s) => `${s.camera}@${new Date(s.start).toISOString()}`));
    // dock: the segment the pin falls in, and everything that ends after the cutoff.
    const dockKept = dock.filter((t) => t === Date.parse('2026-12-02T06:00:00Z') || t + 6 * H > CUTOFF);
    // gate: the alert's segment, and its newest (open) segment though it is long past the cutoff.
    const gateKept = [Date.parse('2026-12-01T12:00:00Z'), gate[gate.length - 1]];
    expect(left).toEqual(new Set([...dockKept.map((t) => `dock@${new Date(t).toISOString()}`), ...gateKept.map((t) => `gate@${new Date(t).toISOString()}`)]));
    const deletedSegs = dock.length + gate.length - dockKept.length - gateKept.length;
    expect(r.recordings).toEqual({ files: deletedSegs, bytes: deletedSegs * SEG_BYTES });
    expect(r.keptForPins).toBe(2);
    // Keyframes follow the same rule; day files go by whole camera-days.
    expect(existsSync(keyframePath(dataDir, 'dock', Date.parse('2026-12-02T07:00:00Z')))).toBe(true);
    expect(existsSync(keyframePath(dataDir, 'dock', Date.parse('2026-12-02T01:00:00Z')))).toBe(false);
    expect(existsSync(keyframePath(dataDir, 'gate', Date.parse('2026-12-01T13:00:00Z')))).toBe(true);
    expect(existsSync(keyframePath(dataDir, 'dock', Date.parse('2026-12-03T13:00:00Z')))).toBe(true);
    for (const store of ['windows', 'captions', 'rollups', 'entities']) {
      const ext = store === 'windows' || store === 'captions' ? 'jsonl' : 'json';
      const has = (camera: string, day: string) => existsSync(join(dataDir, store, camera, `${day}.${ext}`));
      expect([has('dock', '2026-12-01'), has('dock', '2026-12-02'), has('dock', '2026-12-03'), has('gate', '2026-12-01')]).toEqual([false, true, true, true]);
      expect(r.stores[store as keyof RetentionReport['stores']]).toEqual({ files: 1, bytes: 10 });
    }
    // Keyframes have no "open" exception: gate's newest segment stays, its old keyframe goes.
    expect(r.keyframes.files).toBe(deletedSegs + 1);
    expect(lines.some((l) => l.includes('retention deleted old footage'))).toBe(true);
    // Idempotent: nothing more to delete.
    const again = await w.sweep();
    expect([again.recordings.files, again.keyframes.files, ...Object.values(again.stores).map((s) => s.files)]).toEqual([0, 0, 0, 0, 0, 0]);
    // Unpinned, the footage goes on the next sweep.
    unpin(dataDir, pinned.id);
    const third = await worker({ retentionDays: 7 }, { protect: () => [alert] }).sweep();
    expect(third.recordings.files).toBe(1);
    expect(existsSync(join(dataDir, 'windows', 'dock', '2026-12-02.jsonl'))).toBe(false);
  });

  it('keeps recordings under the disk budget by deleting the oldest first, never pinned or open ones', async () => {
    const starts = layout('dock', Date.parse('2026-12-08T00:00:00Z'), NOW); // 10 segments
    layout('yard', Date.parse('2026-12-09T00:00:00Z'), Date.parse('2026-12-09T12:00:00Z')); // 2 segments
    pin(dataDir, { camera: 'dock', from: starts[1] + 60_000, to: starts[1] + 120_000, reason: 'alert:a1' });
    const budgetBytes = 6 * SEG_BYTES;
    const r = await worker({ retentionDays: 30, diskBudgetGb: budgetBytes / 1024 ** 3 }).sweep();
    expect(r.recordings.files).toBe(0);
    expect(r.budget).toEqual({ files: 6, bytes: 6 * SEG_BYTES });
    expect(r.recordingsBytes).toBe(budgetBytes);
    expect(r.overBudgetBytes).toBe(0);
    const left = scanSegments(dataDir).map((s) => `${s.camera}@${s.start}`).sort();
    // Oldest first across cameras: dock 0, 2, 3, 4 and yard's older one went; dock 1 is pinned,
    // yard's newest is open; then dock 5 to make room.
    const expected = [`dock@${starts[1]}`, ...starts.slice(6).map((t) => `dock@${t}`), `yard@${Date.parse('2026-12-09T06:00:00Z')}`].sort();
    expect(left).toEqual(expected);
  });

  it('reports what stays over budget when pins and open segments hold it', async () => {
    const starts = layout('dock', Date.parse('2026-12-09T00:00:00Z'), NOW); // 6 segments
    pin(dataDir, { camera: 'dock', from: starts[0], to: starts[5], reason: 'alert:all' });
    const lines: string[] = [];
    const r = await worker({ retentionDays: 30, diskBudgetGb: SEG_BYTES / 1024 ** 3 }, { log: createLogger({}, { format: 'json', write: (l) => lines.push(l) }) }).sweep();
    expect(r.budget.files).toBe(0);
    expect(r.overBudgetBytes).toBe(5 * SEG_BYTES);
    expect(scanSegments(dataDir)).toHaveLength(6);
    expect(lines.some((l) => l.includes('over the disk budget'))).toBe(true);
  });

  it('sweeps on start and every interval, reports errors, and stops idempotently', async () => {
    layout('dock', Date.parse('2026-11-01T00:00:00Z'), Date.parse('2026-11-02T00:00:00Z'));
    const reports: RetentionReport[] = [];
    const w = worker({ retentionDays: 7 }, {
      intervalMs: 20, onSweep: (r) => reports.push(r),
      dropBefore: async () => { throw new Error('index unavailable'); },
    });
    w.start();
    w.start();
    while (reports.length < 3) await new Promise((r) => setTimeout(r, 10));
    await w.stop();
    await w.stop();
    const count = reports.length;
    await new Promise((r) => setTimeout(r, 60));
    expect(reports.length).toBe(count);
    expect(reports[0].recordings.files).toBe(3);
    expect(reports[1].recordings.files).toBe(0);
    expect(reports[0].errors).toEqual(['index: index unavailable']);
    expect(reports[0].indexDropped).toBe(false);
  });
});

describe('pins', () => {
  it('pins once per input, unpins, survives a torn line, and rejects an empty range', () => {
    const p = { camera: 'dock', from: 1000, to: 2000, reason: 'alert:x' };
    const a = pin(dataDir, p, 1);
    const b = pin(dataDir, p, 2);
    expect(b.id).toBe(a.id);
    pin(dataDir, { ...p, reason: 'pinned by ana' });
    appendFileSync(pinsPath(dataDir), '{"op":"pin","id":"tor');
    expect(readPins(dataDir).map((x) => x.reason)).toEqual(['alert:x', 'pinned by ana']);
    unpin(dataDir, a.id);
    expect(readPins(dataDir).map((x) => x.reason)).toEqual(['pinned by ana']);
    expect(() => pin(dataDir, { ...p, to: 1000 })).toThrow(/end after it starts/);
    expect(readPins(join(dataDir, 'none'))).toEqual([]);
  });
});
