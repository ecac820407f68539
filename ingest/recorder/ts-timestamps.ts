// Presentation times of the video frames in an MPEG-TS recording, read from the PES headers.
// GStreamer 1.22's tsdemux re-times streams whose PCR arrives less often than about once a
// second (vigil's recordings of cameras below 1 fps): it collapses a 4 s frame spacing to
// 0.5 s. The PES timestamps themselves are right (ffprobe reads them), so rewind maps the
// decoded frames, which come out in presentation order, onto these times instead.
import { readFileSync } from 'node:fs';

const PACKET = 188;
const PTS_WRAP = 2 ** 33;

/** PTS (ms, ascending, unwrapped) of every video PES packet in the file; empty when it is not MPEG-TS. */
export function readTsVideoPts(path: string): number[] {
  const buf = readFileSync(path);
  const out: number[] = [];
  let videoPid = -1;
  let offset = 0;
  for (let i = 0; i + PACKET <= buf.length; i += PACKET) {
    if (buf[i] !== 0x47) return []; // lost sync: not a clean TS file
    const pusi = (buf[i + 1] & 0x40) !== 0;
    if (!pusi) continue;
    const pid = ((buf[i + 1] & 0x1f) << 8) | buf[i + 2];
    if (videoPid !== -1 && pid !== videoPid) continue;
    const afc = (buf[i + 3] >> 4) & 3;
    let p = i + 4;
    if (afc === 2) continue; // adaptation field only
    if (afc === 3) p += 1 + buf[p];
    if (p + 14 > i + PACKET) continue;
    if (buf[p] !== 0 || buf[p + 1] !== 0 || buf[p + 2] !== 1) continue;
    const streamId = buf[p + 3];
    if (streamId < 0xe0 || streamId > 0xef) continue; // not a video elementary stream
    videoPid = pid;
    if ((buf[p + 7] >> 6) < 2) continue; // no PTS
    const b = p + 9;
    const pts = ((buf[b] >> 1) & 7) * 2 ** 30 + buf[b + 1] * 2 ** 22 + (buf[b + 2] >> 1) * 2 ** 15 + buf[b + 3] * 2 ** 7 + (buf[b + 4] >> 1);
    const prev = out.length ? out[out.length - 1] * 90 - offset : undefined;
    if (prev !== undefined && pts + PTS_WRAP / 2 < prev) offset += PTS_WRAP; // wrapped past 2^33
    out.push((pts + offset) / 90);
  }
  return out.sort((a, b) => a - b);
}

/** True when frames are more than a second apart somewhere: tsdemux mistimes such streams. */
export function needsPesTiming(pts: number[]): boolean {
  for (let i = 1; i < pts.length; i++) if (pts[i] - pts[i - 1] > 1000) return true;
  return false;
}
