import type { FastifyInstance } from 'fastify';
import { declarationProblems, hiddenFieldsOf, stripFields } from './answer-columns.ts';

/**
 * The one place column rights leave an answer (ARCHITECTURE §3 "column rights by removing fields from responses"):
 * every route whose config declares `columns` passes its JSON answer through here after serialization, so the
 * answer schema stays the documented shape and the fields the caller may not see are removed wherever they sit.
 * File answers (Excel) take the same hidden set from `hiddenFieldsOf(req)` before writing (see the export routes).
 * Static declarations are checked against the menu tree when the route registers: an unknown page or column fails
 * the start, not a user.
 */
export function installColumnRights(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const declaration = route.config?.columns;
    if (!declaration || typeof declaration.pages === 'function') return;
    const problems = declarationProblems(declaration.pages, declaration.fields);
    if (problems.length) throw new Error(`${String(route.method)} ${route.url}: column declaration: ${problems.join('; ')}`);
  });
  app.addHook('onSend', async (req, reply, payload) => {
    if (!req.routeOptions.config?.columns || typeof payload !== 'string' || reply.statusCode !== 200) return payload;
    if (!String(reply.getHeader('content-type') ?? '').includes('json')) return payload;
    const hidden = hiddenFieldsOf(req);
    if (hidden.size === 0) return payload;
    const body = JSON.parse(payload) as { code?: number; data?: unknown };
    if (body.code !== 2000) return payload;
    stripFields(body.data, hidden);
    return JSON.stringify(body);
  });
}
