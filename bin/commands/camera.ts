// vigil camera probe URL: codec, resolution, frame rate and one snapshot, or a clear error.
import { Command } from 'commander';
import { join } from 'node:path';
import { configFrom } from './context.ts';
import { probeSource } from '../../ingest/index.ts';
import { parseSource } from '../../ingest/index.ts';
import { registerSecret } from '../../core/redact.ts';
import { fileStamp } from '../../core/time.ts';

export function register(program: Command): void {
  const camera = program.command('camera').description('Camera onboarding: probe a URL before adding it');
  camera.command('probe')
    .description('Connect to a camera (or open a file), print codec, resolution and frame rate, and write one snapshot JPEG')
    .argument('<url>', 'rtsp://[user:pass@]host[:port]/path or a file path')
    .option('--snapshot <file>', 'where to write the snapshot JPEG (default: DATA/snapshots/probe-<time>.jpg)')
    .option('--timeout <seconds>', 'give up after this long', '15')
    .option('--json', 'print the result as JSON')
    .action(async (url: string, o: { snapshot?: string; timeout: string; json?: boolean }, cmd: Command) => {
      const config = configFrom(cmd);
      try {
        const u = new URL(url);
        if (u.password) registerSecret(decodeURIComponent(u.password));
      } catch { /* a file path */ }
      const snapshotPath = o.snapshot ?? join(config.storage.dataDir, 'snapshots', `probe-${fileStamp(Date.now())}.jpg`);
      const r = await probeSource(parseSource(url), { timeoutMs: Number(o.timeout) * 1000, snapshotPath });
      if (o.json) process.stdout.write(JSON.stringify(r, null, 2) + '\n');
      else {
        process.stdout.write(`source:     ${r.source}\ncodec:      ${r.codec}\nresolution: ${r.width}x${r.height}\n` +
          `frame rate: ${r.fps === null ? 'unknown' : `${r.fps} fps`}\nsnapshot:   ${r.snapshot}\n`);
      }
    });
}
