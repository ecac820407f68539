// LexicalEmbedder: lexical recall with the surveillance synonym map, fixed dimension, unit norm.
import { describe, expect, it } from 'vitest';
import { cosine, LexicalEmbedder, stem, tokenize } from './lexical-embedder.ts';

const e = new LexicalEmbedder();
const sim = (a: string, b: string) => cosine(e.embedOne(a), e.embedOne(b));

describe('LexicalEmbedder', () => {
  it('has the configured dimension and unit norm', async () => {
    const [v] = await e.embedText(['a white van enters the loading dock']);
    expect(v).toHaveLength(384);
    expect(Math.hypot(...v)).toBeCloseTo(1, 5);
    const small = new LexicalEmbedder({ dimension: 64 });
    expect(small.dimension).toBe(64);
    expect((await small.embedText(['person walking']))[0]).toHaveLength(64);
    expect(() => new LexicalEmbedder({ dimension: 3 })).toThrow(/dimension/);
  });

  it('is deterministic and keeps empty text as the zero vector', async () => {
    expect(Array.from(e.embedOne('red car at night'))).toEqual(Array.from(new LexicalEmbedder().embedOne('red car at night')));
    expect(e.embedOne('the of a').every((x) => x === 0)).toBe(true);
  });

  it('scores similar phrases above unrelated ones', () => {
    const q = 'white van near the loading dock';
    expect(sim(q, 'a white van parked by the loading dock')).toBeGreaterThan(sim(q, 'a person walks a dog in the park') + 0.3);
    expect(sim('DELIVERY 42 sign', 'sign reading DELIVERY 42')).toBeGreaterThan(0.6);
  });

  it('matches surveillance synonyms', () => {
    expect(sim('white van', 'white vehicle')).toBeGreaterThan(sim('white van', 'white sign'));
    expect(sim('white van', 'white vehicle')).toBeGreaterThan(0.4);
    expect(sim('a man at the back door', 'person at the back door')).toBeGreaterThan(0.6);
    expect(sim('cyclist on the road', 'bicycle on the road')).toBeGreaterThan(0.5);
    expect(sim('courier with a parcel', 'delivery')).toBeGreaterThan(0.2);
    expect(sim('dark yard', 'yard at night')).toBeGreaterThan(sim('dark yard', 'yard in daylight'));
  });

  it('stems plurals and tokenises', () => {
    expect(stem('vans')).toBe('van');
    expect(stem('boxes')).toBe('box');
    expect(stem('bus')).toBe('bus');
    expect(tokenize('Two VANS, a Bus!')).toEqual(['two', 'van', 'bus']);
  });

  it('honours an abort signal', async () => {
    await expect(e.embedText(['x'], AbortSignal.abort())).rejects.toThrow();
  });
});
