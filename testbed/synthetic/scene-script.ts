// The scene script: what a synthetic camera shows, as data. Parsed once with zod (strict,
// every field described) so that tests, benchmarks and the CLI share one definition.
// Positions and sizes are fractions of the frame so that one script renders at any size.
import { z } from 'zod';
import { UserError } from '../../core/errors.ts';
import { issueLines } from '../../core/zod-issues.ts';

export const COLOUR_NAMES = {
  red: [200, 30, 30], blue: [30, 60, 200], white: [240, 240, 240], yellow: [235, 200, 30],
  green: [30, 160, 60], black: [20, 20, 20], grey: [128, 128, 128], orange: [240, 130, 20],
  silver: [190, 190, 195], brown: [120, 75, 40], purple: [120, 40, 150],
} as const satisfies Record<string, readonly [number, number, number]>;
export type ColourName = keyof typeof COLOUR_NAMES;

export const BACKGROUND_NAMES = ['street', 'yard', 'lobby', 'parking', 'house', 'forecourt', 'busstop'] as const;
export type BackgroundName = (typeof BACKGROUND_NAMES)[number];

const byte = z.number().int().min(0).max(255);
export const ColourSchema = z.union([
  z.enum(Object.keys(COLOUR_NAMES) as [ColourName, ...ColourName[]]),
  z.string().regex(/^#[0-9a-fA-F]{6}$/, 'use a colour name or #rrggbb'),
  z.tuple([byte, byte, byte]),
]).describe('A colour name (red, blue, white, yellow, green, black, ...), "#rrggbb" or [r, g, b]');
export type Colour = z.infer<typeof ColourSchema>;

const fraction = (what: string) => z.number().min(-1).max(2).describe(what);
const seconds = z.number().min(0);

export const KeyframeSchema = z.strictObject({
  t: seconds.describe('Seconds from the start of the scene'),
  x: fraction('Centre x as a fraction of the frame width (outside 0..1 = off screen)'),
  y: fraction('Centre y as a fraction of the frame height (outside 0..1 = off screen)'),
});

export const ObjectSchema = z.strictObject({
  id: z.string().min(1).describe('Unique id, reported in the ground truth'),
  colour: ColourSchema,
  shape: z.enum(['box', 'person']).default('box').describe('box (vehicle-like) or person (head, body, legs)'),
  width: z.number().positive().max(1).describe('Width as a fraction of the frame width'),
  height: z.number().positive().max(1).describe('Height as a fraction of the frame height'),
  path: z.array(KeyframeSchema).min(1).describe('Keyframes, linear in between; appears at the first, leaves after the last'),
});
export type SceneObject = z.infer<typeof ObjectSchema>;

export const TextSchema = z.strictObject({
  text: z.string().min(1).max(64).describe('Text to draw (uppercase letters, digits and :-./,!?#()+=%&\' are built in)'),
  from: seconds.describe('Shown from this second'),
  until: seconds.describe('Hidden from this second'),
  x: z.number().min(0).max(1).describe('Left edge as a fraction of the frame width'),
  y: z.number().min(0).max(1).describe('Top edge as a fraction of the frame height'),
  size: z.number().min(0.01).max(0.5).default(0.06).describe('Glyph height as a fraction of the frame height'),
  colour: ColourSchema.default('black'),
  plate: z.union([ColourSchema, z.literal('none')]).default('white').describe('Sign plate drawn behind the text, or "none"'),
});
export type SceneText = z.infer<typeof TextSchema>;

export const LightingChangeSchema = z.strictObject({
  t: seconds.describe('Second the change starts'),
  level: z.number().min(0).max(1.5).describe('Target light level (1 = normal daylight, 0.2 = night)'),
  transitionSeconds: z.number().min(0).default(0).describe('0 = instant (lights on/off); longer = gradual dusk/dawn drift'),
});
export type LightingChange = z.infer<typeof LightingChangeSchema>;

export const LampSchema = z.strictObject({
  x: z.number().min(0).max(1).describe('Left edge of the pool of light, as a fraction of the frame width'),
  y: z.number().min(0).max(1).describe('Top edge of the pool of light, as a fraction of the frame height'),
  w: z.number().positive().max(1).describe('Width of the pool of light, as a fraction of the frame width'),
  h: z.number().positive().max(1).describe('Height of the pool of light, as a fraction of the frame height'),
  gain: z.number().min(1).max(4).default(2).describe('How much brighter what the lamp falls on is while it is on (light adds: the level there is multiplied)'),
  on: seconds.describe('Second the lamp is switched on'),
  off: seconds.describe('Second the lamp is switched off'),
});
export type Lamp = z.infer<typeof LampSchema>;

export const CutSchema = z.strictObject({
  t: seconds.describe('Second of the hard cut'),
  background: z.enum(BACKGROUND_NAMES).describe('View shown after the cut'),
});

export const SceneScriptSchema = z.strictObject({
  name: z.string().default('custom').describe('Scene name, reported in the ground truth'),
  width: z.number().int().min(64).max(3840).multipleOf(2).default(640).describe('Frame width in pixels (even)'),
  height: z.number().int().min(64).max(2160).multipleOf(2).default(360).describe('Frame height in pixels (even)'),
  fps: z.number().positive().max(60).default(15).describe('Frames per second'),
  durationSeconds: z.number().positive().max(7 * 86400).default(60).describe('Length of the scene'),
  seed: z.number().int().min(0).default(1).describe('Seed for textures and noise; same seed, same pixels'),
  background: z.enum(BACKGROUND_NAMES).default('street').describe('Initial view'),
  noiseSigma: z.number().min(0).max(40).default(2.5).describe('Sensor noise, standard deviation in luma steps'),
  clock: z.boolean().default(true).describe('Burn in the clock (text and machine-readable strip)'),
  initialLight: z.number().min(0).max(1.5).default(1).describe('Light level at t=0'),
  lighting: z.array(LightingChangeSchema).default([]).describe('Light level changes, in time order'),
  lamps: z.array(LampSchema).default([]).describe('Lamps that light part of the view (a pool of light) between two times'),
  objects: z.array(ObjectSchema).default([]).describe('Moving objects'),
  texts: z.array(TextSchema).default([]).describe('Texts (signs) shown for an interval'),
  cuts: z.array(CutSchema).default([]).describe('Hard cuts to another view, in time order'),
});
export type SceneScript = z.infer<typeof SceneScriptSchema>;
export type SceneScriptInput = z.input<typeof SceneScriptSchema>;

function verifyTimeOrder(s: SceneScript): string[] {
  const issues: string[] = [];
  const sorted = (ts: number[]) => ts.every((t, i) => i === 0 || t >= ts[i - 1]);
  if (!sorted(s.lighting.map((l) => l.t))) issues.push('lighting: changes must be in time order');
  if (!sorted(s.cuts.map((c) => c.t))) issues.push('cuts: must be in time order');
  for (const o of s.objects) if (!sorted(o.path.map((k) => k.t))) issues.push(`objects.${o.id}.path: keyframes must be in time order`);
  for (const [i, t] of s.texts.entries()) if (t.until <= t.from) issues.push(`texts.${i}: until must be after from`);
  for (const [i, l] of s.lamps.entries()) if (l.off <= l.on) issues.push(`lamps.${i}: off must be after on`);
  return issues;
}

function verifyUniqueIds(s: SceneScript): string[] {
  const seen = new Set<string>();
  const dup = s.objects.map((o) => o.id).filter((id) => (seen.has(id) ? true : (seen.add(id), false)));
  return dup.map((id) => `objects: id "${id}" is used twice`);
}

/** Parses and checks a scene script; throws UserError listing every problem. */
export function parseSceneScript(input: unknown, what = 'scene script'): SceneScript {
  const r = SceneScriptSchema.safeParse(input);
  if (!r.success) {
    const issues = issueLines(r.error, '(root)');
    throw new UserError(`${what} is invalid:\n  - ${issues.join('\n  - ')}`);
  }
  const issues = [...verifyTimeOrder(r.data), ...verifyUniqueIds(r.data)];
  if (issues.length) throw new UserError(`${what} is invalid:\n  - ${issues.join('\n  - ')}`);
  return r.data;
}

export function colourRgb(c: Colour): [number, number, number] {
  if (Array.isArray(c)) return [c[0], c[1], c[2]];
  if (c.startsWith('#')) return [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16)) as [number, number, number];
  const rgb = COLOUR_NAMES[c as ColourName];
  return [rgb[0], rgb[1], rgb[2]];
}
