import { REVIEW_CATEGORIES, REVIEW_CATEGORY_LABELS, type Review } from '@fitjobs/contract';
import { Badge, Button, Group, Paper, Rating, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Columns } from '../../../lib/columns.tsx';
import { formatDate } from '../../../lib/format.ts';
import { ReviewResponseForm } from './review-response-form.tsx';

interface Props {
  review: Review;
  companyId: string;
  companyName: string;
  /** The company's admin: may write or edit the company's one response. */
  canRespond: boolean;
  /** Signed in: may report the review. */
  canReport: boolean;
  canRemove: boolean;
  removing: boolean;
  onReport: () => void;
  onRemove: () => void;
}

/** One review as SEEK shows it: anonymous descriptor, the two texts, categories, the company's response. */
export function ReviewCard({ review: r, companyId, companyName, ...props }: Props) {
  const [responding, setResponding] = useState(false);
  const rated = REVIEW_CATEGORIES.filter((c) => r.ratings[c] !== null);
  return (
    <Stack gap={6} component="article" aria-label={`Review: ${r.title ?? r.user_name}`}>
      <Group gap="xs">
        <Rating value={r.rating} readOnly size="sm" role="img" aria-label={`${r.rating} out of 5`} />
        {r.yours && (
          <Badge color="blue" variant="light">
            Yours
          </Badge>
        )}
      </Group>
      {r.pending && (
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <Badge color="gray" variant="outline" style={{ flexShrink: 0 }}>
            Pending
          </Badge>
          <Text size="xs" c="dimmed">
            Only you see this review until your account is 7 days old.
          </Text>
        </Group>
      )}
      {r.title && <Text fw={600}>{r.title}</Text>}
      <Text size="sm" c="dimmed">
        {r.user_name} · {formatDate(r.created_at)}
      </Text>
      <Text size="sm" fw={600}>
        The good things
      </Text>
      <Text style={{ whiteSpace: 'pre-wrap' }}>{r.body}</Text>
      {r.challenges && (
        <>
          <Text size="sm" fw={600}>
            The challenges
          </Text>
          <Text style={{ whiteSpace: 'pre-wrap' }}>{r.challenges}</Text>
        </>
      )}
      {rated.length > 0 && (
        <Columns cols={{ base: 1, xs: 2 }} spacing={4} verticalSpacing={2}>
          {rated.map((c) => (
            <Group key={c} gap={6} wrap="nowrap" justify="space-between">
              <Text size="xs">{REVIEW_CATEGORY_LABELS[c]}</Text>
              <Rating
                value={r.ratings[c] ?? 0}
                readOnly
                size="xs"
                role="img"
                aria-label={`${REVIEW_CATEGORY_LABELS[c]}: ${r.ratings[c]} out of 5`}
              />
            </Group>
          ))}
        </Columns>
      )}
      {r.recommend !== null && (
        <Text size="sm">
          {r.recommend ? 'Would recommend working here' : 'Would not recommend working here'}
        </Text>
      )}
      {r.response && !responding && (
        <Paper bg="gray.0" p="sm" radius="sm" ml="md" aria-label={`Response from ${companyName}`}>
          <Text size="sm" fw={600}>
            Response from {companyName}
          </Text>
          <Text size="xs" c="dimmed">
            {formatDate(r.response.updated_at)}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {r.response.body}
          </Text>
        </Paper>
      )}
      {responding && (
        <ReviewResponseForm
          companyId={companyId}
          reviewId={r.id}
          initial={r.response?.body ?? ''}
          onDone={() => setResponding(false)}
        />
      )}
      <Group justify="flex-end" gap="xs">
        {props.canRespond && !r.pending && !responding && (
          <Button size="compact-sm" variant="light" onClick={() => setResponding(true)}>
            {r.response ? 'Edit response' : 'Respond'}
          </Button>
        )}
        {props.canReport && !r.pending && !r.yours && (
          <Button
            size="compact-xs"
            variant="subtle"
            color="gray"
            onClick={props.onReport}
            aria-label={`Report the review by ${r.user_name}`}
          >
            Report
          </Button>
        )}
        {props.canRemove && (
          <Button
            size="compact-xs"
            variant="subtle"
            color="red"
            loading={props.removing}
            onClick={props.onRemove}
          >
            Remove review
          </Button>
        )}
      </Group>
    </Stack>
  );
}
