// The one way vigil words zod validation issues for people: "path.to.field: message", with a
// name for the top level. Config errors, bus messages, tool calls, model output and HTTP
// bodies all go through it, so every boundary reports a bad field the same way.
import type { z } from 'zod';

/** Each issue as "path: message"; `root` names the top level (e.g. "(config)", "(arguments)"). */
export function issueLines(error: z.ZodError, root = '(top level)'): string[] {
  return error.issues.map((i) => `${i.path.length ? i.path.map(String).join('.') : root}: ${i.message}`);
}

/** The issues on one line, separated by "; ". */
export function formatIssues(error: z.ZodError, root?: string): string {
  return issueLines(error, root).join('; ');
}
