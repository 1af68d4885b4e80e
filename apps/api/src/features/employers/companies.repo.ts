import type { AdminCompanyItem, EmployerCompany, NewCompanyBody } from '@fitjobs/contract';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  addresses,
  cities,
  companies,
  companyMembers,
  countries,
  industries,
  regions,
} from '../../db/schema/index.ts';
import { sanitizeRichText } from '../../lib/rich-text.ts';

/** The companies a user belongs to, oldest membership first (the first is the one employer screens use). */
export async function listMemberCompanies(db: DbOrTx, userId: string): Promise<EmployerCompany[]> {
  const rows = await db
    .select({
      id: companies.id,
      name: companies.name,
      tagline: companies.tagline,
      description: companies.description,
      is_agency: companies.isAgency,
      role: companyMembers.role,
      logo_url: companies.logoUrl,
      industry_name: industries.name,
      employee_count: companies.employeeCount,
      city_name: cities.name,
      region_name: regions.name,
      country_name: countries.name,
      accredited: companies.accredited,
      verified: companies.verified,
    })
    .from(companyMembers)
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .leftJoin(industries, eq(industries.id, companies.industryId))
    .leftJoin(addresses, eq(addresses.id, companies.addressId))
    .leftJoin(cities, eq(cities.id, addresses.cityId))
    .leftJoin(regions, eq(regions.id, addresses.regionId))
    .leftJoin(countries, eq(countries.id, addresses.countryId))
    .where(eq(companyMembers.userId, userId))
    .orderBy(asc(companyMembers.createdAt), asc(companyMembers.companyId));
  return rows;
}

/** Creates a company; with a creator, that user becomes its admin member in the same transaction. */
export async function insertCompany(
  db: DbOrTx,
  company: NewCompanyBody,
  creatorId: string | null,
  now: Date,
): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(companies)
      .values({
        name: company.name,
        tagline: company.tagline,
        description: sanitizeRichText(company.description),
        isAgency: company.is_agency,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: companies.id });
    if (!row) throw new Error('company insert returned nothing');
    if (creatorId) {
      await tx
        .insert(companyMembers)
        .values({ companyId: row.id, userId: creatorId, role: 'admin', createdAt: now });
    }
    return row.id;
  });
}

export async function isCompanyMember(db: DbOrTx, userId: string, companyId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(companyMembers)
    .where(and(eq(companyMembers.userId, userId), eq(companyMembers.companyId, companyId)))
    .limit(1);
  return Boolean(row);
}

export async function findCompanyName(db: DbOrTx, companyId: string): Promise<string | null> {
  const [row] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId));
  return row?.name ?? null;
}

/** Trigram name search for the admin dashboard: best matches first, then by name. */
export async function searchCompanies(db: DbOrTx, query: string, limit = 10): Promise<AdminCompanyItem[]> {
  const pattern = `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db
    .select({
      id: companies.id,
      name: companies.name,
      accredited: companies.accredited,
      verified: companies.verified,
    })
    .from(companies)
    .where(sql`${companies.name} ILIKE ${pattern} OR ${companies.name} % ${query}`)
    .orderBy(desc(sql`similarity(${companies.name}, ${query})`), asc(companies.name))
    .limit(limit);
}

/** Sets the admin-only moderation flags; null when the company does not exist. */
export async function updateCompanyFlags(
  db: DbOrTx,
  id: string,
  flags: { accredited?: boolean; verified?: boolean },
  now: Date,
): Promise<AdminCompanyItem | null> {
  const [row] = await db
    .update(companies)
    .set({ ...flags, updatedAt: now })
    .where(eq(companies.id, id))
    .returning({
      id: companies.id,
      name: companies.name,
      accredited: companies.accredited,
      verified: companies.verified,
    });
  return row ?? null;
}
