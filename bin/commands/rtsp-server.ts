// vigil rtsp-server: a local RTSP server with synthetic cameras, files and an audio-only
// stream, for trying vigil without real cameras. Runs until SIGINT/SIGTERM.
import { Command } from 'commander';
import { UserError } from '../../core/errors.ts';
import { redactUrl } from '../../core/redact.ts';
import { startRtspTestServer, type RtspFeed } from '../../testbed/rtsp-test-server/index.ts';

const collect = (value: string, previous: string[]) => [...previous, value];

function pair(flag: string, value: string): [string, string] {
  const i = value.indexOf('=');
  if (i <= 0 || i === value.length - 1) throw new UserError(`${flag} "${value}" must look like PATH=VALUE, e.g. ${flag} /cam1=${flag === '--file' ? 'clip.ts' : 'synthetic:street'}`);
  const path = value.slice(0, i);
  return [path.startsWith('/') ? path : `/${path}`, value.slice(i + 1)];
}

export function register(program: Command): void {
  program.command('rtsp-server')
    .description('Serve synthetic cameras and H.264 files over RTSP on 127.0.0.1 until Ctrl-C')
    .option('--port <n>', 'TCP port (default: a free one)')
    .option('--synthetic <path=scene>', 'a live synthetic camera, e.g. /street=synthetic:street?width=1280&height=720 (repeatable)', collect, [])
    .option('--file <path=file>', 'an H.264 .ts/.mp4 file served in real time, e.g. /dock=dock.ts (repeatable)', collect, [])
    .option('--audio <path>', 'an audio-only stream, for "not a video stream" checks (repeatable)', collect, [])
    .option('--user <user>', 'require Basic auth with this user (needs --password)')
    .option('--password <password>', 'password for --user')
    .addHelpText('after', '\nWith no feeds, serves /street=synthetic:street.\n\nExample:\n  vigil rtsp-server --port 8554 --synthetic /cam1=synthetic:street --synthetic /cam2=cuts --user admin --password secret\n')
    .action(async (o: { port?: string; synthetic: string[]; file: string[]; audio: string[]; user?: string; password?: string }) => {
      const port = Number(o.port ?? 0);
      if (!Number.isInteger(port) || port < 0 || port > 65535) throw new UserError(`--port "${o.port}" must be 0..65535`);
      if (!o.user !== !o.password) throw new UserError('--user and --password go together');
      const feeds: RtspFeed[] = [
        ...o.synthetic.map((s): RtspFeed => {
          const [path, scene] = pair('--synthetic', s);
          return { path, kind: 'synthetic', scene: scene.startsWith('synthetic:') ? scene : `synthetic:${scene}` };
        }),
        ...o.file.map((f): RtspFeed => { const [path, file] = pair('--file', f); return { path, kind: 'file', file }; }),
        ...o.audio.map((a): RtspFeed => ({ path: a.startsWith('/') ? a : `/${a}`, kind: 'audio' })),
      ];
      if (!feeds.length) feeds.push({ path: '/street', kind: 'synthetic', scene: 'synthetic:street' });
      const auth = o.user && o.password ? { user: o.user, password: o.password } : undefined;
      const server = await startRtspTestServer({ port, feeds, ...(auth ? { auth } : {}) });
      for (const f of feeds) process.stdout.write(`${redactUrl(server.url(f.path, auth))}  (${f.kind === 'synthetic' ? f.scene : f.kind === 'file' ? f.file : 'audio only'})\n`);
      process.stderr.write('serving; Ctrl-C to stop\n');
      await new Promise<void>((resolve) => {
        process.once('SIGINT', resolve);
        process.once('SIGTERM', resolve);
      });
      await server.stop();
    });
}
