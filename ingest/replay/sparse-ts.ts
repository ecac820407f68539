// MPEG-TS files with frames more than half a second apart (1 fps and slower cameras, time-
// lapse exports, vigil's own low-rate segments) are remuxed to MP4 before they are replayed.
// GStreamer 1.22's tsdemux takes every gap of more than 500 ms between PCRs for a
// discontinuity and lays the frames out 0.5 s apart: a 1 fps file plays at twice its speed,
// so every time after the start comes out early (a 2 h file ends after 1 h). The PES headers
// carry the true times, and ffmpeg's demuxer reads them; `-c copy` re-encodes nothing.
import { execFile } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { parseTsVideo } from '../recorder/ts-reader.ts';
import { SystemError, errorMessage } from '../../core/errors.ts';

const run = promisify(execFile);

/** tsdemux's PCR gap threshold: frames further apart than this are mistimed. */
export const TSDEMUX_GAP_MS = 500;
/** Bytes read from the start of the file to measure the frame spacing. */
const HEAD_BYTES = 4 << 20;
const PACKET = 188, SYNC = 0x47;

/** The median spacing (ms) of the first video frames of an MPEG-TS file; undefined for other files or too few frames. */
export function tsFrameStepMs(file: string): number | undefined {
  const fd = openSync(file, 'r');
  let buf: Buffer;
  try {
    const head = Buffer.alloc(HEAD_BYTES);
    buf = head.subarray(0, readSync(fd, head, 0, HEAD_BYTES, 0));
  } finally {
    closeSync(fd);
  }
  if (buf.length < 3 * PACKET || buf[0] !== SYNC || buf[PACKET] !== SYNC || buf[2 * PACKET] !== SYNC) return undefined;
  const pts = parseTsVideo(buf).units.map((u) => u.pts).sort((a, b) => a - b);
  const steps = pts.slice(1).map((p, i) => p - pts[i]).filter((d) => d > 0).sort((a, b) => a - b);
  return steps.length >= 2 ? steps[Math.floor(steps.length / 2)] : undefined;
}

/** Whether GStreamer would mistime this file (MPEG-TS, frames more than 0.5 s apart). */
export function mistimedByTsdemux(file: string): boolean {
  const step = tsFrameStepMs(file);
  return step !== undefined && step > TSDEMUX_GAP_MS;
}

/** Copies the file's video into an MP4 in a new temp folder (the caller removes it); its first frame is at 0. */
export async function remuxToMp4(file: string): Promise<{ file: string; dir: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'vigil-remux-'));
  const out = join(dir, 'remuxed.mp4');
  try {
    await run('ffmpeg', ['-v', 'error', '-y', '-i', file, '-map', '0:v:0', '-c', 'copy', '-f', 'mp4', out], { timeout: 600_000, maxBuffer: 16 << 20 });
  } catch (err) {
    throw new SystemError(`could not remux ${file} to MP4 with ffmpeg (needed for MPEG-TS below 2 fps, which GStreamer's demuxer mistimes): ${errorMessage(err)}`, { cause: err });
  }
  return { file: out, dir };
}
