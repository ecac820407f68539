// Per-camera detector settings: cut, activity and lighting thresholds. Times are in seconds
// (not frames) so that one config works at any analysis frame rate. Defaults are tuned on
// the synthetic scenes decoded to 320 px RGB and on the real rainy street clip.
import { z } from 'zod';

export const RegionSchema = z.strictObject({
  x: z.number().min(0).max(1).describe('Left edge as a fraction of the frame width'),
  y: z.number().min(0).max(1).describe('Top edge as a fraction of the frame height'),
  w: z.number().min(0).max(1).describe('Width as a fraction of the frame width'),
  h: z.number().min(0).max(1).describe('Height as a fraction of the frame height'),
}).describe('A rectangle in fractions of the frame');

export const DetectConfigSchema = z.strictObject({
  sampleStep: z.number().int().min(1).max(8).default(3).describe('Analyse every Nth pixel in x and y (3 on 320x180 = 6,400 samples)'),
  cutThresholdFactor: z.number().min(1).max(50).default(8).describe('A cut needs a score above median + factor x MAD of recent frame-to-frame scores'),
  cutMinScore: z.number().min(0).max(2).default(0.3).describe('A cut needs at least this score (0..2: 1 - structure correlation + colour histogram distance)'),
  cutMinChangedFraction: z.number().min(0).max(1).default(0.35).describe('A cut needs at least this fraction of the frame to change beyond a global brightness change (a truck filling part of the view is not a new view)'),
  minSceneSeconds: z.number().min(0).max(3600).default(2).describe('Minimum time between two cuts'),
  gridCols: z.number().int().min(1).max(32).default(8).describe('Columns of the activity region grid'),
  gridRows: z.number().int().min(1).max(32).default(6).describe('Rows of the activity region grid'),
  activityThreshold: z.number().min(0).max(1).default(0.002).describe('A frame is active when this fraction of the frame is foreground (counting only cells above cellThreshold)'),
  cellThreshold: z.number().min(0).max(1).default(0.05).describe('A grid cell counts when this fraction of it is foreground (rejects speckle)'),
  noiseMultiplier: z.number().min(1).max(20).default(4).describe('A pixel is foreground when its difference exceeds this many times its own noise level'),
  minDifference: z.number().min(1).max(255 * 3).default(45).describe('Smallest foreground difference, summed over R, G and B'),
  backgroundSeconds: z.number().positive().max(3600).default(10).describe('Time constant of the background model for background pixels'),
  stationarySeconds: z.number().positive().max(86400).default(30).describe('Foreground unchanged this long (a parked car, a sign put up) becomes background; raise it to keep loitering people active longer'),
  healStartGhosts: z.boolean().default(true).describe('A background learnt in the first seconds after a start or a cut gives way fast to a still new view (the car in the first frame drove off): after twice as long as the old value was seen, at least 2 s, instead of stationarySeconds. Off when the first frames are an empty plate'),
  absorbSeconds: z.number().positive().max(86400).default(120).describe('Time constant for absorbing stopped objects (foreground pixels) into the background'),
  noiseSeconds: z.number().positive().max(3600).default(30).describe('Time constant of the per-pixel noise estimate'),
  flickerSeconds: z.number().positive().max(86400).default(30).describe('Time constant of the per-pixel flicker rate (how often a pixel switches between foreground and background)'),
  flickerRate: z.number().min(0).max(1).default(0.1).describe('Pixels that switch on more than this fraction of recent frames are ignored (on-screen clocks, rain, leaves)'),
  warmupSeconds: z.number().min(0).max(600).default(1).describe('No activity is reported this long after start or a cut, while the background settles'),
  masks: z.array(RegionSchema).default([]).describe('Regions ignored by the activity detector (on-screen clocks, trees in wind)'),
  findOverlays: z.boolean().default(true).describe("Look in the first frames for a burned-in overlay that a registered overlay finder recognises (the synthetic camera's clock) and ignore it like a mask"),
  nightLevel: z.number().min(0).max(1).default(0.12).describe('Mean luma (0..1) below which the view is night'),
  dayLevel: z.number().min(0).max(1).default(0.28).describe('Mean luma (0..1) above which the view is day; between night and day it is dusk'),
  levelHysteresis: z.number().min(0).max(0.2).default(0.02).describe('Luma margin around nightLevel and dayLevel before the state changes'),
  lightsRatio: z.number().min(1.05).max(10).default(1.3).describe('A lights-on/off event needs the level to change by this ratio within lightsWindowSeconds'),
  lightsWindowSeconds: z.number().positive().max(60).default(1).describe('Window for a sudden lighting change'),
}).describe('Cut, activity and lighting detection');

export type DetectConfig = z.infer<typeof DetectConfigSchema>;
export type DetectConfigInput = z.input<typeof DetectConfigSchema>;
export type Region = z.infer<typeof RegionSchema>;
