// Builtin analyzers, ms per frame on the CPU: OCR (PaddleOCR v4 ONNX) on a 640x360 synthetic
// frame with a sign and the burned-in clock, the COCO object detector (CenterNet, TF.js wasm)
// on the real 1116x600 street photo (a synthetic 640x360 frame if the shared fixture is
// absent), and the lexical text embedder per caption. Median (min–max) over --runs timed
// runs after one untimed warm-up (first runs compile kernels); load time reported apart.
//   npx tsx bench/builtin-analyzers.ts [--runs 7] [--threads 0]
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { SceneRenderer } from '../testbed/synthetic/index.ts';
import { LexicalEmbedder } from '../models/builtin/lexical-embedder.ts';
import { ObjectDetector } from '../models/builtin/objects/index.ts';
import { OcrAnalyzer } from '../models/builtin/ocr/index.ts';
import { encodeJpeg, i420ToRgb } from '../models/onnx/index.ts';
import { describeMachine } from './lib/machine.ts';
import { fmtSummary, markdownTable, summarize } from './lib/stats.ts';
import { registerPlugins } from '../bin/register-plugins.ts';

export interface BuiltinAnalyzersOptions { runs?: number; threads?: number }

const PHOTO = fileURLToPath(new URL('../../shared/fixtures/real/photo_detectron_17790319373.jpg', import.meta.url));

function signFrameJpeg(): Buffer {
  const r = new SceneRenderer({ width: 640, height: 360, texts: [{ text: 'DELIVERY 42', from: 0, until: 60, x: 0.3, y: 0.4 }],
    objects: [{ id: 'van', colour: 'white', width: 0.25, height: 0.2, path: [{ t: 0, x: 0.3, y: 0.75 }] }] });
  return encodeJpeg(i420ToRgb(r.frameAt(1, Date.UTC(2026, 10, 30, 9, 15)), 640, 360));
}

async function timeRuns<T>(runs: number, fn: () => Promise<T>): Promise<{ ms: number[]; last: T }> {
  let last = await fn();
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    last = await fn();
    ms.push(performance.now() - t0);
  }
  return { ms, last };
}

export async function main(opts: BuiltinAnalyzersOptions = {}): Promise<string> {
  await registerPlugins();
  const runs = Math.max(5, opts.runs ?? 7), threads = opts.threads ?? 0;
  const rows: string[][] = [];

  const ocr = new OcrAnalyzer({ threads });
  let t0 = performance.now();
  await ocr.load();
  const ocrLoad = performance.now() - t0, sign = signFrameJpeg();
  const o = await timeRuns(runs, () => ocr.run(sign));
  rows.push(['OCR (PP-OCRv4, onnxruntime cpu)', '640x360 JPEG, sign + clock', fmtSummary(summarize(o.ms), 0), ocrLoad.toFixed(0), o.last.map((r) => `${r.text} ${r.confidence.toFixed(2)}`).join('; ')]);

  const det = new ObjectDetector();
  t0 = performance.now();
  await det.load();
  const detLoad = performance.now() - t0;
  const real = existsSync(PHOTO);
  const photo = real ? readFileSync(PHOTO) : sign;
  const d = await timeRuns(runs, () => det.run(photo));
  const counts = new Map<string, number>();
  for (const x of d.last) counts.set(x.label, (counts.get(x.label) ?? 0) + 1);
  rows.push([`objects (CenterNet, tfjs ${await det.backend()})`, real ? '1116x600 real street photo' : '640x360 synthetic (real photo absent)',
    fmtSummary(summarize(d.ms), 0), detLoad.toFixed(0), [...counts].map(([k, v]) => `${v} ${k}`).join(', ')]);

  const lex = new LexicalEmbedder();
  const caption = 'a white van moves left to right across the lower half; a person in red enters; daylight; text: DELIVERY 42';
  const e = await timeRuns(runs, async () => { for (let i = 0; i < 100; i++) lex.embedOne(caption); });
  rows.push(['lexical embedder (384-d)', 'one caption (x100 per run, ms per caption)', fmtSummary(summarize(e.ms.map((x) => x / 100)), 3), '0', '']);

  return [
    '### Builtin analyzers (ms per frame, CPU)',
    '',
    `Machine: ${describeMachine()}. ${runs} timed runs after one warm-up; onnxruntime threads: ${threads || 'all cores'}.`,
    '',
    markdownTable(['analyzer', 'input', 'ms per frame, median (min–max)', 'load ms', 'last output'], rows),
    '',
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { runs: { type: 'string', default: '7' }, threads: { type: 'string', default: '0' } } });
  process.stdout.write(await main({ runs: Number(values.runs), threads: Number(values.threads) }));
}
