// vigil run: the main job. Ingests, captions and indexes every enabled camera in the config
// until SIGINT/SIGTERM, with each stage a worker on one Supervisor that stops them in reverse.
import { Command } from 'commander';
import { configFrom } from './context.ts';
import { resolveCamera } from '../../core/config/index.ts';
import { IngestSupervisor, checkWritable } from '../../ingest/index.ts';
import { Supervisor, defineWorker, untilShutdown } from '../../core/worker/index.ts';
import { createLogger } from '../../core/logger.ts';
import { SystemError, UserError } from '../../core/errors.ts';
import { toIso } from '../../core/time.ts';
import { formatStatusTable } from './status-table.ts';
import { createBus } from '../../core/bus/index.ts';
import { openIndexing, RetentionWorker } from '../../indexer/index.ts';
import { openAlerts } from '../../alerts/index.ts';

export function register(program: Command): void {
  program.command('run')
    .description('Run vigil: ingest and record every enabled camera in the config until Ctrl-C.\nCamera status is written to DATA/status.json every 2 s (see `vigil status`).')
    .option('--camera <ids...>', 'run only these cameras')
    .option('--status-every <seconds>', 'print a status table this often (0 = never)', '30')
    .option('--for <seconds>', 'stop by itself after this long (for demos and benchmarks)')
    .addHelpText('after', '\nExample:\n  vigil --config vigil.yaml run\n  vigil --config deploy/demo.yaml run --for 60')
    .action(async (o: { camera?: string[]; statusEvery: string; for?: string }, cmd: Command) => {
      const config = configFrom(cmd);
      let cameras = config.cameras.filter((c) => c.enabled);
      if (o.camera) {
        const unknown = o.camera.filter((id) => !config.cameras.some((c) => c.id === id));
        if (unknown.length) throw new UserError(`unknown camera(s): ${unknown.join(', ')}; configured: ${config.cameras.map((c) => c.id).join(', ') || 'none'}`);
        cameras = config.cameras.filter((c) => o.camera!.includes(c.id));
      }
      if (cameras.length === 0) throw new UserError('no cameras to run: add cameras to the config (see vigil.example.yaml) or pass --config');
      // A read-only or inaccessible data dir is a system error now, not minutes of retries.
      checkWritable(config.storage.dataDir);
      const log = createLogger({ stage: 'run' });
      // The stages as workers: started in dependency order, stopped in reverse on SIGINT/SIGTERM
      // (cameras first, then captioning drains, then the index and the bus close).
      const supervisor = new Supervisor({ log });
      const bus = await createBus(config, { log, onError: (err, topic) => log.error('bus consumer failed', { topic, error: err }) });
      supervisor.add(defineWorker({ name: 'bus', stop: () => bus.close() }));
      const indexing = supervisor.add(await openIndexing({ config, bus, log: log.child({ stage: 'index' }) }), { after: ['bus'] });
      const retention = supervisor.add(new RetentionWorker({ dataDir: config.storage.dataDir, storage: config.storage, dropBefore: (t) => indexing.index.dropBefore(t), log: log.child({ stage: 'retention' }) }), { after: ['indexing'] });
      // Alert rules are evaluated on open, closed and captioned windows (subscribed before ingest starts).
      if (config.alerts.enabled) supervisor.add(openAlerts({ config, bus, log: log.child({ stage: 'alerts' }), closeOnStop: true }).worker!, { after: ['indexing'] });
      const ingest = supervisor.add(new IngestSupervisor(cameras.map((c) => resolveCamera(config, c)), config.storage.dataDir, log), { after: ['indexing'] });
      ingest.on('gap', (g) => log.warn('gap in footage', { camera: g.camera, from: toIso(g.start), to: toIso(g.end), reason: g.reason }));
      ingest.on('status', (s) => log.debug('status', { ...s }));
      // A full disk: let retention free space now rather than at its next sweep.
      // (Loaded here, not at the top: the dashboard stage is not for every CLI start to load.)
      const { DiskFullSweeper } = await import('../../dashboard/index.ts');
      supervisor.add(new DiskFullSweeper({ ingest, retention, log }), { after: ['ingest', 'retention'] });
      ingest.addStatus('indexing', () => ({ ...indexing.stats(), models: indexing.usage() }));
      // Windows go on the bus; the indexer stage captions and indexes them.
      ingest.on('progress', (w) => {
        bus.publish('window.progress', { window: w }).catch((err) => log.error('cannot publish window progress', { window: w.id, error: err }));
      });
      ingest.on('window', (w) => {
        log.debug('window closed', { camera: w.camera, window: w.id, kind: w.kind, start: toIso(w.start), end: toIso(w.end) });
        bus.publish('window.closed', { window: w }).catch((err) => log.error('cannot publish window', { window: w.id, error: err }));
      });
      const every = Number(o.statusEvery) * 1000;
      let table: NodeJS.Timeout | undefined;
      supervisor.add(defineWorker({
        name: 'status-table',
        start: () => { if (every > 0) table = setInterval(() => process.stderr.write(formatStatusTable(ingest.status()) + '\n'), every); },
        stop: () => clearInterval(table),
      }), { after: ['ingest'] });
      log.info('starting', { cameras: cameras.map((c) => c.id), dataDir: config.storage.dataDir });
      await supervisor.start();
      await untilShutdown({
        forMs: o.for ? Number(o.for) * 1000 : undefined,
        // A second Ctrl-C while draining: cancel what is in flight instead of waiting for it.
        onSecond: () => { log.warn('second signal: cancelling work in flight'); void supervisor.stop({ force: true }); },
      });
      log.info('stopping: draining cameras');
      const failures = await supervisor.stop();
      process.stderr.write(formatStatusTable(ingest.status()) + '\n');
      if (failures.length) throw new SystemError(`stopped with errors in: ${failures.map((f) => f.worker).join(', ')} (see the log)`);
    });
}
