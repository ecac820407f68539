// Playback routes: an HLS playlist over the recorded segments of [from, to) (live when the
// range is still running: playback/hls-playlist.ts), the segments
// themselves (file names validated and mapped back to where the recorder puts them; nothing
// a user sends is used as a path), and an MP4 clip of [from, to) with HTTP Range.
import { z } from 'zod';
import { parseFileStamp } from '../../../core/time.ts';
import { segmentPath } from '../../../ingest/index.ts';
import { notFound } from '../http-errors.ts';
import { route, type RouteSpec } from '../route.ts';
import { CameraIdSchema, CameraParamsSchema, PlaylistQuerySchema, RangeQuerySchema } from '../schemas.ts';
import type { ApiServices } from '../services.ts';
import { existingInside } from '../../playback/safe-path.ts';
import { hlsPlaylist } from '../../playback/hls-playlist.ts';
import { rangePlaylist } from '../../playback/live-range.ts';
import { makeClip } from '../../playback/mp4-clip.ts';
import { sendFile } from '../send-file.ts';
import { hasRecordings } from './camera-routes.ts';
import { dirname } from 'node:path';

const SEGMENT_NAME = /^([a-z0-9][a-z0-9_-]{0,63})-(\d{8}T\d{6}\.\d{3}Z)\.ts$/;

export function recordingRoutes(s: ApiServices): RouteSpec[] {
  const known = (id: string) => { if (!hasRecordings(s, id)) throw notFound(`camera ${id}`); };
  return [
    route({
      method: 'get', path: '/api/cameras/:id/recordings.m3u8', tag: 'recordings', role: 'viewer',
      summary: 'HLS playlist of the recorded MPEG-TS segments covering [from, to) (no re-encode; EXT-X-PROGRAM-DATE-TIME per segment); without `to`, or with `to` in the future, a live EVENT playlist that grows as segments close',
      params: CameraParamsSchema, query: PlaylistQuerySchema, produces: 'application/vnd.apple.mpegurl', statuses: { 404: 'No recording in the range' },
      handler: async (c, { params, query }) => {
        known(params.id);
        const pl = await rangePlaylist({
          dataDir: s.dataDir, camera: params.id, from: query.from, to: query.to, now: Date.now(),
          segmentSeconds: s.config.ingest.segmentSeconds, recording: s.cameras.status(params.id)?.state === 'live',
        });
        // A live range may have no closed segment yet; a finished one without any has nothing to play.
        if (!pl.segments.length && pl.ended) throw notFound(`a recording of ${params.id} in that range`);
        return c.body(hlsPlaylist(pl.segments, (x) => `recordings/${x.name}`, pl), 200, { 'Content-Type': 'application/vnd.apple.mpegurl', 'Cache-Control': 'no-cache' });
      },
    }),
    route({
      method: 'get', path: '/api/cameras/:id/recordings/:name', tag: 'recordings', role: 'viewer', summary: 'One recorded MPEG-TS segment (Range supported)',
      params: z.strictObject({ id: CameraIdSchema, name: z.string().regex(SEGMENT_NAME, 'a segment file name <camera>-<UTC stamp>.ts') }),
      produces: 'video/mp2t', statuses: { 404: 'No such segment', 416: 'Range outside the file' },
      handler: (c, { params }) => {
        const m = SEGMENT_NAME.exec(params.name)!;
        const start = parseFileStamp(m[2]);
        if (m[1] !== params.id || start === undefined) throw notFound('segment');
        // Rebuilt from the parsed time, as the recorder names it: the user's string is not a path.
        const expected = segmentPath(s.dataDir, params.id, start);
        const day = dirname(expected).split('/').pop()!;
        const path = existingInside(`${s.dataDir}/recordings`, params.id, day, params.name);
        if (!path) throw notFound('segment');
        return sendFile(c, path, 'video/mp2t');
      },
    }),
    route({
      method: 'get', path: '/api/cameras/:id/clip.mp4', tag: 'recordings', role: 'viewer',
      summary: 'MP4 clip of [from, to), remuxed without re-encoding (starts at the keyframe at or before from), faststart, HTTP Range',
      params: CameraParamsSchema, query: RangeQuerySchema, produces: 'video/mp4', statuses: { 404: 'No recording in the range', 416: 'Range outside the file' },
      handler: async (c, { params, query }) => {
        known(params.id);
        const path = await makeClip(s.dataDir, params.id, query.from, query.to);
        return sendFile(c, path, 'video/mp4', { 'Content-Disposition': `attachment; filename="${path.split('/').pop()}"` });
      },
    }),
  ];
}
