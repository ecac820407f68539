// The start or the end of a time: "at the end of the day", "at the very end of the evening",
// "by the close of yesterday" are the first or last minute of the range the words after "of"
// name; of a part of the day ("at the end of the night") its early or late share. The edge of the recording or the clip ("at the end") is no time the words can name:
// the reader keeps it out of the subject and the place, and the range asked is used.
import { at, dayOf, type TimeRange } from './local-day.ts';

const MINUTE = 60_000;
/** An edge phrase, with what it is the edge of when said ("of the day", "of the recording"); "the end of the street" is a place. */
export const EDGE_PHRASE = /\b(?:at|by|near|towards?|around|until|till) the (?:very )?(end|close|finish|start|beginning|outset)\b(?:\s+of\s+(?:the |this |that |today'?s? )?(?:recording|clip|video|footage|film|tape|day|morning|afternoon|evening|night)\b|(?!\s+of\b))/i;
const EDGE_OF = /\b(?:at|by|near|towards?|around) the (?:very )?(end|close|finish|start|beginning|outset) of\s+/i;
const STARTS = ['start', 'beginning', 'outset'];

/**
 * The first or last minute of the time after "the end of" / "the start of". `resolve` reads
 * that time (resolve-time.ts); "the day" is today. An end still to come is now's minute.
 */
export function edgeOf(q: string, now: number, zone: string, resolve: (words: string) => TimeRange | undefined): TimeRange | undefined {
  const m = EDGE_OF.exec(q);
  if (!m) return undefined;
  const tail = q.slice(m.index + m[0].length).replace(/[?!.]+$/, '');
  // "At the end of the night", "at the start of the morning": the part's late (or early) share, as
  // people mean it ("the last person at the end of the night" came at 23:05, not in its last minute);
  // "at the very end of the evening" is its last minute.
  const part = /^(?:the |this |yesterday |last |tomorrow )?(?:morning|afternoon|evening|night)\b/i.exec(tail);
  if (part && !/\bvery\b/i.test(m[0])) {
    const share = resolve(`${STARTS.includes(m[1].toLowerCase()) ? 'early' : 'late'} ${tail.replace(/^the\s+/i, '')}`);
    if (share && share.from < now) return { ...share, to: Math.min(share.to, Math.max(now, share.from + MINUTE)), text: `${m[0]}${tail}`.trim() };
  }
  // "the morning" on its own is a part of the day only after a preposition ("in the morning").
  const range = /^(?:the |this )?day\b/i.test(tail)
    ? { from: at(zone, dayOf(now, zone), 0), to: at(zone, dayOf(now, zone), 24), text: 'the day' }
    : resolve(/^the\b/i.test(tail) ? `in ${tail}` : tail);
  if (!range || range.from >= now) return undefined;
  const text = `${m[0]}${range.text.replace(/^in /, '')}`.trim();
  if (STARTS.includes(m[1].toLowerCase())) return { from: range.from, to: Math.min(range.to, range.from + MINUTE), text };
  const end = Math.min(range.to, now);
  return { from: Math.max(range.from, end - MINUTE), to: end, text };
}
