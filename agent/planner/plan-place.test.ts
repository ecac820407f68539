// The part of the frame a question names, as a filter on the things a plan answers about:
// "the car at the top left" is the one that stood there, not the like car at the bottom right
// nor the one that drove through; "anyone on the left" anyone who was there at some moment of
// the range; "parked at the top left" where it stood, not where it drove on the way.
import { describe, expect, it } from 'vitest';
import { parseIntent } from '../question/intent.ts';
import { matching, placed, whereWords, type Thing } from './plan-things.ts';

const S = Date.parse('2026-11-29T16:00:00Z');
const at = (s: number) => S + s * 1000;
function thing(id: string, first: number, last: number, path: [number, number, number][], o: Partial<Thing> = {}): Thing & { id: string } {
  return {
    id, camera: 'street', colour: 'red', label: 'object', size: 'large', first: at(first), last: at(last), direction: 'left-to-right',
    entered: true, left: true, moving: true, windows: [], objectClass: 'vehicle', path: path.map(([t, x, y]) => ({ t: at(t), x, y })), ...o,
  };
}
const run = (q: string, from = at(0), to = at(3600)) => ({ intent: parseIntent(q), scope: { from, to } });
const ids = (ts: Thing[]) => ts.map((t) => (t as Thing & { id: string }).id);

describe('the place a question names, filtering what it is about', () => {
  const parkedTopLeft = thing('top left', 10, 200, [[10, 1, 0.2], [20, 0.2, 0.2], [190, 0.2, 0.2], [200, -0.1, 0.2]], { standing: [{ from: at(20), to: at(190) }] });
  const parkedBottomRight = thing('bottom right', 30, 250, [[30, 0, 0.8], [40, 0.8, 0.8], [240, 0.8, 0.8], [250, 1, 0.8]], { standing: [{ from: at(40), to: at(240) }] });
  const throughTop = thing('through', 300, 320, [[300, 0, 0.15], [320, 1, 0.15]]);
  const cars = [parkedTopLeft, parkedBottomRight, throughTop];

  it('answers about the car that stood at the top left, not the like car at the bottom right', () => {
    expect(ids(matching(run('When did the red car at the top left leave?'), cars))).toEqual(['top left']);
    expect(ids(matching(run('When did the red car at the bottom right leave?'), cars))).toEqual(['bottom right']);
    // Without a place, every red car.
    expect(ids(matching(run('When did the red car leave?'), cars))).toEqual(['top left', 'bottom right', 'through']);
    // Words only ("at the gate"): no part of the frame, but a landmark: what stood somewhere, not the one that drove through.
    expect(ids(matching(run('When did the red car at the gate leave?'), cars))).toEqual(['top left', 'bottom right']);
    // ... unless it is asked of passing.
    expect(ids(matching(run('When did the red car drive past the gate?'), cars))).toEqual(['top left', 'bottom right', 'through']);
  });

  it('counts every car there at some moment, the one that drove through too', () => {
    expect(ids(matching(run('How many red cars were at the top left?'), cars))).toEqual(['top left', 'through']);
  });

  it('asked what was parked there, takes where each stood, not where it drove on the way', () => {
    // The bottom-right car came in from the left along the bottom: it did not stand on the left.
    // The one that drove through never stood anywhere: it is kept as a passer-by (the presence
    // plan then says it only passed).
    expect(ids(placed(run('Is there a car parked at the top left?'), cars))).toEqual(['top left', 'through']);
    expect(ids(placed(run('Is there a car parked on the left?'), cars))).toEqual(['top left', 'through']);
    expect(ids(placed(run('Was anything parked at the bottom?'), cars))).toEqual(['bottom right']);
  });

  it('asked about anyone on the left, keeps whoever was there in the range asked, not the one on the right', () => {
    const person = (id: string, first: number, last: number, path: [number, number, number][]) =>
      thing(id, first, last, path, { objectClass: 'person', size: 'small', colour: 'blue' });
    const leftWalker = person('left', 60, 90, [[60, 0.1, 1.05], [90, 0.2, 0.3]]);
    const rightWalker = person('right', 120, 150, [[120, 0.85, 1.05], [150, 0.9, 0.3]]);
    const crosser = person('crosser', 200, 230, [[200, 1.05, 0.5], [230, -0.05, 0.5]]);
    const people = [leftWalker, rightWalker, crosser];
    expect(ids(placed(run('Was anyone on the left?'), people))).toEqual(['left', 'crosser']);
    expect(ids(placed(run('Was anyone on the right?'), people))).toEqual(['right', 'crosser']);
    // At a moment: where each was then. The crosser was still on the right at 205 s.
    expect(ids(placed(run('Was anyone on the left?', at(200), at(205)), people))).toEqual([]);
    expect(ids(placed(run('Was anyone on the left?', at(225), at(230)), people))).toEqual(['crosser']);
    // A thing whose place is not known is not placed anywhere.
    expect(placed(run('Was anyone on the left?'), [{ ...leftWalker, path: undefined }])).toEqual([]);
  });

  it('words the part of the frame it looked at', () => {
    expect(whereWords(run('When did the red car at the top left leave?'))).toBe(' at the top left of the view');
    expect(whereWords(run('When did the red car at the gate leave?'))).toBe('');
  });
});

describe('what stopped, parked or waited, asked of one thing', () => {
  const stood = thing('stood', 100, 2400, [[100, 0.1, 0.6], [160, 0.4, 0.6], [2400, 0.9, 0.6]], { colour: 'green', standing: [{ from: at(160), to: at(2340) }] });
  const through = thing('through', 3000, 3040, [[3000, 0.1, 0.6], [3040, 0.9, 0.6]], { colour: 'yellow' });

  it('takes the one that stood, not one that drove straight through', () => {
    expect(ids(matching(run('What colour was the lorry that stopped outside?'), [stood, through]))).toEqual(['stood']);
    expect(ids(matching(run('When did the lorry finally move off?'), [stood, through]))).toEqual(['stood']);
    expect(ids(matching(run('What time did the lorry pull up?'), [stood, through]))).toEqual(['stood']);
  });

  it('keeps all when none stood, or when the question is not about one', () => {
    expect(ids(matching(run('When did the lorry leave?'), [stood, through]))).toEqual(['stood', 'through']);
    expect(ids(matching(run('What colour was the lorry that stopped outside?'), [through]))).toEqual(['through']);
    expect(ids(matching(run('How many lorries stopped outside?'), [stood, through]))).toEqual(['stood', 'through']);
  });
});
