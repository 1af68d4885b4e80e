import { Badge, Button, Center, Divider, Group, Loader, Modal, Rating, Stack, Text } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { toast } from 'react-toastify';
import { useSession } from '../../../lib/auth.ts';
import { formatDate } from '../../../lib/format.ts';
import { reviewsQuery, useDeleteReview } from '../api.ts';

const ReportReviewModal = lazy(() => import('../../moderation/components/report-review-modal.tsx'));

interface Props {
  companyId: string;
  opened: boolean;
  onClose: () => void;
}

/** 'Company Reviews': newest first, paged. Review text is plain text and rendered as text. */
export function ReviewsDialog({ companyId, opened, onClose }: Props) {
  const reviews = useInfiniteQuery({ ...reviewsQuery(companyId), enabled: opened });
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

  return (
    <Modal opened={opened} onClose={onClose} title="Company Reviews" size="lg">
      {reviews.isPending ? (
        <Center py="lg">
          <Stack align="center" gap="xs">
            <Loader size="sm" />
            <Text c="dimmed">Loading reviews...</Text>
          </Stack>
        </Center>
      ) : items.length === 0 ? (
        <Text c="dimmed" py="md">
          No reviews yet.
        </Text>
      ) : (
        <Stack gap="md">
          {items.map((r, i) => (
            <Stack key={r.id} gap={4}>
              {i > 0 && <Divider mb="sm" />}
              <Rating value={r.rating} readOnly size="sm" role="img" aria-label={`${r.rating} out of 5`} />
              {r.pending && (
                <Group gap="xs" wrap="nowrap" align="flex-start">
                  <Badge color="gray" variant="outline" style={{ flexShrink: 0 }}>
                    Pending
                  </Badge>
                  <Text size="xs" c="dimmed">
                    Only you see this review until your account is 7 days old or you apply to this company.
                  </Text>
                </Group>
              )}
              {r.title && <Text fw={600}>{r.title}</Text>}
              <Text style={{ whiteSpace: 'pre-wrap' }}>{r.body}</Text>
              <Group justify="space-between">
                <Text size="xs" c="dimmed">
                  {r.user_name} · {formatDate(r.created_at)}
                </Text>
                {session && !r.pending && (
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    color="gray"
                    onClick={() => setReporting(r.id)}
                    aria-label={`Report the review by ${r.user_name}`}
                  >
                    Report
                  </Button>
                )}
                {isAdmin && (
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    color="red"
                    loading={remove.isPending && remove.variables === r.id}
                    onClick={() => void removeReview(r.id)}
                  >
                    Remove review
                  </Button>
                )}
              </Group>
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
      {reporting && (
        <Suspense fallback={null}>
          <ReportReviewModal reviewId={reporting} onClose={() => setReporting(null)} />
        </Suspense>
      )}
    </Modal>
  );
}
