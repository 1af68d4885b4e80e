import { api } from './api.ts';
import { tokens } from './auth.ts';
import { queryClient } from './query-client.ts';

/** Revokes the refresh token on the server (best effort), then forgets the session here. */
export async function signOut(): Promise<void> {
  const refresh_token = tokens.refresh();
  if (refresh_token) await api.post('/api/v1/tokens.revoke', { refresh_token }).catch(() => undefined);
  tokens.clear();
  queryClient.clear();
}
