// Parses and validates a captioning model's answer: JSON (tolerating ```json fences and
// prose around it) checked against the caption tags schema. Provider-neutral: any VLM
// provider asks for this shape and validates with it; bad output is never stored as truth.
import { z } from 'zod';
import { CaptionTagsSchema, type CaptionTags } from './types.ts';
import { issueLines } from '../core/zod-issues.ts';

/** The JSON object a captioning model must return: the tags plus a one-paragraph caption. */
export const CaptionAnswerSchema = CaptionTagsSchema.extend({
  caption: z.string().trim().min(1).max(2000).describe('Plain-language description of the window'),
});

export type CaptionParse =
  | { ok: true; caption: string; tags: CaptionTags }
  | { ok: false; errors: string[] };

export function parseCaptionAnswer(text: string | null | undefined): CaptionParse {
  if (!text?.trim()) return { ok: false, errors: ['the answer was empty'] };
  const json = extractJson(text);
  if (!json.ok) return { ok: false, errors: [json.error] };
  const result = CaptionAnswerSchema.safeParse(json.value);
  if (!result.success) {
    return { ok: false, errors: issueLines(result.error) };
  }
  const { caption, ...tags } = result.data;
  return { ok: true, caption, tags };
}

/**
 * The first JSON object in `text`: inside a ```json fence when there is one, else from the
 * first "{" to the last "}" (models often wrap the object in a sentence).
 */
export function extractJson(text: string): { ok: true; value: unknown } | { ok: false; error: string } {
  const fenced = /```(?:json|JSON)?\s*\n?([\s\S]*?)```/.exec(text);
  const candidates = [fenced?.[1], text, braces(text)].filter((c): c is string => !!c?.trim());
  let lastError = 'no JSON object found';
  for (const c of candidates) {
    try {
      const value: unknown = JSON.parse(c.trim());
      if (value && typeof value === 'object' && !Array.isArray(value)) return { ok: true, value };
      lastError = 'the JSON is not an object';
    } catch (err) {
      lastError = `not valid JSON: ${(err as Error).message}`;
    }
  }
  return { ok: false, error: lastError };
}

function braces(text: string): string | undefined {
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  return start >= 0 && end > start ? text.slice(start, end + 1) : undefined;
}
