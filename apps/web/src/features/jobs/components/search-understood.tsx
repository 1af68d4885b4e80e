import type { JobSearchPage, SearchPlace } from '@fitjobs/contract';
import { Alert, Anchor, Button, Group, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';

const LOCATION_KEYS = ['country_id', 'region_id', 'city_id'] as const;

/**
 * A place named in the query ("developer sydney") comes back as a location the search applied
 * (decision 0101), and a work type or format ("part time", "WFH") as filters (decision 0208). The
 * address bar takes them over, so the filters and chips show them and Back, sharing and saving the
 * search keep them; for a place this notice says so and offers to drop it.
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
  const understood = first?.understood ?? null;
  useEffect(() => {
    if (!found && !understood) return;
    const next = new URLSearchParams(params);
    const query = understood?.query ?? found?.query;
    if (query) next.set('query', query);
    else next.delete('query');
    if (understood?.schedule) next.set('schedule', understood.schedule);
    if (understood?.work_format) next.set('work_format', understood.work_format);
    if (found) {
      setPlace(found);
      for (const key of LOCATION_KEYS) {
        const id = found[key];
        if (id) next.set(key, String(id));
        else next.delete(key);
      }
    }
    replaceParams(next);
  }, [found, understood, params, replaceParams]);

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
