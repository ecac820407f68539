// config.json of a user's CLIP-style model directory: which files hold the towers and the
// tokenizer, and how images are prepared. Parsed once with zod; every field has a default
// matching OpenAI CLIP ViT-B/32 exports, so most directories need only "dimension".
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { ConfigError, UserError } from '../../core/errors.ts';
import { issueLines } from '../../core/zod-issues.ts';

const triple = z.tuple([z.number(), z.number(), z.number()]);

export const ClipConfigSchema = z.strictObject({
  name: z.string().optional().describe('Model name reported with embeddings; default: the directory name'),
  dimension: z.number().int().positive().describe('Length of the embedding both towers output'),
  textModel: z.string().default('text.onnx').describe('Text tower ONNX file, relative to the directory'),
  imageModel: z.string().default('image.onnx').describe('Image tower ONNX file, relative to the directory ("" = none)'),
  tokenizer: z.string().default('tokenizer.json').describe('Hugging Face tokenizer.json (BPE or WordLevel)'),
  contextLength: z.number().int().positive().default(77).describe('Token ids per text, padded or cut'),
  imageSize: z.number().int().positive().default(224).describe('Square input side: resize shortest side, centre crop'),
  mean: triple.default([0.48145466, 0.4578275, 0.40821073]).describe('Per-channel RGB mean of value/255'),
  std: triple.default([0.26862954, 0.26130258, 0.27577711]).describe('Per-channel RGB std of value/255'),
  textInput: z.string().optional().describe('Token id input name; default: the model\'s first input'),
  textOutput: z.string().optional().describe('Embedding output name; default: the model\'s first output'),
  imageInput: z.string().optional().describe('Pixel input name; default: the model\'s first input'),
  imageOutput: z.string().optional().describe('Embedding output name; default: the model\'s first output'),
  lowercase: z.boolean().default(true).describe('Lowercase text before tokenising (CLIP does)'),
});
export type ClipConfig = z.infer<typeof ClipConfigSchema>;

export async function readClipConfig(dir: string): Promise<ClipConfig> {
  const path = join(dir, 'config.json');
  const text = await readFile(path, 'utf8').catch((err: NodeJS.ErrnoException) => {
    const hint = err.code === 'ENOENT' ? 'it needs config.json with at least {"dimension": N}, the ONNX towers and tokenizer.json' : err.message;
    throw new UserError(`ONNX embedder directory ${dir}: cannot read config.json (${hint})`, { cause: err });
  });
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (err) {
    throw new ConfigError(`${path} is not valid JSON`, [(err as Error).message], { cause: err });
  }
  const r = ClipConfigSchema.safeParse(raw);
  if (!r.success) throw new ConfigError(`${path} is invalid`, issueLines(r.error, '(root)'));
  return r.data;
}
