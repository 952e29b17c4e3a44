import { Code, languageOfRequest, type Language } from '@zf/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isMessageKey, translate } from '../i18n/server-messages.ts';
import { AppError } from './app-error.ts';
import { fieldMessages } from './field-message.ts';

/** The request's language, also before the request path has run (router and parser errors). */
export const languageOf = (req: FastifyRequest): Language => req.ctx?.language ?? languageOfRequest(req.headers.language, req.headers['accept-language']);

/**
 * PostgreSQL data exceptions a request value can cause (a number beyond the column, a character the database cannot
 * store, an impossible date or number text). The input guard and the schemas keep such values out; if one still gets
 * through it is the caller's data, answered 4220 and logged so the gap is found, never a 5001.
 */
const dataExceptions = new Set(['22003', '22021', '22P05', '22008', '22007', '22P02', '22001', '54000']);
const isDataException = (e: unknown) => dataExceptions.has(String((e as { code?: unknown }).code ?? ''));

/** busboy and @fastify/multipart errors: a multipart body that ends early, has no boundary or a broken part header. */
const multipartProblem = /^(Unexpected end of (form|file|multipart data)|Malformed part header|Multipart: Boundary not found|Malformed urlencoded form|Part terminated early|the request is not multipart)/i;
const isMultipartError = (e: FastifyError) => /^FST_(INVALID_MULTIPART_CONTENT_TYPE|PROTO_VIOLATION|PARTS_LIMIT|FILES_LIMIT|FIELDS_LIMIT|NO_FORM_DATA)/.test(e.code ?? '') || multipartProblem.test(e.message ?? '');

/** Transport errors Fastify raises itself, in words a user can read. */
const transportKeys: Record<string, string> = {
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'http.badJson',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'http.badJson',
  FST_ERR_CTP_INVALID_JSON_BODY: 'http.badJson',
  FST_ERR_CTP_BODY_TOO_LARGE: 'http.tooLarge',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'http.unsupportedMediaType',
  FST_ERR_CTP_INVALID_TYPE: 'http.unsupportedMediaType',
  FST_ERR_BAD_URL: 'http.badUrl',
  FST_ERR_MAX_PARAM_LENGTH: 'http.uriTooLong',
};

function sendError(req: FastifyRequest, reply: FastifyReply, error: FastifyError): FastifyReply {
  const language = languageOf(req);
  // An error envelope is not the route's success shape: send it as plain JSON, past the response schema.
  reply.serializer(JSON.stringify).type('application/json; charset=utf-8');
  const labels = req.routeOptions?.config?.fieldLabels;
  if (error instanceof AppError) {
    const data = (error.data ?? {}) as { fields?: Record<string, string> };
    if (data.fields) {
      // Field messages are keys until here; a generic 4220 leads with the first field, named.
      const named = fieldMessages(language, data.fields, labels);
      const msg = error.key === 'http.validation' ? named.msg : translate(language, error.key, error.params);
      return reply.status(200).send({ code: error.code, msg, data: { ...data, fields: named.fields } });
    }
    return reply.status(200).send({ code: error.code, msg: translate(language, error.key, error.params), data });
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    // The input guard's findings lead (they say why a value is unusable), then the schema's own.
    const fields: Record<string, string> = { ...req.inputProblems };
    for (const issue of error.validation) {
      const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
      if (fields[field]) continue;
      const given = issue.message ?? '';
      const expected = (issue.params as { expected?: string } | undefined)?.expected;
      const missing = issue.keyword === 'invalid_type' && /received undefined/.test(given);
      fields[field] = isMessageKey(given) ? given
        : missing ? 'field.required'
          : issue.keyword === 'invalid_type' ? (expected === 'number' ? 'number.type' : expected === 'boolean' ? 'boolean.type' : 'field.wrongType')
            : 'field.invalid';
    }
    const named = fieldMessages(language, fields, labels);
    return reply.status(200).send({ code: Code.validation, msg: named.msg, data: { fields: named.fields } });
  }
  if (isDataException(error)) {
    req.log.warn({ err: error, requestId: req.id }, 'request data reached the database and was refused there');
    return reply.status(200).send({ code: Code.validation, msg: translate(language, 'http.dataRejected'), data: { fields: {} } });
  }
  if (req.isMultipart?.() && isMultipartError(error)) {
    const named = fieldMessages(language, { file: 'upload.broken' }, labels);
    return reply.status(200).send({ code: Code.validation, msg: translate(language, 'upload.broken'), data: { fields: named.fields } });
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const key = transportKeys[error.code ?? ''] ?? (error instanceof SyntaxError ? 'http.badJson' : status === 413 ? 'http.tooLarge' : 'http.badRequest');
    const type = String(req.headers['content-type'] ?? '').split(';')[0] || '-';
    return reply.status(status).send({ code: status === 404 ? Code.notFound : Code.validation, msg: translate(language, key, { type }), data: {} });
  }
  req.log.error({ err: error, requestId: req.id }, 'unexpected error');
  return reply.status(500).send({ code: Code.serverError, msg: translate(language, 'http.serverError', { requestId: req.id }), data: { request_id: req.id } });
}

/** Router errors (a path parameter over the length limit, a path that is not valid URL encoding): the envelope too. */
export const frameworkErrors = (error: FastifyError, req: FastifyRequest, reply: FastifyReply) => {
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : (error.statusCode ?? 400);
  error.statusCode = status;
  return sendError(req, reply, error);
};

/**
 * A request Node's HTTP parser cannot read (a broken request line or header, headers over the limit, a request that
 * never finished): no request exists for Fastify to answer, and its default writes its own JSON. Answer the envelope,
 * in the language the raw bytes ask for when they got that far (`language:` or `accept-language:`), and close.
 */
export function clientErrorHandler(error: Error & { code?: string; rawPacket?: unknown }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const raw = Buffer.isBuffer(error.rawPacket) ? error.rawPacket.toString('latin1') : '';
  const header = (name: string) => new RegExp(`^${name}:[ \t]*([^\r\n]*)`, 'im').exec(raw)?.[1];
  const language = languageOfRequest(header('language'), header('accept-language'));
  const [status, key] = error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? [408, 'http.requestTimeout'] as const
    : error.code === 'HPE_HEADER_OVERFLOW' ? [431, 'http.headersTooLarge'] as const : [400, 'http.badRequest'] as const;
  const body = JSON.stringify({ code: Code.validation, msg: translate(language, key), data: {} });
  if (socket.writable) {
    socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`);
  }
  socket.destroy(error);
}

/**
 * Every answer is an envelope. Business errors (AppError) and validation (4220) keep HTTP 200; malformed transport
 * keeps its 4xx status; anything unexpected is a 5001 whose msg carries the request id that is also in the log.
 */
export function installErrorHandling(app: FastifyInstance, opts: { spa: boolean }): void {
  app.setErrorHandler((error: FastifyError, req: FastifyRequest, reply: FastifyReply) => sendError(req, reply, error));

  app.setNotFoundHandler((req, reply) => {
    if (opts.spa && req.method === 'GET' && !req.url.startsWith('/api/')) return reply.type('text/html').sendFile('index.html');
    reply.status(404).send({ code: Code.notFound, msg: translate(languageOf(req), 'http.notFound'), data: {} });
  });

  // Fill the success msg in the request's language.
  app.addHook('preSerialization', async (req, _reply, payload: unknown) => {
    const p = payload as { code?: unknown; msg?: unknown } | null;
    if (p && typeof p === 'object' && p.code === Code.ok && p.msg === '') p.msg = translate(languageOf(req), 'ok');
    return payload;
  });
}
