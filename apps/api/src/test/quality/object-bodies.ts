import { randomUUID } from 'node:crypto';
import type { ObjectRoute, Who } from './object-access.ts';
import { type CallPayload, type Handle, jobBody, resumeBody, type World } from './object-world.ts';

/**
 * A valid request for each object route, naming the case's object, so that validation never
 * answers before the guard does: a refusal is the guard's. Some routes get a second body, the
 * same attack dressed differently (employer Y naming its own company beside X's job id).
 */
type BodyFn = (w: World, h: Handle, who: Who) => CallPayload[];

const json = (...bodies: unknown[]): CallPayload[] => bodies.map((body) => ({ json: body }));
const byId: BodyFn = (_w, h) => json({ id: h.id });
const byJob: BodyFn = (_w, h) => json({ id: h.jobId });

/** Company X, and for employer Y also Y's own company (the job id still belongs to X). */
function companiesNamed(w: World, who: Who): string[] {
  return who === 'employerY' ? [w.companyX.id, w.companyY.id] : [w.companyX.id];
}

export const OBJECT_BODIES: Record<ObjectRoute, BodyFn> = {
  'POST /api/v1/companies.get': byId,
  'POST /api/v1/companies.reviews.list': (w) => json({ id: w.companyX.id }),
  'POST /api/v1/companies.reviews.stats': byId,
  'POST /api/v1/locations/addresses.get': byId,
  'POST /api/v1/jobs.get': byJob,
  'POST /api/v1/jobs.similar': byJob,
  'POST /api/v1/employers/jobs.list': (w) => json({ company_id: w.companyX.id }),
  'POST /api/v1/events.insert': (w) =>
    json({
      event_type: 'company_view',
      company_id: w.companyX.id,
      // The body claims to be A; only A's own token may make it so.
      user_id: w.people.employeeA.id,
      session_id: randomUUID(),
    }),

  'POST /api/v1/jobs/favorites.insert': byJob,
  'POST /api/v1/jobs/favorites.delete': byJob,
  'POST /api/v1/jobs/hidden.insert': byJob,
  'POST /api/v1/jobs/hidden.delete': byJob,
  'POST /api/v1/companies/hidden.insert': byId,
  'POST /api/v1/companies/hidden.delete': byId,
  'POST /api/v1/employees/companies.reviews.insert': (w) =>
    json({ id: w.companyX.id, rating: 1, title: 'Changed', body: 'Rewritten review.' }),
  'POST /api/v1/employees/applications.insert': (_w, h) => json({ id: h.jobId, cover_letter: 'Hello' }),
  'POST /api/v1/jobs/search.delete': (_w, h) => json({ ids: [h.id] }),
  'POST /api/v1/companies.reviews.report': (_w, h) => json({ id: h.id, reason: 'Not about this company' }),
  'POST /api/v1/employers/companies.reviews.respond': (_w, h) => json({ id: h.id, body: 'Thank you' }),
  'POST /api/v1/jobs/reports.insert': (_w, h) =>
    json({ id: h.jobId, reason: 'scam', comment: 'Asks for money' }),

  'POST /api/v1/jobs/search.update': (_w, h) => json({ id: h.id, name: 'Renamed', notify_by_email: false }),
  'POST /api/v1/jobs/search.seen': (_w, h) => json({ id: h.id }),
  'POST /api/v1/employees/resumes.get': byId,
  // Both shapes of the update: Set as Active, and the whole wizard.
  'POST /api/v1/employees/resumes.update': (w, h) =>
    json({ id: h.id, is_active: true }, { id: h.id, ...resumeBody(w, { first_name: 'Changed' }) }),
  'POST /api/v1/employees/resumes.delete': byId,
  'POST /api/v1/employees/resumes.pdf.get': byId,
  'POST /api/v1/employees/applications.delete': byId,

  'POST /api/v1/applications/messages.list': byId,
  'POST /api/v1/applications/messages.insert': (_w, h) => json({ id: h.id, text: 'Kia ora' }),

  'POST /api/v1/employers/companies.update': (_w, h) => json({ id: h.id, tagline: 'Changed tagline' }),
  'POST /api/v1/employers/jobs.insert': (w, h) => json(jobBody(w, h.id, 'Posted into X')),
  'POST /api/v1/employers/jobs.update': (w, h, who) =>
    json(...companiesNamed(w, who).map((c) => ({ id: h.jobId, ...jobBody(w, c, 'Rewritten') }))),
  'POST /api/v1/employers/jobs.get': byJob,
  'POST /api/v1/employers/jobs.archive': (w, h, who) =>
    json(...companiesNamed(w, who).map((c) => ({ company_id: c, id: h.jobId }))),
  'POST /api/v1/employers/applications.list': (w, h, who) =>
    json(...companiesNamed(w, who).map((c) => ({ company_id: c, id: h.jobId }))),
  'POST /api/v1/employers/applications.get': byId,
  'POST /api/v1/employees/applications.withdraw': byId,
  'POST /api/v1/employees/applications.external.insert': byJob,
  'POST /api/v1/employees/applications.external.delete': byId,
  'POST /api/v1/employers/applications.resume.get': byId,
  'POST /api/v1/employers/applications.resume.pdf.get': byId,
  'POST /api/v1/employers/applications.update': (_w, h) => json({ id: h.id, status: 'shortlisted' }),
  'POST /api/v1/employers/resumes.get': byId,
  'POST /api/v1/employers/resumes.pdf.get': byId,

  'POST /api/v1/employers/applications.bulkUpdate': (w, _h, who) =>
    json(...companiesNamed(w, who).map((c) => ({ company_id: c, ids: [_h.id], status: 'rejected' }))),
  'POST /api/v1/employers/applications.undo': (w, h, who) =>
    json(...companiesNamed(w, who).map((c) => ({ company_id: c, ids: [h.id] }))),
  'POST /api/v1/employers/applications.notes.list': byId,
  'POST /api/v1/employers/applications.notes.insert': (_w, h) => json({ id: h.id, body: 'Private note' }),
  'POST /api/v1/employers/applications.rate': (_w, h) => json({ id: h.id, rating: 3 }),
  'POST /api/v1/employers/applications.export': (w, h, who) =>
    json(...companiesNamed(w, who).map((c) => ({ company_id: c, id: h.jobId }))),
  'POST /api/v1/employers/jobs.duplicate': (w, h, who) =>
    json(...companiesNamed(w, who).map((c) => ({ company_id: c, id: h.jobId }))),
  'POST /api/v1/employers/jobs.repost': (w, h, who) =>
    json(...companiesNamed(w, who).map((c) => ({ company_id: c, id: h.jobId }))),
  'POST /api/v1/employers/jobs.stats': (w, h, who) =>
    json(...companiesNamed(w, who).map((c) => ({ company_id: c, id: h.jobId }))),
  'POST /api/v1/employers/jobs.totals': (w, h, who) =>
    json(...companiesNamed(w, who).map((c) => ({ company_id: c, ids: [h.jobId] }))),
  'POST /api/v1/employers/companies.team.list': (_w, h) => json({ company_id: h.id }),
  'POST /api/v1/employers/companies.invitations.insert': (_w, h) =>
    json({ company_id: h.id, email: `invited-${randomUUID().slice(0, 8)}@example.test`, role: 'member' }),
  'POST /api/v1/employers/companies.invitations.delete': (w, h, who) =>
    json(...companiesNamed(w, who).map((c) => ({ company_id: c, id: h.id }))),
  'POST /api/v1/employers/companies.members.delete': (w, h, who) =>
    json(...companiesNamed(w, who).map((c) => ({ company_id: c, user_id: h.id }))),

  'POST /api/v1/employers/templates.list': (_w, h) => json({ company_id: h.id }),
  'POST /api/v1/employers/templates.insert': (_w, h) =>
    json({ company_id: h.id, name: `Template ${randomUUID().slice(0, 8)}`, body: 'Hi {first_name}' }),
  'POST /api/v1/employers/templates.update': (w, h, who) =>
    json(
      ...companiesNamed(w, who).map((c) => ({ company_id: c, id: h.id, name: 'Renamed', body: 'Changed' })),
    ),
  'POST /api/v1/employers/templates.delete': (w, h, who) =>
    json(...companiesNamed(w, who).map((c) => ({ company_id: c, id: h.id }))),
  'POST /api/v1/employers/applications.messages.bulkInsert': (w, h, who) =>
    json(...companiesNamed(w, who).map((c) => ({ company_id: c, ids: [h.id], text: 'Hi {first_name}' }))),
  'POST /api/v1/employers/companies.members.update': (w, h, who) =>
    json(...companiesNamed(w, who).map((c) => ({ company_id: c, user_id: h.id, role: 'admin' }))),
  'POST /api/v1/employers/hiring.summary': (_w, h) => json({ company_id: h.id }),
  'POST /api/v1/employers/jobs.invitations.insert': (w, h, who) =>
    json(
      ...companiesNamed(w, who).map((c) => ({
        company_id: c,
        job_id: h.jobId,
        resume_id: h.id,
        message: 'Would you apply?',
      })),
    ),
  'POST /api/v1/employees/invitations.decline': byId,
  'POST /api/v1/users.teamInvitations.decline': byId,
  'POST /api/v1/users.teamInvitations.accept': byId,
  'POST /api/v1/employees/companies.block': (_w, h) => json({ company_id: h.id }),
  'POST /api/v1/employees/companies.blocks.delete': (_w, h) => json({ company_id: h.id }),

  'POST /api/v1/admins/companies.update': (_w, h) => json({ id: h.id, tagline: 'Changed by an admin' }),
  'POST /api/v1/admins/companies.flags.update': (_w, h) =>
    json({ id: h.id, accredited: true, verified: true }),
  'POST /api/v1/admins/companies.reviews.delete': byId,
  'POST /api/v1/admins/jobs.insert': (w, h) => json(jobBody(w, h.id, 'Posted by an admin')),
  'POST /api/v1/admins/jobs.update': (w, h) => json({ id: h.jobId, ...jobBody(w, w.companyX.id, 'Edited') }),
  'POST /api/v1/admins/jobs.get': byJob,
  'POST /api/v1/admins/jobs.archive': (_w, h) => json({ id: h.jobId, reason: 'Asks for a fee' }),
  'POST /api/v1/admins/reviews.reports.dismiss': byId,
  'POST /api/v1/admins/jobs.reports.dismiss': byJob,
  'POST /api/v1/admins/users.get': byId,
  'POST /api/v1/admins/users.suspend': (_w, h) => json({ id: h.id, reason: 'Spam' }),
  'POST /api/v1/admins/users.restore': (_w, h) => json({ id: h.id, reason: 'Cleared' }),
  'POST /api/v1/admins/companies.suspend': (_w, h) => json({ id: h.id, reason: 'Fake ads' }),
  'POST /api/v1/admins/companies.restore': (_w, h) => json({ id: h.id, reason: 'Cleared' }),
  'POST /api/v1/uploads.insert': (_w, h) => [
    { upload: { category: 'company_logo', content_type: 'png', admin_company_id: h.id } },
  ],
};
