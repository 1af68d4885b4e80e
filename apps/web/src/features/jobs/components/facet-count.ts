import type { FacetCounts } from '@fitjobs/contract';
import { formatAmount } from '../../../lib/format.ts';

/**
 * An option's label with its job count: 'Full time (1,234)'. A capped count is a lower bound,
 * 'Full time (1,234+)', and an option a capped sample did not meet gets no number; while the
 * counts load, the label alone (decision 0105).
 */
export function withCount(label: string, facet: FacetCounts | undefined, key: string | number): string {
  if (!facet) return label;
  const n = facet.counts[String(key)] ?? 0;
  if (facet.capped) return n ? `${label} (${formatAmount(n)}+)` : label;
  return `${label} (${formatAmount(n)})`;
}

/**
 * An option no job of the search has: shown but not pickable, unless it is the one chosen (so it
 * can still be read and cleared). A capped sample's missing option may still have jobs: pickable.
 */
export function noMatches(facet: FacetCounts | undefined, key: string | number, chosen: boolean): boolean {
  if (!facet || facet.capped || chosen) return false;
  return !facet.counts[String(key)];
}
