// Which of several people a noun or verb of manner names, by how fast each went beside the walkers on the camera.
import { describe, it, expect } from 'vitest';
import { bodyPace, likeliestByPace, pace } from './thing-pace.ts';
import { parseIntent } from '../question/intent.ts';
import type { Thing } from './plan-things.ts';

const S = 1000;
/** A person crossing the frame left to right at y, in `secs`, `h` of the frame tall. */
const crossing = (first: number, secs: number, h = 0.2, o: Partial<Thing> = {}): Thing => ({
  camera: 'drive', colour: 'black', label: 'object', size: 'person', first: first * S, last: (first + secs) * S, direction: 'left-to-right',
  entered: true, left: true, moving: true, windows: [], objectClass: 'person',
  path: [{ t: first * S, x: 0, y: 0.6 }, { t: (first + secs / 2) * S, x: 0.5, y: 0.6 }, { t: (first + secs) * S, x: 1, y: 0.6 }],
  peak: { size: 0.02, box: { x: 0.4, y: 0.6 - h, w: 0.05, h } }, ...o,
});

describe('pace', () => {
  it('is the path length over its time, and in body heights when the box is known', () => {
    const t = crossing(0, 10);
    expect(pace(t)).toBeCloseTo(0.1, 5);
    expect(bodyPace(t)).toBeCloseTo(0.5, 5);
    expect(pace({ path: [{ t: 0, x: 0, y: 0 }] })).toBeUndefined();
  });
});

describe('likeliestByPace', () => {
  const walkers = [crossing(100, 120), crossing(400, 110), crossing(900, 130)];
  const jogger = crossing(50, 60);
  const cyclist = crossing(700, 25);
  const all = [...walkers, jogger, cyclist];

  it('takes the cyclist to be the one who went by at a rider\'s pace, the jogger at a runner\'s', () => {
    expect(likeliestByPace(parseIntent('which way did the cyclist go?'), all, all)).toEqual([cyclist]);
    expect(likeliestByPace(parseIntent('when did the jogger come past?'), all, all)).toEqual([jogger]);
    expect(likeliestByPace(parseIntent('which way did the bloke on the bike ride?'), all, all)).toEqual([cyclist]);
    expect(likeliestByPace(parseIntent('when did the man run past?'), all, all)).toEqual([jogger]);
  });

  it('judges pace in body heights: a walker near the camera is no runner for crossing the frame fast', () => {
    const nearWalker = crossing(300, 30, 0.8); // four times as tall, four times the frame per second
    const farJogger = crossing(50, 60, 0.2);
    const pool = [...walkers, nearWalker, farJogger];
    expect(likeliestByPace(parseIntent('when did the jogger come past?'), pool, pool)).toEqual([farJogger]);
  });

  it('leaves the candidates alone for nouns that say nothing of pace, for counts, and with too few walkers to judge', () => {
    expect(likeliestByPace(parseIntent('which way did the man go?'), all, all)).toEqual(all);
    expect(likeliestByPace(parseIntent('how many cyclists went past?'), all, all)).toEqual(all);
    expect(likeliestByPace(parseIntent('which way did the cyclist go?'), [jogger, cyclist], [jogger, cyclist])).toEqual([jogger, cyclist]);
  });
});
