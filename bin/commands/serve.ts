// vigil serve: the running system. Every stage under one supervisor (ingest of the enabled
// cameras from the config file and the camera store, captioning and indexing, retention, the
// query agent) plus the HTTP API and live events, until Ctrl-C / SIGTERM, which drains them
// in reverse order. Prints the URL, and the tokens on the first start (only then: they are
// stored hashed).
import { Command } from 'commander';
import { fileURLToPath } from 'node:url';
import { configFrom } from './context.ts';
import { serverAdminToken } from '../../core/config/index.ts';
import { createLogger } from '../../core/logger.ts';
import { UserError } from '../../core/errors.ts';
import { untilShutdown } from '../../core/worker/index.ts';

const WEB_DIR = fileURLToPath(new URL('../../dashboard/web', import.meta.url));

export function register(program: Command): void {
  program.command('serve')
    .description('Run vigil with its HTTP API, live events and web UI: every enabled camera is ingested, captioned and indexed;\ncameras can be added at run time (API or `vigil camera add`).')
    .option('--host <host>', 'address to listen on (default server.host, 127.0.0.1)')
    .option('--port <port>', 'port to listen on, 0 = a free one (default server.port, 8080)')
    .option('--new-tokens', 'replace the stored admin and viewer tokens with new ones (printed once)')
    .option('--for <seconds>', 'stop by itself after this long (demos, tests)')
    .addHelpText('after', '\nExamples:\n  vigil --config vigil.yaml serve\n  vigil --config deploy/demo.yaml serve --port 8080')
    .action(async (o: { host?: string; port?: string; newTokens?: boolean; for?: string }, cmd: Command) => {
      const config = configFrom(cmd);
      const port = o.port === undefined ? undefined : Number(o.port);
      if (port !== undefined && !(Number.isInteger(port) && port >= 0 && port <= 65535)) throw new UserError(`--port ${o.port} is not a port number`);
      const log = createLogger({ stage: 'serve' });
      const { startVigilServer } = await import('../../dashboard/index.ts');
      const server = await startVigilServer({ config, host: o.host, port, adminToken: serverAdminToken(config), newTokens: o.newTokens, webDir: WEB_DIR, log });
      process.stdout.write(`vigil serve: listening on ${server.url}\n`);
      for (const t of server.generatedTokens) {
        process.stdout.write(`${t.role} token: ${t.token}\n`);
      }
      if (server.generatedTokens.length) process.stdout.write(`(shown once; stored hashed in ${config.storage.dataDir}/auth.json; \`vigil serve --new-tokens\` makes new ones)\n`);
      process.stdout.write(`log in at ${server.url}/login\n`);
      const why = await untilShutdown({
        forMs: o.for ? Number(o.for) * 1000 : undefined,
        // A second Ctrl-C while draining: cancel what is in flight instead of waiting for it.
        onSecond: () => { log.warn('second signal: cancelling work in flight'); void server.supervisor.stop({ force: true }); },
      });
      log.info('stopping: draining every stage', { reason: why });
      const failures = await server.supervisor.stop();
      if (failures.length) process.exitCode = 1;
    });
}
