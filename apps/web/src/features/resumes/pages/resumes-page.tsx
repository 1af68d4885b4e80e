import type { Resume } from '@fitjobs/contract';
import { Alert, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconFileUpload, IconPlus } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import { RequireRole } from '../../../app/require-role.tsx';
import { BRAND } from '../../../lib/brand.ts';
import { ConfirmDialog } from '../../../lib/confirm-dialog.tsx';
import { DocumentTitle } from '../../../lib/document-title.tsx';
import { AREA_TOAST } from '../../../lib/toast.ts';
import {
  downloadResumePdf,
  myResumesQuery,
  useActivateResume,
  useDeleteResume,
  useResumeVisibility,
} from '../api.ts';
import { ResumeCard } from '../components/resume-card.tsx';
import { ResumeFileUpload } from '../components/resume-file-upload.tsx';
import { ResumeViewers } from '../components/resume-viewers.tsx';
import { visibilityLabel } from '../components/visibility-picker.tsx';

function ResumeList() {
  const resumes = useInfiniteQuery(myResumesQuery);
  const remove = useDeleteResume();
  const activate = useActivateResume();
  const visibility = useResumeVisibility();
  const [toDelete, setToDelete] = useState<Resume | null>(null);

  if (resumes.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading resumes" />
      </Center>
    );
  }
  if (resumes.isError) return <Alert color="red">Failed to load resumes</Alert>;
  const items = resumes.data.pages.flatMap((p) => p.items);
  if (items.length === 0) {
    return (
      <Stack align="center" py="xl">
        <Text>You have no resumes yet.</Text>
        <Group>
          <Button component={Link} to="/create-resume" leftSection={<IconPlus size={16} />}>
            Create resume
          </Button>
          <UploadResumeButton />
        </Group>
      </Stack>
    );
  }

  const download = (id: string) =>
    downloadResumePdf(id, 'employee').catch(() => toast.error('Failed to download resume', AREA_TOAST));
  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      await remove.mutateAsync(toDelete.id);
    } catch {
      toast.error('Failed to delete resume', AREA_TOAST);
    }
    setToDelete(null);
  };

  return (
    <Stack gap="md">
      {items.map((r) => (
        <ResumeCard
          key={r.id}
          resume={r}
          busy={activate.isPending && activate.variables === r.id}
          onDownload={() => void download(r.id)}
          onDelete={() => setToDelete(r)}
          onActivate={() =>
            activate.mutate(r.id, { onError: () => toast.error('Failed to update resume.', AREA_TOAST) })
          }
          onVisibility={(v) =>
            visibility.mutate(
              { id: r.id, visibility: v },
              {
                onSuccess: () => toast.success(`Visibility set to ${visibilityLabel(v)}`, AREA_TOAST),
                onError: () => toast.error('Failed to update resume.', AREA_TOAST),
              },
            )
          }
        />
      ))}
      {resumes.hasNextPage ? (
        <Button
          variant="default"
          onClick={() => void resumes.fetchNextPage()}
          loading={resumes.isFetchingNextPage}
        >
          Load more
        </Button>
      ) : null}
      <ConfirmDialog
        opened={toDelete !== null}
        onClose={() => setToDelete(null)}
        title="Delete resume?"
        confirmLabel="Delete"
        onConfirm={confirmDelete}
      >
        This resume will be deleted for good.
      </ConfirmDialog>
    </Stack>
  );
}

function UploadResumeButton() {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button variant="light" leftSection={<IconFileUpload size={16} />} onClick={() => setOpened(true)}>
        Upload a file
      </Button>
      <ResumeFileUpload opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}

/** /resumes: 'Your Resumes'. */
export default function ResumesPage() {
  return (
    <Stack maw={900} mx="auto" gap="lg">
      <DocumentTitle>{`Your Resumes | ${BRAND}`}</DocumentTitle>
      <Group justify="space-between">
        <Title order={1}>Your Resumes</Title>
        <Group gap="xs">
          <UploadResumeButton />
          <Button component={Link} to="/create-resume" leftSection={<IconPlus size={16} />}>
            Create resume
          </Button>
        </Group>
      </Group>
      <RequireRole roles={['employee']} message="Resumes are for job seekers.">
        <ResumeList />
        <ResumeViewers />
      </RequireRole>
    </Stack>
  );
}
