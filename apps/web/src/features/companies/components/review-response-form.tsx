import { ReviewRespondBody } from '@fitjobs/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify/unstyled';
import type { z } from 'zod';
import { useRespondToReview } from '../api.ts';

const ResponseForm = ReviewRespondBody.omit({ id: true });
type ResponseFormInput = z.input<typeof ResponseForm>;
type ResponseFormValues = z.output<typeof ResponseForm>;

interface Props {
  companyId: string;
  reviewId: string;
  initial: string;
  onDone: () => void;
}

/** The company's public response under a review: one per review, edited in place (decision 0203). */
export function ReviewResponseForm({ companyId, reviewId, initial, onDone }: Props) {
  const respond = useRespondToReview(companyId);
  const { register, handleSubmit, formState } = useForm<ResponseFormInput, unknown, ResponseFormValues>({
    resolver: zodResolver(ResponseForm),
    defaultValues: { body: initial },
  });
  const submit = handleSubmit(async (values) => {
    try {
      await respond.mutateAsync({ id: reviewId, body: values.body });
      toast.success('Response posted');
      onDone();
    } catch {
      toast.error('Failed to post the response');
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs" ml="md">
        <Textarea
          label="Your public response"
          description="Shown under the review to everyone. The company has one response per review."
          autosize
          minRows={3}
          maxLength={3000}
          data-autofocus
          {...register('body')}
          error={formState.errors.body?.message}
        />
        <Text size="xs" c="dimmed">
          The reviewer stays anonymous to you, as to everyone.
        </Text>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" size="compact-sm" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" size="compact-sm" loading={formState.isSubmitting}>
            Post response
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
