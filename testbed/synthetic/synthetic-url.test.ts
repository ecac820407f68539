// synthetic: URLs: builtin scenes with options, script files, and errors that list choices.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILTIN_SCENES, groundTruth, parseSyntheticUrl } from './index.ts';

describe('parseSyntheticUrl', () => {
  it('builds builtin scenes with options', () => {
    const s = parseSyntheticUrl('synthetic:street?width=1280&height=720&fps=15&duration=600&seed=3');
    expect(s).toMatchObject({ name: 'street', width: 1280, height: 720, fps: 15, durationSeconds: 600, seed: 3 });
    const gt = groundTruth(s, 0);
    const dirs = new Set(gt.objects.map((o) => o.direction));
    expect(dirs).toEqual(new Set(['left-to-right', 'right-to-left']));
    expect(gt.objects.some((o) => o.shape === 'person')).toBe(true);
    expect(gt.texts[0].text).toBe('DELIVERY 42');
    expect(gt.events.filter((e) => e.kind === 'lighting.change')).toHaveLength(1);
    const cuts = groundTruth(parseSyntheticUrl('synthetic:cuts?duration=20'), 0);
    expect(cuts.events.filter((e) => e.kind === 'cut').length).toBeGreaterThanOrEqual(3);
    expect(cuts.events.filter((e) => e.kind === 'lighting.change')).toHaveLength(1);
    expect(parseSyntheticUrl('synthetic:quiet').objects).toEqual([]);
  });

  it('gives clear errors', () => {
    expect(() => parseSyntheticUrl('synthetic:nope')).toThrow(new RegExp(Object.keys(BUILTIN_SCENES).join(', ')));
    expect(() => parseSyntheticUrl('synthetic:street?colour=3')).toThrow(/unknown option "colour".*width/);
    expect(() => parseSyntheticUrl('synthetic:street?width=abc')).toThrow(/not a number/);
    expect(() => parseSyntheticUrl('synthetic:street?width=333')).toThrow(/width/);
    expect(() => parseSyntheticUrl('rtsp://x')).toThrow(/not a synthetic/);
  });

  it('reads JSON and YAML scripts, with URL options on top', () => {
    const dir = mkdtempSync(join(tmpdir(), 'vigil-synth-'));
    writeFileSync(join(dir, 's.json'), JSON.stringify({ name: 'mine', width: 320, height: 180, background: 'parking' }));
    writeFileSync(join(dir, 's.yaml'), 'name: y\nbackground: lobby\ntexts:\n  - {text: HELLO, from: 1, until: 2, x: 0.1, y: 0.1}\n');
    expect(parseSyntheticUrl(`synthetic:${dir}/s.json?fps=5`)).toMatchObject({ name: 'mine', width: 320, fps: 5, background: 'parking' });
    expect(parseSyntheticUrl(`synthetic:${dir}/s.yaml`).texts[0].text).toBe('HELLO');
    writeFileSync(join(dir, 'bad.json'), '{"bogus": 1}');
    expect(() => parseSyntheticUrl(`synthetic:${dir}/bad.json`)).toThrow(/bogus/);
    expect(() => parseSyntheticUrl(`synthetic:${dir}/missing.json`)).toThrow(/cannot read/);
  });
});
