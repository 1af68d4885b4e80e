import { BRAND } from '../../../lib/brand.ts';
import { DocumentTitle } from '../../../lib/document-title.tsx';
import { PageDescription } from '../../../lib/page-description.tsx';
import { LegalDocument } from '../components/legal-document.tsx';
import { TERMS_SECTIONS } from '../content/legal.ts';

export default function TermsPage() {
  return (
    <>
      <DocumentTitle>{`Terms of Use | ${BRAND}`}</DocumentTitle>
      <PageDescription content={`The terms that apply to everyone who uses ${BRAND}.`} />
      <LegalDocument
        title="Terms of Use"
        meta={`The rules for job seekers and employers using ${BRAND} in New Zealand and Australia.`}
        sections={TERMS_SECTIONS}
      />
    </>
  );
}
