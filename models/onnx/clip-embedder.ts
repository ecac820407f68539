// OnnxClipEmbedder: text and image embeddings from a user's CLIP-style ONNX export (a text
// tower, an image tower, tokenizer.json, config.json) on onnxruntime-node, so that searches
// like "white van" can match keyframes directly. No weights ship with vigil or are
// downloaded: the directory is the user's. CUDA is used when configured and loadable.
import { basename, join } from 'node:path';
import { stat } from 'node:fs/promises';
import type * as Ort from 'onnxruntime-node';
import { UserError } from '../../core/errors.ts';
import { emptyUsage, type Embedder, type Usage } from '../types.ts';
import { BpeTokenizer } from './bpe-tokenizer.ts';
import { readClipConfig, type ClipConfig } from './clip-config.ts';
import { decodeJpeg, writeChw, type RgbImage } from './rgb-image.ts';
import { openSession, type ExecutionDevice, type OrtModule } from './session.ts';
import { centreCropSquare } from './image-preprocess.ts';
import { observedCall } from '../call-policy.ts';

export interface OnnxClipEmbedderOptions {
  /** Directory with config.json, the ONNX towers and tokenizer.json. */
  dir: string;
  /** 'cuda' when configured; falls back to 'cpu' with a log line when the provider cannot load. */
  device?: ExecutionDevice;
  /** Inputs per inference call. */
  batchSize?: number;
  /** CPU threads per inference; 0 = all cores. */
  threads?: number;
}

interface Tower { session: Ort.InferenceSession; input: string; output: string }
interface Loaded { ort: OrtModule; config: ClipConfig; tokenizer: BpeTokenizer; text: Tower; image?: Tower; device: ExecutionDevice }

export class OnnxClipEmbedder implements Embedder {
  readonly provider = 'onnx';
  model: string;
  dimension = 0;
  /** The device really used once loaded. */
  device: ExecutionDevice = 'cpu';
  readonly usage: Usage = emptyUsage();
  private loading?: Promise<Loaded>;

  constructor(private readonly options: OnnxClipEmbedderOptions) {
    this.model = basename(options.dir);
  }

  /** Reads the config and opens both towers (idempotent). Dimension is known after this. */
  load(): Promise<void> {
    this.loading ??= this.open().catch((err) => {
      this.loading = undefined;
      throw err;
    });
    return this.loading.then(() => undefined);
  }

  private async open(): Promise<Loaded> {
    const { dir } = this.options;
    const s = await stat(dir).catch(() => undefined);
    if (!s?.isDirectory()) throw new UserError(`ONNX embedder directory not found: ${dir}`);
    const config = await readClipConfig(dir);
    const opts = { device: this.options.device ?? 'cpu', intraOpThreads: this.options.threads ?? 0 } as const;
    const [text, image, tokenizer] = await Promise.all([
      openSession(join(dir, config.textModel), { ...opts, what: 'ONNX text tower' }),
      config.imageModel ? openSession(join(dir, config.imageModel), { ...opts, what: 'ONNX image tower' }) : undefined,
      BpeTokenizer.fromFile(join(dir, config.tokenizer), config.lowercase),
    ]);
    const tower = (o: typeof text, input?: string, output?: string): Tower =>
      ({ session: o.session, input: input ?? o.session.inputNames[0], output: output ?? o.session.outputNames[0] });
    this.model = config.name ?? this.model;
    this.dimension = config.dimension;
    this.device = text.device;
    return {
      ort: text.ort, config, tokenizer, device: text.device,
      text: tower(text, config.textInput, config.textOutput),
      image: image && tower(image, config.imageInput, config.imageOutput),
    };
  }

  /** Start-up check: loads, and embeds one text (and one image) so a wrong dimension or input size fails now, not at the first window. */
  async verify(signal?: AbortSignal): Promise<void> {
    await this.embedText(['a person walks past a white van'], signal);
    if ((await this.loading!).image) {
      const S = (await this.loading!).config.imageSize;
      await this.embedPixels([{ width: S, height: S, data: new Uint8Array(S * S * 3).fill(128) }], signal);
    }
  }

  embedText(texts: string[], signal?: AbortSignal): Promise<Float32Array[]> {
    return observedCall({ role: 'embedder', provider: this.provider, model: this.model, operation: 'embed-text' }, () => this.textVectors(texts, signal), signal);
  }

  private async textVectors(texts: string[], signal?: AbortSignal): Promise<Float32Array[]> {
    await this.load();
    const m = await this.loading!;
    const L = m.config.contextLength, pad = 0;
    return this.batched(texts, signal, async (batch) => {
      const ids = new BigInt64Array(batch.length * L);
      batch.forEach((t, i) => m.tokenizer.encode(t, L, pad).forEach((id, j) => { ids[i * L + j] = BigInt(id); }));
      const feeds: Record<string, Ort.Tensor> = { [m.text.input]: new m.ort.Tensor('int64', ids, [batch.length, L]) };
      // HF exports of CLIP's text tower take an attention mask beside the ids.
      if (m.text.session.inputNames.includes('attention_mask') && m.text.input !== 'attention_mask') {
        feeds.attention_mask = new m.ort.Tensor('int64', ids.map((x) => (x === BigInt(pad) ? 0n : 1n)), [batch.length, L]);
      }
      return this.infer(m.text, feeds, batch.length, 'text');
    });
  }

  async embedImage(jpegs: Buffer[], signal?: AbortSignal): Promise<Float32Array[]> {
    return this.embedPixels(jpegs.map((j) => decodeJpeg(j)), signal);
  }

  /** Image embeddings from RGB frames already in memory. */
  embedPixels(images: RgbImage[], signal?: AbortSignal): Promise<Float32Array[]> {
    return observedCall({ role: 'embedder', provider: this.provider, model: this.model, operation: 'embed-image' }, () => this.imageVectors(images, signal), signal);
  }

  private async imageVectors(images: RgbImage[], signal?: AbortSignal): Promise<Float32Array[]> {
    await this.load();
    const m = await this.loading!;
    const image = m.image;
    if (!image) throw new UserError(`ONNX embedder ${this.model} has no image tower (config.json imageModel is empty)`);
    const S = m.config.imageSize, layout = { mean: m.config.mean, std: m.config.std } as const;
    return this.batched(images, signal, async (batch) => {
      const pixels = new Float32Array(batch.length * 3 * S * S);
      batch.forEach((img, i) => writeChw(centreCropSquare(img, S), layout, pixels, i * 3 * S * S));
      return this.infer(image, { [image.input]: new m.ort.Tensor('float32', pixels, [batch.length, 3, S, S]) }, batch.length, 'image');
    });
  }

  private async batched<T>(items: T[], signal: AbortSignal | undefined, run: (batch: T[]) => Promise<Float32Array[]>): Promise<Float32Array[]> {
    const size = Math.max(1, this.options.batchSize ?? 16), out: Float32Array[] = [];
    for (let i = 0; i < items.length; i += size) {
      signal?.throwIfAborted();
      out.push(...(await run(items.slice(i, i + size))));
    }
    return out;
  }

  /** Runs a tower and checks its output is [n, dimension]; rows come back L2-normalised. */
  private async infer(tower: Tower, feeds: Record<string, Ort.Tensor>, n: number, what: string): Promise<Float32Array[]> {
    let result: Ort.InferenceSession.ReturnType;
    const t0 = performance.now();
    this.usage.calls++;
    if (what === 'image') this.usage.images += n;
    try {
      result = await tower.session.run(feeds);
      this.usage.seconds += (performance.now() - t0) / 1000;
    } catch (err) {
      this.usage.errors++;
      const shapes = Object.entries(feeds).map(([k, t]) => `${k}[${t.dims.join(',')}]`).join(' ');
      throw new UserError(`ONNX ${what} tower of ${this.model} rejected its input ${shapes}: ${(err as Error).message.split('\n')[0]} (check imageSize/contextLength in config.json)`, { cause: err });
    }
    const out = result[tower.output];
    const D = this.dimension;
    if (!out || out.dims.length !== 2 || out.dims[0] !== n || out.dims[1] !== D) {
      throw new UserError(`ONNX ${what} tower of ${this.model} output ${tower.output}[${out?.dims.join(',')}], expected [${n},${D}] (config.json dimension)`);
    }
    const data = out.data as Float32Array;
    return Array.from({ length: n }, (_, i) => normalise(data.slice(i * D, (i + 1) * D)));
  }
}

function normalise(v: Float32Array): Float32Array {
  let s = 0;
  for (const x of v) s += x * x;
  const inv = s > 0 ? 1 / Math.sqrt(s) : 0;
  for (let i = 0; i < v.length; i++) v[i] *= inv;
  return v;
}
