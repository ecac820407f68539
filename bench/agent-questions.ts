// Query agent, offline mode (issue 6): question latency and tool calls per question, and the
// score of the day question set (tests/agent/day-questions.ts), over
//   A. 24 h of one camera: the synthetic day scene rendered and taken through `vigil ingest`
//      (lib/ingested-day.ts), and
//   B. 7 days x 4 cameras: that day backfilled in time and across cameras through the same
//      stores (lib/backfill-cameras.ts), asked with `now` moved to the last day, once naming no
//      camera (all 4 cameras) and once naming one ("... at the dock?").
// Latency is ask() in a process that has the agent open (opening is timed apart): what
// `vigil serve` would see, without the CLI's process start. Tool calls = steps. Each round
// runs in a fresh child process, so that a leak (rewind once leaked sockets and memory; file
// descriptors and RSS gained per round are in the table) cannot slow later rounds down.
//   npx tsx bench/agent-questions.ts [--rounds 3] [--week-rounds 3] [--out FILE]
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { DAY_CAMERA, DAY_START, DAY_URL, dayQuestions } from '../tests/agent/day-questions.ts';
import { ensureIngestedDay, type IngestedDay } from './lib/ingested-day.ts';
import { ensureBackfill, type Backfill } from './lib/backfill-cameras.ts';
import { askRound, variantsFor, type AskRecord, type RoundResult, type Variant } from './lib/agent-rounds.ts';
import { CACHE_DIR } from './lib/test-media.ts';
import { describeMachine } from './lib/machine.ts';
import { codeVersion, describeCode } from './lib/code-version.ts';
import { fmt, fmtSummary, markdownTable, summarize } from './lib/stats.ts';
import { registerPlugins } from '../bin/register-plugins.ts';

const SELF = fileURLToPath(import.meta.url);
const WEEK = { cameras: ['gate', 'dock', 'lane', 'porch'], days: 7 };
const ROUND_TIMEOUT_MS = 20 * 60_000;

export interface AgentQuestionsOptions { rounds?: number; weekRounds?: number; out?: string }

async function scenarios(log: (l: string) => void): Promise<{ day: IngestedDay; week: Backfill; vs: Variant[] }> {
  const day = await ensureIngestedDay(DAY_URL, DAY_START, DAY_CAMERA, log);
  const week = await ensureBackfill(day, WEEK, log);
  return { day, week, vs: variantsFor(day, week) };
}

function roundInChild(key: Variant['key'], round: number): Promise<RoundResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', SELF, '--child', key, '--round', String(round)], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    // A round takes about a minute or two; one that hangs (a stuck decode) fails the bench instead.
    const timer = setTimeout(() => child.kill('SIGKILL'), ROUND_TIMEOUT_MS);
    child.stdout.on('data', (d: Buffer) => { out += d; });
    child.on('error', reject);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (code !== 0) return reject(new Error(`agent-questions child (${key}, round ${round}) exited with ${code ?? signal}${signal === 'SIGKILL' ? ` (killed after ${ROUND_TIMEOUT_MS / 60_000} min)` : ''}`));
      resolve(JSON.parse(out.slice(out.lastIndexOf('\n{') + 1)) as RoundResult);
    });
  });
}

/** Nearest-rank percentile. */
function percentile(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.max(0, Math.ceil((p / 100) * s.length) - 1)];
}

function summaryRow(v: Variant, rounds: RoundResult[]): string[] {
  const records = rounds.flatMap((r) => r.records);
  const perRound = (p: number) => fmtSummary(summarize(rounds.map((r) => percentile(r.records.map((x) => x.ms), p))), 0);
  const steps = records.map((r) => r.steps), failed = records.reduce((a, r) => a + r.failedSteps, 0);
  const scores = rounds.map((r) => r.records.filter((x) => x.ok).length), scored = rounds[0].records.filter((x) => x.ok !== null).length;
  const score = new Set(scores).size === 1 ? `${scores[0]}/${scored}` : `${scores.join(', ')} of ${scored}`;
  const gained = (f: (r: RoundResult) => number) => fmt(summarize(rounds.map(f)).median, 0);
  return [v.label, `${rounds[0].records.length} x ${rounds.length}`, fmtSummary(summarize(rounds.map((r) => r.openMs)), 0), perRound(50), perRound(95),
    fmt(Math.max(...records.map((r) => r.ms)), 0), `${fmt(summarize(steps).median, 0)} / ${Math.max(...steps)}${failed ? ` (${failed} failed)` : ''}`, score,
    `${gained((r) => r.fds.after - r.fds.before)} / ${gained((r) => r.rssMiB.after - r.rssMiB.before)}`];
}

function perQuestionRows(vs: Variant[], all: AskRecord[]): string[][] {
  return dayQuestions().map((q, i) => [String(i), q.about, ...vs.map((v) => {
    const mine = all.filter((r) => r.variant === v.key && r.index === i);
    const mark = mine.every((r) => r.ok === null) ? 'n/a' : mine.every((r) => r.ok) ? 'ok' : mine.some((r) => r.ok) ? 'some' : 'FAIL';
    return `${fmt(summarize(mine.map((r) => r.ms)).median, 0)} ms, ${mine[0].steps} · ${mark}`;
  })]);
}

function failures(vs: Variant[], all: AskRecord[]): string[] {
  const out: string[] = [];
  for (const v of vs) {
    const mine = all.filter((x) => x.variant === v.key), rounds = new Set(mine.map((x) => x.round)).size;
    const byKey = new Map<string, { r: AskRecord; n: number }>();
    for (const r of mine.filter((x) => x.ok === false)) byKey.set(`${r.index}|${r.why}`, { r, n: (byKey.get(`${r.index}|${r.why}`)?.n ?? 0) + 1 });
    for (const { r, n } of byKey.values()) out.push(`- ${v.label}, #${r.index} "${r.question}" (${n}/${rounds} rounds): ${r.why}. Answer: ${r.answer.slice(0, 200)}${r.answer.length > 200 ? '…' : ''}`);
  }
  return out.length ? out : ['- none'];
}

/** Naming a camera must leave the range the question is read as unchanged. */
function namingChecks(all: AskRecord[]): string[] {
  return all.filter((r) => r.variant === 'week-named' && r.round === 1).flatMap((r) => {
    const base = all.find((x) => x.variant === 'week-all' && x.round === 1 && x.index === r.index);
    return base && (base.from !== r.from || base.to !== r.to) ? [`- #${r.index}: naming ${r.cameras[0]} changed the range (${base.from}..${base.to} -> ${r.from}..${r.to})`] : [];
  });
}

export async function main(o: AgentQuestionsOptions = {}): Promise<string> {
  await registerPlugins();
  const rounds = o.rounds ?? 3, weekRounds = o.weekRounds ?? rounds, log = (l: string) => process.stderr.write(`${l}\n`);
  const { day, week, vs } = await scenarios(log);
  const loads: number[] = [], results = new Map<string, RoundResult[]>(vs.map((v) => [v.key, []])), t0 = Date.now();
  // Scenarios take turns round by round, so that load from others' work on this shared machine
  // falls on all of them alike rather than on whichever ran at the time.
  for (let round = 1; round <= Math.max(rounds, weekRounds); round++) {
    for (const v of vs) {
      const n = v.key === 'day' ? rounds : weekRounds;
      if (round > n) continue;
      loads.push(loadavg()[0]);
      const r = await roundInChild(v.key, round);
      results.get(v.key)!.push(r);
      log(`${v.label}, round ${round}/${n}: ${r.records.filter((x) => x.ok).length}/${r.records.filter((x) => x.ok !== null).length}, ` +
        `${fmt(r.records.reduce((a, x) => a + x.ms, 0) / 1000, 1)} s, +${r.fds.after - r.fds.before} fds, +${fmt(r.rssMiB.after - r.rssMiB.before, 0)} MiB`);
    }
  }
  loads.push(loadavg()[0]);
  const all = [...results.values()].flat().flatMap((r) => r.records);
  const machine = describeMachine(), code = codeVersion();
  const out = o.out ?? join(CACHE_DIR, 'results', `agent-questions-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, JSON.stringify({
    bench: 'agent-questions', at: new Date().toISOString(), machine, code, load1: loads, seconds: (Date.now() - t0) / 1000,
    options: { rounds, weekRounds }, url: DAY_URL, day, week,
    rounds: Object.fromEntries([...results].map(([k, rs]) => [k, rs.map(({ records, ...rest }) => ({ ...rest, asks: records.length }))])), records: all,
  }, null, 1));
  log(`wrote ${out}`);
  const checks = namingChecks(all);
  return [
    '### Query agent: offline question latency and score (issue 6)',
    '',
    `Machine: ${machine}; 1-min load average ${fmt(Math.min(...loads), 1)}–${fmt(Math.max(...loads), 1)} at the start of each round. ` +
    `vigil at ${describeCode(code)}. ` +
    `A: ${DAY_URL} from ${new Date(DAY_START).toISOString()} ingested as "${DAY_CAMERA}" (at ${day.ingestedAt ? describeCode(day.ingestedAt) : 'an unrecorded commit'}). B: that day backfilled to ${WEEK.cameras.join(', ')} x ${WEEK.days} days, now moved ${WEEK.days - 1} days on. ` +
    `Offline planner; each round a fresh process that opens the agent and asks the ${dayQuestions().length} questions in order (so every round pays the one-time loads, e.g. the OCR model, in its first text question); scenarios take turns round by round. ` +
    `p50 / p95 per round (nearest rank: p95 is the second slowest), median (min–max) over rounds; max over all asks; tool calls = steps, median / max over all asks. ` +
    `B scoring: expected times moved by the offset; no camera named: any of the ${WEEK.cameras.length} cameras counts and a count expects ${WEEK.cameras.length}x the day's; one camera named: the event must be on it. ` +
    `Gained per round: open file descriptors and RSS after the last question minus after opening the agent, median (one-time loads included, so not all of it is a leak). Results JSON: ${out}`,
    '',
    markdownTable(['scenario', 'questions x rounds', 'open agent ms', 'p50 ms', 'p95 ms', 'max ms', 'tool calls median / max', 'score', 'gained per round fds / MiB'],
      vs.map((v) => summaryRow(v, results.get(v.key)!))),
    '',
    'Per question: median latency, tool calls, ok / FAIL / some (varies by round).',
    '',
    markdownTable(['#', 'about', ...vs.map((v) => v.label)], perQuestionRows(vs, all)),
    '',
    'Failing questions:',
    '',
    ...failures(vs, all),
    ...(checks.length ? ['', 'Naming a camera changed how the question was read:', '', ...checks] : []),
    '',
  ].join('\n');
}

if (process.argv[1] === SELF) {
  const { values } = parseArgs({ options: {
    rounds: { type: 'string', default: '3' }, 'week-rounds': { type: 'string' }, out: { type: 'string' }, child: { type: 'string' }, round: { type: 'string', default: '1' },
  } });
  if (values.child) {
    const v = (await scenarios(() => {})).vs.find((x) => x.key === values.child);
    if (!v) throw new Error(`unknown variant ${values.child}`);
    const r = await askRound(v, Number(values.round));
    // Exit once the result is written: a GStreamer thread left running must not keep the child alive.
    process.stdout.write('\n' + JSON.stringify(r) + '\n', () => process.exit(0));
  } else {
    process.stdout.write(await main({
      rounds: Number(values.rounds), ...(values['week-rounds'] ? { weekRounds: Number(values['week-rounds']) } : {}), ...(values.out ? { out: values.out } : {}),
    }));
  }
}
