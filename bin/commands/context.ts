// Shared command plumbing: global options -> loaded config.
import type { Command } from 'commander';
import { loadConfig, type Config } from '../../core/config/index.ts';

export interface GlobalOptions { dataDir?: string; config?: string }

export function configFrom(cmd: Command): Config {
  const o = cmd.optsWithGlobals() as GlobalOptions;
  return loadConfig({ file: o.config, dataDir: o.dataDir });
}
