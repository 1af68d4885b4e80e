import {
  HiddenCompany,
  HiddenJob,
  type ImageContentType,
  list,
  Ok,
  ReceivedTeamInvitation,
  type SignInRole,
  TokenPair,
  UploadAnswer,
  User,
  type UserUpdateBody,
} from '@fitjobs/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, saveFile } from '../../lib/api.ts';
import { tokens } from '../../lib/auth.ts';
import { queryClient } from '../../lib/query-client.ts';

/** Step 3 of the sign-in screen: e-mails a 6-digit code. */
export const requestCode = (email: string, role: SignInRole) =>
  api.post('/api/v1/code.request', { email, role }, Ok);

/** Checks the code and starts a session: both tokens are stored and auth-changed is broadcast. */
export async function verifyCode(email: string, code: string): Promise<TokenPair> {
  const pair = await api.post('/api/v1/code.verify', { email, code }, TokenPair);
  queryClient.clear();
  tokens.set(pair.access_token, pair.refresh_token);
  return pair;
}

export const userQuery = queryOptions({
  queryKey: ['user', 'me'],
  queryFn: () => api.post('/api/v1/users.get', {}, User),
});
export const useUser = (enabled = true) => useQuery({ ...userQuery, enabled });

export async function updateUser(patch: UserUpdateBody): Promise<User> {
  const user = await api.post('/api/v1/users.update', patch, User);
  queryClient.setQueryData(userQuery.queryKey, user);
  return user;
}

export function uploadAvatar(file: File, contentType: ImageContentType): Promise<UploadAnswer> {
  const form = new FormData();
  form.append('category', 'avatar');
  form.append('content_type', contentType);
  form.append('file', file);
  return api.upload('/api/v1/uploads.insert', form, UploadAnswer);
}

/** Closes the account on the server, then forgets the session here. */
export async function closeAccount(): Promise<void> {
  await api.post('/api/v1/users.delete', {}, Ok);
  tokens.clear();
  queryClient.clear();
}

/** "Download my data": everything held about the person, saved as the JSON file the API names. */
export async function downloadMyData(): Promise<void> {
  saveFile(await api.file('/api/v1/users.export', {}));
}
/** What a job seeker hid from search (jobs, whole companies), listed on /profile with Unhide. */
export const hiddenJobsQuery = queryOptions({
  queryKey: ['hidden', 'jobs'],
  queryFn: async () => (await api.post('/api/v1/jobs/hidden.list', {}, list(HiddenJob))).items,
});
export const hiddenCompaniesQuery = queryOptions({
  queryKey: ['hidden', 'companies'],
  queryFn: async () => (await api.post('/api/v1/companies/hidden.list', {}, list(HiddenCompany))).items,
});
export const unhideJob = (id: string) => api.post('/api/v1/jobs/hidden.delete', { id }, Ok);
export const unhideCompany = (id: string) => api.post('/api/v1/companies/hidden.delete', { id }, Ok);

/** Team invitations waiting in this account (decision 0188): nothing changes until accepted. */
export const teamInvitationsQuery = queryOptions({
  queryKey: ['user', 'team-invitations'],
  queryFn: () =>
    api.post('/api/v1/users.teamInvitations.list', {}, list(ReceivedTeamInvitation)).then((r) => r.items),
});

export async function answerTeamInvitation(id: string, answer: 'accept' | 'decline') {
  await api.post(`/api/v1/users.teamInvitations.${answer}`, { id }, Ok);
  void queryClient.invalidateQueries({ queryKey: teamInvitationsQuery.queryKey });
}
