import { checkId, checkText, isCalendarDay, isDateName, isIdName, type MessageKey } from '@zf/shared';
import type { FastifyInstance } from 'fastify';
import { invalidFields } from './app-error.ts';

/**
 * The part of input validation no route can forget (ISSUE 11 item 1): before any schema or handler sees a request,
 * every string of its path parameters, query and JSON body (keys included) is checked for NUL and unpaired
 * surrogates, every id field (`id`, `ids`, `…_id`, `…_ids`) for the INTEGER range, and every date field (`date`,
 * `…_date`, `date_…`) written as YYYY-MM-DD for a day that exists. A failure is a 4220 naming the field, so none of
 * these values reaches the database whatever the route's own schema says.
 */
export function findBadInput(value: unknown, path: string, name: string, problems: Record<string, MessageKey>, depth = 0): void {
  if (Object.keys(problems).length >= 20 || depth > 32) return;
  const field = path || '_';
  if (typeof value === 'string') {
    const bad = checkText(value)
      ?? (isIdName(name) ? checkId(value) : null)
      ?? (isDateName(name) && /^\d{4}-\d{2}-\d{2}$/.test(value) && !isCalendarDay(value) ? 'date.noSuchDay' : null);
    if (bad) problems[field] = bad;
  } else if (typeof value === 'number') {
    const bad = isIdName(name) ? checkId(value) : null;
    if (bad) problems[field] = bad;
  } else if (Array.isArray(value)) {
    // Elements of `ids` or `product_ids` are ids too.
    value.forEach((v, i) => findBadInput(v, path ? `${path}.${i}` : String(i), name, problems, depth + 1));
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      const key = path ? `${path}.${k}` : k;
      if (checkText(k)) problems[key] = 'text.badChars';
      else findBadInput(v, key, k, problems, depth + 1);
    }
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    /** What the input guard found wrong; the error handler adds it to the schema's own field messages. */
    inputProblems?: Record<string, MessageKey>;
  }
}

export function installInputGuard(app: FastifyInstance): void {
  // The raw values are read in preValidation, after the request path's own hook (4001/4003 come first). The route's
  // schema still runs, so one 4220 lists every field at fault; if the schema passes, the handler is never reached.
  app.addHook('preValidation', async (req) => {
    const problems: Record<string, MessageKey> = {};
    findBadInput(req.params, '', '', problems);
    findBadInput(req.query, '', '', problems);
    if (!req.isMultipart()) findBadInput(req.body, '', '', problems);
    if (Object.keys(problems).length > 0) req.inputProblems = problems;
  });
  app.addHook('preHandler', async (req) => {
    if (req.inputProblems) throw invalidFields(req.inputProblems);
  });
}
