// Boils a captioned window down to what rollups read, and names the thing behind a motion
// track. Tracks carry colour and direction but no label; the caption tags carry labels and
// colours but no times. The entity registry uses the same pairing, so both agree on what a
// "white van" is.
import type { CaptionedWindow, CaptionTags } from '../../core/caption.ts';
import type { Track } from '../../core/window.ts';
import type { WindowFact } from './rollup-schema.ts';

type TagObject = Pick<CaptionTags['objects'][number], 'label' | 'count' | 'colours'>;

/** Lower-case, trimmed, one space between words: how labels, colours and text are compared. */
export function normalizeWord(s: string): string {
  return s.trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * The tag object a track most likely is: the one whose colours include the track's colour,
 * else the only labelled object, else the most numerous. Undefined when the captioner saw no objects.
 */
export function objectForTrack<O extends TagObject>(track: Pick<Track, 'colour'>, objects: O[]): O | undefined {
  if (objects.length === 0) return undefined;
  const colour = track.colour ? normalizeWord(track.colour) : undefined;
  const byColour = colour ? objects.find((o) => o.colours.some((c) => normalizeWord(c) === colour)) : undefined;
  if (byColour) return byColour;
  if (objects.length === 1) return objects[0];
  return [...objects].sort((a, b) => b.count - a.count)[0];
}

export function factOf(c: CaptionedWindow): WindowFact {
  const w = c.window;
  const tagLighting = c.tags.light.events.map((event) => ({ ts: w.start, event }));
  return {
    id: w.id,
    start: w.start,
    end: w.end,
    kind: w.kind,
    cut: w.cut,
    closedBy: w.closedBy,
    objects: c.tags.objects.map((o) => ({ label: normalizeWord(o.label), count: o.count, colours: o.colours.map(normalizeWord) })),
    text: c.tags.text.map((t) => t.trim().replace(/\s+/g, ' ')).filter(Boolean),
    // The window's measured events carry exact times; the tags' only say that one happened.
    lighting: w.lighting.events.length > 0 ? w.lighting.events.map((e) => ({ ts: e.ts, event: e.event })) : tagLighting,
    tracks: (w.motion.tracks ?? []).map((t) => ({
      start: t.start, end: t.end, colour: t.colour, direction: t.direction, entering: t.entering, leaving: t.leaving,
    })),
    entering: c.tags.motion.entering,
    leaving: c.tags.motion.leaving,
    caption: c.caption,
  };
}
