// Static, textured CCTV-like views (street, yard, lobby, parking, house, forecourt, busstop) rendered once per size
// and seed into I420 planes. Each view is a layout function (what is at this point) plus
// shared texture (coarse value noise for stains and shading, fine grain for surfaces), so
// that scene detectors see structure and edges rather than a flat colour.
import { BACKGROUND_NAMES, type BackgroundName } from './scene-script.ts';
import { seededRandom } from './seeded-random.ts';
import { rgbToYuv } from './yuv.ts';

type Rgb = [number, number, number];
/** What a layout says about a point: its colour and how rough the surface is (0..1). */
interface Surface { rgb: Rgb; rough: number }
type Layout = (fx: number, fy: number, w: number, h: number) => Surface;

const frac = (v: number) => v - Math.floor(v);

function brickWall(fx: number, fy: number, w: number, h: number): Surface {
  const row = Math.floor((fy * h) / Math.max(3, h * 0.025));
  const joint = frac((fy * h) / Math.max(3, h * 0.025)) < 0.15 || frac(fx * 22 + (row % 2) * 0.5) < 0.06;
  return joint ? { rgb: [175, 168, 155], rough: 0.3 } : { rgb: [150, 88, 68], rough: 0.8 };
}

function windowsAt(fx: number, fy: number, rows: [number, number][]): Surface | undefined {
  const col = frac((fx - 0.05) / 0.16);
  for (const [a, b] of rows) {
    if (fy < a || fy > b || col > 0.6) continue;
    const edge = col < 0.05 || col > 0.55 || fy - a < 0.01 || b - fy < 0.01;
    return edge ? { rgb: [210, 210, 205], rough: 0.1 } : { rgb: [45, 55, 68], rough: 0.2 };
  }
  return undefined;
}

const LAYOUTS: Record<BackgroundName, Layout> = {
  street(fx, fy, w, h) {
    if (fy < 0.42) return windowsAt(fx, fy, [[0.06, 0.18], [0.24, 0.36]]) ?? brickWall(fx, fy, w, h);
    if (fy < 0.52 || fy >= 0.92) {
      const joint = frac(fx * 20) < 0.03 || Math.abs(fy - 0.47) < 0.003;
      return { rgb: joint ? [120, 120, 118] : [168, 166, 160], rough: 0.5 };
    }
    if (fy < 0.54) return { rgb: [205, 203, 196], rough: 0.2 };
    if (Math.abs(fy - 0.73) < 0.008 && frac(fx * 8) < 0.5) return { rgb: [225, 225, 215], rough: 0.2 };
    return { rgb: [72, 72, 78], rough: 1 };
  },
  yard(fx, fy) {
    if (fy < 0.35) {
      if (fx > 0.7 && fx < 0.82 && fy > 0.08) return { rgb: [105, 72, 42], rough: 0.4 };
      if (frac(fx * 12) < 0.15 || Math.abs(fy - 0.1) < 0.012 || Math.abs(fy - 0.3) < 0.012) return { rgb: [42, 72, 48], rough: 0.3 };
      return { rgb: [112, 112, 100], rough: 0.7 };
    }
    if (Math.abs(fy - 0.62) < 0.01) return { rgb: [220, 190, 40], rough: 0.3 };
    return { rgb: [142, 131, 114], rough: 1 };
  },
  lobby(fx, fy) {
    if (fy < 0.53) {
      if (fx > 0.4 && fx < 0.55 && fy > 0.12) return { rgb: Math.abs(fx - 0.53) < 0.006 ? [200, 180, 60] : [140, 100, 62], rough: 0.3 };
      if (fx > 0.72 && fx < 0.9 && fy > 0.15 && fy < 0.3) return { rgb: [60, 90, 130], rough: 0.1 };
      return { rgb: [202, 192, 172], rough: 0.3 };
    }
    if (fy < 0.55) return { rgb: [80, 60, 50], rough: 0.2 };
    const tile = (Math.floor(fx * 12) + Math.floor((fy - 0.55) * 8)) % 2;
    return { rgb: tile ? [182, 182, 176] : [118, 118, 116], rough: 0.3 };
  },
  parking(fx, fy) {
    if (fy < 0.25) {
      if (frac(fx * 4) < 0.08) return { rgb: [120, 120, 116], rough: 0.5 };
      return { rgb: [152, 152, 146], rough: 0.6 };
    }
    const bayLine = fy > 0.35 && fy < 0.85 && frac(fx * 7) < 0.02;
    if (bayLine || Math.abs(fy - 0.85) < 0.006) return { rgb: [230, 230, 225], rough: 0.2 };
    return { rgb: [86, 86, 90], rough: 1 };
  },
  /** A house front seen from across the road: a tiled roof, a rendered wall with a front door, two windows and a garage door, a lawn, a path and a block-paved driveway, a pavement and the road. */
  house(fx, fy) {
    if (fy < 0.13) return { rgb: frac(fy * 33) < 0.15 ? [48, 42, 40] : [78, 66, 62], rough: 0.6 };
    if (fy < 0.47) {
      if (fx > 0.17 && fx < 0.27 && fy > 0.22) {
        const frame = fx < 0.178 || fx > 0.262 || fy < 0.23;
        return frame ? { rgb: [225, 225, 220], rough: 0.1 } : { rgb: fy < 0.28 && fx > 0.2 && fx < 0.24 ? [55, 65, 75] : [38, 72, 78], rough: 0.2 };
      }
      if (fx > 0.52 && fx < 0.92 && fy > 0.2) return { rgb: frac((fy - 0.2) / 0.054) < 0.1 ? [168, 168, 166] : [214, 214, 208], rough: 0.2 };
      for (const [a, b] of [[0.03, 0.13], [0.32, 0.45]] as [number, number][]) {
        if (fx > a && fx < b && fy > 0.2 && fy < 0.34) {
          const edge = fx - a < 0.006 || b - fx < 0.006 || fy < 0.206 || fy > 0.334 || Math.abs(fx - (a + b) / 2) < 0.003;
          return edge ? { rgb: [225, 225, 220], rough: 0.1 } : { rgb: [48, 58, 70], rough: 0.2 };
        }
      }
      return { rgb: frac(fy * 25) < 0.08 ? [184, 175, 158] : [206, 197, 177], rough: 0.4 };
    }
    if (fy < 0.72) {
      if (fx > 0.5 && fx < 0.95) return { rgb: frac(fx * 30 + (Math.floor(fy * 40) % 2) * 0.5) < 0.07 || frac(fy * 40) < 0.1 ? [118, 110, 100] : [152, 142, 128], rough: 0.6 };
      if (fx > 0.18 && fx < 0.26) return { rgb: frac(fy * 20) < 0.06 ? [130, 126, 120] : [176, 171, 160], rough: 0.4 };
      return { rgb: [72, 118, 60], rough: 0.9 };
    }
    if (fy < 0.79) return { rgb: frac(fx * 12) < 0.02 || Math.abs(fy - 0.755) < 0.003 ? [124, 124, 120] : [168, 166, 160], rough: 0.5 };
    if (fy < 0.8) return { rgb: [204, 202, 196], rough: 0.2 };
    if (Math.abs(fy - 0.895) < 0.006 && frac(fx * 8) < 0.5) return { rgb: [225, 225, 215], rough: 0.2 };
    return { rgb: [72, 72, 78], rough: 1 };
  },
  /** A petrol station forecourt seen from across the road: a canopy over two pump islands on the left, the kiosk (a window and a glass door) on the right, a hedge and a footpath at the back, the concrete forecourt, a pavement and the road. */
  forecourt(fx, fy) {
    if (fx > 0.72 && fy < 0.56) {
      if (fy < 0.17) return { rgb: frac(fx * 40) < 0.1 ? [40, 110, 60] : [30, 130, 70], rough: 0.2 };
      if (fx > 0.84 && fx < 0.92 && fy > 0.28) {
        const frame = fx < 0.846 || fx > 0.914 || fy < 0.29 || Math.abs(fx - 0.88) < 0.003;
        return frame ? { rgb: [200, 200, 200], rough: 0.1 } : { rgb: [62, 84, 96], rough: 0.2 };
      }
      if (fx > 0.75 && fx < 0.82 && fy > 0.26 && fy < 0.46) {
        const edge = fx < 0.756 || fx > 0.814 || fy < 0.266 || fy > 0.454;
        return edge ? { rgb: [200, 200, 200], rough: 0.1 } : { rgb: [50, 64, 86], rough: 0.2 };
      }
      return { rgb: frac(fy * 40) < 0.12 ? [170, 160, 146] : [196, 186, 168], rough: 0.5 };
    }
    if (fy < 0.24 && fx > 0.02 && fx < 0.7) {
      if (fy < 0.2) return { rgb: fy > 0.155 && fy < 0.17 ? [235, 235, 230] : [30, 130, 70], rough: 0.2 };
      return { rgb: [214, 214, 210], rough: 0.2 };
    }
    if (fy < 0.28) return { rgb: frac(fx * 18 + fy * 7) < 0.3 ? [48, 78, 44] : [62, 96, 54], rough: 0.9 };
    if (fy < 0.34) return { rgb: frac(fx * 15) < 0.04 ? [120, 116, 108] : [150, 145, 135], rough: 0.6 };
    if (fy < 0.62 && ((fx > 0.2 && fx < 0.215) || (fx > 0.55 && fx < 0.565))) return { rgb: [215, 215, 210], rough: 0.1 };
    for (const a of [0.27, 0.46]) {
      if (fx > a && fx < a + 0.04 && fy > 0.38 && fy < 0.52) return fy < 0.41 ? { rgb: [235, 235, 230], rough: 0.1 } : { rgb: [190, 40, 40], rough: 0.2 };
      if (fx > a - 0.02 && fx < a + 0.06 && fy >= 0.52 && fy < 0.55) return { rgb: [225, 200, 60], rough: 0.3 };
    }
    if (fy < 0.74) return { rgb: frac(fx * 10) < 0.012 || frac((fy - 0.34) / 0.08) < 0.03 ? [132, 130, 126] : [168, 166, 160], rough: 0.5 };
    if (fy < 0.75 || (fy >= 0.8 && fy < 0.81)) return { rgb: [210, 208, 200], rough: 0.2 };
    if (fy < 0.8) return { rgb: frac(fx * 14) < 0.03 ? [120, 118, 112] : [152, 150, 144], rough: 0.5 };
    if (Math.abs(fy - 0.895) < 0.006 && frac(fx * 8) < 0.5) return { rgb: [225, 225, 215], rough: 0.2 };
    return { rgb: [70, 70, 76], rough: 1 };
  },
  /** A bus stop on a residential street seen from across the road: a terrace of houses (roofs, walls, windows), front hedges with a gate, the pavement with a bus shelter (roof, glass back, bench, timetable case), the stop's pole and flag, a street lamp post, the kerb with the bus stop's yellow line, a two-lane road and the near kerb. */
  busstop(fx, fy, w, h) {
    if (fy < 0.1) return { rgb: frac(fy * 45) < 0.14 ? [58, 50, 48] : [92, 74, 66], rough: 0.6 };
    if (fy < 0.3) {
      const house = Math.floor(fx * 4);
      if (frac(fx * 4) < 0.012) return { rgb: [120, 112, 100], rough: 0.3 };
      const win = windowsAt(fx, fy, [[0.14, 0.25]]);
      if (win) return win;
      return house % 2 ? { rgb: frac(fy * 30) < 0.08 ? [190, 182, 164] : [214, 206, 186], rough: 0.4 } : brickWall(fx, fy, w, h);
    }
    if (Math.abs(fx - 0.08) < 0.005 && fy < 0.6) return { rgb: [52, 56, 60], rough: 0.2 };
    if (fy > 0.2 && fy < 0.6 && Math.abs(fx - 0.52) < 0.004) return { rgb: [60, 60, 64], rough: 0.2 };
    if (fx > 0.49 && fx < 0.55 && fy > 0.3 && fy < 0.36) return { rgb: Math.abs(fy - 0.33) < 0.012 ? [30, 50, 150] : [200, 30, 30], rough: 0.1 };
    if (fx > 0.14 && fx < 0.44 && fy < 0.56) {
      if (fy < 0.33) return { rgb: [70, 74, 80], rough: 0.2 };
      if (fx < 0.148 || fx > 0.432 || frac((fx - 0.14) / 0.1) < 0.03) return { rgb: [90, 94, 100], rough: 0.1 };
      if (fx > 0.39 && fy > 0.36 && fy < 0.44) return { rgb: Math.abs(fy - 0.4) < 0.003 ? [120, 120, 120] : [232, 232, 226], rough: 0.1 };
      if (fy > 0.47 && fy < 0.49 && fx > 0.17 && fx < 0.38) return { rgb: [120, 80, 48], rough: 0.4 };
      return { rgb: [150, 172, 182], rough: 0.15 };
    }
    if (fy < 0.38) {
      if (fx > 0.6 && fx < 0.66) return { rgb: frac(fx * 60) < 0.3 ? [70, 58, 50] : [110, 90, 70], rough: 0.3 };
      return { rgb: frac(fx * 17 + fy * 9) < 0.3 ? [44, 80, 42] : [60, 100, 52], rough: 0.9 };
    }
    if (fy < 0.585) return { rgb: frac(fx * 12) < 0.02 || frac((fy - 0.38) / 0.07) < 0.04 ? [124, 122, 118] : [164, 162, 156], rough: 0.5 };
    if (fy < 0.6) return { rgb: [206, 204, 198], rough: 0.2 };
    if (fy < 0.612 && fx > 0.06 && fx < 0.62) return { rgb: [225, 200, 40], rough: 0.2 };
    if (Math.abs(fy - 0.785) < 0.005 && frac(fx * 8) < 0.5) return { rgb: [225, 225, 215], rough: 0.2 };
    if (fy < 0.95) return { rgb: [72, 72, 78], rough: 1 };
    if (fy < 0.96) return { rgb: [206, 204, 198], rough: 0.2 };
    return { rgb: frac(fx * 12) < 0.02 ? [124, 122, 118] : [164, 162, 156], rough: 0.5 };
  },
};

export { BACKGROUND_NAMES };

export interface BackgroundPlanes { y: Uint8Array; u: Uint8Array; v: Uint8Array }

/** Coarse value noise in [-1, 1], bilinear between random grid points. */
function valueNoise(w: number, h: number, cell: number, rand: () => number): (x: number, y: number) => number {
  const gw = Math.ceil(w / cell) + 2, gh = Math.ceil(h / cell) + 2;
  const grid = Float32Array.from({ length: gw * gh }, () => rand() * 2 - 1);
  return (x, y) => {
    const gx = x / cell, gy = y / cell, ix = Math.floor(gx), iy = Math.floor(gy), tx = gx - ix, ty = gy - iy;
    const a = grid[iy * gw + ix], b = grid[iy * gw + ix + 1], c = grid[(iy + 1) * gw + ix], d = grid[(iy + 1) * gw + ix + 1];
    return (a * (1 - tx) + b * tx) * (1 - ty) + (c * (1 - tx) + d * tx) * ty;
  };
}

/** Renders a view at a size; deterministic for (name, width, height, seed). */
export function renderBackground(name: BackgroundName, width: number, height: number, seed: number): BackgroundPlanes {
  const rand = seededRandom(seed * 7919 + BACKGROUND_NAMES.indexOf(name) + 1);
  const stains = valueNoise(width, height, Math.max(8, width / 24), rand);
  const layout = LAYOUTS[name];
  const y = new Uint8Array(width * height);
  const cw = width / 2, u = new Uint8Array(cw * (height / 2)), v = new Uint8Array(cw * (height / 2));
  const clamp = (n: number) => (n < 0 ? 0 : n > 255 ? 255 : n);
  for (let py = 0; py < height; py++) {
    for (let px = 0; px < width; px++) {
      const s = layout(px / width, py / height, width, height);
      const shade = 1 + 0.08 * stains(px, py) * (0.5 + s.rough) + (rand() - 0.5) * 0.12 * s.rough;
      const c = rgbToYuv(clamp(s.rgb[0] * shade), clamp(s.rgb[1] * shade), clamp(s.rgb[2] * shade));
      y[py * width + px] = c.y;
      if (!(px & 1) && !(py & 1)) {
        const ci = (py >> 1) * cw + (px >> 1);
        u[ci] = c.u;
        v[ci] = c.v;
      }
    }
  }
  return { y, u, v };
}
