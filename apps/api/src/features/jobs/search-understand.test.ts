import { describe, expect, it } from 'vitest';
import { type Place, placeIndex } from './search-places.ts';
import { type Chosen, readQuery } from './search-understand.ts';

// The words of a query read as filters (decision 0208); the search over HTTP is in
// search-relevance.test.ts.

const PLACES: Place[] = [
  { name: 'New Zealand', country_id: 1, region_id: null, city_id: null },
  { name: 'Wellington', country_id: 1, region_id: 9, city_id: null },
  { name: 'Wellington', country_id: 1, region_id: 9, city_id: 90 },
  { name: 'Orange', country_id: 2, region_id: 20, city_id: 200 },
  { name: 'Gold Coast', country_id: 2, region_id: 21, city_id: 210 },
];
const index = placeIndex(PLACES);
const NOTHING: Chosen = { schedule: false, workFormat: false, location: false };
const read = (q: string, chosen = NOTHING) => readQuery(q, index, chosen);

describe('readQuery', () => {
  it.each([
    ['part time receptionist wellington', 'receptionist', 'part_time', null, 'Wellington'],
    ['Part-Time receptionist', 'receptionist', 'part_time', null, null],
    ['casual barista', 'barista', 'casual', null, null],
    ['temp admin', 'admin', 'contract', null, null],
    ['contract developer remote', 'developer', 'contract', 'remote', null],
    ['developer WFH', 'developer', null, 'remote', null],
    ['developer work from home', 'developer', null, 'remote', null],
    ['on-site welder', 'welder', null, 'on_site', null],
    ['hybrid analyst gold coast', 'analyst', null, 'hybrid', 'Gold Coast'],
    ['wellington nurse', 'nurse', null, null, 'Wellington'],
    ['nurse or chef wellington', 'nurse or chef', null, null, 'Wellington'],
    ['(nurse or chef) wellington', '(nurse or chef)', null, null, 'Wellington'],
    ['Senior Accountant - Wellington CBD - Hybrid', 'Senior Accountant', null, 'hybrid', 'Wellington'],
    ['picker in orange', 'picker', null, null, 'Orange'],
  ])('%s', (q, rest, schedule, workFormat, place) => {
    expect(read(q)).toMatchObject({ rest, schedule, workFormat, place: place ? { name: place } : null });
  });

  it('leaves words that are part of a title, quoted, excluded or bracketed', () => {
    for (const q of [
      'remote area nurse',
      'contract manager',
      '"part time"',
      'barista -casual',
      'barista not casual',
    ]) {
      expect(read(q), q).toBeNull();
    }
    expect(read('(casual or part time) barista')).toBeNull();
    // 'Orange' is an everyday word: a place only after 'in'.
    expect(read('orange picker')).toBeNull();
  });

  it('never replaces a filter the person chose', () => {
    expect(read('casual barista', { ...NOTHING, schedule: true })).toBeNull();
    expect(read('remote developer wellington', { ...NOTHING, location: true })).toMatchObject({
      rest: 'developer wellington',
      workFormat: 'remote',
      place: null,
    });
  });

  it('takes the first work type only; a second stays a word', () => {
    expect(read('casual contract cleaner')).toMatchObject({ rest: 'contract cleaner', schedule: 'casual' });
  });
});
