// A real RTSP server on loopback (GstRtspServer in a Python child) for tests, benchmarks and
// the demo. Feeds: H.264 files served in real time, live synthetic cameras (rendered in
// this process, sent over UDP and re-payloaded, so they keep running and keep their wall
// clock while the server is killed and restarted), and an audio-only stream.
import { existsSync } from 'node:fs';
import { z } from 'zod';
import { UserError } from '../../core/errors.ts';
import { parseSyntheticUrl, startLiveFeedProcess, type LiveFeedProcess } from '../synthetic/index.ts';
import { freeTcpPort, freeUdpPorts } from './free-port.ts';
import { ServerProcess, type ServerConfig } from './server-process.ts';

const path = z.string().regex(/^\/[A-Za-z0-9._~/-]*$/, 'must start with "/" and use URL-safe characters').describe('Mount path, e.g. /cam1');
export const RtspFeedSchema = z.discriminatedUnion('kind', [
  z.strictObject({ path, kind: z.literal('file'), file: z.string().min(1).describe('H.264 .ts or .mp4 file, served in real time without re-encoding') }),
  z.strictObject({ path, kind: z.literal('synthetic'), scene: z.string().min(1).describe('synthetic: URL of a scene, rendered live') }),
  z.strictObject({ path, kind: z.literal('audio') }).describe('An audio-only stream (for "not a video stream" tests)'),
]);
export type RtspFeed = z.infer<typeof RtspFeedSchema>;

const Credentials = z.strictObject({ user: z.string().min(1), password: z.string().min(1) });
export const RtspTestServerOptionsSchema = z.strictObject({
  port: z.number().int().min(0).max(65535).default(0).describe('TCP port; 0 = pick a free one'),
  auth: Credentials.optional().describe('Require these Basic credentials (wrong or missing: 401)'),
  feeds: z.array(RtspFeedSchema).min(1).describe('What to serve'),
  readyTimeoutMs: z.number().int().positive().default(15_000).describe('How long to wait for the server to listen'),
});
export type RtspTestServerOptions = z.input<typeof RtspTestServerOptionsSchema>;

export interface RtspTestServer {
  readonly port: number;
  /** rtsp://[user:password@]127.0.0.1:port/path */
  url(path: string, creds?: { user: string; password: string }): string;
  /** SIGKILLs the server process only; live feeds keep running. */
  kill(): Promise<void>;
  /** Starts the server again on the same port with the same feeds. */
  restart(): Promise<void>;
  /** Stops the server and every feed; safe to call twice. */
  stop(): Promise<void>;
}

function verifyFeeds(feeds: RtspFeed[]): void {
  const seen = new Set<string>();
  for (const f of feeds) {
    if (seen.has(f.path)) throw new UserError(`RTSP feed path ${f.path} is used twice`);
    seen.add(f.path);
    if (f.kind === 'file' && !existsSync(f.file)) throw new UserError(`RTSP feed ${f.path}: file ${f.file} does not exist`);
    if (f.kind === 'synthetic') parseSyntheticUrl(f.scene); // bad scene names fail before anything starts
  }
}

export async function startRtspTestServer(input: RtspTestServerOptions): Promise<RtspTestServer> {
  const parsed = RtspTestServerOptionsSchema.safeParse(input);
  if (!parsed.success) throw new UserError(`RTSP test server options are invalid: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  const opts = parsed.data;
  verifyFeeds(opts.feeds);
  const liveFeeds: LiveFeedProcess[] = [];
  let proc: ServerProcess | undefined;
  const stopFeeds = () => Promise.all(liveFeeds.map((f) => f.stop()));
  try {
    // Feed processes start in parallel (each takes a second or so to load); one process per
    // feed so that 16 cameras render on 16 cores, not on one event loop.
    const synthetic = opts.feeds.filter((f) => f.kind === 'synthetic');
    const udpPorts = new Map<string, number>();
    (await freeUdpPorts(synthetic.length)).forEach((port, i) => udpPorts.set(synthetic[i].path, port));
    const started = await Promise.allSettled(synthetic.map((f) =>
      startLiveFeedProcess(parseSyntheticUrl(f.scene), { host: '127.0.0.1', port: udpPorts.get(f.path)! })));
    for (const r of started) if (r.status === 'fulfilled') liveFeeds.push(r.value);
    const failed = started.find((r) => r.status === 'rejected');
    if (failed) throw failed.reason;
    const feeds: ServerConfig['feeds'] = opts.feeds.map((f) => (f.kind === 'synthetic' ? { path: f.path, kind: 'udp', udpPort: udpPorts.get(f.path)! } : f));
    const config: ServerConfig = { port: opts.port || (await freeTcpPort()), ...(opts.auth ? { auth: opts.auth } : {}), feeds };
    proc = await ServerProcess.start(config, opts.readyTimeoutMs);
    config.port = proc.port;

    let stopping: Promise<void> | undefined;
    return {
      port: proc.port,
      url(p, creds) {
        const auth = creds ? `${encodeURIComponent(creds.user)}:${encodeURIComponent(creds.password)}@` : '';
        return `rtsp://${auth}127.0.0.1:${config.port}${p.startsWith('/') ? p : `/${p}`}`;
      },
      async kill() { await proc?.kill(); },
      async restart() {
        if (stopping) throw new UserError('RTSP test server was stopped; start a new one');
        await proc?.kill();
        proc = await ServerProcess.start(config, opts.readyTimeoutMs);
      },
      stop: () => (stopping ??= (async () => { await Promise.all([proc?.kill(), stopFeeds()]); })()),
    };
  } catch (err) {
    await Promise.all([proc?.kill(), stopFeeds()]);
    throw err;
  }
}
