import { randomUUID } from 'node:crypto';
import type { EmployeeCount } from '@fitjobs/contract';
import type { addresses, companies } from '../db/schema/index.ts';
import type { Catalog, CatalogCity, CatalogCountry } from './catalog.ts';
import { article } from './grammar.ts';
import type { Rng } from './random.ts';
import { GENERIC_TAGLINES, INDUSTRY_TAGLINES, POSTCODE_RANGES, STREETS } from './reference/company-words.ts';
import { BENEFITS, COMPANY_NAME_PARTS, ROLE_TEMPLATES, type RoleTemplate } from './reference/job-titles.ts';

export interface GeneratedCompany {
  id: string;
  name: string;
  industry: string;
  country: CatalogCountry;
  city: CatalogCity;
  addressId: string;
  isAgency: boolean;
  /** Role templates this company hires for (agencies: all of them). */
  templates: RoleTemplate[];
  companyRow: typeof companies.$inferInsert;
  addressRow: typeof addresses.$inferInsert;
}

const SIZE_WORDS: Record<EmployeeCount, string> = {
  under_10: 'small, close-knit',
  from_10_to_49: 'growing',
  from_50_to_99: 'well-established',
  from_100_to_249: 'mid-sized',
  from_250_to_499: 'large',
  from_500_to_999: 'large, multi-site',
  over_1000: 'national',
};

export const TEMPLATES_BY_INDUSTRY = new Map<string, RoleTemplate[]>();
for (const t of ROLE_TEMPLATES) {
  TEMPLATES_BY_INDUSTRY.set(t.industry, [...(TEMPLATES_BY_INDUSTRY.get(t.industry) ?? []), t]);
}
const INDUSTRY_NAMES = [...TEMPLATES_BY_INDUSTRY.keys()];

/** A name's last word that names a trade decides the industry; 'Group' or 'Partners' could be anything. */
const INDUSTRY_BY_SUFFIX: Record<string, string> = {
  Engineering: 'Engineering',
  Logistics: 'Manufacturing, Transport & Logistics',
  Freight: 'Manufacturing, Transport & Logistics',
  Manufacturing: 'Manufacturing, Transport & Logistics',
  Construction: 'Construction',
  Civil: 'Construction',
  Health: 'Healthcare & Medical',
  Care: 'Community Services & Development',
  Consulting: 'Consulting & Strategy',
  Digital: 'Information & Communication Technology',
  Technologies: 'Information & Communication Technology',
  Labs: 'Science & Technology',
  Foods: 'Hospitality & Tourism',
  Hospitality: 'Hospitality & Tourism',
  Financial: 'Banking & Financial Services',
  Property: 'Real Estate & Property',
  Electrical: 'Trades & Services',
  Plumbing: 'Trades & Services',
  Education: 'Education & Training',
  Legal: 'Legal',
  Accounting: 'Accounting',
  Energy: 'Mining, Resources & Energy',
  Agri: 'Farming, Animals & Conservation',
  Studio: 'Design & Architecture',
};

/** Every prefix/suffix pair once, in a random order; past that a number tells them apart. */
function companyNames(rng: Rng, count: number): string[] {
  const pairs = COMPANY_NAME_PARTS.prefixes.flatMap((p) =>
    COMPANY_NAME_PARTS.suffixes.map((s) => `${p} ${s}`),
  );
  const names = rng.sample(pairs, pairs.length);
  return Array.from({ length: count }, (_, i) => {
    const base = names[i % names.length] as string;
    return i < names.length ? base : `${base} ${Math.floor(i / names.length) + 1}`;
  });
}

const slug = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

function description(
  rng: Rng,
  c: { name: string; industry: string; city: string; country: string },
  opts: {
    size: EmployeeCount;
    agency: boolean;
    tagline: string;
    templates: RoleTemplate[];
  },
): string {
  const what = rng.sample(
    opts.templates.map((t) => t.specialisation),
    4,
  );
  const perks = rng.sample(BENEFITS, 3);
  const intro = opts.agency
    ? `<p><strong>${c.name}</strong> is a specialist recruitment agency based in ${c.city}, ${c.country}, placing people in permanent, contract and temporary roles across New Zealand and Australia.</p>`
    : `<p><strong>${c.name}</strong> is ${article(SIZE_WORDS[opts.size])} ${SIZE_WORDS[opts.size]} ${c.industry.toLowerCase()} business based in ${c.city}, ${c.country}. ${opts.tagline}</p>`;
  return [
    intro,
    `<h3>What we do</h3><ul>${what.map((w) => `<li>${w}</li>`).join('')}</ul>`,
    `<h3>Why work with us</h3><ul>${perks.map((p) => `<li>${p}</li>`).join('')}</ul>`,
    `<p>We value honest work, fair pay and people who look out for each other. <em>Come and see what we are about.</em></p>`,
  ].join('');
}

/**
 * `count` fictional companies in real cities (about 60% New Zealand). Only `rng` drives the
 * choices, so the same seed gives the same companies; ids are fresh UUIDs each run.
 */
export function generateCompanies(rng: Rng, catalog: Catalog, count: number, now: Date): GeneratedCompany[] {
  const names = companyNames(rng, count);
  const sizes = Object.keys(SIZE_WORDS) as EmployeeCount[];
  return names.map((name, i) => {
    const agency = name.includes(' Recruitment') || rng.chance(0.08);
    const bySuffix = INDUSTRY_BY_SUFFIX[name.split(' ').find((w) => w in INDUSTRY_BY_SUFFIX) ?? ''];
    const industry = agency ? 'Human Resources & Recruitment' : (bySuffix ?? rng.pick(INDUSTRY_NAMES));
    const templates = agency ? ROLE_TEMPLATES : (TEMPLATES_BY_INDUSTRY.get(industry) ?? ROLE_TEMPLATES);
    const country = catalog.country(rng.chance(0.6) ? 'NZ' : 'AU');
    const city = catalog.randomCity(rng, country);
    const size = sizes[i % sizes.length] as EmployeeCount;
    const tagline = rng.pick([...GENERIC_TAGLINES, ...(INDUSTRY_TAGLINES[industry] ?? [])]);
    const [postLo, postHi] = POSTCODE_RANGES[city.regionName] ?? [100, 9999];
    const id = randomUUID();
    const addressId = randomUUID();
    const createdAt = new Date(now.getTime() - rng.int(90, 900) * 86_400_000);
    return {
      id,
      name,
      industry,
      country,
      city,
      addressId,
      isAgency: agency,
      templates,
      addressRow: {
        id: addressId,
        countryId: country.id,
        regionId: city.regionId,
        cityId: city.id,
        street: `${rng.int(1, 480)} ${rng.pick(STREETS)}`,
        building: rng.chance(0.4) ? `Level ${rng.int(1, 12)}` : null,
        postalCode: String(rng.int(postLo, postHi)).padStart(4, '0'),
      },
      companyRow: {
        id,
        name,
        tagline,
        description: description(
          rng,
          { name, industry, city: city.name, country: country.name },
          {
            size,
            agency,
            tagline,
            templates,
          },
        ),
        website: `https://www.${slug(name)}.example.com`,
        isAgency: agency,
        industryId: catalog.industryId(industry),
        addressId,
        employeeCount: size,
        accredited: rng.chance(0.3),
        verified: rng.chance(0.45),
        createdAt,
        updatedAt: createdAt,
      },
    };
  });
}

export { slug };
