// The probe's snapshot as a URL (seam for the add-camera wizard of the web UI): a probe writes
// DATA/snapshots/probe-<stamp>.jpg; answers carry /api/probe-snapshots/<name> instead of the
// data-dir path, and this route serves it to admins (the only ones who can probe).
import { join } from 'node:path';
import { z } from 'zod';
import { notFound } from '../http-errors.ts';
import { route, type RouteSpec } from '../route.ts';
import type { ApiServices, ProbeInfo } from '../services.ts';
import { existingInside } from '../../playback/safe-path.ts';
import { sendFile } from '../send-file.ts';

const NAME = /^probe-\d{8}T\d{6}(?:\.\d{3})?Z\.jpg$/;

/** The probe as the API shows it: the snapshot as a URL, never a path. */
export function probeView(p: ProbeInfo): ProbeInfo {
  const name = p.snapshot?.split('/').pop();
  const { snapshot: _path, ...rest } = p;
  return name && NAME.test(name) ? { ...rest, snapshot: `/api/probe-snapshots/${name}` } : rest;
}

export function probeSnapshotRoutes(s: ApiServices): RouteSpec[] {
  return [route({
    method: 'get', path: '/api/probe-snapshots/:name', tag: 'cameras', role: 'admin', summary: 'The JPEG a probe decoded (its URL is in the probe answer)',
    params: z.strictObject({ name: z.string().regex(NAME, 'a probe snapshot name') }), produces: 'image/jpeg', statuses: { 404: 'No such snapshot' },
    handler: (c, { params }) => {
      const path = existingInside(join(s.dataDir, 'snapshots'), params.name);
      if (!path) throw notFound('probe snapshot');
      return sendFile(c, path, 'image/jpeg');
    },
  })];
}
