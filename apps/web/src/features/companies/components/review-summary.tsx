import { REVIEW_CATEGORIES, REVIEW_CATEGORY_LABELS, type ReviewStats } from '@fitjobs/contract';
import { Group, Paper, Progress, Rating, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { Columns } from '../../../lib/columns.tsx';

interface Props {
  stats: ReviewStats;
  /** The rating the list is filtered by, if any; a histogram row toggles it. */
  rating: number | null;
  onRating: (rating: number | null) => void;
}

/**
 * The company's rating at a glance (issue 26 item 2): the overall average, the histogram 5..1
 * (each row filters the list), the share who would recommend working there, and the average of
 * each category.
 */
export function ReviewSummary({ stats, rating, onRating }: Props) {
  const most = Math.max(1, ...stats.histogram.map((h) => h.count));
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label="Rating summary">
      <Columns cols={{ base: 1, sm: 2 }} spacing="lg">
        <Stack gap="xs">
          <Group gap="sm" align="center">
            <Text fz={32} fw={700} lh={1}>
              {stats.average_rating.toFixed(1)}
            </Text>
            <Stack gap={2}>
              <Rating value={stats.average_rating} fractions={10} readOnly aria-hidden />
              <Text size="sm" c="dimmed">
                {stats.total_reviews === 1 ? '1 review' : `${stats.total_reviews} reviews`}
              </Text>
            </Stack>
          </Group>
          <Stack gap={4} aria-label="Ratings by stars">
            {stats.histogram.map((h) => (
              <UnstyledButton
                key={h.rating}
                onClick={() => onRating(rating === h.rating ? null : h.rating)}
                aria-pressed={rating === h.rating}
                disabled={h.count === 0 && rating !== h.rating}
              >
                {/* Named by its own text ('5 stars: 2 reviews'), the words only a screen reader needs hidden. */}
                <Group gap="xs" wrap="nowrap">
                  <Text size="sm" w={12} fw={rating === h.rating ? 700 : 400}>
                    {h.rating}
                    <VisuallyHidden>{h.rating === 1 ? ' star:' : ' stars:'}</VisuallyHidden>
                  </Text>
                  <Progress value={(h.count / most) * 100} flex={1} size="md" aria-hidden />
                  <Text size="sm" w={28} ta="right" c="dimmed">
                    {h.count}
                    <VisuallyHidden>{h.count === 1 ? ' review' : ' reviews'}</VisuallyHidden>
                  </Text>
                </Group>
              </UnstyledButton>
            ))}
          </Stack>
          {stats.recommend_percent !== null && (
            <Text size="sm">
              <Text span fw={700}>
                {stats.recommend_percent}%
              </Text>{' '}
              would recommend working here
            </Text>
          )}
        </Stack>
        <Stack gap={6} aria-label="Ratings by category">
          {REVIEW_CATEGORIES.map((c) => {
            const average = stats.categories[c];
            return (
              <Group key={c} justify="space-between" wrap="nowrap" gap="xs">
                <Text size="sm">{REVIEW_CATEGORY_LABELS[c]}</Text>
                {average === null ? (
                  <Text size="sm" c="dimmed">
                    Not rated yet
                  </Text>
                ) : (
                  <Group gap={6} wrap="nowrap">
                    <Rating value={average} fractions={10} readOnly size="xs" aria-hidden />
                    <Text size="sm" fw={600} w={24} ta="right">
                      {average.toFixed(1)}
                    </Text>
                  </Group>
                )}
              </Group>
            );
          })}
        </Stack>
      </Columns>
    </Paper>
  );
}
