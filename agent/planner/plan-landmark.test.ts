// A place given by a light ("which car was parked under the light?"): the reader marks it, the
// inspection of a local switch says where the light lit, and with that area as the place's box
// the car parked in the lamp's pool is answered about, not the van parked at the other side.
import { describe, expect, it } from 'vitest';
import { parseIntent } from '../question/intent.ts';
import { lightChanges } from '../inspect/light-levels.ts';
import type { FrameAnalysis } from '../../ingest/index.ts';
import { placed, whereWords, type Thing } from './plan-things.ts';

const T = Date.parse('2026-11-23T18:00:00Z'), M = 60_000;
const parked = (colour: string, from: number, to: number, x: number, y: number): Thing & { id: string } => ({
  id: colour, camera: 'carpark', colour, label: 'object', size: 'large', first: T + from * M, last: T + to * M, direction: 'none',
  entered: false, left: true, moving: false, windows: [], objectClass: 'vehicle', standing: [{ from: T + from * M, to: T + to * M }],
  path: [{ t: T + from * M, x, y }, { t: T + to * M, x, y }],
});
// The lamp's pool as the analysis measured it on the car park (fractions of the frame).
const POOL = { x: 0.563, y: 0.333, w: 0.438, h: 0.583 };
const van = parked('white', 0, 133, 0.3, 0.62), car = parked('red', 80, 288, 0.75, 0.78);
const ids = (ts: Thing[]) => ts.map((t) => (t as Thing & { id: string }).id);

describe('a thing placed by a light', () => {
  it.each([
    'Which car was parked under the light?',
    'What was parked beneath the lamp?',
    'Which vehicle stood in the lit area?',
    'Was a car parked by the street light at 21:00?',
    'Which car was left in the lamplight?',
  ])('%s: the car in the lamp\'s pool, not the van at the left', (q) => {
    const intent = parseIntent(q);
    expect(intent.place?.landmark, q).toBe('light');
    // As the planner gives it once the light's area is found (plan-landmark.ts).
    const run = { intent: { ...intent, place: { ...intent.place!, box: POOL } }, scope: { from: T, to: T + 360 * M } };
    expect(ids(placed(run, [van, car]))).toEqual(['red']);
    expect(whereWords(run)).toMatch(/the area the light lit/);
  });

  it('is no filter until the light\'s area is found', () => {
    const intent = parseIntent('Which car was parked under the light?');
    expect(ids(placed({ intent, scope: { from: T, to: T + 360 * M } }, [van, car]))).toEqual(['white', 'red']);
  });
});

describe('where a local switch lit', () => {
  const frame = (ts: number, level: number, local?: FrameAnalysis['light']['local']) => ({ ts, light: { level, state: 'night', ...(local ? { event: 'lights-on', local } : {}) } }) as unknown as FrameAnalysis;

  it('is kept with the switch the inspection reports', () => {
    const at = T + 57 * M;
    const run = [frame(at - 2000, 0.12), frame(at - 1000, 0.12), frame(at, 0.12), frame(at + 1000, 0.12),
      frame(at + 20_000, 0.125, { at, region: POOL, before: 0.1, after: 0.3 })];
    const changes = lightChanges([run]);
    expect(changes).toEqual([expect.objectContaining({ kind: 'lights-on', ts: at, sudden: true, region: POOL })]);
  });
});
