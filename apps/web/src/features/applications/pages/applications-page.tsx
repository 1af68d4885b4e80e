import { Anchor, Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import { RequireRole } from '../../../app/require-role.tsx';
import { BRAND } from '../../../lib/brand.ts';
import { DocumentTitle } from '../../../lib/document-title.tsx';
import { AREA_TOAST } from '../../../lib/toast.ts';
import { myApplicationsQuery } from '../api.ts';
import { ExternalApplicationCard } from '../components/external-application-card.tsx';
import { MyApplicationCard } from '../components/my-application-card.tsx';
import { MyInvitations } from '../components/my-invitations.tsx';

/** /applications: 'Your Applications'. */
function MyApplications() {
  const query = useInfiniteQuery(myApplicationsQuery);
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];

  useEffect(() => {
    if (query.isError) toast.error('Failed to load applications', AREA_TOAST);
  }, [query.isError]);

  return (
    <Stack maw={860} mx="auto">
      <DocumentTitle>{`Your Applications | ${BRAND}`}</DocumentTitle>
      <Title order={1}>Your Applications</Title>
      <MyInvitations />
      {query.isPending ? (
        <Center py="xl">
          <Loader aria-label="Loading applications" />
        </Center>
      ) : query.isError ? (
        <Text c="red">Failed to load applications</Text>
      ) : items.length === 0 ? (
        <Stack align="center" py="xl" gap="xs">
          <Text>You have not applied to any jobs yet.</Text>
          <Anchor component={Link} to="/jobs">
            Find jobs
          </Anchor>
        </Stack>
      ) : (
        <>
          {items.map((a) =>
            a.applied_on === 'employer_site' ? (
              <ExternalApplicationCard key={a.id} application={a} />
            ) : (
              <MyApplicationCard key={a.id} application={a} />
            ),
          )}
          {query.hasNextPage && (
            <Button
              variant="default"
              onClick={() => void query.fetchNextPage()}
              loading={query.isFetchingNextPage}
            >
              Load more
            </Button>
          )}
        </>
      )}
    </Stack>
  );
}

/** Signed-out visitors go to sign-in and come back here (spec section 8). */
export default function ApplicationsPage() {
  return (
    <RequireRole roles={['employee']} message="Applications are for job seekers.">
      <MyApplications />
    </RequireRole>
  );
}
