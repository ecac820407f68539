// Questions about light: when it got dark or light, when the lights went on or off. The
// windows' lighting events (measured at ingest, brightness-invariant to the clock overlay)
// say roughly when; the recordings are rewound around each to pin a switch to the frame, or
// sampled across a gradual dusk or dawn to find where the level crossed halfway.
import { browseTool, type BrowseData } from '../tools/browse-tool.ts';
import { rewindTool, type RewindData } from '../tools/rewind-tool.ts';
import { clock } from '../answer/format-time.ts';
import { iso, type PlanOutcome, type PlanRun } from './plan-run.ts';

const SWITCH_LOOK_MS = 20_000;
const DRIFT_LOOK_MS = 90 * 60_000;

interface LightEvent { camera: string; ts: number; event: string }

export async function planLight(run: PlanRun): Promise<PlanOutcome> {
  const { scope, intent } = run;
  const browse = await run.call<BrowseData>(browseTool, { from: iso(scope.from), to: iso(scope.to), cameras: run.cameraIds });
  const seen = new Map<string, LightEvent>();
  for (const r of browse.data?.rollups ?? []) for (const l of r.lighting) seen.set(`${r.camera}|${l.ts}|${l.event}`, { camera: r.camera, ts: l.ts, event: l.event });
  for (const w of browse.data?.windows ?? []) for (const l of w.lighting) seen.set(`${w.camera}|${l.ts}|${l.event}`, { camera: w.camera, ts: l.ts, event: l.event });
  const events = [...seen.values()].filter((e) => e.ts >= scope.from && e.ts < scope.to).sort((a, b) => a.ts - b.ts);
  const lightsWord = /\blights?\b|\blamp\b|\bswitch/i.test(scope.question);
  const wanted = intent.kind === 'dark'
    ? (lightsWord ? ['lights-off'] : ['dusk', 'lights-off'])
    : (lightsWord ? ['lights-on'] : ['dawn', 'lights-on']);
  const candidates = events.filter((e) => wanted.includes(e.event));
  const pick = candidates.filter((e) => e.event === wanted[0]);
  const target = intent.which === 'last' ? (pick.at(-1) ?? candidates.at(-1)) : (pick[0] ?? candidates[0]);
  const what = { 'lights-off': 'the lights went off', 'lights-on': 'the lights came on', dusk: 'it got dark (dusk)', dawn: 'it got light (dawn)' } as Record<string, string>;
  if (!target) {
    const other = events.length ? ` Light changes seen: ${events.map((e) => `${e.event} ${clock(e.ts, run.zoneOf(e.camera))}`).join(', ')}.` : '';
    return { answer: `No ${wanted.join(' or ')} was seen in the range.${other}`, citations: [], confidence: events.length ? 2 : 1, events: [] };
  }
  const sudden = target.event.startsWith('lights');
  const look = sudden ? SWITCH_LOOK_MS : DRIFT_LOOK_MS;
  const r = await run.call<RewindData>(rewindTool, {
    camera: target.camera, ranges: [{ from: iso(target.ts - look), to: iso(target.ts + look) }],
    question: intent.kind === 'dark' ? (sudden ? 'When do the lights go off?' : 'When does it get dark?') : (sudden ? 'When do the lights come on?' : 'When does it get light?'),
    maxFrames: 50,
  });
  const change = (r.data?.inspection?.lightChanges ?? []).find((c) => (sudden ? c.sudden : true) &&
    (intent.kind === 'dark' ? c.kind === 'lights-off' || c.kind === 'darker' : c.kind === 'lights-on' || c.kind === 'brighter'));
  const at = change?.ts ?? target.ts;
  const tz = run.zoneOf(target.camera);
  const where = run.scope.cameras.length > 1 ? ` on ${target.camera}` : '';
  const others = candidates.filter((e) => e !== target).map((e) => `${e.event} ${clock(e.ts, run.zoneOf(e.camera))}`);
  const level = change ? ` (light level ${change.before.toFixed(2)} → ${change.after.toFixed(2)}${sudden ? ' between two frames' : ''})` : '';
  return {
    answer: `${what[target.event][0].toUpperCase()}${what[target.event].slice(1)} at ${clock(at, tz)} ${tz}${where}${level}.` +
      (change ? ' Confirmed on the recording.' : ' (From the index; the recording did not show the change.)') +
      (!sudden ? ' The change was gradual; the time is where the light dropped most.' : '') +
      (others.length ? ` Other light changes: ${others.join(', ')}.` : ''),
    citations: [{ camera: target.camera, start: at - (sudden ? 4000 : look), end: at + (sudden ? 4000 : look) }],
    confidence: change ? 3 : 2,
    events: [{ camera: target.camera, ts: at, what: target.event }],
  };
}
