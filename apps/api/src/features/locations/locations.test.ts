import { randomUUID } from 'node:crypto';
import type { Industry, LocationItem } from '@fitjobs/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses } from '../../db/schema/index.ts';
import { COUNTRIES } from '../../seed/reference/geography.ts';
import { INDUSTRIES } from '../../seed/reference/industries.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { persona } from '../../test/personas.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function post<T>(url: string, payload?: object, headers?: Record<string, string>) {
  const res = await t.app.inject({ method: 'POST', url: `/api/v1/${url}`, payload: payload ?? {}, headers });
  return { status: res.statusCode, body: res.json() as T };
}
const items = async (url: string, payload?: object) =>
  (await post<{ items: LocationItem[] }>(url, payload)).body.items;

async function countryId(name: string) {
  const country = (await items('locations/countries.list')).find((c) => c.name === name);
  if (!country) throw new Error(`no country ${name}`);
  return country.id;
}

describe('locations', () => {
  it('lists both countries without a token, New Zealand first', async () => {
    const countries = await items('locations/countries.list');
    expect(countries.map((c) => c.name)).toEqual(['New Zealand', 'Australia']);
  });

  it('lists every region of a country and none of the other', async () => {
    for (const ref of COUNTRIES) {
      const regions = await items('locations/regions.list', {
        country_identity: { id: await countryId(ref.name) },
      });
      expect(regions.map((r) => r.name).sort()).toEqual(ref.regions.map((r) => r.name).sort());
    }
  });

  it('lists the cities of the region asked for, by name', async () => {
    const nz = await countryId('New Zealand');
    const regions = await items('locations/regions.list', { country_identity: { id: nz } });
    const canterbury = regions.find((r) => r.name === 'Canterbury');
    if (!canterbury) throw new Error('no Canterbury');
    const cities = await items('locations/cities.list', {
      country_identity: { id: nz },
      region_identity: { id: canterbury.id },
    });
    const expected = COUNTRIES[0]?.regions.find((r) => r.name === 'Canterbury')?.cities.map((c) => c.name);
    expect(cities.map((c) => c.name).sort()).toEqual(expected?.sort());
    expect(cities.map((c) => c.name)).toEqual(
      [...cities.map((c) => c.name)].sort((a, b) => (a < b ? -1 : 1)),
    );
    expect(cities.map((c) => c.name)).toContain('Christchurch');
  });

  it('gives no cities when the region belongs to another country', async () => {
    const au = await countryId('Australia');
    const nzRegions = await items('locations/regions.list', {
      country_identity: { id: await countryId('New Zealand') },
    });
    const cities = await items('locations/cities.list', {
      country_identity: { id: au },
      region_identity: { id: nzRegions[0]?.id },
    });
    expect(cities).toEqual([]);
  });

  it('rejects a region list request without a country', async () => {
    const res = await post('locations/regions.list', {});
    expect(res.status).toBe(400);
  });

  it('returns an address with its place names', async () => {
    const nz = await countryId('New Zealand');
    const region = (await items('locations/regions.list', { country_identity: { id: nz } }))[0];
    if (!region) throw new Error('no region');
    const city = (
      await items('locations/cities.list', {
        country_identity: { id: nz },
        region_identity: { id: region.id },
      })
    )[0];
    const id = randomUUID();
    await t.db.insert(addresses).values({
      id,
      countryId: nz,
      regionId: region.id,
      cityId: city?.id,
      street: '12 Queen Street',
      postalCode: '1010',
    });
    const res = await post<{ item: Record<string, unknown> }>('locations/addresses.get', { id });
    expect(res.status).toBe(200);
    expect(res.body.item).toMatchObject({
      id,
      country_name: 'New Zealand',
      region_name: region.name,
      city_name: city?.name,
      street: '12 Queen Street',
      building: null,
      postal_code: '1010',
    });
  });

  it('answers 404 for an unknown address', async () => {
    const res = await post<{ error: { code: string } }>('locations/addresses.get', { id: randomUUID() });
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('not_found');
  });
});

describe('industries', () => {
  it('lists the whole tree with parents and leaves consistent, with or without a token', async () => {
    const anonymous = await post<{ items: Industry[] }>('industries.list');
    const seeker = await persona(t, 'employee');
    const signedIn = await post<{ items: Industry[] }>('industries.list', {}, seeker.headers);
    expect(signedIn.body).toEqual(anonymous.body);

    const all = anonymous.body.items;
    const parents = all.filter((i) => !i.is_leaf);
    const leaves = all.filter((i) => i.is_leaf);
    expect(parents).toHaveLength(INDUSTRIES.length);
    expect(leaves).toHaveLength(INDUSTRIES.reduce((n, i) => n + i.specialisations.length, 0));
    const parentIds = new Set(parents.map((p) => p.id));
    for (const p of parents) expect(p.parent_id).toBeNull();
    for (const leaf of leaves) expect(parentIds.has(leaf.parent_id ?? -1)).toBe(true);
    const ict = parents.find((p) => p.name === 'Information & Communication Technology');
    const software = leaves.find((l) => l.name === 'Engineering - Software');
    expect(software?.parent_id).toBe(ict?.id);
  });
});
