import { REVIEW_CATEGORIES, REVIEW_CATEGORY_LABELS, type ReviewCategory } from '@fitjobs/contract';
import { Group, Input, Rating, Text } from '@mantine/core';
import { Columns } from '../../../lib/columns.tsx';

type Ratings = Partial<Record<ReviewCategory, number | null>>;

interface Props {
  value: Ratings;
  onChange: (value: Ratings) => void;
}

/** The six category star rows of the review form; a row left empty is not rated (optional). */
export function CategoryRatingsInput({ value, onChange }: Props) {
  return (
    <Input.Wrapper
      label="Rate each part of working there"
      description="Optional: leave a row empty to skip it."
    >
      <Columns cols={{ base: 1, xs: 2 }} spacing="xs" verticalSpacing={6} mt={6}>
        {REVIEW_CATEGORIES.map((c) => (
          <Group key={c} justify="space-between" wrap="nowrap" gap="xs">
            <Text size="sm">{REVIEW_CATEGORY_LABELS[c]}</Text>
            <Rating
              value={value[c] ?? 0}
              onChange={(n) => onChange({ ...value, [c]: n })}
              aria-label={REVIEW_CATEGORY_LABELS[c]}
              getSymbolLabel={(n) => `${REVIEW_CATEGORY_LABELS[c]}: ${n} ${n === 1 ? 'star' : 'stars'}`}
            />
          </Group>
        ))}
      </Columns>
    </Input.Wrapper>
  );
}
