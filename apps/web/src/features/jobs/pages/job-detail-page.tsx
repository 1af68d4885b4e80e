import { cutAtWord, type JobItem } from '@fitjobs/contract';
import { jobStatus } from '@fitjobs/contract/display';
import {
  ActionIcon,
  Affix,
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Loader,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useIntersection } from '@mantine/hooks';
import { IconBookmark, IconBookmarkFilled } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { track } from '../../../lib/analytics.ts';
import { useSession } from '../../../lib/auth.ts';
import { BRAND } from '../../../lib/brand.ts';
import { Columns } from '../../../lib/columns.tsx';
import { DocumentTitle } from '../../../lib/document-title.tsx';
import { formatAge, formatDate, formatSalary, isNewJob, jobExtras, label } from '../../../lib/format.ts';
import { PageCanonical } from '../../../lib/page-canonical.tsx';
import { PageDescription } from '../../../lib/page-description.tsx';
import { useHydrating } from '../../../lib/server-render.ts';
import { ReportJobButton } from '../../moderation/components/report-job-button.tsx';
import { useJob, useSavedIds } from '../api.ts';
import { ApplyButton } from '../components/apply-button.tsx';
import { CompanyCard } from '../components/company-card.tsx';
import { JobDescriptionSections } from '../components/job-description.tsx';
import { ShareJob } from '../components/share-job.tsx';
import { useToggleSaved } from '../components/use-toggle-saved.ts';
import { VerifiedTick } from '../components/verified-tick.tsx';

// Below the fold, and only once the reader scrolls near it: the page's first screen and its
// Lighthouse score do not pay for it.
const SimilarJobs = lazy(() => import('../components/similar-jobs.tsx'));

// Only a seeker on an external job's page needs it (decision 0173).
const DidYouApply = lazy(() => import('../../applications/components/did-you-apply.tsx'));

/** "Did you apply?" after 'Leaving FitJobs', or when they did, the date. */
function ExternalApplyNote({ job }: { job: JobItem }) {
  const hydrating = useHydrating();
  const session = useSession();
  if (hydrating || !job.external_id || session?.role !== 'employee') return null;
  return (
    <Suspense fallback={null}>
      <DidYouApply job={job} />
    </Suspense>
  );
}

function SimilarJobsBelow({ jobId }: { jobId: string }) {
  const hydrating = useHydrating();
  const { ref, entry } = useIntersection({ rootMargin: '400px' });
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (entry?.isIntersecting) setNear(true);
  }, [entry?.isIntersecting]);
  return (
    <div ref={ref}>
      {near && !hydrating && (
        <Suspense fallback={null}>
          <SimilarJobs jobId={jobId} />
        </Suspense>
      )}
    </div>
  );
}

/** 'the summary stripped of tags and cut to 160 characters (at a word), or Apply for {title} at {company}'. */
function metaDescription(job: JobItem): string {
  // A space after each block, as the server's job-meta.ts: "country. You", not "country.You".
  const html = (job.description.summary ?? '').replace(
    /<\/(p|div|li|h[1-6]|blockquote|pre)>|<br\s*\/?>/gi,
    '$& ',
  );
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const text = (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
  return text ? cutAtWord(text, 160) : `Apply for ${job.title} at ${job.company_name}`;
}

function keywords(job: JobItem): string {
  const words = [job.title, job.company_name, job.city_name, job.region_name, job.country_name];
  words.push(...job.description.skills, ...job.description.tools_and_technologies, 'jobs');
  return [...new Set(words.filter(Boolean))].join(', ');
}

/**
 * The page's title, meta and canonical tags, set by the browser once hydrated: the server sends
 * the head for crawlers (job-meta.ts). Only this part re-renders when hydration ends.
 */
function JobHead({ job }: { job: JobItem }) {
  if (useHydrating()) return null;
  return (
    <>
      <DocumentTitle>{`${job.title} at ${job.company_name} | ${BRAND}`}</DocumentTitle>
      <PageDescription content={metaDescription(job)} />
      <meta name="keywords" content={keywords(job)} />
      <PageCanonical path={`/jobs/${job.id}`} />
    </>
  );
}

function JobDetail({ job }: { job: JobItem }) {
  const session = useSession();
  // ?apply=1: back from the resume wizard, the apply dialog opens (decision 0170).
  const autoApply = useSearchParams()[0].get('apply') === '1';
  useEffect(() => track('job_view', { job_id: job.id }), [job.id]);
  const savedIds = useSavedIds();
  const toggleSaved = useToggleSaved();
  const [revealed, setRevealed] = useState(false);
  const status = jobStatus(job);
  const archived = status === 'archived' || status === 'expired';
  const saved = savedIds.data?.has(job.id) ?? false;
  const facts = [
    label('schedule', job.schedule),
    label('work_format', job.work_format),
    label('experience', job.experience),
    [job.city_name, job.region_name, job.country_name].filter(Boolean).join(', '),
    ...jobExtras(job),
  ].filter(Boolean);
  const salary = formatSalary(job);

  return (
    <Columns cols={{ base: 1, md: [2, 1] }} spacing="xl">
      <JobHead job={job} />
      <div>
        <Stack gap="md">
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <Title order={1}>{job.title}</Title>
            {session?.role === 'employee' && !archived && (
              <ActionIcon
                variant="subtle"
                size="xl"
                aria-label={saved ? 'Unsave job' : 'Save job'}
                aria-pressed={saved}
                onClick={() => void toggleSaved(job.id, saved)}
              >
                {saved ? <IconBookmarkFilled size={24} /> : <IconBookmark size={24} />}
              </ActionIcon>
            )}
          </Group>
          <Group gap={6}>
            {!archived && isNewJob(job.created_at) && (
              <Badge color="green" variant="filled">
                New
              </Badge>
            )}
            <Anchor component={Link} to={`/companies/${job.company_id}`}>
              {job.company_name}
            </Anchor>
            {job.verified_company && <VerifiedTick />}
          </Group>
          {facts.length > 0 && <Text c="dimmed">{facts.join(' · ')}</Text>}
          {salary && (
            <Text fw={600} fz="lg">
              {salary}
            </Text>
          )}
          <Group gap="sm">
            <ApplyButton job={job} size="md" autoOpen={autoApply} />
            {archived && <Badge color="gray">Archived</Badge>}
            <ShareJob title={job.title} company={job.company_name} />
          </Group>
          <ExternalApplyNote job={job} />
          <Group gap="xs" justify="space-between">
            <Text fz="sm" c="dimmed">
              Posted {formatDate(job.created_at)} ·{' '}
              <span suppressHydrationWarning>{formatAge(job.created_at)}</span>
              {!job.external_id &&
                ` · ${job.response_count} ${job.response_count === 1 ? 'applicant' : 'applicants'}`}
            </Text>
            {!archived && <ReportJobButton jobId={job.id} />}
          </Group>
          {archived && !revealed ? (
            <Alert color="gray" title="This job is archived">
              <Stack gap="sm" align="flex-start">
                <Text fz="sm">The employer is no longer taking applications for this job.</Text>
                <Button variant="default" size="xs" onClick={() => setRevealed(true)}>
                  Show job description
                </Button>
              </Stack>
            </Alert>
          ) : (
            <JobDescriptionSections description={job.description} />
          )}
        </Stack>
      </div>
      <div>
        <CompanyCard job={job} />
      </div>
      <div>
        <SimilarJobsBelow key={job.id} jobId={job.id} />
      </div>
      {session?.role !== 'employer' && !archived && (
        <>
          {/* Narrow screens: a bar across the bottom, with room kept below the page for it
              (global.css, .apply-bar), so the button never sits on the description's text; wide
              ones keep the floating button. */}
          <Affix
            className="apply-bar"
            position={{ bottom: 0, left: 0, right: 0 }}
            hiddenFrom="sm"
            bg="white"
            p="sm"
            style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
          >
            <ApplyButton job={job} size="md" fullWidth />
          </Affix>
          <Affix position={{ bottom: 24, right: 24 }} visibleFrom="sm">
            <ApplyButton job={job} size="lg" radius="xl" />
          </Affix>
        </>
      )}
    </Columns>
  );
}

export default function JobDetailPage() {
  const { id = '' } = useParams();
  const job = useJob(id);
  if (job.isPending) return <Loader aria-label="Loading job" />;
  if (job.isError || !job.data) {
    return (
      <Stack align="center" py="xl">
        <DocumentTitle>{`Job not found | ${BRAND}`}</DocumentTitle>
        <Title order={1}>Job not found</Title>
        <Text c="dimmed">No job found.</Text>
      </Stack>
    );
  }
  return <JobDetail job={job.data} />;
}
