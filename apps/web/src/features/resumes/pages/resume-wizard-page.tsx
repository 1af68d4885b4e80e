import { Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { RequireRole } from '../../../app/require-role.tsx';
import { BRAND } from '../../../lib/brand.ts';
import { DocumentTitle } from '../../../lib/document-title.tsx';
import { useResume } from '../api.ts';
import { ResumeWizard } from '../components/wizard/resume-wizard.tsx';
import { emptyValues, fromResume } from '../components/wizard/wizard-values.ts';

function EditWizard({ id }: { id: string }) {
  const resume = useResume(id, 'employee');
  if (resume.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading resume..." />
      </Center>
    );
  }
  if (resume.isError) return <Text>Resume not found</Text>;
  return <ResumeWizard key={id} id={id} initial={fromResume(resume.data)} />;
}

/** /create-resume, /new-resume and /edit-resume/{id}. */
export default function ResumeWizardPage() {
  const { id } = useParams();
  const heading = id ? 'Edit resume' : 'Create resume';
  return (
    <Stack maw={960} mx="auto" gap="lg">
      <DocumentTitle>{`${heading} | ${BRAND}`}</DocumentTitle>
      <Title order={1}>{heading}</Title>
      <RequireRole
        roles={['employee']}
        message="Resumes are for job seekers. Sign in as a job seeker to build one."
      >
        {id ? <EditWizard id={id} /> : <ResumeWizard initial={emptyValues()} />}
      </RequireRole>
    </Stack>
  );
}
