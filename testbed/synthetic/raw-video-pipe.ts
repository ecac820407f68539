// Raw I420 frames into a gst-launch-1.0 child through its stdin, with backpressure: write()
// resolves only once the pipe has drained, so a slow encoder slows the renderer instead of
// buffering gigabytes in Node. Used for file renders and live RTP feeds.
import { spawn, type ChildProcessByStdio } from 'node:child_process';
import type { Readable, Writable } from 'node:stream';
import { SystemError } from '../../core/errors.ts';

/** gst-launch wants a fraction: 15 -> "15/1", 12.5 -> "12500/1000". */
export function gstFraction(fps: number): string {
  return Number.isInteger(fps) ? `${fps}/1` : `${Math.round(fps * 1000)}/1000`;
}

export interface RawVideoPipeOptions {
  width: number; height: number; fps: number;
  /** Pipeline after the raw parser, as gst-launch tokens (e.g. ['x264enc', '!', 'mp4mux', ...]). */
  tail: string[];
}

export class RawVideoPipe {
  private readonly child: ChildProcessByStdio<Writable, null, Readable>;
  private stderr = '';
  private readonly exited: Promise<number | null>;
  private exitCode: number | null | undefined;
  private failure: Error | undefined;

  constructor(private readonly opts: RawVideoPipeOptions) {
    const args = ['-q', 'fdsrc', 'fd=0', '!', 'rawvideoparse', `width=${opts.width}`, `height=${opts.height}`,
      'format=i420', `framerate=${gstFraction(opts.fps)}`, '!', ...opts.tail];
    this.child = spawn('gst-launch-1.0', args, { stdio: ['pipe', 'ignore', 'pipe'] });
    this.child.stderr.setEncoding('utf8').on('data', (d: string) => { this.stderr = (this.stderr + d).slice(-4000); });
    // EPIPE when gst-launch dies mid-write: reported through exited, not as an uncaught error.
    this.child.stdin.on('error', (err) => { this.failure ??= err; });
    this.exited = new Promise((resolve) => {
      this.child.on('error', (err) => { this.failure ??= err; this.exitCode = null; resolve(null); });
      this.child.on('exit', (code) => { this.exitCode = code; resolve(code); });
    });
  }

  get pid(): number | undefined { return this.child.pid; }

  private error(what: string): SystemError {
    const detail = this.stderr.trim() || this.failure?.message || `exit code ${this.exitCode}`;
    return new SystemError(`gst-launch-1.0 ${what}: ${detail}`, { cause: this.failure });
  }

  /** Writes one frame; resolves when the pipe can take more. */
  async write(frame: Uint8Array): Promise<void> {
    if (this.exitCode !== undefined) throw this.error('exited while frames were still being written');
    if (this.child.stdin.write(frame)) return;
    await new Promise<void>((resolve, reject) => {
      const onDrain = () => { cleanup(); resolve(); };
      const onExit = () => { cleanup(); reject(this.error('exited while frames were still being written')); };
      const cleanup = () => { this.child.stdin.off('drain', onDrain); this.child.off('exit', onExit); };
      this.child.stdin.once('drain', onDrain);
      this.child.once('exit', onExit);
    });
  }

  /** Ends the stream (EOS: muxers finalize) and waits for a clean exit. */
  async end(): Promise<void> {
    this.child.stdin.end();
    const code = await this.exited;
    if (code !== 0) throw this.error(`failed (exit ${code})`);
  }

  /** Stops at once (live feeds have nothing to finalize). Safe to call twice. */
  async kill(): Promise<void> {
    if (this.exitCode === undefined) this.child.kill('SIGKILL');
    await this.exited;
  }
}
