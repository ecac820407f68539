// Generates vigil.example.yaml from the zod config schema (descriptions, defaults, ranges,
// enum values), so the documented example cannot drift from what the loader accepts.
//   npx tsx scripts/gen-example-config.ts          rewrite vigil.example.yaml
//   npx tsx scripts/gen-example-config.ts --check  exit 1 if the committed file is stale
// core/config/example-config.test.ts runs the same check in the test suite.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { dirname, join } from 'node:path';
import { stringify } from 'yaml';
import { ConfigSchema, IngestSchema, DetectConfigSchema, WindowsSchema } from '../core/config/schema.ts';

export const EXAMPLE_CONFIG_PATH = join(dirname(fileURLToPath(import.meta.url)), '..', 'vigil.example.yaml');

/** Example values for fields without a default, by dotted path (array items drop the index). */
const EXAMPLES: Record<string, unknown> = {
  'cameras.id': 'dock',
  'cameras.name': 'Loading dock',
  'cameras.location': 'loading dock, back yard',
  'cameras.url': 'rtsp://192.168.1.20:554/Streaming/Channels/101',
  'cameras.username': 'viewer',
  'cameras.password': 'change-me',
  'cameras.passwordEnv': 'DOCK_CAMERA_PASSWORD',
  'storage.diskBudgetGb': 500,
  'models.onnx.dir': '/opt/models/clip-vit-b32',
  // A mask over a burned-in camera clock in the top-left corner.
  'detect.masks.x': 0, 'detect.masks.y': 0, 'detect.masks.w': 0.3, 'detect.masks.h': 0.08,
  'cameras.detect.masks.x': 0, 'cameras.detect.masks.y': 0, 'cameras.detect.masks.w': 0.3, 'cameras.detect.masks.h': 0.08,
  'backends.qdrantUrl': 'http://127.0.0.1:6333',
  'server.authTokenEnv': 'VIGIL_API_TOKEN',
  'alerts.mqtt.url': 'mqtt://127.0.0.1:1883',
  'alerts.mqtt.username': 'vigil',
  'alerts.mqtt.passwordEnv': 'VIGIL_MQTT_PASSWORD',
  'alerts.mqtt.clientId': 'vigil-main',
  // Per-camera overrides are shown with the top-level defaults they replace.
  ...Object.fromEntries(Object.entries(IngestSchema.parse({})).map(([k, v]) => [`cameras.ingest.${k}`, v])),
  ...Object.fromEntries(Object.entries(DetectConfigSchema.parse({})).map(([k, v]) => [`cameras.detect.${k}`, v])),
  ...Object.fromEntries(Object.entries(WindowsSchema.parse({})).map(([k, v]) => [`cameras.windows.${k}`, v])),
};

const HEADER = `# vigil configuration: every field, its default and what it does.
# GENERATED from core/config/schema.ts by scripts/gen-example-config.ts; do not edit by hand
# (npm run gen:example-config). Lines starting with "# key:" are optional fields shown
# with an example value; uncomment to use. Unknown keys are rejected.
# Pass the file with --config FILE or the VIGIL_CONFIG environment variable;
# --data-dir / VIGIL_DATA_DIR override storage.dataDir.
`;

// Minimal view of zod 4 internals: every schema carries its definition in _zod.def.
interface ZodLike {
  _zod: { def: { type: string; innerType?: ZodLike; shape?: Record<string, ZodLike>; element?: ZodLike; entries?: Record<string, unknown>; checks?: { _zod: { def: { check: string; value?: unknown; inclusive?: boolean } } }[] } };
  description?: string;
  isInt?: boolean;
  parse(v: unknown): unknown;
}

interface FieldInfo {
  core: ZodLike;
  description?: string;
  optional: boolean;
  hasDefault: boolean;
  defaultValue?: unknown;
}

/** Peels optional/default/prefault wrappers, keeping the first description and the default. */
function inspect(schema: ZodLike): FieldInfo {
  const info: FieldInfo = { core: schema, optional: false, hasDefault: false };
  let s = schema;
  for (;;) {
    info.description ??= s.description;
    const t = s._zod.def.type;
    if (t === 'optional') info.optional = true;
    else if (t === 'default' || t === 'prefault') {
      if (!info.hasDefault) { info.hasDefault = true; info.defaultValue = s.parse(undefined); }
    } else break;
    s = s._zod.def.innerType!;
  }
  info.core = s;
  return info;
}

function constraints(s: ZodLike): string[] {
  const def = s._zod.def;
  if (def.type === 'enum') return [`one of: ${Object.values(def.entries!).join(' | ')}`];
  if (def.type !== 'number') return [];
  const out: string[] = s.isInt ? ['integer'] : [];
  for (const c of def.checks ?? []) {
    const d = c._zod.def;
    if (d.check === 'greater_than') out.push(`${d.inclusive ? '>=' : '>'} ${String(d.value)}`);
    if (d.check === 'less_than') out.push(`${d.inclusive ? '<=' : '<'} ${String(d.value)}`);
  }
  return out;
}

function yamlScalar(v: unknown): string {
  return stringify(v, { lineWidth: 0 }).trimEnd();
}

function comment(info: FieldInfo, path: string): string {
  const parts = [info.description ?? ''];
  const extra = constraints(info.core);
  const type = info.core._zod.def.type;
  // Sections show their defaults field by field; leaves and lists show theirs inline.
  if (type !== 'object' && info.hasDefault) extra.push(`default: ${yamlScalar(info.defaultValue)}`);
  else if (!info.optional && !info.hasDefault) extra.push('required');
  if (!info.description) throw new Error(`config field ${path} has no .describe(); add one in core/config/schema.ts`);
  return extra.length ? `${parts[0]} (${extra.join('; ')})` : parts[0];
}

/** Comments out a block at its own indent, so deleting "# " there restores valid YAML. */
function commentOut(lines: string[], indent: string): string[] {
  return lines.map((l) => `${indent}# ${l.slice(indent.length)}`);
}

const isComment = (l: string) => l.trimStart().startsWith('#');

/** Renders one field (its description comment, key and value) at the given indent. */
function renderField(key: string, field: ZodLike, path: string, indent: string): string[] {
  const info = inspect(field);
  const head = `${indent}# ${comment(info, path)}`;
  const def = info.core._zod.def;
  let lines: string[];
  if (def.type === 'object') {
    const body = renderObject(def.shape!, path, indent + '  ');
    lines = [`${indent}${key}:`, ...body];
    // A section whose fields are all optional would parse as null: comment its key out too
    // (the fields are commented out already).
    if (body.every(isComment)) return [head, `${indent}# ${key}:`, ...body];
  } else if (def.type === 'array' && def.element!._zod.def.type === 'object') {
    const item = inspect(def.element!);
    const body = renderObject(item.core._zod.def.shape!, path, indent + '    ');
    lines = [`${indent}${key}:`, `${indent}  - # ${item.description ?? 'item'} (example)`, ...body];
    // Lists other than cameras default to empty: show their example item commented out.
    if (path !== 'cameras' && info.hasDefault) return [head, ...commentOut(lines, indent)];
  } else {
    const value = info.hasDefault ? info.defaultValue : EXAMPLES[path];
    if (value === undefined) throw new Error(`config field ${path} has no default and no example in scripts/gen-example-config.ts`);
    lines = [`${indent}${key}: ${yamlScalar(value)}`];
  }
  // Optional fields are shown with an example, commented out.
  return [head, ...(info.optional ? commentOut(lines, indent) : lines)];
}

function renderObject(shape: Record<string, ZodLike>, path: string, indent: string): string[] {
  return Object.entries(shape).flatMap(([key, field]) => renderField(key, field, path ? `${path}.${key}` : key, indent));
}

export function renderExampleConfig(): string {
  const root = inspect(ConfigSchema as unknown as ZodLike);
  const body = renderObject(root.core._zod.def.shape!, '', '');
  // Blank line between top-level sections for readability.
  const spaced = body.flatMap((l, i) => (i > 0 && /^# /.test(l) && !/^#/.test(body[i - 1]) ? ['', l] : [l]));
  return `${HEADER}\n${spaced.join('\n')}\n`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const fresh = renderExampleConfig();
  if (process.argv.includes('--check')) {
    const current = readFileSync(EXAMPLE_CONFIG_PATH, 'utf8');
    if (current !== fresh) {
      console.error('vigil.example.yaml is stale; run: npm run gen:example-config');
      process.exit(1);
    }
    console.log('vigil.example.yaml is up to date');
  } else {
    writeFileSync(EXAMPLE_CONFIG_PATH, fresh);
    console.log(`wrote ${EXAMPLE_CONFIG_PATH}`);
  }
}
