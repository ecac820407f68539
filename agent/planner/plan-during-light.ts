// A question asked over the time a lamp was on or off: "did anyone cross the yard while the
// floodlight was on?", "did anything move while the lights were off?". The stretches the light
// was so are found as "when were the lights on?" is (plan-light-periods.ts: the switches paired
// in order, pinned on the recording), and the rest of the question is answered by its own plan
// over each stretch inside the range asked. Several stretches (a lamp on before dawn and again
// after dusk) are each answered; a yes to a yes/no question is a yes in any of them (asked
// negated, "was the yard empty while ...", in all of them).
import { clock } from '../answer/format-time.ts';
import { parseIntent } from '../question/intent.ts';
import { iso, mergeCitations, type PlanOutcome, type PlanRun } from './plan-run.ts';
import { browseTool, type BrowseWindow } from '../tools/browse-tool.ts';
import { answerAsAsked } from './polar-answer.ts';

/** At most this many stretches are asked about, the first in the range. */
const MAX_STRETCHES = 4;

type Stretch = { camera: string; from: number; to: number };

/** The stretches the light was `on` (or off) inside [from, to), from the switches that bound them (oldest first). */
export function stretchesOf(switches: PlanOutcome['events'], on: boolean, from: number, to: number): Stretch[] {
  const starts = on ? 'lights-on' : 'lights-off';
  const out: Stretch[] = [];
  const byCamera = new Map<string, PlanOutcome['events']>();
  for (const e of switches) byCamera.set(e.camera, [...(byCamera.get(e.camera) ?? []), e]);
  for (const [camera, list] of byCamera) {
    let begun: number | undefined;
    let seen = false;
    for (const e of [...list].sort((a, b) => a.ts - b.ts)) {
      if (e.what === starts) { begun = e.ts; seen = true; continue; }
      // A switch out of the state with none into it before: the state held from the range's start.
      if (begun !== undefined || !seen) out.push({ camera, from: Math.max(from, begun ?? from), to: Math.min(to, e.ts) });
      begun = undefined; seen = true;
    }
    if (begun !== undefined) out.push({ camera, from: Math.max(from, begun), to });
  }
  return out.filter((s) => s.to > s.from).sort((a, b) => a.from - b.from);
}

/** How far either side of a dusk or dawn its drift is looked for, and in slices the browse lists every window of. */
const DRIFT_SIDE_MS = 2 * 3_600_000, SLICE_MS = 3_600_000;
/** Either side of the change when no window says where its light was between day and night. */
const DRIFT_FALLBACK_MS = 30 * 60_000;

/** The stretch around a dusk or dawn at `ts` when the light was between day and night: the run of 'dusk' windows about it. */
async function driftAround(run: PlanRun, camera: string, ts: number): Promise<{ from: number; to: number }> {
  const windows: BrowseWindow[] = [];
  for (let from = ts - DRIFT_SIDE_MS; from < ts + DRIFT_SIDE_MS; from += SLICE_MS) {
    const r = await run.call(browseTool, { from: iso(from), to: iso(from + SLICE_MS), cameras: [camera] });
    windows.push(...(r.data?.windows ?? []).filter((w) => w.camera === camera && w.light));
  }
  return driftOf(windows, ts);
}

/** Of windows with their light, the run of those between day and night ('dusk') about `ts`; ±30 min of it when none is. */
export function driftOf(windows: Pick<BrowseWindow, 'start' | 'end' | 'light'>[], ts: number): { from: number; to: number } {
  const lit = [...new Map(windows.filter((w) => w.light).map((w) => [w.start, w])).values()].sort((a, b) => a.start - b.start);
  let at = lit.findIndex((w) => w.start <= ts && ts < w.end);
  if (at < 0) at = lit.reduce((best, w, k) => (Math.abs(w.start - ts) < Math.abs(lit[best]?.start - ts) ? k : best), 0);
  if (!lit[at] || lit[at].light!.state !== 'dusk') return { from: ts - DRIFT_FALLBACK_MS, to: ts + DRIFT_FALLBACK_MS };
  let a = at, b = at;
  while (a > 0 && lit[a - 1].light!.state === 'dusk') a--;
  while (b < lit.length - 1 && lit[b + 1].light!.state === 'dusk') b++;
  return { from: lit[a].start, to: lit[b].end };
}

/**
 * The stretches the scene was dark (or light) inside [from, to): from its first dawn and dusk in
 * the range (dark until the dawn, from the dusk on); with neither, the whole range when it was
 * so then (asked as "was it dark?"), else none.
 */
async function sceneStretches(run: PlanRun, answer: (run: PlanRun) => Promise<PlanOutcome>, dark: boolean, turning = false): Promise<{ stretches: Stretch[]; found: PlanOutcome }> {
  const { from, to } = run.scope;
  const dawn = await answer(run.sub(parseIntent('When did it get light?')));
  const dusk = await answer(run.sub(parseIntent('When did it get dark?')));
  const up = dawn.events.find((e) => e.what === 'dawn'), down = dusk.events.find((e) => e.what === 'dusk');
  const cited = { citations: mergeCitations([...dawn.citations, ...dusk.citations]), confidence: Math.min(dawn.confidence, dusk.confidence) as PlanOutcome['confidence'], events: [] };
  if (!up && !down) {
    const state = await answer(run.sub(parseIntent(`Was it ${dark ? 'dark' : 'light'}?`)));
    const camera = run.scope.cameras[0]?.id ?? '';
    return { stretches: /^Yes\b/.test(state.answer) ? [{ camera, from, to }] : [], found: { ...state, events: [] } };
  }
  const camera = (up ?? down)!.camera;
  // "While it was getting dark": the dusk itself, the windows whose light was between day and night around it.
  const turn = turning ? (dark ? down : up) : undefined;
  if (turn) {
    const drift = await driftAround(run, turn.camera, turn.ts);
    const said = `it was getting ${dark ? 'dark' : 'light'} from ${clock(drift.from, run.zoneOf(camera))} to ${clock(drift.to, run.zoneOf(camera))} (${run.zone})`;
    return { stretches: [{ camera, ...drift }].filter((s) => s.to > s.from), found: { ...cited, answer: `${said.charAt(0).toUpperCase()}${said.slice(1)}.` } };
  }
  const spans: Stretch[] = dark
    ? [...(up ? [{ camera, from, to: up.ts }] : []), ...(down && (!up || down.ts > up.ts) ? [{ camera, from: down.ts, to }] : [])]
    : [{ camera, from: up?.ts ?? from, to: down && (!up || down.ts > up.ts) ? down.ts : to }];
  const said = [up ? `it got light at ${clock(up.ts, run.zoneOf(camera))}` : '', down ? `dark at ${clock(down.ts, run.zoneOf(camera))}` : ''].filter(Boolean).join(', ');
  return { stretches: spans.filter((s) => s.to > s.from), found: { ...cited, answer: `${said.charAt(0).toUpperCase()}${said.slice(1)} (${run.zone}).` } };
}

export async function planDuringLight(run: PlanRun, answer: (run: PlanRun) => Promise<PlanOutcome>): Promise<PlanOutcome> {
  const anchor = run.intent.anchor!;
  // "While it was still dark": the scene's own light (dawn and dusk), not a lamp switched.
  const scene = anchor.light === 'dark' || anchor.light === 'light';
  const on = anchor.light === 'on', state = scene ? anchor.light! : on ? 'on' : 'off';
  const looked = scene ? await sceneStretches(run, answer, anchor.light === 'dark', !!anchor.turning) : undefined;
  const found = looked?.found ?? await answer(run.sub(parseIntent(`When were the lights ${state}?`)));
  const stretches = (looked?.stretches ?? stretchesOf(found.events, on, run.scope.from, run.scope.to)).slice(0, MAX_STRETCHES);
  const was = scene ? `it was ${anchor.turning ? 'getting ' : ''}${state}` : `the lights were ${state}`;
  if (!stretches.length) {
    return {
      answer: `I could not find a time ${was} in the range, so I cannot say what happened while ${scene ? 'it was' : 'they were'}. ${found.answer}`,
      citations: found.citations, confidence: found.confidence, events: [], ...(run.intent.kind === 'count' ? { count: 0 } : {}),
    };
  }
  const { anchor: _, ...rest } = run.intent;
  const outs: { when: string; out: PlanOutcome }[] = [];
  for (const s of stretches) {
    const tz = run.zoneOf(s.camera);
    const when = `while ${was} (${clock(s.from, tz)}–${clock(s.to, tz)} ${tz})`;
    const main = run.sub(rest, { ...run.scope, from: s.from, to: s.to, timeText: when });
    outs.push({ when, out: answerAsAsked(main.intent, await answer(main)) });
    run.intent = { ...main.intent, anchor };
  }
  // Yes in any stretch; asked negated ("was the yard empty while ..."), yes in every one.
  const yesIn = ({ out }: { out: PlanOutcome }) => /^Yes\b/.test(out.answer);
  const yes = run.intent.negated ? outs.every(yesIn) : outs.some(yesIn);
  const polar = run.intent.form === 'yes-no' ? (yes ? 'Yes. ' : 'No. ') : '';
  const told = outs.map(({ when, out }) => `${when.charAt(0).toUpperCase()}${when.slice(1)}: ${out.answer.replace(/^(?:Yes|No)\.\s*/, '')}`);
  const counts = outs.map(({ out }) => out.count).filter((n): n is number => n !== undefined);
  return {
    answer: `${polar}${told.join(' ')} (${found.answer})`,
    citations: mergeCitations([...found.citations, ...outs.flatMap(({ out }) => out.citations)]),
    confidence: Math.min(found.confidence, ...outs.map(({ out }) => out.confidence)) as PlanOutcome['confidence'],
    events: outs.flatMap(({ out }) => out.events),
    ...(counts.length ? { count: counts.reduce((a, b) => a + b, 0) } : {}),
  };
}
