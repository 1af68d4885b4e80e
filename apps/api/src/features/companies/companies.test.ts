import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cities, companies, companyMembers, jobs, regions } from '../../db/schema/index.ts';
import { pageCalls } from '../../http/server-render.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { type Persona, persona } from '../../test/personas.ts';

let t: TestApp;
let owner: Persona;
let rival: Persona;
let admin: Persona;

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/v1/${url}`, headers, payload: payload as object });

const companyRow = async (id: string) => {
  const [row] = await t.db.select().from(companies).where(eq(companies.id, id));
  return row;
};

const form = {
  name: 'Kauri Fitness',
  tagline: 'Strong people, strong communities',
  description: '<p>We run gyms.</p>',
  website: 'kauri.co.nz',
  is_agency: false,
};

beforeAll(async () => {
  t = await createTestApp();
  owner = await persona(t, 'employer', { companyName: 'Kauri Gyms' });
  rival = await persona(t, 'employer', { companyName: 'Rival Gyms' });
  admin = await persona(t, 'admin');
});
afterAll(() => t.close());

describe('reading companies', () => {
  it('lets anyone read a company with its names', async () => {
    const res = await post('companies.get', { id: owner.companyId });
    expect(res.statusCode).toBe(200);
    expect(res.json().item).toMatchObject({ id: owner.companyId, name: 'Kauri Gyms', accredited: false });
  });

  it('answers 404 for a company that does not exist', async () => {
    const res = await post('companies.get', { id: crypto.randomUUID() });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('Company not found');
  });

  it('lets anyone read reviews and stats of a company without reviews', async () => {
    const list = await post('companies.reviews.list', { id: rival.companyId });
    expect(list.json()).toEqual({ items: [], next_cursor: null });
    const stats = await post('companies.reviews.stats', { id: rival.companyId });
    expect(stats.json()).toMatchObject({ average_rating: 0, total_reviews: 0 });
  });
});

describe('reviews', () => {
  it('lets only employees write a review', async () => {
    const review = { id: rival.companyId, rating: 4, title: '', body: 'Good place' };
    expect((await post('employees/companies.reviews.insert', review)).statusCode).toBe(401);
    expect((await post('employees/companies.reviews.insert', review, owner.headers)).statusCode).toBe(403);
    expect((await post('employees/companies.reviews.insert', review, admin.headers)).statusCode).toBe(403);
    const stats = await post('companies.reviews.stats', { id: rival.companyId });
    expect(stats.json().total_reviews).toBe(0);
  });

  it('refuses a review without a body or with a rating outside 1 to 5', async () => {
    const seeker = await persona(t, 'employee', { accountAgeDays: 30 });
    const blank = await post(
      'employees/companies.reviews.insert',
      { id: rival.companyId, rating: 5, body: '   ' },
      seeker.headers,
    );
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.message).toContain('Please enter your review');
    const zero = await post(
      'employees/companies.reviews.insert',
      { id: rival.companyId, rating: 0, body: 'x' },
      seeker.headers,
    );
    expect(zero.statusCode).toBe(400);
  });

  it('keeps the average and count right through inserts, a replacement and an admin removal', async () => {
    const company = (await persona(t, 'employer', { companyName: 'Rated Ltd' })).companyId;
    const ids: string[] = [];
    for (const rating of [5, 4, 2]) {
      const seeker = await persona(t, 'employee', { fullName: 'Aroha Ngata', accountAgeDays: 30 });
      const res = await post(
        'employees/companies.reviews.insert',
        { id: company, rating, title: 'Title', body: `Rated ${rating}` },
        seeker.headers,
      );
      expect(res.statusCode).toBe(200);
      // No name leaves the server: the anonymous descriptor stands in (decision 0203).
      expect(res.json().item).toMatchObject({ rating, body: `Rated ${rating}`, yours: true });
      expect(res.json().item.user_name).toBe(`Employee · ${t.clock.now().getUTCFullYear()}`);
      ids.push(res.json().item.id);
    }
    const stats = async () => (await post('companies.reviews.stats', { id: company })).json();
    expect(await stats()).toMatchObject({ average_rating: 3.7, total_reviews: 3 });

    const byEmployer = await post('admins/companies.reviews.delete', { id: ids[2] }, owner.headers);
    expect(byEmployer.statusCode).toBe(403);
    expect(await stats()).toMatchObject({ average_rating: 3.7, total_reviews: 3 });

    const removed = await post('admins/companies.reviews.delete', { id: ids[2] }, admin.headers);
    expect(removed.statusCode).toBe(200);
    expect(await stats()).toMatchObject({ average_rating: 4.5, total_reviews: 2 });
    const again = await post('admins/companies.reviews.delete', { id: ids[2] }, admin.headers);
    expect(again.statusCode).toBe(404);
  });

  it('replaces an employee’s earlier review of the same company instead of adding a second', async () => {
    const company = (await persona(t, 'employer', { companyName: 'Once Ltd' })).companyId;
    const seeker = await persona(t, 'employee', { accountAgeDays: 30 });
    await post('employees/companies.reviews.insert', { id: company, rating: 1, body: 'Bad' }, seeker.headers);
    t.clock.advance(60_000);
    const second = await post(
      'employees/companies.reviews.insert',
      { id: company, rating: 5, body: 'Better now' },
      seeker.headers,
    );
    expect(second.statusCode).toBe(200);
    const list = (await post('companies.reviews.list', { id: company })).json();
    expect(list.items).toHaveLength(1);
    expect(list.items[0]).toMatchObject({ rating: 5, body: 'Better now', title: null });
  });

  it('pages reviews newest first with a cursor', async () => {
    const company = (await persona(t, 'employer', { companyName: 'Busy Ltd' })).companyId;
    for (let i = 0; i < 25; i++) {
      const seeker = await persona(t, 'employee', { accountAgeDays: 30 });
      t.clock.advance(1000);
      await post(
        'employees/companies.reviews.insert',
        { id: company, rating: 3, body: `#${i}` },
        seeker.headers,
      );
    }
    const first = (await post('companies.reviews.list', { id: company })).json();
    expect(first.items).toHaveLength(20);
    expect(first.items[0].body).toBe('#24');
    const second = (
      await post('companies.reviews.list', { id: company, next_cursor: first.next_cursor })
    ).json();
    expect(second.items.map((r: { body: string }) => r.body)).toEqual(['#4', '#3', '#2', '#1', '#0']);
    expect(second.next_cursor).toBeNull();
    const bad = await post('companies.reviews.list', { id: company, next_cursor: 'nonsense' });
    expect(bad.statusCode).toBe(400);
  });

  it('answers 404 for a review of a company that does not exist', async () => {
    const seeker = await persona(t, 'employee', { accountAgeDays: 30 });
    const res = await post(
      'employees/companies.reviews.insert',
      { id: crypto.randomUUID(), rating: 5, body: 'Hmm' },
      seeker.headers,
    );
    expect(res.statusCode).toBe(404);
  });
});

describe('editing companies', () => {
  it('does not let an employer edit another company, whatever id it sends', async () => {
    const before = await companyRow(rival.companyId as string);
    const res = await post('employers/companies.update', { ...form, id: rival.companyId }, owner.headers);
    expect(res.statusCode).toBe(403);
    expect(await companyRow(rival.companyId as string)).toEqual(before);
    const logo = await post(
      'employers/companies.update',
      { id: rival.companyId, logo_url: '/uploads/x.webp' },
      owner.headers,
    );
    expect(logo.statusCode).toBe(403);
    expect((await companyRow(rival.companyId as string))?.logoUrl).toBeNull();
  });

  it('does not let an employer who left the company edit it with a token that still names it', async () => {
    const leaver = await persona(t, 'employer', { companyName: 'Left Ltd' });
    await t.db.delete(companyMembers).where(eq(companyMembers.userId, leaver.id));
    const res = await post('employers/companies.update', { ...form, id: leaver.companyId }, leaver.headers);
    expect(res.statusCode).toBe(403);
    expect((await companyRow(leaver.companyId as string))?.name).toBe('Left Ltd');
  });

  it('lets the owner edit the form fields, prefixing https:// and ignoring accredited and verified', async () => {
    const res = await post(
      'employers/companies.update',
      { ...form, id: owner.companyId, accredited: true, verified: true },
      owner.headers,
    );
    expect(res.statusCode).toBe(200);
    const item = (await post('companies.get', { id: owner.companyId })).json().item;
    expect(item).toMatchObject({
      name: 'Kauri Fitness',
      tagline: form.tagline,
      website: 'https://kauri.co.nz',
      accredited: false,
      verified: false,
    });
  });

  it('changes only the image when an update sends just logo_url', async () => {
    const res = await post(
      'employers/companies.update',
      { id: owner.companyId, logo_url: '/uploads/logo.webp' },
      owner.headers,
    );
    expect(res.statusCode).toBe(200);
    const item = (await post('companies.get', { id: owner.companyId })).json().item;
    expect(item).toMatchObject({
      logo_url: '/uploads/logo.webp',
      name: 'Kauri Fitness',
      tagline: form.tagline,
    });
  });

  it('refuses image URLs that are not ours or https', async () => {
    for (const logo_url of ['javascript:alert(1)', '//evil.example/x.png', 'http://evil.example/x.png']) {
      const res = await post('employers/companies.update', { id: owner.companyId, logo_url }, owner.headers);
      expect(res.statusCode).toBe(400);
    }
  });

  it('refuses a missing name or tagline and a website that is not a URL', async () => {
    for (const bad of [
      { name: ' ' },
      { tagline: '' },
      { website: 'not a url' },
      { description: '<p></p>' },
    ]) {
      const res = await post(
        'employers/companies.update',
        { ...form, ...bad, id: owner.companyId },
        owner.headers,
      );
      expect(res.statusCode).toBe(400);
    }
  });

  it('lets an admin edit any company, including the accredited and verified flags', async () => {
    const res = await post(
      'admins/companies.update',
      { id: rival.companyId, tagline: 'Set by admin', accredited: true, verified: true },
      admin.headers,
    );
    expect(res.statusCode).toBe(200);
    const item = (await post('companies.get', { id: rival.companyId })).json().item;
    expect(item).toMatchObject({
      name: 'Rival Gyms',
      tagline: 'Set by admin',
      accredited: true,
      verified: true,
    });
    const byEmployer = await post(
      'admins/companies.update',
      { id: rival.companyId, verified: false },
      rival.headers,
    );
    expect(byEmployer.statusCode).toBe(403);
  });

  it('renames the company on its jobs too', async () => {
    await t.db.insert(jobs).values({
      companyId: rival.companyId as string,
      companyName: 'Rival Gyms',
      title: 'Personal trainer',
      description: {
        summary: '',
        responsibilities: [],
        requirements: [],
        qualifications: [],
        working_conditions: [],
        skills: [],
        tools_and_technologies: [],
        benefits: [],
      },
    });
    await post('admins/companies.update', { id: rival.companyId, name: 'Rival Fitness' }, admin.headers);
    const rows = await t.db
      .select({ name: jobs.companyName })
      .from(jobs)
      .where(eq(jobs.companyId, rival.companyId as string));
    expect(rows).toEqual([{ name: 'Rival Fitness' }]);
  });

  it('stores a location only when the city lies in the region and the region in the country', async () => {
    const [city] = await t.db
      .select({ id: cities.id, regionId: cities.regionId, countryId: cities.countryId })
      .from(cities)
      .limit(1);
    if (!city) throw new Error('reference data has no cities');
    const [otherRegion] = await t.db
      .select({ id: regions.id })
      .from(regions)
      .where(eq(regions.countryId, city.countryId))
      .offset(1)
      .limit(1);
    const good = {
      id: owner.companyId,
      country_id: city.countryId,
      region_id: city.regionId,
      city_id: city.id,
    };
    const wrongRegion = { ...good, region_id: otherRegion?.id === city.regionId ? -1 : otherRegion?.id };
    expect((await post('employers/companies.update', wrongRegion, owner.headers)).statusCode).toBe(400);
    const res = await post('employers/companies.update', { ...good, street: '1 Queen St' }, owner.headers);
    expect(res.statusCode).toBe(200);
    const item = (await post('companies.get', { id: owner.companyId })).json().item;
    expect(item).toMatchObject({ city_id: city.id, street: '1 Queen St' });
    expect(item.city_name).toEqual(expect.any(String));
    // Clearing the region clears nothing else by itself: a city without its region is refused.
    const orphan = await post(
      'employers/companies.update',
      { id: owner.companyId, region_id: null },
      owner.headers,
    );
    expect(orphan.statusCode).toBe(400);
  });
});

describe('the stored description', () => {
  const store = async (description: string) => {
    const res = await post('employers/companies.update', { id: owner.companyId, description }, owner.headers);
    expect(res.statusCode).toBe(200);
    return (await companyRow(owner.companyId as string))?.description ?? '';
  };

  it('drops script tags and their content', async () => {
    const stored = await store('<p>Hi</p><script>alert(1)</script>');
    expect(stored).toBe('<p>Hi</p>');
  });

  it('drops on* event handler attributes', async () => {
    const stored = await store('<p onclick="alert(1)" onmouseover="x()">Hello</p>');
    expect(stored).toBe('<p>Hello</p>');
  });

  it('drops javascript: links but keeps http, https and mailto ones, opening in a new tab', async () => {
    const stored = await store(
      '<p><a href="javascript:alert(1)">bad</a> <a href="JaVaScRiPt:alert(1)">bad2</a> <a href="https://kauri.co.nz">ok</a> <a href="mailto:hi@kauri.co.nz">mail</a></p>',
    );
    expect(stored.toLowerCase()).not.toContain('javascript');
    expect(stored).toContain(
      '<a href="https://kauri.co.nz" target="_blank" rel="noopener noreferrer nofollow">ok</a>',
    );
    expect(stored).toContain('href="mailto:hi@kauri.co.nz"');
  });

  it('drops a malicious image with onerror', async () => {
    const stored = await store('<p>Team<img src=x onerror="alert(1)"></p>');
    expect(stored).toBe('<p>Team</p>');
  });

  it('keeps basic formatting', async () => {
    const html = '<h2>Why us</h2><p><strong>Bold</strong> <em>it</em> <u>u</u></p><ul><li>One</li></ul>';
    expect(await store(html)).toBe(html);
  });

  it('refuses a description that is empty once sanitised', async () => {
    const res = await post(
      'employers/companies.update',
      { id: owner.companyId, description: '<script>alert(1)</script>' },
      owner.headers,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Description is required');
  });
});

describe('crawler meta', () => {
  it('gives /companies/{id} its title, canonical and an Organization with its rating', async () => {
    const route = t.app.pageMeta.find((r) => r.pattern.test(`/companies/${owner.companyId}`));
    const match = `/companies/${owner.companyId}`.match(route?.pattern ?? /$^/);
    if (!route || !match) throw new Error('no page meta route for companies');
    const seeker = await persona(t, 'employee', { accountAgeDays: 30 });
    await post(
      'employees/companies.reviews.insert',
      { id: owner.companyId, rating: 4, body: 'Fine' },
      seeker.headers,
    );
    const meta = await route.resolve(match, {} as never, pageCalls(t.app));
    expect(meta).toMatchObject({
      title: 'Kauri Fitness - Jobs, Reviews & Company Info | FitJobs',
      description: form.tagline,
      canonical: `${t.config.publicUrl}/companies/${owner.companyId}`,
      jsonLd: {
        '@type': 'Organization',
        name: 'Kauri Fitness',
        aggregateRating: { ratingValue: 4, reviewCount: 1 },
      },
    });
    const missing = `/companies/${crypto.randomUUID()}`.match(route.pattern);
    expect(missing && (await route.resolve(missing, {} as never, pageCalls(t.app)))).toBeNull();
  });
});
