// Test and benchmark footage: a scene script rendered to H.264 (cached by content in the
// temp dir) and decoded back to RGB analysis frames by a gst-launch child, so detectors are
// measured on real compression artefacts rather than on the renderer's clean pixels.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, renameSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Frame } from '../core/types.ts';
import { groundTruth, parseSceneScript, renderToFile, type GroundTruth, type SceneScriptInput } from './synthetic/index.ts';

export const FOOTAGE_START = Date.parse('2026-11-30T09:00:00Z');
const CACHE = join(tmpdir(), 'vigil-detect-footage');

export interface Footage { file: string; truth: GroundTruth; fps: number; width: number; height: number }

/** Renders a script (once per content) and returns the file with its ground truth. */
export async function renderFootage(input: SceneScriptInput, startMs = FOOTAGE_START): Promise<Footage> {
  const script = parseSceneScript(input);
  const key = createHash('sha1').update(JSON.stringify({ script, startMs, v: 1 })).digest('hex').slice(0, 16);
  mkdirSync(CACHE, { recursive: true });
  const file = join(CACHE, `${script.name}-${key}.ts`);
  if (!existsSync(file)) {
    const part = `${file}.${process.pid}.part.ts`;
    await renderToFile(script, { out: part, startMs });
    renameSync(part, file); // parallel test workers never see a half-written file
  }
  return { file, truth: groundTruth(script, startMs), fps: script.fps, width: script.width, height: script.height };
}

export interface DecodeOptions {
  width: number;
  height: number;
  /** Frame rate of the file: frame i gets ts = startMs + i * 1000 / fps. */
  fps: number;
  startMs?: number;
  camera?: string;
}

/** Decodes a video file to RGB frames (rows padded to 4 bytes, as GStreamer delivers them). */
export async function* decodeFrames(file: string, o: DecodeOptions): AsyncGenerator<Frame> {
  const stride = Math.ceil((o.width * 3) / 4) * 4, size = stride * o.height, start = o.startMs ?? FOOTAGE_START;
  const child = spawn('gst-launch-1.0', ['-q', 'filesrc', `location=${file}`, '!', 'decodebin', '!', 'videoconvert', '!', 'videoscale', '!',
    `video/x-raw,format=RGB,width=${o.width},height=${o.height}`, '!', 'fdsink', 'fd=1'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (d: string) => { stderr = (stderr + d).slice(-2000); });
  const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
  let buf = Buffer.allocUnsafe(size), fill = 0, index = 0;
  try {
    for await (const chunk of child.stdout as AsyncIterable<Buffer>) {
      let at = 0;
      while (at < chunk.length) {
        const n = Math.min(size - fill, chunk.length - at);
        chunk.copy(buf, fill, at, at + n);
        fill += n; at += n;
        if (fill < size) break;
        yield { camera: o.camera ?? 'test', ts: start + Math.round((index * 1000) / o.fps), runningTimeNs: Math.round((index * 1e9) / o.fps), width: o.width, height: o.height, stride, format: 'RGB', data: buf };
        index++;
        buf = Buffer.allocUnsafe(size);
        fill = 0;
      }
    }
  } finally {
    if (child.exitCode === null) child.kill();
  }
  const code = await exited;
  if (code !== 0 && index === 0) throw new Error(`gst-launch decode of ${file} failed (${code}): ${stderr}`);
}

/** All frames of a file in memory (for benchmarks and short tests). */
export async function decodeAll(file: string, o: DecodeOptions): Promise<Frame[]> {
  const frames: Frame[] = [];
  for await (const f of decodeFrames(file, o)) frames.push(f);
  return frames;
}
