// vigil status: the cameras' state as the running `vigil run` last wrote it.
import { Command } from 'commander';
import { configFrom } from './context.ts';
import { readStatusFile } from '../../ingest/index.ts';
import { UserError } from '../../core/errors.ts';
import { formatStatusTable } from './status-table.ts';

export function register(program: Command): void {
  program.command('status')
    .description('Show camera status (state, measured fps, analysis lag, drops, reconnects, last error)\nas written by a running `vigil run` to DATA/status.json')
    .option('--json', 'print the status file as JSON')
    .action((o: { json?: boolean }, cmd: Command) => {
      const config = configFrom(cmd);
      const status = readStatusFile(config.storage.dataDir);
      if (!status) throw new UserError(`no status in ${config.storage.dataDir}: is \`vigil run\` running with this --data-dir?`);
      const ageS = (Date.now() - Date.parse(status.updated)) / 1000;
      if (o.json) return void process.stdout.write(JSON.stringify({ ...status, stale: ageS > 10 }, null, 2) + '\n');
      process.stdout.write(formatStatusTable(status.cameras) + '\n');
      const x = status.indexing as { indexed: number; captions: { captioned: number; failed: number; retrying: number; inFlight: number } } | undefined;
      if (x) process.stdout.write(`windows: ${x.captions.captioned} captioned (${x.captions.inFlight} in progress, ${x.captions.retrying} waiting to retry, ${x.captions.failed} failed), ${x.indexed} indexed\n`);
      process.stdout.write(`updated ${status.updated}${ageS > 10 ? ` (${Math.round(ageS)} s ago: vigil run is probably not running)` : ''}\n`);
    });
}
