// vigil camera: onboarding and run-time cameras. `probe URL` checks a camera before adding
// it; `add`, `list`, `update`, `remove` manage the cameras stored in the data dir (settings in
// DATA/cameras.json, passwords in DATA/credentials.json, 0600). A running `vigil serve`
// follows these changes within a second or two. Passwords are read from stdin, never from
// the command line (it shows in `ps`), and are never printed.
import { Command } from 'commander';
import { join } from 'node:path';
import { configFrom } from './context.ts';
import { probeSource, parseSource, readStatusFile, CameraStore, splitUrlCredentials, type CameraEntry } from '../../ingest/index.ts';
import { applyCredentials, type Config } from '../../core/config/index.ts';
import { registerSecret, redactUrl } from '../../core/redact.ts';
import { UserError } from '../../core/errors.ts';
import { fileStamp } from '../../core/time.ts';

interface CameraOpts {
  name?: string; location?: string; timezone?: string; username?: string; passwordStdin?: boolean; clearPassword?: boolean;
  disabled?: boolean; enable?: boolean; disable?: boolean; url?: string; probe: boolean; json?: boolean; timeout: string;
}

async function readPassword(): Promise<string> {
  if (process.stdin.isTTY) process.stderr.write('password: ');
  const chunks: Buffer[] = [];
  for await (const c of process.stdin) chunks.push(c as Buffer);
  const pw = Buffer.concat(chunks).toString('utf8').replace(/\r?\n$/, '');
  if (!pw) throw new UserError('--password-stdin: no password on stdin');
  registerSecret(pw);
  return pw;
}

async function probeFirst(config: Config, url: string, username: string | undefined, password: string | undefined, timeoutS: number): Promise<void> {
  if (url.startsWith('synthetic:')) return;
  const full = /^rtsps?:/i.test(url) ? applyCredentials(url, username, password) : url;
  const r = await probeSource(parseSource(full), { timeoutMs: timeoutS * 1000, snapshotPath: join(config.storage.dataDir, 'snapshots', `probe-${fileStamp(Date.now())}.jpg`) });
  process.stderr.write(`probe: ${r.codec} ${r.width}x${r.height} ${r.fps === null ? '? fps' : `${r.fps} fps`}, snapshot ${r.snapshot}\n`);
}

function describe(e: CameraEntry, state?: string): string {
  const c = e.camera;
  const flags = [e.origin, c.enabled ? 'enabled' : 'disabled', e.hasPassword ? 'password set' : '', e.shadowed ? 'SHADOWED by the config file' : ''].filter(Boolean).join(', ');
  return `${c.id.padEnd(16)} ${(state ?? '-').padEnd(12)} ${redactUrl(c.url)}  (${flags})`;
}

const entryJson = (e: CameraEntry) => ({ ...e.camera, url: redactUrl(e.camera.url), origin: e.origin, hasPassword: e.hasPassword, shadowed: e.shadowed });

function settingOptions(cmd: Command): Command {
  return cmd
    .option('--name <name>', 'human-readable name ("Loading dock")')
    .option('--location <words>', 'location words the agent matches ("dock, back yard")')
    .option('--timezone <zone>', 'IANA time zone (default UTC)')
    .option('--username <user>', 'RTSP user name')
    .option('--password-stdin', 'read the RTSP password from stdin (never give it on the command line)')
    .option('--no-probe', 'store without probing first')
    .option('--timeout <seconds>', 'probe timeout', '15')
    .option('--json', 'print the camera as JSON');
}

export function register(program: Command): void {
  const camera = program.command('camera').description('Cameras: probe a URL, and add/list/update/remove the cameras stored in the data dir (a running vigil serve follows the changes)');
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

  settingOptions(camera.command('add')
    .description('Add a camera (probed first unless --no-probe); stored in DATA/cameras.json, its password in DATA/credentials.json (0600)')
    .argument('<id>', 'camera id: lowercase letters, digits, "-" or "_"')
    .argument('<url>', 'rtsp://host[:port]/path, a file path, or synthetic:<scene>')
    .option('--disabled', 'store it but do not ingest it yet'))
    .action(async (id: string, url: string, o: CameraOpts, cmd: Command) => {
      const config = configFrom(cmd);
      const store = new CameraStore(config.storage.dataDir, config);
      const split = splitUrlCredentials(url);
      const password = o.passwordStdin ? await readPassword() : split.password;
      const username = o.username ?? split.username;
      if (store.get(id)) throw new UserError(`camera ${id} already exists`);
      if (o.probe && !o.disabled) await probeFirst(config, split.url, username, password, Number(o.timeout));
      const e = store.add({ id, url: split.url, ...(o.name ? { name: o.name } : {}), ...(o.location ? { location: o.location } : {}), ...(o.timezone ? { timezone: o.timezone } : {}),
        ...(username ? { username } : {}), ...(password ? { password } : {}), enabled: !o.disabled });
      process.stdout.write(o.json ? JSON.stringify(entryJson(e), null, 2) + '\n' : `added ${describe(e)}\n`);
    });

  camera.command('list')
    .description('Every camera: from the config file and the store, with the state vigil reported last')
    .option('--json', 'print as JSON')
    .action((o: { json?: boolean }, cmd: Command) => {
      const config = configFrom(cmd);
      const entries = new CameraStore(config.storage.dataDir, config).list();
      const states = new Map((readStatusFile(config.storage.dataDir)?.cameras ?? []).map((s) => [s.camera, s.state]));
      if (o.json) return void process.stdout.write(JSON.stringify(entries.map((e) => ({ ...entryJson(e), state: states.get(e.camera.id) ?? null })), null, 2) + '\n');
      if (!entries.length) return void process.stdout.write('no cameras: add one with `vigil camera add ID URL`\n');
      for (const e of entries) process.stdout.write(describe(e, states.get(e.camera.id)) + '\n');
    });

  settingOptions(camera.command('update')
    .description('Change a stored camera (config-file cameras are changed in the config file)')
    .argument('<id>', 'camera id')
    .option('--url <url>', 'new URL')
    .option('--enable', 'ingest it')
    .option('--disable', 'stop ingesting it (kept in the store)')
    .option('--clear-password', 'forget the stored password'))
    .action(async (id: string, o: CameraOpts, cmd: Command) => {
      const config = configFrom(cmd);
      const store = new CameraStore(config.storage.dataDir, config);
      if (o.enable && o.disable) throw new UserError('give --enable or --disable, not both');
      const split = o.url ? splitUrlCredentials(o.url) : undefined;
      const password = o.clearPassword ? null : o.passwordStdin ? await readPassword() : split?.password;
      const patch = {
        ...(split ? { url: split.url } : {}), ...(o.name ? { name: o.name } : {}), ...(o.location ? { location: o.location } : {}), ...(o.timezone ? { timezone: o.timezone } : {}),
        ...(o.username ?? split?.username ? { username: o.username ?? split?.username } : {}), ...(password !== undefined ? { password } : {}),
        ...(o.enable ? { enabled: true } : o.disable ? { enabled: false } : {}),
      };
      const current = store.get(id);
      if (!current) throw new UserError(`camera ${id} does not exist`);
      const enabled = patch.enabled ?? current.camera.enabled;
      if (o.probe && enabled && (split || password || o.enable)) {
        const old = store.resolveOne(id);
        const oldPw = old ? new URL(old.url.startsWith('rtsp') ? old.url : 'x://h').password : '';
        await probeFirst(config, split?.url ?? current.camera.url, patch.username ?? current.camera.username, password ?? (oldPw ? decodeURIComponent(oldPw) : undefined), Number(o.timeout));
      }
      const e = store.update(id, patch);
      process.stdout.write(o.json ? JSON.stringify(entryJson(e), null, 2) + '\n' : `updated ${describe(e)}\n`);
    });

  camera.command('remove')
    .description('Remove a stored camera and its password (its recordings stay until retention deletes them)')
    .argument('<id>', 'camera id')
    .action((id: string, _o: unknown, cmd: Command) => {
      const config = configFrom(cmd);
      new CameraStore(config.storage.dataDir, config).remove(id);
      process.stdout.write(`removed ${id}\n`);
    });
}
