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

/** Read by the API (http/server-render.ts): keep the two names in step. */
const SIGNED_IN_COOKIE = 'fitjobs_signed_in';
const THIRTY_DAYS_S = 30 * 24 * 60 * 60;

/**
 * Tells the server that a session is stored in this browser. The server then sends the search and
 * job pages undrawn: drawn for an anonymous visitor, they would show a signed-in one 'Sign in' and
 * the jobs they hid until the page is live (decision 0097). The cookie holds no secret: the tokens
 * stay in local storage. It lasts as long as a refresh token and is set again on every start.
 */
export function markSignedIn(signedIn: boolean): void {
  // biome-ignore lint/suspicious/noDocumentCookie: a fixed value, and the Cookie Store API is not in every browser we serve
  document.cookie = signedIn
    ? `${SIGNED_IN_COOKIE}=1; Path=/; Max-Age=${THIRTY_DAYS_S}; SameSite=Lax`
    : `${SIGNED_IN_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
}

export const tokens = {
  access: () => localStorage.getItem(ACCESS),
  refresh: () => localStorage.getItem(REFRESH),
  set(access: string, refresh?: string) {
    localStorage.setItem(ACCESS, access);
    if (refresh) localStorage.setItem(REFRESH, refresh);
    markSignedIn(true);
    emit('auth-changed');
  },
  clear() {
    localStorage.removeItem(ACCESS);
    localStorage.removeItem(REFRESH);
    markSignedIn(false);
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
