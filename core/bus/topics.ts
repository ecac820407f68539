// Bus topics and their message schemas. Every message is validated on publish and on
// receipt, whichever backend carries it.
import { z } from 'zod';
import { WindowSchema } from '../window.ts';
import { CaptionedWindowSchema } from '../caption.ts';
import { AlertEventSchema } from '../alert.ts';
import { formatIssues } from '../zod-issues.ts';

export const TOPICS = {
  'window.closed': z.strictObject({ window: WindowSchema }),
  /** A window still open: its facts so far (end = its newest frame), every couple of seconds. */
  'window.progress': z.strictObject({ window: WindowSchema.omit({ closedBy: true }) }),
  'window.captioned': z.strictObject({ captioned: CaptionedWindowSchema }),
  /** A window is searchable: its caption and embedding are in the index. */
  'window.indexed': z.strictObject({ id: z.string(), camera: z.string(), start: z.number(), end: z.number(), kind: z.enum(['activity', 'idle', 'scene']) }),
  'alert.new': AlertEventSchema,
  'alert.update': AlertEventSchema,
  'alert.end': AlertEventSchema,
} as const;

export type Topic = keyof typeof TOPICS;
export type TopicMessage<T extends Topic> = z.infer<(typeof TOPICS)[T]>;

/** Why a message does not fit its topic's schema, in words (the same for every bus). */
export function invalidMessage(topic: string, error: z.ZodError): string {
  return `invalid ${topic} message: ${formatIssues(error)}`;
}
