// The shape of DATA/status.json as readers (vigil status, the dashboard) rely on it, checked
// on read: the file can be damaged (a full disk, a hand edit) and must fail with a message.
import { z } from 'zod';

const CameraStatusSchema = z.looseObject({
  camera: z.string(),
  state: z.enum(['connecting', 'live', 'reconnecting', 'down', 'stopped', 'finished']),
  fps: z.number(),
  lagMs: z.number().nullable(),
  framesTotal: z.number(),
  framesDropped: z.number(),
  reconnects: z.number(),
  lastError: z.string().nullable(),
  lastFrameAt: z.string().nullable(),
  since: z.string(),
});

export const StatusFileSchema = z.looseObject({
  updated: z.string().refine((s) => !Number.isNaN(Date.parse(s)), 'not a time'),
  pid: z.number(),
  cameras: z.array(CameraStatusSchema),
});
