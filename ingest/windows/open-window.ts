// The running state of the window being built: activity statistics, motion path, colours,
// lighting, and keyframe candidates, all in constant memory.
import type { Window, WindowKind } from '../../core/window.ts';
import type { AnalyzedFrame, ClosedWindow } from './window-builder.ts';
import { TrackBuilder, type LaneMemory } from './track-builder.ts';
import { travelDirection } from '../../core/direction.ts';

const MAX_PATH_POINTS = 24;

type Candidate = { ts: number; jpeg: Buffer; activity: number };

export class OpenWindow {
  lastActiveTs: number;
  private frames = 0;
  private activeFrames = 0;
  private peak = 0;
  private sum = 0;
  private regions: number[] = [];
  private grid = { cols: 0, rows: 0 };
  private path: { ts: number; x: number; y: number }[] = [];
  private readonly colourCounts = new Map<string, number>();
  private light: AnalyzedFrame['light'] = { level: 0, state: 'day' };
  private readonly lightEvents: Window['lighting']['events'] = [];
  private first?: Candidate;
  private peakFrame?: Candidate;
  private last?: Candidate;
  private readonly tracker: TrackBuilder;

  constructor(readonly kind: WindowKind, readonly start: number, readonly cut: boolean, lanes?: LaneMemory) {
    this.lastActiveTs = start;
    this.tracker = new TrackBuilder({ lanes });
  }

  add(f: AnalyzedFrame): void {
    this.frames++;
    this.sum += f.activity;
    this.light = f.light;
    // A local switch is confirmed a few frames after it happened: it is dated to its frame.
    if (f.light.event) this.lightEvents.push({ ts: f.light.local?.at ?? f.ts, event: f.light.event });
    if (this.regions.length !== f.regions.length) this.regions = new Array(f.regions.length).fill(0);
    this.grid = f.grid;
    if (f.active) {
      this.activeFrames++;
      this.lastActiveTs = f.ts;
      for (let i = 0; i < f.regions.length; i++) this.regions[i] = Math.max(this.regions[i], f.regions[i]);
      if (f.centroid) this.addPathPoint({ ts: f.ts, ...f.centroid });
      for (const c of f.colours ?? []) this.colourCounts.set(c, (this.colourCounts.get(c) ?? 0) + 1);
    }
    // Quiet frames too: a thing not seen in them is missed, and the tracker learns the frame spacing.
    this.tracker.add(f.ts, f.active ? f.blobs ?? [] : []);
    this.peak = Math.max(this.peak, f.activity);
    if (f.jpeg && f.active && (!this.peakFrame || f.activity > this.peakFrame.activity)) {
      this.peakFrame = { ts: f.ts, jpeg: f.jpeg, activity: f.activity };
    }
    if (f.jpeg) {
      const c = { ts: f.ts, jpeg: f.jpeg, activity: f.activity };
      this.first ??= c;
      this.last = c;
    }
  }

  summary(): Omit<Window, 'id' | 'camera' | 'start' | 'end' | 'kind' | 'keyframes' | 'closedBy' | 'cut'> {
    return {
      activity: { peak: round(this.peak), mean: round(this.frames ? this.sum / this.frames : 0), activeFrames: this.activeFrames, frames: this.frames },
      regions: this.regions.map(round),
      grid: this.grid,
      motion: {
        path: this.path.map((p) => ({ ts: p.ts, x: round(p.x), y: round(p.y) })),
        direction: direction(this.path),
        colours: [...this.colourCounts.entries()].sort((a, b) => b[1] - a[1]).slice(0, 3).map(([c]) => c),
        tracks: this.tracker.tracks(),
      },
      lighting: { state: this.light.state, level: round(this.light.level), events: this.lightEvents },
    };
  }

  /** Closed: what its tracks showed of the camera's lanes is remembered for the next windows. */
  closed(): void {
    this.tracker.remember();
  }

  /** First, peak activity (activity windows) and last frame; a scene window keeps the cut frame. */
  keyframes(): ClosedWindow['keyframes'] {
    const picks: ClosedWindow['keyframes'] = [];
    const add = (c: Candidate | undefined, reason: 'first' | 'peak' | 'last' | 'cut') => {
      if (c && !picks.some((p) => p.ts === c.ts)) picks.push({ ts: c.ts, jpeg: c.jpeg, reason });
    };
    add(this.first, this.cut ? 'cut' : 'first');
    if (this.kind === 'activity') add(this.peakFrame, 'peak');
    if (this.kind !== 'scene') add(this.last, 'last');
    return picks.sort((a, b) => a.ts - b.ts);
  }

  private addPathPoint(p: { ts: number; x: number; y: number }): void {
    this.path.push(p);
    // Keep every other point when full: the path stays evenly spread over the window.
    if (this.path.length > MAX_PATH_POINTS) this.path = this.path.filter((_, i) => i % 2 === 0 || i === this.path.length - 1);
  }
}

function direction(path: { x: number; y: number }[]): Window['motion']['direction'] {
  if (path.length < 2) return 'none';
  return travelDirection(path[path.length - 1].x - path[0].x, path[path.length - 1].y - path[0].y);
}

function round(v: number): number {
  return Math.round(v * 1000) / 1000;
}
