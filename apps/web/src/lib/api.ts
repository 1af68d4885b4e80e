import type { z } from 'zod';
import { decodeSession, tokens } from './auth.ts';
import { currentPathAndQuery, navigateTo } from './navigation.ts';

/** Every non-2xx answer becomes this one error type (DESIGN.md section 5). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly issues: { path: string; message: string }[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type Query = Record<string, string | number | boolean | null | undefined | (string | number)[]>;

export function toSearchParams(query: Query): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) for (const v of value) params.append(key, String(v));
    else params.append(key, String(value));
  }
  return params;
}

let refreshing: Promise<boolean> | null = null;

/**
 * Runs `work` while holding the refresh lock that every tab of this site shares. A refresh token
 * works once: a second tab sending the same one would look like a stolen token, and the server
 * would end the session everywhere. The Web Locks API exists only in secure contexts (https and
 * localhost); elsewhere the tab refreshes alone.
 */
async function withRefreshLock(work: () => Promise<boolean>): Promise<boolean> {
  if (typeof navigator === 'undefined' || !navigator.locks) return work();
  return await navigator.locks.request('fitjobs-token-refresh', work);
}

/**
 * One shared refresh for every call that got a 401 at the same time. `failedAccess` is the access
 * token those calls were refused with: when another tab has replaced it by the time this one holds
 * the lock, that tab's new pair is already stored and this one uses it.
 */
function refreshOnce(failedAccess?: string): Promise<boolean> {
  refreshing ??= withRefreshLock(async () => {
    const stored = tokens.access();
    if (failedAccess && stored && stored !== failedAccess) return true;
    const refresh_token = tokens.refresh();
    if (!refresh_token) return false;
    try {
      const res = await fetch('/api/v1/tokens.refresh', {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ refresh_token }),
      });
      if (!res.ok) return false;
      const { TokenPair } = await import('@fitjobs/contract/auth');
      const pair = TokenPair.parse(await res.json());
      tokens.set(pair.access_token, pair.refresh_token);
      return true;
    } catch {
      return false;
    }
  }).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/** Forces a new access token now (e.g. after creating a company, to pick up active_company_id). */
export const refreshSession = () => refreshOnce();

async function toApiError(res: Response): Promise<ApiError> {
  const text = await res.text();
  try {
    // Loaded when first needed: zod stays out of the first download for / (bundle budget).
    const { ErrorBody } = await import('@fitjobs/contract/common');
    const body = ErrorBody.parse(JSON.parse(text));
    return new ApiError(res.status, body.error.code, body.error.message, body.error.issues);
  } catch {
    return new ApiError(res.status, 'http_error', text || res.statusText);
  }
}

async function send(path: string, init: RequestInit, retried = false): Promise<Response> {
  const access = tokens.access();
  const headers = new Headers(init.headers);
  if (access) headers.set('authorization', `Bearer ${access}`);
  const res = await fetch(path, { ...init, headers, credentials: 'include' });
  if (res.status === 401 && access && !retried) {
    if (await refreshOnce(access)) return send(path, init, true);
    tokens.clear();
    navigateTo(`/login?redirect_to=${encodeURIComponent(currentPathAndQuery())}`);
    throw new ApiError(401, 'unauthorized', 'Unauthorized');
  }
  if (res.status === 403) {
    // A suspended account signing in is told why on the spot, not sent elsewhere (decision 0189).
    const refused = await toApiError(res.clone());
    if (refused.code === 'account_suspended') throw refused;
    const role = decodeSession(tokens.access())?.role;
    navigateTo(role === 'employer' ? '/employers/dashboard' : '/');
    throw new ApiError(403, 'forbidden', 'Forbidden');
  }
  if (!res.ok) throw await toApiError(res);
  return res;
}

/** One API call: what send() needs, and a key that tells identical calls apart (api.early). */
interface Call {
  key: string;
  url: string;
  init: RequestInit;
}

/** A GET call's URL: the path and, when any value is set, its query string. */
export function urlWithQuery(path: string, query: Query): string {
  const qs = toSearchParams(query).toString();
  return qs ? `${path}?${qs}` : path;
}

function getCall(path: string, query: Query): Call {
  const url = urlWithQuery(path, query);
  return { key: `GET ${url}`, url, init: { method: 'GET' } };
}

function postCall(path: string, body: unknown): Call {
  const json = JSON.stringify(body);
  const init = { method: 'POST', headers: { 'content-type': 'application/json' }, body: json };
  return { key: `POST ${path} ${json}`, url: path, init };
}

/** Calls started ahead of the code that reads them (api.early), by key. */
const early = new Map<string, Promise<Response>>();
/** An early answer nobody claimed within this time is dropped (the visitor left the page). */
const EARLY_KEEP_MS = 15_000;

function startEarly(call: Call): void {
  if (early.has(call.key)) return;
  const started = send(call.url, call.init);
  // Whoever claims it sees a failure; an unclaimed one must not surface as an unhandled rejection.
  started.catch(() => {});
  early.set(call.key, started);
  setTimeout(() => {
    if (early.get(call.key) === started) early.delete(call.key);
  }, EARLY_KEEP_MS);
}

/** The early answer to this exact call if one was started (each is handed out once), else a new one. */
function claimOrSend(call: Call): Promise<Response> {
  const started = early.get(call.key);
  early.delete(call.key);
  return started ?? send(call.url, call.init);
}

async function parse<T>(res: Response, schema?: z.ZodType<T>): Promise<T> {
  const json = res.status === 204 ? {} : await res.json();
  return schema ? schema.parse(json) : (json as T);
}

export const api = {
  async post<T>(path: string, body: unknown = {}, schema?: z.ZodType<T>): Promise<T> {
    return parse(await claimOrSend(postCall(path, body)), schema);
  },
  async get<T>(path: string, query: Query = {}, schema?: z.ZodType<T>): Promise<T> {
    return parse(await claimOrSend(getCall(path, query)), schema);
  },
  /**
   * Starts a call now; the first identical api.get/api.post (same path and query or body) takes
   * its answer instead of asking again. Route loaders use it to fetch a page's data while the
   * page's code and schemas are still downloading.
   */
  early: {
    get: (path: string, query: Query = {}) => startEarly(getCall(path, query)),
    post: (path: string, body: unknown = {}) => startEarly(postCall(path, body)),
  },
  async upload<T>(path: string, form: FormData, schema?: z.ZodType<T>): Promise<T> {
    const res = await send(path, { method: 'POST', body: form });
    return parse(res, schema);
  },
  /** A file answer: the blob and the file name from content-disposition. */
  async file(path: string, body: unknown): Promise<{ blob: Blob; filename: string }> {
    const { url, init } = postCall(path, body);
    const res = await send(url, init);
    const disposition = res.headers.get('content-disposition') ?? '';
    // The exact UTF-8 name (filename*) when given, else the plain one.
    const exact = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
    const plain = /filename="?([^";]+)"?/i.exec(disposition)?.[1];
    return { blob: await res.blob(), filename: exact ? decodeURIComponent(exact) : (plain ?? 'download') };
  },
};

/** Saves a blob through a temporary link (resume PDFs). */
export function saveFile({ blob, filename }: { blob: Blob; filename: string }): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  // Chromium ignores clicks on detached links and cancels a download whose URL is revoked at once.
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
