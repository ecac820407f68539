// SceneRenderer: turns a scene script into I420 frames, fast enough for 720p15 live on one
// core. Everything static is precomputed (views per cut, a sensor-noise table); per frame it
// copies the view, draws what moves, then applies light level and noise in one pass over
// the pixels, reading the noise table at a per-frame offset so the noise changes every
// frame without generating new random numbers.
import { drawClockStrip, stripHeight } from './clock-strip.ts';
import { renderBackground, type BackgroundPlanes } from './backgrounds.ts';
import { drawText, textSize } from './font.ts';
import { colourRgb, parseSceneScript, type BackgroundName, type Lamp, type SceneObject, type SceneScript, type SceneScriptInput } from './scene-script.ts';
import { backgroundAt, lampsOnAt, lightLevelAt, objectAt } from './scene-state.ts';
import { gaussian, hashInts, seededRandom } from './seeded-random.ts';
import { fillRect, i420FrameSize, i420Planes, rgbToYuv, type I420Planes, type Yuv } from './yuv.ts';

/** Extra noise-table entries beyond one frame: the range of per-frame offsets. */
const NOISE_PAD = 65_521;
const SKIN = rgbToYuv(215, 175, 145), TROUSERS = rgbToYuv(45, 45, 55);
const CLOCK_WHITE: Yuv = { y: 235, u: 128, v: 128 }, CLOCK_BLACK: Yuv = { y: 16, u: 128, v: 128 };

/** Clock text as burned in: "2026-11-30 09:15:00.3" (UTC, tenths of a second). */
export function formatClockText(clockMs: number): string {
  const iso = new Date(Math.floor(clockMs / 100) * 100).toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 21)}`;
}

/** Luma and chroma lookup tables for a light level: dim scenes lose colour, bright ones do not gain it. */
function lightTables(level: number): { luma: Int16Array; chroma: Uint8Array } {
  const luma = new Int16Array(256), chroma = new Uint8Array(256), chromaGain = Math.min(1, level);
  for (let v = 0; v < 256; v++) {
    luma[v] = Math.round(16 + (v - 16) * level);
    chroma[v] = Math.max(0, Math.min(255, Math.round(128 + (v - 128) * chromaGain)));
  }
  return { luma, chroma };
}

export class SceneRenderer {
  readonly script: SceneScript;
  readonly width: number;
  readonly height: number;
  /** Bytes in one I420 frame. */
  readonly frameSize: number;
  private readonly views = new Map<BackgroundName, BackgroundPlanes>();
  private readonly noise: Int8Array;
  private readonly scratch: I420Planes;
  private readonly colours = new Map<string, Yuv>();

  constructor(script: SceneScriptInput | SceneScript) {
    this.script = parseSceneScript(script);
    this.width = this.script.width;
    this.height = this.script.height;
    this.frameSize = i420FrameSize(this.width, this.height);
    this.scratch = i420Planes(new Uint8Array(this.frameSize), this.width, this.height);
    this.noise = new Int8Array(this.width * this.height + NOISE_PAD);
    const sigma = this.script.noiseSigma;
    if (sigma > 0) {
      const rand = seededRandom(this.script.seed * 31 + 7);
      for (let i = 0; i < this.noise.length; i++) this.noise[i] = Math.max(-127, Math.min(127, Math.round(gaussian(rand) * sigma)));
    }
    for (const o of this.script.objects) this.colours.set(o.id, rgbToYuv(...colourRgb(o.colour)));
    // Build every view up front so that a cut never costs a slow frame in a live feed.
    for (const bg of new Set([this.script.background, ...this.script.cuts.map((c) => c.background)])) this.view(bg);
  }

  private view(name: BackgroundName): BackgroundPlanes {
    let v = this.views.get(name);
    if (!v) {
      v = renderBackground(name, this.width, this.height, this.script.seed);
      this.views.set(name, v);
    }
    return v;
  }

  /** Frame index of t, used to pick the noise for that frame deterministically. */
  private frameIndex(t: number): number {
    return Math.round(t * this.script.fps);
  }

  /** Renders the frame at t seconds into the scene, with the clock showing clockMs. */
  frameAt(t: number, clockMs: number): Buffer {
    const s = this.script, sc = this.scratch;
    const bg = this.view(backgroundAt(s, t));
    sc.y.set(bg.y);
    sc.u.set(bg.u);
    sc.v.set(bg.v);
    for (const text of s.texts) if (t >= text.from && t < text.until) this.drawSign(sc, text);
    for (const o of s.objects) {
      const at = objectAt(o, t);
      if (at) this.drawObject(sc, o, at.cx, at.cy);
    }
    const out = Buffer.allocUnsafe(this.frameSize);
    const planes = i420Planes(out, this.width, this.height);
    this.lightAndNoise(sc, planes, lightLevelAt(s, t), hashInts(s.seed, this.frameIndex(t)) % NOISE_PAD, lampsOnAt(s, t));
    if (s.clock) this.drawClock(planes, clockMs);
    return out;
  }

  private lightAndNoise(src: I420Planes, dst: I420Planes, level: number, offset: number, lamps: Lamp[]): void {
    const { luma: lumaLut, chroma: chromaLut } = lightTables(level);
    // A clamped view does the 0..255 saturation for free on every store.
    const y = new Uint8ClampedArray(dst.y.buffer, dst.y.byteOffset, dst.y.length);
    const sy = src.y, noise = this.noise, n = sy.length;
    for (let i = 0; i < n; i++) y[i] = lumaLut[sy[i]] + noise[offset + i];
    const su = src.u, sv = src.v, du = dst.u, dv = dst.v;
    for (let i = 0; i < su.length; i++) {
      du[i] = chromaLut[su[i]];
      dv[i] = chromaLut[sv[i]];
    }
    // A lamp's pool: the same pass again over its rectangle, at the level times its gain.
    const W = this.width, H = this.height, cw = W >> 1;
    for (const lamp of lamps) {
      const lit = lightTables(level * lamp.gain);
      const x0 = Math.round(lamp.x * W) & ~1, x1 = Math.min(W, Math.round((lamp.x + lamp.w) * W)) & ~1;
      const y0 = Math.round(lamp.y * H) & ~1, y1 = Math.min(H, Math.round((lamp.y + lamp.h) * H)) & ~1;
      for (let r = y0; r < y1; r++) for (let i = r * W + x0; i < r * W + x1; i++) y[i] = lit.luma[sy[i]] + noise[offset + i];
      for (let r = y0 >> 1; r < y1 >> 1; r++) {
        for (let i = r * cw + (x0 >> 1); i < r * cw + (x1 >> 1); i++) {
          du[i] = lit.chroma[su[i]];
          dv[i] = lit.chroma[sv[i]];
        }
      }
    }
  }

  private drawObject(p: I420Planes, o: SceneObject, cx: number, cy: number): void {
    const W = this.width, H = this.height, c = this.colours.get(o.id)!;
    const w = o.width * W, h = o.height * H, x0 = cx * W - w / 2, y0 = cy * H - h / 2;
    if (o.shape === 'box') {
      fillRect(p, x0, y0, x0 + w, y0 + h, c);
      return;
    }
    // person-ish: head, torso (the named colour), two legs
    const head = Math.min(w * 0.55, h * 0.2);
    fillRect(p, x0 + (w - head) / 2, y0, x0 + (w + head) / 2, y0 + h * 0.2, SKIN);
    fillRect(p, x0 + w * 0.1, y0 + h * 0.22, x0 + w * 0.9, y0 + h * 0.62, c);
    fillRect(p, x0 + w * 0.18, y0 + h * 0.62, x0 + w * 0.45, y0 + h, TROUSERS);
    fillRect(p, x0 + w * 0.55, y0 + h * 0.62, x0 + w * 0.82, y0 + h, TROUSERS);
  }

  private drawSign(p: I420Planes, t: SceneScript['texts'][number]): void {
    const scale = Math.max(1, Math.round((t.size * this.height) / 7));
    const x = t.x * this.width, y = t.y * this.height, size = textSize(t.text, scale), pad = scale * 2;
    if (t.plate !== 'none') fillRect(p, x - pad, y - pad, x + size.w + pad, y + size.h + pad, rgbToYuv(...colourRgb(t.plate)));
    drawText(p, t.text, x, y, scale, rgbToYuv(...colourRgb(t.colour)));
  }

  private drawClock(p: I420Planes, clockMs: number): void {
    drawClockStrip(p, clockMs);
    const scale = Math.max(1, Math.round(this.height / 180));
    const text = formatClockText(clockMs), size = textSize(text, scale);
    const top = stripHeight(this.height) + 2 * scale, left = 3 * scale;
    fillRect(p, left - scale * 2, top - scale * 2, left + size.w + scale * 2, top + size.h + scale * 2, CLOCK_BLACK);
    drawText(p, text, left, top, scale, CLOCK_WHITE);
  }
}
