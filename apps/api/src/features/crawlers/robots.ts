/**
 * Pages only a signed-in person has (account, seeker, employer and admin screens) and the API:
 * no crawler should walk them. Prefixes, as robots.txt reads them.
 */
const PRIVATE_PATHS = [
  '/api/',
  '/login',
  '/profile',
  '/saved-jobs',
  '/saved-searches',
  '/applications',
  '/resumes',
  '/create-resume',
  '/new-resume',
  '/edit-resume/',
  '/employers/',
  '/admin',
];

/** robots.txt: the public pages are open (the employers' help page among them), the rest is not. */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Allow: /employers/customer-service',
    ...PRIVATE_PATHS.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
