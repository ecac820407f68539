// AlertsWorker: the alerts stage in `vigil run`. Consumes window.progress (open windows),
// window.closed and window.captioned; evaluates every rule watching the camera (schedule,
// mute, prefilter, verifier); turns verdicts into alert events (AlertTracker); records each
// event with its deliveries in one transaction and pins its recording range; the dispatcher
// delivers apart from evaluation. Windows are evaluated in order per camera (a camera's
// verdicts must not overtake each other); a backlog of progress snapshots of one window
// collapses to the newest. Which windows each rule evaluated (closed, captioned) is stored,
// so redeliveries and the start-up catch-up never evaluate a window twice.
import { EventEmitter } from 'node:events';
import type { Worker } from '../core/worker/index.ts';
import type { Bus, Subscription } from '../core/bus/index.ts';
import type { AlertEvent } from '../core/alert.ts';
import type { Window } from '../core/window.ts';
import type { Logger } from '../core/logger.ts';
import { errorMessage } from '../core/errors.ts';
import { toIso } from '../core/time.ts';
import type { Rule } from './rules/index.ts';
import type { AlertStore } from './store/index.ts';
import { Evaluator, fromCaptioned, fromClosed, fromProgress, type Observation, type RuleResult } from './evaluate/index.ts';
import { AlertTracker } from './state/index.ts';
import { Dispatcher, targetOf } from './deliver/index.ts';
import { AlertPins } from './alert-pins.ts';

export interface AlertsWorkerEvents {
  'alert.new': [AlertEvent];
  'alert.update': [AlertEvent];
  'alert.end': [AlertEvent];
  /** One observation evaluated (tests, benchmarks, debugging). */
  evaluated: [{ observation: Observation; results: RuleResult[]; ms: number }];
}

export interface AlertsWorkerOptions {
  bus: Bus;
  store: AlertStore;
  evaluator: Evaluator;
  dispatcher: Dispatcher;
  pins?: AlertPins;
  /** Closed windows of a camera in [from, to) (the window store), for the start-up catch-up. */
  recentWindows?: (camera: string, from: number, to: number) => Window[];
  catchUpMs?: number;
  silentGraceMs?: number;
  log?: Logger;
  now?: () => number;
  /** Called once the worker has stopped (releases what the worker's owner wants released). */
  onStopped?: () => void;
}

const TICK_MS = 1000;
/** Evaluations are remembered this long (redeliveries come within minutes; a replay of older days re-evaluates). */
const REMEMBER_MS = 7 * 86_400_000;

export class AlertsWorker extends EventEmitter<AlertsWorkerEvents> implements Worker {
  readonly name = 'alerts';
  readonly tracker: AlertTracker;
  private rules: Rule[] = [];
  private rulesVersion = -1;
  private subs: Subscription[] = [];
  private readonly queues = new Map<string, Promise<void>>();
  private readonly pendingProgress = new Map<string, Observation>();
  private readonly lastSeen = new Map<string, number>();
  private tick?: NodeJS.Timeout;
  private signal?: AbortSignal;
  private stopping?: Promise<void>;
  private readonly now: () => number;

  constructor(private readonly o: AlertsWorkerOptions) {
    super();
    this.now = o.now ?? Date.now;
    this.tracker = new AlertTracker({ lookup: o.store, now: this.now });
  }

  async start(signal: AbortSignal): Promise<void> {
    this.signal = signal;
    // A verifier that cannot be made (alerts.verifier vlm without a VLM) fails the start, not each window.
    const verifier = await this.o.evaluator.ready();
    this.o.log?.info('alerts verify with', { verifier: verifier.name });
    this.reloadRules();
    const { bus } = this.o;
    this.subs = [
      bus.subscribe('window.progress', 'alerts', async (m) => this.enqueue(fromProgress(m.window))),
      bus.subscribe('window.closed', 'alerts', async (m) => this.enqueue(fromClosed(m.window))),
      bus.subscribe('window.captioned', 'alerts', async (m) => this.enqueue(fromCaptioned(m.captioned))),
    ];
    await Promise.all(this.subs.map((s) => s.ready()));
    this.o.dispatcher.start();
    this.catchUp();
    this.tick = setInterval(() => this.onTick(), TICK_MS);
    this.tick.unref();
    this.o.store.pruneEvaluated(this.now() - REMEMBER_MS);
    this.o.store.pruneDelivered(this.now() - REMEMBER_MS);
  }

  stop(): Promise<void> {
    return (this.stopping ??= (async () => {
      clearInterval(this.tick);
      await Promise.all(this.subs.map((s) => s.close()));
      await this.whenIdle();
      await this.o.dispatcher.stop();
      this.o.onStopped?.();
    })());
  }

  /** Resolves when every queued observation is evaluated (deliveries may still be in flight). */
  async whenIdle(): Promise<void> {
    while (this.queues.size) await Promise.all(this.queues.values());
  }

  /** Rules as the evaluator sees them now (reloaded when the store's rules version moves). */
  currentRules(): Rule[] {
    this.reloadRules();
    return this.rules;
  }

  /** Evaluates one observation now, in the camera's order (also used by the catch-up). */
  enqueue(obs: Observation): Promise<void> {
    const camera = obs.window.camera;
    this.lastSeen.set(camera, this.now());
    if (obs.stage === 'progress') {
      // Only the newest snapshot of a window matters; older ones still waiting are dropped.
      const waiting = this.pendingProgress.has(obs.window.id);
      this.pendingProgress.set(obs.window.id, obs);
      if (waiting) return this.queues.get(camera) ?? Promise.resolve();
    }
    const prev = this.queues.get(camera) ?? Promise.resolve();
    const next = prev.then(() => this.handle(obs)).catch((err) => {
      this.o.log?.error('alert evaluation failed', { camera, window: obs.window.id, stage: obs.stage, error: errorMessage(err) });
    });
    this.queues.set(camera, next);
    void next.then(() => { if (this.queues.get(camera) === next) this.queues.delete(camera); });
    return next;
  }

  private async handle(queued: Observation): Promise<void> {
    if (this.stopping && !this.o.store.db.open) return;
    let obs = queued;
    if (obs.stage === 'progress') {
      obs = this.pendingProgress.get(obs.window.id) ?? obs;
      this.pendingProgress.delete(obs.window.id);
    }
    const stage = obs.stage;
    const rules = this.currentRules().filter((r) => r.cameras.includes(obs.window.camera));
    if (!rules.length) return;
    const done = stage === 'progress' ? new Set<string>() : this.o.store.evaluatedRules(obs.window.id, stage);
    const todo = rules.filter((r) => !done.has(r.id));
    if (!todo.length) return;
    const t0 = performance.now();
    const results = await this.o.evaluator.evaluate(obs, todo, this.signal);
    for (const r of results) {
      for (const e of this.tracker.apply(r, obs.window.camera, obs.window.end)) this.record(e, r.rule);
    }
    if (stage !== 'progress') this.o.store.markEvaluated(results.filter((r) => r.outcome !== 'failed').map((r) => r.rule.id), obs.window.id, stage, this.now());
    this.emit('evaluated', { observation: obs, results, ms: performance.now() - t0 });
  }

  private record(e: AlertEvent, rule: Rule | undefined): void {
    const targets = ['bus', ...(rule?.deliveries ?? []).map(targetOf)];
    this.o.store.recordEvent(e, targets, this.now());
    try {
      this.o.pins?.apply(e);
    } catch (err) {
      this.o.log?.error('cannot pin alert footage', { alert: e.after.id, error: errorMessage(err) });
    }
    this.o.log?.info(`alert ${e.type}`, { alert: e.after.id, rule: e.after.rule, camera: e.after.camera, start: toIso(e.after.start), confidence: e.after.confidence, answer: e.after.answer });
    this.o.dispatcher.wake();
    this.emit(`alert.${e.type}`, e);
  }

  private reloadRules(): void {
    const v = this.o.store.rulesVersion();
    if (v === this.rulesVersion) return;
    const before = new Map(this.rules.map((r) => [r.id, JSON.stringify(r)]));
    this.rules = this.o.store.listRules();
    this.rulesVersion = v;
    for (const r of this.rules) if (before.get(r.id) !== JSON.stringify(r)) this.tracker.forget(r.id);
    this.o.log?.info('alert rules loaded', { rules: this.rules.length, enabled: this.rules.filter((r) => r.enabled).length });
  }

  private onTick(): void {
    if (!this.o.store.db.open) return;
    try {
      const rules = new Map(this.currentRules().map((r) => [r.id, r]));
      for (const e of this.tracker.endSilent(rules, (c) => this.lastSeen.get(c), this.o.silentGraceMs ?? 30_000)) this.record(e, rules.get(e.after.rule));
    } catch (err) {
      this.o.log?.error('alert tick failed', { error: errorMessage(err) });
    }
  }

  /** Closed windows of the last catchUpMs that a rule never evaluated (closed before a crash). */
  private catchUp(): void {
    const ms = this.o.catchUpMs ?? 0;
    if (!ms || !this.o.recentWindows) return;
    const cameras = new Set(this.rules.flatMap((r) => r.cameras));
    const to = this.now(), from = to - ms;
    let n = 0;
    for (const camera of cameras) {
      for (const w of this.o.recentWindows(camera, from, to)) {
        void this.enqueue(fromClosed(w));
        n++;
      }
    }
    if (n) this.o.log?.info('alert catch-up: checking recent closed windows', { windows: n });
  }
}
