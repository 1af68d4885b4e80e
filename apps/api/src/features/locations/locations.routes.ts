import {
  Address,
  CitiesListBody,
  IdBody,
  Industry,
  item,
  LocationItem,
  list,
  PLACE_SUGGESTIONS_LIMIT,
  PlaceItem,
  PlacesGetBody,
  PlacesSuggestBody,
  RegionsListBody,
} from '@fitjobs/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../http/app-error.ts';
import { findAddress, listCities, listCountries, listIndustries, listRegions } from './locations.repo.ts';
import { placeIndexOf } from './places.repo.ts';
import { placeOfIds, suggestPlaces } from './places.ts';

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

  // The "Where" box beside the keyword box (issue 17, decision 0160): public like the lists above.
  app.post(
    '/api/v1/locations/places.suggest',
    { schema: { tags: ['locations'], body: PlacesSuggestBody, response: { 200: list(PlaceItem) } } },
    async (req) => ({
      items: suggestPlaces(await placeIndexOf(app.db), req.body.q, PLACE_SUGGESTIONS_LIMIT),
    }),
  );

  app.post(
    '/api/v1/locations/places.get',
    { schema: { tags: ['locations'], body: PlacesGetBody, response: { 200: item(PlaceItem) } } },
    async (req) => {
      const place = placeOfIds(await placeIndexOf(app.db), req.body);
      if (!place) throw notFound('Place not found');
      return { item: place };
    },
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
