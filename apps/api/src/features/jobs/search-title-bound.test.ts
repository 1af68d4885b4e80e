import { describe, expect, it } from 'vitest';
import { parseQuery } from './search-parse.ts';
import { titleMatchesAtMost } from './search-reading.repo.ts';

/** How many listed titles hold each word, as search_vocabulary keeps them. */
const vocabulary = new Map([
  ['nurse', 1200],
  ['registered', 300],
  ['manager', 53000],
  ['the', 4000],
]);
const bound = (q: string) => titleMatchesAtMost(parseQuery(q) ?? { kind: 'and', nodes: [] }, vocabulary);

describe('titleMatchesAtMost: a title tier is no larger than its rarest known word (decision 0236)', () => {
  it('bounds a word by its titles, case aside', () => {
    expect(bound('nurse')).toBe(1200);
    expect(bound('Manager')).toBe(53000);
  });

  it('bounds every word of the query, or of a phrase, by the rarest', () => {
    expect(bound('registered nurse')).toBe(300);
    expect(bound('"registered nurse"')).toBe(300);
    expect(bound('the manager')).toBe(4000);
  });

  it('adds the parts of an or', () => {
    expect(bound('nurse or registered')).toBe(1500);
  });

  it('cannot say for a word the vocabulary lacks or that is not plain letters', () => {
    expect(bound('nurce')).toBeNull();
    expect(bound('c++')).toBeNull();
    expect(bound('café')).toBeNull();
    expect(bound('nurse or nurce')).toBeNull();
  });

  it('leaves a word it cannot bound out of an and', () => {
    expect(bound('nurse nurce')).toBe(1200);
  });
});
