// Alert evaluation cost and quality offline, on synthetic days taken through the real pipeline
// (rendered, `vigil ingest` with builtin captions, cached in bench/.cache): rule x window
// evaluations per second on one core with the builtin verifier, the share of evaluations that
// reach the verifier (the calls a VLM would have cost; the rest the prefilter saved), what a
// rule set fires on a day with scripted events, and false alerts per camera-hour over a quiet
// day (empty yard: sensor noise and a slow lighting drift only).
//   npx tsx bench/alert-evaluate.ts [--runs 5]
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { readWindows } from '../ingest/index.ts';
import { readCaptions } from '../indexer/index.ts';
import { BuiltinVerifier, Evaluator, RuleInputSchema, fromCaptioned, fromClosed, testRule, type Observation, type Rule } from '../alerts/index.ts';
import { ensureIngestedDay } from './lib/ingested-day.ts';
import { CACHE_DIR } from './lib/test-media.ts';
import { describeMachine } from './lib/machine.ts';
import { fmtSummary, markdownTable, summarize } from './lib/stats.ts';
import { ALERT_DAY_SCENE } from '../tests/helpers/alert-day-scene.ts';

const SELF = fileURLToPath(import.meta.url);
const DAY = Date.parse('2026-11-27T00:00:00Z');
const CAMERA = 'yard';

/** The alerts test day: red in the right half at 02:00 and 22:30, blue there at 10:00, red on the left at 14:00. */
const EVENT_DAY = ALERT_DAY_SCENE;
const QUIET_DAY = 'synthetic:quiet?width=192&height=108&fps=0.2&duration=86400&noise=1';

const right = { name: 'driveway', points: [[0.5, 0], [1, 0], [1, 1], [0.5, 1]] };
const left = { name: 'path', points: [[0, 0], [0.5, 0], [0.5, 1], [0, 1]] };
/** Twelve rules of the kinds people write, on one camera. */
const RULES: Rule[] = [
  ['red-right', 'is there a {thing} in the {zone}?', { thing: 'red object', zone: 'driveway' }, right],
  ['red-left', 'is there a {thing} in the {zone}?', { thing: 'red object', zone: 'path' }, left],
  ['blue-right', 'is there a {thing} in the {zone}?', { thing: 'blue object', zone: 'driveway' }, right],
  ['any-right', 'is anything moving in the {zone}?', { zone: 'driveway' }, right],
  ['any', 'is anything moving?', {}, undefined],
  ['person', 'is there a {who} in the yard?', { who: 'person' }, undefined],
  ['vehicle-right', 'is there a {what} in the {zone}?', { what: 'vehicle', zone: 'driveway' }, right],
  ['white-car', 'is there a {colour} car?', { colour: 'white' }, undefined],
  ['delivery', 'does a sign read "{text}"?', { text: 'DELIVERY' }, undefined],
  ['dog', 'is there a {animal} in the {zone}?', { animal: 'dog', zone: 'path' }, left],
  ['green-any', 'is something {colour} moving?', { colour: 'green' }, undefined],
  ['person-night', 'is {who} in the {zone} at night?', { who: 'anyone', zone: 'driveway' }, right],
].map(([id, template, values, zone]) => RuleInputSchema.parse({ id, template, values, cameras: [CAMERA], ...(zone ? { zone } : {}), ...(id === 'person-night' ? { schedule: { times: [{ from: '22:00', to: '06:00' }] } } : {}) }));

function observations(dataDir: string): Observation[] {
  const captions = readCaptions(dataDir, CAMERA);
  return readWindows(dataDir, CAMERA).map((w) => { const c = captions.get(w.id); return c ? fromCaptioned(c) : fromClosed(w); });
}

async function throughput(obs: Observation[], runs: number) {
  const rates: number[] = [];
  let stats;
  for (let i = 0; i < runs; i++) {
    const ev = new Evaluator({ verifier: new BuiltinVerifier(), timezones: () => 'UTC' });
    const t0 = performance.now();
    for (let rep = 0; rep < 5; rep++) for (const o of obs) await ev.evaluate(o, RULES);
    rates.push(ev.stats.evaluations / ((performance.now() - t0) / 1000));
    stats = ev.stats;
  }
  return { rate: summarize(rates), stats: stats! };
}

async function fired(dataDir: string) {
  const source = { windows: (c: string, f: number, t: number) => readWindows(dataDir, c, f, t), captions: (c: string, f: number, t: number) => readCaptions(dataDir, c, f, t) };
  const out: { rule: string; alerts: { start: number; end: number | null }[] }[] = [];
  for (const rule of RULES) {
    const r = await testRule(rule, { from: DAY, to: DAY + 86_400_000 }, { source, verifier: new BuiltinVerifier(), timezones: () => 'UTC' });
    out.push({ rule: rule.id, alerts: r.alerts });
  }
  return out;
}

export async function main(opts: { runs?: number } = {}): Promise<string> {
  const runs = opts.runs ?? 5;
  mkdirSync(CACHE_DIR, { recursive: true });
  const scene = join(CACHE_DIR, 'alert-day.json');
  writeFileSync(scene, JSON.stringify(EVENT_DAY));
  const eventDay = await ensureIngestedDay(`synthetic:${scene}`, DAY, CAMERA);
  const quietDay = await ensureIngestedDay(QUIET_DAY, DAY, CAMERA);
  const rows: string[][] = [];
  for (const [name, day] of [['event day (4 scripted objects, dawn, dusk)', eventDay], ['quiet day (noise, lighting drift)', quietDay]] as const) {
    const obs = observations(day.dataDir);
    const { rate, stats } = await throughput(obs, runs);
    const armed = stats.evaluations - stats.offSchedule;
    const f = await fired(day.dataDir);
    const total = f.reduce((n, r) => n + r.alerts.length, 0);
    const firing = f.filter((r) => r.alerts.length).map((r) => `${r.rule} ${r.alerts.map((a) => new Date(a.start).toISOString().slice(11, 16)).join('/')}`).join('; ') || 'none';
    rows.push([name, String(obs.length), fmtSummary(rate, 0), `${((100 * stats.verified) / armed).toFixed(1)} %`, String(total), (total / 24).toFixed(3), firing]);
  }
  const header = ['day (24 h, 192x108 at 0.2 fps, 1 camera)', 'windows', 'rule x window evaluations/s, one core', 'reach the verifier', 'alerts fired (12 rules)', 'alerts per camera-hour', 'which (rule, UTC start)'];
  return [
    `### Alert evaluation offline (\`npx tsx bench/alert-evaluate.ts --runs ${runs}\`)`,
    '', `Machine: ${describeMachine()}`, '',
    `12 rules of the usual kinds (colour + zone, anything moving, person, vehicle, quoted text, a COCO animal, a night schedule) evaluated with the builtin verifier over every window of a synthetic day (closed windows with their builtin captions), 5 passes per run, median (min–max) over ${runs} runs. "Reach the verifier" is the share of armed rule x window evaluations the prefilter let through: with a VLM each is one model call. Alerts fired: \`testRule\` (what \`vigil alerts test\` runs) over the whole day. On the event day the expected alerts are red-right 02:00 and 22:30, red-left 14:00, blue-right 10:00, any-right 02:00/10:00/22:30, any (each object), person-night 02:00/22:30 (the boxes are person-sized); everything on the quiet day is a false alert.`,
    '', markdownTable(header, rows), '',
  ].join('\n');
}

if (process.argv[1] && SELF === process.argv[1]) {
  const { values: a } = parseArgs({ options: { runs: { type: 'string', default: '5' } } });
  process.stdout.write(await main({ runs: Number(a.runs) }) + '\n');
}
