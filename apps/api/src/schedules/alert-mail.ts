import type { JobCard } from '@fitjobs/contract';
import type { MailMessage } from '../lib/mailer.ts';

const BRAND = 'FitJobs';

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

export interface AlertMailInput {
  to: string;
  searchName: string;
  queryString: string;
  jobs: JobCard[];
  totalCount: number;
  publicUrl: string;
  unsubscribeUrl: string;
}

const place = (j: JobCard) => [j.city_name, j.country_name].filter(Boolean).join(', ');

/** The daily e-mail of one saved search: the new jobs, a link to all of them, one-click unsubscribe. */
export function alertMail(m: AlertMailInput): MailMessage {
  const more = m.totalCount > m.jobs.length ? m.totalCount - m.jobs.length : 0;
  const allUrl = `${m.publicUrl}/jobs?${m.queryString}`;
  const subject =
    m.totalCount === 1
      ? `1 new job for "${m.searchName}" on ${BRAND}`
      : `${m.totalCount}${m.totalCount >= 1000 ? '+' : ''} new jobs for "${m.searchName}" on ${BRAND}`;
  const lines = m.jobs.map(
    (j) =>
      `- ${j.title} at ${j.company_name}${place(j) ? ` (${place(j)})` : ''}\n  ${m.publicUrl}/jobs/${j.id}`,
  );
  const text = [
    `New jobs matching your saved search "${m.searchName}":`,
    '',
    ...lines,
    '',
    more ? `And ${more} more: ${allUrl}` : `See the search: ${allUrl}`,
    '',
    `Stop these e-mails: ${m.unsubscribeUrl}`,
  ].join('\n');
  const items = m.jobs
    .map(
      (j) =>
        `<li><a href="${escapeHtml(`${m.publicUrl}/jobs/${j.id}`)}">${escapeHtml(j.title)}</a> at ${escapeHtml(j.company_name)}${place(j) ? ` (${escapeHtml(place(j))})` : ''}</li>`,
    )
    .join('');
  const html = `<p>New jobs matching your saved search "${escapeHtml(m.searchName)}":</p><ul>${items}</ul>
<p><a href="${escapeHtml(allUrl)}">${more ? `And ${more} more` : 'See the search'}</a></p>
<p style="font-size:12px;color:#666"><a href="${escapeHtml(m.unsubscribeUrl)}">Unsubscribe from this alert</a></p>`;
  return {
    to: m.to,
    subject,
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${m.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
