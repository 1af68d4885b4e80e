import { companyDescription, companyKeywords, companyTitle } from '@fitjobs/contract';
import { Center, Loader, Paper, Stack, Text, Title, Typography } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import DOMPurify from 'dompurify';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import { track } from '../../../lib/analytics.ts';
import { useSession } from '../../../lib/auth.ts';
import { Columns } from '../../../lib/columns.tsx';
import { DocumentTitle } from '../../../lib/document-title.tsx';
import { PageCanonical } from '../../../lib/page-canonical.tsx';
import { PageDescription } from '../../../lib/page-description.tsx';
import { useHydrating } from '../../../lib/server-render.ts';
import { employerCompaniesQuery } from '../../employer/api.ts';
import { companyQuery, type ImageCategory, reviewStatsQuery, uploadCompanyImage } from '../api.ts';
import { CompanyHeader } from '../components/company-header.tsx';
import { CompanyJobs } from '../components/company-jobs.tsx';
import { ReviewFormModal } from '../components/review-form-modal.tsx';
import { ReviewsDialog } from '../components/reviews-dialog.tsx';
import { imageFileProblem } from '../image-file.ts';

// The rich-text editor is large: only editors download it, and only when they open the form.
const CompanyFormModal = lazy(async () => ({
  default: (await import('../components/company-form-modal.tsx')).CompanyFormModal,
}));

type Dialog = 'reviews' | 'review-form' | 'edit' | null;

/** /companies/{id}: the public company profile, editable by its employer and by admins. */
export default function CompanyPage() {
  const { id = '' } = useParams();
  const hydrating = useHydrating();
  const session = useSession();
  // Members read the profile; only the company's admins change it (decision 0179).
  const memberships = useQuery({ ...employerCompaniesQuery, enabled: session?.role === 'employer' });
  const navigate = useNavigate();
  const company = useQuery(companyQuery(id));
  const stats = useQuery({ ...reviewStatsQuery(id), enabled: company.isSuccess });
  const [dialog, setDialog] = useState<Dialog>(null);
  const [uploading, setUploading] = useState<ImageCategory | null>(null);

  useEffect(() => {
    if (stats.isError)
      toast.error("Failed to fetch company's review stats", { toastId: 'review-stats-failed' });
  }, [stats.isError]);

  // One view event per company opened (StrictMode runs effects twice in development).
  const tracked = useRef<string | null>(null);
  useEffect(() => {
    if (!company.isSuccess || tracked.current === id) return;
    tracked.current = id;
    track('company_view', { company_id: id });
  }, [company.isSuccess, id]);

  const about = useMemo(
    () =>
      // DOMPurify needs a DOM: the server (entry-server.tsx) draws the text the API sanitised when
      // it was stored; the browser sanitises it again.
      !company.data?.description
        ? ''
        : DOMPurify.isSupported
          ? DOMPurify.sanitize(company.data.description, { ADD_ATTR: ['target'] })
          : company.data.description,
    [company.data?.description],
  );

  if (company.isPending) {
    return (
      <Center py={80}>
        <Loader aria-label="Loading company" />
      </Center>
    );
  }
  if (company.isError) {
    return (
      <Center py={80}>
        <DocumentTitle>Company not found</DocumentTitle>
        <Title order={1} size="h3">
          Company not found
        </Title>
      </Center>
    );
  }

  const c = company.data;
  const asAdmin = session?.role === 'admin';
  const myRole = memberships.data?.find((m) => m.id === c.id)?.role;
  const canEdit =
    asAdmin || (session?.role === 'employer' && session.activeCompanyId === c.id && myRole === 'admin');
  const canReview = !session || session.role === 'employee';
  // The company speaks in public through its admins, as for its profile (decision 0203).
  const canRespond = session?.role === 'employer' && session.activeCompanyId === c.id && myRole === 'admin';

  const pickImage = async (file: File, category: ImageCategory) => {
    const problem = imageFileProblem(file);
    if (problem) {
      toast.error(problem);
      return;
    }
    setUploading(category);
    try {
      await uploadCompanyImage(c.id, file, category, asAdmin);
      await company.refetch();
      toast.success(`${category === 'company_logo' ? 'Logo' : 'Banner'} updated successfully`);
    } catch {
      toast.error('Failed to update the company info');
    } finally {
      setUploading(null);
    }
  };

  const writeReview = () => {
    if (session) setDialog('review-form');
    else navigate(`/login?redirect_to=${encodeURIComponent(`/companies/${c.id}`)}`);
  };

  return (
    <Stack gap="xl">
      <DocumentTitle>{companyTitle(c.name)}</DocumentTitle>
      <PageDescription content={companyDescription(c)} />
      {/* The server writes these in <head> for the drawn page; drawn here they would land in #root. */}
      {!hydrating && (
        <>
          <meta name="keywords" content={companyKeywords(c)} />
          <PageCanonical path={`/companies/${c.id}`} />
        </>
      )}

      <CompanyHeader
        company={c}
        stats={stats.data}
        canEdit={canEdit}
        canReview={canReview}
        uploading={uploading}
        onPickImage={(file, category) => void pickImage(file, category)}
        onEdit={() => setDialog('edit')}
        onOpenReviews={() => setDialog('reviews')}
        onWriteReview={writeReview}
      />

      <Columns cols={{ base: 1, md: [7, 5] }} spacing="xl">
        <div>
          <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="about-heading">
            <Title order={2} size="h3" id="about-heading" mb="sm">
              About
            </Title>
            {about ? (
              <Typography>
                {/* Sanitised on the server when stored and again here with DOMPurify. */}
                {/* biome-ignore lint/security/noDangerouslySetInnerHtml: DOMPurify output of stored, sanitised HTML */}
                <div dangerouslySetInnerHTML={{ __html: about }} />
              </Typography>
            ) : (
              <Text c="dimmed">This company has not written about itself yet.</Text>
            )}
          </Paper>
        </div>
        <div>
          <CompanyJobs companyId={c.id} companyName={c.name} />
        </div>
      </Columns>

      <ReviewsDialog
        companyId={c.id}
        companyName={c.name}
        canRespond={canRespond}
        opened={dialog === 'reviews'}
        onClose={() => setDialog(null)}
      />
      {session?.role === 'employee' && (
        <ReviewFormModal
          companyId={c.id}
          companyName={c.name}
          opened={dialog === 'review-form'}
          onClose={() => setDialog(null)}
        />
      )}
      {canEdit && dialog === 'edit' && (
        <Suspense fallback={null}>
          <CompanyFormModal company={c} asAdmin={asAdmin} opened onClose={() => setDialog(null)} />
        </Suspense>
      )}
    </Stack>
  );
}
