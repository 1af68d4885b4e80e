import { z } from 'zod';
import { RefId, Uuid } from './common.ts';

export const LocationItem = z.object({ id: z.number(), name: z.string() });
export type LocationItem = z.infer<typeof LocationItem>;

export const RegionsListBody = z.object({ country_identity: z.object({ id: RefId }) });
export const CitiesListBody = z.object({
  country_identity: z.object({ id: RefId }),
  region_identity: z.object({ id: RefId }),
});

export const Address = z.object({
  id: Uuid,
  country_id: z.number().nullable(),
  region_id: z.number().nullable(),
  city_id: z.number().nullable(),
  country_name: z.string().nullable(),
  region_name: z.string().nullable(),
  city_name: z.string().nullable(),
  street: z.string().nullable(),
  building: z.string().nullable(),
  postal_code: z.string().nullable(),
});
export type Address = z.infer<typeof Address>;

export const Industry = z.object({
  id: z.number(),
  name: z.string(),
  parent_id: z.number().nullable(),
  is_leaf: z.boolean(),
});
export type Industry = z.infer<typeof Industry>;
