// Renders a scene to an H.264 file (MPEG-TS or MP4 by extension) plus <out>.timeline.json,
// faster than real time, for tests, benchmarks and fixtures. The clock shows startMs + t.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, extname } from 'node:path';
import { UserError } from '../../core/errors.ts';
import { groundTruth } from './ground-truth.ts';
import { RawVideoPipe } from './raw-video-pipe.ts';
import { SceneRenderer } from './renderer.ts';
import { parseSceneScript, type SceneScript, type SceneScriptInput } from './scene-script.ts';

export interface RenderProgress { frame: number; frames: number; fraction: number; elapsedMs: number }

export interface RenderToFileOptions {
  /** Output path ending in .ts or .mp4. */
  out: string;
  /** Wall-clock time shown by the burned-in clock at t=0 (default: now). */
  startMs?: number;
  /** Called about once per percent and at the end. */
  onProgress?: (p: RenderProgress) => void;
  signal?: AbortSignal;
}

export interface RenderResult { out: string; timelinePath: string; frames: number; startMs: number; endMs: number; elapsedMs: number }

const MUXERS: Record<string, string> = { '.ts': 'mpegtsmux', '.mp4': 'mp4mux' };

/**
 * x264 settings shared by file renders: constant quality so 1 fps soaks stay small, and a
 * keyframe every 2 s, but every 16 frames below 1 fps: all-intra
 * footage would make a 24 h render at 0.25 fps half a gigabyte.
 */
export function fileEncoderTokens(fps: number): string[] {
  const gop = fps >= 1 ? Math.max(1, Math.round(fps * 2)) : 16;
  return ['x264enc', 'speed-preset=veryfast', 'pass=qual', 'quantizer=30', 'bframes=0', `key-int-max=${gop}`, '!', 'h264parse'];
}

export async function renderToFile(input: SceneScriptInput | SceneScript, opts: RenderToFileOptions): Promise<RenderResult> {
  const script = parseSceneScript(input);
  const muxer = MUXERS[extname(opts.out).toLowerCase()];
  if (!muxer) throw new UserError(`output ${opts.out} must end in .ts (MPEG-TS) or .mp4`);
  mkdirSync(dirname(opts.out), { recursive: true });
  const startMs = opts.startMs ?? Date.now();
  const renderer = new SceneRenderer(script);
  const frames = Math.max(1, Math.round(script.durationSeconds * script.fps));
  const pipe = new RawVideoPipe({
    width: script.width, height: script.height, fps: script.fps,
    tail: [...fileEncoderTokens(script.fps), '!', muxer, '!', 'filesink', `location=${opts.out}`],
  });
  const began = Date.now(), every = Math.max(1, Math.floor(frames / 100));
  try {
    for (let i = 0; i < frames; i++) {
      if (opts.signal?.aborted) throw new UserError('render aborted', { cause: opts.signal.reason });
      const t = i / script.fps;
      await pipe.write(renderer.frameAt(t, startMs + Math.round(t * 1000)));
      if (opts.onProgress && (i % every === 0)) opts.onProgress({ frame: i + 1, frames, fraction: (i + 1) / frames, elapsedMs: Date.now() - began });
    }
    await pipe.end();
  } catch (err) {
    await pipe.kill();
    throw err;
  }
  opts.onProgress?.({ frame: frames, frames, fraction: 1, elapsedMs: Date.now() - began });
  const timelinePath = `${opts.out}.timeline.json`;
  writeFileSync(timelinePath, JSON.stringify(groundTruth(script, startMs), null, 2));
  return { out: opts.out, timelinePath, frames, startMs, endMs: startMs + Math.round(script.durationSeconds * 1000), elapsedMs: Date.now() - began };
}
