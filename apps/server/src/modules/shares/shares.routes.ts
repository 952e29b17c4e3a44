import {
  billFunctions, billMetaOf, billPages, checkDateRange, isBillTypeCode, PrintDocumentSchema, ShareBillParamsSchema as billParams, ShareBodySchema as ShareBody,
  ShareCreatedSchema as Created, ShareIdParamsSchema as IdParams, ShareListQuerySchema as ListQuery, ShareListSchema, ShareStatementParamsSchema as statementParams,
  ShareTokenParamsSchema as TokenParams,
} from '@zf/shared';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { forbidden, invalidFields, notFound } from '../../platform/http/app-error.ts';
import type { App } from '../../platform/http/create-server.ts';
import { emptyData, envelope, ok } from '../../platform/http/envelope.ts';
import { nowSeconds } from '../../platform/db/types.ts';
import type { ModuleServices } from '../module-services.ts';
import { handsOutStatements, readsStatements, statementDocumentFor } from '../receivables/index.ts';
import { billDocumentFor } from '../../engines/bill/index.ts';
import { hiddenFieldsOf } from '../../platform/permissions/answer-columns.ts';
import { billMoney } from '../../platform/permissions/column-groups.ts';
import { createShare, listShares, reissueShare, resolveShare, revokeShare } from './share-link.ts';

const day = 86_400;

/**
 * Handing a bill out whole (a public link): who may read and print that type's bills, unless their permission
 * group hides the document's amounts (column rights), as printing a statement needs its balance.
 */
const handsOutBill = (req: FastifyRequest, type: string) => {
  const meta = billMetaOf(type);
  const permissions = req.ctx.tenant!.permissions;
  if (!meta || !billPages(meta).some((p) => permissions.canOpen(p)) || !permissions.can(billFunctions(meta, 'print'))) return false;
  return !hiddenFieldsOf(req, { pages: billPages(meta), fields: billMoney }).has('price');
};
/** The personal centre's page that lists each kind of link (menu-tree personal.ts). */
const listPage = { bill: 'billShare', statement: 'partnerShare' } as const;

/**
 * Shared links (API.md "POST /shares · DELETE /shares/:id · GET /share/:token"): a statement or a bill an enterprise
 * hands a partner, opened at /share?code=… without an account. Who may read statements may share them, who may
 * print a bill type may share its bills; the link shows the statement as the ledger stands, or the bill's print, when
 * it is opened, in the reader's language, until it expires or is revoked.
 */
export async function sharesRoutes(api: App, { db }: ModuleServices): Promise<void> {
  const tags = ['shares'];
  api.post('/shares', { schema: { tags, body: ShareBody, response: { 200: envelope(Created) } } }, async (req) => {
    const tenant = req.ctx.tenant!;
    const now = nowSeconds();
    const expires = req.body.expires_at ?? now + 7 * day;
    let params: object;
    if (req.body.kind === 'bill') {
      const { kind: _k, expires_at: _x, ...bill } = req.body;
      if (!isBillTypeCode(bill.bill_type)) throw notFound();
      if (!handsOutBill(req, bill.bill_type)) throw forbidden();
      if (expires <= now || expires > now + 90 * day) throw invalidFields({ expires_at: 'shares.expiresRange' });
      const found = await db.selectFrom('bill').select('id').where('enterprise_id', '=', tenant.enterpriseId).where('type', '=', bill.bill_type).where('id', '=', bill.bill_id).executeTakeFirst();
      if (!found) throw notFound();
      params = bill;
    } else {
      if (!handsOutStatements(req)) throw forbidden();
      const { kind: _k, expires_at: _x, ...statement } = req.body;
      const bad = checkDateRange(statement.date_from, statement.date_to);
      if (bad) throw invalidFields({ date_to: bad });
      if (expires <= now || expires > now + 90 * day) throw invalidFields({ expires_at: 'shares.expiresRange' });
      const partner = await sql<{ id: number }>`SELECT id FROM partner WHERE enterprise_id = ${tenant.enterpriseId} AND id = ${statement.partner_id}`.execute(db);
      if (!partner.rows.length) throw notFound();
      params = statement;
    }
    const made = await createShare(db, tenant.enterpriseId, tenant.employeeId, req.body.kind, params, expires);
    return ok({ ...made, url: `/share?code=${encodeURIComponent(made.token)}` });
  });

  api.get('/shares', { schema: { tags, querystring: ListQuery, response: { 200: envelope(ShareListSchema) } } }, async (req) => {
    const tenant = req.ctx.tenant!;
    if (!tenant.permissions.canOpen(listPage[req.query.kind])) throw forbidden();
    const found = await listShares(db, tenant.enterpriseId, req.query.kind, req.query.page, req.query.page_size);
    return ok({ ...found, page: req.query.page, page_size: req.query.page_size });
  });

  /**
   * Who reads statements, or holds the delete right of the personal centre's page of that kind of link, may end or
   * re-issue any link; anyone else the links they made (a bill they shared). Answers the creator to hold them to, or
   * undefined for any.
   */
  const holder = async (req: FastifyRequest, id: number) => {
    const tenant = req.ctx.tenant!;
    const link = await db.selectFrom('share_link').select('kind').where('enterprise_id', '=', tenant.enterpriseId).where('id', '=', id).executeTakeFirst();
    const endsAny = readsStatements(req.ctx) || (link !== undefined && tenant.permissions.can(link.kind === 'bill' ? 'bill_share_del' : 'partner_share_del'));
    return endsAny ? undefined : tenant.employeeId;
  };

  api.delete('/shares/:id', { schema: { tags, params: IdParams, response: { 200: envelope(emptyData) } } }, async (req) => {
    const tenant = req.ctx.tenant!;
    if (!(await revokeShare(db, tenant.enterpriseId, req.params.id, await holder(req, req.params.id)))) throw notFound();
    return ok({});
  });

  // Re-issue (docs/decisions.md "Share lists: the link once, then re-issue"): a live link gets a new token and URL.
  api.post('/shares/:id/reissue', { schema: { tags, params: IdParams, response: { 200: envelope(Created) } } }, async (req) => {
    const tenant = req.ctx.tenant!;
    const made = await reissueShare(db, tenant.enterpriseId, req.params.id, await holder(req, req.params.id));
    if (!made) throw notFound('shares.gone');
    return ok({ ...made, url: `/share?code=${encodeURIComponent(made.token)}` });
  });

  api.get('/share/:token', { config: { auth: 'public' }, schema: { tags, params: TokenParams, response: { 200: envelope(PrintDocumentSchema) } } }, async (req) => {
    const link = await resolveShare(db, req.params.token);
    if (!link) throw notFound('shares.gone');
    if (link.kind === 'bill') {
      const p = billParams.parse(link.params);
      const doc = await billDocumentFor(db, link.enterpriseId, p.bill_type, p.bill_id, req.ctx.language);
      // A bill deleted since it was shared is gone for the link too.
      if (!doc) throw notFound('shares.gone');
      return ok(doc);
    }
    const p = statementParams.parse(link.params);
    return ok(await statementDocumentFor(db, link.enterpriseId, p, req.ctx.language));
  });
}
