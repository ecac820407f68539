// vigil rewind: decode a camera's recorded footage for a time range into JPEGs named by time.
import { Command } from 'commander';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { configFrom } from './context.ts';
import { rewind } from '../../ingest/index.ts';
import { parseIso, toIso, fileStamp, formatDuration } from '../../core/time.ts';
import { UserError } from '../../core/errors.ts';

export function register(program: Command): void {
  program.command('rewind')
    .description('Go back to the recordings: decode camera ID\'s footage for [--from, --to) at --fps and --width,\nwrite the frames as JPEGs named by their wall-clock time, and say which parts have no footage')
    .requiredOption('--camera <id>', 'camera id')
    .requiredOption('--from <iso>', 'start of the range, ISO 8601 with offset')
    .requiredOption('--to <iso>', 'end of the range (exclusive)')
    .requiredOption('--out <dir>', 'directory for the JPEGs')
    .option('--fps <n>', 'frames per second to decode', '2')
    .option('--width <px>', 'JPEG width (height keeps the aspect ratio)', '640')
    .option('--max-frames <n>', 'at most this many frames, spread over the range', '1000')
    .option('--json', 'print {frames:[{ts, path}], missing:[{from, to}]}')
    .addHelpText('after', '\nExample:\n  vigil rewind --camera dock --from 2026-11-29T06:10:00Z --to 2026-11-29T06:12:00Z --fps 5 --out ./dock-0610')
    .action(async (o: { camera: string; from: string; to: string; out: string; fps: string; width: string; maxFrames: string; json?: boolean }, cmd: Command) => {
      const config = configFrom(cmd);
      const from = parseIso(o.from, '--from'), to = parseIso(o.to, '--to');
      if (from >= to) throw new UserError('--from must be before --to');
      const fps = Number(o.fps), width = Number(o.width), maxFrames = Number(o.maxFrames);
      if (!Number.isInteger(maxFrames) || maxFrames < 1) throw new UserError('--max-frames must be a positive whole number');
      const r = await rewind({ dataDir: config.storage.dataDir, camera: o.camera, from, to, fps, width, maxFrames });
      mkdirSync(o.out, { recursive: true });
      const written = r.frames.map((f) => {
        const path = join(o.out, `${o.camera}-${fileStamp(f.ts)}.jpg`);
        writeFileSync(path, f.jpeg);
        return { ts: toIso(f.ts), path };
      });
      const missing = r.missing.map((m) => ({ from: toIso(m.from), to: toIso(m.to) }));
      if (o.json) return void process.stdout.write(JSON.stringify({ frames: written, missing }, null, 2) + '\n');
      process.stdout.write(`${written.length} frames written to ${o.out}\n`);
      for (const m of r.missing) process.stdout.write(`no footage ${toIso(m.from)} .. ${toIso(m.to)} (${formatDuration(m.to - m.from)})\n`);
    });
}
