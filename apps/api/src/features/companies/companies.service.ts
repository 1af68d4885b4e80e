import type { AdminCompanyUpdateBody } from '@fitjobs/contract';
import type { DbOrTx } from '../../db/client.ts';
import { badRequest, notFound } from '../../http/app-error.ts';
import { richTextToPlain, sanitizeRichText } from '../../lib/rich-text.ts';
import {
  type AddressFields,
  type CompanyPatch,
  currentAddress,
  findCompany,
  industryExists,
  locationIsConsistent,
  renameCompanyJobs,
  saveAddress,
  updateCompanyRow,
} from './companies.repo.ts';

const ADDRESS_KEYS = ['country_id', 'region_id', 'city_id', 'street', 'building', 'postal_code'] as const;

/** The website as stored: a bare domain gets https:// so every reader gets a usable link. */
function normaliseWebsite(website: string | null | undefined): string | null | undefined {
  if (website === undefined) return undefined;
  if (!website) return null;
  return /^https?:\/\//i.test(website) ? website : `https://${website}`;
}

/**
 * Applies companies.update: only the fields present change. The caller has already decided who
 * may edit this company and stripped the fields they may not set (accredited, verified).
 * Company row, address and the jobs' copy of the name change in one transaction.
 */
export async function updateCompany(db: DbOrTx, body: AdminCompanyUpdateBody, now: Date): Promise<void> {
  const company = await findCompany(db, body.id);
  if (!company) throw notFound('Company not found');

  const patch: CompanyPatch = {
    name: body.name,
    tagline: body.tagline,
    website: normaliseWebsite(body.website),
    isAgency: body.is_agency,
    industryId: body.industry_id,
    employeeCount: body.employee_count,
    logoUrl: body.logo_url,
    headerImageUrl: body.header_image_url,
    accredited: body.accredited,
    verified: body.verified,
  };
  if (body.description !== undefined) {
    const description = sanitizeRichText(body.description);
    // Markup alone (or only what the sanitiser removed) is no description.
    if (!richTextToPlain(description)) throw badRequest('Description is required', 'validation_failed');
    patch.description = description;
  }
  if (body.industry_id != null && !(await industryExists(db, body.industry_id))) {
    throw badRequest('Unknown industry', 'validation_failed');
  }

  let address: AddressFields | null = null;
  if (ADDRESS_KEYS.some((k) => body[k] !== undefined)) {
    const current = company.address_id ? await currentAddress(db, company.address_id) : null;
    address = {
      countryId: body.country_id === undefined ? (current?.countryId ?? null) : body.country_id,
      regionId: body.region_id === undefined ? (current?.regionId ?? null) : body.region_id,
      cityId: body.city_id === undefined ? (current?.cityId ?? null) : body.city_id,
      street: body.street === undefined ? (current?.street ?? null) : body.street,
      building: body.building === undefined ? (current?.building ?? null) : body.building,
      postalCode: body.postal_code === undefined ? (current?.postalCode ?? null) : body.postal_code,
    };
    const loc = {
      countryId: address.countryId ?? null,
      regionId: address.regionId ?? null,
      cityId: address.cityId ?? null,
    };
    if (!(await locationIsConsistent(db, loc))) {
      throw badRequest('The region must lie in the country and the city in the region', 'validation_failed');
    }
  }

  await db.transaction(async (tx) => {
    if (address) patch.addressId = await saveAddress(tx, company.address_id, address);
    await updateCompanyRow(tx, company.id, patch, now);
    if (patch.name !== undefined && patch.name !== company.name) {
      await renameCompanyJobs(tx, company.id, patch.name);
    }
  });
}
