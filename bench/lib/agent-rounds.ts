// One round of the day question set asked of the offline agent in one scenario, timed and
// scored (for bench/agent-questions.ts). Scenarios differ in data dir, in how far `now` and
// the expected times move, and in which cameras a question is about.
import { readdirSync } from 'node:fs';
import { loadConfig } from '../../core/config/index.ts';
import { createLogger } from '../../core/logger.ts';
import { openAgent } from '../../agent/open-agent.ts';
import { ask } from '../../agent/ask.ts';
import type { AgentResult } from '../../agent/result.ts';
import { DAY_CAMERA, dayQuestions, scoreAnswer, type DayQuestion } from '../../tests/agent/day-questions.ts';
import type { IngestedDay } from './ingested-day.ts';
import type { Backfill } from './backfill-cameras.ts';

export interface Variant {
  key: 'day' | 'week-all' | 'week-named';
  label: string;
  dataDir: string;
  /** Added to each question's `now` and to every expected time. */
  offsetMs: number;
  /** The question as asked, and the cameras an answer may be about. */
  pose(q: DayQuestion, i: number): { question: string; cameras: string[] };
  /** Expected count for a question about n crossings per camera. */
  countOf(n: number, cameras: string[]): number;
}

export interface AskRecord {
  variant: string; round: number; index: number; about: string; question: string; cameras: string[];
  ms: number; steps: number; tools: string[]; failedSteps: number;
  /** null: the expectation does not apply here (see notApplicable). */
  ok: boolean | null; why: string;
  from: string; to: string; answer: string;
}

export interface RoundResult {
  records: AskRecord[];
  openMs: number;
  /** Open file descriptors after opening the agent and after the round (rewind leaks some). */
  fds: { before: number; after: number };
  rssMiB: { before: number; after: number };
}

/** "When did ...?" -> "When did ... at the dock?": checked to leave the range and the question kind as they were. */
const named = (q: string, cam: string) => `${q.replace(/\?$/, '')} at the ${cam}?`;

export function variantsFor(day: IngestedDay, week: Backfill): Variant[] {
  const cams = week.cameras, base = { dataDir: week.dataDir, offsetMs: week.lastDayOffsetMs };
  const scene = `${week.days} d x ${cams.length} cameras`;
  return [
    { key: 'day', label: 'A. 24 h, 1 camera', dataDir: day.dataDir, offsetMs: 0, pose: (q) => ({ question: q.q, cameras: [day.camera] }), countOf: (n) => n },
    { key: 'week-all', label: `B. ${scene}, no camera named`, ...base, pose: (q) => ({ question: q.q, cameras: cams }), countOf: (n, c) => n * c.length },
    {
      key: 'week-named', label: `B. ${scene}, one camera named`, ...base, countOf: (n) => n,
      pose: (q, i) => { const cam = cams[i % cams.length]; return { question: named(q.q, cam), cameras: [cam] }; },
    },
  ];
}

/**
 * The day set's expectation that no longer holds in a backfilled week: 7 consecutive days hold
 * every weekday, so "What happened on Tuesday?" has footage there.
 */
function notApplicable(q: DayQuestion, v: Variant): string | undefined {
  return v.offsetMs !== 0 && q.expect.kind === 'no-footage' ? 'n/a: the backfilled week has footage for every weekday' : undefined;
}

/**
 * scoreAnswer on the result moved back by the variant's offset, with every camera the question
 * may be about renamed to the day's camera (others keep a name that never matches), the
 * expected count of the variant, and, when one camera was named, the pinned event on it.
 */
export function score(q: DayQuestion, r: AgentResult, v: Variant, cameras: string[]): { ok: boolean | null; why: string } {
  const na = notApplicable(q, v);
  if (na) return { ok: null, why: na };
  if (cameras.length === 1 && r.events[0] && r.events[0].camera !== cameras[0]) return { ok: false, why: `answered about ${r.events[0].camera}, asked about ${cameras[0]}` };
  const cam = (c: string) => cameras.includes(c) ? DAY_CAMERA : `other:${c}`;
  const back = (ms: number) => ms - v.offsetMs;
  const moved: AgentResult = {
    ...r, from: back(r.from), to: back(r.to),
    citations: r.citations.map((c) => ({ ...c, camera: cam(c.camera), start: back(c.start), end: back(c.end) })),
    events: r.events.map((e) => ({ ...e, camera: cam(e.camera), ts: back(e.ts) })),
  };
  const expect = q.expect.kind === 'count' ? { kind: 'count' as const, n: v.countOf(q.expect.n, cameras) } : q.expect;
  return scoreAnswer({ ...q, expect }, moved);
}

const openFds = () => readdirSync('/proc/self/fd').length;
const rssMiB = () => process.memoryUsage().rss / 2 ** 20;

/** Opens the agent on the variant's data dir and asks every question once, in order. */
export async function askRound(v: Variant, round: number): Promise<RoundResult> {
  const t0 = performance.now();
  const agent = await openAgent(loadConfig({ dataDir: v.dataDir, env: {} }), { log: createLogger({ stage: 'bench' }, { level: 'error' }), offline: true });
  const openMs = performance.now() - t0;
  const fds = { before: openFds(), after: 0 }, rss = { before: rssMiB(), after: 0 };
  const records: AskRecord[] = [];
  try {
    for (const [index, q] of dayQuestions().entries()) {
      const { question, cameras } = v.pose(q, index);
      const start = performance.now();
      const r = await ask(agent.ctx, { question, now: Date.parse(q.now) + v.offsetMs });
      const ms = performance.now() - start;
      records.push({
        variant: v.key, round, index, about: q.about, question, cameras, ms, steps: r.steps.length, tools: r.steps.map((x) => x.tool),
        failedSteps: r.steps.filter((x) => !x.ok).length, ...score(q, r, v, cameras),
        from: new Date(r.from).toISOString(), to: new Date(r.to).toISOString(), answer: r.answer,
      });
    }
  } finally {
    await agent.close();
  }
  fds.after = openFds();
  rss.after = rssMiB();
  return { records, openMs, fds, rssMiB: rss };
}
