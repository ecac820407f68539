// A synthetic camera in real time: renders frames paced against the wall clock (the clock
// shows the wall time of each frame; the scene loops) and sends them as H.264 over RTP/UDP
// through a gst-launch child. When rendering or encoding falls behind it repeats the last
// frame for the missed ticks (cheap, keeps stream timestamps on the wall clock) and beyond
// two seconds of lag drops ticks outright rather than drifting further behind.
import { setTimeout as sleep } from 'node:timers/promises';
import { RawVideoPipe } from './raw-video-pipe.ts';
import { SceneRenderer } from './renderer.ts';
import { parseSceneScript, type SceneScript, type SceneScriptInput } from './scene-script.ts';

export interface LiveFeedOptions {
  /** Where the RTP/H.264 packets go (default 127.0.0.1). */
  host?: string;
  port: number;
  /** RTP payload type (default 96). */
  payloadType?: number;
  signal?: AbortSignal;
}

export interface LiveFeedStats { frames: number; repeated: number; dropped: number }

export interface LiveFeed {
  readonly host: string;
  readonly port: number;
  readonly stats: LiveFeedStats;
  /** Settles when the feed ends: resolves after stop(), rejects if the encoder fails. */
  readonly done: Promise<void>;
  /** Stops rendering and the encoder; safe to call twice. */
  stop(): Promise<void>;
}

/** Real-time encoder settings: no lookahead, keyframe every ~2 s, SPS/PPS with each IDR. */
function liveTail(s: SceneScript, host: string, port: number, pt: number): string[] {
  const kbps = Math.max(200, Math.round((s.width * s.height * s.fps * 0.1) / 1000));
  return ['x264enc', 'tune=zerolatency', 'speed-preset=ultrafast', 'threads=1', `bitrate=${kbps}`, `key-int-max=${Math.max(1, Math.round(s.fps * 2))}`,
    '!', 'rtph264pay', 'config-interval=-1', `pt=${pt}`, '!', 'udpsink', `host=${host}`, `port=${port}`, 'sync=false', 'async=false'];
}

export async function startLiveFeed(input: SceneScriptInput | SceneScript, opts: LiveFeedOptions): Promise<LiveFeed> {
  const script = parseSceneScript(input);
  const host = opts.host ?? '127.0.0.1';
  const renderer = new SceneRenderer(script);
  const pipe = new RawVideoPipe({ width: script.width, height: script.height, fps: script.fps, tail: liveTail(script, host, opts.port, opts.payloadType ?? 96) });
  const stats: LiveFeedStats = { frames: 0, repeated: 0, dropped: 0 };
  const abort = new AbortController();
  const period = 1000 / script.fps, maxRepeat = Math.ceil(script.fps * 2);
  const base = Date.now();
  let last: Buffer | undefined;
  let written = 0; // frames the pipe has seen; its timestamps are written / fps

  const loop = async () => {
    while (!abort.signal.aborted) {
      const due = Math.floor((Date.now() - base) / period);
      if (due < written) {
        await sleep(base + written * period - Date.now(), undefined, { signal: abort.signal }).catch(() => {});
        continue;
      }
      const missed = due - written;
      if (missed > maxRepeat) {
        stats.dropped += missed;
        written = due; // timestamps jump with the wall clock: a gap, not a drift
      } else if (last) {
        for (let i = 0; i < missed; i++, written++) { await pipe.write(last); stats.repeated++; }
      }
      const clockMs = base + due * period;
      last = renderer.frameAt(((clockMs - base) / 1000) % script.durationSeconds, Math.round(clockMs));
      await pipe.write(last);
      written++;
      stats.frames++;
    }
  };
  const running = loop().catch((err: unknown) => { if (!abort.signal.aborted) throw err; });
  running.catch(() => {}); // callers observe failures through done

  let stopping: Promise<void> | undefined;
  const stop = () => (stopping ??= (async () => {
    abort.abort();
    await pipe.kill();
    await running.catch(() => {});
  })());
  opts.signal?.addEventListener('abort', () => void stop(), { once: true });
  return { host, port: opts.port, stats, stop, done: running };
}
