import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { MAX_UPLOAD_BYTES } from '@fitjobs/contract';
import Fastify, { type FastifyInstance, type FastifySchema, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { ReadReplicas } from './db/read-replicas.ts';
import { features } from './features/index.ts';
import { authPlugin } from './http/auth.ts';
import { BROTLI_OPTIONS, COMPRESS_FROM, SYNC_UP_TO } from './http/compression.ts';
import { registerDrain } from './http/drain.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { registerRateLimits } from './http/rate-limit.ts';
import { registerReadRouting } from './http/read-routing.ts';
import { spaPlugin } from './http/spa.ts';
import { rejectUnstorableText } from './http/text-guard.ts';
import type { Clock } from './lib/clock.ts';
import type { Mailer } from './lib/mailer.ts';
import { createLimits } from './lib/rate-limits.ts';
import { openapiOptions } from './openapi/document.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
    mailer: Mailer;
    clock: Clock;
    /** Every route registered, for the authorisation matrix, the fuzzer and the docs. */
    routeTable: RegisteredRoute[];
  }
}

export interface RegisteredRoute {
  method: string;
  url: string;
  /** The zod schemas the route declared (body, querystring, response...), so tests can derive requests. */
  schema: FastifySchema | undefined;
}

export interface AppDeps {
  db: Db;
  config: Config;
  mailer: Mailer;
  clock: Clock;
  /** Read replicas (DATABASE_READ_URLS); absent: the primary answers every read. */
  replicas?: ReadReplicas;
}

/** A hop count as proxy-addr reads one (the n nearest hops are trusted); Fastify's types take no number. */
function trustProxyOption(trust: Config['trustProxy']) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

/** Builds the whole API (and the web app when built) without listening; tests call it through inject. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      deps.config.logLevel === 'silent'
        ? false
        : { level: deps.config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    // Only the proxies TRUST_PROXY names may say who the client is (X-Forwarded-For); by default
    // nobody, so a forged header cannot dodge the per-IP limits.
    trustProxy: trustProxyOption(deps.config.trustProxy),
    bodyLimit: 256 * 1024,
    genReqId: () => crypto.randomUUID(),
    // One line per request (below) instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    // Loading the web app's server build takes about 1 s on a quiet machine and over 10 s (the
    // default limit) on a busy 2-core one, where the server then failed to start at all.
    pluginTimeout: 60_000,
  }).withTypeProvider<ZodTypeProvider>();

  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        url: request.url.split('?')[0],
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
        user: request.user?.id,
      },
      'request',
    );
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', deps.db);
  app.decorate('config', deps.config);
  app.decorate('mailer', deps.mailer);
  app.decorate('clock', deps.clock);
  registerErrorHandler(app);
  app.addHook('preValidation', rejectUnstorableText);

  const routeTable: RegisteredRoute[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat())
      routeTable.push({ method, url: route.url, schema: route.schema });
    // Route guards are declared as preHandler but run at onRequest: a caller without the right
    // session or role gets 401/403 before the body is parsed or validated, so a refused call
    // costs little and learns nothing about the payload. (Guards never read the body.)
    if (route.preHandler) {
      route.onRequest = [...[route.onRequest ?? []].flat(), ...[route.preHandler].flat()];
      route.preHandler = undefined;
    }
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine sets inline style attributes; scripts stay strictly same-origin.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  // API answers are compressed on the fly (a page of search results is about 21 kB of JSON, 3.6 kB
  // compressed), from 4 kB, with brotli at quality 4 and a small window (http/compression.ts).
  // Static assets come pre-compressed.
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_FROM,
    brotliOptions: BROTLI_OPTIONS,
    syncThreshold: SYNC_UP_TO,
  });
  // After helmet (a 503 carries the security headers too), before any route (every route drains).
  registerDrain(app);
  // One shared count across API processes when Redis is configured; memory otherwise. Waiting for
  // Redis here means the first requests already count in the shared store.
  const limits = createLimits(deps.config.redisUrl, app.log);
  if (deps.config.redisUrl && !(await limits.ready())) {
    app.log.warn('rate limits: Redis is not answering yet; counting in this process until it does');
  }
  await registerRateLimits(app, limits);
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10 } });
  await app.register(swagger, openapiOptions(deps.config.publicUrl));
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  app.get('/api/docs/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  registerReadRouting(app, deps.replicas, deps.config.readMaxLagSeconds);
  // The load balancer's check (503 while draining, from the drain hook); it also says which read
  // replicas answer reads now and whether the rate limits are shared.
  app.get('/healthz', { schema: { hide: true } }, async () => {
    await deps.db.execute('select 1');
    return { ok: true, replicas: app.reads.status(), shared_rate_limits: app.limits.shared };
  });

  await app.register(authPlugin);
  await app.register(spaPlugin);
  for (const feature of features) await app.register(feature);
  return app;
}
