// Questions about things that move: when something (of a colour, a kind, a direction)
// appeared or left, and how many times it crossed. Browse gives the entity registry (each
// thing with its first and last sighting); search adds the windows that mention it; then
// the recordings are rewound around the moment that matters to pin it to the frame.
import type { BrowseData, BrowseEntity } from '../tools/browse-tool.ts';
import { browseTool } from '../tools/browse-tool.ts';
import { searchTool, type SearchHitData } from '../tools/search-tool.ts';
import { rewindTool, type RewindData } from '../tools/rewind-tool.ts';
import { describeSeen, matchesSubject } from '../question/subject.ts';
import { sizeClass } from '../../indexer/index.ts';
import { clock } from '../answer/format-time.ts';
import type { Citation } from '../result.ts';
import { iso, lookFor, mergeCitations, type PlanOutcome, type PlanRun } from './plan-run.ts';

/** Rewound before an appearance (background for the analyzers) and after it. */
const LEAD_MS = 24_000, TAIL_MS = 16_000;
/** A sighting on the recording further than this from when the index saw the thing is something else. */
const PIN_WITHIN_MS = 10_000;
/** Crossings confirmed on the footage when counting; more are counted from the index alone. */
const MAX_CONFIRM = 8;

interface Thing {
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

function fromEntity(e: BrowseEntity): Thing {
  return {
    camera: e.camera, colour: e.colour, label: e.label, size: e.size, first: e.first, last: e.last,
    direction: e.directions[0] ?? 'none', entered: e.entered, left: e.left, moving: e.directions.length > 0, windows: e.windows,
  };
}

/** Without an entity registry (or before it caught up), the search hits' tracks stand in. */
function fromHits(hits: SearchHitData[]): Thing[] {
  return hits.flatMap((h) => h.tracks.map((t) => ({
    camera: h.camera, colour: t.colour, label: h.objects.find((o) => o.colours.includes(t.colour ?? ''))?.label ?? 'object',
    size: sizeClass(t.size), first: t.start, last: t.end, direction: t.direction,
    entered: t.entering, left: t.leaving, moving: t.direction !== 'none', windows: [h.id],
  })));
}

function words(t: Thing): string {
  return describeSeen({ colour: t.colour, label: t.label, sizeClass: t.size });
}

function matching(run: PlanRun, things: Thing[]): Thing[] {
  const m = things.filter((t) => matchesSubject({ colour: t.colour, label: t.label, sizeClass: t.size, direction: t.direction }, run.intent));
  // Things that never moved (a sign put up, a parked car) only answer when nothing moving does.
  const moving = m.filter((t) => t.moving);
  return (moving.length ? moving : m).sort((a, b) => a.first - b.first);
}

async function pin(run: PlanRun, t: Thing, edge: 'start' | 'end', subject: string): Promise<{ ts?: number; rewind?: RewindData; citations: Citation[] }> {
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
  return { ts, rewind: r.data, citations: ts !== undefined ? [{ camera: t.camera, start: ts, end: ts + 1000 }] : [] };
}

export async function planObjects(run: PlanRun): Promise<PlanOutcome> {
  const { scope, intent } = run;
  const range = { from: iso(scope.from), to: iso(scope.to), cameras: run.cameraIds };
  const browse = await run.call(browseTool, range);
  const search = await run.call(searchTool, { ...range, query: intent.query, k: 32 });
  const entities = (browse.data?.entities ?? []).map(fromEntity);
  const things = matching(run, entities.length ? entities : fromHits(search.data?.hits ?? []));
  const noun = intent.labels.find((l) => !['people', 'anyone', 'anybody', 'someone', 'somebody'].includes(l)) ?? (intent.objectClass ?? 'thing');
  const subject = [intent.colours.join(' '), noun].filter(Boolean).join(' ');
  const plural = (n: number) => n === 1 ? subject : noun === 'person' ? subject.replace(/person$/, 'people') : `${subject}s`;
  const zone = run.zone;

  if (!things.length) {
    const seen = entities.filter((e) => e.moving).map((e) => `${words(e)} ${clock(e.first, run.zoneOf(e.camera))}`);
    return {
      answer: `No ${subject} was seen${seen.length ? `. Moving things seen in the range: ${seen.slice(0, 8).join('; ')}${seen.length > 8 ? '; …' : ''}` : ' (nothing moving at all)'}.`,
      citations: mergeCitations(search.citations.slice(0, 4)), confidence: seen.length ? 2 : 1, events: [],
    };
  }

  if (intent.kind === 'count') {
    const counted = things.filter((t) => t.moving);
    const list = counted.length ? counted : things;
    const citations: Citation[] = [];
    let confirmed = 0;
    for (const t of list.slice(0, MAX_CONFIRM)) {
      const r = await run.call(rewindTool, {
        camera: t.camera, ranges: [{ from: iso(t.first - LEAD_MS), to: iso(t.last + TAIL_MS) }],
        question: `Is there a moving ${[t.colour, intent.objectClass ?? 'thing'].filter(Boolean).join(' ')}?`,
        look: lookFor('find', { colours: t.colour ? [t.colour] : [], objectClass: intent.objectClass, query: [t.colour, intent.objectClass].filter(Boolean).join(' ') }),
        maxFrames: 24,
      });
      if (r.data?.found) confirmed++;
      citations.push({ camera: t.camera, start: t.first, end: t.last + 1 });
    }
    const each = list.map((t) => `${clock(t.first, run.zoneOf(t.camera))}–${clock(t.last, run.zoneOf(t.camera))} a ${words(t)} ${t.direction !== 'none' ? t.direction.replace(/-/g, ' ') : 'not moving across'}${run.scope.cameras.length > 1 ? ` on ${t.camera}` : ''}`);
    return {
      answer: `${list.length} ${plural(list.length)} ${list.length === 1 ? 'was' : 'were'} seen${counted.length ? ' crossing' : ''} (${zone}): ${each.join('; ')}. ` +
        `${confirmed} of ${Math.min(list.length, MAX_CONFIRM)} confirmed on the recordings.`,
      citations: mergeCitations(citations), confidence: confirmed === Math.min(list.length, MAX_CONFIRM) ? 3 : 2,
      events: list.map((t) => ({ camera: t.camera, ts: t.first, what: `${words(t)} appeared` })), count: list.length,
    };
  }

  const edge = intent.kind === 'leave' ? 'end' : 'start';
  const which = intent.which ?? (edge === 'end' ? 'last' : 'first');
  const target = which === 'first' ? things[0] : [...things].sort((a, b) => b.last - a.last)[0];
  const pinned = await pin(run, target, edge, subject);
  const at = pinned.ts ?? (edge === 'start' ? target.first : target.last);
  const tz = run.zoneOf(target.camera);
  const where = run.scope.cameras.length > 1 ? ` on ${target.camera}` : '';
  const how = edge === 'start'
    ? `${target.entered ? 'coming in at the edge of the view' : 'appearing inside the view'}${target.moving ? ` and moving ${target.direction.replace(/-/g, ' ')}` : ''}`
    : `${target.left ? 'going out at the edge of the view' : 'last seen inside the view'}${target.moving ? ` after moving ${target.direction.replace(/-/g, ' ')}` : ''}`;
  const verb = edge === 'start' ? (which === 'first' ? 'first appeared' : 'appeared for the last time') : (which === 'last' ? 'left' : 'first left');
  const others = things.filter((t) => t !== target).map((t) => `${clock(t.first, run.zoneOf(t.camera))}–${clock(t.last, run.zoneOf(t.camera))} (${t.direction.replace(/-/g, ' ')})`);
  const check = pinned.ts !== undefined ? ' Confirmed on the recording, to the frame.' : ' (From the index; looking at the recording did not confirm it.)';
  return {
    answer: `The ${subject} (seen as a ${words(target)}) ${verb} at ${clock(at, tz)} ${tz}${where}, ${how}; visible ${clock(target.first, tz)}–${clock(target.last, tz)}.${check}` +
      (others.length ? ` Other matching sightings: ${others.join('; ')}.` : ''),
    citations: mergeCitations([{ camera: target.camera, start: target.first, end: target.last + 1 }, ...pinned.citations]),
    confidence: pinned.ts !== undefined ? 3 : 2,
    events: [{ camera: target.camera, ts: at, what: edge === 'start' ? 'appeared' : 'left' }],
  };
}
