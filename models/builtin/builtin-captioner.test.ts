// The builtin captioner on real windows of a synthetic street (rendered, encoded, ingested
// through the real pipeline and detectors), checked against the scene's ground truth.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { mkdtempSync, rmSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderToFile, parseSyntheticUrl, groundTruth, type GroundTruth } from '../../testbed/synthetic/index.ts';
import { replayFile } from '../../ingest/replay/file-replay.ts';
import { parseConfig, cameraSettings } from '../../core/config/index.ts';
import type { Window } from '../../core/window.ts';
import { BuiltinCaptioner, isTimestampOverlay } from './builtin-captioner.ts';
import { OcrAnalyzer } from './ocr/index.ts';
import { LexicalEmbedder } from './lexical-embedder.ts';
import { observeModelCalls, type ModelCallEvent } from '../call-policy.ts';

const START = Date.parse('2026-11-28T10:00:00Z');
let dir: string;
let windows: Window[] = [];
let truth: GroundTruth;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'vigil-caption-'));
  const script = parseSyntheticUrl('synthetic:street?width=640&height=360&fps=10&duration=120');
  truth = groundTruth(script, START);
  const file = join(dir, 'street.ts');
  await renderToFile(script, { out: file, startMs: START });
  const { ingest, detect, windows: win } = cameraSettings(parseConfig({}), 'street');
  await replayFile({ camera: 'street', file, startMs: START, ingest: { ...ingest, record: false }, dataDir: dir, windows: { detect, windows: win, onWindow: (w) => windows.push(w) } });
}, 120_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const keyframesOf = (w: Window) => w.keyframes.map((k) => ({ ts: k.ts, jpeg: readFileSync(k.path) }));

describe('BuiltinCaptioner (measurements only)', () => {
  it('names the colour and direction of each scripted vehicle and person', async () => {
    const captioner = new BuiltinCaptioner();
    const vehicles = truth.objects;
    expect(vehicles.length).toBeGreaterThanOrEqual(4);
    for (const v of vehicles) {
      const during = windows.filter((w) => w.kind === 'activity' && w.start < (v.visibleUntilMs ?? v.leaveMs) && w.end > (v.visibleFromMs ?? v.appearMs));
      const captions = await Promise.all(during.map((w) => captioner.caption({ window: w, keyframes: keyframesOf(w) })));
      const text = captions.map((c) => c.caption).join(' ');
      expect(text, v.id).toContain(v.colour);
      expect(text, v.id).toContain(v.direction === 'left-to-right' ? 'from left to right' : 'from right to left');
      // Tags keep each moving thing's colour and direction, even with several in one window.
      expect(captions.some((c) => c.tags.objects.some((o) => o.colours.includes(v.colour) && o.actions.includes(`moving ${v.direction}`))), v.id).toBe(true);
    }
  });

  it('reports the light and captions idle windows without looking at pixels', async () => {
    const captioner = new BuiltinCaptioner({
      ocr: { read: async () => { throw new Error('idle windows must not run OCR'); } },
      objects: { detect: async () => { throw new Error('idle windows must not run detection'); } },
    });
    const idle = windows.filter((w) => w.kind === 'idle');
    expect(idle.length).toBeGreaterThan(0);
    for (const w of idle) {
      const c = await captioner.caption({ window: w, keyframes: keyframesOf(w) });
      expect(c.caption).toMatch(/^No movement for/);
      expect(c.provider).toBe('builtin');
    }
    const lightsOff = truth.events.find((e) => e.kind === 'lighting.change')!;
    const w = windows.find((x) => x.lighting.events.some((e) => Math.abs(e.ts - lightsOff.atMs) < 1000));
    expect(w, 'a window carries the lights-off event').toBeDefined();
    const c = await new BuiltinCaptioner().caption({ window: w!, keyframes: keyframesOf(w!) });
    expect(c.caption).toMatch(/lights are switched off/);
    expect(c.tags.light.events).toContain('lights-off');
  });
});

describe('BuiltinCaptioner with OCR', () => {
  it('reads the scripted sign while it is shown, and not the camera clock', async () => {
    const ocr = new OcrAnalyzer();
    const captioner = new BuiltinCaptioner({ ocr: { read: (jpeg) => ocr.run(jpeg) } });
    const sign = truth.texts[0];
    const during = windows.filter((w) => w.kind !== 'idle' && w.keyframes.some((k) => k.ts >= sign.shownMs + 1000 && k.ts < sign.hiddenMs));
    expect(during.length).toBeGreaterThan(0);
    const texts = (await Promise.all(during.map((w) => captioner.caption({ window: w, keyframes: keyframesOf(w) })))).flatMap((c) => c.tags.text);
    expect(texts).toContain(sign.text);
    expect(texts.filter(isTimestampOverlay)).toEqual([]);
    const before = windows.filter((w) => w.kind !== 'idle' && w.end <= sign.shownMs);
    const early = (await Promise.all(before.map((w) => captioner.caption({ window: w, keyframes: keyframesOf(w) })))).flatMap((c) => c.tags.text);
    expect(early).not.toContain(sign.text);
  }, 60_000);

  it('knows a burned-in timestamp when it sees one', () => {
    for (const t of ['2026-11-30 10:15:00.6', '2026-11-30 10:15:06.', '10:15:20', '30/11/2026']) expect(isTimestampOverlay(t), t).toBe(true);
    for (const t of ['DELIVERY 42', 'EXIT 12', 'GATE 3', 'AB-1234']) expect(isTimestampOverlay(t), t).toBe(false);
  });
});

describe('builtin models on /metrics', () => {
  it('report each caption and embedding to the model call observers, with role and outcome', async () => {
    const seen: ModelCallEvent[] = [];
    const off = observeModelCalls((e) => seen.push(e));
    try {
      const w = windows.find((x) => x.kind === 'activity')!;
      await new BuiltinCaptioner().caption({ window: w, keyframes: keyframesOf(w) });
      await new LexicalEmbedder().embedText(['a red car']);
      const ctl = new AbortController();
      ctl.abort(new Error('stop'));
      await expect(new LexicalEmbedder().embedText(['x'], ctl.signal)).rejects.toThrow('stop');
    } finally {
      off();
    }
    expect(seen.map((e) => [e.role, e.provider, e.operation, e.outcome])).toEqual([
      ['captioner', 'builtin', 'caption', 'ok'],
      ['embedder', 'builtin', 'embed-text', 'ok'],
      ['embedder', 'builtin', 'embed-text', 'cancelled'],
    ]);
    expect(seen.every((e) => e.seconds >= 0 && e.attempts === 1)).toBe(true);
  });
});
