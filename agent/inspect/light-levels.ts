// The light level frame by frame (the analyzer's median of cell means, with the clock masked)
// and where it changed: switches are the analyzer's lights-on/off events (a step by its
// lightsRatio between neighbouring frames); drifts (dusk, dawn, a dimmer) are found here as
// a change by the same ratio that builds up over several frames. A change across a hole
// between runs is reported as a drift too: the footage cannot say whether it was a switch.
import type { FrameAnalysis } from '../../ingest/index.ts';
import type { LightChange } from './inspector.ts';

/** The analyzer's default lightsRatio: a change by this factor is worth reporting. */
const RATIO = 1.3;
/** Within this factor of a level counts as still at that level. */
const SAME = 1.05;
/** A drift has ended once the level turns back by this factor from its extreme. */
const REVERSAL = 1.15;
/** Keeps a black night frame's noise from making huge ratios (as the analyzer does). */
const FLOOR = 0.02;

interface Level { ts: number; level: number; event?: string; local?: { at: number; before: number; after: number } }

/** analyses: per run, per frame. */
export function lightChanges(analyses: FrameAnalysis[][]): LightChange[] {
  const out: LightChange[] = [];
  let prev: Level[] | undefined;
  for (const run of analyses) {
    // A switch over part of the view (a lamp) leaves the frame's level as it was: it is
    // reported with the level where it switched, at the frame it happened in, and where it
    // lit (the lamp's pool: what "under the light" means, see plan-landmark.ts).
    const locals = run.filter((a) => a.light.local).map((a) => localChange(run, a.light.local!));
    const levels = run.map((a): Level => ({ ts: a.ts, level: a.light.level, event: a.light.local ? undefined : a.light.event }));
    if (prev && levels.length) {
      const before = tail(prev), after = head(levels);
      if (ratio(after, before) >= RATIO) out.push(change(prev.at(-1)!.ts, levels[0].ts, before, after, false));
    }
    out.push(...withinRun(levels), ...locals);
    prev = levels;
  }
  return out.sort((a, b) => a.ts - b.ts);
}

function localChange(run: FrameAnalysis[], l: NonNullable<FrameAnalysis['light']['local']>): LightChange {
  const i = run.findIndex((a) => a.ts === l.at);
  return { ...change(i > 0 ? run[i - 1].ts : l.at, l.at, l.before, l.after, true), region: l.region };
}

function withinRun(levels: Level[]): LightChange[] {
  const out: LightChange[] = [];
  // Switches split the run into pieces; a switch spread over neighbouring frames is one.
  let pieceStart = 0;
  for (let i = 1; i < levels.length; i++) {
    if (levels[i].event !== 'lights-on' && levels[i].event !== 'lights-off') continue;
    let end = i;
    while (end + 1 < levels.length && levels[end + 1].event === levels[i].event) end++;
    out.push(...drifts(levels.slice(pieceStart, i)));
    const before = median(levels.slice(Math.max(pieceStart, i - 3), i).map((l) => l.level));
    const after = median(levels.slice(end, end + 3).map((l) => l.level));
    out.push(change(levels[i - 1].ts, levels[i].ts, before, after, true));
    pieceStart = end;
    i = end;
  }
  out.push(...drifts(levels.slice(pieceStart)));
  return out;
}

/** Slow changes inside a piece without switches. */
function drifts(levels: Level[]): LightChange[] {
  const out: LightChange[] = [];
  let anchor = 0;
  for (let i = 1; i < levels.length; i++) {
    const a = levels[anchor].level, l = levels[i].level;
    if (ratio(l, a) < RATIO) continue;
    const darker = l < a;
    // The drift runs to its extreme, unless the level turns back first.
    let extreme = i;
    for (let j = i + 1; j < levels.length; j++) {
      const e = levels[extreme].level, v = levels[j].level;
      if (darker ? v < e : v > e) extreme = j;
      else if (ratio(v, e) >= REVERSAL) break;
    }
    const target = levels[extreme].level;
    let since = anchor;
    while (since + 1 < i && ratio(levels[since + 1].level, a) < SAME) since++;
    let reached = i;
    while (reached < extreme && ratio(levels[reached].level, target) >= SAME) reached++;
    out.push(change(levels[since].ts, levels[reached].ts, a, target, false));
    anchor = extreme;
    i = extreme;
  }
  return out;
}

function change(since: number, ts: number, before: number, after: number, sudden: boolean): LightChange {
  const up = after > before;
  const kind = sudden ? (up ? 'lights-on' : 'lights-off') : up ? 'brighter' : 'darker';
  return { ts, since, before: round(before), after: round(after), kind, sudden };
}

/** Factor between two levels (>= 1), with the floor. */
function ratio(a: number, b: number): number {
  const x = a + FLOOR, y = b + FLOOR;
  return x > y ? x / y : y / x;
}

const head = (ls: Level[]) => median(ls.slice(0, 3).map((l) => l.level));
const tail = (ls: Level[]) => median(ls.slice(-3).map((l) => l.level));

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)] : 0;
}

const round = (v: number) => Math.round(v * 1000) / 1000;
