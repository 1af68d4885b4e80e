import { ReviewInsertBody } from '@fitjobs/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Input, Modal, Rating, Stack, Textarea, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import { useInsertReview } from '../api.ts';

const ReviewForm = ReviewInsertBody.omit({ id: true });
type ReviewFormInput = z.input<typeof ReviewForm>;
type ReviewFormValues = z.output<typeof ReviewForm>;

interface Props {
  companyId: string;
  companyName: string;
  opened: boolean;
  onClose: () => void;
}

/** Write a review: rating 1 to 5 (default 5), optional title, required body. */
export function ReviewFormModal({ companyId, companyName, opened, onClose }: Props) {
  const insert = useInsertReview(companyId);
  const { register, control, handleSubmit, reset, formState } = useForm<
    ReviewFormInput,
    unknown,
    ReviewFormValues
  >({
    resolver: zodResolver(ReviewForm),
    defaultValues: { rating: 5, title: '', body: '' },
  });
  const close = () => {
    reset();
    onClose();
  };
  const submit = handleSubmit(async (values) => {
    try {
      await insert.mutateAsync(values);
      toast.success('Review submitted successfully');
      close();
    } catch {
      toast.error('Failed to submit review');
    }
  });

  return (
    <Modal opened={opened} onClose={close} title={`Write a review of ${companyName}`} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack>
          <Controller
            control={control}
            name="rating"
            render={({ field }) => (
              <Input.Wrapper label="Rating" id="review-rating">
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
          <TextInput label="Title" {...register('title')} error={formState.errors.title?.message} />
          <Textarea
            label="Review"
            withAsterisk
            autosize
            minRows={4}
            {...register('body')}
            error={formState.errors.body?.message}
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
