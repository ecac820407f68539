// The things a plan can talk about (each tracked thing with its first and last sighting,
// colour, size class and direction), gathered from the entity registry (browse) or, before it
// caught up, the search hits' tracks; which of them match what the question asks; and
// pinning one to the frame on the recording where it appears or leaves. Shared by the plans
// for appearing/leaving/counting, presence, duration and direction.
import type { BrowseEntity, BrowseRollup } from '../tools/browse-tool.ts';
import { browseTool } from '../tools/browse-tool.ts';
import { searchTool, type SearchHitData } from '../tools/search-tool.ts';
import { rewindTool, type RewindData } from '../tools/rewind-tool.ts';
import { classOf, describeSeen, matchesSubject, type Seen, nameAgrees, preferExactColour, preferNamed, specificNoun } from '../question/subject.ts';
import { labelClass, type NounClass } from '../question/noun-class.ts';
import { isCommonestKind, keepBySize, likeliestBySize, saidSize, sizeRatioAmong, tooUnlikeAmong, type SizedSighting } from '../question/kind-size.ts';
import { seenOf } from '../tools/rewind-answer.ts';
import { likeliestByPace } from './thing-pace.ts';
import { inPlace, mostlyAt, placeWords, regionOf, sightingPath, type PathPoint } from '../question/frame-place.ts';
import { clock } from '../answer/format-time.ts';
import { sizeClass } from '../../indexer/index.ts';
import type { Citation } from '../result.ts';
import type { AgentScope } from '../scope.ts';
import type Nlp from 'compromise';
import { lazyModule } from '../../core/lazy-module.ts';
import { iso, lookFor, mergeCitations, type PlanOutcome, type PlanRun, type ToolResultOf } from './plan-run.ts';
import { relatedMatches, relatedTo, type Related } from './relation.ts';
import { markSignsOf, signAnswers } from './sign-things.ts';
import { inTheDark, seenInTheDark } from './seen-in-the-dark.ts';
import { seenTogether } from './seen-together.ts';
import { boarded } from './boarding.ts';
import { occurrence } from './occurrence.ts';
import { parseIntent, type Intent } from '../question/intent.ts';
import { verbClasses } from '../question/verb-class.ts';
import { crossers } from './crossings.ts';
import { VERB_RULES } from '../question/reading-rules.ts';

const nlp = lazyModule<typeof Nlp>('compromise');

/** Rewound before an appearance (background for the analyzers) and after it. */
export const LEAD_MS = 24_000, TAIL_MS = 16_000;
/** Nouns for a thing by its going past: at a landmark it passed, not stopped. */
const PASSING_NOUNS = new Set(['pedestrian', 'passer-by', 'passerby', 'walker', 'jogger', 'runner', 'cyclist', 'commuter', 'rider']);
/** A sighting on the recording further than this from when the index saw the thing is something else. */
const PIN_WITHIN_MS = 10_000;
/**
 * How far a sighting on the recording may lie outside the span the index gave a thing and still
 * be it: a frame or two either side at the analysis rates (0.25-2 fps), not another thing's span.
 */
const SPAN_SLACK_MS = 4_000;
/** How far past an anchor's going its own last sighting may be read (the index keeps whole seconds). */
const GONE_SLACK_MS = 500;
/** Crossings confirmed on the footage when counting; more are counted from the index alone. */
export const MAX_CONFIRM = 8;
/**
 * Recording looked at either side of a thing's span to name it: at least this, and at least the
 * span itself, so the thing is in under half the frames and the clean plate (a per-pixel median
 * over the frames) is the street without it, not the coach that filled most of the rewind.
 */
const NAME_MARGIN_MS = 1000;

export interface Thing {
  camera: string;
  colour: string | null;
  label: string;
  size: string;
  first: number;
  last: number;
  direction: string;
  entered: boolean;
  left: boolean;
  moving: boolean;
  windows: string[];
  /** The class perception gave it (detector, else size and place). */
  objectClass?: string;
  /** What the object detector named it on the recording, once looked at. */
  detected?: string;
  /** When it stood in view (a parked car, a left bag): arrived earlier and stayed. */
  standing?: { from: number; to: number }[];
  /** It stood in view from when the recording began: its first sighting is no arrival. */
  before?: boolean;
  /** Where in the frame it was, at moments (see frame-place.ts); absent when not known. */
  path?: PathPoint[];
  /** Its size and box as the index saw it (a middling sighting): how big it is beside other things on the camera. */
  peak?: SizedSighting;
  /** Its size and box on the recording, once looked at (for the size check of kind-size.ts). */
  sighted?: SizedSighting;
  /** The detector was run on it on the recording (named or not). */
  looked?: boolean;
  /** The text it showed: a standing thing that came and stood with a text read there is its sign (sign-things.ts). */
  shows?: string;
}

/** How far (a fraction of the frame) a thing's centre must range to have moved, though it came and went the same way (no net direction). */
const WANDER = 0.1;

/**
 * Whether a path ranged over the frame: someone who walked to the kiosk door and back out the way
 * they came moved, with no way across. (So did whatever came in or went out at the view's edge:
 * a car that pulled in from the right and backed out the same way.)
 */
export function wandered(path: PathPoint[] | undefined): boolean {
  if (!path?.length) return false;
  const xs = path.map((p) => p.x), ys = path.map((p) => p.y);
  return Math.hypot(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys)) >= WANDER;
}

/** How a thing moved, for an answer: "left to right", or "about" when it went back the way it came; undefined when it stood. */
export function movedWay(t: Pick<Thing, 'moving' | 'direction'>): string | undefined {
  if (!t.moving) return undefined;
  return t.direction !== 'none' ? t.direction.replace(/-/g, ' ') : 'about';
}

export function fromEntity(e: BrowseEntity): Thing {
  return {
    camera: e.camera, colour: e.colour, label: e.label, size: e.size, first: e.first, last: e.last,
    direction: e.directions[0] ?? 'none', entered: e.entered, left: e.left, moving: e.directions.length > 0 || e.entered || e.left || wandered(e.path), windows: e.windows,
    ...(e.objectClass ? { objectClass: e.objectClass } : {}), ...(e.standing?.length ? { standing: e.standing } : {}), ...(e.before ? { before: true } : {}),
    ...(e.path?.length ? { path: e.path } : {}), ...(e.peak ? { peak: e.peak } : {}),
  };
}

/** Without an entity registry (or before it caught up), the search hits' tracks and standing things stand in. */
export function fromHits(hits: SearchHitData[]): Thing[] {
  return [...hits.flatMap((h) => h.tracks.map((t): Thing => ({
    camera: h.camera, colour: t.colour, label: h.objects.find((o) => o.colours.includes(t.colour ?? ''))?.label ?? 'object',
    size: sizeClass(t.size), first: t.start, last: t.end, direction: t.direction,
    entered: t.entering, left: t.leaving, moving: t.direction !== 'none', windows: [h.id], ...(t.objectClass ? { objectClass: t.objectClass } : {}),
    ...(t.from && t.to ? { path: [{ t: t.start, ...t.from }, { t: t.end, ...t.to }] } : {}),
  }))), ...standingFromHits(hits)];
}

/** One thing per standing thing the hits list (every window it stood through lists it again). */
function standingFromHits(hits: SearchHitData[]): Thing[] {
  const byStand = new Map<string, Thing>();
  for (const h of [...hits].sort((a, b) => a.startMs - b.startMs)) {
    for (const s of h.stationary ?? []) {
      const key = `${h.camera}:${s.since}:${s.at.x.toFixed(2)}:${s.at.y.toFixed(2)}`;
      const to = s.until ?? h.endMs, known = byStand.get(key);
      if (known) { known.last = Math.max(known.last, to); known.standing![0].to = known.last; known.path![1].t = known.last; known.windows.push(h.id); continue; }
      byStand.set(key, {
        camera: h.camera, colour: s.colour, label: s.label ?? 'object', size: sizeClass(s.size), first: s.since, last: to, direction: 'none',
        entered: false, left: false, moving: false, windows: [h.id], objectClass: s.objectClass, standing: [{ from: s.since, to }],
        path: [{ t: s.since, ...s.at }, { t: to, ...s.at }],
      });
    }
  }
  return [...byStand.values()];
}

/** Where a thing stood: its path's points while standing, else all of them. */
export function standPoints(t: Thing): { x: number; y: number }[] {
  const spans = t.standing ?? [];
  const during = (t.path ?? []).filter((p) => spans.some((s) => p.t >= s.from && p.t <= s.to));
  return during.length ? during : t.path ?? [];
}

export function words(t: Thing): string {
  const seen = describeSeen({ colour: t.colour, detected: t.detected, label: t.label, objectClass: t.objectClass, sizeClass: t.size });
  return t.shows === undefined ? seen : `${seen} showing the text "${t.shows}" (a sign; quoted as read)`;
}

/** A question about one thing ("the car at the top left"), not about any there ("anyone on the left", "how many"). */
function aboutOne(intent: PlanRun['intent']): boolean {
  return !intent.many && !['count', 'presence', 'moved', 'summary'].includes(intent.kind);
}

/**
 * Of things that match the question's subject, those seen in the part of the frame it names
 * during the range asked (frame-place.ts); all when it names none. Asked what stood there
 * ("the car parked at the top left"), where a thing stood counts, not where it drove on the way.
 */
export function placed(run: Pick<PlanRun, 'intent'> & { scope?: Pick<PlanRun['scope'], 'from' | 'to'> }, things: Thing[]): Thing[] {
  const from = run.scope?.from ?? -Infinity, to = run.scope?.to ?? Infinity;
  const spansOf = (t: Thing) => (run.intent.event === 'stay' && t.standing?.length ? t.standing : [{ from, to }])
    .map((s) => ({ from: Math.max(s.from, from), to: Math.min(s.to, to) })).filter((s) => s.from <= s.to);
  return inPlace(things, run.intent.place, (t) => t.path, { one: aboutOne(run.intent), spansOf });
}

/** The part of the frame the question names, in words after the subject (" at the top left of the view"); '' when it names none. */
export function whereWords(run: Pick<PlanRun, 'intent'>): string {
  const place = run.intent.place;
  return place && regionOf(place) ? ` ${placeWords(place)}` : '';
}

/**
 * Nothing matching was seen where the question places it, but some were elsewhere in the
 * view: said so, with where each mostly was, instead of answering about one of them.
 */
export function elsewhereAnswer(run: PlanRun, elsewhere: Thing[], subject: string): PlanOutcome | undefined {
  if (!elsewhere.length || !whereWords(run)) return undefined;
  const each = elsewhere.slice(0, 8).map((t) => {
    const at = mostlyAt(t.path, run.scope.from, run.scope.to);
    return `${clock(t.first, run.zoneOf(t.camera))}–${clock(t.last, run.zoneOf(t.camera))} a ${words(t)}${at ? ` ${placeWords(at)}` : ' (where in the frame is not known)'}${run.scope.cameras.length > 1 ? ` on ${t.camera}` : ''}`;
  });
  return {
    answer: `No ${subject} was seen${whereWords(run)}; ${elsewhere.length} ${elsewhere.length === 1 ? 'was' : 'were'} seen elsewhere in the view, not answered about (${run.zone}): ${each.join('; ')}${elsewhere.length > 8 ? '; …' : ''}.`,
    citations: mergeCitations(elsewhere.map((t) => ({ camera: t.camera, start: t.first, end: t.last + 1 }))), confidence: 2, events: [],
    ...(run.intent.kind === 'count' ? { count: 0 } : {}),
  };
}

/** The thing is of what the question asks: its colour, kind and way; a sign only when text or no kind is asked (sign-things.ts). */
export function fitsSubject(intent: PlanRun['intent'], t: Thing): boolean {
  return (t.shows === undefined || signAnswers(intent)) &&
    matchesSubject(thingSeen(t), intent);
}

/** A thing as the subject matcher sees it (subject.ts). */
export function thingSeen(t: Thing): Seen {
  return { colour: t.colour, detected: t.detected, label: t.label, objectClass: t.objectClass, sizeClass: t.size, direction: t.direction };
}

/** `withStill`: things that never moved match too, with those that did (how long a parked car stayed is a stay). */
export function matching(run: Pick<PlanRun, 'intent'> & { scope?: Pick<PlanRun['scope'], 'from' | 'to'> }, things: Thing[], o: { anywhere?: boolean; withStill?: boolean } = {}): Thing[] {
  // Of the kind asked, those perception put in that class before those it put in none (a small
  // grey "object" that stood is no silver van, however exact its colour).
  const fit = things.filter((t) => fitsSubject(run.intent, t));
  const ofClass = run.intent.objectClass ? fit.filter((t) => classOf(thingSeen(t)) === run.intent.objectClass) : [];
  const subjectMatches = preferExactColour(ofClass.length ? ofClass : fit, run.intent, (t) => t.colour);
  const m = preferNamed(o.anywhere ? subjectMatches : placed(run, subjectMatches), run.intent, (t) => t.detected);
  // Things that never moved (a sign put up, a parked car) only answer when nothing moving does;
  // asked what went ("the car that drove through at half past nine"), nor does one that stood
  // through all of the range asked (the car parked there then).
  const went = ['pass', 'move', 'appear', 'leave'].includes(run.intent.event ?? '');
  const moving = m.filter((t) => t.moving && !(went && stoodThrough(t, run.scope)));
  const kept = moving.length && !o.withStill ? moving : m;
  // Asked of what stopped, parked or waited ("the lorry that stopped outside", "when did the van
  // finally leave?", "when did the van pull up?"): those that stood in view, when any did; one
  // that drove straight through is not meant. Of one thing only: a count or a group takes all that waited, whether they stood still or not.
  // Of all that matched: what stood and was then taken away may have no track of its own moving (a bag).
  // So does one at a landmark the view cannot place ("the lorry outside the shop", "the courier at
  // the desk"): it stopped there, unless the question says it passed.
  // A thing named for its going ("the first pedestrian outside the shop", "a jogger by the gate") passed there.
  const goer = run.intent.labels.some((l) => PASSING_NOUNS.has(l));
  const atLandmark = !!run.intent.place && !regionOf(run.intent.place) && !['pass', 'move'].includes(run.intent.event ?? '') && !goer;
  const stood = aboutOne(run.intent) && (run.intent.event === 'stay' || run.intent.stood || atLandmark) ? m.filter((t) => t.standing?.length) : [];
  // Of those, the ones that stood a while, when any did: a bag put down all afternoon is what was
  // picked up, not a trolley its pusher paused with for a few frames.
  // Asked of an arrival, one that came in the range before one standing since before it
  // ("when the 11.20 bus pulled in": the bus that came then, not the van parked since 10:20).
  const from = run.scope?.from;
  // (Not asked whether it came again: its first visit may be a stay from before the range.)
  const cameIn = run.intent.edge === 'start' && !run.intent.again && from !== undefined ? stood.filter((t) => t.first >= from) : [];
  const here = cameIn.length ? cameIn : stood;
  const long = here.filter(waited);
  return (long.length ? long : here.length ? here : kept).sort((a, b) => a.first - b.first);
}

/** Whether the thing stood still through all of the range (the windows it stood through). */
export function stoodThrough(t: Pick<Thing, 'standing'>, scope: { from: number; to: number } | undefined): boolean {
  return !!scope && !!t.standing?.some((s) => s.from <= scope.from && s.to >= scope.to);
}

/** A stand this long is a wait (a thing left, a lorry parked), not a pause of something on the move. */
const MIN_WAIT_MS = 60_000;

/** Whether it stood still a while at some time (a wait, not a pause). */
export function waited(t: Thing): boolean {
  return !!t.standing?.some((x) => x.to - x.from >= MIN_WAIT_MS);
}

export type Sighting = NonNullable<RewindData['inspection']>['sightings'][number];

export interface Pinned {
  /** The frame it appears / leaves in, when the recording confirmed it. */
  ts?: number;
  /** The sighting on the recording that is this thing. */
  sighting?: Sighting;
  rewind?: RewindData;
  citations: Citation[];
}

/** `inScope`: the rewind starts no earlier than LEAD_MS before the range asked about (false for an arrival before it: a car parked since the morning). */
export async function pin(run: PlanRun, t: Thing, edge: 'start' | 'end', subject: string, inScope = true): Promise<Pinned> {
  const at = edge === 'start' ? t.first : t.last;
  const from = edge === 'start' ? at - LEAD_MS : at - TAIL_MS, to = edge === 'start' ? at + TAIL_MS : at + LEAD_MS;
  const r = await run.call(rewindTool, {
    camera: t.camera, ranges: [{ from: iso(inScope ? Math.max(from, run.scope.from - LEAD_MS) : from), to: iso(to) }],
    question: `When does the ${subject} ${edge === 'start' ? 'appear' : 'leave'}?`,
    look: lookFor(edge === 'start' ? 'appear' : 'leave', { edge, colours: run.intent.colours, labels: run.intent.labels, objectClass: run.intent.objectClass, place: run.intent.place, query: subject }),
    maxFrames: 50,
  });
  // The sighting on the recording that is this thing: matching, and nearest to when the index
  // saw it (a busy view has others around it). A vision model's answer has no sightings.
  const sightings = r.data?.inspection?.sightings;
  if (!sightings) {
    const p = r.data?.found ? r.data.pinned[0] : undefined;
    return { ts: p?.ts, rewind: r.data, citations: r.citations };
  }
  const best = sightingOf(run.intent, t, edge, sightings);
  const ts = best && (edge === 'start' ? best.first : best.last);
  return { ts, ...(ts !== undefined ? { sighting: best } : {}), rewind: r.data, citations: ts !== undefined ? [{ camera: t.camera, start: ts, end: ts + 1000 }] : [] };
}

/**
 * Of the sightings on a recording, the one that is the thing `t` the index saw, at the edge
 * asked: matching the question, where it places it; its edge inside the rewind (not present
 * at that end of it); overlapping the thing's span; nearest to when the index saw the edge.
 */
export function sightingOf(intent: PlanRun['intent'], t: Pick<Thing, 'first' | 'last'> & Partial<Pick<Thing, 'entered' | 'left' | 'path'>>, edge: 'start' | 'end', sightings: Sighting[]): Sighting | undefined {
  const at = edge === 'start' ? t.first : t.last;
  const edgeOf = (s: { first: number; last: number }) => edge === 'start' ? s.first : s.last;
  // Asked about a part of the frame: a sighting elsewhere is another thing. So is one that was
  // gone before this thing came, or came after it had gone: a busy view has others near it in
  // time, and one of them leaving is not this one leaving.
  const candidates = inPlace(sightings, intent.place, sightingPath)
    .filter((s) => matchesSubject(seenOf(s), intent) && !(edge === 'start' ? s.presentAtStart : s.presentAtEnd))
    .filter((s) => s.first <= t.last + SPAN_SLACK_MS && s.last >= t.first - SPAN_SLACK_MS);
  const best = preferNamed(candidates, intent, (s) => s.label)
    .sort((a, b) => Math.abs(edgeOf(a) - at) - Math.abs(edgeOf(b) - at))[0];
  if (!best || Math.abs(edgeOf(best) - at) > PIN_WITHIN_MS) return undefined;
  // The index saw it come in at the edge of the view, and the recording first inside it, later:
  // the recording lost it on the way in (a black car in the dark, seen once under the lamp).
  // Its edge is the index's (and so at the end, going out).
  const lost = edge === 'start' ? t.entered && !best.entering && best.first > at + SAME_EDGE_MS : t.left && !best.leaving && best.last < at - SAME_EDGE_MS;
  // The index saw it go out at the edge (or come in), and the recording has it in view frames of
  // the index's longer, or ending inside the view after it had gone: the recording joined it with
  // what came close behind it (the scooter on the dark grey car's tail). Its edge is the index's.
  // Frames of the index, not seconds: at a quarter frame a second the index's last sight is up to
  // 4 s before the true edge.
  const slack = 2 * frameInterval(t.path) + SAME_EDGE_MS / 4;
  const joined = edge === 'end'
    ? !!t.left && (best.last > at + slack || (!best.leaving && best.last > at + SAME_EDGE_MS))
    : !!t.entered && (best.first < at - slack || (!best.entering && best.first < at - SAME_EDGE_MS));
  return lost || joined ? undefined : best;
}

/** The index's time between frames on a thing's path (the median step); 4 s (a quarter frame a second) when it has none. */
function frameInterval(path: PathPoint[] | undefined): number {
  const steps = (path ?? []).slice(1).map((p, i) => p.t - path![i].t).filter((d) => d > 0).sort((a, b) => a - b);
  return steps.length ? steps[Math.floor(steps.length / 2)] : 4_000;
}

/** A sighting's edge this far inside the index's is a later (or earlier) moment, not the same one. */
const SAME_EDGE_MS = 2_000;

/**
 * The thing an answer is about once pinned: the index's candidate, unless the recording showed,
 * named by the detector as the specific noun asked ("bus"), a sighting the candidate was not
 * known to be -- then that sighting, with its own span, direction and edges.
 */
export function pinnedThing(run: Pick<PlanRun, 'intent'>, t: Thing, p: Pinned): Thing {
  const s = p.sighting;
  if (!s?.label || !specificNoun(run.intent) || !nameAgrees(run.intent, s.label)) return t;
  if (t.detected ? nameAgrees(run.intent, t.detected) : nameAgrees(run.intent, t.label)) return t;
  return {
    ...t, colour: s.colour, label: s.label, detected: s.label, objectClass: s.objectClass ?? t.objectClass, size: sizeClass(s.size),
    first: s.first, last: s.last, direction: s.direction, entered: s.entering, left: s.leaving, moving: s.direction !== 'none',
  };
}

export interface Gathered {
  /** Every thing tracked in the range (moving or not), and those that match the question. */
  all: Thing[];
  matches: Thing[];
  /** Things that match the subject but were not where the question places it (empty without a place). */
  elsewhere: Thing[];
  searchCitations: Citation[];
  /** The range's rollups (what was recorded when), from the same browse. */
  rollups: BrowseRollup[];
  /** What the detector named on the recording while naming candidates (sizes of kinds there, for fitBySize). */
  named: SizedSighting[];
  /** None matching: things of its class seen black or grey while the view was dark, that could be it (seen-in-the-dark.ts). */
  inDark: Thing[];
  /** The other thing a relative clause names ("who walked to the red car") and what came beside it. */
  related?: Related;
}

/** What an "after" anchor's going was seen as, to tell it from a thing right behind it. */
export interface WentThing { colour: string | null; objectClass?: string }

/** Colours perception may give one thing on two sightings: the same, or two neutrals (white read grey, dark grey read black). */
const NEUTRALS = new Set(['white', 'grey', 'silver', 'black']);
function mayBeSame(a: Pick<Thing, 'colour' | 'objectClass'>, b: WentThing): boolean {
  if (a.objectClass && b.objectClass && a.objectClass !== b.objectClass) return false;
  return !a.colour || !b.colour || a.colour === b.colour || (NEUTRALS.has(a.colour) && NEUTRALS.has(b.colour));
}

/**
 * Not the anchor of an "after" range nor what had gone by then: what came with it or before it
 * and had left by it (within a frame or two). After an anchor's going ("once the van had gone"),
 * a thing first seen just behind it is the going thing's own broken track only if it could be
 * that thing: another class or another colour came along behind it (the scooter on the car's tail).
 */
export function afterAnchor(t: Pick<Thing, 'first' | 'last'> & Partial<Pick<Thing, 'colour' | 'objectClass'>>, after: number | undefined, went?: WentThing): boolean {
  if (after === undefined) return true;
  const behind = went && t.first > after + GONE_SLACK_MS && !mayBeSame({ colour: t.colour ?? null, objectClass: t.objectClass }, went);
  return behind || !(Math.abs(t.first - after) <= SPAN_SLACK_MS || (t.first < after && t.last <= after + SPAN_SLACK_MS));
}

/** Not the anchor itself: after it (afterAnchor), and not a stay that is the anchor's own (scope.during). */
export function notTheAnchor(t: Pick<Thing, 'first' | 'last'> & Partial<Pick<Thing, 'colour' | 'objectClass'>>, scope: Partial<Pick<AgentScope, 'after' | 'afterWent' | 'during' | 'before'>>): boolean {
  const own = scope.during && Math.abs(t.first - scope.during.from) <= SPAN_SLACK_MS && Math.abs(t.last - scope.during.to) <= SPAN_SLACK_MS;
  const closing = scope.before !== undefined && Math.abs(t.last - scope.before) <= SPAN_SLACK_MS;
  return !own && !closing && afterAnchor(t, scope.after, scope.afterWent);
}

/** Browse and search the range, and the things in it that match the question. */
export async function gatherThings(run: PlanRun): Promise<Gathered> {
  const { scope, intent } = run;
  const range = { from: iso(scope.from), to: iso(scope.to), cameras: run.cameraIds };
  const browse = await run.call(browseTool, range);
  const search: ToolResultOf<{ hits: SearchHitData[] }> = await run.call(searchTool, { ...range, query: intent.query, k: 32 });
  const entities = (browse.data?.entities ?? []).map(fromEntity);
  // A window the search finds overlaps the range; the tracks in it need not (what crossed in
  // the window's first seconds is not in a range that starts after it left): only those in it
  // stand in, as the registry gives only entities that overlap it.
  const inScope = (t: Thing) => t.last >= scope.from && t.first < scope.to;
  const all = (entities.length ? entities : fromHits(search.data?.hits ?? []).filter(inScope)).filter((t) => notTheAnchor(t, scope));
  await markSignsOf(run, all, browse.data?.rollups ?? []);
  let matches = matching(run, all);
  // A noun that can name two kinds of thing ("coach": a trainer or a bus) is read as the
  // other kind when the footage has none of the first but some of that.
  for (const cls of matches.length ? [] : run.intent.otherClasses ?? []) {
    const alt = { ...run.intent, objectClass: cls, otherClasses: [] };
    const m = matching({ intent: alt, scope }, all);
    if (m.length) { run.intent = alt; matches = m; break; }
  }
  // Colours without a hue are read otherwise in other light (a grey coat black under a lamp at
  // night, a silver car white at noon). Asked about a thing the question takes to have been
  // there (when, how long, which way: not whether, nor how many), none seen in its colour is
  // looked for in the colours light moves it between; the answer says how each was seen.
  const lit = matches.length ? undefined : underLight(run.intent);
  if (lit) {
    const m = matching({ intent: lit, scope }, all);
    if (m.length) { run.intent = lit; matches = m; }
  }
  // A hue not seen at all may have been seen black in the dark (seen-in-the-dark.ts): said beside
  // the answer that none was seen, not taken for it (a black car at night is no green tractor).
  const dark = matches.length ? undefined : inTheDark(run.intent);
  const inDark = dark ? await seenInTheDark(run, matching({ intent: dark, scope }, all)) : [];
  // The question names one kind of its class ("bus") and the registry's labels cannot tell it
  // from the others ("car", "object", paired from the captions): the detector names each
  // candidate on its own region in the recording.
  // A count needs it of a single candidate too: counted, it would be a bus by default; so does
  // presence ("was there a bus?" is not answered yes with a car).
  const single = run.intent.kind === 'count' || run.intent.kind === 'presence';
  const named: SizedSighting[] = [];
  if (specificNoun(run.intent) && matches.length > (single ? 0 : 1) && !matches.some((t) => nameAgrees(run.intent, t.label))) {
    named.push(...await nameOnRecording(run, matches));
    matches = fitBySize(run.intent, matching(run, matches), named, all);
  }
  // A noun of manner ("the cyclist", "the jogger") names one of several people by how fast they went.
  matches = likeliestByPace(run.intent, matches, all);
  // "The big lorry", "the little car": the largest or smallest of those it could be, asked of one.
  if (run.intent.size && !run.intent.many && run.intent.kind !== 'count') matches = saidSize(matches, run.intent.size, (t) => t.peak);
  const elsewhere = whereWords(run) ? matching(run, all, { anywhere: true }).filter((t) => !matches.includes(t)) : [];
  // "The person who walked to the red car": of the matches, those that came beside it while it was in view, closest first.
  // Whoever was at it may have stood there (who came for the parcel and waited at the door):
  // what stood is not left out for what moved, as it is when the subject is asked alone.
  const via = run.intent.relation?.via;
  let related = run.intent.relation && !via ? await relatedTo(run, all, gatherThings) : undefined;
  // "The person who waited at the front desk": a fixture the camera does not track is never seen
  // as a thing; whoever stood about is who waited there.
  const waited = related ? waitedAtFixture(run.intent, related, matching(run, all, { withStill: true })) : undefined;
  if (waited) {
    matches = waited;
    related = undefined;
  } else if (related) matches = relatedMatches(run.intent, related, matching(run, all, { withStill: true }), all);
  // "Who got on the bus?": of those that match, who went from view at one (boarding.ts).
  else if (via) matches = boarded(matching(run, all, { withStill: true }), await vehiclesOf(run, run.intent.relation!.phrase), via);
  // "When did the kids leave?": a plural the question points at is the ones seen together, not every one of the day.
  else if (run.intent.definite && ONE_GROUP_KINDS.has(run.intent.kind)) matches = seenTogether(matches) ?? matches;
  // "The two who passed each other": those that did, where any did.
  if (run.intent.crossing && run.intent.kind !== 'order') {
    const crossed = crossers(matches);
    if (crossed.length) matches = crossed;
  }
  return { all, matches, elsewhere, inDark, searchCitations: search.citations, rollups: browse.data?.rollups ?? [], named, ...(related ? { related } : {}) };
}

/**
 * "The person who waited at the front desk": where the other thing of a clause of waiting was never
 * seen (a fixture the camera does not track), those of the subject's kind that stood about; undefined otherwise.
 */
export function waitedAtFixture(intent: Intent, related: Related, candidates: Thing[]): Thing[] | undefined {
  if (related.target || !lingers(intent.relation?.verb)) return undefined;
  return candidates.filter((t) => t.standing?.length);
}

/** A verb of waiting or standing about ("waited", "hung around", "queued"): a stay of the reading rules, or WordNet's linger class (verb-class.ts). */
function lingers(verb: string | undefined): boolean {
  return !!verb && (VERB_RULES.some((r) => r.event === 'stay' && !r.particles && !r.passive && !r.objectClasses && r.verbs.includes(verb)) || verbClasses(verb).includes('linger'));
}

/**
 * Every thing seen that the words name ("the bus": each bus of the day), moving or standing; the
 * one they say when they say which ("the last bus": the last to come of them).
 */
async function vehiclesOf(run: PlanRun, phrase: string): Promise<Thing[]> {
  const sub = run.sub(parseIntent(`When did ${phrase} appear?`));
  const found = await gatherThings(sub);
  const all = [...new Set([...found.matches, ...matching(sub, found.all, { withStill: true })])];
  return sub.intent.which && all.length ? [occurrence(all, 'start', sub.intent.which, false, undefined, sub.intent.ordinal)] : all;
}

/** Kinds of question asked of one thing, or of one group when the subject is a definite plural ("the kids"). */
const ONE_GROUP_KINDS = new Set(['appear', 'leave', 'duration', 'colour', 'direction']);

/** Colours without a hue and those a change of light reads each as (lightness moves, hue does not). */
const UNDER_LIGHT: Record<string, string[]> = { grey: ['black', 'white', 'silver'], black: ['grey'], white: ['grey', 'silver'], silver: ['grey', 'white'] };

/**
 * The question with the colours a change of light reads its own as (see gatherThings), when it
 * takes its subject to have been there and names only colours without a hue; else undefined.
 */
export function underLight(intent: PlanRun['intent']): PlanRun['intent'] | undefined {
  if (intent.form === 'yes-no' || ['count', 'presence', 'busiest', 'summary'].includes(intent.kind)) return undefined;
  if (!intent.colours.length || !intent.colours.every((c) => c in UNDER_LIGHT)) return undefined;
  return { ...intent, colourNear: [...new Set([...(intent.colourNear ?? []), ...intent.colours.flatMap((c) => UNDER_LIGHT[c])])] };
}

/**
 * Sets `detected` on up to MAX_CONFIRM things: the detector's name for the sighting on the
 * recording that overlaps the thing most (and `sighted`, its size there). Returns every sighting
 * the detector named in those rewinds: how big the kinds it named are on this camera.
 */
export async function nameOnRecording(run: PlanRun, things: Thing[]): Promise<SizedSighting[]> {
  const { intent } = run;
  const named: SizedSighting[] = [];
  for (const t of things.filter((x) => !x.detected).slice(0, MAX_CONFIRM)) {
    const margin = Math.max(NAME_MARGIN_MS, t.last - t.first);
    const r = await run.call(rewindTool, {
      camera: t.camera, ranges: [{ from: iso(t.first - margin), to: iso(t.last + margin) }],
      question: `What is the ${words(t)}?`,
      // A list of what passed asks no class: the rewind names what it sees all the same.
      look: lookFor(intent.kind === 'list' ? 'list' : 'find', { colours: t.colour ? [t.colour] : [], labels: intent.labels, objectClass: intent.objectClass, query: words(t) }),
      maxFrames: 24,
    });
    const overlap = (s: Sighting) => Math.min(s.last, t.last) - Math.max(s.first, t.first);
    // Its colour may read differently on the recording: overlap in time decides, colour breaks
    // ties. The sighting that is the thing gives its name, or none: a car named beside it is
    // not what it is (the detector names only the largest few sightings of a rewind), nor one
    // elsewhere in the frame than the question places it.
    const sameColour = (s: Sighting) => Number(!!t.colour && s.colour === t.colour);
    const itself = inPlace(r.data?.inspection?.sightings ?? [], intent.place, sightingPath).filter((s) => overlap(s) >= 0 && (s.direction !== 'none') === t.moving)
      .sort((a, b) => overlap(b) - overlap(a) || sameColour(b) - sameColour(a) || b.size - a.size)[0];
    t.looked = true;
    if (itself?.label) t.detected = itself.label;
    if (itself) t.sighted = { size: itself.size, ...(itself.box ? { box: itself.box } : {}) };
    for (const x of r.data?.inspection?.sightings ?? []) if (x.label && x.box) named.push({ label: x.label, size: x.size, box: x.box });
  }
  return named;
}

/**
 * Of the candidates for a specific kind ("a bus") the detector could not name once candidates
 * were named on the recording: those not far too small or large for one beside what it named of
 * the same class there (the scooter beside the cars is no bus); and of those it had no turn to
 * look at (past MAX_CONFIRM), those the registry does not label another kind of the class (a
 * "car" is no motorbike). Named ones, and any the size cannot judge, are kept.
 */
export function fitBySize(intent: PlanRun['intent'], things: Thing[], named: SizedSighting[], all: Thing[] = []): Thing[] {
  const cls = intent.objectClass;
  if (!specificNoun(intent) || !cls) return things;
  const otherKind = (label: string) => labelClass(label) === cls && !nameAgrees(intent, label);
  const sized = keepBySize(intent, things.filter((t) => t.looked), (t) => t.detected ? { ...t.sighted!, label: t.detected } : t.sighted, named);
  const kept = things.some((t) => t.looked) ? things.filter((t) => t.looked ? sized.includes(t) : !otherKind(t.label)) : things;
  return named.some((n) => n.label && labelClass(n.label) === cls) ? kept : fitAmong(intent, kept, all);
}

/**
 * Where the detector named nothing of the class: of the candidates it did not name, those not
 * far too small or large for the kind asked beside the other things of the class the index
 * tracked on the camera (kind-size.ts tooUnlikeAmong: "the lorry" is none of the cars around
 * it). A preference: when none would be left, all are kept.
 */
function fitAmong(intent: PlanRun['intent'], things: Thing[], all: Thing[]): Thing[] {
  const noun = specificNoun(intent), cls = intent.objectClass as NounClass | undefined;
  if (!noun || !cls) return things;
  // Of its class as the question's subject is matched (subject.ts classOf): a far car the index
  // left an unclassed "object" is a vehicle by its size, and leaving it out leaves only the
  // largest to size against (the van taken for a car beside the family car parked up the drive).
  const others = (t: Thing) => all.filter((o) => o !== t && o.camera === t.camera && !!o.peak && classOf(thingSeen(o)) === cls).map((o) => o.peak!);
  const kept = things.filter((t) => !!t.detected || !t.peak || tooUnlikeAmong(noun, cls, t.peak, others(t)) !== true);
  const pool = kept.length ? kept : things;
  if (intent.many || intent.form === 'how-many' || intent.kind === 'count' || intent.kind === 'list' || isCommonestKind(noun, cls)) return pool;
  // "The big lorry": the largest that could be one, not the one nearest a lorry's size beside cars taken by their size.
  if (intent.size) return saidSize(pool, intent.size, (t) => t.peak);
  // Asked about one thing of the kind ("when did the lorry leave?"): a van beside the lorry stays a
  // candidate only for a question about any of them. Named ones and any the size cannot judge are kept.
  return likeliestBySize(pool, (t) => (t.detected || !t.peak ? undefined : sizeRatioAmong(noun, cls, t.peak, others(t))));
}

/** The subject as counted: "1 white van", "2 white vans", "3 people". */
export function counted(subject: string, n: number): string {
  return n === 1 ? subject : subject.replace(/\S+$/, (w) => w === 'person' ? 'people' : nlp(`the ${w}`).nouns().toPlural().text().replace(/^the /, '') || `${w}s`);
}

/** The noun the answer names the subject by ("van", "person", "thing") and the subject with its colours. */
export function subjectWords(run: PlanRun): { noun: string; subject: string } {
  const { intent } = run;
  const noun = intent.labels.find((l) => !['people', 'anyone', 'anybody', 'someone', 'somebody', 'nobody', 'everyone', 'everybody', 'who'].includes(l)) ?? (intent.objectClass ?? 'thing');
  return { noun, subject: [intent.colourPhrases?.join(' ') ?? intent.colours.join(' '), noun, intent.relation?.words].filter(Boolean).join(' ') };
}
