// A camera sees no colour in the dark: a night or dusk view washes every hue to black or grey
// (and a real camera switches to infrared). Asked about a thing of a colour that the footage
// never showed, a thing of its class seen black or grey while the view was dark may be it:
// "the guy in the green top" who walked in at 05:44, two hours before dawn, was a black figure.
// It may as well be any other: the answer says none was seen in its colour, and names these as
// what could be it, unconfirmed (a black car at night is no green tractor). Only where the
// question takes it to have been there (when, how long, which way: not whether, nor how many),
// as with colours a change of light reads otherwise (plan-things.ts underLight).
import { browseTool } from '../tools/browse-tool.ts';
import { iso, type PlanRun } from './plan-run.ts';
import { clock } from '../answer/format-time.ts';
import type { Thing } from './plan-things.ts';

/** Colours a hue reads as in the dark. */
const DARK_READS = ['black', 'grey'];
/** Candidates looked at in the light of their windows, earliest first. */
const MAX_LOOKED = 8;
/** How much of a thing's span is looked at for the light it was in (a long stay's start says). */
const LIGHT_SPAN_MS = 10 * 60_000;

/** The question with the colours the dark reads a hue as, when it names one and takes its subject to have been there; else undefined. */
export function inTheDark(intent: PlanRun['intent']): PlanRun['intent'] | undefined {
  if (intent.form === 'yes-no' || ['count', 'presence', 'busiest', 'summary'].includes(intent.kind)) return undefined;
  if (!intent.colours.length || intent.colours.every((c) => DARK_READS.includes(c))) return undefined;
  return { ...intent, colourNear: [...new Set([...(intent.colourNear ?? []), ...DARK_READS])] };
}

/** Of things seen black or grey, those the view was dark (night or dusk) for all the while they were looked at. */
export async function seenInTheDark(run: PlanRun, things: Thing[]): Promise<Thing[]> {
  const out: Thing[] = [];
  for (const t of things.filter((x) => !x.colour || DARK_READS.includes(x.colour)).sort((a, b) => a.first - b.first).slice(0, MAX_LOOKED)) {
    const to = Math.min(t.last, t.first + LIGHT_SPAN_MS);
    const r = await run.call(browseTool, { from: iso(t.first), to: iso(Math.max(to, t.first + 1000)), cameras: [t.camera] });
    const lit = (r.data?.windows ?? []).filter((w) => w.camera === t.camera && w.start <= to && w.end >= t.first && w.light);
    if (lit.length && lit.every((w) => w.light!.state !== 'day')) out.push(t);
  }
  return out;
}

/** Said after "No <subject> was seen": what in the dark could be it, or nothing. */
export function darkNote(run: PlanRun, inDark: Thing[], describe: (t: Thing) => string): string {
  if (!inDark.length) return '';
  const each = inDark.map((t) => `${clock(t.first, run.zoneOf(t.camera))}–${clock(t.last, run.zoneOf(t.camera))} a ${describe(t)}${run.scope.cameras.length > 1 ? ` on ${t.camera}` : ''}`);
  return ` While the view was dark, where no colour shows, ${inDark.length === 1 ? 'this was seen, which could be it' : `${inDark.length} were seen, any of which could be it`} (${run.zone}): ${each.join('; ')}.`;
}
