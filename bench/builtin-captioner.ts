// The builtin captioner, ms per window on this machine, split by analyzer: measurements only
// (what idle windows cost), + OCR on the keyframes, + the COCO detector on the keyframes,
// and all of it, over the activity windows of a synthetic street ingested through the real
// pipeline. Median (min–max) over --runs passes after one untimed warm-up pass.
//   npx tsx bench/builtin-captioner.ts [--runs 5]
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { renderToFile, parseSyntheticUrl } from '../testbed/synthetic/index.ts';
import { replayFile } from '../ingest/replay/file-replay.ts';
import { parseConfig, cameraSettings } from '../core/config/index.ts';
import type { Window } from '../core/window.ts';
import { BuiltinCaptioner, type BuiltinCaptionerOptions } from '../models/builtin/builtin-captioner.ts';
import { OcrAnalyzer } from '../models/builtin/ocr/index.ts';
import { ObjectDetector } from '../models/builtin/objects/index.ts';
import { describeMachine } from './lib/machine.ts';
import { fmtSummary, markdownTable, summarize } from './lib/stats.ts';
import { registerPlugins } from '../bin/register-plugins.ts';

async function activityWindows(dir: string): Promise<Window[]> {
  const start = Date.parse('2026-11-28T10:00:00Z');
  const file = join(dir, 'street.ts');
  await renderToFile(parseSyntheticUrl('synthetic:street?width=640&height=360&fps=10&duration=120'), { out: file, startMs: start });
  const { ingest, detect, windows } = cameraSettings(parseConfig({}), 'street');
  const out: Window[] = [];
  await replayFile({ camera: 'street', file, startMs: start, dataDir: dir, ingest: { ...ingest, record: false }, windows: { detect, windows, onWindow: (w) => out.push(w) } });
  return out.filter((w) => w.kind === 'activity');
}

export async function main(opts: { runs?: number } = {}): Promise<string> {
  await registerPlugins();
  const runs = opts.runs ?? 5;
  const dir = mkdtempSync(join(tmpdir(), 'vigil-bench-captioner-'));
  try {
    const windows = await activityWindows(dir);
    const inputs = windows.map((w) => ({ window: w, keyframes: w.keyframes.map((k) => ({ ts: k.ts, jpeg: readFileSync(k.path) })) }));
    const ocr = new OcrAnalyzer(), det = new ObjectDetector();
    const reader = { read: (j: Buffer) => ocr.run(j) }, counter = { detect: (j: Buffer) => det.run(j) };
    const configs: [string, BuiltinCaptionerOptions][] = [
      ['measurements only', {}], ['+ OCR', { ocr: reader }], ['+ objects (COCO)', { objects: counter }], ['all (OCR + objects)', { ocr: reader, objects: counter }],
    ];
    const rows: string[][] = [];
    for (const [name, o] of configs) {
      const captioner = new BuiltinCaptioner(o);
      for (const i of inputs) await captioner.caption(i); // warm-up: loads models, compiles kernels
      const perWindow: number[] = [];
      for (let r = 0; r < runs; r++) {
        const t0 = performance.now();
        for (const i of inputs) await captioner.caption(i);
        perWindow.push((performance.now() - t0) / inputs.length);
      }
      rows.push([name, fmtSummary(summarize(perWindow), 1)]);
    }
    const keyframes = inputs.reduce((n, i) => n + i.keyframes.length, 0) / inputs.length;
    return [
      '### Builtin captioner (ms per activity window)',
      '',
      `Machine: ${describeMachine()}. ${inputs.length} activity windows of a 120 s synthetic street (640x360), ${keyframes.toFixed(1)} keyframes (640 px JPEG) per window on average; ${runs} timed passes after a warm-up. Idle windows cost the "measurements only" row.`,
      '',
      markdownTable(['captioner', 'ms per window, median (min–max)'], rows),
      '',
    ].join('\n');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' } } });
  process.stdout.write(await main({ runs: Number(values.runs) }));
}
