// Describes the machine a benchmark ran on (for BENCHMARKS.md): cores, CPU model, RAM, versions.
import { cpus, totalmem, loadavg } from 'node:os';
import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';

function cpuModel(): string {
  try {
    const m = /^model name\s*:\s*(.+)$/m.exec(readFileSync('/proc/cpuinfo', 'utf8'));
    if (m) return m[1].trim();
  } catch { /* not Linux */ }
  return cpus()[0]?.model ?? 'unknown';
}

function gstVersion(): string {
  try {
    return execFileSync('gst-launch-1.0', ['--version'], { encoding: 'utf8' }).split('\n')[1]?.trim() ?? 'unknown';
  } catch {
    return 'gst-launch-1.0 not found';
  }
}

export function describeMachine(): string {
  const nproc = execFileSync('nproc', { encoding: 'utf8' }).trim();
  const ram = (totalmem() / 2 ** 30).toFixed(1);
  const load = loadavg().map((l) => l.toFixed(2)).join(' ');
  return `nproc ${nproc}, ${cpuModel()}, ${ram} GiB RAM, Node ${process.version}, ${gstVersion()}, load average (1/5/15 min) ${load}`;
}
