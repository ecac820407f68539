// The ground truth of a scene: what happens when, in absolute time, so tests and benchmarks
// can score detection, captioning and answers against it. Derived from the same state
// functions the renderer draws with.
import { toIso } from '../../core/time.ts';
import { colourRgb, parseSceneScript, type SceneScript, type SceneScriptInput } from './scene-script.ts';
import { directionOf, lightLevelAt, objectAt, objectOnScreen, type Direction } from './scene-state.ts';

export type TimelineEvent =
  | { kind: 'object.appear' | 'object.leave'; atMs: number; at: string; id: string; colour: string; shape: string; direction: Direction }
  | { kind: 'text.shown' | 'text.hidden'; atMs: number; at: string; text: string }
  | { kind: 'cut'; atMs: number; at: string; background: string }
  | { kind: 'lamp.on' | 'lamp.off'; atMs: number; at: string; region: { x: number; y: number; w: number; h: number } }
  | { kind: 'lighting.change'; atMs: number; at: string; endMs: number; end: string; fromLevel: number; toLevel: number; gradual: boolean };

export interface ObjectTruth {
  id: string; colour: string; rgb: [number, number, number]; shape: string; direction: Direction;
  appearMs: number; leaveMs: number;
  /** When any part of it is inside the frame (it may enter and leave across the edge). */
  visibleFromMs?: number; visibleUntilMs?: number;
}

export interface GroundTruth {
  scene: string; width: number; height: number; fps: number;
  startMs: number; start: string; endMs: number; end: string;
  objects: ObjectTruth[];
  texts: { text: string; shownMs: number; hiddenMs: number; shown: string; hidden: string }[];
  /** Lamps over part of the view: when each was on, and where its pool of light is. */
  lamps: { onMs: number; offMs: number; region: { x: number; y: number; w: number; h: number } }[];
  events: TimelineEvent[];
}

function colourName(c: unknown): string {
  return typeof c === 'string' ? c : `rgb(${(c as number[]).join(',')})`;
}

/**
 * Visible span over the frames a render holds (frame i at i / fps, as render-to-file.ts draws
 * them): what a viewer of the frames would see. Not stepped from the path's own start: a path
 * that starts a rounding error after a frame's time (an hour given as a fraction of the day)
 * is not in that frame.
 */
function visibleSpan(s: SceneScript, o: SceneScript['objects'][number]): [number, number] | undefined {
  const first = o.path[0].t, last = o.path[o.path.length - 1].t;
  const frames = Math.max(1, Math.round(s.durationSeconds * s.fps));
  let from: number | undefined, until: number | undefined;
  for (let i = Math.max(0, Math.floor(first * s.fps) - 1); i <= Math.min(frames - 1, Math.ceil(last * s.fps) + 1); i++) {
    const t = i / s.fps, at = objectAt(o, t);
    if (at && objectOnScreen(o, at)) { from ??= t; until = t; }
  }
  return from === undefined ? undefined : [from, until!];
}

export function groundTruth(input: SceneScriptInput | SceneScript, startMs: number): GroundTruth {
  const s = parseSceneScript(input);
  const ms = (t: number) => startMs + Math.round(t * 1000);
  const events: TimelineEvent[] = [];
  const objects = s.objects.map((o): ObjectTruth => {
    const base = { id: o.id, colour: colourName(o.colour), shape: o.shape, direction: directionOf(o) };
    const appearMs = ms(o.path[0].t), leaveMs = ms(o.path[o.path.length - 1].t);
    events.push({ kind: 'object.appear', atMs: appearMs, at: toIso(appearMs), ...base });
    events.push({ kind: 'object.leave', atMs: leaveMs, at: toIso(leaveMs), ...base });
    const span = visibleSpan(s, o);
    return { ...base, rgb: colourRgb(o.colour), appearMs, leaveMs, ...(span ? { visibleFromMs: ms(span[0]), visibleUntilMs: ms(span[1]) } : {}) };
  });
  const texts = s.texts.map((t) => {
    const shownMs = ms(t.from), hiddenMs = ms(Math.min(t.until, s.durationSeconds));
    events.push({ kind: 'text.shown', atMs: shownMs, at: toIso(shownMs), text: t.text });
    events.push({ kind: 'text.hidden', atMs: hiddenMs, at: toIso(hiddenMs), text: t.text });
    return { text: t.text, shownMs, hiddenMs, shown: toIso(shownMs), hidden: toIso(hiddenMs) };
  });
  const lamps = s.lamps.map((l) => {
    const region = { x: l.x, y: l.y, w: l.w, h: l.h }, onMs = ms(l.on), offMs = ms(Math.min(l.off, s.durationSeconds));
    events.push({ kind: 'lamp.on', atMs: onMs, at: toIso(onMs), region }, { kind: 'lamp.off', atMs: offMs, at: toIso(offMs), region });
    return { onMs, offMs, region };
  });
  for (const c of s.cuts) events.push({ kind: 'cut', atMs: ms(c.t), at: toIso(ms(c.t)), background: c.background });
  for (const l of s.lighting) {
    const endMs = ms(l.t + l.transitionSeconds);
    events.push({
      kind: 'lighting.change', atMs: ms(l.t), at: toIso(ms(l.t)), endMs, end: toIso(endMs),
      fromLevel: lightLevelAt(s, Math.max(0, l.t - 1e-6)), toLevel: l.level, gradual: l.transitionSeconds > 0,
    });
  }
  events.sort((a, b) => a.atMs - b.atMs);
  const endMs = ms(s.durationSeconds);
  return {
    scene: s.name, width: s.width, height: s.height, fps: s.fps,
    startMs, start: toIso(startMs), endMs, end: toIso(endMs), objects, texts, lamps, events,
  };
}
