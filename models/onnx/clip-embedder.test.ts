// OnnxClipEmbedder on tiny CLIP-shaped towers that the test writes as ONNX bytes (real CLIP
// weights cannot be downloaded here): loading, tokenising, preprocessing, batching, device
// fallback and the errors a person sees for a bad model directory.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BpeTokenizer, centreCropSquare, encodeJpeg, OnnxClipEmbedder, type RgbImage } from './index.ts';
import { tinyImageTower, tinyTextTower } from './tiny-onnx-model.ts';

const D = 8, S = 16;
const root = mkdtempSync(join(tmpdir(), 'vigil-onnx-'));

/** A CLIP-style BPE vocabulary: single characters, a few merges, start/end tokens. */
function tokenizerJson() {
  const vocab: Record<string, number> = { '<|startoftext|>': 1, '<|endoftext|>': 2 };
  let id = 3;
  for (const c of 'abcdefghijklmnopqrstuvwxyz0123456789') { vocab[c] = id++; vocab[`${c}</w>`] = id++; }
  for (const t of ['va', 'van</w>', 'wh', 'whi', 'whit', 'white</w>']) vocab[t] = id++;
  return { model: { type: 'BPE', vocab, merges: ['v a', 'va n</w>', 'w h', 'wh i', 'whi t', 'whit e</w>'] } };
}

function modelDir(name: string, config: Record<string, unknown>, files: { text?: boolean; image?: boolean } = {}): string {
  const dir = join(root, name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir);
  writeFileSync(join(dir, 'config.json'), JSON.stringify(config));
  if (files.text !== false) writeFileSync(join(dir, 'text.onnx'), tinyTextTower(200, D));
  if (files.image !== false) writeFileSync(join(dir, 'image.onnx'), tinyImageTower(S, D));
  writeFileSync(join(dir, 'tokenizer.json'), JSON.stringify(tokenizerJson()));
  return dir;
}

const flat = (w: number, h: number, rgb: [number, number, number]): RgbImage => {
  const data = new Uint8Array(w * h * 3);
  for (let i = 0; i < w * h; i++) data.set(rgb, i * 3);
  return { width: w, height: h, data };
};
const norm = (v: Float32Array) => Math.hypot(...v);

describe('OnnxClipEmbedder', () => {
  let emb: OnnxClipEmbedder;
  beforeAll(async () => {
    emb = new OnnxClipEmbedder({ dir: modelDir('tiny-clip', { dimension: D, imageSize: S, contextLength: 12 }), batchSize: 2 });
    await emb.load();
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('loads the towers and reports dimension, model and device', () => {
    expect(emb.dimension).toBe(D);
    expect(emb.model).toBe('tiny-clip');
    expect(emb.provider).toBe('onnx');
    expect(emb.device).toBe('cpu');
  });

  it('verifies itself at start-up and counts usage', async () => {
    const before = emb.usage.calls;
    await emb.verify();
    expect(emb.usage.calls).toBe(before + 2);
    expect(emb.usage.images).toBeGreaterThanOrEqual(1);
  });

  it('embeds N texts as N normalised vectors in batches, same as unbatched', async () => {
    const texts = ['white van', 'a red car', 'person at the gate', 'white van', 'night'];
    const out = await emb.embedText(texts);
    expect(out).toHaveLength(5);
    for (const v of out) { expect(v).toHaveLength(D); expect(norm(v)).toBeCloseTo(1, 5); }
    expect(Array.from(out[3])).toEqual(Array.from(out[0]));
    expect(Array.from(out[1])).not.toEqual(Array.from(out[0]));
    const one = new OnnxClipEmbedder({ dir: join(root, 'tiny-clip'), batchSize: 16 });
    const single = await one.embedText(texts);
    single.forEach((v, i) => v.forEach((x, j) => expect(x).toBeCloseTo(out[i][j], 5)));
  });

  it('tokenises with BPE merges, start/end tokens and padding', () => {
    const tok = new BpeTokenizer(tokenizerJson());
    const vocab = tokenizerJson().model.vocab;
    expect(tok.encode('White  VAN', 6)).toEqual([1, vocab['white</w>'], vocab['van</w>'], 2, 0, 0]);
    expect(tok.encode('vat', 8)).toEqual([1, vocab.va, vocab['t</w>'], 2, 0, 0, 0, 0]);
    expect(tok.encode('a b c d e f', 4)).toEqual([1, vocab['a</w>'], vocab['b</w>'], 2]);
  });

  it('centre-crops to the model size and embeds JPEG batches', async () => {
    const wide = centreCropSquare(flat(64, 36, [200, 30, 30]), S);
    expect([wide.width, wide.height, wide.data.length]).toEqual([S, S, S * S * 3]);
    const jpegs = [flat(64, 36, [200, 30, 30]), flat(320, 180, [30, 60, 200]), flat(40, 40, [200, 30, 30])].map((i) => encodeJpeg(i));
    const out = await emb.embedImage(jpegs);
    expect(out).toHaveLength(3);
    for (const v of out) { expect(v).toHaveLength(D); expect(norm(v)).toBeCloseTo(1, 4); }
    const dot = (a: Float32Array, b: Float32Array) => a.reduce((s, x, i) => s + x * b[i], 0);
    expect(dot(out[0], out[2])).toBeGreaterThan(0.99); // same colour, different size
    expect(dot(out[0], out[2])).toBeGreaterThan(dot(out[0], out[1]));
  });

  it('falls back to the CPU when CUDA is asked for but not loadable', async () => {
    const gpu = new OnnxClipEmbedder({ dir: join(root, 'tiny-clip'), device: 'cuda' });
    await gpu.load();
    // The npm package ships no CUDA provider libraries, so here this is the CPU fallback.
    expect(['cpu', 'cuda']).toContain(gpu.device);
    expect(await gpu.embedText(['x'])).toHaveLength(1);
  });

  it('says clearly what is wrong with a model directory', async () => {
    await expect(new OnnxClipEmbedder({ dir: join(root, 'nope') }).load()).rejects.toThrow(/directory not found: .*nope/);
    const noText = modelDir('no-text', { dimension: D }, { text: false });
    await expect(new OnnxClipEmbedder({ dir: noText }).load()).rejects.toThrow(/text tower: model file not found: .*text\.onnx/);
    const badConfig = modelDir('bad-config', { dimension: -1, colour: 'x' });
    await expect(new OnnxClipEmbedder({ dir: badConfig }).load()).rejects.toThrow(/config\.json is invalid[\s\S]*dimension[\s\S]*colour/);
    const wrongDim = new OnnxClipEmbedder({ dir: modelDir('wrong-dim', { dimension: 16, imageSize: S }) });
    await expect(wrongDim.verify()).rejects.toThrow(/output text_embeds\[1,8\], expected \[1,16\]/);
    await expect(wrongDim.embedText(['x'])).rejects.toThrow(/output text_embeds\[1,8\], expected \[1,16\]/);
    const wrongSize = new OnnxClipEmbedder({ dir: modelDir('wrong-size', { dimension: D, imageSize: 24 }) });
    await expect(wrongSize.embedImage([encodeJpeg(flat(32, 32, [1, 2, 3]))])).rejects.toThrow(/image tower .* rejected its input pixel_values\[1,3,24,24\]/);
  });
});
