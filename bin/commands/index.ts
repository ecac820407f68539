// Registers every CLI command. One file per command (or command group) beside this one,
// each exporting register(program).
import type { Command } from 'commander';
import { register as run } from './run.ts';
import { register as status } from './status.ts';
import { register as ingest } from './ingest.ts';
import { register as windows } from './windows.ts';
import { register as search } from './search.ts';
import { register as rewindCmd } from './rewind.ts';
import { register as askCmd } from './ask.ts';
import { register as camera } from './camera.ts';
import { register as synth } from './synth.ts';
import { register as rtspServer } from './rtsp-server.ts';
import { register as alerts } from './alerts.ts';

type Register = (program: Command) => void;
const registrars: Register[] = [run, status, ingest, windows, search, askCmd, rewindCmd, camera, synth, rtspServer, alerts];

export function registerCommands(program: Command): void {
  for (const r of registrars) r(program);
}
