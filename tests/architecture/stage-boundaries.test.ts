// The architecture, checked: every stage is used only through its index.ts, core/ depends on
// no stage, and no production file depends on the testbed (the synthetic camera, the scene
// renderer, the RTSP test server). A new file that reaches into another stage's internals
// fails here with the file, the import and what to import instead.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
/** Pipeline stages: each is imported by other folders only through `<stage>/index.ts`. */
const STAGES = ['models', 'ingest', 'indexer', 'agent', 'alerts', 'dashboard'];
/** Folders whose production files are checked: the stages, core, the CLI and the testbed. */
const CHECKED = [...STAGES, 'core', 'bin', 'testbed'];

interface Import { file: string; spec: string; target: string }

function sourceFiles(dir: string): string[] {
  let out: string[] = [];
  let names: string[];
  try { names = readdirSync(join(ROOT, dir)); } catch { return []; }
  for (const name of names) {
    const rel = join(dir, name);
    if (name === 'node_modules' || name === 'dist') continue;
    if (statSync(join(ROOT, rel)).isDirectory()) out = out.concat(sourceFiles(rel));
    else if (/\.(ts|mts)$/.test(name)) out.push(rel);
  }
  return out;
}

const isTest = (f: string) => /\.test\.ts$/.test(f) || f.split('/').includes('testing');
const topOf = (f: string) => f.split('/')[0];

/** Static and dynamic relative imports (and re-exports) of a file, resolved from the root. */
export function importsOf(file: string, text = readFileSync(join(ROOT, file), 'utf8')): Import[] {
  const out: Import[] = [];
  const re = /(?:\bfrom\s+|\bimport\s*\(\s*|^\s*import\s+)(['"])(\.{1,2}\/[^'"]+)\1/gm;
  for (const m of text.matchAll(re)) {
    out.push({ file, spec: m[2], target: normalize(join(dirname(file), m[2])) });
  }
  return out;
}

export function violations(files: string[], read?: (f: string) => string): string[] {
  const bad: string[] = [];
  for (const file of files) {
    if (isTest(file)) continue;
    const from = topOf(file);
    for (const imp of importsOf(file, read?.(file))) {
      const to = topOf(imp.target);
      if (to === from) continue;
      if (from === 'core' && (STAGES.includes(to) || to === 'testbed')) {
        bad.push(`${file} imports ${imp.spec}: core/ must not depend on a stage or the testbed`);
      } else if (STAGES.includes(from) && to === 'testbed') {
        bad.push(`${file} imports ${imp.spec}: production stages never use the testbed (register a plugin in bin/register-plugins.ts instead)`);
      } else if (STAGES.includes(to) && imp.target !== `${to}/index.ts`) {
        bad.push(`${file} imports ${imp.spec}: use ${relative(dirname(file), `${to}/index.ts`)} (export what you need there)`);
      }
    }
  }
  return bad;
}

describe('stage boundaries', () => {
  it('every stage has an index.ts', () => {
    for (const stage of STAGES) {
      if (sourceFiles(stage).length) expect(sourceFiles(stage), stage).toContain(`${stage}/index.ts`);
    }
  });

  it('no file reaches into another stage, core depends on no stage, stages never use the testbed', () => {
    const files = CHECKED.flatMap(sourceFiles);
    expect(files.length).toBeGreaterThan(100);
    expect(violations(files)).toEqual([]);
  });

  it('catches each kind of violation (the check itself can fail)', () => {
    const fake: Record<string, string> = {
      'agent/x.ts': "import { rewind } from '../ingest/rewind/rewind.ts';\nconst m = await import('../indexer/window-index/index.ts');",
      'core/y.ts': "export { DetectConfigSchema } from '../ingest/detect/index.ts';",
      'ingest/z.ts': "import { renderToFile } from '../testbed/synthetic/index.ts';",
      'bin/ok.ts': "import { rewind } from '../ingest/index.ts';\nimport { toIso } from '../core/time.ts';",
      'agent/x.test.ts': "import { TrackBuilder } from '../ingest/windows/track-builder.ts';",
    };
    const found = violations(Object.keys(fake), (f) => fake[f]);
    expect(found).toHaveLength(4);
    expect(found[0]).toMatch(/^agent\/x.ts imports ..\/ingest\/rewind\/rewind.ts: use ..\/ingest\/index.ts/);
    expect(found[1]).toMatch(/indexer\/window-index\/index.ts: use ..\/indexer\/index.ts/);
    expect(found[2]).toMatch(/core\/ must not depend on a stage/);
    expect(found[3]).toMatch(/never use the testbed/);
  });
});
