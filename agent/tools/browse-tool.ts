// browse(from, to, cameras?): the global view of a range -- hour (or, over more than two days,
// day) rollups and the entity registry -- so the agent sees what happened before it searches:
// counts, notable events with times, text seen, lighting, gaps, and each tracked thing with
// its first and last sighting.
import { z } from 'zod';
import { toIso } from '../../core/time.ts';
import { readRollups } from '../../indexer/rollups/index.ts';
import { readEntities } from '../../indexer/entities/index.ts';
import { IsoTime, type AgentTool } from './tool.ts';

const DAY = 86_400_000;

export const BrowseParams = z.strictObject({
  from: IsoTime,
  to: IsoTime,
  cameras: z.array(z.string().min(1)).max(64).optional().describe('Camera ids; all when omitted'),
}).refine((a) => a.from < a.to, 'from must be before to');

export interface BrowseEntity {
  id: string;
  camera: string;
  description: string;
  label: string;
  colour: string | null;
  size: string;
  first: number;
  last: number;
  directions: string[];
  entered: boolean;
  left: boolean;
  windows: string[];
}

export interface BrowseRollup {
  camera: string;
  granularity: 'hour' | 'day';
  start: number;
  end: number;
  summary: string;
  written?: string;
  activityWindows: number;
  coveredMs: number;
  events: { ts: number; kind: string; detail: string; window?: string }[];
  text: { text: string; first: number; last: number }[];
  lighting: { ts: number; event: string }[];
  gaps: { from: number; to: number }[];
}

export interface BrowseWindow {
  id: string;
  camera: string;
  start: number;
  end: number;
  kind: string;
  caption: string;
  text: string[];
  lighting: { ts: number; event: string }[];
}

export interface BrowseData {
  rollups: BrowseRollup[];
  entities: BrowseEntity[];
  /** Activity and scene windows (and any window with a lighting event), for ranges up to 6 hours. */
  windows?: BrowseWindow[];
}

/** Ranges up to this long also list their activity windows (hour rollups are too coarse for "between 08:25 and 08:40"). */
const WINDOW_LIST_MS = 6 * 3_600_000;
const WINDOW_LIST_MAX = 80;

export const browseTool: AgentTool<typeof BrowseParams> = {
  name: 'browse',
  description: 'Overview of a time range: hour rollups (day rollups for ranges over two days) with counts, notable events, text seen, lighting and gaps, plus every tracked entity (e.g. "white van") with first/last sighting, directions and whether it came in or left; ranges up to 6 hours also list their activity windows. Use it first to see what happened.',
  params: BrowseParams,
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
          id: e.id, camera, description: e.description, label: e.label, colour: e.colour, size: e.size,
          first: e.first, last: e.last, directions: e.directions, entered: e.entered, left: e.left, windows: e.windows,
        });
      }
    }
    let windows: BrowseWindow[] | undefined;
    if (a.to - a.from <= WINDOW_LIST_MS) {
      const listed = await ctx.index.list({ cameras, from: a.from, to: a.to });
      windows = listed.filter((c) => c.window.kind !== 'idle' || c.window.lighting.events.length > 0).slice(0, WINDOW_LIST_MAX).map((c) => ({
        id: c.window.id, camera: c.window.camera, start: c.window.start, end: c.window.end, kind: c.window.kind,
        caption: c.caption, text: c.tags.text, lighting: c.window.lighting.events,
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
