// Pure functions of (script, t): where each object is, which view and light level apply,
// which texts are shown. Shared by the renderer and the ground truth so that what is drawn
// and what is reported cannot disagree.
import type { Direction } from '../../core/direction.ts';
import type { BackgroundName, SceneObject, SceneScript } from './scene-script.ts';

export interface ObjectPlacement { cx: number; cy: number }

/** Object centre (fractions of the frame) at t, or undefined when not in the scene. */
export function objectAt(o: SceneObject, t: number): ObjectPlacement | undefined {
  const p = o.path;
  if (t < p[0].t || t > p[p.length - 1].t) return undefined;
  for (let i = 1; i < p.length; i++) {
    if (t <= p[i].t) {
      const a = p[i - 1], b = p[i];
      const k = b.t > a.t ? (t - a.t) / (b.t - a.t) : 1;
      return { cx: a.x + (b.x - a.x) * k, cy: a.y + (b.y - a.y) * k };
    }
  }
  return { cx: p[0].x, cy: p[0].y };
}

/** True when a visible part (more than a sliver) of the object's box is inside the frame. */
export function objectOnScreen(o: SceneObject, pl: ObjectPlacement): boolean {
  const e = 0.002; // ignore float dust at the exact edge
  return pl.cx + o.width / 2 > e && pl.cx - o.width / 2 < 1 - e && pl.cy + o.height / 2 > e && pl.cy - o.height / 2 < 1 - e;
}

export function backgroundAt(s: SceneScript, t: number): BackgroundName {
  let bg = s.background;
  for (const c of s.cuts) if (c.t <= t) bg = c.background;
  return bg;
}

/** Light level at t: each change ramps linearly from the level in force when it starts. */
export function lightLevelAt(s: SceneScript, t: number): number {
  let level = s.initialLight;
  for (const c of s.lighting) {
    if (t < c.t) break;
    if (c.transitionSeconds > 0 && t < c.t + c.transitionSeconds) {
      return level + (c.level - level) * ((t - c.t) / c.transitionSeconds);
    }
    level = c.level;
  }
  return level;
}

/** Lamps switched on at t. */
export function lampsOnAt(s: SceneScript, t: number): SceneScript['lamps'] {
  return s.lamps.filter((l) => t >= l.on && t < l.off);
}

/** Main direction of motion from the first to the last keyframe. */
export type { Direction };

export function directionOf(o: SceneObject): Direction {
  const a = o.path[0], b = o.path[o.path.length - 1];
  const dx = b.x - a.x, dy = b.y - a.y;
  if (Math.abs(dx) < 0.02 && Math.abs(dy) < 0.02) return 'none';
  if (Math.abs(dx) >= Math.abs(dy)) return dx > 0 ? 'left-to-right' : 'right-to-left';
  return dy > 0 ? 'top-to-bottom' : 'bottom-to-top';
}
