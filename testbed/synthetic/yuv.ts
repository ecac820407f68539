// I420 frame layout and BT.601 limited-range colour conversion, shared by the renderer,
// backgrounds and the clock strip. I420 because x264enc and the decoders take it natively.

export interface Yuv { y: number; u: number; v: number }

/** Bytes in one I420 frame (width and height must be even). */
export function i420FrameSize(width: number, height: number): number {
  return width * height + 2 * (width / 2) * (height / 2);
}

export function rgbToYuv(r: number, g: number, b: number): Yuv {
  const R = r / 255, G = g / 255, B = b / 255;
  return {
    y: Math.round(16 + 65.481 * R + 128.553 * G + 24.966 * B),
    u: Math.round(128 - 37.797 * R - 74.203 * G + 112 * B),
    v: Math.round(128 + 112 * R - 93.786 * G - 18.214 * B),
  };
}

/** Views of the three planes of an I420 buffer, without copying. */
export interface I420Planes { y: Uint8Array; u: Uint8Array; v: Uint8Array; width: number; height: number }

export function i420Planes(buf: Uint8Array, width: number, height: number): I420Planes {
  const ySize = width * height, cSize = (width / 2) * (height / 2);
  return {
    y: buf.subarray(0, ySize),
    u: buf.subarray(ySize, ySize + cSize),
    v: buf.subarray(ySize + cSize, ySize + 2 * cSize),
    width, height,
  };
}

/** Fills a pixel rectangle (clipped to the frame) with a flat colour in all three planes. */
export function fillRect(p: I420Planes, x0: number, y0: number, x1: number, y1: number, c: Yuv): void {
  const ax = Math.max(0, Math.round(x0)), ay = Math.max(0, Math.round(y0));
  const bx = Math.min(p.width, Math.round(x1)), by = Math.min(p.height, Math.round(y1));
  if (bx <= ax || by <= ay) return;
  for (let y = ay; y < by; y++) p.y.fill(c.y, y * p.width + ax, y * p.width + bx);
  const cw = p.width >> 1;
  const cx0 = ax >> 1, cx1 = (bx + 1) >> 1, cy0 = ay >> 1, cy1 = (by + 1) >> 1;
  for (let y = cy0; y < cy1; y++) {
    p.u.fill(c.u, y * cw + cx0, y * cw + cx1);
    p.v.fill(c.v, y * cw + cx0, y * cw + cx1);
  }
}
