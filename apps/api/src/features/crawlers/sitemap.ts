import type { DbOrTx } from '../../db/client.ts';
import type { SitePage } from '../../http/server-render.ts';
import {
  companiesPage,
  countCompanies,
  countListedJobs,
  type IdRange,
  listedJobsPage,
  type SitemapRow,
} from './sitemap.repo.ts';

/** sitemaps.org: at most 50,000 URLs in one file. */
export const MAX_URLS_PER_FILE = 50_000;
/**
 * Ids are random UUIDs, so equal slices of the id space hold about equal numbers of rows: a slice
 * is sized for half the limit, which leaves a margin no random draw comes near (decision 0130).
 */
const URLS_PER_SLICE = 25_000;
/** Enough slices for 100 million rows; a child's URL names its slice count, so 4096 caps it. */
export const MAX_SLICES = 4096;
/** Rows read per query while a child file streams: memory stays at one page however big the file. */
const PAGE_ROWS = 2_000;

export type SliceKind = 'jobs' | 'companies';

export const sliceCount = (rows: number) =>
  Math.min(MAX_SLICES, Math.max(1, Math.ceil(rows / URLS_PER_SLICE)));

const uuidAt = (k: number, n: number) =>
  `${Math.floor((k * 0x1_0000_0000) / n)
    .toString(16)
    .padStart(8, '0')}-0000-0000-0000-000000000000`;

/** Slice k of n of the UUID space (by its first 32 bits). */
export function sliceRange(k: number, n: number): IdRange {
  return { from: uuidAt(k, n), to: k + 1 < n ? uuidAt(k + 1, n) : null };
}

const escapeXml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

const urlEntry = (loc: string, lastmod?: string) =>
  `<url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ''}</url>\n`;

/**
 * /sitemap.xml: the pages file, then one file per slice of the companies and of the listed jobs.
 * The head goes out before anything is counted, so the first byte never waits for the database.
 */
export async function* sitemapIndex(db: DbOrTx, publicUrl: string, now: Date): AsyncGenerator<string> {
  yield `${XML_HEAD}<sitemapindex xmlns="${NS}">\n`;
  const entry = (file: string) =>
    `<sitemap><loc>${escapeXml(`${publicUrl}/sitemaps/${file}`)}</loc></sitemap>\n`;
  yield entry('pages.xml');
  const companySlices = sliceCount(await countCompanies(db));
  yield Array.from({ length: companySlices }, (_, k) => entry(`companies-${k}-of-${companySlices}.xml`)).join(
    '',
  );
  const jobSlices = sliceCount(await countListedJobs(db, now));
  yield Array.from({ length: jobSlices }, (_, k) => entry(`jobs-${k}-of-${jobSlices}.xml`)).join('');
  yield '</sitemapindex>\n';
}

/** /sitemaps/pages.xml: the web app's static pages and blog posts. */
export function pagesSitemap(pages: SitePage[], publicUrl: string): string {
  const urls = pages.map((p) => urlEntry(`${publicUrl}${p.path}`, p.lastmod)).join('');
  return `${XML_HEAD}<urlset xmlns="${NS}">\n${urls}</urlset>\n`;
}

/** One slice of jobs or companies, read a page of rows at a time by keyset on the id. */
export async function* sliceSitemap(
  db: DbOrTx,
  options: { kind: SliceKind; k: number; n: number; publicUrl: string; now: Date },
): AsyncGenerator<string> {
  const range = sliceRange(options.k, options.n);
  const read = (after: string | null, limit: number): Promise<SitemapRow[]> =>
    options.kind === 'jobs'
      ? listedJobsPage(db, options.now, range, after, limit)
      : companiesPage(db, range, after, limit);
  yield `${XML_HEAD}<urlset xmlns="${NS}">\n`;
  let after: string | null = null;
  for (let written = 0; written < MAX_URLS_PER_FILE; ) {
    const limit = Math.min(PAGE_ROWS, MAX_URLS_PER_FILE - written);
    const rows = await read(after, limit);
    const base = `${options.publicUrl}/${options.kind}/`;
    yield rows.map((r) => urlEntry(`${base}${r.id}`, r.updatedAt.toISOString())).join('');
    written += rows.length;
    const last = rows.at(-1);
    if (!last || rows.length < limit) break;
    after = last.id;
  }
  yield '</urlset>\n';
}
