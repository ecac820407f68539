// The colour of one moving thing from its own pixels. A blob is a set of coarse grid cells, so
// beside the thing it holds the road around it, a motion-blurred fringe half thing and half
// road, and (in rain) the wet spray behind it: all of them foreground, all of them grey. The
// thing itself is where the frame differs most from the background, so the detector counts
// each foreground sample's colour name in a tier by how far it is from the background (in
// multiples of the sample's own threshold), and a thing is named from its core: the
// strongest tiers that together hold CORE_SHARE of its samples.
//
// Neutral samples are named against the scene's own range, not the LUT's absolute levels: an
// overcast, rainy view is compressed (its white car peaks well under the LUT's white), so a
// grey sample well above the scene's median luma is white and one well below it black. Only
// grey moves: a LUT white or black stays what it is, and a hue is a hue in any light.
import { COLOUR_LUT, COLOUR_WORDS, dominantColours } from './colour-names.ts';

/** Tiers of difference from the background, counted per cell (see tierOf). */
export const DIFFERENCE_TIERS = 4;
/** A thing's core is its strongest tiers holding at least this share of its samples. */
const CORE_SHARE = 0.4;

/** Tier of a foreground sample by its difference d over its threshold: below 2x, 2-3x, 3-4.5x, above (a few compares a sample). */
export function tierOf(d: number, thr: number): number {
  return d < 2 * thr ? 0 : d < 3 * thr ? 1 : d < 4.5 * thr ? 2 : 3;
}

/** Luma levels (0..255) at which a grey sample is named white or black against a scene of median luma `scene`. */
export function neutralLevels(scene: number): { whiteAt: number; blackAt: number } {
  return scene > 0 ? { whiteAt: Math.max(WHITE_MIN_LUMA, scene * WHITE_OVER_SCENE), blackAt: scene * BLACK_UNDER_SCENE } : { whiteAt: 256, blackAt: -1 };
}
const WHITE_OVER_SCENE = 1.3, WHITE_MIN_LUMA = 120, BLACK_UNDER_SCENE = 0.72;
const WHITE = COLOUR_WORDS.indexOf('white'), GREY = COLOUR_WORDS.indexOf('grey'), BLACK = COLOUR_WORDS.indexOf('black');

/** Channels closer than this (0..255, before scaling back) are a neutral: grey, white or black. */
const RELIT_MIN_CHROMA = 8;

/**
 * Colour name index of one foreground sample, scaled back by `relight` (the inverse of the light on it, see light-map.ts), a grey
 * named white or black against the scene's levels (neutralLevels of the scene scaled alike).
 */
export function sampleColour(r: number, g: number, b: number, relight: number, whiteAt: number, blackAt: number): number {
  if (relight !== 1) {
    // A hue needs its channels apart by more than the noise before they are scaled up, or the
    // scaled noise of dark grey trousers is a colour; otherwise only the level is scaled.
    const neutral = Math.max(r, g, b) - Math.min(r, g, b) < RELIT_MIN_CHROMA;
    const lr = Math.min(255, (neutral ? (77 * r + 150 * g + 29 * b) >> 8 : r) * relight) | 0;
    g = neutral ? lr : Math.min(255, g * relight) | 0;
    b = neutral ? lr : Math.min(255, b * relight) | 0;
    r = lr;
  }
  const name = COLOUR_LUT[((r >> 3) << 10) | ((g >> 3) << 5) | (b >> 3)];
  if (name !== GREY) return name;
  const luma = (77 * r + 150 * g + 29 * b) >> 8;
  return luma >= whiteAt ? WHITE : luma <= blackAt ? BLACK : GREY;
}

/**
 * Names of one thing from the tiered colour counts of its cells (per cell DIFFERENCE_TIERS rows
 * of `colours` counts, strongest tier last): the core's dominant colours (see dominantColours).
 */
export function thingColours(tiered: Uint32Array, cells: number[], colours: number): string[] {
  const byTier = new Uint32Array(DIFFERENCE_TIERS * colours), tierTotal = new Float64Array(DIFFERENCE_TIERS);
  let total = 0;
  for (const c of cells) {
    const base = c * DIFFERENCE_TIERS * colours;
    for (let k = 0; k < DIFFERENCE_TIERS * colours; k++) {
      const n = tiered[base + k];
      byTier[k] += n; tierTotal[Math.floor(k / colours)] += n; total += n;
    }
  }
  const core = new Uint32Array(colours);
  let taken = 0;
  for (let t = DIFFERENCE_TIERS - 1; t >= 0 && (taken < CORE_SHARE * total || taken === 0); t--) {
    for (let k = 0; k < colours; k++) core[k] += byTier[t * colours + k];
    taken += tierTotal[t];
  }
  return dominantColours(core, 0.2, true);
}
