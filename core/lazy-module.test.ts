import { describe, it, expect } from 'vitest';
import { mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { lazyModule } from './lazy-module.ts';

const g = globalThis as { lazyLoads?: number };

function fixture(): { path: string; done: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'vigil-lazy-'));
  const path = join(dir, 'heavy.cjs');
  writeFileSync(path, `globalThis.lazyLoads = (globalThis.lazyLoads ?? 0) + 1;
function greet(name) { return 'hello ' + name; }
class Thing { constructor(x) { this.x = x; } }
greet.Thing = Thing;
greet.answer = 42;
module.exports = greet;`);
  return { path, done: () => rmSync(dir, { recursive: true, force: true }) };
}

describe('lazyModule', () => {
  it('loads nothing until first use, then once, and stands in for calls, properties, new and instanceof', () => {
    const f = fixture();
    g.lazyLoads = 0;
    try {
      type Heavy = ((name: string) => string) & { Thing: new (x: number) => { x: number }; answer: number };
      const heavy = lazyModule<Heavy>(f.path);
      expect(g.lazyLoads).toBe(0);
      expect(heavy('vigil')).toBe('hello vigil');
      expect(g.lazyLoads).toBe(1);
      expect(heavy.answer).toBe(42);
      const thing = new heavy.Thing(3);
      expect(thing.x).toBe(3);
      expect(thing instanceof heavy.Thing).toBe(true);
      expect('answer' in heavy).toBe(true);
      expect(g.lazyLoads).toBe(1);
    } finally {
      f.done();
    }
  });

  it('picks an export to stand in', () => {
    const f = fixture();
    try {
      const Thing = lazyModule<new (x: number) => { x: number }>(f.path, (m) => m.Thing);
      expect(new Thing(7).x).toBe(7);
    } finally {
      f.done();
    }
  });
});
