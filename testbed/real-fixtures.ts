// The real camera clips of ../shared/fixtures/real/ (footage nobody here made), found from the
// repository or from a git worktree below it: the first folder upwards that holds
// shared/fixtures/real/NAME, or whose parent does. Undefined when the clip is absent, so a
// test can skip with a clear message instead of failing on a machine without the fixtures.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export function findRealFixture(name: string, from: string = fileURLToPath(import.meta.url)): string | undefined {
  for (let dir = dirname(from); ; dir = dirname(dir)) {
    const f = join(dir, 'shared', 'fixtures', 'real', name), g = join(dir, '..', 'shared', 'fixtures', 'real', name);
    if (existsSync(f)) return f;
    if (existsSync(g)) return g;
    if (dirname(dir) === dir) return undefined;
  }
}
