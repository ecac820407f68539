// vigil windows: list a camera's windows (activity, idle, scene) for a time range.
import { Command } from 'commander';
import { configFrom } from './context.ts';
import { readWindows, listCameras, lastRejectedLines } from '../../ingest/index.ts';
import { parseIso, toIso, formatDuration } from '../../core/time.ts';
import { UserError } from '../../core/errors.ts';
import type { Window } from '../../core/window.ts';
import type { CaptionedWindow } from '../../core/caption.ts';
import { readCaptions, readFailures, type CaptionFailure } from '../../indexer/index.ts';

export function windowJson(w: Window, c?: CaptionedWindow, failure?: CaptionFailure) {
  return {
    id: w.id, camera: w.camera, start: toIso(w.start), end: toIso(w.end), kind: w.kind,
    activity: w.activity.peak, activeFrames: w.activity.activeFrames, frames: w.activity.frames,
    keyframes: w.keyframes.map((k) => ({ ts: toIso(k.ts), path: k.path, reason: k.reason })),
    motion: w.motion, lighting: { ...w.lighting, events: w.lighting.events.map((e) => ({ ts: toIso(e.ts), event: e.event })) },
    regions: w.regions, grid: w.grid, cut: w.cut, closedBy: w.closedBy,
    ...(c ? { caption: c.caption, tags: c.tags, captionedBy: { provider: c.provider, model: c.model, promptVersion: c.promptVersion } } : {}),
    ...(!c && failure ? { captionError: failure.error, captionAttempts: failure.attempts } : {}),
  };
}

function describe(w: Window, c?: CaptionedWindow): string {
  if (c) return `${toIso(w.start)}  ${formatDuration(w.end - w.start).padStart(7)}  ${w.kind.padEnd(8)}  ${c.caption}`;
  const parts = [`${toIso(w.start)}  ${formatDuration(w.end - w.start).padStart(7)}  ${w.kind.padEnd(8)}`];
  if (w.kind === 'activity') parts.push(`peak ${w.activity.peak.toFixed(3)}`);
  if (w.motion.direction !== 'none') parts.push(w.motion.direction);
  if (w.motion.colours.length) parts.push(w.motion.colours.join('/'));
  for (const e of w.lighting.events) parts.push(`${e.event} at ${toIso(e.ts).slice(11, 19)}`);
  if (w.cut) parts.push('view change');
  return parts.join('  ');
}

export function register(program: Command): void {
  program.command('windows')
    .description('List the windows (activity bursts, idle periods, scene changes) of a camera; times overlap [--from, --to)')
    .option('--camera <id>', 'camera id (required when there is more than one)')
    .option('--from <iso>', 'only windows that end after this time')
    .option('--to <iso>', 'only windows that start before this time')
    .option('--kind <kind>', 'only activity, idle or scene windows')
    .option('--json', 'print [{id, camera, start, end, kind, activity, keyframes:[{ts, path}], caption, tags, ...}]')
    .addHelpText('after', '\nExample:\n  vigil windows --camera dock --from 2026-11-29T06:00:00Z --to 2026-11-29T07:00:00Z --kind activity')
    .action((o: { camera?: string; from?: string; to?: string; kind?: string; json?: boolean }, cmd: Command) => {
      const config = configFrom(cmd);
      const dataDir = config.storage.dataDir;
      const cameras = listCameras(dataDir);
      const camera = o.camera ?? (cameras.length === 1 ? cameras[0] : undefined);
      if (!camera) throw new UserError(cameras.length ? `--camera is required; cameras with windows: ${cameras.join(', ')}` : `no windows in ${dataDir} yet: run \`vigil run\` or \`vigil ingest\` first`);
      if (!cameras.includes(camera)) throw new UserError(`camera "${camera}" has no windows in ${dataDir}${cameras.length ? `; cameras with windows: ${cameras.join(', ')}` : ''}`);
      if (o.kind && !['activity', 'idle', 'scene'].includes(o.kind)) throw new UserError(`--kind must be activity, idle or scene, not "${o.kind}"`);
      const from = o.from ? parseIso(o.from, '--from') : -Infinity;
      const to = o.to ? parseIso(o.to, '--to') : Infinity;
      if (from >= to) throw new UserError('--from must be before --to');
      const windows = readWindows(dataDir, camera, from, to).filter((w) => !o.kind || w.kind === o.kind);
      if (lastRejectedLines > 0) process.stderr.write(`vigil: warning: ${lastRejectedLines} line(s) of the window store could not be read (torn by a crash or written by another version) and were skipped\n`);
      const captions = readCaptions(dataDir, camera, from, to);
      const failures = new Map(readFailures(dataDir, camera).map((f) => [f.id, f]));
      if (o.json) return void process.stdout.write(JSON.stringify(windows.map((w) => windowJson(w, captions.get(w.id), failures.get(w.id))), null, 2) + '\n');
      for (const w of windows) process.stdout.write(describe(w, captions.get(w.id)) + '\n');
      process.stdout.write(`${windows.length} windows\n`);
    });
}
