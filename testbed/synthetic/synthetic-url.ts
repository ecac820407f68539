// synthetic: URLs, the way cameras and the CLI name a synthetic scene:
//   synthetic:street?width=1280&height=720&fps=15&duration=600&seed=3
//   synthetic:/path/to/script.json (or .yaml / .yml)
import { readFileSync } from 'node:fs';
import { extname } from 'node:path';
import YAML from 'yaml';
import { UserError, errorMessage } from '../../core/errors.ts';
import { BUILTIN_SCENES } from './builtin-scenes.ts';
import { parseSceneScript, type SceneScript } from './scene-script.ts';

const OPTIONS: Record<string, { key: string; describe: string; bool?: boolean }> = {
  width: { key: 'width', describe: 'frame width (even)' },
  height: { key: 'height', describe: 'frame height (even)' },
  fps: { key: 'fps', describe: 'frames per second' },
  duration: { key: 'durationSeconds', describe: 'seconds' },
  seed: { key: 'seed', describe: 'texture/noise seed' },
  noise: { key: 'noiseSigma', describe: 'sensor noise sigma' },
  clock: { key: 'clock', describe: '1/0: burned-in clock', bool: true },
};

export const SYNTHETIC_OPTIONS = Object.entries(OPTIONS).map(([k, o]) => `${k} (${o.describe})`);

export function isSyntheticUrl(url: string): boolean {
  return url.startsWith('synthetic:');
}

function readScriptFile(path: string): unknown {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (err) {
    throw new UserError(`cannot read scene script ${path}: ${errorMessage(err)}`, { cause: err });
  }
  try {
    return ['.yaml', '.yml'].includes(extname(path).toLowerCase()) ? YAML.parse(text) : JSON.parse(text);
  } catch (err) {
    throw new UserError(`scene script ${path} is not valid ${extname(path).slice(1).toUpperCase() || 'JSON'}: ${errorMessage(err)}`, { cause: err });
  }
}

function parseOptions(query: string, url: string): Record<string, number | boolean> {
  const out: Record<string, number | boolean> = {};
  for (const [name, value] of new URLSearchParams(query)) {
    const opt = OPTIONS[name];
    if (!opt) throw new UserError(`${url}: unknown option "${name}"; options are: ${SYNTHETIC_OPTIONS.join(', ')}`);
    if (opt.bool) {
      if (!['0', '1', 'true', 'false'].includes(value)) throw new UserError(`${url}: ${name} must be 1 or 0`);
      out[opt.key] = value === '1' || value === 'true';
      continue;
    }
    const n = Number(value);
    if (value === '' || !Number.isFinite(n)) throw new UserError(`${url}: ${name}=${value} is not a number`);
    out[opt.key] = n;
  }
  return out;
}

/** Turns a synthetic: URL into a checked scene script. */
export function parseSyntheticUrl(url: string): SceneScript {
  if (!isSyntheticUrl(url)) throw new UserError(`"${url}" is not a synthetic: URL (e.g. synthetic:street?duration=60)`);
  const rest = url.slice('synthetic:'.length);
  const q = rest.indexOf('?');
  const target = q < 0 ? rest : rest.slice(0, q), options = parseOptions(q < 0 ? '' : rest.slice(q + 1), url);
  if (target.includes('/') || /\.(json|ya?ml)$/i.test(target)) {
    const script = readScriptFile(target);
    if (!script || typeof script !== 'object') throw new UserError(`scene script ${target} must be an object`);
    return parseSceneScript({ ...(script as object), ...options }, `scene script ${target}`);
  }
  const builtin = BUILTIN_SCENES[target];
  if (!builtin) {
    throw new UserError(`unknown synthetic scene "${target}"; builtin scenes are: ${Object.keys(BUILTIN_SCENES).join(', ')} (or give a path to a .json/.yaml script)`);
  }
  const duration = typeof options.durationSeconds === 'number' ? options.durationSeconds : 60;
  return parseSceneScript({ ...builtin.build(duration), ...options, durationSeconds: duration }, url);
}
