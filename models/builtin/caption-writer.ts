// Writes the builtin caption: one or two plain sentences from the tags, so that captions read
// the same whichever analyzers ran ("A white car moves from left to right across the lower
// part of the frame, leaving on the right. Text "DELIVERY 42" is visible. Daylight.").
import type { Window } from '../../core/window.ts';
import type { CaptionTags } from '../../core/caption.ts';
import { formatDuration } from '../../core/time.ts';
import { classNoun, lightWords } from './measured-facts.ts';
import { isThingLabel } from './objects/index.ts';

const DIRECTION_WORDS: Record<string, string> = {
  'left-to-right': 'from left to right', 'right-to-left': 'from right to left',
  'top-to-bottom': 'from the top down', 'bottom-to-top': 'from the bottom up',
};

function subject(tags: CaptionTags): string {
  const colour = tags.colors[0];
  if (tags.objects.length === 0) return colour ? `a ${colour} object` : 'something';
  return tags.objects.map((o) => {
    // The window's colour is of what moved: it goes to the one label only when that is a thing that moves.
    const c = o.colours[0] ?? (tags.objects.length === 1 && isThingLabel(o.label) ? colour : undefined);
    const noun = o.count === 1 ? o.label : `${o.label}${o.label.endsWith('s') ? '' : 's'}`;
    return `${o.count === 1 ? (/^[aeiou]/.test(c ?? o.label) ? 'an' : 'a') : o.count} ${c ? `${c} ` : ''}${noun}`;
  }).join(' and ');
}

/** One clause per moving thing the window followed: "a red object moves from right to left, passing through". */
function trackClauses(w: Window, tags: CaptionTags): string[] {
  const tracks = (w.motion.tracks ?? []).filter((t) => t.frames >= 3).sort((a, b) => b.size - a.size).slice(0, 4);
  const one = tags.objects.length === 1 ? tags.objects[0] : undefined;
  const labelled = one && one.count === tracks.length && isThingLabel(one.label) ? one.label : 'object';
  return tracks.sort((a, b) => a.start - b.start).map((t) => {
    const who = `${t.colour && /^[aeiou]/.test(t.colour) ? 'an' : 'a'} ${t.colour ? `${t.colour} ` : ''}${labelled}`;
    if (t.direction === 'none') {
      const where = placeOf(t.to);
      return t.entering || t.leaving ? `${who} moves at the ${t.to.x < 0.5 ? 'left' : 'right'} edge` : `${who} appears in the ${where} and stays`;
    }
    let s = `${who} moves ${DIRECTION_WORDS[t.direction]}`;
    if (t.entering && t.leaving) s += ', passing through';
    else if (t.entering) s += ', entering the view';
    else if (t.leaving) s += ', leaving the view';
    return s;
  });
}

function placeOf(p: { x: number; y: number }): string {
  const v = p.y < 1 / 3 ? 'upper' : p.y < 2 / 3 ? 'middle' : 'lower';
  const h = p.x < 1 / 3 ? 'left' : p.x < 2 / 3 ? 'centre' : 'right';
  return v === 'middle' && h === 'centre' ? 'centre' : `${v} ${h}`;
}

function movement(w: Window, tags: CaptionTags): string {
  const clauses = trackClauses(w, tags);
  if (clauses.length) return `${capitalise(clauses.join('; '))} (${formatDuration(w.end - w.start)})`;
  const m = tags.motion;
  const who = subject(tags);
  const plural = tags.objects.length > 1 || tags.objects.some((o) => o.count > 1);
  const dir = DIRECTION_WORDS[m.direction];
  const where = m.where.length ? ` in the ${m.where.join(', ')} of the frame` : '';
  let s = `${capitalise(who)} ${dir ? `${plural ? 'move' : 'moves'} ${dir}` : `${plural ? 'move' : 'moves'}`}${where}`;
  if (m.entering && m.leaving) s += ', passing through';
  else if (m.entering) s += ', entering the view';
  else if (m.leaving) s += ', leaving the view';
  return `${s} (${formatDuration(w.end - w.start)})`;
}

/** "A red vehicle stands in the lower left (since 10:01:02 UTC)", one per standing thing. */
function standing(w: Window): string[] {
  return (w.stationary ?? []).map((s) => {
    const noun = `${s.colour ? `${s.colour} ` : ''}${s.label ?? classNoun(s.objectClass)}`;
    const who = `${/^[aeiou]/.test(noun) ? 'An' : 'A'} ${noun}`;
    const where = placeOf(s.at);
    if (s.until !== undefined && s.until < w.end) return `${who} that stood in the ${where} since ${clockOf(s.since)} moves off at ${clockOf(s.until)}`;
    return s.since >= w.start ? `${who} stops in the ${where} at ${clockOf(s.since)} and stays` : `${who} stands in the ${where} (since ${clockOf(s.since)})`;
  });
}

function clockOf(ms: number): string {
  return `${new Date(ms).toISOString().slice(11, 19)} UTC`;
}

export function writeCaption(w: Window, tags: CaptionTags): string {
  const parts: string[] = [];
  if (w.kind === 'scene') parts.push('The view changes (camera moved or switched)');
  else if (w.kind === 'activity' && tags.motion.amount !== 'none') parts.push(movement(w, tags));
  else parts.push(`No movement for ${formatDuration(w.end - w.start)}`);
  parts.push(...standing(w));
  // What the detector recognised, when it named things (tracks alone only know "object").
  // (Things standing in view have their own sentence above.)
  const moving = { ...tags, objects: tags.objects.filter((o) => !o.actions.includes('stationary')) };
  if (moving.objects.some((o) => o.label !== 'object')) parts.push(`Seen: ${subject(moving)}`);
  if (tags.text.length) parts.push(`Text visible: ${tags.text.map((t) => `"${t}"`).join(', ')}`);
  const { light, events } = lightWords(w);
  parts.push(capitalise([light, ...events].join('; ')));
  return parts.join('. ') + '.';
}

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
