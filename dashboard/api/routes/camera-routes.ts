// Camera routes: list, get, add (probed first), update, remove, status, latest snapshot, and a
// probe without adding. Passwords go in, never out: answers carry hasPassword only, and URLs
// are shown with any credentials masked.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { CameraInputSchema, CameraPatchSchema, type CameraEntry } from '../../../ingest/index.ts';
import { redactUrl } from '../../../core/redact.ts';
import type { CameraStatus } from '../../../core/types.ts';
import { notFound } from '../http-errors.ts';
import { route, type RouteSpec } from '../route.ts';
import { CameraParamsSchema, IsoTimeSchema } from '../schemas.ts';
import type { ApiServices } from '../services.ts';
import { latestSnapshot, snapshotAt } from '../../playback/snapshot.ts';
import { probeView } from './probe-snapshot-routes.ts';

const StatusSchema = z.object({
  camera: z.string(), state: z.string(), fps: z.number(), lagMs: z.number().nullable(), framesTotal: z.number(), framesDropped: z.number(),
  reconnects: z.number(), lastError: z.string().nullable(), lastFrameAt: z.string().nullable(), since: z.string(),
}).passthrough();

export const CameraViewSchema = z.object({
  id: z.string(), name: z.string().optional(), location: z.string().optional(),
  url: z.string().describe('Credentials masked'), username: z.string().optional(),
  hasPassword: z.boolean().describe('Passwords are write-only'), timezone: z.string(), enabled: z.boolean(),
  origin: z.enum(['config', 'store']).describe('config = from the config file (read-only here); store = added at run time'),
  shadowed: z.boolean().describe('A stored camera whose id the config file also uses; the config file one runs'),
  status: StatusSchema.nullable(),
}).passthrough();

const ProbeSchema = z.object({ codec: z.string(), width: z.number(), height: z.number(), fps: z.number().nullable(), snapshot: z.string().optional().describe('URL of the decoded frame') });

export function cameraView(e: CameraEntry, status: CameraStatus | undefined): z.infer<typeof CameraViewSchema> {
  const { username, ...c } = e.camera;
  return {
    ...c, url: redactUrl(c.url), ...(username ? { username } : {}), hasPassword: e.hasPassword, origin: e.origin, shadowed: e.shadowed,
    status: status ? statusView(status) : null,
  };
}

/** Status without internal paths, credentials masked. */
export function statusView(st: CameraStatus): z.infer<typeof StatusSchema> {
  return { ...st, lastError: st.lastError ? redactUrl(st.lastError) : null, ...(st.segment ? { segment: st.segment.split('/').pop() } : {}) };
}

const ProbeInputSchema = z.strictObject({
  url: z.string().min(1).max(2048), username: z.string().max(256).optional(), password: z.string().max(256).optional(),
});

export function cameraRoutes(s: ApiServices): RouteSpec[] {
  const view = (e: CameraEntry) => cameraView(e, s.cameras.status(e.camera.id));
  const entry = (id: string) => s.cameras.get(id) ?? (() => { throw notFound(`camera ${id}`); })();
  return [
    route({
      method: 'get', path: '/api/cameras', tag: 'cameras', role: 'viewer', summary: 'Every camera: config-file ones and those added at run time, with status',
      response: z.object({ cameras: z.array(CameraViewSchema) }),
      handler: () => ({ cameras: s.cameras.list().map(view) }),
    }),
    route({
      method: 'post', path: '/api/cameras', tag: 'cameras', role: 'admin', summary: 'Add a camera: probed first (codec, resolution, fps, snapshot); an unreachable URL or bad credentials are refused with the probe\'s message',
      body: CameraInputSchema, response: z.object({ camera: CameraViewSchema, probe: ProbeSchema.optional() }), statuses: { 409: 'The id is taken', 422: 'The probe failed' },
      handler: async (c, { body, signal }) => {
        const r = await s.cameras.add(body, signal);
        return c.json({ camera: view(r.entry), ...(r.probe ? { probe: probeView(r.probe) } : {}) }, 201);
      },
    }),
    route({
      method: 'post', path: '/api/probe', tag: 'cameras', role: 'admin', summary: 'Probe a camera URL without adding it',
      body: ProbeInputSchema, response: ProbeSchema, statuses: { 422: 'The probe failed' },
      handler: async (_c, { body, signal }) => probeView(await s.cameras.probe(body, signal)),
    }),
    route({
      method: 'get', path: '/api/cameras/:id', tag: 'cameras', role: 'viewer', summary: 'One camera with status',
      params: CameraParamsSchema, response: CameraViewSchema, statuses: { 404: 'No such camera' },
      handler: (_c, { params }) => view(entry(params.id)),
    }),
    route({
      method: 'patch', path: '/api/cameras/:id', tag: 'cameras', role: 'admin', summary: 'Change a camera added at run time (enable/disable, URL, credentials, names); takes effect at once',
      params: CameraParamsSchema, body: CameraPatchSchema.strict(), response: z.object({ camera: CameraViewSchema, probe: ProbeSchema.optional() }), statuses: { 404: 'No such camera', 422: 'The probe failed' },
      handler: async (_c, { params, body, signal }) => {
        entry(params.id);
        const r = await s.cameras.update(params.id, body, signal);
        return { camera: view(r.entry), ...(r.probe ? { probe: probeView(r.probe) } : {}) };
      },
    }),
    route({
      method: 'delete', path: '/api/cameras/:id', tag: 'cameras', role: 'admin', summary: 'Remove a camera added at run time; its worker stops, its recordings stay until retention',
      params: CameraParamsSchema, response: z.object({ removed: z.string() }), statuses: { 404: 'No such camera' },
      handler: async (_c, { params }) => {
        entry(params.id);
        await s.cameras.remove(params.id);
        return { removed: params.id };
      },
    }),
    route({
      method: 'get', path: '/api/cameras/:id/status', tag: 'cameras', role: 'viewer', summary: 'State, fps, lag, drops, reconnects, last error',
      params: CameraParamsSchema, response: StatusSchema, statuses: { 404: 'No such camera, or it is not running' },
      handler: (_c, { params }) => {
        entry(params.id);
        const st = s.cameras.status(params.id);
        if (!st) throw notFound(`status of camera ${params.id} (it is not running)`);
        return statusView(st);
      },
    }),
    route({
      method: 'get', path: '/api/cameras/:id/snapshot', tag: 'recordings', role: 'viewer', summary: 'A JPEG of the camera at `at` (decoded from the recording), or the latest frame',
      params: CameraParamsSchema, query: z.strictObject({ at: IsoTimeSchema.optional(), t: z.string().max(20).optional().describe('Ignored: lets a page ask for a fresh picture (cache-buster)') }), produces: 'image/jpeg', statuses: { 404: 'No recording at that time' },
      handler: async (c, { params, query }) => {
        if (!s.cameras.get(params.id) && !hasRecordings(s, params.id)) throw notFound(`camera ${params.id}`);
        const shot = query.at === undefined ? await latestSnapshot(s.dataDir, params.id) : await snapshotAt(s.dataDir, params.id, query.at);
        return c.body(new Uint8Array(shot.jpeg), 200, { 'Content-Type': 'image/jpeg', 'X-Frame-Time': new Date(shot.ts).toISOString() });
      },
    }),
  ];
}

/** Cameras that were removed (or only ingested from files) still have footage to play. */
export function hasRecordings(s: ApiServices, id: string): boolean {
  return s.cameras.get(id) !== undefined || knownOnDisk(s.dataDir, id);
}

function knownOnDisk(dataDir: string, id: string): boolean {
  return existsSync(join(dataDir, 'recordings', id));
}
