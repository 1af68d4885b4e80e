import { z } from 'zod';
import { Uuid } from './common.ts';
import { ImageContentType, Role, SignInRole, UploadCategory } from './enums.ts';

/** Simple address pattern the login screen uses ('Invalid email format'). */
export const Email = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Invalid email format');

export const CodeRequestBody = z.object({ email: Email, role: SignInRole.default('employee') });
export type CodeRequestBody = z.infer<typeof CodeRequestBody>;

export const CodeVerifyBody = z.object({
  email: Email,
  code: z.string().regex(/^\d{6}$/, 'The code is 6 digits'),
});
export type CodeVerifyBody = z.infer<typeof CodeVerifyBody>;

export const TokenPair = z.object({ access_token: z.string(), refresh_token: z.string() });
export type TokenPair = z.infer<typeof TokenPair>;

export const RefreshBody = z.object({ refresh_token: z.string().min(1).max(200) });
export type RefreshBody = z.infer<typeof RefreshBody>;

/** Claims of the access token (spec part 1, section 1). */
export const AccessClaims = z.object({
  sub: z.string(),
  roles: z.array(Role).min(1),
  active_company_id: z.string().nullable(),
});
export type AccessClaims = z.infer<typeof AccessClaims>;

export const User = z.object({
  id: z.string(),
  full_name: z.string().nullable(),
  email: z.string(),
  avatar_url: z.string().nullable(),
  role: Role,
});
export type User = z.infer<typeof User>;

export const UserUpdateBody = z
  .object({
    name: z.string().trim().min(1, 'Name is required').max(120).optional(),
    avatar_url: z.string().max(500).nullable().optional(),
  })
  .strict();
export type UserUpdateBody = z.infer<typeof UserUpdateBody>;

export const UploadAnswer = z.object({ public_url: z.string() });
export type UploadAnswer = z.infer<typeof UploadAnswer>;

/** Text fields of the multipart uploads.insert call (the file itself travels as the 'file' part). */
export const UploadFields = z.object({
  category: UploadCategory,
  content_type: ImageContentType,
  /** Admins only: the company whose logo or banner this is. */
  admin_company_id: Uuid.optional(),
});
export type UploadFields = z.infer<typeof UploadFields>;

/** Largest accepted upload: 1 MB (spec: 1048576 bytes). */
export const MAX_UPLOAD_BYTES = 1024 * 1024;
export const UPLOAD_TOO_LARGE_MESSAGE = 'File is too large. Max size is 1024 KB';
export const UNSUPPORTED_FILE_MESSAGE = 'Unsupported file type';
export const INVALID_CODE_MESSAGE = 'Invalid code. Please try again.';
