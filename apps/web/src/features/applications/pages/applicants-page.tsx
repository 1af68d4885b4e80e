import { Stack, Title } from '@mantine/core';
import { useSession } from '../../../lib/auth.ts';
import { BRAND } from '../../../lib/brand.ts';
import { DocumentTitle } from '../../../lib/document-title.tsx';
import { ApplicantList } from '../components/applicant-list.tsx';
import { CompanyRequired } from '../components/company-required.tsx';

/** /employers/applicants: every applicant of the company, grouped by job. */
export default function ApplicantsPage() {
  const companyId = useSession()?.activeCompanyId;
  return (
    <Stack maw={960} mx="auto">
      <DocumentTitle>{`Applicants | ${BRAND}`}</DocumentTitle>
      <Title order={1}>Applicants</Title>
      {companyId ? <ApplicantList companyId={companyId} grouped /> : <CompanyRequired />}
    </Stack>
  );
}
