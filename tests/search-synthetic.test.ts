// Issue 5 on a synthetic scene, through the CLI a person would use: `vigil ingest` captions
// and indexes a street, then `vigil search` finds the scripted text and the scripted colours
// in the right windows first, and a time filter never returns a window outside its range.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderToFile, parseSyntheticUrl, groundTruth, type GroundTruth } from '../testbed/synthetic/index.ts';
import { runVigil } from './helpers/cli.ts';

const START = Date.parse('2026-11-29T14:00:00Z');
let dir: string;
let truth: GroundTruth;
let base: string[];

interface Hit { id: string; start: string; end: string; score: number; caption: string; tags: { text: string[] } }

async function search(text: string, ...extra: string[]): Promise<Hit[]> {
  const r = await runVigil([...base, 'search', text, '--json', ...extra]);
  expect(r.code, r.stderr).toBe(0);
  return JSON.parse(r.stdout) as Hit[];
}
const overlaps = (h: Hit, from: number, to: number) => Date.parse(h.start) < to && Date.parse(h.end) > from;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'vigil-search-'));
  const script = parseSyntheticUrl('synthetic:street?width=640&height=360&fps=10&duration=120');
  truth = groundTruth(script, START);
  const file = join(dir, 'street.ts');
  await renderToFile(script, { out: file, startMs: START });
  // The COCO detector does not recognise the synthetic camera's rectangles: leave it off here.
  writeFileSync(join(dir, 'vigil.yaml'), 'models:\n  builtin:\n    objects: false\n');
  base = ['--config', join(dir, 'vigil.yaml'), '--data-dir', join(dir, 'data')];
  const r = await runVigil([...base, 'ingest', file, '--camera', 'street', '--start', new Date(START).toISOString(), '--json', '--no-progress'], { timeoutMs: 170_000 });
  expect(r.code, r.stderr).toBe(0);
  const out = JSON.parse(r.stdout);
  expect(out.indexed).toBe(out.windows);
}, 180_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('vigil search on a captioned synthetic street', () => {
  it('finds the scripted text in the windows that show it, first', async () => {
    const sign = truth.texts[0];
    const [top] = await search(sign.text);
    expect(top.tags.text).toContain(sign.text);
    expect(overlaps(top, sign.shownMs, sign.hiddenMs)).toBe(true);
  });

  it('finds each scripted colour in a window where that object moved, first', async () => {
    for (const o of truth.objects) {
      const hits = await search(`${o.colour} object`);
      const from = o.visibleFromMs ?? o.appearMs, to = o.visibleUntilMs ?? o.leaveMs;
      expect(overlaps(hits[0], from, to), `${o.id} (${o.colour}): top hit ${hits[0].start} "${hits[0].caption}"`).toBe(true);
      expect(hits[0].caption).toContain(o.colour);
    }
  });

  it('never returns a window outside the time filter', async () => {
    for (const [a, b] of [[0, 10], [15, 40], [47.5, 48.5], [60, 119], [100, 200]]) {
      const from = START + a * 1000, to = START + b * 1000;
      const hits = await search('object moves', '--from', new Date(from).toISOString(), '--to', new Date(to).toISOString(), '--k', '50');
      for (const h of hits) expect(overlaps(h, from, to), `${h.start}..${h.end} outside [${a}, ${b})`).toBe(true);
    }
  });

  it('rejects malformed searches with clear errors', async () => {
    const empty = await runVigil([...base, 'search', '   ']);
    expect(empty.code).toBe(2);
    expect(empty.stderr).toMatch(/empty/);
    const badRange = await runVigil([...base, 'search', 'van', '--from', '2026-11-29T15:00:00Z', '--to', '2026-11-29T14:00:00Z']);
    expect(badRange.code).toBe(2);
    expect(badRange.stderr).toMatch(/--from must be before --to/);
    const badK = await runVigil([...base, 'search', 'van', '--k', 'lots']);
    expect(badK.code).toBe(2);
  });
});
