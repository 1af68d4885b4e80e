import { Center, Loader, Stack, Text } from '@mantine/core';
import { useIntersection } from '@mantine/hooks';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { toast } from 'react-toastify/unstyled';
import { ApiError } from '../../../lib/api.ts';
import { useSession } from '../../../lib/auth.ts';
import { formatAmount } from '../../../lib/format.ts';
import { AREA_TOAST } from '../../../lib/toast.ts';
import { downloadResumePdf, type ResumeSearchParams, resumeSearchQuery } from '../api.ts';
import { CandidateCard } from './candidate-card.tsx';

/** Results with infinite scroll: the next page loads when the sentinel comes into view. */
export function SearchResults({ params }: { params: ResumeSearchParams }) {
  const results = useInfiniteQuery({ ...resumeSearchQuery(params), enabled: params.q !== '' });
  const { ref, entry } = useIntersection({ rootMargin: '400px' });
  const [downloading, setDownloading] = useState<string | null>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = results;
  const canInvite = Boolean(useSession()?.activeCompanyId);

  useEffect(() => {
    if (entry?.isIntersecting && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [entry?.isIntersecting, hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (params.q === '') return <Text c="dimmed">Enter skills, experience or keywords to search resumes.</Text>;
  if (results.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="Searching resumes" />
      </Center>
    );
  }
  // Search failures are only logged (spec part 2, section 8): show a neutral empty state.
  if (results.isError) return <Text c="dimmed">No resumes to show right now.</Text>;

  const items = results.data.pages.flatMap((p) => p.items);
  const total = results.data.pages[0]?.total_count ?? 0;
  const download = async (userId: string) => {
    setDownloading(userId);
    try {
      await downloadResumePdf(userId, 'employer');
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) {
        toast.info('This candidate has not uploaded a resume yet.', AREA_TOAST);
      } else if (error instanceof ApiError && error.status === 429) {
        toast.error(error.message, AREA_TOAST);
      } else {
        toast.error('Failed to download resume', AREA_TOAST);
      }
    } finally {
      setDownloading(null);
    }
  };

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed" aria-live="polite">
        {total === 1 ? '1 resume' : `${formatAmount(total)} resumes`}
      </Text>
      {items.map((item) => (
        <CandidateCard
          key={item.id}
          item={item}
          downloading={downloading === item.user_id}
          onDownload={() => void download(item.user_id)}
          canInvite={canInvite}
        />
      ))}
      <div ref={ref} />
      {isFetchingNextPage ? (
        <Center>
          <Loader size="sm" aria-label="Loading more resumes" />
        </Center>
      ) : null}
      {!hasNextPage ? (
        <Text ta="center" c="dimmed" py="md">
          New resumes matching your search will appear here soon.
        </Text>
      ) : null}
    </Stack>
  );
}
