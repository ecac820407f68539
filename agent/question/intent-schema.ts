// The shape of what a question asks (see intent.ts for how a question is read into it). A zod
// schema because it crosses a tool boundary: the offline planner hands it to the rewind tool
// as a structured `look` instead of an English sentence the tool would have to read again.
import { z } from 'zod';
import { DirectionSchema } from '../../core/direction.ts';

export const IntentKindSchema = z.enum(['appear', 'leave', 'text', 'dark', 'light', 'moved', 'count', 'summary', 'find']);
export type IntentKind = z.infer<typeof IntentKindSchema>;

export const ObjectClassSchema = z.enum(['vehicle', 'person', 'animal']);
export type ObjectClass = z.infer<typeof ObjectClassSchema>;

export const IntentSchema = z.strictObject({
  kind: IntentKindSchema,
  edge: z.enum(['start', 'end']).optional().describe('For text: shown (start) or taken away (end); for appear/leave the obvious one'),
  which: z.enum(['first', 'last']).optional().describe('When the question says which occurrence'),
  colours: z.array(z.string()).describe('Colour words asked for'),
  labels: z.array(z.string()).describe('Object words as asked ("van", "person")'),
  objectClass: ObjectClassSchema.optional().describe('The class the object words belong to'),
  direction: DirectionSchema.exclude(['none']).optional(),
  text: z.string().optional().describe('Text the question quotes or shouts ("DELIVERY 42")'),
  query: z.string().describe('Words to search the index with'),
});
export type Intent = z.infer<typeof IntentSchema>;
