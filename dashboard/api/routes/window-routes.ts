// Window routes: list by camera and time range, hybrid search with filters, one window, its
// keyframes, and the keyframe JPEGs themselves (names validated, paths kept inside
// DATA/keyframes).
import { join, relative, sep } from 'node:path';
import { z } from 'zod';
import type { CaptionedWindow } from '../../../core/caption.ts';
import { toIso } from '../../../core/time.ts';
import { notFound } from '../http-errors.ts';
import { route, type RouteSpec } from '../route.ts';
import { CameraIdSchema, IsoTimeSchema, KindSchema, WindowIdSchema, intString, listOf } from '../schemas.ts';
import type { ApiServices } from '../services.ts';
import { existingInside } from '../../playback/safe-path.ts';
import { sendFile } from '../send-file.ts';

const KeyframeViewSchema = z.object({ ts: z.string(), reason: z.string().optional(), url: z.string().nullable() });
export const WindowViewSchema = z.object({
  id: z.string(), camera: z.string(), start: z.string(), end: z.string(), kind: z.string(),
  caption: z.string(), tags: z.record(z.string(), z.unknown()), keyframes: z.array(KeyframeViewSchema),
  activity: z.record(z.string(), z.unknown()), lighting: z.record(z.string(), z.unknown()), captionedBy: z.string(),
}).passthrough();

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const KEYFRAME_NAME = /^[a-z0-9][a-z0-9_-]{0,63}-\d{8}T\d{6}(?:\.\d{3})?Z(?:-[a-z0-9]{1,16})?\.jpg$/;

/** The API URL of a keyframe file, when it lies in DATA/keyframes/<camera>/<day>/<name>. */
export function keyframeUrl(dataDir: string, path: string): string | null {
  const parts = relative(join(dataDir, 'keyframes'), path).split(sep);
  if (parts.length !== 3 || parts[0] === '..') return null;
  return `/api/keyframes/${parts.map(encodeURIComponent).join('/')}`;
}

export function windowView(dataDir: string, c: CaptionedWindow): z.infer<typeof WindowViewSchema> {
  const w = c.window;
  return {
    id: w.id, camera: w.camera, start: toIso(w.start), end: toIso(w.end), kind: w.kind, caption: c.caption, tags: c.tags,
    keyframes: w.keyframes.map((k) => ({ ts: toIso(k.ts), ...(k.reason ? { reason: k.reason } : {}), url: keyframeUrl(dataDir, k.path) })),
    activity: w.activity, lighting: w.lighting, motion: { direction: w.motion.direction, colours: w.motion.colours, tracks: w.motion.tracks ?? [] },
    captionedBy: `${c.provider}/${c.model}`,
  };
}

const Filters = {
  camera: listOf(CameraIdSchema).optional().describe('Camera ids (comma-separated or repeated)'),
  from: IsoTimeSchema.optional(),
  to: IsoTimeSchema.optional(),
  kind: listOf(KindSchema, 3).optional().describe('activity, idle, scene'),
};
const checkRange = (q: { from?: number; to?: number }) => q.from === undefined || q.to === undefined || q.from < q.to;

export function windowRoutes(s: ApiServices): RouteSpec[] {
  const getWindow = async (id: string) => (await s.index.get(id)) ?? (() => { throw notFound(`window ${id}`); })();
  return [
    route({
      method: 'get', path: '/api/windows', tag: 'windows', role: 'viewer', summary: 'Windows overlapping [from, to), oldest first',
      query: z.strictObject({ ...Filters, limit: intString(1, 5000, 500) }).refine(checkRange, 'from must be before to'),
      response: z.object({ windows: z.array(WindowViewSchema) }),
      handler: async (_c, { query }) => {
        const rows = await s.index.list({ cameras: query.camera, from: query.from, to: query.to, kinds: query.kind, limit: query.limit });
        return { windows: rows.map((r) => windowView(s.dataDir, r)) };
      },
    }),
    route({
      method: 'get', path: '/api/search', tag: 'windows', role: 'viewer', summary: 'Hybrid search (full text + embedding, fused by rank) with camera, time and kind filters',
      query: z.strictObject({ q: z.string().trim().min(1).max(500), ...Filters, k: intString(1, 200, 20) }).refine(checkRange, 'from must be before to'),
      response: z.object({ hits: z.array(z.object({ score: z.number(), window: WindowViewSchema })) }),
      handler: async (_c, { query, signal }) => {
        const [vector] = await s.embedder.embedText([query.q], signal);
        const hits = await s.index.search({ text: query.q, vector: Array.from(vector), cameras: query.camera, from: query.from, to: query.to, kinds: query.kind, k: query.k });
        return { hits: hits.map((h) => ({ score: h.score, window: windowView(s.dataDir, h.window) })) };
      },
    }),
    route({
      method: 'get', path: '/api/windows/:id', tag: 'windows', role: 'viewer', summary: 'One window with caption and tags',
      params: z.strictObject({ id: WindowIdSchema }), response: WindowViewSchema, statuses: { 404: 'No such window' },
      handler: async (_c, { params }) => windowView(s.dataDir, await getWindow(params.id)),
    }),
    route({
      method: 'get', path: '/api/windows/:id/keyframes', tag: 'windows', role: 'viewer', summary: 'A window\'s keyframes with their URLs',
      params: z.strictObject({ id: WindowIdSchema }), response: z.object({ keyframes: z.array(KeyframeViewSchema) }), statuses: { 404: 'No such window' },
      handler: async (_c, { params }) => ({ keyframes: windowView(s.dataDir, await getWindow(params.id)).keyframes }),
    }),
    route({
      method: 'get', path: '/api/keyframes/:camera/:day/:name', tag: 'windows', role: 'viewer', summary: 'A keyframe JPEG',
      params: z.strictObject({ camera: CameraIdSchema, day: z.string().regex(DAY), name: z.string().regex(KEYFRAME_NAME, 'a keyframe file name') }),
      produces: 'image/jpeg', statuses: { 404: 'No such keyframe' },
      handler: (c, { params }) => {
        const path = existingInside(join(s.dataDir, 'keyframes'), params.camera, params.day, params.name);
        if (!path) throw notFound('keyframe');
        return sendFile(c, path, 'image/jpeg');
      },
    }),
  ];
}
