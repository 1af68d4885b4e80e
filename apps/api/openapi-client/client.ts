/**
 * A typed client over the types openapi-typescript generates from the OpenAPI document
 * (generated/openapi.d.ts, written by openapi.test.ts). The test compiles this file: each call
 * below must accept the contract's request types and give back the contract's response types,
 * both ways, so the document cannot drift from the zod schemas the routes validate with.
 */
import type {
  ApplicationInsertBody,
  CodeVerifyBody,
  Company,
  EmployeeApplication,
  ErrorBody,
  IdBody,
  JobItem,
  JobSearchPage,
  JobWriteBody,
  TokenPair,
} from '@fitjobs/contract';
import type { z } from 'zod';
import type { components, paths } from './generated/openapi.d.ts';

type PostPath = { [P in keyof paths]: paths[P] extends { post: object } ? P : never }[keyof paths];
type Post<P extends PostPath> = paths[P] extends { post: infer O } ? O : never;
type BodyOf<P extends PostPath> =
  Post<P> extends {
    requestBody?: { content: { 'application/json': infer B } };
  }
    ? B
    : never;
type OkOf<P extends PostPath> =
  Post<P> extends {
    responses: { 200: { content: { 'application/json': infer R } } };
  }
    ? R
    : never;

export type ApiError = components['schemas']['Error'];

/** POSTs a JSON body to a route of the document; a non-2xx answer throws its error body. */
export async function call<P extends PostPath>(
  base: string,
  path: P,
  body: BodyOf<P>,
  token?: string,
): Promise<OkOf<P>> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(`${base}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  const json: unknown = await res.json();
  if (!res.ok) throw Object.assign(new Error((json as ApiError).error.message), json as ApiError);
  return json as OkOf<P>;
}

type Get<P extends keyof paths> = paths[P] extends { get: infer O } ? O : never;
type SearchOk =
  Get<'/api/v1/jobs/search'> extends {
    responses: { 200: { content: { 'application/json': infer R } } };
  }
    ? R
    : never;

/** Both ways: A fits where B is expected, and B where A is. */
function same<A, B>(_: { a: (x: A) => B; b: (x: B) => A }) {}
const id = <T>(x: T) => x;

/**
 * A request body: whatever the document lets a client send, the contract's schema takes (its
 * input type), and whatever the schema gives after parsing is a body the document allows.
 */
function request<Doc, S extends z.ZodType>(_: { a: (x: Doc) => z.input<S>; b: (x: z.output<S>) => Doc }) {}

// Requests.
request<BodyOf<'/api/v1/jobs.get'>, typeof IdBody>({ a: id, b: id });
request<BodyOf<'/api/v1/code.verify'>, typeof CodeVerifyBody>({ a: id, b: id });
request<BodyOf<'/api/v1/employees/applications.insert'>, typeof ApplicationInsertBody>({ a: id, b: id });
request<BodyOf<'/api/v1/employers/jobs.insert'>, typeof JobWriteBody>({ a: id, b: id });

// Answers: what the document says a route gives is what the contract's types say, and back.
same<OkOf<'/api/v1/jobs.get'>, { item: JobItem }>({ a: id, b: id });
same<OkOf<'/api/v1/companies.get'>, { item: Company }>({ a: id, b: id });
same<OkOf<'/api/v1/code.verify'>, TokenPair>({ a: id, b: id });
same<OkOf<'/api/v1/employees/applications.insert'>, { item: EmployeeApplication }>({ a: id, b: id });
same<SearchOk, z.output<typeof JobSearchPage>>({ a: id, b: id });
same<ApiError, ErrorBody>({ a: id, b: id });
