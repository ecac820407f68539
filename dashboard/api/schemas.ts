// Schemas shared by the API's routes: ids, ISO times (with an offset, turned into epoch ms),
// ranges, lists in query strings, and the one error shape.
import { z } from 'zod';
import { parseIso } from '../../core/time.ts';

export const ApiErrorSchema = z.strictObject({
  error: z.strictObject({ code: z.string().describe('Machine-readable, e.g. not_found, invalid_request, unauthorized'), message: z.string() }),
});

export const CameraIdSchema = z.string().regex(/^[a-z0-9][a-z0-9_-]{0,63}$/, 'a camera id: lowercase letters, digits, "-" or "_" (max 64)');
export const CameraParamsSchema = z.strictObject({ id: CameraIdSchema.describe('Camera id') });

export const WindowIdSchema = z.string().max(100).regex(/^[a-z0-9][a-z0-9_-]{0,63}:\d{1,16}$/, 'a window id: <camera>:<start epoch ms>');

/** ISO 8601 with an offset at the boundary, epoch ms inside. */
export const IsoTimeSchema = z.string().max(40).transform((s, ctx) => {
  try {
    return parseIso(s);
  } catch (err) {
    ctx.addIssue({ code: 'custom', message: (err as Error).message });
    return z.NEVER;
  }
}).describe('ISO 8601 time with an offset, e.g. 2026-11-30T09:00:00Z');

export const KindSchema = z.enum(['activity', 'idle', 'scene']);

/** "a,b" or a repeated key, into a list. */
export const listOf = <T extends z.ZodType>(item: T, max = 50) => z.preprocess(
  (v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : v),
  z.array(item).max(max),
);

const intString = (min: number, max: number, dflt: number) => z.preprocess(
  (v) => (typeof v === 'string' && /^\d{1,9}$/.test(v) ? Number(v) : v),
  z.number().int().min(min).max(max).default(dflt),
);
export { intString };

export const RangeQuerySchema = z.strictObject({
  from: IsoTimeSchema,
  to: IsoTimeSchema,
}).refine((q) => q.from < q.to, { message: 'from must be before to' });

/** A playlist's range: without `to` (or with `to` in the future) the playlist is live and grows. */
export const PlaylistQuerySchema = z.strictObject({
  from: IsoTimeSchema,
  to: IsoTimeSchema.optional().describe('End of the range; omit it to watch live (an EVENT playlist without end)'),
}).refine((q) => q.to === undefined || q.from < q.to, { message: 'from must be before to' });

export const IsoOut = z.string().describe('ISO 8601, UTC');
