// Questions about the light as it was, not when it changed: "was the floodlight on at 21:00?",
// "was it dark at 21:00?", "were the lights on between 19:30 and 20:00?". A lamp stays as its
// last switch left it, so its state at a moment is set by the last switch before it, or, with
// none seen, given away by the first one after (a switch on means it was off until then). The
// scene's light is the state the index measured over the windows at the moment, lit or not by
// a lamp. Switches are looked for over a bounded look either side (the same day); a moment no
// window covers has no footage, and its light is not known.
import { browseTool, type BrowseWindow } from '../tools/browse-tool.ts';
import { clock } from '../answer/format-time.ts';
import type { Citation } from '../result.ts';
import { lightEventsOf, type LightEvent } from './plan-light.ts';
import { polarAnswer } from './polar-answer.ts';
import { iso, type PlanOutcome, type PlanRun } from './plan-run.ts';

/** How far before (and after) the range switches are looked for. */
export const LOOK_MS = 12 * 3_600_000;
const SWITCH_CITE_MS = 4000;

/** A stretch of the range a lamp was on or off through, with the switch that set it (none when it was told by a later one). */
export interface LampSpan { from: number; to: number; on: boolean; by?: LightEvent }

/** Whether a lamp was on over [from, to), from its switches (lights-on/off, oldest first); undefined when none was seen. */
export function lampSpans(switches: LightEvent[], from: number, to: number): LampSpan[] | undefined {
  const before = switches.filter((e) => e.ts < from).at(-1);
  const inside = switches.filter((e) => e.ts >= from && e.ts < to);
  const first = inside[0] ?? switches.find((e) => e.ts >= to);
  if (!before && !first) return undefined;
  let on = before ? before.event === 'lights-on' : first!.event === 'lights-off', by = before, at = from;
  const out: LampSpan[] = [];
  for (const e of inside) {
    const now = e.event === 'lights-on';
    if (now === on) continue; // the same switch seen twice (over the whole view and a part of it)
    if (e.ts > at) out.push({ from: at, to: e.ts, on, ...(by ? { by } : {}) });
    on = now; by = e; at = e.ts;
  }
  out.push({ from: at, to, on, ...(by ? { by } : {}) });
  return out;
}

export type SceneLight = 'light' | 'dark' | 'half-light';

/**
 * The scene's light over a window: daylight, night, or in between -- lit, when a lamp was on
 * then; dark, when it is at the level the lights left the view at (`offLevel`, see
 * offSideLevel: a lobby at night under its emergency lighting is as bright as a yard at dusk,
 * but it is the lobby with its lights off); else dusk or dawn.
 */
export function sceneLight(w: Pick<BrowseWindow, 'light'>, lampOn: boolean | undefined, offLevel?: number): SceneLight | undefined {
  if (!w.light) return undefined;
  if (w.light.state === 'day') return 'light';
  if (w.light.state === 'night') return 'dark';
  if (lampOn) return 'light';
  return offLevel !== undefined && Math.abs(w.light.level - offLevel) <= Math.max(OFF_LEVEL_MARGIN, OFF_LEVEL_SHARE * offLevel) ? 'dark' : 'half-light';
}
/** A level within this much (absolute, or as a share of it) of the lights-off level is that level. */
const OFF_LEVEL_MARGIN = 0.03, OFF_LEVEL_SHARE = 0.2;
/** How far either side of a switch its windows are looked at for the level it left or found. */
const SIDE_MS = 15 * 60_000;

/**
 * The switch next to the range on its dark side: the last before it when that was a switch off,
 * else the first after it when that is a switch on (nothing switched between it and the range).
 */
export function offSwitchNextTo(switches: LightEvent[], from: number, to: number): LightEvent | undefined {
  const before = switches.filter((e) => e.ts < from).at(-1), after = switches.find((e) => e.ts >= to);
  return before?.event === 'lights-off' ? before : after?.event === 'lights-on' ? after : undefined;
}

/** The view's level with the lights off, measured on the windows beside that switch: after a switch off, before a switch on. */
async function offSideLevel(run: PlanRun, sw: LightEvent): Promise<number | undefined> {
  const around = await run.call(browseTool, { from: iso(sw.ts - SIDE_MS), to: iso(sw.ts + SIDE_MS), cameras: [sw.camera] });
  const ws = (around.data?.windows ?? []).filter((w) => w.camera === sw.camera && w.light).sort((a, b) => a.start - b.start);
  // A window's level is measured as it closes: the one holding a switch off has the level after it.
  const side = sw.event === 'lights-on' ? ws.filter((w) => w.end <= sw.ts).at(-1) : ws.find((w) => w.end > sw.ts);
  return side?.light!.level;
}

interface CameraState { camera: string; holds: boolean; half: boolean; facts: string; citations: Citation[]; events: PlanOutcome['events']; known: boolean }

function switchCitation(e: LightEvent): Citation {
  return { camera: e.camera, start: e.ts - SWITCH_CITE_MS, end: e.ts + SWITCH_CITE_MS };
}

function stateOfCamera(run: PlanRun, camera: string, lighting: LightEvent[], windows: BrowseWindow[], off?: { by: LightEvent; level: number }): CameraState {
  const { scope, intent } = run;
  const tz = run.zoneOf(camera), t = (ms: number) => clock(ms, tz);
  const range = `${t(scope.from)}–${t(scope.to)} ${tz}`, where = scope.cameras.length > 1 ? ` on ${camera}` : '';
  const switches = lighting.filter((e) => e.event === 'lights-on' || e.event === 'lights-off');
  const spans = lampSpans(switches, scope.from, scope.to);
  const lastSwitch = switches.filter((e) => e.ts < scope.to).at(-1);
  const said = (e: LightEvent) => `${e.event === 'lights-on' ? 'switched on' : 'switched off'} at ${t(e.ts)}`;
  if (!windows.length) {
    const before = lastSwitch ? ` The last switch seen before it: ${said(lastSwitch)}.` : '';
    return { camera, holds: false, half: false, known: false, facts: `Not known: no footage of ${camera} covers ${range} (no window of the index).${before}`, citations: [], events: [] };
  }
  // 'dusk' is the index's word for any level between night and day: a dim room at night as well.
  const level = windows.map((w) => `${w.light!.level.toFixed(2)} (${w.light!.state === 'dusk' ? 'dim' : w.light!.state}) as the window ${t(w.start)}–${t(w.end)} closed`).join(', ');
  const windowCites = windows.map((w) => ({ camera, start: w.start, end: w.end }));
  const setBy = (spans ?? []).flatMap((s) => (s.by ? [s.by] : []));
  const ending = switches.find((e) => e.ts >= scope.to);
  const events = setBy.map((e) => ({ camera, ts: e.ts, what: e.event }));
  const citations = [...setBy.map(switchCitation), ...windowCites];
  if (intent.light?.source === 'lamp') {
    if (!spans) {
      return { camera, holds: false, half: false, known: false, citations: windowCites, events: [],
        facts: `Not known: no light was seen switching on or off on ${camera} from ${t(scope.from - LOOK_MS)} to ${t(scope.to + LOOK_MS)}; the light level was ${level}.` };
    }
    const want = intent.light.to === 'light';
    const told = spans.map((s) => `${s.on ? 'on' : 'off'} ${spans.length > 1 ? `from ${t(s.from)} to ${t(s.to)} ` : ''}` +
      (s.by ? `(${said(s.by)})` : `(no switch seen before; ${said(switches.find((e) => e.ts >= s.to) ?? ending!)})`));
    const until = ending && spans.at(-1)!.by ? `, and ${ending.event === 'lights-on' ? 'switched on' : 'switched off'} next at ${t(ending.ts)}` : '';
    return { camera, holds: spans.some((s) => s.on === want), half: false, known: true, citations, events,
      facts: `The lights${where} were ${told.join(', then ')} over ${range}${until}; the light level was ${level}.` };
  }
  const switchBefore = (w: BrowseWindow) => switches.filter((e) => e.ts < Math.max(w.start, scope.from)).at(-1);
  // A window's light is measured as it closes: with a switch or a drift after the range inside it, it
  // tells what came after. Before a switch off it was lit, before a switch on dark; around a drift in between.
  const drift = lighting.filter((e) => (e.event === 'dusk' || e.event === 'dawn') && e.ts < scope.to).at(-1);
  // Asked of the day's own light ("was it dark out?"): after a dusk it is dark, after a dawn light, whatever lamps were on.
  const daylight = intent.light?.source === 'sun' ? drift : undefined;
  const scenes = windows.map((w) => {
    if (daylight) return { w, light: (daylight.event === 'dusk' ? 'dark' : 'light') as SceneLight, later: undefined };
    const later = lighting.find((e) => e.ts >= scope.to && e.ts < w.end);
    const light: SceneLight = later ? ({ 'lights-off': 'light', 'lights-on': 'dark' } as Record<string, SceneLight>)[later.event] ?? 'half-light' : sceneLight(w, switchBefore(w)?.event === 'lights-on', off?.level)!;
    return { w, light, later };
  });
  const litBy = scenes.find((s) => s.light === 'light' && s.w.light!.state !== 'day' && switchBefore(s.w)?.event === 'lights-on');
  const later = scenes.find((s) => s.later)?.later;
  const dark = scenes.some((s) => s.light === 'dark');
  const lit = daylight ? ` (after the ${daylight.event} at ${t(daylight.ts)}, whatever lamps were on)` : litBy ? ` (lit by the lights, ${said(switchBefore(litBy.w)!)})` : lastSwitch?.event === 'lights-off' && dark ? ` (the lights ${said(lastSwitch)})`
    : off?.by.event === 'lights-on' && dark ? ` (the lights off until they were ${said(off.by)})` : '';
  const told = [...new Set(scenes.map((s) => s.light))].join(', then ');
  return {
    camera, holds: scenes.some((s) => s.light === intent.light?.to), half: scenes.every((s) => s.light === 'half-light'), known: true, citations, events,
    facts: `It was ${told}${where}${lit} over ${range}: light level ${level}${later ? `, measured after the ${later.event} at ${t(later.ts)}` : ''}.` +
      (drift && !daylight ? ` The last ${drift.event} before it was at ${t(drift.ts)}.` : ''),
  };
}

export async function planLightState(run: PlanRun): Promise<PlanOutcome> {
  const { scope, intent } = run;
  const wide = await run.call(browseTool, { from: iso(scope.from - LOOK_MS), to: iso(scope.to + LOOK_MS), cameras: run.cameraIds });
  const here = await run.call(browseTool, { from: iso(scope.from), to: iso(scope.to), cameras: run.cameraIds });
  const events = lightEventsOf({ rollups: [...(wide.data?.rollups ?? []), ...(here.data?.rollups ?? [])], entities: [], windows: here.data?.windows ?? [] });
  const states: CameraState[] = [];
  for (const camera of run.cameraIds) {
    const mine = events.filter((e) => e.camera === camera), switches = mine.filter((e) => e.event === 'lights-on' || e.event === 'lights-off');
    const windows = (here.data?.windows ?? []).filter((w) => w.camera === camera && w.light).sort((a, b) => a.start - b.start);
    // Only a dim window asks whether it is the lights off or a dusk.
    const by = windows.some((w) => w.light!.state === 'dusk') ? offSwitchNextTo(switches, scope.from, scope.to) : undefined;
    const level = by && await offSideLevel(run, by);
    states.push(stateOfCamera(run, camera, mine, windows, by && level !== undefined ? { by, level } : undefined));
  }
  const known = states.filter((s) => s.known);
  const facts = (known.length ? known : states).map((s) => s.facts).join(' ');
  // Not merged: the switch that set the state is cited apart from the window that covers it.
  const citations = known.flatMap((s) => s.citations).filter((c, i, all) => all.findIndex((o) => o.camera === c.camera && o.start === c.start && o.end === c.end) === i);
  const events2 = known.flatMap((s) => s.events);
  if (!known.length) return { answer: facts, citations: states.flatMap((s) => s.citations), confidence: 1, events: [] };
  // Dusk or dawn with no lamp on is neither dark nor light: said so, not forced to a yes or no.
  if (known.every((s) => s.half)) return { answer: `In between: ${facts}`, citations, confidence: 2, events: events2 };
  return { answer: polarAnswer(intent, known.some((s) => s.holds), facts), citations, confidence: known.every((s) => s.events.length || intent.light?.source !== 'lamp') ? 3 : 2, events: events2 };
}
