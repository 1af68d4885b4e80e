import type { PlaceItem } from '@fitjobs/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { persona } from '../../test/personas.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function post<T>(url: string, payload: unknown, headers?: Record<string, string>) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1/locations/${url}`,
    payload: payload as object,
    headers,
  });
  return { status: res.statusCode, body: res.json() as T };
}
async function suggest(q: string): Promise<PlaceItem[]> {
  const res = await post<{ items: PlaceItem[] }>('places.suggest', { q });
  expect(res.status, q).toBe(200);
  return res.body.items;
}
const labels = (items: PlaceItem[]) =>
  items.map((p) => `${p.kind} ${p.name}${p.detail ? ` (${p.detail})` : ''}`);

describe('place suggestions for the Where box', () => {
  it('offers the region and the city of Auckland for "auck", with the ids a search needs', async () => {
    const items = await suggest('auck');
    expect(labels(items).slice(0, 2)).toEqual([
      'region Auckland (New Zealand)',
      'city Auckland (Auckland, New Zealand)',
    ]);
    const [region, city] = items;
    expect(region?.city_id).toBeNull();
    expect(city?.region_id).toBe(region?.region_id);
    expect(city?.country_id).toBe(region?.country_id);
    expect(city?.city_id).toEqual(expect.any(Number));
  });

  it('offers All Australia first for "aus", and the states named after it', async () => {
    const items = await suggest('aus');
    expect(items[0]).toMatchObject({
      kind: 'country',
      name: 'All Australia',
      region_id: null,
      city_id: null,
      detail: null,
    });
    expect(labels(items)).toEqual(
      expect.arrayContaining(['region South Australia (Australia)', 'region Western Australia (Australia)']),
    );
    expect(items.some((p) => p.country_id !== items[0]?.country_id)).toBe(false);
  });

  it('finds Canterbury from "canter" whatever the case, and Christchurch under it', async () => {
    expect(labels(await suggest('CANTER'))).toEqual(['region Canterbury (New Zealand)']);
    expect(labels(await suggest('christchurch, canter'))).toEqual([
      'city Christchurch (Canterbury, New Zealand)',
    ]);
    expect(await suggest('christchurch, victoria')).toEqual([]);
  });

  it('matches the start of any word, without diacritics or apostrophes', async () => {
    const items = labels(await suggest('new'));
    expect(items[0]).toBe('country All New Zealand');
    expect(items).toEqual(
      expect.arrayContaining([
        'city New Plymouth (Taranaki, New Zealand)',
        'city Newcastle (New South Wales, Australia)',
      ]),
    );
    expect(labels(await suggest('plym'))).toEqual(['city New Plymouth (Taranaki, New Zealand)']);
    expect(labels(await suggest('whangarei'))).toEqual(['city Whangārei (Northland, New Zealand)']);
    expect(labels(await suggest('hawkes'))).toEqual(["region Hawke's Bay (New Zealand)"]);
    // Inside a word is no match: "land" is not the start of "Auckland".
    expect(labels(await suggest('land')).some((l) => l.includes('Auckland'))).toBe(false);
  });

  it('ranks an exact name before bigger places whose names start with it', async () => {
    expect(labels(await suggest('tasman')).slice(0, 2)).toEqual([
      'region Tasman (New Zealand)',
      'region Tasmania (Australia)',
    ]);
    expect((await suggest('palmerston')).map((p) => p.name).slice(0, 2)).toEqual([
      'Palmerston',
      'Palmerston North',
    ]);
    expect((await suggest('nsw'))[0]?.name).toBe('New South Wales');
  });

  it('gives at most eight suggestions and none for text that names no place', async () => {
    expect((await suggest('a')).length).toBe(8);
    expect(await suggest('zzzz')).toEqual([]);
    expect(await suggest("'; DROP TABLE cities; --")).toEqual([]);
  });

  it('answers the same without a token and with one', async () => {
    const seeker = await persona(t, 'employee');
    const signedIn = await post<{ items: PlaceItem[] }>('places.suggest', { q: 'well' }, seeker.headers);
    expect(signedIn.body.items).toEqual(await suggest('well'));
  });

  it('refuses empty, blank, missing and too long text with 400', async () => {
    for (const payload of [{ q: '' }, { q: '   ' }, {}, { q: 'a'.repeat(101) }, { q: 42 }]) {
      const res = await post<{ error: { code: string } }>('places.suggest', payload);
      expect(res.status, JSON.stringify(payload).slice(0, 40)).toBe(400);
      expect(res.body.error.code).toBe('validation_failed');
    }
    expect((await post('places.suggest', { q: `auckland${' '.repeat(100)}` })).status).toBe(200);
  });
});

describe('the place a search URL names', () => {
  it('names a region from its id alone, and a city from its three ids', async () => {
    const [region, city] = await suggest('canterbury');
    const christchurch = (await suggest('christchurch'))[0];
    if (!region || !christchurch) throw new Error('no Canterbury places');
    expect(city).toBeUndefined();
    const byRegion = await post<{ item: PlaceItem }>('places.get', { region_id: region.region_id });
    expect(byRegion.body.item).toEqual(region);
    const { kind: _kind, name: _name, detail: _detail, ...ids } = christchurch;
    expect((await post<{ item: PlaceItem }>('places.get', ids)).body.item).toEqual(christchurch);
    const country = await post<{ item: PlaceItem }>('places.get', { country_id: region.country_id });
    expect(country.body.item).toMatchObject({ kind: 'country', name: 'All New Zealand' });
  });

  it('answers 404 when the ids disagree or name nothing, and 400 without any id', async () => {
    const au = (await suggest('aus'))[0];
    const christchurch = (await suggest('christchurch'))[0];
    const mixed = await post('places.get', { country_id: au?.country_id, city_id: christchurch?.city_id });
    expect(mixed.status).toBe(404);
    expect((await post('places.get', { region_id: 999_999 })).status).toBe(404);
    expect((await post('places.get', {})).status).toBe(400);
    expect((await post('places.get', { city_id: -1 })).status).toBe(400);
  });
});
