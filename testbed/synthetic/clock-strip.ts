// The machine-readable burned-in clock: a strip of big black/white cells along the top edge
// that encodes the frame's wall-clock time, so tests can read the time of any frame after
// H.264 encode, decode and downscale to 320 px. Geometry is defined in fractions of the
// frame (not pixels) so that the decoder needs no knowledge of the source size.
//
// Cells, left to right: [1,0] start marker, 40 bits of epoch deciseconds (MSB first),
// 8 bits CRC-8 of those 40 bits, [0,1] end marker. The markers double as the white and
// black reference levels for thresholding.
import { fillRect, type I420Planes } from './yuv.ts';

export const STRIP_CELLS = 52;
const DATA_BITS = 40, CRC_BITS = 8;
/** Strip height as a fraction of the frame height. */
export const STRIP_HEIGHT_FRACTION = 1 / 30;
const WHITE = { y: 235, u: 128, v: 128 }, BLACK = { y: 16, u: 128, v: 128 };

function crc8(value: number): number {
  let crc = 0;
  for (let i = DATA_BITS - 8; i >= 0; i -= 8) {
    crc ^= Math.floor(value / 2 ** i) & 0xff;
    for (let b = 0; b < 8; b++) crc = crc & 0x80 ? ((crc << 1) ^ 0x07) & 0xff : (crc << 1) & 0xff;
  }
  return crc;
}

function clockBits(clockMs: number): number[] {
  const ds = Math.floor(clockMs / 100);
  const bits = [1, 0];
  for (let i = DATA_BITS - 1; i >= 0; i--) bits.push(Math.floor(ds / 2 ** i) % 2);
  const crc = crc8(ds);
  for (let i = CRC_BITS - 1; i >= 0; i--) bits.push((crc >> i) & 1);
  bits.push(0, 1);
  return bits;
}

/** Pixel height of the strip for a frame height (also where the clock text may start). */
export function stripHeight(height: number): number {
  return Math.max(4, Math.round(height * STRIP_HEIGHT_FRACTION));
}

function cellEdge(i: number, width: number): number {
  return Math.round((i * width) / STRIP_CELLS);
}

/** Draws the strip for clockMs (resolution: 100 ms) into an I420 frame. */
export function drawClockStrip(p: I420Planes, clockMs: number): void {
  const h = stripHeight(p.height);
  clockBits(clockMs).forEach((bit, i) => fillRect(p, cellEdge(i, p.width), 0, cellEdge(i + 1, p.width), h, bit ? WHITE : BLACK));
}

export interface DecodeClockOptions {
  format: 'RGB' | 'GRAY8' | 'I420';
  /** Bytes per row of the (first) plane; defaults to the tightly packed stride. */
  stride?: number;
}

/**
 * Reads the clock strip of a frame. Returns epoch ms (a multiple of 100) or undefined when
 * no valid strip is found (markers missing, too little contrast, or a bad checksum).
 */
export function decodeClockStrip(frame: Uint8Array, width: number, height: number, opts: DecodeClockOptions): number | undefined {
  const bpp = opts.format === 'RGB' ? 3 : 1;
  const stride = opts.stride ?? width * bpp;
  const h = height * STRIP_HEIGHT_FRACTION;
  // Sample the middle of each cell only: edges are blurred by encoding and scaling.
  const y0 = Math.floor(h * 0.25), y1 = Math.max(y0 + 1, Math.ceil(h * 0.75));
  if (stride * y1 > frame.length) return undefined;
  const levels: number[] = [];
  for (let i = 0; i < STRIP_CELLS; i++) {
    const a = (i * width) / STRIP_CELLS, b = ((i + 1) * width) / STRIP_CELLS;
    const x0 = Math.floor(a + (b - a) * 0.3), x1 = Math.max(x0 + 1, Math.ceil(a + (b - a) * 0.7));
    let sum = 0, n = 0;
    for (let y = y0; y < y1; y++) {
      for (let x = x0; x < x1; x++) {
        const o = y * stride + x * bpp;
        // Luma-ish for RGB; the strip is grey so any weighting works.
        sum += bpp === 3 ? (frame[o] + 2 * frame[o + 1] + frame[o + 2]) / 4 : frame[o];
        n++;
      }
    }
    levels.push(sum / n);
  }
  const white = Math.min(levels[0], levels[STRIP_CELLS - 1]);
  const black = Math.max(levels[1], levels[STRIP_CELLS - 2]);
  if (white - black < 60) return undefined;
  const threshold = (white + black) / 2;
  const margin = (white - black) * 0.2;
  let ds = 0, crc = 0;
  for (let i = 2; i < 2 + DATA_BITS + CRC_BITS; i++) {
    const v = levels[i];
    if (Math.abs(v - threshold) < margin) return undefined; // ambiguous cell: refuse to guess
    const bit = v > threshold ? 1 : 0;
    if (i < 2 + DATA_BITS) ds = ds * 2 + bit;
    else crc = (crc << 1) | bit;
  }
  if (crc8(ds) !== crc) return undefined;
  return ds * 100;
}
