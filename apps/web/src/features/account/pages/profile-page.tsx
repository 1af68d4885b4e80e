import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Card, Center, Divider, Group, Loader, Stack, TextInput, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import { z } from 'zod';
import { useSession } from '../../../lib/auth.ts';
import { BRAND } from '../../../lib/brand.ts';
import { DocumentTitle } from '../../../lib/document-title.tsx';
import { AREA_TOAST } from '../../../lib/toast.ts';
import { updateUser, useUser } from '../api.ts';
import { AvatarUpload } from '../components/avatar-upload.tsx';
import { CloseAccount } from '../components/close-account.tsx';
import { DownloadData } from '../components/download-data.tsx';
import { HiddenItems } from '../components/hidden-items.tsx';
import { TeamInvitations } from '../components/team-invitations.tsx';

const NameForm = z.object({ name: z.string().trim().min(1, 'Name is required').max(120) });

function NameEditor({ name }: { name: string | null }) {
  const form = useForm<z.input<typeof NameForm>, unknown, z.output<typeof NameForm>>({
    resolver: zodResolver(NameForm),
    defaultValues: { name: name ?? '' },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await updateUser({ name: values.name });
      form.reset({ name: values.name });
      toast.success('Profile updated successfully', AREA_TOAST);
    } catch {
      toast.error('Failed to update profile', AREA_TOAST);
    }
  });
  return (
    <form noValidate onSubmit={onSubmit}>
      <Group align="end">
        <TextInput
          label="Full name"
          autoComplete="name"
          flex={1}
          error={form.formState.errors.name?.message}
          {...form.register('name')}
        />
        <Button type="submit" loading={form.formState.isSubmitting} disabled={!form.formState.isDirty}>
          Save
        </Button>
      </Group>
    </form>
  );
}

/**
 * Profile (spec part 2): avatar, full name, read-only e-mail, a copy of one's data, and account
 * closure; team invitations waiting for an answer first, when there are any (decision 0188).
 */
export default function ProfilePage() {
  const session = useSession();
  const user = useUser(session !== null);
  useEffect(() => {
    if (user.isError) toast.error('Failed to load user profile', AREA_TOAST);
  }, [user.isError]);

  if (!session) return <Navigate to="/login?redirect_to=%2Fprofile" replace />;
  return (
    <Stack maw={640} mx="auto" gap="lg">
      <DocumentTitle>{`Profile | ${BRAND}`}</DocumentTitle>
      <Title order={1}>Profile</Title>
      <TeamInvitations />
      {user.isPending && (
        <Center py="xl">
          <Loader aria-label="Loading profile" />
        </Center>
      )}
      {user.isError && (
        <Alert color="red" title="Failed to load user profile">
          Please reload the page to try again.
        </Alert>
      )}
      {user.data && (
        <Card withBorder padding="lg" radius="md">
          <Stack gap="lg">
            <AvatarUpload name={user.data.full_name} avatarUrl={user.data.avatar_url} />
            <NameEditor key={user.data.id} name={user.data.full_name} />
            <TextInput label="Email" value={user.data.email} readOnly />
            <Divider />
            <DownloadData />
            <Divider />
            <CloseAccount />
          </Stack>
        </Card>
      )}
      {session.role === 'employee' && (
        <Card withBorder padding="lg" radius="md">
          <HiddenItems />
        </Card>
      )}
    </Stack>
  );
}
