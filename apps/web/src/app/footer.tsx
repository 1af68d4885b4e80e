import { Container } from '@mantine/core';
import { Link } from 'react-router';
import { BRAND } from '../lib/brand.ts';
import { Columns } from '../lib/columns.tsx';
import classes from './footer.module.css';

interface FooterLink {
  to: string;
  label: string;
}

/** The spec's footer links (part 1, "Navigation bar and footer"), grouped for the reader. */
const COLUMNS: { title: string; links: FooterLink[] }[] = [
  {
    title: 'Job seekers',
    links: [
      { to: '/', label: 'Find jobs' },
      { to: '/create-resume', label: 'Build your CV' },
      { to: '/saved-searches', label: 'Saved searches' },
      { to: '/applications', label: 'Applications' },
    ],
  },
  {
    title: 'Employers',
    links: [
      { to: '/employers/create-job', label: 'Post a job' },
      { to: '/employers/search-resumes', label: 'Search resumes' },
      { to: '/pricing', label: 'Pricing' },
      { to: '/employers/customer-service', label: 'Customer service' },
    ],
  },
  {
    title: BRAND,
    links: [
      { to: '/blog/why-we-building-fitjobs', label: `About ${BRAND}` },
      { to: '/blog', label: 'Blog' },
      { to: '/help-center', label: 'Help center' },
      { to: '/privacy', label: 'Privacy' },
      { to: '/terms', label: 'Terms' },
    ],
  },
];

/**
 * Plain elements with one stylesheet (footer.module.css), not Mantine's Stack, Text and Anchor:
 * the server draws the footer on every search and job page, and those cost it 1.5 ms a page
 * (decision 0231).
 */
export function Footer() {
  return (
    <Container fluid component="footer" className={classes.root}>
      <Container size="xl" py={48}>
        <Columns cols={{ base: 1, xs: 2, md: 4 }} spacing="xl" component="nav" aria-label="Footer">
          <div className={classes.about}>
            <div className={classes.brand}>
              <img src="/favicon.svg" alt="" width={26} height={26} />
              <p className={classes.name}>{BRAND}</p>
            </div>
            <p className={classes.tagline}>Jobs in New Zealand and Australia.</p>
          </div>
          {COLUMNS.map((column) => (
            <div key={column.title} className={classes.column}>
              <p className={classes.heading}>{column.title}</p>
              {column.links.map((l) => (
                <Link key={l.to} to={l.to} className={`${classes.link} mantine-focus-auto`}>
                  {l.label}
                </Link>
              ))}
            </div>
          ))}
        </Columns>
        <p className={classes.copyright}>
          © {new Date().getFullYear()} {BRAND}. Find the right fit. Together.
        </p>
      </Container>
    </Container>
  );
}
