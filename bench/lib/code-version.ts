// The vigil commit a benchmark measured, and which of the code's folders had uncommitted
// changes (other engineers edit the tree while benchmarks run; tsx runs what is on disk).
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const CODE = ['agent', 'core', 'indexer', 'ingest', 'models', 'tests/agent'];

export interface CodeVersion { commit: string; modified: string[] }

export function codeVersion(): CodeVersion {
  // trimEnd: porcelain lines start with a space for a change not staged (" M agent/ask.ts").
  const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8', cwd: ROOT }).trimEnd();
  try {
    const modified = git('status', '--porcelain', '--', ...CODE).split('\n').filter(Boolean).map((l) => l.slice(3));
    return { commit: git('rev-parse', '--short', 'HEAD'), modified };
  } catch {
    return { commit: 'unknown', modified: [] };
  }
}

/** "5ce5f93" or "5ce5f93 + uncommitted agent/ask.ts". */
export function describeCode(v: CodeVersion): string {
  return `${v.commit}${v.modified.length ? ` + uncommitted ${v.modified.join(', ')}` : ''}`;
}
