// Questions about light: when it got dark or light, when the lights went on or off. The
// windows' lighting events (measured at ingest, brightness-invariant to the clock overlay)
// say roughly when; the recordings are rewound around each to pin a switch to the frame, or
// sampled across a gradual dusk or dawn to find where the level crossed halfway.
import { browseTool, type BrowseData } from '../tools/browse-tool.ts';
import { rewindTool, type RewindData } from '../tools/rewind-tool.ts';
import { clock } from '../answer/format-time.ts';
import { duration } from '../answer/format-duration.ts';
import type { Intent } from '../question/intent.ts';
import type { LightChange } from '../inspect/inspector.ts';
import { iso, lookFor, type PlanOutcome, type PlanRun } from './plan-run.ts';

const SWITCH_LOOK_MS = 20_000;
/**
 * How far past the index's moment a switch is looked for: a lamp over part of the view is only
 * taken as switched once the frames 20 s after still show it (LOCAL_CONFIRM_MS in
 * lighting-detector.ts), so a look that stops sooner never sees a switch near its end.
 */
const SWITCH_AFTER_MS = 30_000;
/** Frames of that look (the rewind tool's most): one a second over its 50 s. */
const SWITCH_FRAMES = 50;
const DRIFT_LOOK_MS = 90 * 60_000;

export interface LightEvent { camera: string; ts: number; event: string }

/** The lighting events a browse saw (rollups and windows carry the same ones), once each, oldest first. */
export function lightEventsOf(browse: BrowseData | undefined): LightEvent[] {
  const seen = new Map<string, LightEvent>();
  for (const r of browse?.rollups ?? []) for (const l of r.lighting) seen.set(`${r.camera}|${l.ts}|${l.event}`, { camera: r.camera, ts: l.ts, event: l.event });
  for (const w of browse?.windows ?? []) for (const l of w.lighting) seen.set(`${w.camera}|${l.ts}|${l.event}`, { camera: w.camera, ts: l.ts, event: l.event });
  return [...seen.values()].sort((a, b) => a.ts - b.ts);
}

/**
 * Where a gradual change (dusk, dawn) crossed halfway between the brightest and darkest level
 * of the samples, interpolated between the two samples around the crossing.
 */
export function halfway(light: { ts: number; level: number }[], darker: boolean): { ts: number; before: number; after: number } | undefined {
  if (light.length < 3) return undefined;
  const levels = light.map((l) => l.level);
  const hi = Math.max(...levels), lo = Math.min(...levels);
  if (hi - lo < 0.1) return undefined; // no real change in the samples
  const mid = (hi + lo) / 2;
  const startAt = levels.indexOf(darker ? hi : lo);
  for (let i = Math.max(1, startAt + 1); i < light.length; i++) {
    const a = light[i - 1], b = light[i];
    const crossed = darker ? a.level > mid && b.level <= mid : a.level < mid && b.level >= mid;
    if (!crossed) continue;
    const f = (a.level - mid) / (a.level - b.level);
    return { ts: Math.round(a.ts + f * (b.ts - a.ts)), before: darker ? hi : lo, after: darker ? lo : hi };
  }
  return undefined;
}

/**
 * The lighting events that answer, best first: a lamp switched or a sudden change is a switch
 * ("the lights came on", "it suddenly went dark"); the sun or night is dusk or dawn ("night
 * fell"); "it got dark" is either, dusk first (read in intent.ts).
 */
export function wantedEvents(intent: Pick<Intent, 'kind' | 'light'>): string[] {
  // A change either way ("did the lighting change?"): any of them, switches first.
  if (intent.light?.to === 'either') return intent.light.source === 'sun' ? ['dusk', 'dawn'] : ['lights-off', 'lights-on', 'dusk', 'dawn'];
  const dark = intent.kind === 'dark';
  const sw = dark ? 'lights-off' : 'lights-on', drift = dark ? 'dusk' : 'dawn';
  if (intent.light?.source === 'lamp') return [sw];
  if (intent.light?.source === 'sun') return [drift];
  return intent.light?.sudden ? [sw, drift] : [drift, sw];
}

/** A lamp's switch pinned on the recording: rewound around the index's moment, the step in the level between two frames. */
export async function pinSwitch(run: PlanRun, e: LightEvent): Promise<LightChange | undefined> {
  const off = e.event === 'lights-off';
  const r = await run.call(rewindTool, {
    camera: e.camera, ranges: [{ from: iso(e.ts - SWITCH_LOOK_MS), to: iso(e.ts + SWITCH_AFTER_MS) }],
    question: off ? 'When do the lights go off?' : 'When do the lights come on?',
    look: lookFor(off ? 'dark' : 'light', { edge: 'start', query: off ? 'dark lights-off dusk' : 'lights-on dawn light' }),
    maxFrames: SWITCH_FRAMES,
  });
  return (r.data?.inspection?.lightChanges ?? []).find((c) => c.sudden && (off ? c.kind === 'lights-off' || c.kind === 'darker' : c.kind === 'lights-on' || c.kind === 'brighter'));
}

/** A dusk or dawn pinned on the recording: sampled around the index's moment, where the level crossed halfway. */
async function pinDrift(run: PlanRun, e: LightEvent, darker: boolean): Promise<ReturnType<typeof halfway>> {
  const r = await run.call(rewindTool, {
    camera: e.camera, ranges: [{ from: iso(e.ts - DRIFT_LOOK_MS), to: iso(e.ts + DRIFT_LOOK_MS) }],
    question: darker ? 'When does it get dark?' : 'When does it get light?',
    look: lookFor(darker ? 'dark' : 'light', { query: darker ? 'dark lights-off dusk' : 'lights-on dawn light' }),
    maxFrames: 50,
  });
  return halfway(r.data?.inspection?.light ?? [], darker);
}

export async function planLight(run: PlanRun): Promise<PlanOutcome> {
  const { scope, intent } = run;
  const browse = await run.call(browseTool, { from: iso(scope.from), to: iso(scope.to), cameras: run.cameraIds });
  const events = lightEventsOf(browse.data).filter((e) => e.ts >= scope.from && e.ts < scope.to);
  const wanted = wantedEvents(intent);
  const candidates = events.filter((e) => wanted.includes(e.event));
  const either = intent.light?.to === 'either';
  const pick = either ? candidates : candidates.filter((e) => e.event === wanted[0]);
  const target = intent.which === 'last' ? (pick.at(-1) ?? candidates.at(-1)) : (pick[0] ?? candidates[0]);
  const what = { 'lights-off': 'the lights went off', 'lights-on': 'the lights came on', dusk: 'it got dark (dusk)', dawn: 'it got light (dawn)' } as Record<string, string>;
  if (!target) {
    const near = intent.form === 'when' && !either ? await justOutside(run, wanted[0]) : undefined;
    if (near) return near;
    const other = events.length ? ` Light changes seen: ${events.map((e) => `${e.event} ${clock(e.ts, run.zoneOf(e.camera))}`).join(', ')}.` : '';
    return { answer: `No ${either ? 'change of the light (lights on or off, dusk or dawn)' : wanted.join(' or ')} was seen in the range.${other}`, citations: [], confidence: events.length ? 2 : 1, events: [] };
  }
  const sudden = target.event.startsWith('lights');
  const look = sudden ? SWITCH_LOOK_MS : DRIFT_LOOK_MS;
  const change = sudden ? await pinSwitch(run, target) : await pinDrift(run, target, either ? target.event === 'dusk' : intent.kind === 'dark');
  const at = change?.ts ?? target.ts;
  const tz = run.zoneOf(target.camera);
  const where = run.scope.cameras.length > 1 ? ` on ${target.camera}` : '';
  const others = candidates.filter((e) => e !== target).map((e) => `${e.event} ${clock(e.ts, run.zoneOf(e.camera))}`);
  const level = change ? ` (light level ${change.before.toFixed(2)} → ${change.after.toFixed(2)}${sudden ? ' between two frames' : ''})` : '';
  return {
    answer: `${what[target.event][0].toUpperCase()}${what[target.event].slice(1)} at ${clock(at, tz)} ${tz}${where}${level}.` +
      (change ? ' Confirmed on the recording.' : ' (From the index; the recording did not show the change.)') +
      (!sudden ? ` The change was gradual; that is where the light was halfway between day and night (the light detector marked ${target.event} at ${clock(target.ts, tz)}).` : '') +
      (others.length ? ` Other light changes: ${others.join(', ')}.` : ''),
    citations: [{ camera: target.camera, start: at - (sudden ? 4000 : look), end: at + (sudden ? 4000 : look) }],
    confidence: change ? 3 : 2,
    events: [{ camera: target.camera, ts: at, what: target.event }],
  };
}

/** How far outside the range asked a switch or drift is still said, when none is in it: the loose edges of "this evening", "tonight". */
export const EDGE_SLACK_MS = 60 * 60_000;

/** Each change of the light and the one that undoes it. */
const UNDONE_BY: Record<string, string> = { 'lights-on': 'lights-off', 'lights-off': 'lights-on', dusk: 'dawn', dawn: 'dusk' };
/** How far back a change that still held when the range began is looked for. */
const ALREADY_LOOK_MS = 12 * 3_600_000;

/**
 * The change asked about, made before the range and not undone by its start: "when did the street
 * lamp come on in the evening?" of a lamp switched on at 16:24 and on all evening is 16:24.
 */
export async function alreadySo(run: PlanRun, wanted: string): Promise<LightEvent | undefined> {
  const { scope } = run;
  const back = await run.call(browseTool, { from: iso(scope.from - ALREADY_LOOK_MS), to: iso(scope.from), cameras: run.cameraIds });
  const last = lightEventsOf(back.data).filter((e) => e.ts < scope.from && (e.event === wanted || e.event === UNDONE_BY[wanted])).at(-1);
  return last?.event === wanted ? last : undefined;
}

/**
 * None of the change asked in the range, but one within EDGE_SLACK_MS of its edges ("when did
 * the garage light come on tonight?", on at 17:04 while the evening is read from 18:00): that
 * one, answered as in range and said to lie outside it, the nearest first; else one made before
 * the range and still holding at its start (alreadySo).
 */
async function justOutside(run: PlanRun, wanted: string): Promise<PlanOutcome | undefined> {
  const { scope } = run;
  const from = scope.from - EDGE_SLACK_MS, to = Math.min(scope.to + EDGE_SLACK_MS, scope.now);
  const wide = await run.call(browseTool, { from: iso(from), to: iso(to), cameras: run.cameraIds });
  const gap = (ts: number) => (ts < scope.from ? scope.from - ts : ts - scope.to);
  const near = lightEventsOf(wide.data).filter((e) => e.event === wanted && e.ts >= from && e.ts < to && (e.ts < scope.from || e.ts >= scope.to))
    .sort((a, b) => gap(a.ts) - gap(b.ts))[0] ?? await alreadySo(run, wanted);
  if (!near) return undefined;
  const tz = run.zoneOf(near.camera);
  const out = await planLight(run.sub(run.intent, { ...scope, from: near.ts - 1, to: near.ts + 1 }));
  if (!out.events.length) return undefined;
  const side = near.ts < scope.from ? `${duration(scope.from - out.events[0].ts)} before its start` : `${duration(out.events[0].ts - scope.to)} after its end`;
  return {
    ...out,
    answer: `Not in the range asked (${clock(scope.from, tz)}–${clock(scope.to, tz)} ${tz}), but just outside it, ${side}: ${out.answer}`,
    confidence: Math.min(out.confidence, 2) as PlanOutcome['confidence'],
  };
}
