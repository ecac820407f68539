// OcrAnalyzer on synthetic frames with scripted signs (ground truth by construction): reads
// the text, its place and the burned-in clock; reads nothing from a frame without text.
import { beforeAll, describe, expect, it } from 'vitest';
import { SceneRenderer, type SceneScriptInput } from '../../../testbed/synthetic/index.ts';
import { encodeJpeg, i420ToRgb, type RgbImage } from '../../onnx/rgb-image.ts';
import { OcrAnalyzer } from './index.ts';
import { editDistance } from '../../../core/edit-distance.ts';

const CLOCK = Date.UTC(2026, 10, 30, 9, 15, 0);

function frame(script: Partial<SceneScriptInput>): RgbImage {
  const r = new SceneRenderer({ width: 640, height: 360, durationSeconds: 10, ...script });
  return i420ToRgb(r.frameAt(1, CLOCK), r.width, r.height);
}

describe('OcrAnalyzer', () => {
  const ocr = new OcrAnalyzer();
  beforeAll(() => ocr.load(), 30_000);

  it('reads scripted signs exactly, with their position, and the burned-in clock', async () => {
    const img = frame({ texts: [
      { text: 'LOADING DOCK 3', from: 0, until: 10, x: 0.1, y: 0.4 },
      { text: 'EXIT 12', from: 0, until: 10, x: 0.7, y: 0.75, size: 0.05 },
    ] });
    const got = await ocr.run(img);
    const texts = got.map((r) => r.text);
    expect(texts).toContain('LOADING DOCK 3');
    expect(texts).toContain('EXIT 12');
    expect(texts).toContain('2026-11-30 09:15:00.0');
    const dock = got.find((r) => r.text === 'LOADING DOCK 3')!;
    expect(dock.confidence).toBeGreaterThan(0.85);
    expect(dock.box.x0).toBeGreaterThan(0.1 * 640 - 20);
    expect(dock.box.x0).toBeLessThan(0.1 * 640 + 5);
    expect(dock.box.y0).toBeGreaterThan(0.4 * 360 - 20);
    expect(dock.box.y1).toBeLessThan(0.4 * 360 + 45);
  });

  it('reads "DELIVERY 42" from a JPEG keyframe (the bitmap V is read as U at most)', async () => {
    const jpeg = encodeJpeg(frame({ clock: false, texts: [{ text: 'DELIVERY 42', from: 0, until: 10, x: 0.3, y: 0.4 }] }));
    const t0 = performance.now();
    const got = await ocr.run(jpeg);
    console.log(`OCR 640x360 JPEG: ${(performance.now() - t0).toFixed(0)} ms, ${JSON.stringify(got)}`);
    expect(got).toHaveLength(1);
    // The 5x7 font's V differs from its U only in the bottom two rows; PP-OCRv4 reads "DELIUERY".
    expect(editDistance(got[0].text, 'DELIVERY 42')).toBeLessThanOrEqual(1);
    expect(got[0].text).toMatch(/^DELI[VU]ERY 42$/);
    expect(got[0].confidence).toBeGreaterThan(0.85);
  });

  it('reads nothing from frames without text', async () => {
    for (const background of ['street', 'yard', 'parking'] as const) {
      const img = frame({ clock: false, background, objects: [
        { id: 'van', colour: 'white', width: 0.25, height: 0.2, path: [{ t: 0, x: 0.3, y: 0.7 }] },
        { id: 'p', shape: 'person', colour: 'red', width: 0.05, height: 0.25, path: [{ t: 0, x: 0.7, y: 0.6 }] },
      ] });
      expect(await ocr.run(img), background).toEqual([]);
    }
  });

  it('fails clearly for a missing model directory and a non-JPEG buffer', async () => {
    await expect(new OcrAnalyzer({ modelDir: '/nonexistent/ocr' }).load()).rejects.toThrow(/model file not found: \/nonexistent\/ocr/);
    await expect(ocr.run(Buffer.from('not a jpeg'))).rejects.toThrow(/not a decodable JPEG/);
  });
});
