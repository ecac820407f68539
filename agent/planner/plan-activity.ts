// Open questions about a period: did anything move, what happened between two times, and
// anything the other plans do not cover (search, then report the best windows). Browse gives
// the period's activity windows, entities, text and light; "nothing moved" is checked on the
// recordings too, since an index can only say what it indexed.
import { browseTool, type BrowseData, type BrowseEntity } from '../tools/browse-tool.ts';
import { searchTool, type SearchHitData } from '../tools/search-tool.ts';
import { rewindTool, missingWords, type RewindData } from '../tools/rewind-tool.ts';
import { describeSeen } from '../question/subject.ts';
import { clock } from '../answer/format-time.ts';
import type { Citation } from '../result.ts';
import { iso, lookFor, mergeCitations, type PlanOutcome, type PlanRun } from './plan-run.ts';
import { polarAnswer } from './polar-answer.ts';
import { notTheAnchor, stoodThrough, whereWords } from './plan-things.ts';
import { inPlace, mostlyAt, placeWords } from '../question/frame-place.ts';

/** Whether anything moved: what the activity plans look for when they rewind. */
const MOVED = lookFor('moved', { query: 'activity moving' });

const LEAD_MS = 24_000;

function entityLine(e: BrowseEntity, tz: string, many: boolean): string {
  const what = describeSeen({ colour: e.colour, label: e.label, sizeClass: e.size });
  const moved = e.directions.length ? `moved ${e.directions.map((d) => d.replace(/-/g, ' ')).join(', then ')}` : 'appeared without crossing';
  return `${clock(e.first, tz)}–${clock(e.last, tz)}${many ? ` ${e.camera}` : ''}: a ${what} ${moved}${e.entered ? ', came in' : ''}${e.left ? ', went out' : ''}`;
}

export async function planMoved(run: PlanRun): Promise<PlanOutcome> {
  const { scope } = run;
  const browse = await run.call(browseTool, { from: iso(scope.from), to: iso(scope.to), cameras: run.cameraIds });
  // After another event, a window that began before it is the anchor's own going (or earlier), unless a thing that moved after it is in it.
  const afterIt = (w: { start: number; end: number }) => scope.after === undefined || w.start >= scope.after;
  const hourly = (browse.data?.rollups ?? []).filter((r) => r.activityWindows > 0);
  // What moved in the range: not what stood through all of it (a car parked then), nor the thing
  // the range is the stay of ("while the person in blue was there"), and of the class asked ("did any vehicle move?").
  const cls = run.intent.objectClass;
  const entities = (browse.data?.entities ?? []).filter((e) => e.first < scope.to && e.last >= scope.from && !stoodThrough(e, scope)
    && notTheAnchor(e, scope) && (!cls || !e.objectClass || e.objectClass === cls)
    // After another event: what was there before it and never crossed (a sign, a thing standing) did not move after it.
    && !(scope.after !== undefined && e.first < scope.after && !e.directions.length));
  const active = (browse.data?.windows ?? []).filter((w) => w.kind !== 'idle' && (afterIt(w) || entities.some((e) => e.first < w.end && e.last >= w.start)));
  const many = scope.cameras.length > 1;
  if (whereWords(run) && entities.some((e) => e.path?.length)) return movedThere(run, entities);
  // None of the class asked moved, though things of others did: said so, without looking further.
  if (cls && !entities.length && (browse.data?.entities ?? []).some((e) => e.first < scope.to && e.last >= scope.from)) {
    return { answer: polarAnswer(run.intent, false, `No ${cls} moved in the range (what was in view then stood still or was not a ${cls}).`), citations: [{ camera: run.cameraIds[0], start: scope.from, end: scope.to }], confidence: 2, events: [] };
  }
  if (active.length || (!browse.data?.windows && hourly.length)) {
    const first = active[0];
    const cam = first?.camera ?? entities[0]?.camera ?? run.cameraIds[0];
    const from = Math.max(scope.from, (first?.start ?? entities[0]?.first ?? scope.from) - LEAD_MS);
    const to = Math.min(scope.to, from + 2 * LEAD_MS + 30_000);
    const r = await run.call(rewindTool, { camera: cam, ranges: [{ from: iso(from), to: iso(to) }], question: 'Did anything move?', look: MOVED, maxFrames: 30 });
    // A window of the index can be far longer than the range asked about: when the recording of
    // the whole range was looked at and nothing moves in it, the recording decides.
    const sawWholeRange = scope.cameras.length === 1 && from <= scope.from && to >= scope.to && (r.data?.frames.length ?? 0) >= 2 && !r.data?.missing.length;
    if (sawWholeRange && r.data && !r.data.found) {
      return {
        answer: polarAnswer(run.intent, false, `Nothing moves in the ${r.data.frames.length} frames of the recording of the range, although ${active.length || hourly.length} longer activity window(s) of the index overlap it (${active.slice(0, 3).map((w) => `${clock(w.start, run.zoneOf(w.camera))}–${clock(w.end, run.zoneOf(w.camera))}`).join(', ')}).`),
        citations: [{ camera: cam, start: scope.from, end: scope.to }], confidence: 3, events: [],
      };
    }
    const lines = entities.length ? entities.map((e) => entityLine(e, run.zoneOf(e.camera), many)) : active.map((w) => `${clock(w.start, run.zoneOf(w.camera))}: ${w.caption}`);
    const citations: Citation[] = active.length ? active.map((w) => ({ camera: w.camera, start: w.start, end: w.end })) : entities.map((e) => ({ camera: e.camera, start: e.first, end: e.last + 1 }));
    return {
      answer: polarAnswer(run.intent, true, `${lines.length} thing(s) moved (${run.zone}): ${lines.slice(0, 10).join('; ')}${lines.length > 10 ? '; …' : ''}.`) +
        (r.data?.found ? ' Movement confirmed on the recording.' : ''),
      citations: mergeCitations(citations), confidence: r.data?.found ? 3 : 2,
      events: entities.map((e) => ({ camera: e.camera, ts: e.first, what: 'moved' })),
    };
  }
  // Nothing indexed as activity: look at the footage across the range to be sure.
  let moving = 0, looked = 0;
  const citations: Citation[] = [];
  const missing: string[] = [];
  for (const camera of run.cameraIds) {
    const r = await run.call(rewindTool, { camera, ranges: [{ from: iso(scope.from), to: iso(scope.to) }], question: 'Did anything move?', look: MOVED, maxFrames: 40 });
    looked += r.data?.frames.length ?? 0;
    if (r.data?.found) moving++;
    for (const m of r.data?.missing ?? []) missing.push(`${camera} ${m.from}–${m.to} (${missingWords(m)})`);
    citations.push({ camera, start: scope.from, end: scope.to });
  }
  if (moving) {
    return { answer: polarAnswer(run.intent, true, `The index has no activity in the range, but looking at the recordings shows movement on ${moving} camera(s); see the rewind steps.`), citations, confidence: 2, events: [] };
  }
  return {
    answer: polarAnswer(run.intent, false, `Nothing moved: every window of the range is idle${looked ? `, and ${looked} frames of the recordings show no movement` : ''}.`) +
      (missing.length ? ` No footage for ${missing.join(', ')}.` : ''),
    citations, confidence: looked ? 3 : 2, events: [],
  };
}

/**
 * "Did anything move in the top right corner?": only the things whose path entered that part
 * of the frame in the range (an index's activity windows are about the whole view). The first
 * is confirmed by a rewind that looks there; with none, the recording of the range is looked
 * at there before saying no, and what moved elsewhere is said.
 */
async function movedThere(run: PlanRun, entities: BrowseEntity[]): Promise<PlanOutcome> {
  const { scope, intent } = run;
  const where = whereWords(run), many = scope.cameras.length > 1;
  const there = inPlace(entities, intent.place, (e) => e.path, { spansOf: () => [{ from: scope.from, to: scope.to }] });
  const look = lookFor('moved', { place: intent.place, query: 'activity moving' });
  const first = there[0];
  const cam = first?.camera ?? run.cameraIds[0];
  const from = first ? Math.max(scope.from, first.first - LEAD_MS) : scope.from, to = first ? Math.min(scope.to, first.last + LEAD_MS) : scope.to;
  const r = await run.call(rewindTool, { camera: cam, ranges: [{ from: iso(from), to: iso(Math.max(to, from + 1000)) }], question: `Did anything move${where}?`, look, maxFrames: first ? 30 : 40 });
  if (there.length) {
    return {
      answer: polarAnswer(intent, true, `${there.length} thing(s) moved${where} (${run.zone}): ${there.slice(0, 10).map((e) => entityLine(e, run.zoneOf(e.camera), many)).join('; ')}${there.length > 10 ? '; …' : ''}.`) +
        (r.data?.found ? ' Movement there confirmed on the recording.' : ''),
      citations: mergeCitations(there.map((e) => ({ camera: e.camera, start: e.first, end: e.last + 1 }))), confidence: r.data?.found ? 3 : 2,
      events: there.map((e) => ({ camera: e.camera, ts: e.first, what: 'moved' })),
    };
  }
  if (r.data?.found && r.data.pinned[0]) {
    const ts = r.data.pinned[0].ts;
    return {
      answer: polarAnswer(intent, true, `The index has nothing moving${where}, but the recording shows something there at ${clock(ts, run.zoneOf(cam))} ${run.zoneOf(cam)}.`),
      citations: [{ camera: cam, start: ts, end: ts + 1000 }], confidence: 2, events: [{ camera: cam, ts, what: 'moved' }],
    };
  }
  const elsewhere = entities.slice(0, 10).map((e) => {
    const at = mostlyAt(e.path, scope.from, scope.to);
    return `${entityLine(e, run.zoneOf(e.camera), many)}${at ? `, ${placeWords(at)}` : ''}`;
  });
  return {
    answer: polarAnswer(intent, false, `Nothing moved${where}${r.data?.frames.length ? ` (nor in ${r.data.frames.length} frames of the recording looked at there)` : ''}; ${entities.length} thing(s) moved elsewhere in the view (${run.zone}): ${elsewhere.join('; ')}${entities.length > 10 ? '; …' : ''}.`),
    citations: mergeCitations(entities.map((e) => ({ camera: e.camera, start: e.first, end: e.last + 1 }))), confidence: 2, events: [],
  };
}

export async function planSummary(run: PlanRun): Promise<PlanOutcome> {
  const { scope } = run;
  const browse = await run.call(browseTool, { from: iso(scope.from), to: iso(scope.to), cameras: run.cameraIds });
  const many = scope.cameras.length > 1;
  const items: { ts: number; line: string; cite: Citation }[] = [];
  for (const e of browse.data?.entities ?? []) {
    // "What happened after the black car left?": not the black car.
    if (!(e.first < scope.to && e.last >= scope.from) || !notTheAnchor(e, scope)) continue;
    items.push({ ts: e.first, line: entityLine(e, run.zoneOf(e.camera), many), cite: { camera: e.camera, start: e.first, end: e.last + 1 } });
  }
  const texts = new Map<string, { ts: number; line: string; cite: Citation }>();
  for (const r of browse.data?.rollups ?? []) {
    for (const t of r.text) {
      if (t.first >= scope.to || t.last < scope.from || texts.has(`${r.camera}|${t.text}`)) continue;
      texts.set(`${r.camera}|${t.text}`, { ts: t.first, line: `${clock(t.first, run.zoneOf(r.camera))}${many ? ` ${r.camera}` : ''}: text ${JSON.stringify(t.text)} shown (read from the footage)`, cite: { camera: r.camera, start: t.first, end: t.last + 1000 } });
    }
    for (const l of r.lighting) {
      if (l.ts < scope.from || l.ts >= scope.to) continue;
      items.push({ ts: l.ts, line: `${clock(l.ts, run.zoneOf(r.camera))}${many ? ` ${r.camera}` : ''}: ${l.event}`, cite: { camera: r.camera, start: l.ts - 2000, end: l.ts + 2000 } });
    }
  }
  items.push(...texts.values());
  const seenLight = new Set<string>();
  const unique = items.sort((a, b) => a.ts - b.ts).filter((i) => !seenLight.has(i.line) && seenLight.add(i.line));
  if (!unique.length) {
    const covered = (browse.data?.rollups ?? []).reduce((s, r) => s + r.coveredMs, 0);
    return { answer: covered ? 'Nothing happened: no movement, text or light change in the range.' : 'There is no footage of the range.', citations: [], confidence: covered ? 2 : 1, events: [] };
  }
  return {
    answer: `${unique.length} event(s) (${run.zone}): ${unique.slice(0, 15).map((i) => i.line).join('; ')}${unique.length > 15 ? '; …' : ''}.`,
    citations: mergeCitations(unique.map((i) => i.cite)), confidence: 2,
    // The line without its clock ("23:00:00: lights-off" is what happened at 23:00:00: "lights-off").
    events: unique.map((i) => ({ camera: i.cite.camera, ts: i.ts, what: i.line.replace(/^[\d:–-]+(?: [^\s:]+)?: /, '') })),
  };
}

export async function planFind(run: PlanRun): Promise<PlanOutcome> {
  const { scope, intent } = run;
  const search = await run.call(searchTool, { query: intent.query, from: iso(scope.from), to: iso(scope.to), cameras: run.cameraIds, k: 8 });
  const hits = [...(search.data?.hits ?? [])].sort((a, b) => b.score - a.score).slice(0, 3);
  if (!hits.length) return { answer: `Nothing in the footage matches "${intent.query}".`, citations: [], confidence: 1, events: [] };
  return {
    answer: `Best matches: ${hits.map((h) => `${clock(h.startMs, run.zoneOf(h.camera))}${scope.cameras.length > 1 ? ` ${h.camera}` : ''}: ${h.caption}`).join(' | ')}`,
    citations: hits.map((h) => ({ camera: h.camera, start: h.startMs, end: h.endMs, ...(h.keyframe ? { keyframe: h.keyframe } : {}) })),
    confidence: 2, events: hits.map((h) => ({ camera: h.camera, ts: h.startMs, what: 'matching window' })),
  };
}
