// Times late in a long recording (issue 15: "within ±1 s of the truth on recordings at ≥ 1
// fps, late in a 24 h day as early"). A lit yard (lib/late-day-scene.ts) with signs and
// vehicles at hours spread over the day, the last ones in its final hours, rendered at --fps
// and taken through the real `vigil ingest` once (lib/ingested-day.ts, cached in bench/.cache).
// Then, per event: the offline agent is asked when it appeared, and when a sign was taken down
// or a car left (error = answered time − truth); rewind decodes the seconds around it and each frame's label is compared with the
// clock burned into it; and every stored window keyframe's label is compared with its clock.
//   npx tsx bench/late-day-timing.ts [--hours 24] [--fps 1] [--container mp4|ts] [--out FILE]
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadConfig } from '../core/config/index.ts';
import { createLogger } from '../core/logger.ts';
import { openAgent } from '../agent/open-agent.ts';
import { ask } from '../agent/ask.ts';
import { readWindows, rewind } from '../ingest/index.ts';
import { decodeJpeg } from '../models/onnx/index.ts';
import { registerPlugins } from '../bin/register-plugins.ts';
import { decodeClockStrip, groundTruth, parseSceneScript } from '../testbed/synthetic/index.ts';
import { lateDayScene } from './lib/late-day-scene.ts';
import { ensureIngestedDay } from './lib/ingested-day.ts';
import { CACHE_DIR } from './lib/test-media.ts';
import { describeMachine } from './lib/machine.ts';
import { codeVersion, describeCode } from './lib/code-version.ts';
import { fmt, markdownTable } from './lib/stats.ts';

const SELF = fileURLToPath(import.meta.url);
const START = Date.parse('2026-11-20T00:00:00Z'), CAMERA = 'yard';

interface EventRecord {
  key: string; kind: string; question: string; truthMs: number;
  /** Answered time − truth, ms; undefined when the answer gave no time. */
  answerErrMs?: number; answer: string; askMs: number;
  /** Rewind around the truth: frames decoded, frames whose clock was read, worst |label − clock| ms. */
  rewindFrames: number; rewindRead: number; rewindWorstMs?: number;
}

const hhmmss = (ms: number) => new Date(ms).toISOString().slice(11, 19);

/** Worst |label − burned-in clock| over the frames rewind decodes from `from` to `to`. */
async function rewindCheck(dataDir: string, from: number, to: number): Promise<{ frames: number; read: number; worstMs?: number }> {
  const r = await rewind({ dataDir, camera: CAMERA, from, to, fps: 1, width: 480 });
  let read = 0, worst: number | undefined;
  for (const f of r.frames) {
    const img = decodeJpeg(f.jpeg);
    const clock = decodeClockStrip(Buffer.from(img.data), img.width, img.height, { format: 'RGB' });
    if (clock === undefined) continue;
    read++;
    worst = Math.max(worst ?? 0, Math.abs(f.ts - clock));
  }
  return { frames: r.frames.length, read, ...(worst !== undefined ? { worstMs: worst } : {}) };
}

/** Every stored window keyframe: worst |label − burned-in clock|, overall and from lateFrom on. */
function keyframeCheck(dataDir: string, lateFrom: number): { read: number; unread: number; worstMs: number; worstLateMs: number } {
  let read = 0, unread = 0, worstMs = 0, worstLateMs = 0;
  for (const w of readWindows(dataDir, CAMERA)) {
    for (const k of w.keyframes) {
      const img = decodeJpeg(readFileSync(k.path));
      const clock = decodeClockStrip(Buffer.from(img.data), img.width, img.height, { format: 'RGB' });
      if (clock === undefined) { unread++; continue; }
      read++;
      const err = Math.abs(k.ts - clock);
      worstMs = Math.max(worstMs, err);
      if (k.ts >= lateFrom) worstLateMs = Math.max(worstLateMs, err);
    }
  }
  return { read, unread, worstMs, worstLateMs };
}

export async function main(o: { hours?: number; fps?: number; container?: 'mp4' | 'ts'; out?: string } = {}): Promise<string> {
  const hours = o.hours ?? 24, fps = o.fps ?? 1, container = o.container ?? 'mp4';
  const log = (l: string) => process.stderr.write(`${l}\n`);
  const code = codeVersion(); // what runs: tsx loaded the tree as it was at the start
  await registerPlugins();
  const scene = lateDayScene({ hours, fps });
  const truth = groundTruth(parseSceneScript(scene.script), START);
  const day = await ensureIngestedDay(scene.url, START, CAMERA, log, container);
  const agent = await openAgent(loadConfig({ dataDir: day.dataDir, env: {} }), { log: createLogger({ stage: 'bench' }, { level: 'error' }), offline: true });
  const records: EventRecord[] = [];
  try {
    for (const a of scene.asks) {
      // An end is the last frame that shows it.
      const text = truth.texts.find((t) => t.text === a.key), frameMs = Math.round(1000 / fps);
      const car = truth.objects.find((v) => v.id === a.key);
      const truthMs = { sign: text?.shownMs, 'sign-end': text && text.hiddenMs - frameMs, vehicle: car?.visibleFromMs, 'vehicle-end': car?.visibleUntilMs }[a.kind]!;
      const t0 = performance.now();
      const r = await ask(agent.ctx, { question: a.question, now: truth.endMs });
      const askMs = performance.now() - t0;
      const rw = await rewindCheck(day.dataDir, truthMs - 3000, truthMs + 4000);
      const got = r.events[0]?.ts;
      records.push({
        key: a.key, kind: a.kind, question: a.question, truthMs, answer: r.answer, askMs,
        ...(got !== undefined ? { answerErrMs: got - truthMs } : {}),
        rewindFrames: rw.frames, rewindRead: rw.read, ...(rw.worstMs !== undefined ? { rewindWorstMs: rw.worstMs } : {}),
      });
      log(`${hhmmss(truthMs)} ${a.key} ${a.kind}: ${got === undefined ? 'no time' : `${(got - truthMs) / 1000} s`}; rewind worst ${rw.worstMs ?? '–'} ms over ${rw.read}/${rw.frames} frames`);
    }
  } finally {
    await agent.close();
  }
  const hourly = [];
  for (let h = 0; h < hours; h++) hourly.push(await rewindCheck(day.dataDir, START + h * 3_600_000 + 1_800_000, START + h * 3_600_000 + 1_806_000));
  const keyframes = keyframeCheck(day.dataDir, START + 0.75 * (truth.endMs - START));
  const machine = describeMachine();
  const out = o.out ?? join(CACHE_DIR, 'results', `late-day-timing-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, JSON.stringify({ bench: 'late-day-timing', at: new Date().toISOString(), machine, code, hours, fps, container, ingest: day, records, hourly, keyframes }, null, 1));
  log(`wrote ${out}`);
  const within = records.filter((r) => r.answerErrMs !== undefined && Math.abs(r.answerErrMs) <= 1000).length;
  const hourlyWorst = Math.max(0, ...hourly.map((h) => h.worstMs ?? 0));
  const s = (ms?: number) => (ms === undefined ? '–' : fmt(ms / 1000, 1));
  return [
    `### Late-day timing: ${hours} h at ${fps} fps (${container}), issue 15`,
    '',
    `Machine: ${machine}. vigil at ${describeCode(code)}; ingested at ${day.ingestedAt ? describeCode(day.ingestedAt) : '?'} (render ${fmt(day.renderSeconds, 0)} s, ingest ${fmt(day.ingestSeconds, 0)} s this run; 0 = cached; ${day.report.windows ?? '?'} windows, ${day.report.segments ?? '?'} segments). Results JSON: ${out}`,
    '',
    markdownTable(['truth (UTC)', 'event', 'answer − truth, s', 'rewind |label − clock| worst, ms (frames read)', 'ask, ms'],
      records.map((r) => [hhmmss(r.truthMs), `${r.key}${r.kind.endsWith('-end') ? ' (end)' : ''}`, s(r.answerErrMs), `${r.rewindWorstMs ?? '–'} (${r.rewindRead}/${r.rewindFrames})`, fmt(r.askMs, 0)])),
    '',
    `Answers within ±1 s: ${within}/${records.length}. Rewind at hh:30:00–06 of every hour: worst |label − clock| ${hourlyWorst} ms over ${hourly.reduce((n, h) => n + h.read, 0)} frames read (${hourly.reduce((n, h) => n + h.frames, 0)} decoded). Window keyframes: worst |label − clock| ${keyframes.worstMs} ms over ${keyframes.read} read (${keyframes.unread} unreadable), ${keyframes.worstLateMs} ms in the last quarter of the day.`,
    '',
    ...records.filter((r) => r.answerErrMs === undefined || Math.abs(r.answerErrMs) > 1000).map((r) => `- ${r.key} "${r.question}": ${r.answer.slice(0, 240)}`),
    '',
  ].join('\n');
}

if (process.argv[1] === SELF) {
  const { values } = parseArgs({ options: { hours: { type: 'string', default: '24' }, fps: { type: 'string', default: '1' }, container: { type: 'string', default: 'mp4' }, out: { type: 'string' } } });
  if (values.container !== 'mp4' && values.container !== 'ts') throw new Error('--container is mp4 or ts');
  const report = await main({ hours: Number(values.hours), fps: Number(values.fps), container: values.container, ...(values.out ? { out: values.out } : {}) });
  // Exit once printed: a GStreamer thread left running must not keep the process alive.
  process.stdout.write(report, () => process.exit(0));
}
