import { boolean, index, integer, pgTable, real, serial, text } from 'drizzle-orm/pg-core';
import { currencyEnum } from './enums.ts';

export const countries = pgTable('countries', {
  id: serial().primaryKey(),
  name: text().notNull().unique(),
  code: text().notNull().unique(),
  currency: currencyEnum().notNull(),
});

export const regions = pgTable(
  'regions',
  {
    id: serial().primaryKey(),
    countryId: integer()
      .notNull()
      .references(() => countries.id),
    name: text().notNull(),
  },
  (t) => [index().on(t.countryId)],
);

export const cities = pgTable(
  'cities',
  {
    id: serial().primaryKey(),
    countryId: integer()
      .notNull()
      .references(() => countries.id),
    regionId: integer()
      .notNull()
      .references(() => regions.id),
    name: text().notNull(),
    lat: real().notNull(),
    lng: real().notNull(),
    population: integer().notNull(),
  },
  (t) => [index().on(t.regionId), index().on(t.countryId)],
);

export const industries = pgTable(
  'industries',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    parentId: integer(),
    isLeaf: boolean().notNull(),
  },
  (t) => [index().on(t.parentId)],
);
