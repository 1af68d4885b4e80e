import type { EventInsert, EventType } from '@fitjobs/contract';
import { decodeSession, tokens } from './auth.ts';

const SESSION_KEY = 'analytics_session_id';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/**
 * A version 4 UUID from 16 random bytes. crypto.randomUUID exists only in secure contexts
 * (https or localhost), while getRandomValues works everywhere, so the app builds its own.
 */
export function uuidFromBytes(bytes: Uint8Array): string {
  if (bytes.length !== 16) throw new Error('a UUID needs 16 bytes');
  const b = Uint8Array.from(bytes);
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40; // version 4
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80; // RFC 4122 variant
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export const isSessionId = (value: string | null): value is string => value !== null && UUID.test(value);

/** The analytics session: a UUID generated once and kept in local storage (spec part 1, section 3). */
export function analyticsSessionId(storage: Pick<Storage, 'getItem' | 'setItem'> = localStorage): string {
  const stored = storage.getItem(SESSION_KEY);
  if (isSessionId(stored)) return stored;
  const fresh = uuidFromBytes(crypto.getRandomValues(new Uint8Array(16)));
  storage.setItem(SESSION_KEY, fresh);
  return fresh;
}

async function post(body: EventInsert, bearer: string | null): Promise<Response> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (bearer) headers.authorization = `Bearer ${bearer}`;
  // keepalive lets the event finish when the user is leaving the page.
  return fetch('/api/v1/events.insert', {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
    credentials: 'include',
    keepalive: true,
  });
}

/**
 * Reports an analytics event. Fire and forget: failures are only logged (spec part 1, section 8),
 * and it never refreshes tokens or navigates the way the API client does on 401/403.
 */
export function track(
  event_type: EventType,
  fields: Pick<EventInsert, 'job_id' | 'company_id' | 'path'> = {},
): void {
  void (async () => {
    const access = tokens.access();
    const body: EventInsert = {
      event_type,
      ...fields,
      // Sent as the spec's client does; the server ignores it and uses the token's user.
      user_id: decodeSession(access)?.userId ?? null,
      session_id: analyticsSessionId(),
    };
    let res = await post(body, access);
    // An expired access token: record the event anonymously rather than lose it.
    if (res.status === 401 && access) res = await post({ ...body, user_id: null }, null);
    if (!res.ok) console.warn(`analytics: ${event_type} answered ${res.status}`);
  })().catch((error: unknown) => {
    console.warn('analytics: event not sent', error);
  });
}

const JOB_PAGE = /^\/jobs\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/?$/i;

/** A page view's fields: the path, and the job's id on a job page (decision 0131). */
export function pageViewFields(pathname: string): Pick<EventInsert, 'job_id' | 'path'> {
  return { path: pathname.slice(0, 2048), job_id: pathname.match(JOB_PAGE)?.[1] ?? null };
}
