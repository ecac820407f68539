// Event recall of windows against a synthetic scene's ground truth, for windows-vs-clips.
// An event (object appears or leaves the frame, a text is shown, a cut, a lighting change) is
// recalled when something that gets a caption covers it: a non-idle window (activity, scene)
// overlapping [t - tol, t + tol], or, for a lighting change, any window (idle ones included)
// whose lighting events report one inside [start - tol, end + tol] of the change.
import type { Window } from '../../core/window.ts';
import type { GroundTruth } from '../../testbed/synthetic/index.ts';

export interface BenchEvent { kind: 'appear' | 'leave' | 'text' | 'cut' | 'lighting'; label: string; atMs: number; endMs: number }

/** Events a caption should mention; object times are when it is first/last visible in frame. */
export function captionEvents(truth: GroundTruth): BenchEvent[] {
  const events: BenchEvent[] = [];
  for (const o of truth.objects) {
    if (o.visibleFromMs === undefined || o.visibleUntilMs === undefined) continue; // never on screen
    events.push({ kind: 'appear', label: `${o.id} appears`, atMs: o.visibleFromMs, endMs: o.visibleFromMs });
    events.push({ kind: 'leave', label: `${o.id} leaves`, atMs: o.visibleUntilMs, endMs: o.visibleUntilMs });
  }
  for (const e of truth.events) {
    if (e.kind === 'text.shown') events.push({ kind: 'text', label: `text "${e.text}" shown`, atMs: e.atMs, endMs: e.atMs });
    else if (e.kind === 'cut') events.push({ kind: 'cut', label: `cut to ${e.background}`, atMs: e.atMs, endMs: e.atMs });
    else if (e.kind === 'lighting.change') {
      events.push({ kind: 'lighting', label: `light ${e.fromLevel.toFixed(2)} -> ${e.toLevel.toFixed(2)}${e.gradual ? ' (gradual)' : ''}`, atMs: e.atMs, endMs: e.endMs });
    }
  }
  return events.sort((a, b) => a.atMs - b.atMs);
}

/** Windows that cost a model call: activity and scene (idle windows get a cheap caption). */
export function needsModelCall(w: Window): boolean {
  return w.kind !== 'idle';
}

export function isRecalled(e: BenchEvent, windows: Window[], tolMs: number): boolean {
  const gradual = e.kind === 'lighting' && e.endMs > e.atMs;
  if (!gradual && windows.some((w) => needsModelCall(w) && w.start <= e.atMs + tolMs && w.end > e.atMs - tolMs)) return true;
  if (e.kind !== 'lighting') return false;
  return windows.some((w) => w.lighting.events.some((l) => l.ts >= e.atMs - tolMs && l.ts <= e.endMs + tolMs));
}

export interface Recall { events: number; recalled: number; missed: BenchEvent[] }

export function eventRecall(events: BenchEvent[], windows: Window[], tolMs: number): Recall {
  const missed = events.filter((e) => !isRecalled(e, windows, tolMs));
  return { events: events.length, recalled: events.length - missed.length, missed };
}

/** Fixed-length clips tiling [0, durationMs): every clip is captioned, so recall is 100 %. */
export function fixedClipCalls(durationMs: number, clipMs: number): number {
  return Math.ceil(durationMs / clipMs);
}
