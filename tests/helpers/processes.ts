// Processes on this machine, from /proc (Linux): for tests and benchmarks that kill or watch
// what vigil started.
import { readdirSync, readFileSync } from 'node:fs';

/** Pids whose parent is `pid`. */
export function childrenOf(pid: number): number[] {
  return readdirSync('/proc').filter((d) => /^\d+$/.test(d)).flatMap((d) => {
    try {
      const stat = readFileSync(`/proc/${d}/stat`, 'utf8');
      return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid ? [Number(d)] : [];
    } catch {
      return [];
    }
  });
}
