// "How many people were in view at 12:00:05?": a count of what is there at a moment, not of
// things that came and went. Tracks cannot answer it in a crowd (forty walkers are a few
// blobs) nor for what stands still, so the recording at the moment is looked at and the
// object detector counts, on the whole frame, the things of the kind asked about; the frame
// nearest the moment gives the count, the others around it show how steady it is.
import type Nlp from 'compromise';
import { rewindTool } from '../tools/rewind-tool.ts';
import { clock } from '../answer/format-time.ts';
import { nameAgrees } from '../question/subject.ts';
import { THING_LABELS } from '../../models/index.ts';
import type { Citation } from '../result.ts';
import { iso, lookFor, mergeCitations, type PlanOutcome, type PlanRun } from './plan-run.ts';
import { subjectWords } from './plan-things.ts';
import { lazyModule } from '../../core/lazy-module.ts';

const nlp = lazyModule<typeof Nlp>('compromise');

/** Longest range still read as a moment ("at 12:00:05" is 2 s, "at noon" 2 min): beyond it, "how many" is about comings and goings. */
export const MOMENT_MS = 2 * 60_000;
/** Recording looked at around the moment (each side). */
const AROUND_MS = 1500;

function pluralOf(subject: string): string {
  return subject.replace(/\S+$/, (w) => w === 'person' ? 'people' : nlp(`the ${w}`).nouns().toPlural().text().replace(/^the /, '') || `${w}s`);
}

export function isHeadcount(run: Pick<PlanRun, 'intent' | 'scope'>): boolean {
  return run.intent.kind === 'count' && run.intent.event === 'present' && run.scope.to - run.scope.from <= MOMENT_MS;
}

export async function planHeadcount(run: PlanRun): Promise<PlanOutcome> {
  const { scope, intent } = run;
  const { subject } = subjectWords(run);
  const at = Math.round((scope.from + scope.to) / 2);
  const counts: { camera: string; ts: number; n: number; spread: number[] }[] = [];
  const citations: Citation[] = [];
  // Why a camera gave no count: a rewind that failed is not "no recording".
  const failures: string[] = [];
  for (const camera of run.cameraIds) {
    const r = await run.call(rewindTool, {
      camera, ranges: [{ from: iso(at - AROUND_MS), to: iso(at + AROUND_MS) }], question: `How many ${subject} are in view?`,
      look: lookFor('count', { ...intent, query: subject }), maxFrames: 6,
    });
    if (!r.ok) failures.push(`${camera}: ${r.error}`);
    else if (!r.data?.frames.length) failures.push(`${camera}: no recording then`);
    else if (!r.data.inspection?.headcount?.length) failures.push(`${camera}: the object detector counted no frame`);
    const frames = r.data?.inspection?.headcount ?? [];
    const ofKind = (labels: Record<string, number>) => Object.entries(labels)
      .filter(([l]) => (!intent.objectClass || THING_LABELS[l as keyof typeof THING_LABELS] === intent.objectClass) && nameAgrees(intent, l))
      .reduce((sum, [, n]) => sum + n, 0);
    if (!frames.length) continue;
    const nearest = [...frames].sort((a, b) => Math.abs(a.ts - at) - Math.abs(b.ts - at))[0];
    counts.push({ camera, ts: nearest.ts, n: ofKind(nearest.labels), spread: frames.map((f) => ofKind(f.labels)) });
    citations.push({ camera, start: nearest.ts, end: nearest.ts + 1000 });
  }
  if (!counts.length) {
    return { answer: `Could not count ${subject} at ${clock(at, run.zone)} ${run.zone}: ${failures.join('; ')}.`, citations: [], confidence: 1, events: [] };
  }
  const total = counts.reduce((s, c) => s + c.n, 0);
  const each = counts.map((c) => `${c.n} at ${clock(c.ts, run.zoneOf(c.camera))}${run.cameraIds.length > 1 ? ` on ${c.camera}` : ''}` +
    (c.spread.length > 1 ? ` (${Math.min(...c.spread)}–${Math.max(...c.spread)} in the frames around it)` : ''));
  return {
    answer: `${total} ${total === 1 ? subject : pluralOf(subject)} in view (${run.zone}): ${each.join('; ')}, counted by the object detector on the recorded frame${counts.length > 1 ? 's' : ''}.`,
    citations: mergeCitations(citations), confidence: 2, count: total,
    events: counts.map((c) => ({ camera: c.camera, ts: c.ts, what: `${c.n} ${subject} in view` })),
  };
}
