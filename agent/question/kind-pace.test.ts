// The pace a noun or verb of manner says, from WordNet's kinds of traveller.
import { describe, it, expect } from 'vitest';
import { paceOverWalking, verbPaceOverWalking, WALKING_PACE } from './kind-pace.ts';

describe('paceOverWalking', () => {
  it('gives a kind of rider or runner its kind\'s pace, through WordNet hypernyms, not a word list', () => {
    // "biker" and "bicyclist" are in none of the anchors: WordNet puts them under cyclist, a rider.
    for (const n of ['cyclist', 'biker', 'bicyclist', 'cyclists']) expect(paceOverWalking(n)).toBeCloseTo(5 / WALKING_PACE, 5);
    // A jogger is a runner; a skateboarder a skater.
    expect(paceOverWalking('jogger')).toBeCloseTo(3 / WALKING_PACE, 5);
    expect(paceOverWalking('skateboarder')).toBeCloseTo(3.5 / WALKING_PACE, 5);
    expect(paceOverWalking('motorcyclist')!).toBeGreaterThan(paceOverWalking('cyclist')!);
  });

  it('reads a runner as the one who runs, not WordNet\'s first sense (a smuggler)', () => {
    expect(paceOverWalking('runner')).toBeCloseTo(3 / WALKING_PACE, 5);
  });

  it('gives what a person rides its pace ("the man on the bike")', () => {
    expect(paceOverWalking('bicycle')).toBeCloseTo(5 / WALKING_PACE, 5);
    expect(paceOverWalking('motorbike')).toBeCloseTo(10 / WALKING_PACE, 5);
  });

  it('gives a walker a walker\'s pace, and nouns that say nothing of pace none', () => {
    expect(paceOverWalking('pedestrian')).toBe(1);
    for (const n of ['person', 'guard', 'courier', 'guy', 'lad', 'cleaner', 'van']) expect(paceOverWalking(n)).toBeUndefined();
  });
});

describe('verbPaceOverWalking', () => {
  it('reads verbs of manner of motion, and none from verbs of coming and going', () => {
    expect(verbPaceOverWalking('run')!).toBeGreaterThan(1.5);
    expect(verbPaceOverWalking('cycle')!).toBeGreaterThan(verbPaceOverWalking('run')!);
    expect(verbPaceOverWalking('walk')).toBe(1);
    for (const v of ['come', 'go', 'leave', undefined]) expect(verbPaceOverWalking(v)).toBeUndefined();
  });
});
