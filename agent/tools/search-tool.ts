// search(query, from?, to?, cameras?, k): hybrid (full-text + vector) search over captioned
// windows, returned with scores and absolute times, ordered by time. Each hit carries the
// facts the planner and the model reason with: caption, tags, motion tracks, lighting.
import { z } from 'zod';
import { toIso } from '../../core/time.ts';
import type { CaptionedWindow } from '../../core/caption.ts';
import { DirectionSchema } from '../../core/direction.ts';
import { IsoTime, type AgentTool } from './tool.ts';

export const SearchParams = z.strictObject({
  query: z.string().trim().min(1).max(500).describe('What to look for: "white van", "DELIVERY 42", "person walking left"'),
  from: IsoTime.optional().describe('Only windows that end after this time'),
  to: IsoTime.optional().describe('Only windows that start before this time'),
  cameras: z.array(z.string().min(1)).max(64).optional().describe('Only these camera ids'),
  k: z.number().int().min(1).max(64).default(16).describe('How many windows'),
}).refine((a) => a.from === undefined || a.to === undefined || a.from < a.to, 'from must be before to');

export const SearchHitSchema = z.strictObject({
  id: z.string(),
  camera: z.string(),
  start: z.string(),
  end: z.string(),
  startMs: z.number(),
  endMs: z.number(),
  score: z.number(),
  kind: z.string(),
  caption: z.string(),
  objects: z.array(z.strictObject({ label: z.string(), count: z.number(), colours: z.array(z.string()) })),
  text: z.array(z.string()),
  tracks: z.array(z.strictObject({
    start: z.number(), end: z.number(), colour: z.string().nullable(), direction: DirectionSchema,
    entering: z.boolean(), leaving: z.boolean(), size: z.number(),
    from: z.strictObject({ x: z.number(), y: z.number() }).optional().describe('Its centre when first seen (fractions of the frame)'),
    to: z.strictObject({ x: z.number(), y: z.number() }).optional().describe('Its centre when last seen'),
    objectClass: z.enum(['person', 'vehicle', 'animal', 'object']).optional().describe('From size judged against where in the frame it stood'),
  })),
  stationary: z.array(z.strictObject({
    since: z.number(), until: z.number().optional(), colour: z.string().nullable(),
    objectClass: z.enum(['person', 'vehicle', 'animal', 'object']), label: z.string().optional(),
    at: z.strictObject({ x: z.number(), y: z.number() }), size: z.number().optional(),
  })).optional().describe('Things that arrived and stand in view during the window (a parked car, a left bag): since when, until when if they moved off'),
  lighting: z.array(z.strictObject({ ts: z.number(), event: z.string() })),
  keyframe: z.string().optional(),
});
export type SearchHitData = z.infer<typeof SearchHitSchema>;

export const SearchOutput = z.strictObject({ hits: z.array(SearchHitSchema) });
export type SearchData = z.infer<typeof SearchOutput>;

export function hitData(w: CaptionedWindow, score: number): SearchHitData {
  const win = w.window;
  return {
    id: win.id, camera: win.camera, start: toIso(win.start), end: toIso(win.end), startMs: win.start, endMs: win.end,
    score: Math.round(score * 1e4) / 1e4, kind: win.kind, caption: w.caption,
    objects: w.tags.objects.map((o) => ({ label: o.label, count: o.count, colours: o.colours })),
    text: w.tags.text,
    tracks: (win.motion.tracks ?? []).map((t) => ({ start: t.start, end: t.end, colour: t.colour, direction: t.direction, entering: t.entering, leaving: t.leaving, size: t.size, from: t.from, to: t.to, ...(t.objectClass ? { objectClass: t.objectClass } : {}) })),
    ...(win.stationary?.length ? { stationary: win.stationary.map((s) => ({ since: s.since, ...(s.until !== undefined ? { until: s.until } : {}), colour: s.colour, objectClass: s.objectClass, ...(s.label ? { label: s.label } : {}), at: s.at, size: s.size })) } : {}),
    lighting: win.lighting.events,
    ...(win.keyframes.length ? { keyframe: win.keyframes[Math.floor(win.keyframes.length / 2)].path } : {}),
  };
}

export const searchTool: AgentTool<typeof SearchParams, typeof SearchOutput> = {
  name: 'search',
  description: 'Hybrid search (full text + embedding) over captioned windows of footage. Returns matching windows with score, camera, absolute start/end, caption, objects, text read, motion tracks and lighting events, ordered by time.',
  params: SearchParams,
  output: SearchOutput,
  timeoutMs: 20_000,
  async run(a, ctx, signal) {
    const [vector] = await ctx.embedder.embedText([a.query], signal);
    const hits = await ctx.index.search({ text: a.query, vector: Array.from(vector), cameras: a.cameras, from: a.from, to: a.to, k: a.k });
    const data = hits.map((h) => hitData(h.window, h.score)).sort((x, y) => x.startMs - y.startMs || x.camera.localeCompare(y.camera));
    const best = hits[0]?.window.window;
    return {
      summary: hits.length
        ? `${hits.length} window(s) for "${a.query}"; best: ${best!.camera} ${toIso(best!.start)}`
        : `no windows match "${a.query}"${a.from !== undefined ? ` between ${toIso(a.from)} and ${a.to !== undefined ? toIso(a.to) : 'now'}` : ''}`,
      data: { hits: data },
      citations: data.map((d) => ({ camera: d.camera, start: d.startMs, end: d.endMs, ...(d.keyframe ? { keyframe: d.keyframe } : {}) })),
    };
  },
};
