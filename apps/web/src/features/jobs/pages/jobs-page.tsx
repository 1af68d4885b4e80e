import type { JobCard as JobCardData } from '@fitjobs/contract';
import {
  Affix,
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  Loader,
  NativeSelect,
  Stack,
  Text,
  Title,
  Transition,
} from '@mantine/core';
import { useDisclosure, useIntersection, useMediaQuery, useWindowEvent } from '@mantine/hooks';
import { IconAdjustments, IconArrowUp } from '@tabler/icons-react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useSession } from '../../../lib/auth.ts';
import { BRAND } from '../../../lib/brand.ts';
import { Columns } from '../../../lib/columns.tsx';
import { DocumentTitle } from '../../../lib/document-title.tsx';
import { useScrollMemory } from '../../../lib/scroll-memory.ts';
import { useHydrating } from '../../../lib/server-render.ts';
import { countriesQuery, jobSearchQuery, useSavedIds } from '../api.ts';
import { JobCard } from '../components/job-card.tsx';
import { JobsSearchBar } from '../components/jobs-search-bar.tsx';
import { LocationChip, WorkChips } from '../components/location-chip.tsx';
import { NewJobsNote } from '../components/new-jobs-note.tsx';
import type { UpdateParams } from '../components/search-filters.tsx';
import { DidYouMean, PlaceFromQuery } from '../components/search-understood.tsx';
import { useSaveSearch } from '../components/use-save-search.ts';
import { useUrlPlace } from '../components/use-url-place.ts';
import { rememberSearch } from '../recent-searches.ts';
import { placeName, resultHeading } from '../search-heading.ts';
import { hasFilters, POSTED_OPTIONS, SORT_OPTIONS, toApiQuery } from '../search-state.ts';

// The filters are many inputs and their dropdown machinery: they load beside the results (wide
// screens) or when the Filters dialog is first opened (narrow ones), so the results come first.
const SearchFilters = lazy(() =>
  import('../components/search-filters.tsx').then((m) => ({ default: m.SearchFilters })),
);
const FiltersDialog = lazy(() => import('../components/filters-dialog.tsx'));

const NO_JOBS: JobCardData[] = [];
// The server draws the whole first page, so a crawler or a browser without JavaScript gets every
// card and the next page's link (decision 0193; 0095 drew 8 to keep the HTML small).
const FIRST_DRAWN = 20;

/**
 * A real link to the results after those shown: scrolling loads them in place, and without
 * JavaScript (a crawler, a browser with it off) the link opens them as a page of their own.
 */
function NextPageLink({ params, cursor }: { params: URLSearchParams; cursor: string | null }) {
  if (!cursor) return null;
  const next = new URLSearchParams(params);
  next.set('after', cursor);
  return (
    <Anchor component={Link} to={`/jobs?${next}`} ta="center" data-testid="next-page">
      Next page of jobs
    </Anchor>
  );
}

export default function JobsPage() {
  const [params, setParams] = useSearchParams();
  const session = useSession();
  const filters = useMemo(() => toApiQuery(params), [params]);
  const search = useInfiniteQuery(jobSearchQuery(filters));
  const savedIds = useSavedIds();
  // To name the chosen place in the heading and in the recent searches: a region or city by the
  // place the URL names, a country alone by its name.
  const { known: placeKnown, place } = useUrlPlace(params);
  const countries = useQuery({ ...countriesQuery, enabled: filters.country_id !== undefined });
  const saveSearch = useSaveSearch(params);
  const [filtersOpen, filtersModal] = useDisclosure(false);
  // Mounted from the first opening on, so closing it still animates.
  const [filtersUsed, setFiltersUsed] = useState(false);
  // One set of filters: the sidebar on wide screens, the Filters dialog on narrow ones.
  const hydrating = useHydrating();
  // Read at once in the browser; the server and the hydrating browser draw the narrow layout.
  const wide = useMediaQuery('(min-width: 62em)', undefined, { getInitialValueInEffect: hydrating });
  const { ref: endRef, entry } = useIntersection({ rootMargin: '400px' });
  // The home page offers a returning visitor their recent searches (kept in this browser).
  // Once the place's name is known, so the list reads "nurse in Auckland".
  useEffect(() => {
    if (placeKnown) rememberSearch(params, place ? placeName(place) : undefined);
  }, [params, placeKnown, place]);
  const queryInUrl = params.get('query') ?? '';

  // Every change is a new history entry, so Back/Forward walk through searches.
  const update: UpdateParams = (change) => {
    const next = new URLSearchParams(params);
    change(next);
    setParams(next);
  };

  const replaceParams = useCallback(
    (next: URLSearchParams) => setParams(next, { replace: true }),
    [setParams],
  );

  const found = useMemo(() => search.data?.pages.flatMap((p) => p.items) ?? [], [search.data]);
  // The cards render in an interruptible pass after the heading, so a page of results never
  // blocks the main thread for long on a slow phone (Lighthouse TBT). That holds on arrival too,
  // when the answer may already be there (the route loader asked early): first no cards. The
  // server draws the first few at once, the browser hydrates them, then adds the rest.
  const items = useDeferredValue(found, hydrating ? found.slice(0, FIRST_DRAWN) : NO_JOBS);
  // The end marker only means "the reader reached the end" once the cards above it are drawn.
  const drawn = items === found;
  // Back from a job to these results: the list where the reader left it (not only the filters).
  useScrollMemory(drawn && found.length > 0);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = search;
  useEffect(() => {
    // The observer's last entry can predate the cards that just pushed the marker down the page:
    // ask the marker where it is now, or a first visit would fetch page two unasked.
    if (!drawn || !entry?.isIntersecting || !hasNextPage || isFetchingNextPage) return;
    if (entry.target.getBoundingClientRect().top < window.innerHeight + 400) void fetchNextPage();
  }, [drawn, entry, hasNextPage, isFetchingNextPage, fetchNextPage]);
  const total = search.data?.pages[0]?.total_count ?? 0;
  const country = countries.data?.find((c) => c.id === filters.country_id)?.name;
  const isEmployee = session?.role === 'employee';

  const saveButton = saveSearch.available && (
    <Button
      variant="light"
      onClick={() => void saveSearch.save()}
      loading={saveSearch.saving}
      disabled={saveSearch.saved}
    >
      Save this search
    </Button>
  );

  return (
    <Stack gap="lg">
      {/* Set once hydrated: a title the server drew would stay behind inside the page. */}
      {!hydrating && (
        <DocumentTitle>{queryInUrl ? `${queryInUrl} jobs | ${BRAND}` : `Jobs | ${BRAND}`}</DocumentTitle>
      )}
      <JobsSearchBar params={params} update={update} />
      <Columns cols={wide ? { base: 1, md: [1, 2], lg: [1, 3] } : { base: 1 }} spacing="xl">
        {wide && (
          <div>
            <Card withBorder radius="md" padding="md" component="aside" aria-label="Filters">
              <Suspense fallback={<Loader size="sm" aria-label="Loading filters" />}>
                <SearchFilters params={params} update={update} />
              </Suspense>
            </Card>
          </div>
        )}
        <div>
          <Stack gap="md">
            <Group justify="space-between" align="center">
              <Title order={1} fz="h3" aria-live="polite">
                {search.isPending ? 'Searching…' : resultHeading(total, filters.q ?? '', { country, place })}
              </Title>
              <Group gap="sm">
                <Button
                  variant="default"
                  hiddenFrom="md"
                  leftSection={<IconAdjustments size={16} />}
                  onClick={() => {
                    setFiltersUsed(true);
                    filtersModal.open();
                  }}
                >
                  Filters
                </Button>
                {saveButton}
              </Group>
            </Group>
            <Group gap="sm">
              <NativeSelect
                aria-label="Sort"
                data={SORT_OPTIONS}
                value={params.get('sort_by') ?? 'relevance'}
                onChange={(e) => {
                  const v = e.currentTarget.value;
                  update((p) => (v !== 'relevance' ? p.set('sort_by', v) : p.delete('sort_by')));
                }}
                w={220}
              />
              <NativeSelect
                aria-label="Posted within"
                data={POSTED_OPTIONS.map((o) => ({ value: o.value || 'all', label: o.label }))}
                value={params.get('posted_within') || 'all'}
                onChange={(e) => {
                  const v = e.currentTarget.value;
                  update((p) => (v !== 'all' ? p.set('posted_within', v) : p.delete('posted_within')));
                }}
                w={200}
              />
              <LocationChip params={params} update={update} />
              <WorkChips params={params} update={update} />
              {hasFilters(params) && (
                <Anchor
                  component={Link}
                  to={queryInUrl ? `/jobs?${new URLSearchParams({ query: queryInUrl })}` : '/jobs'}
                  fz="sm"
                >
                  Clear filters
                </Anchor>
              )}
            </Group>
            <NewJobsNote />
            <PlaceFromQuery first={search.data?.pages[0]} params={params} replaceParams={replaceParams} />
            {search.data?.pages[0]?.did_you_mean && (
              <DidYouMean suggestion={search.data.pages[0].did_you_mean} params={params} />
            )}
            {search.isPending && <Loader aria-label="Loading jobs" />}
            {search.isError && (
              <Alert color="red" title="Search failed">
                We could not load jobs. Please try again.
              </Alert>
            )}
            {items.map((job) => (
              <JobCard
                key={job.id}
                job={job}
                saved={isEmployee ? (savedIds.data?.has(job.id) ?? false) : undefined}
                hideable={isEmployee}
              />
            ))}
            <div ref={endRef} />
            {isFetchingNextPage && <Loader aria-label="Loading more jobs" />}
            <NextPageLink params={params} cursor={search.data?.pages.at(-1)?.next_cursor ?? null} />
            {search.isSuccess && !hasNextPage && (
              <Card withBorder radius="md" padding="lg" bg="var(--mantine-color-gray-0)">
                <Stack align="center" gap="sm">
                  <Text ta="center">
                    New jobs matching your search will appear here soon. Want to be notified?
                  </Text>
                  {saveSearch.available && (
                    <Button
                      onClick={() => void saveSearch.save()}
                      loading={saveSearch.saving}
                      disabled={saveSearch.saved}
                    >
                      Notify by Email
                    </Button>
                  )}
                </Stack>
              </Card>
            )}
          </Stack>
        </div>
      </Columns>
      {filtersUsed && (
        <Suspense fallback={null}>
          <FiltersDialog opened={filtersOpen} onClose={filtersModal.close} params={params} update={update} />
        </Suspense>
      )}
      <ScrollToTop />
    </Stack>
  );
}

/** 'Top' once the reader has scrolled down; on its own, so scrolling re-renders only this button. */
function ScrollToTop() {
  const scrolled = useScrolledPast(150);
  return (
    <Affix position={{ bottom: 24, right: 24 }}>
      <Transition transition="slide-up" mounted={scrolled}>
        {(styles) => (
          <Button
            style={styles}
            leftSection={<IconArrowUp size={16} />}
            onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
            aria-label="Scroll to top"
          >
            Top
          </Button>
        )}
      </Transition>
    </Affix>
  );
}

/**
 * Whether the page is scrolled further down than `offset`, read only when it scrolls. (Mantine's
 * useWindowScroll also reads the position on mount, which forces a layout of the whole page of
 * results just as it is first drawn.) A page opens at the top (layout.tsx).
 */
function useScrolledPast(offset: number): boolean {
  const [past, setPast] = useState(false);
  useWindowEvent('scroll', () => setPast(window.scrollY > offset), { passive: true });
  return past;
}
