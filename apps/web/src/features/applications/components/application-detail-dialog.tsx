import type { EmployerApplication } from '@fitjobs/contract';
import { Center, Group, Loader, Modal, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatDate } from '../../../lib/format.ts';
import { openApplication } from '../api.ts';
import { MustHaveBadge, ScreeningAnswers } from './screening-answers.tsx';
import { StatusBadge } from './status-badge.tsx';

interface Props {
  application: EmployerApplication;
  opened: boolean;
  onClose: () => void;
}

/** The employer opens an application: loading it through applications.get marks it viewed. */
export function ApplicationDetailDialog({ application, opened, onClose }: Props) {
  const query = useQuery({
    queryKey: ['applications', 'employer-open', application.id],
    queryFn: () => openApplication(application.id),
    enabled: opened,
    staleTime: 0,
  });
  const a = query.data ?? application;
  return (
    <Modal opened={opened} onClose={onClose} title="Application" size="lg" centered>
      {query.isPending ? (
        <Center py="lg">
          <Loader aria-label="Loading application" />
        </Center>
      ) : (
        <Stack>
          <Group justify="space-between">
            <Title order={3}>{a.applicant_full_name || a.user_name || 'Job seeker'}</Title>
            <StatusBadge status={a.status} />
          </Group>
          <Text size="sm" c="dimmed">
            Applied for {a.job_title} on {formatDate(a.created_at)}
          </Text>
          {a.applicant_email && <Text size="sm">E-mail: {a.applicant_email}</Text>}
          {a.applicant_location && <Text size="sm">Location: {a.applicant_location}</Text>}
          {a.applicant_experience !== null && (
            <Text size="sm">Experience: {a.applicant_experience} years</Text>
          )}
          {a.applicant_skills.length > 0 && <Text size="sm">Skills: {a.applicant_skills.join(', ')}</Text>}
          {a.answers.length > 0 && (
            <Stack gap={4} align="flex-start">
              <Title order={4}>Questions</Title>
              <MustHaveBadge mustHaves={a.must_haves} />
              <ScreeningAnswers answers={a.answers} />
            </Stack>
          )}
          <Title order={4}>Cover letter</Title>
          <Text style={{ whiteSpace: 'pre-wrap' }}>{a.cover_letter || 'No cover letter was sent.'}</Text>
          {query.isError && (
            <Text c="red" size="sm">
              {query.error instanceof Error ? query.error.message : 'Failed to load application'}
            </Text>
          )}
        </Stack>
      )}
    </Modal>
  );
}
