// Bus topics and their message schemas. Every message is validated on publish and on
// receipt, whichever backend carries it.
import { z } from 'zod';
import { WindowSchema } from '../window.ts';
import { CaptionedWindowSchema } from '../caption.ts';

export const TOPICS = {
  'window.closed': z.strictObject({ window: WindowSchema }),
  'window.captioned': z.strictObject({ captioned: CaptionedWindowSchema }),
} as const;

export type Topic = keyof typeof TOPICS;
export type TopicMessage<T extends Topic> = z.infer<(typeof TOPICS)[T]>;
