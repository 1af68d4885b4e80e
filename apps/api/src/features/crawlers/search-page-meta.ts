import type { PageMeta, PageMetaRoute } from '../../http/spa.ts';

/** The product name as the web app's lib/brand.ts spells it. */
const BRAND_NAME = 'FitJobs';

/** /jobs?query=nurse: "nurse jobs | FitJobs", as the search page titles itself in the browser. */
export function searchPageHead(query: string, publicUrl: string): PageMeta {
  const q = query.trim();
  const canonical = q ? `${publicUrl}/jobs?${new URLSearchParams({ query: q })}` : `${publicUrl}/jobs`;
  return {
    title: q ? `${q} jobs | ${BRAND_NAME}` : `Jobs | ${BRAND_NAME}`,
    description: q
      ? `Search ${q} jobs across New Zealand and Australia on ${BRAND_NAME}.`
      : `Search jobs across New Zealand and Australia on ${BRAND_NAME}.`,
    canonical,
  };
}

export function searchPageMeta(publicUrl: string): PageMetaRoute {
  return {
    pattern: /^\/jobs\/?$/,
    resolve: async (_match, request) => {
      const query = new URL(request.url, 'http://localhost').searchParams.get('query') ?? '';
      return searchPageHead(query, publicUrl);
    },
  };
}
