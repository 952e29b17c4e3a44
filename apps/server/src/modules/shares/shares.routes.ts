import { checkDateRange, dateSchema, idSchema, intSchema } from '@zf/shared';
import { sql } from 'kysely';
import { z } from 'zod';
import { forbidden, invalidFields, notFound } from '../../platform/http/app-error.ts';
import type { App } from '../../platform/http/create-server.ts';
import { emptyData, envelope, ok } from '../../platform/http/envelope.ts';
import { nowSeconds } from '../../platform/db/types.ts';
import type { ModuleServices } from '../module-services.ts';
import { handsOutStatements, PrintDocumentSchema, readsStatements, statementDocumentFor } from '../receivables/index.ts';
import { createShare, resolveShare, revokeShare } from './share-link.ts';

const date = dateSchema();
const day = 86_400;
const StatementShare = z.object({
  kind: z.literal('statement'),
  partner_id: idSchema(), side: z.enum(['receivable', 'payable']).default('receivable'), date_from: date, date_to: date,
  /** Unix seconds; 7 days from now when not given, at most 90. */
  expires_at: intSchema(1, 4_102_444_800).optional(),
});
const statementParams = StatementShare.omit({ kind: true, expires_at: true });
const Created = z.object({ id: z.number(), token: z.string(), url: z.string(), expires_at: z.number() });
const TokenParams = z.object({ token: z.string().max(100) });
const IdParams = z.object({ id: idSchema() });

/**
 * Shared links (API.md "POST /shares · DELETE /shares/:id · GET /share/:token"): a statement an enterprise hands a
 * partner, opened at /share?code=… without an account. Who may read statements may share them; the link shows the
 * statement as the ledger stands when it is opened, in the reader's language, until it expires or is revoked.
 */
export async function sharesRoutes(api: App, { db }: ModuleServices): Promise<void> {
  const tags = ['shares'];
  api.post('/shares', { schema: { tags, body: StatementShare, response: { 200: envelope(Created) } } }, async (req) => {
    const tenant = req.ctx.tenant!;
    if (!handsOutStatements(req)) throw forbidden();
    const { kind, expires_at, ...params } = req.body;
    const bad = checkDateRange(params.date_from, params.date_to);
    if (bad) throw invalidFields({ date_to: bad });
    const now = nowSeconds();
    const expires = expires_at ?? now + 7 * day;
    if (expires <= now || expires > now + 90 * day) throw invalidFields({ expires_at: 'shares.expiresRange' });
    const partner = await sql<{ id: number }>`SELECT id FROM partner WHERE enterprise_id = ${tenant.enterpriseId} AND id = ${params.partner_id}`.execute(db);
    if (!partner.rows.length) throw notFound();
    const made = await createShare(db, tenant.enterpriseId, tenant.employeeId, kind, params, expires);
    return ok({ ...made, url: `/share?code=${encodeURIComponent(made.token)}` });
  });

  api.delete('/shares/:id', { schema: { tags, params: IdParams, response: { 200: envelope(emptyData) } } }, async (req) => {
    if (!readsStatements(req.ctx)) throw forbidden();
    if (!(await revokeShare(db, req.ctx.tenant!.enterpriseId, req.params.id))) throw notFound();
    return ok({});
  });

  api.get('/share/:token', { config: { auth: 'public' }, schema: { tags, params: TokenParams, response: { 200: envelope(PrintDocumentSchema) } } }, async (req) => {
    const link = await resolveShare(db, req.params.token);
    if (!link) throw notFound('shares.gone');
    const p = statementParams.parse(link.params);
    return ok(await statementDocumentFor(db, link.enterpriseId, p, req.ctx.language));
  });
}
