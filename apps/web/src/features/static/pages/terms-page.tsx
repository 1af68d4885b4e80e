import { BRAND } from '../../../lib/brand.ts';
import { DocumentTitle } from '../../../lib/document-title.tsx';
import { PageDescription } from '../../../lib/page-description.tsx';
import { LegalDocument } from '../components/legal-document.tsx';
import { TERMS_SECTIONS } from '../content/legal.ts';
import { STATIC_HEADS } from '../page-heads.ts';

export default function TermsPage() {
  return (
    <>
      <DocumentTitle>{STATIC_HEADS['/terms'].title}</DocumentTitle>
      <PageDescription content={STATIC_HEADS['/terms'].description} />
      <LegalDocument
        title="Terms of Use"
        meta={`The rules for job seekers and employers using ${BRAND} in New Zealand and Australia.`}
        sections={TERMS_SECTIONS}
      />
    </>
  );
}
