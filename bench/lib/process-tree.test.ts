// treeUsage() against real processes: this test process and a child it spawns.
import { describe, it, expect } from 'vitest';
import { spawn } from 'node:child_process';
import { treeUsage } from './process-tree.ts';

describe('treeUsage', () => {
  it('counts a spawned child, its memory and CPU time, under this process', async () => {
    const child = spawn(process.execPath, ['-e', 'const t = Date.now(); while (Date.now() - t < 300); setTimeout(() => {}, 5000)']);
    await new Promise((r) => setTimeout(r, 600));
    try {
      const own = treeUsage(child.pid!);
      expect(own.processes).toBe(1);
      expect(own.rssBytes).toBeGreaterThan(10 * 2 ** 20);
      expect(own.cpuSeconds).toBeGreaterThan(0.1);
      const mine = treeUsage(process.pid);
      expect(mine.processes).toBeGreaterThanOrEqual(2);
      expect(mine.rssBytes).toBeGreaterThan(own.rssBytes);
    } finally {
      child.kill('SIGKILL');
    }
  });

  it('reports nothing for a pid that does not exist', () => {
    expect(treeUsage(2 ** 22 + 7)).toEqual({ processes: 0, cpuSeconds: 0, rssBytes: 0 });
  });
});
