// Questions about presence at a moment or in a range: "was anyone in the yard at 08:31?",
// "was there a vehicle at 13:00?", "was the yard empty between 2 and 4?". The things tracked
// in the range (entity registry or search tracks) that match the subject are the evidence;
// one is confirmed on the recording. When the index has none, the recording of the range is
// looked at before saying nobody was there. The answer is yes or no to the question as asked:
// "was it empty" is yes when nothing was there.
import { rewindTool, missingWords } from '../tools/rewind-tool.ts';
import { clock } from '../answer/format-time.ts';
import { matchesSubject } from '../question/subject.ts';
import type { Citation } from '../result.ts';
import { iso, lookFor, mergeCitations, type PlanOutcome, type PlanRun } from './plan-run.ts';
import { LEAD_MS, gatherThings, subjectWords, words, type Thing } from './plan-things.ts';
import { polarAnswer } from './polar-answer.ts';

const MAX_LISTED = 8;
/** Frames looked at across a range the index says is empty. */
const EMPTY_LOOK_FRAMES = 40;

function presentIn(run: PlanRun, all: Thing[]): Thing[] {
  const { scope, intent } = run;
  return all
    .filter((t) => t.first < scope.to && t.last >= scope.from)
    .filter((t) => matchesSubject({ colour: t.colour, label: t.label, sizeClass: t.size, direction: t.direction }, intent))
    .sort((a, b) => a.first - b.first);
}

function line(run: PlanRun, t: Thing): string {
  const tz = run.zoneOf(t.camera);
  const how = t.moving ? `moving ${t.direction.replace(/-/g, ' ')}` : 'standing still';
  return `${clock(t.first, tz)}–${clock(t.last, tz)}${run.scope.cameras.length > 1 ? ` on ${t.camera}` : ''} a ${words(t)} ${how}`;
}

export async function planPresence(run: PlanRun): Promise<PlanOutcome> {
  const { scope, intent } = run;
  const { all } = await gatherThings(run);
  const { subject } = subjectWords(run);
  const present = presentIn(run, all);
  if (present.length) {
    const t = present[0];
    // Confirm the first one on the recording, inside the range asked about.
    const from = Math.max(scope.from, t.first - LEAD_MS / 2), to = Math.min(scope.to, Math.max(t.last, t.first + 1000) + 1000);
    const r = await run.call(rewindTool, {
      camera: t.camera, ranges: [{ from: iso(from), to: iso(Math.max(to, from + 1000)) }], question: `Is there a ${subject}?`,
      look: lookFor('presence', { colours: intent.colours, labels: intent.labels, objectClass: intent.objectClass, query: subject }), maxFrames: 24,
    });
    const seen = present.slice(0, MAX_LISTED).map((x) => line(run, x));
    const citations: Citation[] = present.map((x) => ({ camera: x.camera, start: x.first, end: x.last + 1 }));
    return {
      answer: polarAnswer(intent, true, `${present.length} matching ${present.length === 1 ? 'thing was' : 'things were'} there (${run.zone}): ${seen.join('; ')}${present.length > MAX_LISTED ? '; …' : ''}.` +
        (r.data?.found ? ' Confirmed on the recording.' : ' (From the index; the recording did not show it again.)')),
      citations: mergeCitations([...citations, ...r.citations]), confidence: r.data?.found ? 3 : 2,
      events: present.map((x) => ({ camera: x.camera, ts: Math.max(x.first, scope.from), what: `${words(x)} present` })),
    };
  }
  return lookAcross(run, subject);
}

/** Nothing in the index: look at the recordings of the range before saying nothing was there. */
async function lookAcross(run: PlanRun, subject: string): Promise<PlanOutcome> {
  const { scope, intent } = run;
  let looked = 0;
  const found: { camera: string; ts: number }[] = [], missing: string[] = [];
  for (const camera of run.cameraIds) {
    const r = await run.call(rewindTool, {
      camera, ranges: [{ from: iso(scope.from), to: iso(scope.to) }], question: `Is there a ${subject}?`,
      look: lookFor('presence', { colours: intent.colours, labels: intent.labels, objectClass: intent.objectClass, query: subject }), maxFrames: EMPTY_LOOK_FRAMES,
    });
    looked += r.data?.frames.length ?? 0;
    if (r.data?.found && r.data.pinned[0]) found.push({ camera, ts: r.data.pinned[0].ts });
    for (const m of r.data?.missing ?? []) missing.push(`${camera} ${m.from}–${m.to} (${missingWords(m)})`);
  }
  const citations = run.cameraIds.map((camera) => ({ camera, start: scope.from, end: scope.to }));
  const noFootage = missing.length ? ` No footage for ${missing.join(', ')}.` : '';
  if (found.length) {
    return {
      answer: polarAnswer(intent, true, `The index has no ${subject} there, but the recording shows one at ${found.map((f) => `${clock(f.ts, run.zoneOf(f.camera))}${run.cameraIds.length > 1 ? ` on ${f.camera}` : ''}`).join(', ')} ${run.zone}.${noFootage}`),
      citations: mergeCitations([...citations, ...found.map((f) => ({ camera: f.camera, start: f.ts, end: f.ts + 1000 }))]), confidence: 2,
      events: found.map((f) => ({ camera: f.camera, ts: f.ts, what: `${subject} present` })),
    };
  }
  return {
    answer: polarAnswer(intent, false, `${subject === 'thing' ? 'Nothing' : `No ${subject}`} was there: nothing matching is tracked in the range${looked ? `, and ${looked} frames of the recording show none` : ''}.${noFootage}`),
    citations, confidence: looked ? 3 : 2, events: [],
  };
}
