import { describe, it, expect } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseRange } from './byte-range.ts';
import { hlsPlaylist } from './hls-playlist.ts';
import { existingInside } from './safe-path.ts';

describe('parseRange', () => {
  it('reads the three single-range forms and refuses what the file cannot satisfy', () => {
    expect(parseRange(undefined, 100)).toBeUndefined();
    expect(parseRange('bytes=10-19', 100)).toEqual({ start: 10, end: 19 });
    expect(parseRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=50-5000', 100)).toEqual({ start: 50, end: 99 });
    expect(parseRange('bytes=0-1,5-6', 100)).toBeUndefined(); // several ranges: the whole file
    for (const bad of ['bytes=100-', 'bytes=5-1', 'bytes=-0', 'bytes=-', 'items=0-1', 'bytes=abc']) {
      expect(() => parseRange(bad, 100), bad).toThrow(/range/);
    }
  });
});

describe('hlsPlaylist', () => {
  it('writes wall-clock times per segment, durations, and a VOD end', () => {
    const t = Date.parse('2026-11-30T10:00:00Z');
    const segs = [0, 2000, 9000].map((o, i) => ({ path: `/x/${i}.ts`, name: `cam-${i}.ts`, start: t + o, duration: 2, startTime: 0, end: t + o + 2000 }));
    const text = hlsPlaylist(segs, (s) => `recordings/${s.name}`);
    expect(text).toContain('#EXT-X-TARGETDURATION:2');
    expect(text.match(/#EXT-X-PROGRAM-DATE-TIME:/g)).toHaveLength(3);
    expect(text).toContain('#EXT-X-PROGRAM-DATE-TIME:2026-11-30T10:00:09.000Z');
    expect(text).toContain('## gap of 5 s');
    expect(text.trim().endsWith('#EXT-X-ENDLIST')).toBe(true);
  });
});

describe('existingInside', () => {
  it('finds files inside the root only, symlinks followed', () => {
    const dir = mkdtempSync(join(tmpdir(), 'vigil-safe-'));
    try {
      mkdirSync(join(dir, 'root', 'a'), { recursive: true });
      writeFileSync(join(dir, 'root', 'a', 'f.jpg'), 'x');
      writeFileSync(join(dir, 'outside.txt'), 'secret');
      symlinkSync(join(dir, 'outside.txt'), join(dir, 'root', 'a', 'link.jpg'));
      const root = join(dir, 'root');
      expect(existingInside(root, 'a', 'f.jpg')).toBe(join(root, 'a', 'f.jpg'));
      for (const parts of [['..', 'outside.txt'], ['a', '../../outside.txt'], ['a', 'link.jpg'], ['a', 'missing.jpg'], ['a', ''], ['a\0', 'f.jpg']]) {
        expect(existingInside(root, ...parts), parts.join('|')).toBeUndefined();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
