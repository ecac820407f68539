// The vigil CLI. Each command lives in bin/commands/<name>.ts and registers itself here;
// errors are turned into exit codes and messages in one place (runCli).
import { Command, CommanderError } from 'commander';
import { VigilError, errorMessage } from '../core/errors.ts';
import { redact } from '../core/redact.ts';
import { configureLogging } from '../core/logger.ts';
import { registerCommands } from './commands/index.ts';
import { registerPlugins } from './register-plugins.ts';

export function buildProgram(): Command {
  const program = new Command('vigil')
    .description('vigil: real-time streaming surveillance agent. Ingests and records cameras, detects activity, captions and indexes footage, and answers questions about it.')
    .option('--data-dir <dir>', 'where recordings, keyframes, events and indexes live (default: ./data or storage.dataDir)')
    .option('--config <file>', 'config file, YAML or JSON (see vigil.example.yaml; env VIGIL_CONFIG)')
    .option('--log-level <level>', 'debug | info | warn | error', 'info')
    .option('--log-format <format>', 'json | pretty (default: pretty on a terminal)')
    .showHelpAfterError('(add --help for usage)')
    .configureHelp({ showGlobalOptions: true })
    .hook('preAction', (cmd) => {
      const o = cmd.optsWithGlobals() as { logLevel?: string; logFormat?: string };
      configureLogging({
        level: (o.logLevel ?? 'info') as 'info',
        ...(o.logFormat ? { format: o.logFormat as 'json' } : {}),
      });
    });
  registerCommands(program);
  return program;
}

export async function runCli(argv: string[]): Promise<number> {
  const program = buildProgram().exitOverride();
  try {
    await program.parseAsync(argv);
    return typeof process.exitCode === 'number' ? process.exitCode : 0;
  } catch (err) {
    if (err instanceof CommanderError) return err.exitCode === 0 ? 0 : 2;
    if (err instanceof VigilError) {
      process.stderr.write(`vigil: ${redact(err.message)}\n`);
      return err.exitCode;
    }
    process.stderr.write(`vigil: unexpected error: ${redact(errorMessage(err))}\n`);
    if (process.env.VIGIL_DEBUG) process.stderr.write(redact(String((err as Error)?.stack)) + '\n');
    return 1;
  }
}

await registerPlugins();
const code = await runCli(process.argv);
// Exit only once stdout and stderr are flushed: a pipe takes large outputs asynchronously.
process.stdout.write('', () => process.stderr.write('', () => process.exit(code)));
