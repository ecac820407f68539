// Backfilled footage for the agent benchmarks: one ingested day of one camera replicated to N
// cameras x D consecutive days, written through the same stores ingest writes, so that the
// agent reads it exactly as it reads ingested footage:
// - recordings: every MPEG-TS segment hard-linked (copied across file systems) to
//   recordings/<cam>/<date>/<cam>-<stamp>.ts with the stamp k days later; rewind takes wall
//   time from the file name plus the PES timestamps, so renaming shifts the footage in time;
// - windows and captions: each window's times (start, end, motion path, tracks, lighting
//   events, keyframe times; keyframe JPEGs stay the original files) shifted by k days, id and
//   camera replaced, appended to windows/ and captions/; caption text and embedding unchanged
//   (builtin captions give durations, never clock times; that they never name the camera is
//   checked below);
// - the window index: the shifted captioned windows upserted through the WindowIndex API, one
//   upsert per time slot holding the N cameras' windows (what the IndexWriter batches when N
//   identical cameras close windows together), in time order;
// - rollups and entities: rebuilt from the shifted captioned windows by RollupBuilder and
//   EntityRegistry, as ingest builds them (verified: rebuilding the source day reproduces
//   the files ingest wrote).
// Cached beside the ingested day, keyed by cameras, days and BACKFILL_VERSION.
import { copyFileSync, existsSync, linkSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { loadConfig } from '../../core/config/index.ts';
import { windowId, type Window } from '../../core/window.ts';
import type { CaptionedWindow } from '../../core/caption.ts';
import { utcDate } from '../../core/time.ts';
import { listSegments, segmentPath } from '../../ingest/recorder/segment-paths.ts';
import { appendWindow, readWindows } from '../../ingest/windows/window-store.ts';
import { appendCaption } from '../../indexer/caption-store.ts';
import { openWindowIndex, readCaptions } from '../../indexer/index.ts';
import { RollupBuilder, readRollupDay } from '../../indexer/rollups/index.ts';
import { EntityRegistry, readEntityDay } from '../../indexer/entities/index.ts';
import type { IngestedDay } from './ingested-day.ts';

const DAY_MS = 86_400_000;
/** Bump when the backfill writes something differently. */
const BACKFILL_VERSION = 1;

export interface Backfill {
  dataDir: string;
  cameras: string[];
  days: number;
  /** Offset of the last day from the source day, ms (questions' `now` moves by this). */
  lastDayOffsetMs: number;
  segments: number;
  windows: number;
  /** Seconds the build took in this call (0 when reused). */
  buildSeconds: number;
}

/** A footage time moved by `off` ms onto `camera`. */
export function shiftWindow(w: Window, camera: string, off: number): Window {
  const start = w.start + off;
  return {
    ...w, id: windowId(camera, start), camera, start, end: w.end + off,
    motion: {
      ...w.motion,
      path: w.motion.path.map((p) => ({ ...p, ts: p.ts + off })),
      ...(w.motion.tracks ? { tracks: w.motion.tracks.map((t) => ({ ...t, start: t.start + off, end: t.end + off })) } : {}),
    },
    lighting: { ...w.lighting, events: w.lighting.events.map((e) => ({ ...e, ts: e.ts + off })) },
    keyframes: w.keyframes.map((k) => ({ ...k, ts: k.ts + off })),
  };
}

const isEpochMs = (v: unknown): v is number => typeof v === 'number' && v > 1e12 && v < 4.2e12;

/**
 * Guards shiftWindow against fields added later: every epoch-ms number of the source window
 * must come out shifted, everything else unchanged (ids and camera aside).
 */
function checkShifted(src: unknown, dst: unknown, off: number, path: string): void {
  if (path === '.id' || path === '.camera') return;
  if (isEpochMs(src)) {
    if (dst !== src + off) throw new Error(`backfill: ${path} was not shifted (${src} -> ${String(dst)})`);
  } else if (src && typeof src === 'object') {
    for (const k of Object.keys(src)) checkShifted((src as Record<string, unknown>)[k], (dst as Record<string, unknown>)?.[k], off, `${path}.${k}`);
  } else if (src !== dst) throw new Error(`backfill: ${path} changed (${String(src)} -> ${String(dst)})`);
}

function shiftCaptioned(c: CaptionedWindow, camera: string, off: number): CaptionedWindow {
  const window = shiftWindow(c.window, camera, off);
  checkShifted(c.window, window, off, '');
  return { ...c, window };
}

/** Rebuilding the source day's rollups and entities from its captions must give what ingest wrote. */
function verifyRebuild(src: IngestedDay, captions: CaptionedWindow[], date: string): void {
  const scratch = mkdtempSync(join(dirname(src.dataDir), 'verify-'));
  try {
    const rollups = new RollupBuilder({ dataDir: scratch }), entities = new EntityRegistry({ dataDir: scratch });
    for (const c of captions) { rollups.add(c); entities.add(c); }
    rollups.flush(); entities.flush();
    const strip = <T extends { written?: unknown }>(f: T | undefined) => f && { ...f, written: undefined };
    if (!isDeepStrictEqual(strip(readRollupDay(scratch, src.camera, date)), strip(readRollupDay(src.dataDir, src.camera, date)))) {
      throw new Error(`backfill: rebuilt rollups of ${src.camera} ${date} differ from the ones ingest wrote`);
    }
    if (!isDeepStrictEqual(readEntityDay(scratch, src.camera, date), readEntityDay(src.dataDir, src.camera, date))) {
      throw new Error(`backfill: rebuilt entities of ${src.camera} ${date} differ from the ones ingest wrote`);
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

function linkRecordings(src: IngestedDay, dataDir: string, cameras: string[], days: number): number {
  let n = 0;
  for (const seg of listSegments(src.dataDir, src.camera)) {
    for (let k = 0; k < days; k++) {
      for (const cam of cameras) {
        const dest = segmentPath(dataDir, cam, seg.start + k * DAY_MS);
        mkdirSync(dirname(dest), { recursive: true });
        try {
          linkSync(seg.path, dest);
        } catch (err) {
          if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err;
          copyFileSync(seg.path, dest);
        }
        n++;
      }
    }
  }
  return n;
}

/** Source captions, oldest first; every stored window must have one (else the index would lack it). */
function sourceCaptions(src: IngestedDay): CaptionedWindow[] {
  const captions = [...readCaptions(src.dataDir, src.camera).values()].sort((a, b) => a.window.start - b.window.start);
  const windows = readWindows(src.dataDir, src.camera);
  if (windows.length !== captions.length) throw new Error(`backfill: ${windows.length} windows but ${captions.length} captions in ${src.dataDir}`);
  for (const c of captions) {
    if (c.window.id !== windowId(src.camera, c.window.start)) throw new Error(`backfill: unexpected window id ${c.window.id}`);
    if (c.caption.includes(src.camera)) throw new Error(`backfill: caption of ${c.window.id} names the camera; renaming it would leave a wrong name`);
  }
  return captions;
}

async function build(src: IngestedDay, dataDir: string, cameras: string[], days: number): Promise<{ segments: number; windows: number }> {
  const captions = sourceCaptions(src);
  const date = utcDate(captions[0].window.start);
  verifyRebuild(src, captions, date);
  const segments = linkRecordings(src, dataDir, cameras, days);
  const config = loadConfig({ dataDir, env: {} });
  const index = await openWindowIndex({ backend: config.backends.index, dataDir, dimension: captions[0].embedding.length });
  const rollups = new RollupBuilder({ dataDir }), entities = new EntityRegistry({ dataDir });
  let windows = 0;
  try {
    for (let k = 0; k < days; k++) {
      for (const c of captions) {
        const slot = cameras.map((cam) => shiftCaptioned(c, cam, k * DAY_MS));
        for (const s of slot) { appendWindow(dataDir, s.window); appendCaption(dataDir, s); }
        await index.upsert(slot);
        for (const s of slot) { rollups.add(s); entities.add(s); }
        windows += slot.length;
      }
      rollups.flush(); entities.flush();
    }
  } finally {
    await Promise.all([rollups.close(), entities.close()]);
    await index.close();
  }
  return { segments, windows };
}

/** The backfilled data dir for `cameras` x `days` from the ingested day, built unless cached. */
export async function ensureBackfill(src: IngestedDay, o: { cameras: string[]; days: number }, log: (line: string) => void = console.error): Promise<Backfill> {
  const dataDir = join(src.cacheDir, `backfill-${o.cameras.join('-')}-${o.days}d-v${BACKFILL_VERSION}`);
  const done = join(dataDir, 'backfill.json');
  const base = { dataDir, cameras: o.cameras, days: o.days, lastDayOffsetMs: (o.days - 1) * DAY_MS };
  if (existsSync(done)) return { ...base, ...JSON.parse(readFileSync(done, 'utf8')) as { segments: number; windows: number }, buildSeconds: 0 };
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  log(`backfilling ${o.cameras.length} cameras x ${o.days} days from ${src.camera} (once; cached in ${dataDir}) ...`);
  const t0 = performance.now();
  const made = await build(src, dataDir, o.cameras, o.days);
  const buildSeconds = (performance.now() - t0) / 1000;
  log(`  done in ${buildSeconds.toFixed(1)} s (${made.segments} segments, ${made.windows} windows)`);
  writeFileSync(`${done}.partial`, JSON.stringify(made));
  renameSync(`${done}.partial`, done);
  return { ...base, ...made, buildSeconds };
}
