import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { z } from 'zod';

const CodeForm = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'The code is 6 digits'),
});

/** Step 3: the 6-digit code from the e-mail. */
export function CodeStep(props: {
  email: string;
  verifying: boolean;
  resending: boolean;
  error: string | null;
  onSubmit: (code: string) => void;
  onResend: () => void;
}) {
  const form = useForm<z.input<typeof CodeForm>, unknown, z.output<typeof CodeForm>>({
    resolver: zodResolver(CodeForm),
    defaultValues: { code: '' },
  });
  return (
    <form noValidate onSubmit={form.handleSubmit(({ code }) => props.onSubmit(code))}>
      <Stack gap="md">
        <Text size="sm" role="status">
          We sent a 6-digit code to <strong>{props.email}</strong>. It is valid for 10 minutes.
        </Text>
        <TextInput
          label="Verification code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          autoFocus
          error={form.formState.errors.code?.message ?? props.error}
          {...form.register('code')}
        />
        <Button type="submit" loading={props.verifying}>
          Verify
        </Button>
        <Group justify="center">
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={props.onResend}
            disabled={props.resending}
          >
            Send a new code
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
