// The periods a lamp was on (or off) over the range: "when was the floodlight on?", "during
// which hours were the lights on?", "how long was the lamp on for?". The switches the index
// measured (the lighting events the light-switch plan uses), looked for before the range and
// after it too, are paired in order into stretches on and off (lampSpans), and each switch that
// bounds a period asked about is pinned on the recording to the frame it happened in, as "when
// did the lights come on?" is. A period that had begun before the range, or was still going at
// its end or where the footage ends, is said to be.
import { browseTool, type BrowseRollup } from '../tools/browse-tool.ts';
import { clock } from '../answer/format-time.ts';
import { duration } from '../answer/format-duration.ts';
import type { Citation } from '../result.ts';
import { EDGE_SLACK_MS, lightEventsOf, pinSwitch, type LightEvent } from './plan-light.ts';
import { saidAsPart } from '../time/day-part.ts';
import { LOOK_MS, lampSpans } from './plan-light-state.ts';
import { iso, type PlanOutcome, type PlanRun } from './plan-run.ts';

/** At most this many switches are pinned on the recording; the rest are told from the index. */
const MAX_PINS = 8;
const SWITCH_CITE_MS = 4000;

/** A stretch the lamp was on (or off) in [from, to): the switch that began it and the one that ended it, where seen. */
export interface LampPeriod { from: number; to: number; began?: LightEvent; ended?: LightEvent }

/** The periods a lamp was `on` (or off) over [from, to), from its switches (oldest first); undefined when none was seen. */
export function lampPeriods(switches: LightEvent[], from: number, to: number, on: boolean): LampPeriod[] | undefined {
  const spans = lampSpans(switches, from, to);
  if (!spans) return undefined;
  const after = switches.find((e) => e.ts >= to && (e.event === 'lights-on') !== on);
  return spans.flatMap((s, i) => s.on !== on ? [] : [{
    from: s.from, to: s.to, ...(s.by ? { began: s.by } : {}),
    ...(spans[i + 1]?.by ? { ended: spans[i + 1].by } : i === spans.length - 1 && after ? { ended: after } : {}),
  }]);
}

/** Where the footage of a camera begins and ends inside [from, to): the range, cut to the first and last window of the rollups recorded in it. */
async function footage(run: PlanRun, camera: string, rollups: BrowseRollup[], from: number, to: number): Promise<{ from: number; to: number } | undefined> {
  const rec = rollups.filter((r) => r.camera === camera && r.coveredMs > 0 && r.end > from && r.start < to).sort((a, b) => a.start - b.start);
  if (!rec.length) return undefined;
  // A rollup recorded through is footage from its start to its end; one recorded in part is listed window by window.
  const edge = async (r: BrowseRollup, first: boolean): Promise<number> => {
    if (r.coveredMs >= r.end - r.start) return first ? r.start : r.end;
    const b = await run.call(browseTool, { from: iso(r.start), to: iso(r.end), cameras: [camera] });
    const ws = (b.data?.windows ?? []).filter((w) => w.camera === camera);
    if (!ws.length) return first ? r.start : r.end;
    return first ? Math.min(...ws.map((w) => w.start)) : Math.max(...ws.map((w) => w.end));
  };
  return { from: Math.max(from, await edge(rec[0], true)), to: Math.min(to, await edge(rec.at(-1)!, false)) };
}

interface CameraPeriods { camera: string; facts: string; citations: Citation[]; events: PlanOutcome['events']; pinned: boolean; known: boolean }

async function periodsOfCamera(run: PlanRun, camera: string, switches: LightEvent[], rollups: BrowseRollup[]): Promise<CameraPeriods> {
  const { scope, intent } = run;
  const tz = run.zoneOf(camera), t = (ms: number) => clock(ms, tz), where = scope.cameras.length > 1 ? ` on ${camera}` : '';
  const on = intent.light?.to === 'light', state = on ? 'on' : 'off';
  const shot = await footage(run, camera, rollups, scope.from, Math.min(scope.to, scope.now));
  if (!shot) return { camera, facts: `Not known${where}: there is no footage of ${t(scope.from)}–${t(scope.to)} ${tz}.`, citations: [], events: [], pinned: false, known: false };
  const range = `${t(shot.from)}–${t(shot.to)} ${tz}`;
  // Asked how long over a part of the day ("this evening"), a period its switches bound within
  // EDGE_SLACK_MS outside it is counted whole: the garage light on at 17:04 was on this evening.
  const loose = intent.form === 'how-long' && saidAsPart(scope.timeText);
  const periods = lampPeriods(switches, shot.from, shot.to, on)?.map((p) => loose ? wholePeriod(p, shot) : p);
  if (!periods) {
    return { camera, facts: `Not known${where}: no light was seen switching on or off within ${LOOK_MS / 3_600_000} h either side of ${range}, so when it was ${state} cannot be told.`, citations: [], events: [], pinned: false, known: false };
  }
  // Pinned once each, on the recording: the switches that begin or end a period asked about (with none, the one that set the state throughout).
  const cited = periods.length ? [...new Set(periods.flatMap((p) => [p.began, p.ended]).filter((e): e is LightEvent => !!e))] : [settingSwitch(switches, shot)];
  const at = new Map<LightEvent, number>();
  for (const e of cited.slice(0, MAX_PINS)) {
    const change = await pinSwitch(run, e);
    if (change) at.set(e, change.ts);
  }
  const ts = (e: LightEvent) => at.get(e) ?? e.ts;
  const said = (e: LightEvent) => `switched ${e.event === 'lights-on' ? 'on' : 'off'} at ${t(ts(e))}`;
  const end = Math.min(scope.to, scope.now);
  const told = periods.map((p) => {
    const start = p.began && p.began.ts >= shot.from ? t(ts(p.began))
      : p.began && p.from === p.began.ts ? `${t(ts(p.began))} (${said(p.began)}, ${duration(shot.from - ts(p.began))} before the range asked)`
      : `${t(p.from)} (${p.from > scope.from ? 'where the footage begins' : 'the start of the range'}; ${p.began ? `${said(p.began)}, before it` : `no switch seen before, already ${state}`})`;
    const stop = p.ended && p.ended.ts < shot.to ? t(ts(p.ended))
      : p.ended && p.to === p.ended.ts ? `${t(ts(p.ended))} (${said(p.ended)}, ${duration(ts(p.ended) - shot.to)} after the range asked)`
      : `${t(p.to)} (${p.to < end ? 'where the footage ends' : 'the end of the range'}, still ${state} then; ${p.ended ? `${said(p.ended)}, after it` : 'no switch seen after it'})`;
    return `from ${start} to ${stop}`;
  });
  const total = periods.reduce((s, p) => s + p.to - p.from, 0);
  const each = periods.map((p, i) => `${told[i]}, ${duration(p.to - p.from)}`);
  const facts = !periods.length
    ? `The lights${where} were not ${state} over ${range}: ${on ? 'off' : 'on'} throughout (${said(cited[0])}, ${cited[0].ts < shot.from ? 'before' : 'after'} it).`
    : periods.length === 1
      ? `The lights${where} were ${state} ${intent.form === 'how-long' ? `for ${duration(total)}, ${told[0]}` : each[0]}: the only time over ${range}.`
      : `The lights${where} were ${state} ${periods.length} times over ${range}${intent.form === 'how-long' ? `, for ${duration(total)} in all: ${each.join('; ')}` : `: ${each.join('; ')}; ${duration(total)} in all`}.`;
  const shown = cited.filter((e) => at.has(e)).length;
  const confirm = !cited.length ? '' : shown === cited.length ? ' The switches are confirmed on the recording.' : ` (${cited.length - shown} of the ${cited.length} switches from the index only; the recording did not show them.)`;
  return {
    camera, facts: facts + confirm, known: true, pinned: cited.length > 0 && shown === cited.length,
    citations: cited.map((e) => ({ camera, start: ts(e) - SWITCH_CITE_MS, end: ts(e) + SWITCH_CITE_MS })),
    events: cited.map((e) => ({ camera, ts: ts(e), what: e.event })),
  };
}

/** A period with the switches that bound it just outside the range (within EDGE_SLACK_MS): from and to those switches. */
export function wholePeriod(p: LampPeriod, shot: { from: number; to: number }): LampPeriod {
  const from = p.began && p.began.ts < shot.from && shot.from - p.began.ts <= EDGE_SLACK_MS ? p.began.ts : p.from;
  const to = p.ended && p.ended.ts >= shot.to && p.ended.ts - shot.to <= EDGE_SLACK_MS ? p.ended.ts : p.to;
  return { ...p, from, to };
}

/** The switch that set the state a range stayed in throughout, or, with none before, the one after that gives it away. */
function settingSwitch(switches: LightEvent[], shot: { from: number; to: number }): LightEvent {
  return switches.filter((e) => e.ts < shot.from).at(-1) ?? switches.find((e) => e.ts >= shot.to)!;
}

export async function planLightPeriods(run: PlanRun): Promise<PlanOutcome> {
  const { scope } = run;
  const wide = await run.call(browseTool, { from: iso(scope.from - LOOK_MS), to: iso(scope.to + LOOK_MS), cameras: run.cameraIds });
  const rollups = wide.data?.rollups ?? [];
  const switches = lightEventsOf(wide.data).filter((e) => e.event === 'lights-on' || e.event === 'lights-off');
  const each: CameraPeriods[] = [];
  for (const camera of run.cameraIds) each.push(await periodsOfCamera(run, camera, switches.filter((e) => e.camera === camera), rollups));
  const known = each.filter((c) => c.known);
  const answer = (known.length ? known : each).map((c) => c.facts).join(' ');
  if (!known.length) return { answer, citations: [], confidence: 1, events: [] };
  return {
    answer, citations: known.flatMap((c) => c.citations), events: known.flatMap((c) => c.events),
    confidence: known.every((c) => c.pinned) ? 3 : 2,
  };
}
