import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cities, countries, jobs, regions } from '../db/schema/index.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { type Catalog, loadCatalog } from './catalog.ts';
import { planDemoBoard, seedDemoData } from './demo.ts';
import { generateJobs, type JobRow } from './generate-jobs.ts';
import { BIG_CITIES, STAPLE_OCCUPATIONS } from './staple-jobs.ts';

/**
 * Issue 26 item 15: a generated ad agrees with its own facts. Checked by the ad's words, not by
 * the generator's tables, over the whole seeded demo board and over a sample of generateJobs.
 */
const NOW = new Date('2026-06-01T00:00:00Z');
let t: TestApp;
let catalog: Catalog;

interface Ad {
  title: string;
  summary: string;
  /** Working conditions, benefits and qualifications: what the ad promises and asks. */
  lines: string[];
  schedule: string;
  workFormat: string;
  countryCode: string;
  regionName: string;
}

const plain = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
/** Done in person: a remote or hybrid ad for one of these is a contradiction. */
const IN_PERSON =
  /Nurse|Vet|Chef|Cook\b|Driver|Electrician|Plumber|Carpenter|Builder|Mechanic|Teacher|Kaiako|Paramedic|Physio|Pharmacist|Support Worker|Healthcare Assistant|Retail Assistant|Barista|Bartender|Labourer|Welder|Operator|Fitter|Farm/i;

/** Everything wrong with one ad, as sentences ([] when it agrees with itself). */
function problems(ad: Ad): string[] {
  const found: string[] = [];
  const all = [ad.title, ad.summary, ...ad.lines].join(' | ');
  const said = (re: RegExp) => re.test(all);
  const claim = (ok: boolean, what: string) => {
    if (!ok) found.push(`${what} (${ad.schedule}, ${ad.workFormat}, ${ad.regionName}): ${ad.title}`);
  };
  claim(!said(/\bcasual\b/i) || ad.schedule === 'casual', 'says Casual');
  claim(!said(/part[- ]time/i) || ad.schedule === 'part_time', 'says part-time');
  claim(!said(/full[- ]time/i) || ad.schedule === 'full_time', 'says full-time');
  claim(!said(/fixed-term/i) || ad.schedule === 'contract', 'says fixed-term');
  // In what the ad promises only: a recruiter's summary may speak of 'permanent and contract roles'.
  const promises = ad.lines.join(' | ');
  claim(!/\bpermanent\b/i.test(promises) || !['casual', 'contract'].includes(ad.schedule), 'says permanent');
  claim(!said(/\bremote\b/i) || ad.workFormat.startsWith('remote'), 'says remote');
  claim(!said(/hybrid|home office/i) || ad.workFormat === 'hybrid', 'says hybrid');
  claim(!(ad.workFormat !== 'on_site' && IN_PERSON.test(ad.title)), 'in-person work away from site');
  for (const [city, region] of [
    ['Perth', 'Western Australia'],
    ['Brisbane', 'Queensland'],
  ]) {
    claim(!said(new RegExp(`flights from ${city}`)) || ad.regionName === region, `flies from ${city}`);
  }
  claim(!said(/\bFIFO\b.*flights/) || ad.countryCode === 'AU', 'FIFO flights outside Australia');
  const nzOnly = /KiwiSaver|Matariki|\bNZ\b|New Zealand|Site Safe/;
  const auOnly = /Superannuation|AHPRA|Australia|White Card|Heavy Rigid/;
  claim(!nzOnly.test(ad.lines.join(' ')) || ad.countryCode === 'NZ', 'New Zealand words');
  claim(!auOnly.test(ad.lines.join(' ')) || ad.countryCode === 'AU', 'Australian words');
  return found;
}

/** The ad as generated, placed through the catalog. */
function adOf(row: JobRow): Ad {
  const country = catalog.countries.find((c) => c.id === row.countryId);
  const city = country?.cities.find((c) => c.id === row.cityId);
  const d = row.description;
  return {
    title: row.title,
    summary: plain(d.summary ?? ''),
    lines: [...(d.working_conditions ?? []), ...(d.benefits ?? []), ...(d.qualifications ?? [])],
    schedule: row.schedule ?? '',
    workFormat: row.workFormat ?? '',
    countryCode: country?.code ?? '',
    regionName: city?.regionName ?? '',
  };
}

beforeAll(async () => {
  t = await createTestApp();
  catalog = await loadCatalog(t.db);
  await t.db.transaction((tx) =>
    seedDemoData(tx, { jobs: 2400, seed: 42, now: new Date(), adminEmails: [] }),
  );
}, 240_000);
afterAll(() => t.close());

describe('the demo board reads true', () => {
  it('every ad of the seeded demo board agrees with its work type, format, country and region', async () => {
    const rows = await t.db
      .select({
        title: jobs.title,
        description: jobs.description,
        schedule: jobs.schedule,
        workFormat: jobs.workFormat,
        countryCode: countries.code,
        regionName: regions.name,
      })
      .from(jobs)
      .innerJoin(countries, eq(countries.id, jobs.countryId))
      .innerJoin(cities, eq(cities.id, jobs.cityId))
      .innerJoin(regions, eq(regions.id, cities.regionId));
    expect(rows.length).toBe(2400);
    const wrong = rows.flatMap((r) =>
      problems({
        title: r.title,
        summary: plain(r.description.summary ?? ''),
        lines: [
          ...(r.description.working_conditions ?? []),
          ...(r.description.benefits ?? []),
          ...(r.description.qualifications ?? []),
        ],
        schedule: r.schedule ?? '',
        workFormat: r.workFormat ?? '',
        countryCode: r.countryCode,
        regionName: r.regionName,
      }),
    );
    expect(wrong).toEqual([]);
    // The rules bite: FIFO flights and remote ads are still there, where they belong.
    expect(rows.some((r) => r.description.working_conditions?.some((c) => c.includes('flights from')))).toBe(
      true,
    );
    expect(rows.some((r) => r.workFormat === 'remote')).toBe(true);
  });

  it('every ad of a 4,000-job generateJobs sample (seed 7) agrees with itself too', async () => {
    const plan = await planDemoBoard(t.db, { jobs: 200, seed: 7, now: NOW, adminEmails: [] });
    const sample = [...generateJobs({ seed: 7, count: 4000, now: NOW, companies: plan.generated, catalog })];
    expect(sample.flatMap((row) => problems(adOf(row)))).toEqual([]);
    const schedules = new Set(sample.map((r) => r.schedule));
    expect(schedules.size).toBe(7);
  });

  it('finds every common occupation in every big city by searching "<occupation> <city>"', async () => {
    const missing: string[] = [];
    for (const city of [...BIG_CITIES.NZ, ...BIG_CITIES.AU]) {
      for (const { word } of STAPLE_OCCUPATIONS) {
        const q = `${word} ${city.toLowerCase()}`;
        const res = await t.app.inject({
          method: 'GET',
          url: `/api/v1/jobs/search?${new URLSearchParams({ q })}`,
        });
        expect(res.statusCode, res.body).toBe(200);
        const items = res.json().items as { title: string; city_name: string | null }[];
        const hit = items.some((i) => i.city_name === city && new RegExp(word, 'i').test(i.title));
        if (!hit) missing.push(q);
      }
    }
    expect(missing).toEqual([]);
  });
});
