import { DocumentTitle } from '../../../lib/document-title.tsx';
import { PageDescription } from '../../../lib/page-description.tsx';
import { LegalDocument } from '../components/legal-document.tsx';
import { PRIVACY_EFFECTIVE_DATE, PRIVACY_SECTIONS } from '../content/legal.ts';
import { STATIC_HEADS } from '../page-heads.ts';

export default function PrivacyPage() {
  return (
    <>
      <DocumentTitle>{STATIC_HEADS['/privacy'].title}</DocumentTitle>
      <PageDescription content={STATIC_HEADS['/privacy'].description} />
      <LegalDocument
        title="Privacy Policy"
        meta={`Effective ${PRIVACY_EFFECTIVE_DATE}`}
        sections={PRIVACY_SECTIONS}
      />
    </>
  );
}
