import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';
import { storeTokens, type Tokens } from './auth.ts';

export const bearer = (t: Tokens) => ({ authorization: `Bearer ${t.access_token}` });

/** POSTs as the signed-in person and fails the test, with the answer, unless it is 2xx. */
export async function post<T>(
  request: APIRequestContext,
  url: string,
  tokens: Tokens,
  data: object,
): Promise<T> {
  const res = await request.post(url, { headers: bearer(tokens), data });
  expect(res.ok(), `${url}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

/** A browser page of its own, signed in with the tokens, at 1280 px. */
export async function pageFor(browser: Browser, tokens: Tokens): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await storeTokens(page, tokens);
  return page;
}

type ResumeFields = {
  email: string;
  first_name: string;
  last_name: string;
  skills: string[];
  phone?: string;
  visibility?: 'searchable' | 'limited' | 'hidden';
};

/**
 * A complete resume in the first city of New Zealand's first region, answering work rights for
 * both countries as the wizard asks (decision 0174), so it opens complete in the wizard.
 */
export async function insertResume(request: APIRequestContext, seeker: Tokens, fields: ResumeFields) {
  const items = async (url: string, data: object) =>
    ((await (await request.post(url, { data })).json()) as { items: { id: number; name: string }[] }).items;
  const nz = (await items('/api/v1/locations/countries.list', {})).find((c) => c.name === 'New Zealand');
  if (!nz) throw new Error('New Zealand missing');
  const [region] = await items('/api/v1/locations/regions.list', { country_identity: { id: nz.id } });
  if (!region) throw new Error('no regions');
  const [city] = await items('/api/v1/locations/cities.list', {
    country_identity: { id: nz.id },
    region_identity: { id: region.id },
  });
  if (!city) throw new Error('no cities');
  return post<{ id: string }>(request, '/api/v1/employees/resumes.insert', seeker, {
    ...fields,
    country_id: nz.id,
    city_id: city.id,
    eligible_to_work_in_nz: true,
    work_rights: {
      nz: { status: 'citizen_or_resident', visa_expires_on: null },
      au: { status: 'needs_sponsorship', visa_expires_on: null },
    },
    experience: [],
    education: [],
  });
}
