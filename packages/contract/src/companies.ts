import { z } from 'zod';
import { RefId, Uuid } from './common.ts';
import { EmployeeCount } from './enums.ts';

/** A company profile as everyone reads it (spec part 1, "Company"). */
export const Company = z.object({
  id: z.string(),
  name: z.string(),
  tagline: z.string().nullable(),
  /** Rich HTML, sanitised on the server when stored; sanitise again when rendering. */
  description: z.string().nullable(),
  website: z.string().nullable(),
  is_agency: z.boolean(),
  industry_id: z.number().nullable(),
  industry_name: z.string().nullable(),
  address_id: z.string().nullable(),
  country_id: z.number().nullable(),
  region_id: z.number().nullable(),
  city_id: z.number().nullable(),
  country_name: z.string().nullable(),
  region_name: z.string().nullable(),
  city_name: z.string().nullable(),
  street: z.string().nullable(),
  building: z.string().nullable(),
  postal_code: z.string().nullable(),
  employee_count: EmployeeCount.nullable(),
  logo_url: z.string().nullable(),
  header_image_url: z.string().nullable(),
  accredited: z.boolean(),
  verified: z.boolean(),
});
export type Company = z.infer<typeof Company>;

/** Accepts a full URL or a bare domain ('example.co.nz'); the page prefixes https:// when missing. */
export const WebsiteUrl = z
  .string()
  .trim()
  .max(300)
  .refine((v) => {
    try {
      const url = new URL(/^[a-z][a-z0-9+.-]*:/i.test(v) ? v : `https://${v}`);
      return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
    } catch {
      return false;
    }
  }, 'Invalid URL format');

/**
 * An image we serve ourselves (the public_url of uploads.insert) or an https image.
 * Never javascript:, data: or protocol-relative.
 */
export const ImageUrl = z
  .string()
  .trim()
  .max(500)
  .regex(/^(\/(?!\/)[\w\-./]+|https:\/\/[^\s"'<>]+)$/, 'Invalid image URL');

export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

/** The company form (spec part 1, section 5). No defaults: an absent field means "leave as is". */
export const CompanyForm = z.object({
  name: z.string().trim().min(1, 'Name is required').max(200),
  tagline: z.string().trim().min(1, 'Tagline is required').max(300),
  description: z.string().trim().min(1, 'Description is required').max(50_000),
  website: z.union([z.literal(''), WebsiteUrl]).nullish(),
  is_agency: z.boolean(),
  industry_id: RefId.nullish(),
  employee_count: EmployeeCount.nullish(),
  country_id: RefId.nullish(),
  region_id: RefId.nullish(),
  city_id: RefId.nullish(),
  street: optionalText(200),
  building: optionalText(100),
  postal_code: optionalText(20),
});
export type CompanyForm = z.input<typeof CompanyForm>;

/**
 * companies.update: the company id plus either the form fields or an image URL (or both).
 * Every field is optional so an image upload can send only logo_url or header_image_url.
 */
export const CompanyUpdateBody = CompanyForm.partial().extend({
  id: Uuid,
  logo_url: ImageUrl.nullish(),
  header_image_url: ImageUrl.nullish(),
});
export type CompanyUpdateBody = z.infer<typeof CompanyUpdateBody>;

/** Admins may also set the flags only they control. */
export const AdminCompanyUpdateBody = CompanyUpdateBody.extend({
  accredited: z.boolean().optional(),
  verified: z.boolean().optional(),
});
export type AdminCompanyUpdateBody = z.infer<typeof AdminCompanyUpdateBody>;
