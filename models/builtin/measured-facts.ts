// Plain-language facts about a window from what the detectors measured (no model calls):
// how much moved and where, which way, entering or leaving, colours, light. The builtin
// captioner builds on these; idle windows are captioned from them alone.
import type { Window } from '../../core/window.ts';
import type { CaptionTags } from '../../core/caption.ts';

const EDGE = 0.12;

/** Where in the frame the active grid cells are: "left", "lower half", "centre", ... */
export function whereActive(w: Window): string[] {
  const { cols, rows } = w.grid;
  let x0 = cols, x1 = -1, y0 = rows, y1 = -1;
  w.regions.forEach((v, i) => {
    if (v < 0.05) return;
    const x = i % cols, y = Math.floor(i / cols);
    x0 = Math.min(x0, x); x1 = Math.max(x1, x); y0 = Math.min(y0, y); y1 = Math.max(y1, y);
  });
  if (x1 < 0) return [];
  const span = (a: number, b: number, n: number, names: [string, string, string], whole: string) => {
    const lo = Math.floor((3 * a) / n), hi = Math.floor((3 * b) / n);
    return lo === 0 && hi === 2 ? whole : lo === hi ? names[lo] : `${names[lo]}-${names[hi]}`;
  };
  const h = span(x0, x1, cols, ['left', 'centre', 'right'], 'full width');
  const v = span(y0, y1, rows, ['upper', 'middle', 'lower'], 'top to bottom');
  return [v === 'top to bottom' ? v : `${v} part`, h];
}

export function motionAmount(w: Window): CaptionTags['motion']['amount'] {
  const p = w.activity.peak;
  if (w.activity.activeFrames === 0) return 'none';
  return p < 0.01 ? 'little' : p < 0.05 ? 'some' : 'much';
}

export function entering(w: Window): { entering: boolean; leaving: boolean } {
  const path = w.motion.path;
  if (path.length < 2) return { entering: false, leaving: false };
  const nearEdge = (p: { x: number }) => p.x < EDGE || p.x > 1 - EDGE;
  return { entering: nearEdge(path[0]), leaving: nearEdge(path[path.length - 1]) };
}

const LIGHT_WORDS: Record<string, string> = { day: 'daylight', dusk: 'dim light (dusk or dawn)', night: 'dark (night)' };
const EVENT_WORDS: Record<string, string> = { 'lights-on': 'the lights are switched on', 'lights-off': 'the lights are switched off', dusk: 'it gets darker', dawn: 'it gets lighter' };

export function lightWords(w: Window): { light: string; events: string[] } {
  return { light: LIGHT_WORDS[w.lighting.state], events: w.lighting.events.map((e) => EVENT_WORDS[e.event]) };
}

/**
 * Words for a thing the detector did not name: its class from size and place, said as a size
 * ("vehicle-sized object"), since size and place are all it comes from (a sign high on a wall
 * is vehicle-sized too).
 */
export function classNoun(cls: string | undefined): string {
  return cls === 'vehicle' ? 'vehicle-sized object' : cls === 'person' ? 'person-sized object' : 'object';
}

/** Things that stand in view during the window (a parked car), one tag object each. */
export function stationaryObjects(w: Window): CaptionTags['objects'] {
  return (w.stationary ?? []).map((s) => ({
    label: s.label ?? 'object', count: 1, colours: s.colour ? [s.colour] : [],
    actions: s.until !== undefined && s.until < w.end ? ['stationary', 'leaving'] : s.since >= w.start ? ['arriving', 'stationary'] : ['stationary'],
  }));
}

/** Tags from the detectors alone; OCR and object detection add to them. */
export function factTags(w: Window): CaptionTags {
  const { entering: enter, leaving: leave } = entering(w);
  const tracks = (w.motion.tracks ?? []).filter((t) => t.frames >= 3);
  return {
    objects: [...stationaryObjects(w), ...(tracks.length ? [{
      label: 'object', count: tracks.length,
      colours: [...new Set(tracks.map((t) => t.colour).filter((c): c is string => !!c))],
      actions: [...new Set(tracks.flatMap((t) => [t.direction !== 'none' ? `moving ${t.direction}` : 'stationary', t.entering ? 'entering' : '', t.leaving ? 'leaving' : '']).filter(Boolean))],
    }] : [])],
    colors: w.motion.colours,
    text: [],
    motion: { amount: motionAmount(w), direction: w.motion.direction, where: whereActive(w), entering: enter, leaving: leave },
    light: { state: w.lighting.state, events: w.lighting.events.map((e) => e.event) },
    events: [],
  };
}
