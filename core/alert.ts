// The alert: one continuing event of one rule on one camera (DESIGN.md, Alerts). Travels on
// the bus (alert.new / alert.update / alert.end), over webhooks, MQTT and Redis pub/sub, and
// is stored by the alerts stage; validated with zod wherever it crosses a boundary.
import { z } from 'zod';

export const AlertSeveritySchema = z.enum(['info', 'warning', 'critical']);
export type AlertSeverity = z.infer<typeof AlertSeveritySchema>;

export const AlertEvidenceSchema = z.strictObject({
  window: z.string().describe('Window id the evidence comes from'),
  ts: z.number().describe('Wall-clock time of the keyframe, epoch ms'),
  path: z.string().describe('Keyframe JPEG'),
});

export const AlertSchema = z.strictObject({
  id: z.string().describe('`${rule}:${camera}:${startMs}`'),
  rule: z.string(),
  camera: z.string(),
  question: z.string().describe('The rule\'s template with its values bound'),
  severity: AlertSeveritySchema,
  state: z.enum(['open', 'ended']),
  start: z.number().describe('Epoch ms of the first evidence'),
  updated: z.number().describe('Epoch ms of the newest evidence'),
  end: z.number().nullable().describe('Epoch ms the condition stopped; null while open'),
  answer: z.string().describe('What the verifier said, in plain words'),
  confidence: z.number().min(0).max(1),
  verifier: z.string().describe('builtin or provider/model of the VLM, with the prompt version'),
  evidence: z.array(AlertEvidenceSchema).describe('Keyframes, oldest first (at most a few)'),
  windows: z.array(z.string()).describe('Windows that said yes'),
  recording: z.strictObject({ from: z.number(), to: z.number() }).describe('Recording range retention keeps pinned while the alert exists'),
  seq: z.number().int().min(1).describe('1 for alert.new, +1 per update and the end: alert id + seq is the idempotency key'),
  firedAt: z.number().describe('Wall-clock time vigil decided to fire'),
  acked: z.strictObject({ at: z.number(), by: z.string() }).nullable(),
});
export type Alert = z.infer<typeof AlertSchema>;

export const AlertEventTypeSchema = z.enum(['new', 'update', 'end']);
export type AlertEventType = z.infer<typeof AlertEventTypeSchema>;

/** What each delivery carries: Frigate's reviews shape ({type, before, after}) plus a key. */
export const AlertEventSchema = z.strictObject({
  type: AlertEventTypeSchema,
  key: z.string().describe('`${alert.id}#${seq}`: receivers drop repeats by it (delivery is at-least-once)'),
  before: AlertSchema.nullable(),
  after: AlertSchema,
});
export type AlertEvent = z.infer<typeof AlertEventSchema>;
