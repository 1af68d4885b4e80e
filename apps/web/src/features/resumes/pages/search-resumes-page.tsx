import { Affix, Box, Button, Group, Modal, Stack, TextInput, Title, Transition } from '@mantine/core';
import { useDisclosure, useWindowScroll } from '@mantine/hooks';
import { IconAdjustments, IconArrowUp, IconSearch } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { RequireRole } from '../../../app/require-role.tsx';
import { BRAND } from '../../../lib/brand.ts';
import { DocumentTitle } from '../../../lib/document-title.tsx';
import type { ResumeSearchParams } from '../api.ts';
import { ResumeFilters } from '../components/resume-filters.tsx';
import { SearchResults } from '../components/search-results.tsx';
import { readSearchState, writeSearchState } from '../components/search-state.ts';

function ResumeSearch() {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = readSearchState(searchParams);
  const [text, setText] = useState(state.q);
  const [filtersOpen, filters] = useDisclosure(false);
  const [scroll, scrollTo] = useWindowScroll();

  // Every change is a new search: the URL changes, so the query key (and its cursor) starts over.
  const apply = (next: ResumeSearchParams) => setSearchParams(writeSearchState(next));
  const clear = () =>
    apply({
      q: state.q,
      exclude: [],
      eligible_to_work_in_nz: false,
      can_work_in_au: false,
      sort_by: 'relevance',
    });
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const q = text.trim();
    if (q) apply({ ...state, q });
  };
  // The Search button is enabled on first load and whenever the text differs from the current search.
  const canSearch = state.q === '' || text.trim() !== state.q;

  return (
    <Stack gap="lg">
      <form onSubmit={onSubmit}>
        <Group gap="sm" wrap="nowrap" align="flex-end">
          <TextInput
            flex={1}
            size="md"
            required
            label="Search resumes"
            placeholder="Skills, experience or keywords"
            leftSection={<IconSearch size={18} />}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
          />
          <Button type="submit" size="md" disabled={!canSearch}>
            Search
          </Button>
        </Group>
      </form>
      <Button
        hiddenFrom="md"
        variant="default"
        leftSection={<IconAdjustments size={16} />}
        onClick={filters.open}
        w="fit-content"
      >
        Filters
      </Button>
      <Modal opened={filtersOpen} onClose={filters.close} title="Filters" hiddenFrom="md">
        <ResumeFilters state={state} onChange={apply} onClear={clear} compact />
      </Modal>
      <Group align="flex-start" gap="xl" wrap="nowrap">
        <Box visibleFrom="md" w={280} style={{ flexShrink: 0 }} component="aside" aria-label="Filters">
          <ResumeFilters state={state} onChange={apply} onClear={clear} />
        </Box>
        <Box flex={1} miw={0}>
          <SearchResults params={state} />
        </Box>
      </Group>
      <Affix position={{ bottom: 24, right: 24 }}>
        <Transition transition="slide-up" mounted={scroll.y > 150}>
          {(styles) => (
            <Button
              style={styles}
              aria-label="Scroll to top"
              leftSection={<IconArrowUp size={16} />}
              onClick={() => scrollTo({ y: 0 })}
            >
              Top
            </Button>
          )}
        </Transition>
      </Affix>
    </Stack>
  );
}

/** /employers/search-resumes (spec part 2, "Resume search"). */
export default function SearchResumesPage() {
  return (
    <Stack gap="lg">
      <DocumentTitle>{`Search resumes | ${BRAND}`}</DocumentTitle>
      <Title order={1}>Search resumes</Title>
      <RequireRole roles={['employer', 'admin']} message="Resume search is for employers.">
        <ResumeSearch />
      </RequireRole>
    </Stack>
  );
}
