// CRNN/SVTR text recognition (PaddleOCR v4 rec model) on one cropped line: the crop is scaled
// to the model's 48 px height keeping its aspect ratio, and the per-column class
// probabilities are CTC-decoded (collapse repeats, drop blanks) with the character dictionary.
import { readFile } from 'node:fs/promises';
import { UserError } from '../../../core/errors.ts';
import { resizeImage, writeChw, type RgbImage } from '../../onnx/rgb-image.ts';

export const REC_HEIGHT = 48;
/** Widest crop fed in one piece (longer lines are squeezed, which is rare on CCTV). */
export const REC_MAX_WIDTH = 1600;
const REC_LAYOUT = { mean: [0.5, 0.5, 0.5], std: [0.5, 0.5, 0.5], order: 'bgr' } as const;

/** Class 0 is the CTC blank, then the dictionary lines, then a space (use_space_char). */
export async function loadDictionary(path: string): Promise<string[]> {
  const text = await readFile(path, 'utf8').catch((err) => {
    throw new UserError(`OCR character dictionary not found: ${path}`, { cause: err });
  });
  const lines = text.split(/\r?\n/);
  if (lines[lines.length - 1] === '') lines.pop();
  return ['', ...lines, ' '];
}

export function recognizerInput(crop: RgbImage): { tensor: Float32Array; dims: [1, 3, number, number] } {
  const w = Math.max(8, Math.min(REC_MAX_WIDTH, Math.ceil((REC_HEIGHT * crop.width) / crop.height)));
  const resized = resizeImage(crop, w, REC_HEIGHT);
  const tensor = new Float32Array(3 * w * REC_HEIGHT);
  writeChw(resized, REC_LAYOUT, tensor);
  return { tensor, dims: [1, 3, REC_HEIGHT, w] };
}

/** Greedy CTC decode of [steps, classes] probabilities; confidence is the mean kept-character probability. */
export function ctcDecode(probs: Float32Array, steps: number, classes: number, dictionary: string[]): { text: string; confidence: number } {
  let text = '', sum = 0, n = 0, prev = -1;
  for (let t = 0; t < steps; t++) {
    let best = 0, bestP = -1;
    const row = t * classes;
    for (let c = 0; c < classes; c++) if (probs[row + c] > bestP) { bestP = probs[row + c]; best = c; }
    if (best !== 0 && best !== prev) {
      text += dictionary[best] ?? '';
      sum += bestP;
      n++;
    }
    prev = best;
  }
  return { text: text.trim(), confidence: n ? sum / n : 0 };
}
