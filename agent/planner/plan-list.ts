// "What went past the camera between 16:00:10 and 16:00:13?", "who came in this afternoon?",
// "what left the yard after six?": the things that did what the verb says in the range, each
// with its span, direction and what it is. The object detector names each on its own region
// of the recording (a few of them: it costs a rewind each), since the question asks what they
// were; those it cannot name keep what size and place made of them.
import { clock } from '../answer/format-time.ts';
import { mergeCitations, type PlanOutcome, type PlanRun } from './plan-run.ts';
import { MAX_CONFIRM, counted, elsewhereAnswer, gatherThings, nameOnRecording, subjectWords, whereWords, words, type Thing } from './plan-things.ts';

const VERBS = { appear: 'came into view', leave: 'left the view', pass: 'went past', move: 'moved' } as const;

/** Did the thing do what the verb asks, in the range: came in (appear), went out (leave), crossed or moved (pass, move)? */
export function didIt(event: keyof typeof VERBS, t: Thing, from: number, to: number): boolean {
  if (event === 'appear') return t.first >= from && t.first < to;
  if (event === 'leave') return t.last >= from && t.last < to;
  return t.moving && t.first < to && t.last >= from;
}

export async function planList(run: PlanRun): Promise<PlanOutcome> {
  const { scope, intent } = run;
  const event = (intent.event && intent.event in VERBS ? intent.event : 'pass') as keyof typeof VERBS;
  const { all, matches, elsewhere } = await gatherThings(run);
  const did = matches.filter((t) => didIt(event, t, scope.from, scope.to));
  const where = whereWords(run), many = scope.cameras.length > 1;
  const { subject } = subjectWords(run);
  if (!did.length) {
    const there = elsewhereAnswer(run, elsewhere, subject);
    if (there) return there;
    const seen = all.filter((t) => t.first < scope.to && t.last >= scope.from).slice(0, 8).map((t) => `${clock(t.first, run.zoneOf(t.camera))}–${clock(t.last, run.zoneOf(t.camera))} a ${words(t)}`);
    return {
      answer: `No ${subject} ${VERBS[event]}${where} in the range (${run.zone})${seen.length ? `. Seen in it: ${seen.join('; ')}` : ''}.`,
      citations: [], confidence: seen.length ? 2 : 1, events: [],
    };
  }
  if (intent.objectClass !== 'person') await nameOnRecording(run, did.slice(0, MAX_CONFIRM));
  const line = (t: Thing) => {
    const tz = run.zoneOf(t.camera);
    const way = t.direction !== 'none' ? `, ${t.direction.replace(/-/g, ' ')}` : '';
    return `${clock(t.first, tz)}–${clock(t.last, tz)} a ${words(t)}${way}${t.detected ? ' (named by the object detector on the recording)' : ''}${many ? ` on ${t.camera}` : ''}`;
  };
  const n = did.length;
  return {
    answer: `${n} ${counted(subject, n)} ${VERBS[event]}${where} (${run.zone}): ${did.slice(0, 12).map(line).join('; ')}${n > 12 ? '; …' : ''}.`,
    citations: mergeCitations(did.map((t) => ({ camera: t.camera, start: t.first, end: t.last + 1 }))), confidence: 2,
    events: did.map((t) => ({ camera: t.camera, ts: event === 'leave' ? t.last : t.first, what: `${words(t)} ${VERBS[event]}` })),
  };
}
