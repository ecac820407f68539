// CPU time and resident memory of a process and all its descendants, from /proc (Linux).
// Used to charge vigil's per-camera child processes to the vigil run they belong to.
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100; // USER_HZ; 100 on every Linux that vigil targets

interface ProcInfo { pid: number; ppid: number; cpuSeconds: number; rssBytes: number }

function readProc(pid: number): ProcInfo | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the parenthesised command name; utime/stime are fields 14/15 (1-based), and
    // cutime/cstime (16/17) hold the children it has reaped: a camera worker that exited still
    // counts, in its parent.
    const rest = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ppid = Number(rest[1]);
    const cpuSeconds = (Number(rest[11]) + Number(rest[12]) + Number(rest[13]) + Number(rest[14])) / TICKS_PER_SECOND;
    const rssKb = /^VmRSS:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return { pid, ppid, cpuSeconds, rssBytes: rssKb ? Number(rssKb[1]) * 1024 : 0 };
  } catch {
    return undefined; // exited meanwhile
  }
}

export interface TreeUsage { processes: number; cpuSeconds: number; rssBytes: number }

/**
 * Sums CPU seconds (user + system, so far, with reaped children's) and current RSS over root and
 * its descendants. A child that exited but is not reaped yet is missing for a moment: callers
 * sampling over time keep the largest total (CPU time only grows).
 */
export function treeUsage(root: number): TreeUsage {
  const all = readdirSync('/proc').filter((d) => /^\d+$/.test(d)).map((d) => readProc(Number(d))).filter((p): p is ProcInfo => !!p);
  const children = new Map<number, ProcInfo[]>();
  for (const p of all) children.set(p.ppid, [...(children.get(p.ppid) ?? []), p]);
  const usage: TreeUsage = { processes: 0, cpuSeconds: 0, rssBytes: 0 };
  const stack = all.filter((p) => p.pid === root);
  while (stack.length) {
    const p = stack.pop()!;
    usage.processes++;
    usage.cpuSeconds += p.cpuSeconds;
    usage.rssBytes += p.rssBytes;
    stack.push(...(children.get(p.pid) ?? []));
  }
  return usage;
}
