import {
  Address,
  CitiesListBody,
  IdBody,
  Industry,
  item,
  LocationItem,
  list,
  RegionsListBody,
} from '@fitjobs/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../http/app-error.ts';
import { findAddress, listCities, listCountries, listIndustries, listRegions } from './locations.repo.ts';

/**
 * Reference data for pickers and search filters. No token needed (spec part 1, section 6:
 * "Location and country lists need no token"); industries.list is public too, see decision 0021.
 */
export const locationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/v1/locations/countries.list',
    { schema: { tags: ['locations'], response: { 200: list(LocationItem) } } },
    async () => ({ items: await listCountries(app.db) }),
  );

  app.post(
    '/api/v1/locations/regions.list',
    { schema: { tags: ['locations'], body: RegionsListBody, response: { 200: list(LocationItem) } } },
    async (req) => ({ items: await listRegions(app.db, req.body.country_identity.id) }),
  );

  app.post(
    '/api/v1/locations/cities.list',
    { schema: { tags: ['locations'], body: CitiesListBody, response: { 200: list(LocationItem) } } },
    async (req) => ({
      items: await listCities(app.db, req.body.country_identity.id, req.body.region_identity.id),
    }),
  );

  app.post(
    '/api/v1/locations/addresses.get',
    { schema: { tags: ['locations'], body: IdBody, response: { 200: item(Address) } } },
    async (req) => {
      const address = await findAddress(app.db, req.body.id);
      if (!address) throw notFound('Address not found');
      return { item: address };
    },
  );

  app.post(
    '/api/v1/industries.list',
    { schema: { tags: ['industries'], response: { 200: list(Industry) } } },
    async () => ({ items: await listIndustries(app.db) }),
  );
};
