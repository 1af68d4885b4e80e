import type { Role } from '@fitjobs/contract';
import { useSyncExternalStore } from 'react';
import { emit, listen } from './signals.ts';

const ACCESS = 'access_token';
const REFRESH = 'refresh_token';

export interface Session {
  userId: string;
  role: Role;
  activeCompanyId: string | null;
}

export const tokens = {
  access: () => localStorage.getItem(ACCESS),
  refresh: () => localStorage.getItem(REFRESH),
  set(access: string, refresh?: string) {
    localStorage.setItem(ACCESS, access);
    if (refresh) localStorage.setItem(REFRESH, refresh);
    emit('auth-changed');
  },
  clear() {
    localStorage.removeItem(ACCESS);
    localStorage.removeItem(REFRESH);
    emit('auth-changed');
  },
};

/** Reads the claims of the access token (not verified here: the server verifies every call). */
export function decodeSession(token: string | null): Session | null {
  if (!token) return null;
  try {
    const payload = token.split('.')[1];
    if (!payload) return null;
    const json = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    const role = Array.isArray(json.roles) ? json.roles[0] : null;
    if (typeof json.sub !== 'string' || !role) return null;
    return { userId: json.sub, role, activeCompanyId: json.active_company_id ?? null };
  } catch {
    return null;
  }
}

let cachedToken: string | null = null;
let cachedSession: Session | null = null;
function snapshot(): Session | null {
  const token = tokens.access();
  if (token !== cachedToken) {
    cachedToken = token;
    cachedSession = decodeSession(token);
  }
  return cachedSession;
}

const subscribe = (onChange: () => void) => {
  const offSignal = listen('auth-changed', onChange);
  // Another tab signing in or out changes local storage too.
  window.addEventListener('storage', onChange);
  return () => {
    offSignal();
    window.removeEventListener('storage', onChange);
  };
};

/** The signed-in session (role, user id, active company) or null; re-renders on auth-changed. */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribe, snapshot, () => null);
}

/** Where each role lands after signing in (spec part 1, "Sign-in screen"). */
export function landingPath(role: Role): string {
  if (role === 'admin') return '/admin';
  if (role === 'employer') return '/employers/dashboard';
  return '/';
}
