// Basic colour names for foreground pixels, for captions ("a red car"). A 32x32x32 lookup
// table built once at load turns a pixel into a name index with one read, so naming costs
// nothing next to the foreground test itself.
export const COLOUR_WORDS = ['red', 'orange', 'yellow', 'green', 'blue', 'purple', 'white', 'grey', 'black', 'brown'] as const;
export type ColourWord = (typeof COLOUR_WORDS)[number];

const RED = 0, ORANGE = 1, YELLOW = 2, GREEN = 3, BLUE = 4, PURPLE = 5, WHITE = 6, GREY = 7, BLACK = 8, BROWN = 9;

/** Name index of an RGB colour, by hue, saturation and value. */
export function classifyColour(r: number, g: number, b: number): number {
  const max = Math.max(r, g, b), min = Math.min(r, g, b), v = max / 255, c = max - min;
  const s = max > 0 ? c / max : 0;
  if (v < 0.16) return BLACK;
  if (s < 0.22 || c < 24) return v > 0.78 ? WHITE : v < 0.22 ? BLACK : GREY;
  let h: number;
  if (max === r) h = (60 * (g - b)) / c;
  else if (max === g) h = 120 + (60 * (b - r)) / c;
  else h = 240 + (60 * (r - g)) / c;
  if (h < 0) h += 360;
  if (h < 15 || h >= 330) return RED;
  if (h < 42) return v < 0.6 ? BROWN : ORANGE;
  if (h < 70) return v < 0.45 ? BROWN : YELLOW;
  if (h < 165) return GREEN;
  if (h < 260) return BLUE;
  return PURPLE;
}

/** Index by ((r>>3)<<10)|((g>>3)<<5)|(b>>3). */
export const COLOUR_LUT: Uint8Array = (() => {
  const lut = new Uint8Array(32 * 32 * 32);
  for (let r = 0; r < 32; r++) {
    for (let g = 0; g < 32; g++) {
      for (let b = 0; b < 32; b++) lut[(r << 10) | (g << 5) | b] = classifyColour(r * 8 + 4, g * 8 + 4, b * 8 + 4);
    }
  }
  return lut;
})();

const NEUTRAL = new Set([WHITE, GREY, BLACK]);

/**
 * Names whose share of the counts is at least minShare, most common first (at most 3).
 * For one thing (thing = true) a hue that covers at least chromaticShare of its pixels comes
 * first whatever the neutrals add up to: every car shows black tyres, grey windows, shadow and
 * wet road beside its paint, so a red car's pixels are often mostly grey and black, while
 * nothing grey shows a patch of red.
 */
export function dominantColours(counts: Uint32Array, minShare = 0.2, thing = false, chromaticShare = 0.12): string[] {
  let total = 0;
  for (let k = 0; k < counts.length; k++) total += counts[k];
  if (total === 0) return [];
  const names: { k: number; n: number; first: boolean }[] = [];
  for (let k = 0; k < counts.length; k++) {
    const share = counts[k] / total;
    const hue = thing && !NEUTRAL.has(k) && share >= chromaticShare;
    if (share >= minShare || hue) names.push({ k, n: counts[k], first: hue });
  }
  return names.sort((a, b) => Number(b.first) - Number(a.first) || b.n - a.n).slice(0, 3).map((e) => COLOUR_WORDS[e.k]);
}
