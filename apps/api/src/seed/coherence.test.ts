import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import { planDemoBoard } from './demo.ts';
import { article } from './grammar.ts';
import { INDUSTRY_TAGLINES, POSTCODE_RANGES } from './reference/company-words.ts';

const NOW = new Date('2026-06-01T00:00:00Z');

let t: TestApp;
let board: Awaited<ReturnType<typeof planDemoBoard>>;
beforeAll(async () => {
  t = await createTestApp();
  board = await planDemoBoard(t.db, { jobs: 2400, seed: 42, now: NOW, adminEmails: [] });
}, 120_000);
afterAll(() => t.close());

const plain = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

/** Streets that belong to one city: a company elsewhere at one of them is at a made-up address. */
const ONE_CITY_STREETS = [
  'Lambton Quay',
  'Cuba Street',
  'Ponsonby Road',
  'Great South Road',
  'Colombo Street',
  'Collins Street',
  'Adelaide Terrace',
  'Hunter Street',
  'Murray Street',
  'Elizabeth Street',
];

describe('the demo board hangs together', () => {
  it('gives each company a tagline of its own industry or one any company could use', () => {
    for (const c of board.generated) {
      for (const [industry, taglines] of Object.entries(INDUSTRY_TAGLINES)) {
        if (industry !== c.industry)
          expect(taglines, `${c.name} (${c.industry})`).not.toContain(c.companyRow.tagline);
      }
      const tagline = c.companyRow.tagline ?? '';
      if (c.country.code === 'NZ') expect(tagline).not.toMatch(/Australia|Outback/);
      else expect(tagline).not.toMatch(/Aotearoa|Kiwi|whānau|Cape Reinga|Bluff/);
    }
  });

  it("puts each company's address in its own city's region: a postcode of that region, no other city's street", () => {
    for (const c of board.generated) {
      const range = POSTCODE_RANGES[c.city.regionName];
      expect(range, c.city.regionName).toBeDefined();
      const code = Number(c.addressRow.postalCode);
      expect(code, `${c.city.name}, ${c.city.regionName}`).toBeGreaterThanOrEqual(range?.[0] ?? 0);
      expect(code, `${c.city.name}, ${c.city.regionName}`).toBeLessThanOrEqual(range?.[1] ?? 0);
      for (const street of ONE_CITY_STREETS) expect(c.addressRow.street).not.toContain(street);
    }
  });

  it("gives a company's jobs its own industry, unless it is a recruitment agency", () => {
    const byId = new Map(board.generated.map((c) => [c.id, c]));
    for (const job of board.jobRows) {
      const company = byId.get(job.companyId);
      if (!company || company.isAgency) continue;
      expect(job.industryId, `${job.title} at ${company.name} (${company.industry})`).toBe(
        company.companyRow.industryId,
      );
    }
  });

  it("places a job at its company's address only in its company's city", () => {
    const byAddress = new Map(board.generated.map((c) => [c.addressId, c]));
    let atOffice = 0;
    for (const job of board.jobRows) {
      if (!job.addressId) continue;
      atOffice++;
      expect(job.cityId).toBe(byAddress.get(job.addressId)?.city.id);
    }
    expect(atOffice).toBeGreaterThan(100);
  });

  it('writes "an" before a vowel sound in job and company text', () => {
    const texts = [
      ...board.jobRows.map((j) => plain(j.description.summary ?? '')),
      ...board.generated.map((c) => plain(c.companyRow.description ?? '')),
    ];
    for (const text of texts) {
      expect(text).not.toMatch(
        /\ba (Inventory|Intermediate|Account|Office|Electric|Event|Executive|HR |IT )/,
      );
      expect(text).not.toMatch(/\ba [AEIOU][a-z]/);
    }
  });
});

describe('a or an', () => {
  it('follows how the title is said', () => {
    expect(article('Inventory Controller')).toBe('an');
    expect(article('Office Administrator')).toBe('an');
    expect(article('HR Advisor')).toBe('an');
    expect(article('IT Support Technician')).toBe('an');
    expect(article('SEO Specialist')).toBe('an');
    expect(article('UX Designer')).toBe('a');
    expect(article('CNC Operator')).toBe('a');
    expect(article('GP Partner')).toBe('a');
    expect(article('Registered Nurse')).toBe('a');
    expect(article('University Lecturer')).toBe('a');
  });
});
