import { Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import { RequireRole } from '../../../app/require-role.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useSession } from '../../../lib/auth.ts';
import { BRAND } from '../../../lib/brand.ts';
import { DocumentTitle } from '../../../lib/document-title.tsx';
import { AREA_TOAST } from '../../../lib/toast.ts';
import { downloadResumePdf, useResume } from '../api.ts';
import { InviteToApply } from '../components/invite-to-apply.tsx';
import { downloadLabel } from '../components/resume-format.ts';
import { ResumeView } from '../components/resume-view.tsx';

function ResumeDetail({ id }: { id: string }) {
  const session = useSession();
  const as = session?.role === 'employee' ? 'employee' : 'employer';
  const resume = useResume(id, as);
  const [downloading, setDownloading] = useState(false);
  if (resume.isPending) {
    return (
      <Center py="xl">
        <Stack align="center">
          <Loader />
          <Text>Loading resume...</Text>
        </Stack>
      </Center>
    );
  }
  if (resume.isError) {
    // Past the company's daily allowance (429): say so, in the server's words.
    if (resume.error instanceof ApiError && resume.error.status === 429)
      return <Text>{resume.error.message}</Text>;
    const missing = resume.error instanceof ApiError && resume.error.status < 500;
    return <Text>{missing ? 'Resume not found' : 'Failed to load resumes'}</Text>;
  }
  const download = async () => {
    setDownloading(true);
    try {
      await downloadResumePdf(id, as);
    } catch (e) {
      const limited = e instanceof ApiError && e.status === 429;
      toast.error(limited ? e.message : 'Failed to download resume', AREA_TOAST);
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Stack gap="md">
      <DocumentTitle>{`${resume.data.full_name} | ${BRAND}`}</DocumentTitle>
      <Group justify="flex-end">
        {session?.role === 'employer' && <InviteToApply resumeId={id} name={resume.data.full_name} />}
        <Button
          leftSection={<IconDownload size={16} />}
          variant="light"
          onClick={download}
          loading={downloading}
        >
          {downloadLabel(resume.data)}
        </Button>
      </Group>
      <ResumeView resume={resume.data} />
    </Stack>
  );
}

/** /resumes/{id}: the seeker's own resume, or a candidate's for employers (by role). */
export default function ResumePage() {
  const { id = '' } = useParams();
  return (
    <Stack maw={900} mx="auto">
      <DocumentTitle>{`Resume | ${BRAND}`}</DocumentTitle>
      <RequireRole roles={['employee', 'employer', 'admin']} message="Resume not found">
        <ResumeDetail id={id} />
      </RequireRole>
    </Stack>
  );
}
