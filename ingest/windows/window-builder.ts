// WindowBuilder turns a camera's stream of analysed frames into windows: an activity window
// for every burst of activity (closed when activity ends after a hangover, or split at the
// maximum length), long idle windows for quiet periods, and a short scene window at each cut.
// Windows tile time: each one ends where the next begins. Keyframe candidates (first, peak
// activity, last) are kept as the window grows, so memory stays constant however long it is.
// A thing that stood in view since before it began is only known when it leaves, and its colour
// a window or two later (stationary-things.ts): the windows from the one that saw it go wait
// until then (a minute or two, only then), so that each lists it.
import type { WindowsConfig } from '../../core/config/index.ts';
import type { Window, WindowKind, Keyframe, StationaryThing } from '../../core/window.ts';
import { windowId } from '../../core/window.ts';
import { OpenWindow } from './open-window.ts';
import { StationaryKeeper, type ViewProbe } from './stationary-things.ts';
import { LaneMemory } from './track-builder.ts';

type SceneBlob = NonNullable<AnalyzedFrame['blobs']>[number];

/** What the builder needs from a frame's analysis (see ingest/detect). */
export interface AnalyzedFrame {
  ts: number;
  cut: boolean;
  activity: number;
  active: boolean;
  regions: number[];
  grid: { cols: number; rows: number };
  centroid?: { x: number; y: number };
  colours?: string[];
  blobs?: { bbox: { x: number; y: number; w: number; h: number }; centroid: { x: number; y: number }; size: number; colours: string[]; carried?: boolean }[];
  /** Where a thing that stood still was learnt into the view this frame, and where one so learnt left it (ingest/detect/scene-changes.ts). */
  settled?: (SceneBlob & { was?: string[] })[];
  cleared?: SceneBlob[];
  light: { level: number; state: 'day' | 'dusk' | 'night'; event?: 'lights-on' | 'lights-off' | 'dusk' | 'dawn'; local?: { at: number; region?: { x: number; y: number; w: number; h: number } } };
  /** Full-quality JPEG of this frame, when the pipeline produces keyframes. */
  jpeg?: Buffer;
}

/** A closed window whose keyframes are still in memory (the writer saves them). */
export interface ClosedWindow {
  window: Omit<Window, 'keyframes'>;
  keyframes: (Omit<Keyframe, 'path'> & { jpeg: Buffer })[];
}

/** An open window's facts so far (window.progress): like a closed one, without closedBy. */
export interface OpenSnapshot {
  window: Omit<Window, 'keyframes' | 'closedBy'>;
  keyframes: ClosedWindow['keyframes'];
}

export class WindowBuilder {
  private current?: OpenWindow;
  private pendingActive: AnalyzedFrame[] = [];
  private lastTs?: number;
  private frameMs = 500;
  private readonly stationary: StationaryKeeper;
  /** How things moved where in this camera's view, across its windows (cleared at a cut). */
  private readonly lanes = new LaneMemory();
  /** Closed windows waiting for a departed thing's colour (see the header). */
  private held: ClosedWindow[] = [];

  constructor(
    private readonly camera: string,
    private readonly cfg: WindowsConfig,
    private readonly onClose: (w: ClosedWindow) => void,
    /** The detector's stationarySeconds: a thing it learnt into the view stood still from that long before. */
    settleSeconds = 30,
    /** The detector: told where ground a thing standing since before the view uncovered was learnt (StationaryKeeper.takeUncovered), asked what a thing that left put down. */
    private readonly view?: ViewProbe,
  ) {
    this.stationary = new StationaryKeeper(settleSeconds * 1000, view);
  }

  push(f: AnalyzedFrame): void {
    if (this.lastTs !== undefined) {
      const step = f.ts - this.lastTs;
      if (step <= 0) return; // out of order or duplicate: windows must tile time
      if (step > this.cfg.gapSeconds * 1000) this.flush('gap');
      else this.frameMs = this.frameMs * 0.9 + step * 0.1;
    }
    if (this.lastTs === undefined) this.stationary.viewStarted(f.ts);
    this.lastTs = f.ts;
    if (f.cut) return this.startScene(f);
    if (f.light.event === 'lights-on' || f.light.event === 'lights-off') this.stationary.lightSwitched(f.light.local?.at ?? f.ts, f.light.local?.region);
    if (f.settled || f.cleared) this.stationary.sceneChanged(f.ts, f.settled ?? [], f.cleared ?? []);
    if (!this.current) return this.open(f.active && this.cfg.minActiveFrames <= 1 ? 'activity' : 'idle', f, false);
    const age = f.ts - this.current.start;
    switch (this.current.kind) {
      case 'scene':
        if (age >= this.cfg.sceneSeconds * 1000) {
          this.close(f.ts, 'scene-end');
          return this.open('idle', f, false);
        }
        return this.current.add(f);
      case 'idle':
        return this.idleFrame(f, age);
      case 'activity':
        return this.activityFrame(f, age);
    }
  }

  /**
   * The open window's facts so far (end = just after its newest frame), or undefined. Idle
   * windows come without keyframes: they only tell that nothing is happening (alerts end on it).
   */
  snapshot(): OpenSnapshot | undefined {
    const cur = this.current;
    if (!cur || this.lastTs === undefined || this.lastTs <= cur.start) return undefined;
    return {
      window: { id: windowId(this.camera, cur.start), camera: this.camera, start: cur.start, end: this.lastTs + Math.round(this.frameMs), kind: cur.kind, cut: cur.cut, ...cur.summary() },
      keyframes: cur.kind === 'idle' ? [] : cur.keyframes(),
    };
  }

  /** Closes the open window at the end of the last frame (end of stream, shutdown, gap). */
  flush(reason: 'end-of-stream' | 'gap' = 'end-of-stream'): void {
    this.absorbPending();
    if (this.current && this.lastTs !== undefined) this.close(this.lastTs + Math.round(this.frameMs), reason);
    this.release(true);
  }

  private idleFrame(f: AnalyzedFrame, age: number): void {
    if (f.active) {
      this.pendingActive.push(f);
      if (this.pendingActive.length < this.cfg.minActiveFrames) return;
      const first = this.pendingActive[0];
      const run = this.pendingActive;
      this.pendingActive = [];
      this.close(first.ts, 'activity-start');
      this.open('activity', first, false);
      for (const p of run.slice(1)) this.current!.add(p);
      return;
    }
    this.absorbPending();
    if (age >= this.cfg.maxIdleSeconds * 1000) {
      this.close(f.ts, 'max-length');
      return this.open('idle', f, false);
    }
    this.current!.add(f);
  }

  private activityFrame(f: AnalyzedFrame, age: number): void {
    const cur = this.current!;
    if (age >= this.cfg.maxActivitySeconds * 1000 && f.active) {
      this.close(f.ts, 'max-length');
      return this.open('activity', f, false);
    }
    if (!f.active && f.ts - cur.lastActiveTs >= this.cfg.hangoverSeconds * 1000) {
      this.close(f.ts, 'activity-end');
      return this.open('idle', f, false);
    }
    cur.add(f);
  }

  private startScene(f: AnalyzedFrame): void {
    this.absorbPending();
    if (this.current) this.close(f.ts, 'cut');
    this.stationary.clear();
    this.release();
    this.stationary.viewStarted(f.ts);
    this.lanes.clear();
    this.open('scene', f, true);
  }

  /** Blips shorter than minActiveFrames stay in the idle window. */
  private absorbPending(): void {
    for (const p of this.pendingActive) this.current?.add(p);
    this.pendingActive = [];
  }

  private open(kind: WindowKind, f: AnalyzedFrame, cut: boolean): void {
    this.current = new OpenWindow(kind, f.ts, cut, this.lanes);
    this.current.add(f);
  }

  private close(end: number, closedBy: Window['closedBy']): void {
    const cur = this.current;
    if (!cur) return;
    this.current = undefined;
    if (end <= cur.start) return;
    const summary = cur.summary();
    cur.closed();
    const tracks = this.stationary.observe(summary.motion.tracks ?? [], end);
    for (const box of this.stationary.takeUncovered()) this.view?.uncovered(box);
    const standing = this.stationary.during(cur.start, end);
    const motion = summary.motion.tracks ? { ...summary.motion, tracks } : summary.motion;
    this.held.push({
      window: { id: windowId(this.camera, cur.start), camera: this.camera, start: cur.start, end, kind: cur.kind, cut: cur.cut, closedBy, ...summary, motion, ...(standing.length ? { stationary: standing } : {}) },
      keyframes: cur.keyframes(),
    });
    this.release();
  }

  /** Hands on the held windows once no departed thing waits for its colour (or now: end of stream, a gap), each listing those it stood through. */
  private release(now = false): void {
    if (now) this.stationary.resolvePending();
    else if (this.stationary.awaiting()) return;
    const found = this.stationary.takeFound(), held = this.held;
    this.held = [];
    const through = (s: StationaryThing, w: Pick<Window, 'start' | 'end'>) => s.since < w.end && s.until! >= w.start;
    // One found only after the windows it stood through were handed on (a car backing off the
    // drive shows its way only in the window after) goes on the first held one: its since and
    // until say when it stood.
    const late = found.filter((s) => !held.some((c) => through(s, c.window)));
    for (const [k, c] of held.entries()) {
      const w = c.window, stood = [...(k === 0 ? late : []), ...found.filter((s) => through(s, w))];
      const stationary = [...(w.stationary ?? []), ...stood].sort((a, b) => a.since - b.since);
      this.onClose(stood.length ? { ...c, window: { ...w, stationary } } : c);
    }
  }
}
