// The shapes of rollups on disk. A day file keeps the compact facts of every window that
// overlaps the day (so a rollup can be rebuilt from any arrival order, and re-adding a window
// replaces its facts) beside the hour and day rollups computed from them. Validated on read:
// the files are a boundary (another process, an older version, a torn write).
import { z } from 'zod';

const ObjectFactSchema = z.strictObject({
  label: z.string(),
  count: z.number().int().min(0),
  colours: z.array(z.string()),
});

const TrackFactSchema = z.strictObject({
  start: z.number(),
  end: z.number(),
  colour: z.string().nullable(),
  direction: z.string(),
  entering: z.boolean(),
  leaving: z.boolean(),
});

/** What a rollup needs from one captioned window. */
export const WindowFactSchema = z.strictObject({
  id: z.string(),
  start: z.number(),
  end: z.number(),
  kind: z.enum(['activity', 'idle', 'scene']),
  cut: z.boolean(),
  closedBy: z.string(),
  objects: z.array(ObjectFactSchema),
  text: z.array(z.string()),
  lighting: z.array(z.strictObject({ ts: z.number(), event: z.string() })),
  tracks: z.array(TrackFactSchema),
  entering: z.boolean(),
  leaving: z.boolean(),
  caption: z.string(),
});
export type WindowFact = z.infer<typeof WindowFactSchema>;

export const NotableKindSchema = z.enum([
  'first-activity', 'activity-after-quiet', 'entering', 'leaving', 'text-appeared', 'lighting', 'cut', 'gap',
]);
export type NotableKind = z.infer<typeof NotableKindSchema>;

export const NotableEventSchema = z.strictObject({
  ts: z.number(),
  kind: NotableKindSchema,
  detail: z.string(),
  window: z.string().optional().describe('Id of the window the event was seen in'),
});
export type NotableEvent = z.infer<typeof NotableEventSchema>;

const WrittenSummarySchema = z.strictObject({
  text: z.string(),
  by: z.string().describe('provider/model'),
  at: z.number(),
  windows: z.number().int().describe('Windows in the rollup when it was written; a different count means it is stale'),
});

export const RollupSchema = z.strictObject({
  camera: z.string(),
  granularity: z.enum(['hour', 'day']),
  start: z.number().describe('Epoch ms, inclusive (UTC hour or day)'),
  end: z.number().describe('Epoch ms, exclusive'),
  windows: z.number().int().describe('Windows overlapping the period, any kind'),
  activityWindows: z.number().int().describe('Activity and scene windows overlapping the period'),
  activeMinutes: z.number().int().describe('Distinct minutes of the period overlapped by an activity window'),
  coveredMs: z.number().describe('Time of the period covered by any window (footage seen)'),
  objects: z.record(z.string(), z.strictObject({
    windows: z.number().int().describe('Windows the label was seen in'),
    maxAtOnce: z.number().int().describe('Most seen together in one window'),
    colours: z.record(z.string(), z.number().int()).describe('Colour -> windows it was seen in'),
  })),
  text: z.array(z.strictObject({ text: z.string(), first: z.number(), last: z.number(), windows: z.number().int() })),
  lighting: z.array(z.strictObject({ ts: z.number(), event: z.string() })),
  events: z.array(NotableEventSchema).describe('Notable events, oldest first'),
  omittedEvents: z.number().int().describe('Notable events left out to keep the rollup short'),
  gaps: z.array(z.strictObject({ from: z.number(), to: z.number() })).describe('Stretches between known windows with no footage'),
  summary: z.string().describe('Deterministic plain-text summary from the counts'),
  written: WrittenSummarySchema.optional().describe('Summary by a chat model, when one was made for exactly these windows'),
});
export type Rollup = z.infer<typeof RollupSchema>;

export const RollupDayFileSchema = z.strictObject({
  version: z.literal(1),
  camera: z.string(),
  date: z.string().describe('UTC date, YYYY-MM-DD'),
  facts: z.array(WindowFactSchema).describe('Windows overlapping the day, oldest first'),
  day: RollupSchema,
  hours: z.array(RollupSchema).describe('Hours with any footage, oldest first'),
  written: z.record(z.string(), WrittenSummarySchema).default({}).describe('Chat-model summaries by `${granularity}:${start}`'),
});
export type RollupDayFile = z.infer<typeof RollupDayFileSchema>;
