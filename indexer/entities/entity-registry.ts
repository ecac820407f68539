// Keeps the entity registry current as captioned windows arrive: a window's observations
// replace any earlier ones for the same window id (idempotent), entities of the affected day
// are re-merged, and changed days are written after a short delay. Also answers "who is
// around" for the captioner's continuity hint (CaptionInput.entities).
import type { CaptionedWindow } from '../../core/caption.ts';
import type { Logger } from '../../core/logger.ts';
import { utcDate } from '../../core/time.ts';
import { errorMessage } from '../../core/errors.ts';
import type { Entity, Observation } from './entity-schema.ts';
import { observationsOf } from './observations.ts';
import { mergeEntities, DEFAULT_MERGE_OPTIONS, type MergeOptions } from './entity-merge.ts';
import { readEntityDay, writeEntityDay } from './entity-store.ts';

export interface EntityRegistryOptions {
  dataDir: string;
  /** Default 10 min: a thing lost in the middle of the view and seen again near there within this, same label and colour, is the same entity. */
  gapMs?: number;
  /** Write changed days this long after the first unwritten change; 0 writes on every add. Default 2000. */
  flushDelayMs?: number;
  log?: Logger;
}

interface DayState {
  camera: string;
  date: string;
  /** Observations by window id. */
  byWindow: Map<string, Observation[]>;
  entities: Entity[];
  dirty: boolean;
}

export class EntityRegistry {
  private readonly days = new Map<string, DayState>();
  private readonly merge: MergeOptions;
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly opts: EntityRegistryOptions) {
    this.merge = { ...DEFAULT_MERGE_OPTIONS, ...(opts.gapMs !== undefined ? { gapMs: opts.gapMs } : {}) };
  }

  /** Takes in one captioned window; idempotent by window id. Returns the day's entities it is in. */
  add(c: CaptionedWindow): Entity[] {
    const obs = observationsOf(c);
    const state = this.day(c.window.camera, utcDate(c.window.start));
    const old = state.byWindow.get(c.window.id);
    if (!old || JSON.stringify(old) !== JSON.stringify(obs)) {
      state.byWindow.set(c.window.id, obs);
      state.entities = mergeEntities(state.camera, state.date, [...state.byWindow.values()].flat(), this.merge);
      state.dirty = true;
      this.schedule();
    }
    return state.entities.filter((e) => e.windows.includes(c.window.id));
  }

  /** Descriptions of the camera's entities seen within the merge gap before `t` ("white van"). */
  recent(camera: string, t: number): string[] {
    const state = this.days.get(`${camera}|${utcDate(t)}`);
    const near = (state?.entities ?? []).filter((e) => e.first <= t && t - e.last <= this.merge.gapMs);
    return [...new Set(near.map((e) => e.description))];
  }

  flush(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    for (const s of this.days.values()) {
      if (!s.dirty) continue;
      try {
        const observations = [...s.byWindow.values()].flat();
        writeEntityDay(this.opts.dataDir, { version: 1, camera: s.camera, date: s.date, observations, entities: s.entities });
        s.dirty = false;
      } catch (err) {
        this.opts.log?.error('cannot write entities; will retry', { camera: s.camera, date: s.date, error: errorMessage(err) });
      }
    }
    this.evict();
  }

  /** Flushes; safe to call twice. */
  async close(): Promise<void> {
    this.flush();
  }

  private day(camera: string, date: string): DayState {
    const key = `${camera}|${date}`;
    let state = this.days.get(key);
    if (!state) {
      // Continue an earlier run's day, so a restart keeps the same entities and ids.
      const file = readEntityDay(this.opts.dataDir, camera, date);
      const byWindow = new Map<string, Observation[]>();
      for (const o of file?.observations ?? []) byWindow.set(o.window, [...(byWindow.get(o.window) ?? []), o]);
      state = { camera, date, byWindow, entities: file?.entities ?? [], dirty: false };
      this.days.set(key, state);
    }
    return state;
  }

  private schedule(): void {
    const delay = this.opts.flushDelayMs ?? 2000;
    if (delay <= 0) return this.flush();
    this.timer ??= setTimeout(() => this.flush(), delay);
    this.timer.unref?.();
  }

  private evict(): void {
    const byCamera = new Map<string, DayState[]>();
    for (const s of this.days.values()) byCamera.set(s.camera, [...(byCamera.get(s.camera) ?? []), s]);
    for (const states of byCamera.values()) {
      for (const s of states.sort((a, b) => b.date.localeCompare(a.date)).slice(2)) if (!s.dirty) this.days.delete(`${s.camera}|${s.date}`);
    }
  }
}
