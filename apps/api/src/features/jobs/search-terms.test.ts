import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { rowsOf } from './db-rows.ts';
import { parseQuery, positiveWords } from './search-parse.ts';
import { findPlace, type Place, placeIndex } from './search-places.ts';
import { searchText, TERM_RULES } from './search-terms.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('term rules (search-terms.ts)', () => {
  const samples = [...TERM_RULES.flatMap((r) => r.examples), 'HIT list', 'cicada', 'c-sharp', 'The IT crowd'];

  it('rewrite documents in SQL exactly as queries are rewritten in TypeScript', async () => {
    for (const text of samples) {
      const [row] = await rowsOf<{ out: string }>(t.db, sql`SELECT search_text(${text}) AS out`);
      expect(row?.out, text).toBe(searchText(text));
    }
  });

  it('keep the tech terms whole', () => {
    expect(searchText('Senior C# .NET Developer').split(/\s+/)).toEqual(
      expect.arrayContaining(['csharp', 'dotnet']),
    );
    expect(searchText('HIT list')).toBe('HIT list');
  });
});

describe('query parsing (search-parse.ts)', () => {
  it('reads a pasted title as its words, not as an exclusion', () => {
    expect(positiveWords(parseQuery('Registered Nurse - General Medicine'))).toEqual([
      'Registered',
      'Nurse',
      'General',
      'Medicine',
    ]);
  });

  it('reads or, not, -word, quotes and brackets', () => {
    expect(parseQuery('nurse or midwife')).toEqual({
      kind: 'or',
      nodes: [
        { kind: 'word', text: 'nurse' },
        { kind: 'word', text: 'midwife' },
      ],
    });
    expect(parseQuery('nurse -night')).toEqual({
      kind: 'and',
      nodes: [
        { kind: 'word', text: 'nurse' },
        { kind: 'not', node: { kind: 'word', text: 'night' } },
      ],
    });
    expect(parseQuery('not night')).toEqual({ kind: 'not', node: { kind: 'word', text: 'night' } });
    expect(parseQuery('"general medicine" (a or b')).toEqual({
      kind: 'and',
      nodes: [
        { kind: 'phrase', words: ['general', 'medicine'] },
        {
          kind: 'or',
          nodes: [
            { kind: 'word', text: 'a' },
            { kind: 'word', text: 'b' },
          ],
        },
      ],
    });
  });
});

describe('places in queries (search-places.ts)', () => {
  const places: Place[] = [
    { name: 'Auckland', country_id: 1, region_id: 2, city_id: null },
    { name: 'Auckland', country_id: 1, region_id: 2, city_id: 9 },
    { name: 'Sydney', country_id: 3, region_id: 4, city_id: 10 },
    { name: 'Orange', country_id: 3, region_id: 4, city_id: 11 },
    { name: 'New South Wales', country_id: 3, region_id: 4, city_id: null },
  ];
  const index = placeIndex(places);

  it('finds a place at the end, after "in", or alone, the broadest first', () => {
    expect(findPlace('nurse auckland', index)).toEqual({ place: places[0], rest: 'nurse' });
    expect(findPlace('developer in Sydney', index)?.rest).toBe('developer');
    expect(findPlace('jobs in new south wales', index)?.place.name).toBe('New South Wales');
    expect(findPlace('Sydney', index)?.rest).toBe('');
  });

  it('leaves places inside a sentence, everyday words and precise queries alone', () => {
    expect(findPlace('sydney water engineer', index)).toBeNull();
    expect(findPlace('orange', index)).toBeNull();
    expect(findPlace('fruit picker in orange', index)?.place.name).toBe('Orange');
    expect(findPlace('"nurse auckland"', index)).toBeNull();
    expect(findPlace('nurse -auckland', index)).toBeNull();
  });
});
