// Paths built from what a user sent never reach the file system unchecked: every name part
// must match a strict pattern first, and the resolved path (symlinks followed) must lie
// inside the directory it was meant for.
import { existsSync, realpathSync } from 'node:fs';
import { isAbsolute, join, relative, resolve } from 'node:path';

/** The path of `parts` under `root`, or undefined when it would leave root or does not exist. */
export function existingInside(root: string, ...parts: string[]): string | undefined {
  if (parts.some((p) => !p || p.includes('/') || p.includes('\\') || p.includes('\0') || p === '.' || p === '..')) return undefined;
  const candidate = resolve(join(root, ...parts));
  if (!isInside(root, candidate) || !existsSync(candidate)) return undefined;
  const real = realpathSync(candidate);
  return existsSync(root) && isInside(realpathSync(root), real) ? real : undefined;
}

export function isInside(root: string, path: string): boolean {
  const rel = relative(resolve(root), resolve(path));
  return rel !== '' && !rel.startsWith('..') && !isAbsolute(rel);
}
