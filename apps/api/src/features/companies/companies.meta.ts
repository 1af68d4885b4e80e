import {
  type Company,
  companyDescription,
  companyKeywords,
  companyTitle,
  cutAtWord,
  type ReviewStats,
  Uuid,
} from '@fitjobs/contract';
import type { FastifyInstance } from 'fastify';
import type { PageMeta, PageMetaRoute } from '../../http/spa.ts';
import { richTextToPlain } from '../../lib/rich-text.ts';
import { findCompany } from './companies.repo.ts';
import { reviewStats } from './review-stats.repo.ts';

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
    async resolve(match, req) {
      const id = match[1];
      if (!id || !Uuid.safeParse(id).success) return null;
      return app.reads.run(req, async (db) => {
        const company = await findCompany(db, id);
        if (!company) return null;
        return buildCompanyMeta(company, await reviewStats(db, id, app.clock.now()), app.config.publicUrl);
      });
    },
  };
}
