import { randomUUID } from 'node:crypto';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type RawServerDefault } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { parse as parseQuery } from 'node:querystring';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { DB } from '../db/schema.ts';
import { clientErrorHandler, frameworkErrors, installErrorHandling } from './error-handler.ts';
import { installInputGuard } from './input-guard.ts';
import { docsSigningScript } from './docs-signing.ts';
import { envelope } from './envelope.ts';
import { installRequestPath } from './request-path.ts';
import { installColumnRights } from '../permissions/column-rights-hook.ts';
import { SignatureVerifier } from './signature.ts';
import { registerWebApp } from './web-app.ts';
import type { RouteAccess } from './route-config.ts';

/** One registered route as the route catalogue keeps it (tests check every route's access and documentation). */
export interface CatalogueRoute {
  method: string;
  url: string;
  access: RouteAccess;
  /** The route has a zod schema for its 200 answer (binary downloads have none). */
  documentedAnswer: boolean;
  /** That zod schema (the envelope), for sweeps that read which fields an answer can carry. */
  answer?: unknown;
}

export type App = FastifyInstance<RawServerDefault, IncomingMessage, ServerResponse, FastifyBaseLogger, ZodTypeProvider>;

/** A query string's parameters, leaving out those with an empty value. */
export function queryWithoutEmpty(text: string): Record<string, string | string[]> {
  const parsed = parseQuery(text);
  return Object.fromEntries(Object.entries(parsed).filter((e): e is [string, string | string[]] => e[1] !== '' && e[1] !== undefined));
}

/**
 * The HTTP frame every module registers into: zod validation and serialization, the envelope, the request path,
 * JSON with the raw body kept for the signature, multipart uploads, OpenAPI at /api/docs and /api/v1/health.
 */
export async function createServer(opts: {
  db: Kysely<DB>;
  dbKind: string;
  logger: Logger;
  trustProxy: boolean;
  bodyLimit?: number;
  webDistDir?: string;
  /** Development only: lets /api/docs sign its requests with this key. */
  docsSigningKey?: { appkey: string; secret: string };
}): Promise<App> {
  const app = Fastify({
    loggerInstance: opts.logger,
    genReqId: () => randomUUID(),
    bodyLimit: opts.bodyLimit ?? 10 * 1024 * 1024,
    trustProxy: opts.trustProxy,
    // A path parameter over the router's limit or a path that is not valid URL encoding: the envelope, localized.
    frameworkErrors,
    // A request line or header Node cannot parse: the envelope, localized, instead of Fastify's own body.
    clientErrorHandler,
    // `?status=` is the filter not given (as the web never sends it), not status 0: the strict query parsers of
    // packages/shared/src/input.ts then see only real values.
    routerOptions: { querystringParser: queryWithoutEmpty },
  }).withTypeProvider<ZodTypeProvider>() as unknown as App;
  // Every route as registered, with what it declares about its caller: the route-catalogue test reads it.
  const catalogue: CatalogueRoute[] = [];
  app.decorate('routeCatalogue', catalogue);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const answer = (route.schema?.response as Record<string, unknown> | undefined)?.[200];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      catalogue.push({ method, url: route.url, access: (route.config ?? {}) as RouteAccess, documentedAnswer: answer !== undefined, answer });
    }
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (req, body: Buffer, done) => {
    req.rawBody = body;
    if (body.length === 0) return done(null, {});
    try {
      done(null, JSON.parse(body.toString('utf8')));
    } catch (err) {
      const e = err as Error & { statusCode?: number };
      e.statusCode = 400;
      done(e, undefined);
    }
  });
  // API.md: a body is signed over its bytes, whatever its type. A text/plain body is kept as sent (the signature
  // verifies) and reaches the route as a string, which a JSON schema refuses with 4220.
  app.addContentTypeParser('text/plain', { parseAs: 'buffer' }, (req, body: Buffer, done) => {
    req.rawBody = body;
    done(null, body.toString('utf8'));
  });
  await app.register(multipart, { limits: { fileSize: 50 * 1024 * 1024, files: 1 } });

  await app.register(swagger, {
    openapi: {
      info: { title: 'Zhangfang API', version: '1' },
      components: {
        securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization' } },
      },
      security: [{ token: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    // The token pasted into "Authorize" survives a reload, and #/tag/operation links open one operation: with
    // hundreds of routes the page only draws what is on screen.
    uiConfig: { deepLinking: true, persistAuthorization: true },
    theme: opts.docsSigningKey
      ? { js: [{ filename: 'sign-requests.js', content: docsSigningScript(opts.docsSigningKey.appkey, opts.docsSigningKey.secret) }] }
      : undefined,
  });

  const spa = opts.webDistDir ? await registerWebApp(app, opts.webDistDir) : false;
  installErrorHandling(app, { spa });
  installRequestPath(app, opts.db, new SignatureVerifier(opts.db));
  installInputGuard(app);
  installColumnRights(app);

  app.get('/api/v1/health', {
    config: { auth: 'public', signed: false },
    schema: { tags: ['platform'], response: { 200: envelope(z.object({ status: z.literal('ok'), db: z.string() })) } },
  }, async () => ({ code: 2000, msg: '', data: { status: 'ok' as const, db: opts.dbKind } }));
  return app;
}
