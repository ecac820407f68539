// The builtin verifier: answers a rule's question from the window's measured facts, without a
// model. A moving thing counts when it was inside the zone, has a wanted colour, and is what
// the question names: a detector label on the captioned window, or, failing that, a track of
// the right size (person-sized, vehicle-sized). Confidence grows with the frames the thing
// was seen in the zone, and is lower when only its size stood in for its kind. Text in
// quotes must have been read by OCR. Parts of a question it cannot check are said so.
import type { Track } from '../../core/window.ts';
import { editDistance } from '../../core/edit-distance.ts';
import { sizeClass } from '../../indexer/index.ts';
import type { CaptionTags } from '../../core/caption.ts';
import { trackInZone, trackZoneSpan, motionInZone } from './zone-facts.ts';
import { evidenceOf, type Verdict, type Verifier, type VerifyInput } from './verdict.ts';
import type { Wanted } from './question.ts';

/** Frames in the zone at which confidence reaches 0.5; each as many again halves the doubt. */
const HALF_FRAMES = 2;
/** Confidence kept when only a track's size, not a detector, says what the thing is. */
const SIZE_ONLY = 0.85;
const MAX_CONFIDENCE = 0.97;

interface Match { track?: Track; frames: number; kindBy: 'label' | 'size' | 'any'; colour: string | null; from?: number; to?: number }

export class BuiltinVerifier implements Verifier {
  readonly name = 'builtin';

  async verify(input: VerifyInput): Promise<Verdict> {
    return verifyFacts(input);
  }
}

export function verifyFacts({ rule, wanted, observation: o }: VerifyInput): Verdict {
  const w = o.window;
  const where = rule.zone ? ` in the ${rule.zone.name ?? 'zone'}` : '';
  const base = { from: w.start, to: w.end, verifier: 'builtin' };
  const textIssue = missingText(wanted, o.tags);
  if (textIssue) return { ...base, yes: false, confidence: 0.9, answer: textIssue, evidence: [] };
  const textOnly = wanted.texts.length > 0 && wanted.labels.length === 0 && wanted.colours.length === 0;
  if (textOnly) {
    return { ...base, yes: true, confidence: 0.9, answer: `text ${wanted.texts.map((t) => `"${t}"`).join(', ')} is visible`, evidence: evidenceOf(o, w.start, w.end) };
  }
  const best = bestMatch(wanted, o, rule.zone);
  if (!best) return { ...base, yes: false, confidence: 0.8, answer: `no ${wanted.subject} seen${where}`, evidence: [] };
  let confidence = Math.min(MAX_CONFIDENCE, 1 - 0.5 ** (best.frames / HALF_FRAMES));
  if (best.kindBy === 'size') confidence *= SIZE_ONLY;
  if (wanted.unverifiable.length) confidence *= 0.7;
  const t = best.track;
  const from = best.from ?? w.start, to = best.to ?? w.end;
  const caveat = wanted.unverifiable.length ? ` (could not check "${wanted.unverifiable.join(' ')}" without a vision model)` : '';
  return { ...base, from, to, yes: true, confidence: round(confidence), answer: describe(best, t, where) + caveat, evidence: evidenceOf(o, from, to) };
}

function bestMatch(wanted: Wanted, o: VerifyInput['observation'], zone: VerifyInput['rule']['zone']): Match | undefined {
  const w = o.window;
  const tagged = new Set((o.tags?.objects ?? []).filter((x) => x.count > 0).map((x) => x.label.toLowerCase()));
  const labelSeen = wanted.labels.some((l) => tagged.has(l));
  let best: Match | undefined;
  for (const t of w.motion.tracks ?? []) {
    const frames = t.frames * trackInZone(t, w.motion.path, zone);
    if (frames < 1) continue;
    if (wanted.colours.length && !(t.colour && wanted.colours.includes(t.colour)) && !tagColour(o.tags, wanted)) continue;
    const kindBy = kindOf(wanted, labelSeen, sizeClass(t.size));
    if (!kindBy) continue;
    const span = trackZoneSpan(t, w.motion.path, zone) ?? { from: t.start, to: t.end };
    const from = Math.min(best?.from ?? span.from, span.from), to = Math.max(best?.to ?? span.to, span.to);
    if (!best || frames > best.frames) best = { track: t, frames, kindBy, colour: t.colour };
    // The evidence spans every matching track (a thing that turned round is two tracks).
    best.from = from;
    best.to = to;
  }
  // No track (short or scattered motion): motion in the zone answers "is anything moving".
  if (!best && !wanted.labels.length && !wanted.colours.length && motionInZone(w, zone)) {
    best = { frames: Math.min(w.activity.activeFrames, 8), kindBy: 'any', colour: null };
  }
  return best;
}

/** How the thing is known to be what the question names, or undefined when it is not. */
function kindOf(wanted: Wanted, labelSeen: boolean, size: string): Match['kindBy'] | undefined {
  if (!wanted.labels.length) return 'any';
  if (labelSeen) return 'label';
  return (wanted.sizes as string[]).includes(size) ? 'size' : undefined;
}

function tagColour(tags: CaptionTags | undefined, wanted: Wanted): boolean {
  return (tags?.objects ?? []).some((x) => wanted.labels.includes(x.label.toLowerCase()) && x.colours.some((c) => wanted.colours.includes(c.toLowerCase())));
}

function missingText(wanted: Wanted, tags: CaptionTags | undefined): string | undefined {
  for (const want of wanted.texts) {
    const w = normalize(want);
    const seen = (tags?.text ?? []).some((t) => { const n = normalize(t); return n.includes(w) || editDistance(n, w) <= Math.floor(w.length / 6); });
    if (!seen) return `text "${want}" was not read${tags ? '' : ' (no OCR on this stage of the window yet)'}`;
  }
  return undefined;
}

function describe(m: Match, t: Track | undefined, where: string): string {
  if (!t) return `movement${where}`;
  const what = [m.colour, m.kindBy === 'size' ? `${sizeWord(t.size)} thing` : 'thing'].filter(Boolean).join(' ');
  const dir = t.direction !== 'none' ? `, moving ${t.direction.replace(/-/g, ' ')}` : '';
  return `a ${what}${where}${dir} (${Math.round(m.frames)} frame${Math.round(m.frames) === 1 ? '' : 's'})`;
}

function sizeWord(size: number): string {
  const s = sizeClass(size);
  return s === 'large' ? 'vehicle-sized' : s === 'unknown' ? '' : 'person-sized';
}

function normalize(s: string): string {
  return s.toUpperCase().replace(/[^A-Z0-9]+/g, ' ').trim();
}

function round(v: number): number {
  return Math.round(v * 1000) / 1000;
}
