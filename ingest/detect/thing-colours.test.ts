// A thing's colour from its core, not from the blob around it: the tiered counts pick the
// strongest differences, and on a dull, overcast road a light car is white, a dark one black
// and a red one red, whatever its motion-blurred fringe and wet spray add.
import { describe, expect, it } from 'vitest';
import { COLOUR_WORDS } from './colour-names.ts';
import { DIFFERENCE_TIERS, neutralLevels, thingColours, tierOf } from './thing-colours.ts';
import { FrameAnalyzer } from './index.ts';
import type { Frame } from '../../core/types.ts';

const C = COLOUR_WORDS.length;

/** Tiered counts of one cell from {tier: {name: count}}. */
function cell(tiers: Record<number, Partial<Record<(typeof COLOUR_WORDS)[number], number>>>): Uint32Array {
  const out = new Uint32Array(DIFFERENCE_TIERS * C);
  for (const [t, names] of Object.entries(tiers)) for (const [name, n] of Object.entries(names)) out[Number(t) * C + COLOUR_WORDS.indexOf(name as never)] = n!;
  return out;
}

describe('thing colours', () => {
  it('names a thing from its strongest differences, not from the grey fringe that outnumbers them', () => {
    // A white car with dark windows (tiers 2-3) in a blob whose blurred fringe and spray (tier 0) outnumber it.
    const counts = cell({ 3: { white: 60, black: 15 }, 2: { white: 20, black: 10, grey: 5 }, 0: { grey: 130, black: 20 } });
    expect(thingColours(counts, [0], C)[0]).toBe('white');
    // The same counts with no core to speak of fall back to what there is.
    expect(thingColours(cell({ 0: { grey: 30, black: 5 } }), [0], C)[0]).toBe('grey');
  });

  it('sums the cells of the thing', () => {
    const a = cell({ 3: { black: 40 } }), b = cell({ 3: { black: 30, white: 5 }, 0: { grey: 100 } });
    const both = new Uint32Array(2 * DIFFERENCE_TIERS * C);
    both.set(a, 0); both.set(b, DIFFERENCE_TIERS * C);
    expect(thingColours(both, [0, 1], C)[0]).toBe('black');
  });

  it('tiers by the difference over the sample threshold; grey is white or black against the scene', () => {
    expect([50, 100, 150, 250].map((d) => tierOf(d, 45))).toEqual([0, 1, 2, 3]);
    const dull = neutralLevels(115);
    expect(dull.whiteAt).toBeCloseTo(149.5, 1);
    expect(dull.blackAt).toBeCloseTo(82.8, 1);
    // A dark scene does not make mid-grey white.
    expect(neutralLevels(40).whiteAt).toBe(120);
  });

  it('in the detector: a white shirt in a room whose lights went off is white, a yellow jacket yellow, a grey one not white; never lit, the floor holds', () => {
    const lit = crossingAfterLight([240, 240, 240], 0.3, true), grey = crossingAfterLight([128, 128, 128], 0.3, true);
    const unknown = crossingAfterLight([240, 240, 240], 0.3, false), yellow = crossingAfterLight([235, 200, 30], 0.3, true);
    console.log(`after the lights went off: white shirt ${lit.join(' ')}; grey shirt ${grey.join(' ')}; yellow jacket ${yellow.join(' ')}; never seen lit: ${unknown.join(' ')}`);
    expect(lit.length).toBeGreaterThan(3);
    expect(lit.every((n) => n === 'white')).toBe(true);
    expect(grey.every((n) => n !== 'white')).toBe(true);
    expect(unknown.every((n) => n !== 'white')).toBe(true);
    // A yellow jacket under a third of the light is the level of a brown one in full light.
    expect(yellow.every((n) => n === 'yellow')).toBe(true);
  });

  it('in the detector: on a dull road a light car is white, a dark car black, a red car red, with blur and spray', () => {
    const names = (body: number[]) => namedWhileCrossing(body);
    const light = names([176, 178, 181]), dark = names([52, 54, 58]), red = names([168, 42, 40]);
    console.log(`light car: ${light.join(' ')}; dark car: ${dark.join(' ')}; red car: ${red.join(' ')}`);
    expect(light.every((n) => n === 'white')).toBe(true);
    expect(dark.every((n) => n === 'black')).toBe(true);
    expect(red.every((n) => n === 'red')).toBe(true);
  });
});

/**
 * A car of the given body colour crossing a dull road (luma ~114, like the rainy street) left to
 * right at 2 fps after the stream's warm-up: dark windows over its top third, a motion-blurred
 * fringe fading into the road either side, and a wet trail behind it. The first colour name of
 * the largest blob, in each frame where the car is wholly in view.
 */
function namedWhileCrossing(body: number[]): string[] {
  const W = 320, H = 240, road = [112, 114, 117], window = [40, 43, 48], spray = [98, 100, 104];
  const T0 = Date.parse('2026-12-01T00:00:00Z'), carW = 70, carH = 36, y0 = 110;
  let seed = 11;
  const noise = () => { seed = (seed * 1103515245 + 12345) & 0x7fffffff; return (seed % 7) - 3; };
  const mix = (a: number[], b: number[], f: number) => a.map((v, k) => v + f * (b[k] - v));
  const frame = (t: number, x0: number | null): Frame => {
    const data = Buffer.alloc(W * H * 3);
    for (let y = 0; y < H; y++) for (let x = 0; x < W; x++) {
      // A lighter kerb and a darker verge keep the scene's median at the road.
      let c = y < 40 ? [150, 150, 148] : y > 210 ? [70, 75, 60] : road;
      if (x0 !== null && y >= y0 && y < y0 + carH) {
        const dx = x - x0;
        if (dx >= 0 && dx < carW) c = y < y0 + carH / 3 && dx > 8 && dx < carW - 8 ? window : body;
        else if (dx < 0 && dx >= -15) c = mix(road, body, (15 + dx) / 16); // blur behind
        else if (dx >= carW && dx < carW + 15) c = mix(body, road, (dx - carW + 1) / 16); // blur ahead
        if (dx < -15 && dx >= -60) c = spray;
      }
      const o = (y * W + x) * 3;
      for (let k = 0; k < 3; k++) data[o + k] = Math.max(0, Math.min(255, Math.round(c[k]) + noise()));
    }
    return { camera: 'c', ts: T0 + t * 1000, runningTimeNs: t * 1e9, width: W, height: H, stride: W * 3, format: 'RGB', data };
  };
  const analyzer = new FrameAnalyzer({ findOverlays: false }), named: string[] = [];
  for (let t = 0; t <= 8; t += 0.5) {
    const x0 = t >= 4 ? Math.round(-carW + (t - 4) * 90) : null;
    const a = analyzer.analyze(frame(t, x0));
    if (x0 !== null && x0 >= 60 && x0 + carW + 15 <= W) named.push(a.blobs?.[0]?.colours[0] ?? '-');
  }
  return named;
}

/**
 * A room (a light wall over a chequered floor) seen in full light for a minute when `seenLit`,
 * then with the light at `light` (a switch: everything scaled by it), and after another minute
 * a person of the given shirt colour, dark trousers below, walking across at 1 fps. The first
 * colour name of the largest blob in each frame where the person is wholly in view.
 */
function crossingAfterLight(shirt: number[], light: number, seenLit: boolean): string[] {
  const W = 320, H = 180, T0 = Date.parse('2026-12-01T00:00:00Z'), pw = 16, ph = 54, py = 95;
  let seed = 5;
  const noise = () => { seed = (seed * 1103515245 + 12345) & 0x7fffffff; return (seed % 3) - 1; };
  const frame = (t: number, scale: number, px: number | null): Frame => {
    const data = Buffer.alloc(W * H * 3);
    for (let y = 0; y < H; y++) for (let x = 0; x < W; x++) {
      let c = y < 90 ? [202, 192, 172] : (Math.floor(x / 27) + Math.floor((y - 90) / 22)) % 2 ? [182, 182, 176] : [118, 118, 116];
      if (px !== null && x >= px && x < px + pw && y >= py && y < py + ph) c = y < py + ph * 0.6 ? shirt : [45, 45, 55];
      const o = (y * W + x) * 3;
      for (let k = 0; k < 3; k++) data[o + k] = Math.max(0, Math.min(255, Math.round(c[k] * scale) + noise()));
    }
    return { camera: 'c', ts: T0 + t * 1000, runningTimeNs: t * 1e9, width: W, height: H, stride: W * 3, format: 'RGB', data };
  };
  const analyzer = new FrameAnalyzer({ findOverlays: false }), named: string[] = [];
  const dimFrom = seenLit ? 60 : 0, walkFrom = dimFrom + 60;
  for (let t = 0; t <= walkFrom + 30; t++) {
    const px = t >= walkFrom ? Math.round(-pw + (t - walkFrom) * 12) : null;
    const a = analyzer.analyze(frame(t, t >= dimFrom ? light : 1, px));
    if (px !== null && px >= 20 && px + pw <= W - 20) named.push(a.blobs?.[0]?.colours[0] ?? '-');
  }
  return named;
}
