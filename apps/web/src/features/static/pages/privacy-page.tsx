import { BRAND } from '../../../lib/brand.ts';
import { DocumentTitle } from '../../../lib/document-title.tsx';
import { PageDescription } from '../../../lib/page-description.tsx';
import { LegalDocument } from '../components/legal-document.tsx';
import { PRIVACY_EFFECTIVE_DATE, PRIVACY_SECTIONS } from '../content/legal.ts';

export default function PrivacyPage() {
  return (
    <>
      <DocumentTitle>{`Privacy Policy | ${BRAND}`}</DocumentTitle>
      <PageDescription
        content={`How ${BRAND} collects, uses and protects personal information under the NZ Privacy Act 2020 and the Australian Privacy Act.`}
      />
      <LegalDocument
        title="Privacy Policy"
        meta={`Effective ${PRIVACY_EFFECTIVE_DATE}`}
        sections={PRIVACY_SECTIONS}
      />
    </>
  );
}
