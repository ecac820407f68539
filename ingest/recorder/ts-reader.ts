// Reads the video access units of an MPEG-TS recording with their presentation times, taken
// from the PES headers. Rewind labels frames with these times instead of GStreamer's: after
// a corrupt stretch tsdemux re-bases its timeline (frames after the hole come out seconds
// early), and below about 1 fps it collapses the frame spacing. The reader survives damage:
// it re-synchronises on the 0x47 sync byte, and a unit that lost packets (continuity counter
// jump, lost sync, transport error flag) is marked corrupt, as are the units that depend on
// it up to the next keyframe.
import { readFileSync } from 'node:fs';

const PACKET = 188;
const SYNC = 0x47;
const PTS_WRAP = 2 ** 33;

export type TsVideoCodec = 'h264' | 'h265';

export interface AccessUnit {
  /** Presentation time, ms, unwrapped (not yet relative to the segment start). */
  pts: number;
  keyframe: boolean;
  /** Lost packets, or depends on a unit that did (decoding it would show garbage). */
  corrupt: boolean;
  /** The elementary stream bytes (Annex B). */
  data: Buffer;
}

export interface TsVideo {
  codec: TsVideoCodec | undefined;
  /** In decode (file) order. */
  units: AccessUnit[];
  /** Bytes skipped to find sync again, and packets lost by the video stream. */
  damage: { skippedBytes: number; lostPackets: number };
}

interface Pending { pts: number | undefined; chunks: Buffer[]; corrupt: boolean }

export function readTsVideo(path: string): TsVideo {
  return parseTsVideo(readFileSync(path));
}

/** Finds the next offset at which two packets in a row start with the sync byte. */
function resync(buf: Buffer, from: number): number {
  for (let j = from; j + PACKET < buf.length; j++) {
    if (buf[j] === SYNC && buf[j + PACKET] === SYNC) return j;
  }
  return buf.length;
}

export function parseTsVideo(buf: Buffer): TsVideo {
  const units: AccessUnit[] = [];
  const damage = { skippedBytes: 0, lostPackets: 0 };
  let pmtPid = -1, videoPid = -1, codec: TsVideoCodec | undefined;
  let lastCc = -1;
  let pending: Pending | undefined;
  let lostSinceLast = false;
  const finish = () => {
    if (pending && pending.pts !== undefined) {
      const data = Buffer.concat(pending.chunks);
      units.push({ pts: pending.pts, keyframe: isKeyframe(data, codec), corrupt: pending.corrupt, data });
    }
    pending = undefined;
  };
  for (let i = 0; i + PACKET <= buf.length;) {
    if (buf[i] !== SYNC) {
      const j = resync(buf, i);
      damage.skippedBytes += j - i;
      lostSinceLast = true;
      i = j;
      continue;
    }
    const p = buf.subarray(i, i + PACKET);
    i += PACKET;
    if (p[1] & 0x80) { lostSinceLast = true; continue; } // transport error indicator
    const pusi = (p[1] & 0x40) !== 0;
    const pid = ((p[1] & 0x1f) << 8) | p[2];
    const afc = (p[3] >> 4) & 3;
    const cc = p[3] & 0x0f;
    let off = 4;
    if (afc === 2 || afc === 0) continue; // no payload
    if (afc === 3) off += 1 + p[4];
    if (off >= PACKET) continue;
    const payload = p.subarray(off);
    if (pid === 0 && pusi) pmtPid = patPmtPid(payload) ?? pmtPid;
    else if (pid === pmtPid && pusi && videoPid === -1) {
      const found = pmtVideo(payload);
      if (found) ({ pid: videoPid, codec } = found);
    }
    if (pid !== videoPid) continue;
    const lost = lostSinceLast || (lastCc !== -1 && cc !== ((lastCc + 1) & 0x0f) && cc !== lastCc);
    if (lost && lastCc !== -1) damage.lostPackets++;
    lastCc = cc;
    lostSinceLast = false;
    if (pusi) {
      finish();
      const pes = pesHeader(payload);
      pending = { pts: pes?.pts, chunks: pes ? [payload.subarray(pes.dataOffset)] : [], corrupt: !pes };
    } else if (pending) {
      if (lost) pending.corrupt = true;
      pending.chunks.push(payload);
    }
  }
  finish();
  unwrap(units);
  markBrokenChains(units);
  return { codec, units, damage };
}

function patPmtPid(payload: Buffer): number | undefined {
  const s = 1 + payload[0]; // pointer field
  if (payload[s] !== 0x00 || s + 12 > payload.length) return undefined;
  // First program entry after the 8-byte section header.
  return ((payload[s + 10] & 0x1f) << 8) | payload[s + 11];
}

function pmtVideo(payload: Buffer): { pid: number; codec: TsVideoCodec } | undefined {
  const s = 1 + payload[0];
  if (payload[s] !== 0x02) return undefined;
  const sectionLength = ((payload[s + 1] & 0x0f) << 8) | payload[s + 2];
  const end = Math.min(payload.length, s + 3 + sectionLength - 4);
  const infoLength = ((payload[s + 10] & 0x0f) << 8) | payload[s + 11];
  for (let e = s + 12 + infoLength; e + 5 <= end;) {
    const type = payload[e], pid = ((payload[e + 1] & 0x1f) << 8) | payload[e + 2];
    const esInfo = ((payload[e + 3] & 0x0f) << 8) | payload[e + 4];
    if (type === 0x1b) return { pid, codec: 'h264' };
    if (type === 0x24) return { pid, codec: 'h265' };
    e += 5 + esInfo;
  }
  return undefined;
}

function pesHeader(payload: Buffer): { pts: number | undefined; dataOffset: number } | undefined {
  if (payload.length < 9 || payload[0] !== 0 || payload[1] !== 0 || payload[2] !== 1) return undefined;
  const streamId = payload[3];
  if (streamId < 0xe0 || streamId > 0xef) return undefined;
  const dataOffset = 9 + payload[8];
  if (payload[7] >> 6 < 2 || payload.length < 14) return { pts: undefined, dataOffset };
  const b = 9;
  const pts = ((payload[b] >> 1) & 7) * 2 ** 30 + payload[b + 1] * 2 ** 22 + (payload[b + 2] >> 1) * 2 ** 15 + payload[b + 3] * 2 ** 7 + (payload[b + 4] >> 1);
  return { pts, dataOffset };
}

/** 90 kHz ticks -> ms, undoing the 33-bit wrap (decode order is close to presentation order). */
function unwrap(units: AccessUnit[]): void {
  let offset = 0, prev: number | undefined;
  for (const u of units) {
    if (prev !== undefined && u.pts + PTS_WRAP / 2 < prev) offset += PTS_WRAP;
    prev = u.pts;
    u.pts = (u.pts + offset) / 90;
  }
}

/** Units after a corrupt one reference it until the next keyframe: they cannot be shown right. */
function markBrokenChains(units: AccessUnit[]): void {
  let broken = false;
  for (const u of units) {
    if (u.keyframe && !u.corrupt) broken = false;
    if (u.corrupt) broken = true;
    else if (broken) u.corrupt = true;
  }
}

function isKeyframe(data: Buffer, codec: TsVideoCodec | undefined): boolean {
  for (let i = 0; i + 3 < data.length; i++) {
    if (data[i] !== 0 || data[i + 1] !== 0 || data[i + 2] !== 1) continue;
    const nal = data[i + 3];
    if (codec === 'h265') {
      const type = (nal >> 1) & 0x3f;
      if (type >= 16 && type <= 21) return true;
    } else if ((nal & 0x1f) === 5) return true;
    i += 2;
  }
  return false;
}
