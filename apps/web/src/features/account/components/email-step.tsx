import { Email } from '@fitjobs/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { z } from 'zod';

const EmailForm = z.object({ email: Email });

/** Step 2: the address the code goes to. */
export function EmailStep(props: {
  defaultEmail: string;
  sending: boolean;
  error: string | null;
  onSubmit: (email: string) => void;
}) {
  const form = useForm<z.input<typeof EmailForm>, unknown, z.output<typeof EmailForm>>({
    resolver: zodResolver(EmailForm),
    defaultValues: { email: props.defaultEmail },
  });
  return (
    <form noValidate onSubmit={form.handleSubmit(({ email }) => props.onSubmit(email))}>
      <Stack gap="md">
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          placeholder="you@example.co.nz"
          data-autofocus
          autoFocus
          error={form.formState.errors.email?.message}
          {...form.register('email')}
        />
        {props.error && (
          <Text c="red" size="sm" role="alert">
            {props.error}
          </Text>
        )}
        <Button type="submit" loading={props.sending}>
          Send code
        </Button>
      </Stack>
    </form>
  );
}
