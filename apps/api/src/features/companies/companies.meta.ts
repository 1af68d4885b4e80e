import {
  Company,
  companyDescription,
  companyKeywords,
  companyTitle,
  cutAtWord,
  item,
  ReviewStats,
  Uuid,
} from '@fitjobs/contract';
import type { FastifyInstance } from 'fastify';
import { foundOrNull } from '../../http/server-render.ts';
import type { PageMeta, PageMetaRoute } from '../../http/spa.ts';
import { richTextToPlain } from '../../lib/rich-text.ts';

const absolute = (base: string, url: string) => (url.startsWith('/') ? `${base}${url}` : url);

/** Crawler meta for /companies/{id}: title, description, canonical and a schema.org Organization. */
export function buildCompanyMeta(company: Company, stats: ReviewStats, publicUrl: string): PageMeta {
  const canonical = `${publicUrl}/companies/${company.id}`;
  const jsonLd: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: company.name,
    url: canonical,
    description: company.description ? cutAtWord(richTextToPlain(company.description), 500) : undefined,
    logo: company.logo_url ? absolute(publicUrl, company.logo_url) : undefined,
    sameAs: company.website ?? undefined,
    address:
      company.city_name || company.country_name
        ? {
            '@type': 'PostalAddress',
            addressLocality: company.city_name ?? undefined,
            addressRegion: company.region_name ?? undefined,
            addressCountry: company.country_name ?? undefined,
          }
        : undefined,
  };
  if (stats.total_reviews > 0) {
    jsonLd.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: stats.average_rating,
      reviewCount: stats.total_reviews,
      bestRating: 5,
      worstRating: 1,
    };
  }
  return {
    title: companyTitle(company.name),
    description: companyDescription(company),
    canonical,
    keywords: companyKeywords(company),
    ...(company.logo_url ? { image: absolute(publicUrl, company.logo_url) } : {}),
    jsonLd,
  };
}

export function companyPageMeta(app: FastifyInstance): PageMetaRoute {
  return {
    // Any id: one that is no UUID names no company, and answers 404 like an unknown one.
    pattern: /^\/companies\/([^/]+)$/,
    // Read through the API, as the page's drawing reads the same two (decision 0231).
    async resolve(match, _req, call) {
      const id = match[1];
      if (!id || !Uuid.safeParse(id).success) return null;
      const company = (await foundOrNull(call('POST', '/api/v1/companies.get', { id }), item(Company)))?.item;
      if (!company) return null;
      const stats = ReviewStats.parse(await call('POST', '/api/v1/companies.reviews.stats', { id }));
      return buildCompanyMeta(company, stats, app.config.publicUrl);
    },
  };
}
