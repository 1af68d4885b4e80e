import { companyDescription, companyKeywords } from '@fitjobs/contract';
import { describe, expect, it } from 'vitest';
import { locationLine, websiteHref } from './meta.ts';

describe('company page meta and links', () => {
  it('prefixes https:// to a website without a scheme and keeps one that has it', () => {
    expect(websiteHref('kauri.co.nz')).toBe('https://kauri.co.nz');
    expect(websiteHref('http://kauri.co.nz')).toBe('http://kauri.co.nz');
  });
  it('describes the company by its tagline, or a default sentence without one', () => {
    expect(companyDescription({ name: 'Kauri', tagline: 'Move well', city_name: null })).toBe('Move well');
    expect(companyDescription({ name: 'Kauri', tagline: null, city_name: 'Nelson' })).toBe(
      'Learn about Kauri in Nelson: jobs, reviews and company information.',
    );
  });
  it('builds keywords and the location line from the known parts only', () => {
    const c = {
      name: 'Kauri',
      industry_name: null,
      city_name: 'Nelson',
      region_name: 'Nelson',
      country_name: null,
    };
    expect(companyKeywords(c)).toBe('Kauri, Nelson, jobs, careers, reviews');
    expect(locationLine(c)).toBe('Nelson, Nelson');
  });
});
