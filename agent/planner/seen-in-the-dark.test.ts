// A hue not seen at all may have been seen black in the dark: which questions look for it so,
// and which things count as seen in the dark (every window they were in was night or dusk).
import { describe, it, expect } from 'vitest';
import { parseIntent } from '../question/intent.ts';
import { inTheDark, seenInTheDark } from './seen-in-the-dark.ts';
import type { PlanRun } from './plan-run.ts';
import type { Thing } from './plan-things.ts';

const MIN = 60_000;
const thing = (first: number, colour: string): Thing => ({
  camera: 'forecourt', colour, label: 'object', size: 'small', first, last: first + MIN, direction: 'left-to-right', entered: true, left: true, moving: true, windows: [],
});

/** A run whose browse lists windows lit as the test says: dark before 07:00 (in minutes of the day), day after. */
function runLit(dayFrom: number): PlanRun {
  const call = async (_tool: unknown, args: { from: string; to: string }) => {
    const from = Date.parse(args.from), to = Date.parse(args.to);
    const windows = [];
    for (let t = Math.floor(from / (10 * MIN)) * 10 * MIN; t < to; t += 10 * MIN) {
      windows.push({ id: `w${t}`, camera: 'forecourt', start: t, end: t + 10 * MIN, kind: 'idle', caption: '', text: [], lighting: [], light: { state: t >= dayFrom ? 'day' : 'night', level: t >= dayFrom ? 0.5 : 0.1 } });
    }
    return { data: { rollups: [], entities: [], windows }, citations: [] };
  };
  return { call } as unknown as PlanRun;
}

describe('inTheDark', () => {
  it('looks for a hue in black and grey only where the question takes the thing to have been there', () => {
    expect(inTheDark(parseIntent('when did the guy in the green top show up?'))?.colourNear).toEqual(expect.arrayContaining(['black', 'grey']));
    expect(inTheDark(parseIntent('which way did the blue car go?'))).toBeDefined();
    // whether, and how many: not seen is an answer
    expect(inTheDark(parseIntent('was there a green car?'))).toBeUndefined();
    expect(inTheDark(parseIntent('how many red cars came?'))).toBeUndefined();
    // black is black
    expect(inTheDark(parseIntent('when did the black car leave?'))).toBeUndefined();
  });
});

describe('seenInTheDark', () => {
  it('keeps black or grey things seen while every window they were in was dark', async () => {
    const dawn = 7 * 60 * MIN;
    const night = thing(5 * 60 * MIN, 'black'), day = thing(9 * 60 * MIN, 'black'), green = thing(4 * 60 * MIN, 'green');
    const kept = await seenInTheDark(runLit(dawn), [day, night, green]);
    expect(kept).toEqual([night]);
  });
});
