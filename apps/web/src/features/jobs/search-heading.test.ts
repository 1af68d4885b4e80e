import { SEARCH_COUNT_CAP } from '@fitjobs/contract/display';
import type { PlaceItem } from '@fitjobs/contract/places';
import { describe, expect, it } from 'vitest';
import { placeName, placeWithCountry, resultHeading } from './search-heading.ts';

const nz: PlaceItem = {
  kind: 'country',
  country_id: 1,
  region_id: null,
  city_id: null,
  name: 'All New Zealand',
  detail: null,
};
const wellingtonRegion: PlaceItem = {
  ...nz,
  kind: 'region',
  region_id: 2,
  name: 'Wellington',
  detail: 'New Zealand',
};
const wellingtonCity: PlaceItem = {
  ...wellingtonRegion,
  kind: 'city',
  city_id: 3,
  detail: 'Wellington, New Zealand',
};
const ponsonby: PlaceItem = { ...wellingtonCity, name: 'Ponsonby', detail: 'Auckland, New Zealand' };

describe('search heading', () => {
  it('names the chosen region or city with its country, not "in Country New Zealand"', () => {
    expect(resultHeading(120, '', { country: 'New Zealand', place: wellingtonCity })).toBe(
      '120 jobs found in Wellington, New Zealand',
    );
    expect(resultHeading(120, 'nurse', { country: 'New Zealand', place: wellingtonRegion })).toBe(
      '120 jobs found for "nurse" in Wellington, New Zealand',
    );
    expect(resultHeading(1, '', { place: ponsonby })).toBe('1 job found in Ponsonby, New Zealand');
  });

  it("keeps the spec's words for a country alone, and the count cap", () => {
    expect(resultHeading(5, 'chef', { country: 'New Zealand', place: nz })).toBe(
      '5 jobs found for "chef" in Country New Zealand',
    );
    expect(resultHeading(SEARCH_COUNT_CAP, '', {})).toBe(`${SEARCH_COUNT_CAP}+ jobs found`);
  });

  it('names places short for the recent searches', () => {
    expect(placeName(nz)).toBe('New Zealand');
    expect(placeName(ponsonby)).toBe('Ponsonby');
    expect(placeWithCountry(nz)).toBe('New Zealand');
  });
});
