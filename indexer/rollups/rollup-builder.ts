// Builds hour and day rollups incrementally as captioned windows arrive. Each window's facts
// are kept per camera and day (a window across midnight counts in both days) keyed by window
// id, so adding a window twice, or in any order, gives the same rollups. Rollups are
// recomputed and written when a day is flushed — after a short delay, not per window, since a
// busy day holds thousands of windows and the file is rewritten whole.
import type { CaptionedWindow } from '../../core/caption.ts';
import type { Logger } from '../../core/logger.ts';
import { utcDate } from '../../core/time.ts';
import type { ChatModel } from '../../models/index.ts';
import { errorMessage } from '../../core/errors.ts';
import type { RollupDayFile, WindowFact } from './rollup-schema.ts';
import { buildRollup, notableEvents, DEFAULT_ROLLUP_OPTIONS, type RollupOptions } from './rollup-compute.ts';
import { factOf } from './rollup-facts.ts';
import { readRollupDay, writeRollupDay } from './rollup-store.ts';
import { summarizeRollup } from './rollup-summary.ts';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

export interface RollupBuilderOptions {
  dataDir: string;
  /** Thresholds for notable events, gaps and event caps. */
  rollup?: Partial<RollupOptions>;
  /** Write changed days this long after the first unwritten change; 0 writes on every add. Default 2000. */
  flushDelayMs?: number;
  log?: Logger;
}

interface DayState {
  camera: string;
  date: string;
  facts: Map<string, WindowFact>;
  written: RollupDayFile['written'];
  dirty: boolean;
}

export class RollupBuilder {
  private readonly days = new Map<string, DayState>();
  private readonly o: RollupOptions;
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly opts: RollupBuilderOptions) {
    this.o = { ...DEFAULT_ROLLUP_OPTIONS, ...opts.rollup };
  }

  /** Takes in one captioned window; idempotent by window id. */
  add(c: CaptionedWindow): void {
    const fact = factOf(c);
    const key = JSON.stringify(fact);
    for (let day = Date.parse(`${utcDate(fact.start)}T00:00:00Z`); day < Math.max(fact.end, fact.start + 1); day += DAY_MS) {
      const state = this.day(c.window.camera, utcDate(day));
      const old = state.facts.get(fact.id);
      if (old && JSON.stringify(old) === key) continue;
      state.facts.set(fact.id, fact);
      state.dirty = true;
    }
    this.schedule();
  }

  /** Recomputes and writes every changed day now. */
  flush(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    for (const state of this.days.values()) {
      if (!state.dirty) continue;
      try {
        writeRollupDay(this.opts.dataDir, this.compute(state));
        state.dirty = false;
      } catch (err) {
        this.opts.log?.error('cannot write rollups; will retry', { camera: state.camera, date: state.date, error: errorMessage(err) });
      }
    }
    this.evict();
  }

  /** Flushes and stops the timer; safe to call twice. */
  async close(): Promise<void> {
    this.flush();
  }

  /**
   * Has the chat model write a summary for each hour and the day of a camera's date that has
   * no current one (none yet, or windows arrived since). Returns how many were written.
   */
  async summarize(camera: string, date: string, chat: ChatModel, signal?: AbortSignal): Promise<number> {
    this.flush();
    const file = readRollupDay(this.opts.dataDir, camera, date);
    if (!file) return 0;
    let made = 0;
    try {
      for (const r of [...file.hours, file.day]) {
        const key = `${r.granularity}:${r.start}`;
        if (file.written[key]?.windows === r.windows) continue;
        const text = await summarizeRollup(r, chat, signal);
        file.written[key] = { text, by: `${chat.provider}/${chat.model}`, at: Date.now(), windows: r.windows };
        made++;
      }
    } finally {
      // Keep the summaries already paid for even when a later call fails.
      // Windows may have arrived while waiting on the model: write through the day's state,
      // not the file read before, so none of them is lost.
      const state = this.days.get(`${camera}|${date}`);
      if (made && state) {
        state.written = file.written;
        state.dirty = true;
        this.flush();
      } else if (made) writeRollupDay(this.opts.dataDir, file);
    }
    return made;
  }

  private day(camera: string, date: string): DayState {
    const key = `${camera}|${date}`;
    let state = this.days.get(key);
    if (!state) {
      // Pick up where an earlier run left off, so a restart keeps adding to the same day.
      const file = readRollupDay(this.opts.dataDir, camera, date);
      state = { camera, date, facts: new Map(file?.facts.map((f) => [f.id, f])), written: file?.written ?? {}, dirty: false };
      this.days.set(key, state);
    }
    return state;
  }

  private compute(state: DayState): RollupDayFile {
    const facts = [...state.facts.values()].sort((a, b) => a.start - b.start || a.id.localeCompare(b.id));
    const events = notableEvents(facts, this.o);
    const dayStart = Date.parse(`${state.date}T00:00:00Z`);
    const hours = [];
    for (let h = dayStart; h < dayStart + DAY_MS; h += HOUR_MS) {
      if (facts.some((f) => f.start < h + HOUR_MS && f.end > h)) hours.push(buildRollup(state.camera, 'hour', h, h + HOUR_MS, facts, events, this.o));
    }
    const day = buildRollup(state.camera, 'day', dayStart, dayStart + DAY_MS, facts, events, this.o);
    return { version: 1, camera: state.camera, date: state.date, facts, day, hours, written: state.written };
  }

  private schedule(): void {
    const delay = this.opts.flushDelayMs ?? 2000;
    if (delay <= 0) return this.flush();
    this.timer ??= setTimeout(() => this.flush(), delay);
    this.timer.unref?.();
  }

  // Windows arrive in time order per camera: only the newest two days of a camera stay cached.
  private evict(): void {
    const byCamera = new Map<string, DayState[]>();
    for (const s of this.days.values()) byCamera.set(s.camera, [...(byCamera.get(s.camera) ?? []), s]);
    for (const states of byCamera.values()) {
      const old = states.sort((a, b) => b.date.localeCompare(a.date)).slice(2);
      for (const s of old) if (!s.dirty) this.days.delete(`${s.camera}|${s.date}`);
    }
  }
}
