// Registers every CLI command. One file per command (or command group) beside this one,
// each exporting register(program).
import type { Command } from 'commander';

type Register = (program: Command) => void;
const registrars: Register[] = [];

export function registerCommands(program: Command): void {
  for (const r of registrars) r(program);
}
