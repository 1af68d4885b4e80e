import type { SwaggerOptions } from '@fastify/swagger';
import { ErrorBody } from '@fitjobs/contract';
import type { RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { OpenAPIV3_1 } from 'openapi-types';
import { z } from 'zod';
import { describeOperation, type FileAnswer, TAG_DESCRIPTIONS } from './operation.ts';

const ERROR_REF = '#/components/schemas/Error';

type TransformArgs = Parameters<typeof jsonSchemaTransform>[0] & { route: RouteOptions };
type Schema = Record<string, unknown> & { hide?: boolean; response?: Record<string, unknown> };

/**
 * The options of @fastify/swagger: an OpenAPI 3.1 document whose operations are described from
 * the routes as registered (operation.ts), with the shared error body on every error status the
 * route can answer, a Bearer scheme, tags by area, servers and a licence (decision 0190).
 */
export function openapiOptions(publicUrl: string): SwaggerOptions {
  const errorsByOperation = new Map<string, Map<number, string>>();
  const filesByOperation = new Map<string, Record<number, FileAnswer>>();

  function transform(args: TransformArgs) {
    const base = jsonSchemaTransform(args) as { schema: Schema; url: string };
    if (base.schema.hide || !args.url.startsWith('/api/')) return base;
    const { body, querystring, params } = base.schema;
    const doc = describeOperation(args.route, [body, querystring, params]);
    errorsByOperation.set(doc.operationId, doc.errors);
    filesByOperation.set(doc.operationId, doc.files);
    // Error statuses a route declares get the shared body below, not a copy of it.
    const response = Object.fromEntries(
      Object.entries(base.schema.response ?? {}).filter(([status]) => Number(status) < 400),
    );
    const schema: Schema = {
      ...base.schema,
      response,
      operationId: doc.operationId,
      summary: doc.summary,
      tags: doc.tags,
      security: doc.security,
    };
    return { schema, url: base.url };
  }

  function transformObject({ openapiObject }: { openapiObject: Partial<OpenAPIV3_1.Document> }) {
    const document = openapiObject as OpenAPIV3_1.Document;
    const components = document.components ?? {};
    components.schemas = { ...components.schemas, Error: errorSchema() as OpenAPIV3_1.SchemaObject };
    const used = new Set<string>();
    const seenIds = new Set<string>();
    for (const item of Object.values(document.paths ?? {})) {
      for (const operation of Object.values(item ?? {}) as OpenAPIV3_1.OperationObject[]) {
        if (!operation?.operationId) continue;
        if (seenIds.has(operation.operationId))
          throw new Error(`Two routes share the operationId ${operation.operationId}`);
        seenIds.add(operation.operationId);
        for (const tag of operation.tags ?? []) used.add(tag);
        for (const [status, description] of errorsByOperation.get(operation.operationId) ?? []) {
          operation.responses = {
            ...operation.responses,
            [status]: { description, content: { 'application/json': { schema: { $ref: ERROR_REF } } } },
          };
        }
        for (const [status, file] of Object.entries(filesByOperation.get(operation.operationId) ?? {})) {
          const schema: OpenAPIV3_1.SchemaObject = file.type.startsWith('text/')
            ? { type: 'string' }
            : { type: 'string', format: 'binary' };
          operation.responses = {
            ...operation.responses,
            [status]: { description: file.description, content: { [file.type]: { schema } } },
          };
        }
        for (const response of Object.values(operation.responses ?? {}) as OpenAPIV3_1.ResponseObject[])
          if (response.description === 'Default Response') response.description = 'Success';
      }
    }
    document.tags = [...used].sort().map((name) => ({ name, description: TAG_DESCRIPTIONS[name] ?? name }));
    return { ...document, components };
  }

  return {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'FitJobs API',
        version: '1.0.0',
        description:
          'The job board’s API, as the web app uses it. Errors are `{"error":{"code","message","issues"}}`; ' +
          'sign in by e-mailed code (`codeRequest`, `codeVerify`) and send the access token as a Bearer token.',
        license: { name: 'Proprietary: FitJobs terms of use', url: `${publicUrl}/terms` },
      },
      servers: [{ url: publicUrl, description: 'This server' }],
      components: {
        securitySchemes: {
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: 'The access token from `codeVerify` or `tokensRefresh`.',
          },
        },
      },
    },
    transform,
    transformObject,
  } as SwaggerOptions;
}

function errorSchema() {
  const { $schema: _ignored, ...schema } = z.toJSONSchema(ErrorBody, { target: 'draft-2020-12' });
  return {
    ...schema,
    description: 'Every answer that is not a success: a code to act on and a message to show.',
  };
}
