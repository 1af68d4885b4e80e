import type { JobSearchPage, SearchPlace } from '@fitjobs/contract';
import { Alert, Anchor, Button, Group, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';

const LOCATION_KEYS = ['country_id', 'region_id', 'city_id'] as const;

/**
 * A place named in the query ("developer sydney") comes back as a location the search applied
 * (decision 0101). The address bar takes it over as the location filter, so the filters show it
 * and Back, sharing and saving the search keep it; this notice says so and offers to drop it.
 */
export function PlaceFromQuery({
  first,
  params,
  replaceParams,
}: {
  first: JobSearchPage | undefined;
  params: URLSearchParams;
  replaceParams: (next: URLSearchParams) => void;
}) {
  const [place, setPlace] = useState<SearchPlace | null>(null);
  const found = first?.place ?? null;
  useEffect(() => {
    if (!found) return;
    setPlace(found);
    const next = new URLSearchParams(params);
    if (found.query) next.set('query', found.query);
    else next.delete('query');
    for (const key of LOCATION_KEYS) {
      const id = found[key];
      if (id) next.set(key, String(id));
      else next.delete(key);
    }
    replaceParams(next);
  }, [found, params, replaceParams]);

  const applied = place && LOCATION_KEYS.every((key) => (params.get(key) ?? '') === String(place[key] ?? ''));
  if (!place || !applied) return null;
  const everywhere = () => {
    const next = new URLSearchParams(params);
    for (const key of LOCATION_KEYS) next.delete(key);
    replaceParams(next);
  };
  return (
    <Alert variant="light" radius="md" p="xs">
      <Group gap="sm" justify="space-between">
        <Text size="sm">
          Showing jobs in <strong>{place.name}</strong>, from your search.
        </Text>
        <Button size="compact-sm" variant="subtle" onClick={everywhere}>
          Search all locations
        </Button>
      </Group>
    </Alert>
  );
}

/** "Did you mean nurse?" when the words found little, one click away. */
export function DidYouMean({ suggestion, params }: { suggestion: string; params: URLSearchParams }) {
  const next = new URLSearchParams(params);
  next.set('query', suggestion);
  return (
    <Text>
      Did you mean{' '}
      <Anchor component={Link} to={`/jobs?${next}`} fw={600}>
        {suggestion}
      </Anchor>
      ?
    </Text>
  );
}
