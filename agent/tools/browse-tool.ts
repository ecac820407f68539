// browse(from, to, cameras?): the global view of a range -- hour (or, over more than two days,
// day) rollups and the entity registry -- so the agent sees what happened before it searches:
// counts, notable events with times, text seen, lighting, gaps, and each tracked thing with
// its first and last sighting.
import { z } from 'zod';
import { toIso } from '../../core/time.ts';
import { readRollups } from '../../indexer/index.ts';
import { readEntities } from '../../indexer/index.ts';
import { IsoTime, type AgentTool } from './tool.ts';

const DAY = 86_400_000;

export const BrowseParams = z.strictObject({
  from: IsoTime,
  to: IsoTime,
  cameras: z.array(z.string().min(1)).max(64).optional().describe('Camera ids; all when omitted'),
}).refine((a) => a.from < a.to, 'from must be before to');

const LightingSchema = z.strictObject({ ts: z.number(), event: z.string() });

const BrowseEntitySchema = z.strictObject({
  id: z.string(),
  camera: z.string(),
  description: z.string(),
  label: z.string(),
  colour: z.string().nullable(),
  size: z.string(),
  objectClass: z.string().optional().describe('person, vehicle, animal or object, as perception judged its tracks'),
  first: z.number(),
  last: z.number(),
  directions: z.array(z.string()),
  entered: z.boolean(),
  left: z.boolean(),
  windows: z.array(z.string()),
  standing: z.array(z.strictObject({ from: z.number(), to: z.number() })).optional().describe('When it stood in view (parked, left behind)'),
  before: z.literal(true).optional().describe('It stood in view from when the recording (or the view) began: its first sighting is no arrival'),
  path: z.array(z.strictObject({ t: z.number(), x: z.number(), y: z.number() })).optional().describe('Where it was: its centre (fractions of the frame, x from the left, y from the top) at moments (epoch ms), straight in between'),
  peak: z.strictObject({ size: z.number(), box: z.strictObject({ x: z.number(), y: z.number(), w: z.number(), h: z.number() }) }).optional()
    .describe('How big it was (fraction of the frame) and its box then, at a middling sighting: lower in the frame is nearer the camera'),
});
export type BrowseEntity = z.infer<typeof BrowseEntitySchema>;

const BrowseRollupSchema = z.strictObject({
  camera: z.string(),
  granularity: z.enum(['hour', 'day']),
  start: z.number(),
  end: z.number(),
  summary: z.string(),
  written: z.string().optional(),
  activityWindows: z.number(),
  coveredMs: z.number(),
  events: z.array(z.strictObject({ ts: z.number(), kind: z.string(), detail: z.string(), window: z.string().optional() })),
  text: z.array(z.strictObject({ text: z.string(), first: z.number(), last: z.number() })),
  lighting: z.array(LightingSchema),
  gaps: z.array(z.strictObject({ from: z.number(), to: z.number() })),
});
export type BrowseRollup = z.infer<typeof BrowseRollupSchema>;

const BrowseWindowSchema = z.strictObject({
  id: z.string(),
  camera: z.string(),
  start: z.number(),
  end: z.number(),
  kind: z.string(),
  caption: z.string(),
  text: z.array(z.string()),
  lighting: z.array(LightingSchema),
  light: z.strictObject({ state: z.enum(['day', 'dusk', 'night']), level: z.number() }).optional().describe('The light over the window: its state and level (0..1)'),
});
export type BrowseWindow = z.infer<typeof BrowseWindowSchema>;

export const BrowseOutput = z.strictObject({
  rollups: z.array(BrowseRollupSchema),
  entities: z.array(BrowseEntitySchema),
  windows: z.array(BrowseWindowSchema).optional().describe('Activity and scene windows (and any window with a lighting event), for ranges up to 6 hours; every window, idle ones too, for ranges up to an hour'),
});
export type BrowseData = z.infer<typeof BrowseOutput>;

/** Ranges up to this long also list their activity windows (hour rollups are too coarse for "between 08:25 and 08:40"). */
const WINDOW_LIST_MS = 6 * 3_600_000;
const WINDOW_LIST_MAX = 80;
/** Ranges up to this long list their idle windows too: what the light was at a moment, or that it was quiet, is in them. */
const IDLE_LIST_MS = 3_600_000;

export const browseTool: AgentTool<typeof BrowseParams, typeof BrowseOutput> = {
  name: 'browse',
  description: 'Overview of a time range: hour rollups (day rollups for ranges over two days) with counts, notable events, text seen, lighting and gaps, plus every tracked entity (e.g. "white van") with first/last sighting, directions, whether it came in or left, when it stood still in view (standing: parked, left behind) and where in the frame it was (path); ranges up to 6 hours also list their activity windows. Use it first to see what happened.',
  params: BrowseParams,
  output: BrowseOutput,
  timeoutMs: 10_000,
  async run(a, ctx) {
    const cameras = a.cameras?.length ? a.cameras : ctx.cameras.map((c) => c.id);
    const granularity = a.to - a.from > 2 * DAY ? 'day' : 'hour';
    const rollups: BrowseRollup[] = [];
    const entities: BrowseEntity[] = [];
    for (const camera of cameras) {
      for (const r of readRollups(ctx.dataDir, camera, a.from, a.to, { granularity })) {
        rollups.push({
          camera, granularity: r.granularity, start: r.start, end: r.end, summary: r.summary,
          ...(r.written ? { written: r.written.text } : {}),
          activityWindows: r.activityWindows, coveredMs: r.coveredMs,
          events: r.events.filter((e) => e.ts >= a.from && e.ts < a.to).map((e) => ({ ts: e.ts, kind: e.kind, detail: e.detail, ...(e.window ? { window: e.window } : {}) })),
          text: r.text.map((t) => ({ text: t.text, first: t.first, last: t.last })),
          lighting: r.lighting.filter((l) => l.ts >= a.from && l.ts < a.to),
          gaps: r.gaps,
        });
      }
      for (const e of readEntities(ctx.dataDir, camera, a.from, a.to)) {
        entities.push({
          id: e.id, camera, description: e.description, label: e.label, colour: e.colour, size: e.size, ...(e.objectClass ? { objectClass: e.objectClass } : {}),
          first: e.first, last: e.last, directions: e.directions, entered: e.entered, left: e.left, windows: e.windows,
          ...(e.standing ? { standing: e.standing } : {}), ...(e.before ? { before: true as const } : {}), ...(e.path ? { path: e.path } : {}), ...(e.peak ? { peak: e.peak } : {}),
        });
      }
    }
    let windows: BrowseWindow[] | undefined;
    if (a.to - a.from <= WINDOW_LIST_MS) {
      const listed = await ctx.index.list({ cameras, from: a.from, to: a.to });
      const idleToo = a.to - a.from <= IDLE_LIST_MS;
      windows = listed.filter((c) => idleToo || c.window.kind !== 'idle' || c.window.lighting.events.length > 0).slice(0, WINDOW_LIST_MAX).map((c) => ({
        id: c.window.id, camera: c.window.camera, start: c.window.start, end: c.window.end, kind: c.window.kind,
        caption: c.caption, text: c.tags.text, lighting: c.window.lighting.events, light: { state: c.window.lighting.state, level: c.window.lighting.level },
      }));
    }
    const active = rollups.filter((r) => r.activityWindows > 0).length;
    return {
      summary: `${rollups.length} ${granularity} rollup(s) (${active} with activity) and ${entities.length} entit${entities.length === 1 ? 'y' : 'ies'} on ${cameras.join(', ')} from ${toIso(a.from)} to ${toIso(a.to)}`,
      data: { rollups, entities, ...(windows ? { windows } : {}) } satisfies BrowseData,
      citations: entities.map((e) => ({ camera: e.camera, start: e.first, end: Math.max(e.last, e.first + 1) })),
    };
  },
};
