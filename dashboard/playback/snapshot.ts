// A snapshot of a camera at any recorded time: one frame decoded (ffmpeg) from the segment
// that holds that time, as JPEG. "Latest" is the newest frame of the newest segment.
import { execFile } from 'node:child_process';
import { SystemError } from '../../core/errors.ts';
import { notFound } from '../api/http-errors.ts';
import { listSegments } from '../../ingest/index.ts';
import { segmentDuration, segmentsCovering } from './segment-media.ts';

function decodeFrame(path: string, before: string[], after: string[] = []): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    execFile('ffmpeg', ['-v', 'error', ...before, '-i', path, ...after, '-frames:v', '1', '-an', '-f', 'image2', '-c:v', 'mjpeg', '-q:v', '3', 'pipe:1'],
      { encoding: 'buffer', timeout: 15_000, maxBuffer: 32 * 1024 * 1024 }, (err, stdout) => {
        if (err || !stdout.length) reject(new SystemError(`cannot decode a frame of ${path.split('/').pop()}: ${err ? String(err.message).split('\n')[0] : 'no frame'}`, { cause: err }));
        else resolve(stdout);
      });
  });
}

export async function snapshotAt(dataDir: string, camera: string, at: number): Promise<{ jpeg: Buffer; ts: number }> {
  const [seg] = await segmentsCovering(dataDir, camera, at, at + 1);
  if (!seg) throw notFound(`a recording of ${camera} at ${new Date(at).toISOString()}`);
  const offset = Math.min(Math.max(0, (at - seg.start) / 1000), Math.max(0, seg.duration - 0.05));
  try {
    return { jpeg: await decodeFrame(seg.path, ['-ss', offset.toFixed(3)]), ts: at };
  } catch {
    // Seeking in the input jumps by timestamps and can land past a short segment's last
    // frame; seeking in the output decodes from the start, which always finds the frame.
    return { jpeg: await decodeFrame(seg.path, [], ['-ss', offset.toFixed(3)]), ts: at };
  }
}

export async function latestSnapshot(dataDir: string, camera: string): Promise<{ jpeg: Buffer; ts: number }> {
  const segs = listSegments(dataDir, camera);
  // The newest segment may have just opened and hold no frame yet: fall back to the one before.
  for (const seg of segs.slice(-2).reverse()) {
    const d = await segmentDuration(seg.path).catch(() => 0);
    if (d <= 0) continue;
    // -sseof needs an index MPEG-TS does not have: seek from the start instead.
    const at = Math.max(0, d - 1);
    try {
      return { jpeg: await decodeFrame(seg.path, ['-ss', at.toFixed(3)]), ts: seg.start + at * 1000 };
    } catch { /* input seeking misses in live segments (their timestamps start far from 0): seek in the output */ }
    try {
      return { jpeg: await decodeFrame(seg.path, [], ['-ss', at.toFixed(3)]), ts: seg.start + at * 1000 };
    } catch { /* the probed duration can run past the last frame of a segment just closed */ }
    try {
      return { jpeg: await decodeFrame(seg.path, []), ts: seg.start };
    } catch { /* try the previous segment */ }
  }
  throw notFound(`a recording of ${camera}`);
}
