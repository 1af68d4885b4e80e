import { EMPLOYMENT_STATUS_LABELS, JobFormSchedules, ReviewInsertBody } from '@fitjobs/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Group,
  Input,
  Modal,
  NumberInput,
  Rating,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'react-toastify/unstyled';
import type { z } from 'zod';
import { Columns } from '../../../lib/columns.tsx';
import { LABELS } from '../../../lib/format.ts';
import { useInsertReview } from '../api.ts';
import { CategoryRatingsInput } from './category-ratings-input.tsx';

const ReviewForm = ReviewInsertBody.omit({ id: true });
export type ReviewFormInput = z.input<typeof ReviewForm>;
type ReviewFormValues = z.output<typeof ReviewForm>;

const WORK_TYPES = JobFormSchedules.map((value) => ({ value, label: LABELS.schedule?.[value] ?? value }));
const STATUSES = (['current', 'former'] as const).map((value) => ({
  value,
  label: EMPLOYMENT_STATUS_LABELS[value],
}));
const RECOMMEND = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

interface Props {
  companyId: string;
  companyName: string;
  opened: boolean;
  onClose: () => void;
}

/**
 * Write a review (issue 26): overall rating (default 5), the six category ratings, the two texts
 * ("The good things" is the spec's required body), "Would you recommend working here?", and who
 * the reviewer was there. Shown with the role, work type, status and year only: never a name.
 */
export function ReviewFormModal({ companyId, companyName, opened, onClose }: Props) {
  const insert = useInsertReview(companyId);
  const phone = useMediaQuery('(max-width: 36em)');
  const { register, control, handleSubmit, reset, watch, formState } = useForm<
    ReviewFormInput,
    unknown,
    ReviewFormValues
  >({
    resolver: zodResolver(ReviewForm),
    defaultValues: {
      rating: 5,
      title: '',
      body: '',
      challenges: '',
      employment_status: 'current',
      ratings: {},
    },
  });
  const close = () => {
    reset();
    onClose();
  };
  const submit = handleSubmit(async (values) => {
    try {
      // A current employee's year is the review's own; a year typed before switching back is dropped.
      const year = values.employment_status === 'former' ? values.employment_year : null;
      await insert.mutateAsync({ ...values, employment_year: year });
      toast.success('Review submitted successfully');
      close();
    } catch {
      toast.error('Failed to submit review');
    }
  });
  const former = watch('employment_status') === 'former';

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={`Write a review of ${companyName}`}
      size="lg"
      fullScreen={phone}
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm" c="dimmed">
            Your review is anonymous: it shows your role, work type, whether you work there now and the year,
            never your name.
          </Text>
          <Columns cols={{ base: 1, xs: 2 }}>
            <TextInput
              label="Your role"
              placeholder="e.g. Registered nurse"
              {...register('job_title')}
              error={formState.errors.job_title?.message}
            />
            <Controller
              control={control}
              name="work_type"
              render={({ field }) => (
                <Select
                  label="Work type"
                  data={WORK_TYPES}
                  value={field.value ?? null}
                  onChange={(v) => field.onChange(v)}
                  clearable
                />
              )}
            />
          </Columns>
          {/* Full width: 'Current employee' and 'Former employee' side by side need the room. */}
          <Stack gap="sm">
            <Controller
              control={control}
              name="employment_status"
              render={({ field }) => (
                <Input.Wrapper label="Do you work there now?">
                  <SegmentedControl
                    fullWidth
                    data={STATUSES}
                    value={field.value ?? 'current'}
                    onChange={field.onChange}
                  />
                </Input.Wrapper>
              )}
            />
            {former && (
              <Controller
                control={control}
                name="employment_year"
                render={({ field }) => (
                  <NumberInput
                    maw={240}
                    label="Last year you worked there"
                    value={field.value ?? ''}
                    onChange={(v) => field.onChange(typeof v === 'number' ? v : null)}
                    allowDecimal={false}
                    error={formState.errors.employment_year?.message}
                  />
                )}
              />
            )}
          </Stack>
          <Controller
            control={control}
            name="rating"
            render={({ field }) => (
              <Input.Wrapper label="Overall rating" id="review-rating">
                <Rating
                  id="review-rating"
                  value={field.value ?? 5}
                  onChange={field.onChange}
                  size="lg"
                  aria-label="Rating"
                />
              </Input.Wrapper>
            )}
          />
          <Controller
            control={control}
            name="ratings"
            render={({ field }) => (
              <CategoryRatingsInput value={field.value ?? {}} onChange={field.onChange} />
            )}
          />
          <TextInput label="Title" {...register('title')} error={formState.errors.title?.message} />
          <Textarea
            label="The good things"
            withAsterisk
            autosize
            minRows={3}
            {...register('body')}
            error={formState.errors.body?.message}
          />
          <Textarea
            label="The challenges"
            autosize
            minRows={3}
            {...register('challenges')}
            error={formState.errors.challenges?.message}
          />
          <Controller
            control={control}
            name="recommend"
            render={({ field }) => (
              <Input.Wrapper label="Would you recommend working here?">
                <SegmentedControl
                  fullWidth
                  data={RECOMMEND}
                  value={field.value === true ? 'yes' : field.value === false ? 'no' : ''}
                  onChange={(v) => field.onChange(v === 'yes')}
                />
              </Input.Wrapper>
            )}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={formState.isSubmitting}>
              Submit review
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
