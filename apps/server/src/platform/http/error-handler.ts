import { Code } from '@zf/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isMessageKey, translate } from '../i18n/server-messages.ts';
import { AppError } from './app-error.ts';

/**
 * Every answer is an envelope. Business errors (AppError) and validation (4220) keep HTTP 200; malformed transport
 * keeps its 4xx status; anything unexpected is a 5001 whose msg carries the request id that is also in the log.
 */
export function installErrorHandling(app: FastifyInstance, opts: { spa: boolean }): void {
  app.setErrorHandler((error: FastifyError, req: FastifyRequest, reply: FastifyReply) => {
    const language = req.ctx?.language ?? 'zh-CN';
    // An error envelope is not the route's success shape: send it as plain JSON, past the response schema.
    reply.serializer(JSON.stringify).type('application/json; charset=utf-8');
    if (error instanceof AppError) {
      const data = (error.data ?? {}) as { fields?: Record<string, string> };
      if (data.fields) {
        // Field messages are keys until here; translate them and lead with the first when the error is generic.
        const fields = Object.fromEntries(Object.entries(data.fields).map(([f, key]) => [f, translate(language, key)]));
        const msg = error.key === 'http.validation' ? (Object.values(fields)[0] ?? translate(language, error.key)) : translate(language, error.key, error.params);
        return reply.status(200).send({ code: error.code, msg, data: { ...data, fields } });
      }
      return reply.status(200).send({ code: error.code, msg: translate(language, error.key, error.params), data });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
        if (fields[field]) continue;
        const given = issue.message ?? '';
        const missing = issue.keyword === 'invalid_type' && /received undefined/.test(given);
        const key = isMessageKey(given) ? given : missing ? 'field.required' : 'field.invalid';
        fields[field] = translate(language, key);
      }
      const first = Object.values(fields)[0];
      return reply.status(200).send({ code: Code.validation, msg: first ?? translate(language, 'http.validation'), data: { fields } });
    }
    const status = error.statusCode ?? 500;
    if (status === 413) return reply.status(413).send({ code: Code.validation, msg: translate(language, 'http.tooLarge'), data: {} });
    if (status >= 400 && status < 500) {
      const key = error.code === 'FST_ERR_CTP_INVALID_CONTENT_LENGTH' || error instanceof SyntaxError || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ? 'http.badJson' : 'http.validation';
      return reply.status(status).send({ code: Code.validation, msg: key === 'http.badJson' ? translate(language, key) : error.message, data: {} });
    }
    req.log.error({ err: error, requestId: req.id }, 'unexpected error');
    return reply.status(500).send({ code: Code.serverError, msg: translate(language, 'http.serverError', { requestId: req.id }), data: { request_id: req.id } });
  });

  app.setNotFoundHandler((req, reply) => {
    const language = req.ctx?.language ?? 'zh-CN';
    if (opts.spa && req.method === 'GET' && !req.url.startsWith('/api/')) return reply.type('text/html').sendFile('index.html');
    reply.status(404).send({ code: Code.notFound, msg: translate(language, 'http.notFound'), data: {} });
  });

  // Fill the success msg in the request's language.
  app.addHook('preSerialization', async (req, _reply, payload: unknown) => {
    const p = payload as { code?: unknown; msg?: unknown } | null;
    if (p && typeof p === 'object' && p.code === Code.ok && p.msg === '') p.msg = translate(req.ctx?.language ?? 'zh-CN', 'ok');
    return payload;
  });
}
