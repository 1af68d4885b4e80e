import type { ReviewSort } from '@fitjobs/contract';
import { Button, Center, Divider, Group, Loader, Modal, Select, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { toast } from 'react-toastify/unstyled';
import { useSession } from '../../../lib/auth.ts';
import { reviewStatsQuery, reviewsQuery, useDeleteReview } from '../api.ts';
import { ReviewCard } from './review-card.tsx';
import { ReviewSummary } from './review-summary.tsx';

const ReportReviewModal = lazy(() => import('../../moderation/components/report-review-modal.tsx'));

const SORTS: { value: ReviewSort; label: string }[] = [
  { value: 'newest', label: 'Newest' },
  { value: 'highest', label: 'Highest rating' },
  { value: 'lowest', label: 'Lowest rating' },
];
const RATINGS = [
  { value: '', label: 'All ratings' },
  ...[5, 4, 3, 2, 1].map((n) => ({ value: String(n), label: n === 1 ? '1 star' : `${n} stars` })),
];

interface Props {
  companyId: string;
  companyName: string;
  /** The company's admin, who may respond to reviews. */
  canRespond: boolean;
  opened: boolean;
  onClose: () => void;
}

/**
 * 'Company Reviews': the rating summary, then the reviews in the chosen order and of the chosen
 * rating, paged. Review text is plain text and rendered as text.
 */
export function ReviewsDialog({ companyId, companyName, canRespond, opened, onClose }: Props) {
  const [sort, setSort] = useState<ReviewSort>('newest');
  const [rating, setRating] = useState<number | null>(null);
  const reviews = useInfiniteQuery({ ...reviewsQuery(companyId, sort, rating), enabled: opened });
  const stats = useQuery({ ...reviewStatsQuery(companyId), enabled: opened });
  const phone = useMediaQuery('(max-width: 36em)');
  const session = useSession();
  const isAdmin = session?.role === 'admin';
  const [reporting, setReporting] = useState<string | null>(null);
  const remove = useDeleteReview(companyId);
  const removeReview = async (id: string) => {
    try {
      await remove.mutateAsync(id);
      toast.success('Review removed');
    } catch {
      toast.error('Failed to remove review');
    }
  };
  useEffect(() => {
    if (reviews.isError) toast.error('Failed to load reviews', { toastId: 'reviews-failed' });
  }, [reviews.isError]);
  const items = reviews.data?.pages.flatMap((p) => p.items) ?? [];
  const any = (stats.data?.total_reviews ?? 0) > 0 || items.length > 0;

  return (
    <Modal opened={opened} onClose={onClose} title="Company Reviews" size="xl" fullScreen={phone}>
      <Stack gap="md">
        {stats.data && stats.data.total_reviews > 0 && (
          <ReviewSummary stats={stats.data} rating={rating} onRating={setRating} />
        )}
        {any && (
          <Group gap="sm" grow preventGrowOverflow={false}>
            <Select
              label="Sort by"
              data={SORTS}
              value={sort}
              onChange={(v) => setSort((v as ReviewSort | null) ?? 'newest')}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
            />
            <Select
              label="Rating"
              data={RATINGS}
              value={rating === null ? '' : String(rating)}
              onChange={(v) => setRating(v ? Number(v) : null)}
              allowDeselect={false}
            />
          </Group>
        )}
        {reviews.isPending ? (
          <Center py="lg">
            <Stack align="center" gap="xs">
              <Loader size="sm" />
              <Text c="dimmed">Loading reviews...</Text>
            </Stack>
          </Center>
        ) : items.length === 0 ? (
          <Text c="dimmed" py="md">
            {rating === null ? 'No reviews yet.' : `No ${rating}-star reviews yet.`}
          </Text>
        ) : (
          <Stack gap="md">
            {items.map((r, i) => (
              <Stack key={r.id} gap={0}>
                {i > 0 && <Divider mb="md" />}
                <ReviewCard
                  review={r}
                  companyId={companyId}
                  companyName={companyName}
                  canRespond={canRespond}
                  canReport={Boolean(session)}
                  canRemove={isAdmin}
                  removing={remove.isPending && remove.variables === r.id}
                  onReport={() => setReporting(r.id)}
                  onRemove={() => void removeReview(r.id)}
                />
              </Stack>
            ))}
            {reviews.hasNextPage && (
              <Button
                variant="subtle"
                onClick={() => void reviews.fetchNextPage()}
                loading={reviews.isFetchingNextPage}
              >
                Show more reviews
              </Button>
            )}
          </Stack>
        )}
      </Stack>
      {reporting && (
        <Suspense fallback={null}>
          <ReportReviewModal reviewId={reporting} onClose={() => setReporting(null)} />
        </Suspense>
      )}
    </Modal>
  );
}
