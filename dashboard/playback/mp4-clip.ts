// MP4 clips of [from, to) for download and evidence: the recorded segments are remuxed with
// ffmpeg (concat demuxer with in/out points, -c copy: no re-encode, so the clip starts at the
// keyframe at or before `from`), with the index at the front (+faststart) so it plays while
// downloading. Clips are cached under DATA/clips/ by camera and range; the same clip asked
// twice at once is made once; clips older than an hour are removed as new ones are made.
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { fileStamp } from '../../core/time.ts';
import { SystemError } from '../../core/errors.ts';
import { HttpUserError } from '../api/http-errors.ts';
import { segmentsCovering } from './segment-media.ts';

const run = promisify(execFile);
export const MAX_CLIP_MS = 3600_000;
const CLIP_TTL_MS = 3600_000;
const making = new Map<string, Promise<string>>();

export function clipsDir(dataDir: string): string {
  return join(dataDir, 'clips');
}

export function makeClip(dataDir: string, camera: string, from: number, to: number): Promise<string> {
  if (to - from > MAX_CLIP_MS) throw new HttpUserError(400, 'invalid_request', `a clip may be at most ${MAX_CLIP_MS / 60_000} minutes long`);
  const path = join(clipsDir(dataDir), `${camera}-${fileStamp(from)}-${fileStamp(to)}.mp4`);
  if (existsSync(path) && to < Date.now() - 60_000) return Promise.resolve(path);
  let p = making.get(path);
  if (!p) {
    p = remux(dataDir, camera, from, to, path).finally(() => making.delete(path));
    making.set(path, p);
  }
  return p;
}

async function remux(dataDir: string, camera: string, from: number, to: number, path: string): Promise<string> {
  const segments = await segmentsCovering(dataDir, camera, from, to);
  if (!segments.length) throw new HttpUserError(404, 'not_found', `no recording of ${camera} between ${new Date(from).toISOString()} and ${new Date(to).toISOString()}`);
  const dir = clipsDir(dataDir);
  mkdirSync(dir, { recursive: true });
  pruneOld(dir);
  const quote = (p: string) => `'${p.replace(/'/g, `'\\''`)}'`;
  const list = segments.flatMap((s, i) => {
    const lines = [`file ${quote(s.path)}`];
    // In and out points are in the file's own timestamps, which do not start at 0.
    if (i === 0 && from > s.start) lines.push(`inpoint ${(s.startTime + (from - s.start) / 1000).toFixed(6)}`);
    if (i === segments.length - 1 && to < s.end) lines.push(`outpoint ${(s.startTime + (to - s.start) / 1000).toFixed(6)}`);
    return lines;
  }).join('\n') + '\n';
  const tmp = `${path}.${process.pid}.${Date.now()}`;
  writeFileSync(`${tmp}.txt`, list);
  try {
    await run('ffmpeg', ['-v', 'error', '-y', '-f', 'concat', '-safe', '0', '-i', `${tmp}.txt`, '-map', '0:v:0', '-c', 'copy', '-movflags', '+faststart', '-f', 'mp4', `${tmp}.mp4`], { timeout: 120_000 });
    renameSync(`${tmp}.mp4`, path);
  } catch (err) {
    rmSync(`${tmp}.mp4`, { force: true });
    throw new SystemError(`cannot make the clip: ${(err as Error).message.split('\n').slice(0, 2).join(' ')}`, { cause: err });
  } finally {
    rmSync(`${tmp}.txt`, { force: true });
  }
  return path;
}

function pruneOld(dir: string): void {
  const cutoff = Date.now() - CLIP_TTL_MS;
  for (const f of readdirSync(dir)) {
    const p = join(dir, f);
    try {
      if (statSync(p).mtimeMs < cutoff) rmSync(p, { force: true });
    } catch { /* removed meanwhile */ }
  }
}
