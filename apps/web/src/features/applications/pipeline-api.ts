import {
  BulkMessageResult,
  type CompanyRole,
  CompanyTeam,
  HiringSummary,
  item,
  list,
  MessageTemplate,
  Ok,
  ReceivedJobInvitation,
  SentJobInvitation,
} from '@fitjobs/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { queryClient } from '../../lib/query-client.ts';

// Issue 23: templates, bulk messages, hires, invitations to apply and blocks (decisions 0175-0179).

export const templatesKey = (companyId: string) => ['templates', companyId] as const;
export const templatesQuery = (companyId: string) =>
  queryOptions({
    queryKey: templatesKey(companyId),
    queryFn: () =>
      api
        .post('/api/v1/employers/templates.list', { company_id: companyId }, list(MessageTemplate))
        .then((r) => r.items),
  });

export async function saveTemplate(companyId: string, t: { id?: string; name: string; body: string }) {
  const path = t.id ? '/api/v1/employers/templates.update' : '/api/v1/employers/templates.insert';
  const res = await api.post(path, { company_id: companyId, ...t }, item(MessageTemplate));
  void queryClient.invalidateQueries({ queryKey: templatesKey(companyId) });
  return res.item;
}

export async function deleteTemplate(companyId: string, id: string) {
  await api.post('/api/v1/employers/templates.delete', { company_id: companyId, id }, Ok);
  void queryClient.invalidateQueries({ queryKey: templatesKey(companyId) });
}

export async function sendBulkMessage(companyId: string, ids: string[], text: string) {
  const res = await api.post(
    '/api/v1/employers/applications.messages.bulkInsert',
    { company_id: companyId, ids, text },
    BulkMessageResult,
  );
  void queryClient.invalidateQueries({ queryKey: ['applications', 'messages'] });
  return res;
}

export const hiringSummaryQuery = (companyId: string) =>
  queryOptions({
    queryKey: ['hiring-summary', companyId],
    queryFn: () => api.post('/api/v1/employers/hiring.summary', { company_id: companyId }, HiringSummary),
  });

export const changeMemberRole = (companyId: string, userId: string, role: CompanyRole) =>
  api.post(
    '/api/v1/employers/companies.members.update',
    { company_id: companyId, user_id: userId, role },
    CompanyTeam,
  );

export const inviteToApply = (body: {
  company_id: string;
  job_id: string;
  resume_id: string;
  message: string;
}) =>
  api.post('/api/v1/employers/jobs.invitations.insert', body, item(SentJobInvitation)).then((r) => r.item);

export const myInvitationsQuery = queryOptions({
  queryKey: ['invitations', 'mine'],
  queryFn: () =>
    api.post('/api/v1/employees/invitations.list', {}, list(ReceivedJobInvitation)).then((r) => r.items),
});

export async function declineInvitation(id: string) {
  await api.post('/api/v1/employees/invitations.decline', { id }, item(ReceivedJobInvitation));
  void queryClient.invalidateQueries({ queryKey: ['invitations'] });
}

export async function blockCompany(companyId: string) {
  await api.post('/api/v1/employees/companies.block', { company_id: companyId }, Ok);
  void queryClient.invalidateQueries({ queryKey: ['invitations'] });
}
