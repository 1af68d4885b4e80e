import { Alert, Button, Center, Loader, Select, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface Paged {
  isPending: boolean;
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/** Loading, error and empty states of an admin list, its rows, and Load more (decision 0189). */
export function ListFrame({
  query,
  what,
  count,
  children,
}: {
  query: Paged;
  what: string;
  count: number;
  children: ReactNode;
}) {
  if (query.isPending) {
    return (
      <Center py="lg">
        <Loader size="sm" aria-label={`Loading ${what}`} />
      </Center>
    );
  }
  if (query.isError) return <Alert color="red">{`Failed to load ${what}`}</Alert>;
  if (count === 0) return <Text c="dimmed">{`No ${what} match.`}</Text>;
  return (
    <Stack gap="sm">
      {children}
      {query.hasNextPage && (
        <Button
          variant="default"
          w="fit-content"
          loading={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          Load more
        </Button>
      )}
    </Stack>
  );
}

type Tri = boolean | undefined;
const toTri = (v: string | null): Tri => (v === 'yes' ? true : v === 'no' ? false : undefined);
const fromTri = (v: Tri) => (v === undefined ? 'any' : v ? 'yes' : 'no');

/** A yes / no / any filter as a labelled select. */
export function YesNoFilter({
  label,
  value,
  onChange,
}: {
  label: string;
  value: Tri;
  onChange: (v: Tri) => void;
}) {
  return (
    <Select
      label={label}
      w={140}
      allowDeselect={false}
      data={[
        { value: 'any', label: 'Any' },
        { value: 'yes', label: 'Yes' },
        { value: 'no', label: 'No' },
      ]}
      value={fromTri(value)}
      onChange={(v) => onChange(toTri(v))}
    />
  );
}
