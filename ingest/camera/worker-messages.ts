// Messages between the ingest supervisor (parent) and a camera worker process (child),
// validated with zod on arrival: a worker is another process and may be broken.
import { z } from 'zod';
import { WindowSchema } from '../../core/window.ts';

export const WorkerStartSchema = z.strictObject({
  type: z.literal('start'),
  camera: z.strictObject({
    id: z.string(),
    url: z.string(),
    ingest: z.record(z.string(), z.unknown()),
    detect: z.record(z.string(), z.unknown()),
    windows: z.record(z.string(), z.unknown()),
  }),
  dataDir: z.string(),
  /** Known codec from an earlier connection, so the worker can skip probing. */
  codec: z.enum(['h264', 'h265']).optional(),
  /** The frame rate the stream declared at the last probe (null: it did not). */
  declaredFps: z.number().nullable().optional(),
  /** Ingest plugin modules the parent loaded; the worker loads them before opening the camera. */
  plugins: z.array(z.string()).default([]),
});
export type WorkerStart = z.infer<typeof WorkerStartSchema>;

export const ParentMessageSchema = z.discriminatedUnion('type', [
  WorkerStartSchema,
  z.strictObject({ type: z.literal('stop') }),
]);
export type ParentMessage = z.infer<typeof ParentMessageSchema>;

export const WorkerMessageSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('connected'), codec: z.enum(['h264', 'h265']), width: z.number(), height: z.number(), fps: z.number().nullable(), declaredFps: z.number().nullable() }),
  z.strictObject({ type: z.literal('first-frame'), ts: z.number() }),
  z.strictObject({ type: z.literal('frames'), frames: z.number(), dropped: z.number(), lastTs: z.number().nullable(), lagMs: z.number().nullable() }),
  z.strictObject({ type: z.literal('segment'), path: z.string(), start: z.number() }),
  z.strictObject({ type: z.literal('segment-closed'), path: z.string(), start: z.number(), end: z.number().optional() }),
  z.strictObject({ type: z.literal('error'), message: z.string(), reason: z.string() }),
  z.strictObject({ type: z.literal('eos') }),
  z.strictObject({ type: z.literal('window'), window: WindowSchema }),
  z.strictObject({ type: z.literal('progress'), window: WindowSchema.omit({ closedBy: true }) }),
]);
export type WorkerMessage = z.infer<typeof WorkerMessageSchema>;
