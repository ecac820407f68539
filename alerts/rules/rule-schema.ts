// The alert rule as data: a question template bound to values, cameras, an optional zone,
// a schedule, a minimum confidence, a cooldown, a severity and deliveries. Strict zod
// schemas with a default and a description on every field; cross-field checks (placeholders
// bound, cameras known, schedule sane, zone inside the frame) are the verify* functions in
// validate-rule.ts.
import { z } from 'zod';
import { AlertSeveritySchema } from '../../core/alert.ts';

export const RULE_ID = /^[a-z0-9][a-z0-9_-]{0,63}$/;

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, 'use HH:MM (00:00 to 24:00)');

export const TimeRangeSchema = z.strictObject({
  from: hhmm.describe('Local start, HH:MM (inclusive)'),
  to: hhmm.describe('Local end, HH:MM (exclusive); earlier than from = crosses midnight into the next day'),
}).describe('A daily time range in the camera\'s time zone');

export const ScheduleSchema = z.strictObject({
  days: z.array(z.enum(WEEKDAYS)).min(1).default([...WEEKDAYS]).describe('Days of the week a range may start on (a range crossing midnight runs into the next day)'),
  times: z.array(TimeRangeSchema).min(1).default([{ from: '00:00', to: '24:00' }]).describe('Time ranges, in the camera\'s time zone'),
}).describe('When the rule is armed');
export type Schedule = z.infer<typeof ScheduleSchema>;

export const PointSchema = z.tuple([z.number(), z.number()]).describe('[x, y] as fractions of the frame (0..1, origin top left)');
export const ZoneSchema = z.strictObject({
  name: z.string().min(1).max(64).optional().describe('Name shown in answers ("driveway")'),
  points: z.array(PointSchema).min(3).max(64).describe('Polygon corners, in order'),
}).describe('Only evidence inside this polygon counts');
export type Zone = z.infer<typeof ZoneSchema>;

export const DeliverySchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('webhook'),
    url: z.string().url().refine((u) => /^https?:\/\//i.test(u), 'use an http:// or https:// URL').describe('Receives a signed JSON POST per alert event'),
  }),
  z.strictObject({ type: z.literal('mqtt') }).describe('Publish on vigil/alerts of the broker in alerts.mqtt.url'),
  z.strictObject({ type: z.literal('redis') }).describe('Publish on the Redis channel <keyPrefix>alerts (bus must be redis)'),
]);
export type Delivery = z.infer<typeof DeliverySchema>;

export const RuleInputSchema = z.strictObject({
  id: z.string().regex(RULE_ID, 'use lowercase letters, digits, "-" or "_" (max 64)').describe('Rule id'),
  template: z.string().min(3).max(500).describe('Question with {placeholders}, e.g. "is there a {object} in the {zone}?"'),
  values: z.record(z.string().regex(/^[a-z][a-z0-9_]*$/i, 'placeholder names are letters, digits and _'), z.string().min(1).max(100)).default({}).describe('A value for every placeholder'),
  cameras: z.array(z.string().min(1)).min(1).describe('Cameras the rule watches'),
  zone: ZoneSchema.optional(),
  schedule: ScheduleSchema.prefault({}),
  minConfidence: z.number().min(0).max(1).default(0.6).describe('Answers below this confidence do not fire'),
  cooldownSeconds: z.number().min(0).max(86_400).default(60).describe('After an alert ends, a new event on the same camera fires only after this long'),
  endAfterSeconds: z.number().min(1).max(3600).default(10).describe('An alert ends when the answer has been no (or nothing was seen) for this long'),
  severity: AlertSeveritySchema.default('warning'),
  deliveries: z.array(DeliverySchema).max(16).default([]).describe('Where alert events go besides the bus/WebSocket'),
  enabled: z.boolean().default(true),
  mutedUntil: z.number().nullable().default(null).describe('Epoch ms; while in the future the rule fires nothing'),
}).describe('An alert rule');
export type RuleInput = z.input<typeof RuleInputSchema>;
export type Rule = z.infer<typeof RuleInputSchema>;

/** A field of RuleInputSchema without its default, optional: absent in a patch = unchanged. */
function unchanged<T extends z.ZodType>(field: z.ZodDefault<T> | z.ZodPrefault<T>): z.ZodOptional<T> {
  return field.unwrap().optional().describe(`${field.description ?? ''} (absent: unchanged)`.trim());
}

const rule = RuleInputSchema.shape;
const schedule = ScheduleSchema.shape;

/**
 * The fields an update may change (the id stays), each without its default: zod's partial()
 * keeps the defaults, so parsing `{ severity }` with it would also reset the cooldown, the
 * schedule, the deliveries... to their defaults. Absent = unchanged; the schedule's days and
 * times are changed one by one; `zone: null` removes the zone.
 */
export const RulePatchSchema = z.strictObject({
  template: rule.template.optional(),
  values: unchanged(rule.values),
  cameras: rule.cameras.optional(),
  zone: ZoneSchema.nullable().optional().describe('Only evidence inside this polygon counts; null removes the zone'),
  schedule: z.strictObject({ days: unchanged(schedule.days), times: unchanged(schedule.times) }).optional().describe('When the rule is armed; days and times absent are unchanged'),
  minConfidence: unchanged(rule.minConfidence),
  cooldownSeconds: unchanged(rule.cooldownSeconds),
  endAfterSeconds: unchanged(rule.endAfterSeconds),
  severity: unchanged(rule.severity),
  deliveries: unchanged(rule.deliveries),
  enabled: unchanged(rule.enabled),
  mutedUntil: unchanged(rule.mutedUntil),
}).describe('A change to an alert rule: only the fields given change');
export type RulePatch = z.input<typeof RulePatchSchema>;

/** The rule after a parsed patch: fields the patch names replace the rule's; the rest stay. */
export function applyRulePatch(current: Rule, patch: z.output<typeof RulePatchSchema>): RuleInput {
  const { zone, schedule: sched, ...fields } = patch;
  const defined = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
  const next: RuleInput = { ...current, ...defined };
  if (sched) next.schedule = { ...current.schedule, ...Object.fromEntries(Object.entries(sched).filter(([, v]) => v !== undefined)) };
  if (zone === null) delete next.zone;
  else if (zone) next.zone = zone;
  return next;
}
