// The things a plan can talk about (each tracked thing with its first and last sighting,
// colour, size class and direction), gathered from the entity registry (browse) or, before it
// caught up, the search hits' tracks; which of them match what the question asks; and
// pinning one to the frame on the recording where it appears or leaves. Shared by the plans
// for appearing/leaving/counting, presence, duration and direction.
import type { BrowseEntity } from '../tools/browse-tool.ts';
import { browseTool } from '../tools/browse-tool.ts';
import { searchTool, type SearchHitData } from '../tools/search-tool.ts';
import { rewindTool, type RewindData } from '../tools/rewind-tool.ts';
import { describeSeen, matchesSubject } from '../question/subject.ts';
import { sizeClass } from '../../indexer/index.ts';
import type { Citation } from '../result.ts';
import { iso, lookFor, type PlanRun, type ToolResultOf } from './plan-run.ts';

/** Rewound before an appearance (background for the analyzers) and after it. */
export const LEAD_MS = 24_000, TAIL_MS = 16_000;
/** A sighting on the recording further than this from when the index saw the thing is something else. */
const PIN_WITHIN_MS = 10_000;
/** Crossings confirmed on the footage when counting; more are counted from the index alone. */
export const MAX_CONFIRM = 8;

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
}

export function fromEntity(e: BrowseEntity): Thing {
  return {
    camera: e.camera, colour: e.colour, label: e.label, size: e.size, first: e.first, last: e.last,
    direction: e.directions[0] ?? 'none', entered: e.entered, left: e.left, moving: e.directions.length > 0, windows: e.windows,
  };
}

/** Without an entity registry (or before it caught up), the search hits' tracks stand in. */
export function fromHits(hits: SearchHitData[]): Thing[] {
  return hits.flatMap((h) => h.tracks.map((t) => ({
    camera: h.camera, colour: t.colour, label: h.objects.find((o) => o.colours.includes(t.colour ?? ''))?.label ?? 'object',
    size: sizeClass(t.size), first: t.start, last: t.end, direction: t.direction,
    entered: t.entering, left: t.leaving, moving: t.direction !== 'none', windows: [h.id],
  })));
}

export function words(t: Thing): string {
  return describeSeen({ colour: t.colour, label: t.label, sizeClass: t.size });
}

export function matching(run: Pick<PlanRun, 'intent'>, things: Thing[]): Thing[] {
  const m = things.filter((t) => matchesSubject({ colour: t.colour, label: t.label, sizeClass: t.size, direction: t.direction }, run.intent));
  // Things that never moved (a sign put up, a parked car) only answer when nothing moving does.
  const moving = m.filter((t) => t.moving);
  return (moving.length ? moving : m).sort((a, b) => a.first - b.first);
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

export async function pin(run: PlanRun, t: Thing, edge: 'start' | 'end', subject: string): Promise<Pinned> {
  const at = edge === 'start' ? t.first : t.last;
  const from = edge === 'start' ? at - LEAD_MS : at - TAIL_MS, to = edge === 'start' ? at + TAIL_MS : at + LEAD_MS;
  const r = await run.call(rewindTool, {
    camera: t.camera, ranges: [{ from: iso(Math.max(from, run.scope.from - LEAD_MS)), to: iso(to) }],
    question: `When does the ${subject} ${edge === 'start' ? 'appear' : 'leave'}?`,
    look: lookFor(edge === 'start' ? 'appear' : 'leave', { edge, colours: run.intent.colours, labels: run.intent.labels, objectClass: run.intent.objectClass, query: subject }),
    maxFrames: 50,
  });
  // The sighting on the recording that is this thing: matching, and nearest to when the index
  // saw it (a busy view has others around it). A vision model's answer has no sightings.
  const sightings = r.data?.inspection?.sightings;
  if (!sightings) {
    const p = r.data?.found ? r.data.pinned[0] : undefined;
    return { ts: p?.ts, rewind: r.data, citations: r.citations };
  }
  const edgeOf = (s: { first: number; last: number }) => edge === 'start' ? s.first : s.last;
  const best = sightings
    .filter((s) => matchesSubject({ colour: s.colour, size: s.size, direction: s.direction }, run.intent) && !(edge === 'start' ? s.presentAtStart : s.presentAtEnd))
    .sort((a, b) => Math.abs(edgeOf(a) - at) - Math.abs(edgeOf(b) - at))[0];
  const ts = best && Math.abs(edgeOf(best) - at) <= PIN_WITHIN_MS ? edgeOf(best) : undefined;
  return { ts, ...(ts !== undefined ? { sighting: best } : {}), rewind: r.data, citations: ts !== undefined ? [{ camera: t.camera, start: ts, end: ts + 1000 }] : [] };
}

export interface Gathered {
  /** Every thing tracked in the range (moving or not), and those that match the question. */
  all: Thing[];
  matches: Thing[];
  searchCitations: Citation[];
}

/** Browse and search the range, and the things in it that match the question. */
export async function gatherThings(run: PlanRun): Promise<Gathered> {
  const { scope, intent } = run;
  const range = { from: iso(scope.from), to: iso(scope.to), cameras: run.cameraIds };
  const browse = await run.call(browseTool, range);
  const search: ToolResultOf<{ hits: SearchHitData[] }> = await run.call(searchTool, { ...range, query: intent.query, k: 32 });
  const entities = (browse.data?.entities ?? []).map(fromEntity);
  const all = entities.length ? entities : fromHits(search.data?.hits ?? []);
  let matches = matching(run, all);
  // A noun that can name two kinds of thing ("coach": a trainer or a bus) is read as the
  // other kind when the footage has none of the first but some of that.
  for (const cls of matches.length ? [] : run.intent.otherClasses ?? []) {
    const alt = { ...run.intent, objectClass: cls, otherClasses: [] };
    const m = matching({ intent: alt }, all);
    if (m.length) { run.intent = alt; matches = m; break; }
  }
  return { all, matches, searchCitations: search.citations };
}

/** The noun the answer names the subject by ("van", "person", "thing") and the subject with its colours. */
export function subjectWords(run: PlanRun): { noun: string; subject: string } {
  const { intent } = run;
  const noun = intent.labels.find((l) => !['people', 'anyone', 'anybody', 'someone', 'somebody', 'nobody', 'everyone', 'everybody', 'who'].includes(l)) ?? (intent.objectClass ?? 'thing');
  return { noun, subject: [intent.colourPhrases?.join(' ') ?? intent.colours.join(' '), noun].filter(Boolean).join(' ') };
}
