// vigil run: the main job. Ingests every enabled camera in the config until SIGINT/SIGTERM,
// then drains and stops them in order.
import { Command } from 'commander';
import { configFrom } from './context.ts';
import { resolveCamera } from '../../core/config/index.ts';
import { IngestSupervisor } from '../../ingest/index.ts';
import { createLogger } from '../../core/logger.ts';
import { UserError } from '../../core/errors.ts';
import { toIso } from '../../core/time.ts';
import { formatStatusTable } from './status-table.ts';
import { createBus } from '../../core/bus/index.ts';
import { startIndexing, RetentionWorker } from '../../indexer/index.ts';

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
      const log = createLogger({ stage: 'run' });
      const supervisor = new IngestSupervisor(cameras.map((c) => resolveCamera(config, c)), config.storage.dataDir, log);
      supervisor.on('gap', (g) => log.warn('gap in footage', { camera: g.camera, from: toIso(g.start), to: toIso(g.end), reason: g.reason }));
      supervisor.on('status', (s) => log.debug('status', { ...s }));
      // Windows go on the bus; the indexer stage captions and indexes them.
      const bus = await createBus(config, { log, onError: (err, topic) => log.error('bus consumer failed', { topic, error: err }) });
      const indexing = await startIndexing({ config, bus, log: log.child({ stage: 'index' }) });
      const retention = new RetentionWorker({ dataDir: config.storage.dataDir, storage: config.storage, dropBefore: (t) => indexing.index.dropBefore(t), log: log.child({ stage: 'retention' }) });
      retention.start();
      supervisor.addStatus('indexing', () => ({ ...indexing.stats(), models: indexing.usage() }));
      supervisor.on('window', (w) => {
        log.debug('window closed', { camera: w.camera, window: w.id, kind: w.kind, start: toIso(w.start), end: toIso(w.end) });
        bus.publish('window.closed', { window: w }).catch((err) => log.error('cannot publish window', { window: w.id, error: err }));
      });
      log.info('starting', { cameras: cameras.map((c) => c.id), dataDir: config.storage.dataDir });
      supervisor.start();
      const every = Number(o.statusEvery) * 1000;
      const table = every > 0 ? setInterval(() => process.stderr.write(formatStatusTable(supervisor.status()) + '\n'), every) : undefined;
      await new Promise<void>((resolve) => {
        const done = () => resolve();
        process.once('SIGINT', done);
        process.once('SIGTERM', done);
        if (o.for) setTimeout(done, Number(o.for) * 1000);
      });
      if (table) clearInterval(table);
      log.info('stopping: draining cameras');
      await supervisor.stop();
      // Windows closed during the drain still get captioned, within reason.
      await Promise.race([indexing.captions.whenIdle(), new Promise((r) => setTimeout(r, 15_000))]);
      await retention.stop();
      await indexing.close();
      await bus.close();
      process.stderr.write(formatStatusTable(supervisor.status()) + '\n');
    });
}
