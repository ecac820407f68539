import { describe, it, expect } from 'vitest';
import { withArticles } from './articles.ts';

describe('withArticles', () => {
  it('sets the article by the sound of the next word', () => {
    expect(withArticles('seen as a orange person-sized object')).toBe('seen as an orange person-sized object');
    expect(withArticles('A orange thing came; a unit left; a one-way street; a hour later; an red car')).toBe('An orange thing came; a unit left; a one-way street; an hour later; a red car');
    expect(withArticles('(a object) a white van')).toBe('(an object) a white van');
  });

  it('leaves words that only end in a, and quoted text, as they were', () => {
    expect(withArticles('the camera area')).toBe('the camera area');
    expect(withArticles('Text "A OPEN" shown')).toBe('Text "A OPEN" shown');
  });
});
