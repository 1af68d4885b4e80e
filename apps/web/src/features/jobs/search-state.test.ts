import { describe, expect, it } from 'vitest';
import { hasFilters, incomeOptions, toApiQuery, toSavedParams } from './search-state.ts';

const url = (query: string) => new URLSearchParams(query);

describe('search URL to API query', () => {
  it('carries the classification, the pay type and an hourly income', () => {
    const q = toApiQuery(url('industry_id=4&specialization_id=12&pay_type=hourly&salary_selected_option=30'));
    expect(q).toMatchObject({
      industry_id: 4,
      specialization_id: 12,
      pay_type: 'hourly',
      salary_from: 30,
      currency: 'nzd',
    });
    expect(toSavedParams(url('industry_id=4&pay_type=hourly'))).toEqual({
      industry_id: 4,
      pay_type: 'hourly',
    });
  });

  it('drops what it does not know, and sends the currency only with an income', () => {
    const q = toApiQuery(url('pay_type=weekly&industry_id=abc&currency=aud'));
    expect(q.pay_type).toBeUndefined();
    expect(q.industry_id).toBeUndefined();
    expect(q.currency).toBeUndefined();
  });

  it('offers yearly incomes, or hourly ones for hourly rates', () => {
    expect(incomeOptions(undefined).map((o) => o.label)).toContain('From $60,000');
    expect(incomeOptions('hourly').map((o) => o.label)).toContain('From $30 an hour');
    expect(incomeOptions('hourly').map((o) => o.label)).not.toContain('From $60,000');
  });

  it("reads the next-page link's `after` as where the results start, and nowhere else (decision 0193)", () => {
    expect(toApiQuery(url('query=nurse&after=eyJtIjoidXBkYXRlZCJ9_-x')).next_cursor).toBe(
      'eyJtIjoidXBkYXRlZCJ9_-x',
    );
    expect(toApiQuery(url('after=<script>')).next_cursor).toBeUndefined();
    expect(toSavedParams(url('query=nurse&after=abc'))).toEqual({ q: 'nurse' });
    expect(hasFilters(url('query=nurse&after=abc'))).toBe(false);
  });
});
