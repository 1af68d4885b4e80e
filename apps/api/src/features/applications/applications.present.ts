import {
  type ApplicationMessage,
  type EmployeeApplication,
  type EmployerApplication,
  mustHaveResult,
} from '@fitjobs/contract';
import type { EmployeeApplicationRow, EmployerApplicationRow } from './applications.repo.ts';
import { experienceYears } from './experience.ts';
import type { MessageRow } from './messages.repo.ts';
import type { Timeline } from './status-history.repo.ts';

/**
 * The applicant's answer: the timeline starts with applied (the application's own date), then
 * each change they may see (status-history.repo.ts decides which). While a change waits out its
 * grace period, the status is the last one they may see: a rejection the employer can still undo
 * is not shown before its e-mail would go (issue 24, finding 7). Their own withdrawal shows at once.
 */
export function toEmployeeApplication(
  r: EmployeeApplicationRow,
  timeline: Timeline = { entries: [], statusBeforeWaiting: null },
): EmployeeApplication {
  const waiting = timeline.statusBeforeWaiting !== null && r.status !== 'withdrawn';
  return {
    ...toApplicationBase(r),
    status: waiting ? (timeline.statusBeforeWaiting ?? r.status) : r.status,
    status_history: [
      { status: 'applied', at: r.createdAt.toISOString() },
      ...timeline.entries.map((h) => ({ status: h.status, at: h.at.toISOString() })),
    ],
  };
}

function toApplicationBase(r: EmployeeApplicationRow): Omit<EmployeeApplication, 'status_history'> {
  return {
    id: r.id,
    job_id: r.jobId,
    job_title: r.jobTitle,
    job_company_id: r.jobCompanyId,
    company_name: r.companyName,
    status: r.status,
    cover_letter: r.coverLetter,
    applied_on: 'fitjobs',
    created_at: r.createdAt.toISOString(),
  };
}

/** How an applicant who closed their account is shown to the employer who holds the application. */
export const CLOSED_ACCOUNT = 'Closed account';

/** The answers against the job's must-haves as they are now; null when the job has none. */
function mustHaves(r: EmployerApplicationRow): EmployerApplication['must_haves'] {
  const result = mustHaveResult(r.jobQuestions, r.screeningAnswers);
  return result.total === 0 ? null : { meets: result.meets, missed: result.missed, total: result.total };
}

export function toEmployerApplication(r: EmployerApplicationRow, now: Date): EmployerApplication {
  // The company's own notes, rating, pending e-mail and ranking stay, whoever the applicant was.
  const company = {
    rating: r.rating,
    last_note: r.lastNote,
    undo_until: r.undoUntil ? r.undoUntil.toISOString() : null,
    must_haves: mustHaves(r),
  };
  if (r.userId === null) {
    return {
      ...toApplicationBase(r),
      ...company,
      user_id: null,
      user_name: CLOSED_ACCOUNT,
      user_avatar_url: null,
      applicant_full_name: CLOSED_ACCOUNT,
      applicant_email: null,
      applicant_location: null,
      applicant_experience: null,
      applicant_skills: [],
      active_resume_id: null,
      answers: r.screeningAnswers,
    };
  }
  // The resume as sent (decision 0170); applications from before snapshots show the live one.
  const sent = r.resumeSnapshot;
  if (sent) {
    const location = [sent.city_name, sent.region_name, sent.country_name].filter(Boolean).join(', ');
    return {
      ...toApplicationBase(r),
      user_id: r.userId,
      user_name: r.userName,
      user_avatar_url: r.userAvatarUrl,
      applicant_full_name: sent.full_name || r.userName,
      applicant_email: sent.email ?? r.userEmail,
      applicant_location: location || null,
      // A file resume says its experience in the file (decision 0221): no figure to show.
      applicant_experience: sent.file ? null : experienceYears(sent.experience, now),
      applicant_skills: sent.skills,
      active_resume_id: r.sentResumeId ?? sent.id,
      answers: r.screeningAnswers,
      ...company,
    };
  }
  const location = [r.cityName, r.regionName, r.countryName].filter(Boolean).join(', ');
  return {
    ...toApplicationBase(r),
    user_id: r.userId,
    user_name: r.userName,
    user_avatar_url: r.userAvatarUrl,
    applicant_full_name: r.resumeFullName ?? r.userName,
    applicant_email: r.resumeEmail ?? r.userEmail,
    applicant_location: location || null,
    applicant_experience: r.resumeExperience ? experienceYears(r.resumeExperience, now) : null,
    applicant_skills: r.resumeSkills ?? [],
    active_resume_id: r.resumeId,
    answers: r.screeningAnswers,
    ...company,
  };
}

export function toMessage(r: MessageRow): ApplicationMessage {
  return {
    id: r.id,
    author_id: r.authorId,
    author_name: r.isApplicant && r.authorId === null ? CLOSED_ACCOUNT : r.authorName,
    is_applicant: r.isApplicant,
    message: r.message,
    created_at: r.createdAt.toISOString(),
  };
}
