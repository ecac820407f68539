// Computes an hour or day rollup from the facts of the windows around it. Pure and
// deterministic: the same set of facts gives the same rollup whatever order the windows
// arrived in, which is what makes RollupBuilder.add idempotent and order-independent.
// Notable events are judged against the whole day's facts (a text "appears" only the
// first time it is seen that day; activity follows a "long quiet" across hour boundaries).
import { formatDuration } from '../../core/time.ts';
import type { NotableEvent, NotableKind, Rollup, WindowFact } from './rollup-schema.ts';
import { objectForTrack } from './rollup-facts.ts';
import { plainSummary } from './rollup-summary.ts';

export interface RollupOptions {
  /** Activity after at least this long without any is a notable event. Default 30 min. */
  quietMs: number;
  /** A hole between windows at least this long is a gap in footage. Default 60 s. */
  minGapMs: number;
  /** Most notable events kept per hour / per day; the rest are counted, lowest priority first. */
  maxEvents: { hour: number; day: number };
}

export const DEFAULT_ROLLUP_OPTIONS: RollupOptions = { quietMs: 30 * 60_000, minGapMs: 60_000, maxEvents: { hour: 100, day: 200 } };

// Which events survive when there are too many: rare, structural ones first.
const PRIORITY: NotableKind[] = ['gap', 'cut', 'lighting', 'text-appeared', 'first-activity', 'activity-after-quiet', 'entering', 'leaving'];

const isActive = (f: WindowFact) => f.kind !== 'idle';
const inPeriod = (f: { start: number; end: number }, from: number, to: number) => f.start < to && f.end > from;

/** Holes between consecutive windows (facts sorted by start) of at least minGapMs. */
export function footageGaps(facts: WindowFact[], minGapMs: number): { from: number; to: number }[] {
  const gaps: { from: number; to: number }[] = [];
  let cursor: number | undefined;
  for (const f of facts) {
    if (cursor !== undefined && f.start - cursor >= minGapMs) gaps.push({ from: cursor, to: f.start });
    cursor = Math.max(cursor ?? f.end, f.end);
  }
  return gaps;
}

function activityEvents(facts: WindowFact[], quietMs: number): NotableEvent[] {
  const out: NotableEvent[] = [];
  let lastEnd: number | undefined;
  for (const f of facts.filter(isActive)) {
    if (lastEnd === undefined) out.push({ ts: f.start, kind: 'first-activity', detail: 'first activity seen', window: f.id });
    else if (f.start - lastEnd >= quietMs) {
      out.push({ ts: f.start, kind: 'activity-after-quiet', detail: `activity after ${formatDuration(f.start - lastEnd)} of quiet`, window: f.id });
    }
    lastEnd = Math.max(lastEnd ?? f.end, f.end);
  }
  return out;
}

function trackEvents(f: WindowFact): NotableEvent[] {
  const out: NotableEvent[] = [];
  for (const t of f.tracks) {
    const label = objectForTrack(t, f.objects)?.label ?? 'object';
    const what = [t.colour, label].filter(Boolean).join(' ');
    const way = t.direction === 'none' ? '' : ` (${t.direction})`;
    if (t.entering) out.push({ ts: t.start, kind: 'entering', detail: `${what} enters${way}`, window: f.id });
    if (t.leaving) out.push({ ts: t.end, kind: 'leaving', detail: `${what} leaves${way}`, window: f.id });
  }
  // Captioners that do not track still say whether something came or went.
  if (f.tracks.length === 0) {
    const what = f.objects.map((o) => [...o.colours.slice(0, 1), o.label].join(' ')).join(', ') || 'something';
    if (f.entering) out.push({ ts: f.start, kind: 'entering', detail: `${what} enters`, window: f.id });
    if (f.leaving) out.push({ ts: f.end, kind: 'leaving', detail: `${what} leaves`, window: f.id });
  }
  return out;
}

/** Every notable event of the day's facts (sorted by start), oldest first. */
export function notableEvents(facts: WindowFact[], o: RollupOptions): NotableEvent[] {
  const out = activityEvents(facts, o.quietMs);
  const seenText = new Set<string>();
  for (const f of facts) {
    out.push(...trackEvents(f));
    if (f.cut) out.push({ ts: f.start, kind: 'cut', detail: 'the view changed', window: f.id });
    for (const e of f.lighting) out.push({ ts: e.ts, kind: 'lighting', detail: e.event, window: f.id });
    for (const t of f.text) {
      const key = t.toLowerCase();
      if (seenText.has(key)) continue;
      seenText.add(key);
      out.push({ ts: f.start, kind: 'text-appeared', detail: `text "${t}" appears`, window: f.id });
    }
  }
  for (const g of footageGaps(facts, o.minGapMs)) out.push({ ts: g.from, kind: 'gap', detail: `no footage for ${formatDuration(g.to - g.from)}` });
  return dedupeEvents(out).sort((a, b) => a.ts - b.ts || PRIORITY.indexOf(a.kind) - PRIORITY.indexOf(b.kind));
}

// The same lighting event can be reported by the two windows either side of it.
function dedupeEvents(events: NotableEvent[]): NotableEvent[] {
  const seen = new Map<string, NotableEvent>();
  for (const e of events) {
    const key = e.kind === 'lighting' ? `${e.kind}|${e.ts}|${e.detail}` : `${e.kind}|${e.ts}|${e.detail}|${e.window}`;
    if (!seen.has(key)) seen.set(key, e);
  }
  return [...seen.values()];
}

function capEvents(events: NotableEvent[], max: number): { events: NotableEvent[]; omitted: number } {
  if (events.length <= max) return { events, omitted: 0 };
  const kept = [...events].sort((a, b) => PRIORITY.indexOf(a.kind) - PRIORITY.indexOf(b.kind) || a.ts - b.ts).slice(0, max);
  return { events: kept.sort((a, b) => a.ts - b.ts), omitted: events.length - max };
}

function objectCounts(facts: WindowFact[]): Rollup['objects'] {
  const out: Rollup['objects'] = {};
  for (const f of facts) {
    const perLabel = new Map<string, { count: number; colours: Set<string> }>();
    for (const o of f.objects) {
      const cur = perLabel.get(o.label) ?? { count: 0, colours: new Set<string>() };
      cur.count += o.count;
      o.colours.forEach((c) => cur.colours.add(c));
      perLabel.set(o.label, cur);
    }
    for (const [label, { count, colours }] of perLabel) {
      const agg = (out[label] ??= { windows: 0, maxAtOnce: 0, colours: {} });
      agg.windows++;
      agg.maxAtOnce = Math.max(agg.maxAtOnce, count);
      for (const c of colours) agg.colours[c] = (agg.colours[c] ?? 0) + 1;
    }
  }
  return out;
}

function textSeen(facts: WindowFact[]): Rollup['text'] {
  const byKey = new Map<string, Rollup['text'][number]>();
  for (const f of facts) {
    for (const t of new Set(f.text)) {
      const key = t.toLowerCase();
      const cur = byKey.get(key);
      if (!cur) byKey.set(key, { text: t, first: f.start, last: f.end, windows: 1 });
      else Object.assign(cur, { first: Math.min(cur.first, f.start), last: Math.max(cur.last, f.end), windows: cur.windows + 1 });
    }
  }
  return [...byKey.values()].sort((a, b) => a.first - b.first);
}

function minutesAndCoverage(facts: WindowFact[], from: number, to: number): { activeMinutes: number; coveredMs: number } {
  const minutes = new Set<number>();
  for (const f of facts.filter(isActive)) {
    const s = Math.max(f.start, from), e = Math.min(f.end, to);
    for (let m = Math.floor(s / 60_000); m * 60_000 < e; m++) minutes.add(m);
  }
  let coveredMs = 0, cursor = from;
  for (const f of facts) {
    const s = Math.max(f.start, cursor), e = Math.min(f.end, to);
    if (e > s) coveredMs += e - s;
    cursor = Math.max(cursor, e);
  }
  return { activeMinutes: minutes.size, coveredMs };
}

/**
 * The rollup of [from, to) for one camera. `dayFacts` are all the facts of the day (sorted by
 * start) and `dayEvents` their notable events, so hours share the day's context.
 */
export function buildRollup(
  camera: string, granularity: 'hour' | 'day', from: number, to: number,
  dayFacts: WindowFact[], dayEvents: NotableEvent[], o: RollupOptions,
): Rollup {
  const facts = dayFacts.filter((f) => inPeriod(f, from, to));
  const lighting = dayEvents.filter((e) => e.kind === 'lighting' && e.ts >= from && e.ts < to).map((e) => ({ ts: e.ts, event: e.detail }));
  const capped = capEvents(dayEvents.filter((e) => e.ts >= from && e.ts < to), o.maxEvents[granularity]);
  const gaps = footageGaps(dayFacts, o.minGapMs).filter((g) => g.from < to && g.to > from)
    .map((g) => ({ from: Math.max(g.from, from), to: Math.min(g.to, to) }));
  const rollup: Rollup = {
    camera, granularity, start: from, end: to,
    windows: facts.length,
    activityWindows: facts.filter(isActive).length,
    ...minutesAndCoverage(facts, from, to),
    objects: objectCounts(facts),
    text: textSeen(facts),
    lighting,
    events: capped.events,
    omittedEvents: capped.omitted,
    gaps,
    summary: '',
  };
  rollup.summary = plainSummary(rollup);
  return rollup;
}
