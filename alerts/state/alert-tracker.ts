// AlertTracker: turns verdicts into alert events, one continuing event = one alert.
//   yes, no alert open           -> alert.new (unless inside the cooldown after the last one)
//   yes, alert open              -> alert.update when there is news (another window, a better
//                                   answer, or the evidence moved on by UPDATE_EVERY_MS)
//   yes, alert ended moments ago -> alert.update of that alert (late, better evidence: e.g.
//                                   the captioned window), not a second alert
//   no / nothing, alert open     -> alert.end once the answer has been no for longer than endAfterSeconds
// Times are the footage's (frame times), so replays (`vigil alerts test`) behave like live.
// The newest alert of each (rule, camera) is read from the store, so a restart continues the
// open alert instead of firing again.
import type { Alert, AlertEvent, AlertEventType } from '../../core/alert.ts';
import type { Rule } from '../rules/index.ts';
import type { RuleResult } from '../evaluate/index.ts';

/** Footage kept before and after an alert's evidence (pinned recording range). */
export const PRE_MS = 10_000;
export const POST_MS = 10_000;
/** Most evidence keyframes an alert keeps. */
const MAX_EVIDENCE = 6;
/** Updates of an open alert at most this often unless the answer got better or a new window said yes. */
const UPDATE_EVERY_MS = 5_000;

export interface AlertLookup {
  lastAlert(rule: string, camera: string): Alert | undefined;
}

export interface TrackerOptions {
  lookup: AlertLookup;
  now?: () => number;
}

export class AlertTracker {
  private readonly current = new Map<string, Alert | null>();
  /** Newest observation end per (rule, camera): a hole in observations (vigil was down) ends an open alert. */
  private readonly seen = new Map<string, number>();
  /** `updated` of the last event sent per alert id: throttles updates of a continuing event. */
  private readonly sentUpdated = new Map<string, number>();
  private readonly now: () => number;

  constructor(private readonly o: TrackerOptions) {
    this.now = o.now ?? Date.now;
  }

  /** Events caused by one rule's result for one observation of `camera` ending at `obsEnd`. */
  apply(r: RuleResult, camera: string, obsEnd: number): AlertEvent[] {
    const cur = this.get(r.rule.id, camera);
    const v = r.verdict;
    const k = key(r.rule.id, camera);
    const seenUntil = this.seen.get(k);
    this.seen.set(k, Math.max(seenUntil ?? -Infinity, obsEnd));
    const fires = r.outcome === 'verified' && v && v.yes && v.confidence >= r.rule.minConfidence;
    if (fires) return this.onYes(r, camera, cur, seenUntil);
    if (cur?.state === 'open' && obsEnd - cur.updated > r.rule.endAfterSeconds * 1000) return [this.end(cur, cur.updated)];
    return [];
  }

  /** Ends open alerts whose camera has gone silent (no observation for endAfter + grace, wall clock). */
  endSilent(rules: Map<string, Rule>, lastSeen: (camera: string) => number | undefined, graceMs: number): AlertEvent[] {
    const out: AlertEvent[] = [];
    for (const a of this.current.values()) {
      if (!a || a.state !== 'open') continue;
      const rule = rules.get(a.rule);
      const seen = lastSeen(a.camera) ?? a.firedAt;
      if (this.now() - seen >= (rule?.endAfterSeconds ?? 10) * 1000 + graceMs) out.push(this.end(a, a.updated));
    }
    return out;
  }

  /** Alerts open right now. */
  openAlerts(): Alert[] {
    return [...this.current.values()].filter((a): a is Alert => !!a && a.state === 'open');
  }

  /** Forgets cached state of a rule (removed or edited): the store is read again. */
  forget(rule?: string): void {
    if (!rule) return this.current.clear();
    for (const k of [...this.current.keys()]) if (k.startsWith(`${rule}\u0000`)) this.current.delete(k);
  }

  /** Loads an alert as the newest of its rule and camera (restart, or another writer). */
  remember(a: Alert): void {
    this.current.set(key(a.rule, a.camera), a);
  }

  private get(rule: string, camera: string): Alert | undefined {
    const k = key(rule, camera);
    if (!this.current.has(k)) this.current.set(k, this.o.lookup.lastAlert(rule, camera) ?? null);
    return this.current.get(k) ?? undefined;
  }

  private onYes(r: RuleResult, camera: string, cur: Alert | undefined, seenUntil: number | undefined): AlertEvent[] {
    const v = r.verdict!;
    const rule = r.rule;
    const events: AlertEvent[] = [];
    if (cur?.state === 'open') {
      if (v.from - Math.max(cur.updated, seenUntil ?? -Infinity) <= rule.endAfterSeconds * 1000) return this.update(cur, r, 'open');
      // Nothing at all was observed for longer than endAfter (vigil or the camera was down): that event ended.
      events.push(this.end(cur, cur.updated));
      cur = events[0].after;
    }
    if (cur?.end != null) {
      // Late evidence of the event that just ended (a slower stage of one of its windows).
      if (!events.length && v.from <= cur.end + rule.endAfterSeconds * 1000 && v.to >= cur.start) return this.update(cur, r, 'ended');
      if (v.from < cur.end + rule.cooldownSeconds * 1000) return events;
    }
    const alert: Alert = {
      id: `${rule.id}:${camera}:${Math.round(v.from)}`, rule: rule.id, camera, question: r.question, severity: rule.severity, state: 'open',
      start: v.from, updated: v.to, end: null, answer: v.answer, confidence: v.confidence, verifier: v.verifier,
      evidence: v.evidence.slice(0, MAX_EVIDENCE), windows: uniq(v.evidence.map((e) => e.window)),
      recording: { from: v.from - PRE_MS, to: v.to + POST_MS }, seq: 1, firedAt: this.now(), acked: null,
    };
    return [...events, this.emit('new', undefined, alert)];
  }

  private update(cur: Alert, r: RuleResult, state: Alert['state']): AlertEvent[] {
    const v = r.verdict!;
    const windows = uniq([...cur.windows, ...v.evidence.map((e) => e.window)]);
    const newWindow = windows.length > cur.windows.length;
    const better = v.confidence >= cur.confidence + 0.1;
    const movedOn = v.to - (this.sentUpdated.get(cur.id) ?? cur.updated) >= UPDATE_EVERY_MS;
    if (!newWindow && !better && !(state === 'open' && movedOn)) {
      // Nothing worth an event, but the event goes on: keep its end moving.
      if (state === 'open' && v.to > cur.updated) this.current.set(key(cur.rule, cur.camera), { ...cur, updated: v.to, recording: { from: cur.recording.from, to: Math.max(cur.recording.to, v.to + POST_MS) } });
      return [];
    }
    const evidence = mergeEvidence(cur.evidence, v.evidence);
    const takeAnswer = v.confidence >= cur.confidence;
    const updated = state === 'open' ? Math.max(cur.updated, v.to) : cur.updated;
    const next: Alert = {
      ...cur, state, updated, evidence, windows,
      answer: takeAnswer ? v.answer : cur.answer, confidence: Math.max(cur.confidence, v.confidence), verifier: takeAnswer ? v.verifier : cur.verifier,
      recording: { from: Math.min(cur.recording.from, v.from - PRE_MS), to: Math.max(cur.recording.to, (cur.end ?? updated) + POST_MS) },
      seq: cur.seq + 1,
    };
    return [this.emit('update', cur, next)];
  }

  private end(cur: Alert, at: number): AlertEvent {
    const next: Alert = { ...cur, state: 'ended', end: at, recording: { from: cur.recording.from, to: Math.max(cur.recording.to, at + POST_MS) }, seq: cur.seq + 1 };
    return this.emit('end', cur, next);
  }

  private emit(type: AlertEventType, before: Alert | undefined, after: Alert): AlertEvent {
    this.current.set(key(after.rule, after.camera), after);
    if (after.state === 'open') this.sentUpdated.set(after.id, after.updated);
    else this.sentUpdated.delete(after.id);
    return { type, key: `${after.id}#${after.seq}`, before: before ?? null, after };
  }
}

function key(rule: string, camera: string): string {
  return `${rule}\u0000${camera}`;
}

function uniq<T>(xs: T[]): T[] {
  return [...new Set(xs)];
}

/** Keeps the first keyframe, then the newest ones: where it began and how it goes on. */
function mergeEvidence(a: Alert['evidence'], b: Alert['evidence']): Alert['evidence'] {
  const all = [...a, ...b].filter((e, i, xs) => xs.findIndex((x) => x.path === e.path) === i).sort((x, y) => x.ts - y.ts);
  return all.length <= MAX_EVIDENCE ? all : [all[0], ...all.slice(-(MAX_EVIDENCE - 1))];
}
