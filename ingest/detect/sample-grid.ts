// The fixed grid of pixels the detectors look at, precomputed once per frame geometry so
// that the per-frame loops only read typed arrays: byte offsets into the RGB buffer (stride
// respected), and which structure cell and which activity cell each sample falls in.
import type { DetectConfig, Region } from '../../core/config/detect-config.ts';

/** Structure grid used by the cut and lighting detectors (finer than the activity grid). */
export const STRUCT_COLS = 16, STRUCT_ROWS = 12;

export class SampleGrid {
  readonly count: number;
  /** Byte offset of each sample's R in the frame buffer. */
  readonly offsets: Int32Array;
  readonly xs: Uint16Array;
  readonly ys: Uint16Array;
  readonly structCell: Uint16Array;
  readonly actCell: Uint16Array;
  /** 0 where a mask hides the sample from every detector (burned-in clocks, swaying trees). */
  readonly live: Uint8Array;
  /** Unmasked samples per structure cell. */
  readonly structCount: Float64Array;
  /** Unmasked samples per activity cell. */
  readonly actCount: Float64Array;
  readonly liveTotal: number;
  /** The lattice: samples per row and rows (sample i is at row floor(i / cols)), pixel of the first column and row, and pixels between samples. */
  readonly cols: number;
  readonly rows: number;
  readonly first: number;
  readonly step: number;

  constructor(readonly width: number, readonly height: number, readonly stride: number, cfg: DetectConfig, extraMasks: Region[] = []) {
    const masks = [...cfg.masks, ...extraMasks];
    const step = cfg.sampleStep, x0 = step >> 1, y0 = step >> 1;
    const nx = Math.ceil((width - x0) / step), ny = Math.ceil((height - y0) / step);
    this.count = nx * ny;
    this.cols = nx; this.rows = ny; this.first = x0; this.step = step;
    this.offsets = new Int32Array(this.count);
    this.xs = new Uint16Array(this.count);
    this.ys = new Uint16Array(this.count);
    this.structCell = new Uint16Array(this.count);
    this.actCell = new Uint16Array(this.count);
    this.live = new Uint8Array(this.count);
    this.structCount = new Float64Array(STRUCT_COLS * STRUCT_ROWS);
    this.actCount = new Float64Array(cfg.gridCols * cfg.gridRows);
    let i = 0, live = 0;
    for (let y = y0; y < height; y += step) {
      for (let x = x0; x < width; x += step, i++) {
        this.offsets[i] = y * stride + x * 3;
        this.xs[i] = x;
        this.ys[i] = y;
        const sc = Math.floor((y * STRUCT_ROWS) / height) * STRUCT_COLS + Math.floor((x * STRUCT_COLS) / width);
        const ac = Math.floor((y * cfg.gridRows) / height) * cfg.gridCols + Math.floor((x * cfg.gridCols) / width);
        this.structCell[i] = sc;
        this.actCell[i] = ac;
        const masked = masks.some((m) => x >= m.x * width && x < (m.x + m.w) * width && y >= m.y * height && y < (m.y + m.h) * height);
        this.live[i] = masked ? 0 : 1;
        if (!masked) { this.actCount[ac]++; this.structCount[sc]++; live++; }
      }
    }
    this.liveTotal = live;
  }

  fits(width: number, height: number, stride: number): boolean {
    return width === this.width && height === this.height && stride === this.stride;
  }
}
